import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import { ShopSettings, ShopSettingsBody } from '../../contract/admin-settings';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import { loadShopSettings, saveShopSettings } from './settings-store';
import { savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;
const SETTINGS = { staff: { area: 'settings' } } as const;

/** 'Настройки' (the owner only): the shop's settings, and their save against the version the owner opened. */
export function settingsRoutes(app: TypedApp): void {
  app.get('/settings', {
    config: SETTINGS,
    schema: {
      operationId: 'shopSettings',
      summary: 'Настройки магазина с их версией (только владелец)',
      tags: [TAG],
      security: STAFF_SESSION,
      response: replies(ShopSettings),
    },
    handler: async () => success(await loadShopSettings(app.db, app.config)),
  });

  app.put('/settings', {
    config: SETTINGS,
    schema: {
      operationId: 'shopSettingsSave',
      summary: 'Сохранить настройки магазина (только владелец), с открытой версией',
      tags: [TAG],
      security: STAFF_SESSION,
      body: ShopSettingsBody,
      response: staleReplies(ShopSettings),
    },
    handler: async (request, reply) =>
      savedOrStale(
        reply,
        () => saveShopSettings(app.db, actorOf(request), request.body),
        () => loadShopSettings(app.db, app.config),
      ),
  });
}
