import { STAFF_SESSION, staleReplies } from '../../contract/admin';
import {
  DeliveryTerms,
  DeliveryTermsBody,
  PickupPointBody,
  PickupPointDeleteQuery,
  PickupPointIdParams,
  PickupPointList,
  PickupPointSaveBody,
} from '../../contract/admin-delivery';
import { replies } from '../../contract/envelope';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import { loadDeliveryTerms, saveDeliveryTerms } from './delivery-store';
import { createPickupPoint, deletePickupPoint, listPickupPoints, savePickupPoint } from './pickup-point-store';
import { savedOrStale } from './stale-record';
import { actorOf } from './staff-routes';

const TAG = 'Панель управления' as const;
/** Delivery prices are money: the owner's area with the promotions (src/domain/staff.ts). */
const MONEY = { staff: { area: 'promotions' } } as const;

/**
 * 'Доставка' (the owner only): the delivery terms and their save against the version on screen; the shop's own
 * pickup points (used while no CDEK account is configured), each change answering the list as it is now (a stale
 * copy 409 with it).
 */
export function deliveryRoutes(app: TypedApp): void {
  const route = (operationId: string, summary: string) => ({
    operationId,
    summary,
    tags: [TAG],
    security: STAFF_SESSION,
  });
  const terms = () => loadDeliveryTerms(app.db, app.config);
  const points = () => listPickupPoints(app.db, app.config);

  app.get('/delivery', {
    config: MONEY,
    schema: {
      ...route('deliveryTerms', 'Условия доставки с их версией (только владелец)'),
      response: replies(DeliveryTerms),
    },
    handler: async () => success(await terms()),
  });

  app.put('/delivery', {
    config: MONEY,
    schema: {
      ...route(
        'deliveryTermsSave',
        'Сохранить цены доставки, порог бесплатной доставки и самовывоз, с открытой версией',
      ),
      body: DeliveryTermsBody,
      response: staleReplies(DeliveryTerms),
    },
    handler: async (request, reply) =>
      savedOrStale(reply, () => saveDeliveryTerms(app.db, actorOf(request), request.body), terms),
  });

  app.get('/delivery/points', {
    config: MONEY,
    schema: {
      ...route('adminPickupPoints', 'Пункты выдачи магазина (когда СДЭК не настроен), с версиями'),
      response: replies(PickupPointList),
    },
    handler: async () => success(await points()),
  });

  app.post('/delivery/points', {
    config: MONEY,
    schema: {
      ...route('adminPickupPointCreate', 'Новый пункт выдачи; в ответе список пунктов'),
      body: PickupPointBody,
      response: replies(PickupPointList),
    },
    handler: async (request) => {
      await createPickupPoint(app.db, actorOf(request), request.body);
      return success(await points());
    },
  });

  app.put('/delivery/points/:id', {
    config: MONEY,
    schema: {
      ...route('adminPickupPointSave', 'Сохранить пункт выдачи (и включить или выключить) с открытой версией'),
      params: PickupPointIdParams,
      body: PickupPointSaveBody,
      response: staleReplies(PickupPointList),
    },
    handler: async (request, reply) =>
      savedOrStale(reply, () => savePickupPoint(app.db, actorOf(request), request.params.id, request.body), points),
  });

  app.delete('/delivery/points/:id', {
    config: MONEY,
    schema: {
      ...route('adminPickupPointDelete', 'Удалить пункт выдачи с открытой версией; в ответе список пунктов'),
      params: PickupPointIdParams,
      querystring: PickupPointDeleteQuery,
      response: staleReplies(PickupPointList),
    },
    handler: async (request, reply) =>
      savedOrStale(
        reply,
        () => deletePickupPoint(app.db, actorOf(request), request.params.id, request.query.version),
        points,
      ),
  });
}
