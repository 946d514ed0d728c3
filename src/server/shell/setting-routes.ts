import { replies } from '../../contract/envelope';
import { Setting, SettingKey, ShopContactsReply } from '../../contract/shell';
import { phoneHref } from '../../domain/shop-settings';
import { shopContacts } from '../db/shop-settings';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { getAndPost } from '../http/get-and-post';
import { sanitizeHtml } from '../http/html-policy';
import { badRequest, notFound } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';

const INVALID_KEY = 'Некорректный номер настройки';

/**
 * product §7 `/back/setting/get/{key}` (POST and GET): `{value}` of setting 1..4 (§3). Every value leaves through the
 * HTML policy (docs/architecture.md): settings 1-3 are HTML the storefront renders as it is, the maintenance flag's
 * digits come through unchanged, and a setting added later is safe without a list of HTML settings to keep.
 */
export async function settingRoutes(app: TypedApp): Promise<void> {
  getAndPost(
    app,
    '/back/setting/get/:key',
    {
      operationId: 'setting',
      summary:
        'Значение настройки: 1 — текст главной, 2 — текст подвала, 3 — текст о cookie, 4 — обслуживание, ' +
        '5 и 6 — адрес и часы самовывоза',
      tags: ['Оформление'],
      params: SettingKey,
      response: replies(Setting),
    },
    async (request) => {
      const { key } = request.params;
      // Up to 9 digits keeps the id inside PostgreSQL's integer, so no input can make the query fail.
      if (!/^\d{1,9}$/.test(key)) throw badRequest(INVALID_KEY);
      const row = await app.db
        .selectFrom('setting')
        .select('value')
        .where('setting_id', '=', Number(key))
        .executeTakeFirst();
      if (!row) throw notFound('Настройка не найдена');
      return success({ value: sanitizeHtml(row.value) });
    },
    CACHED,
  );

  // Beyond product §7: the shop's name and contacts the owner keeps in 'Настройки' (the header, the footer).
  getAndPost(
    app,
    '/back/shop/contacts',
    {
      operationId: 'shopContacts',
      summary: 'Название магазина, телефон, e-mail, адрес и часы работы (из настроек магазина)',
      tags: ['Оформление'],
      response: replies(ShopContactsReply),
    },
    async () => {
      const contacts = await shopContacts(app.db);
      return success({ ...contacts, phone_href: phoneHref(contacts.phone) });
    },
    CACHED,
  );

  // The same call without a key: not an operation of the contract, only its clear refusal.
  getAndPost(app, '/back/setting/get', { hide: true }, async () => {
    throw badRequest(INVALID_KEY);
  });
}
