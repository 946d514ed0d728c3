import Type, { type Static } from 'typebox';
import { SHOP_SETTINGS_LABEL as L, SHOP_SETTINGS_MAX as MAX } from '../domain/shop-settings';
import { DateTime, Version } from './admin';
import { Closed } from './envelope';

/**
 * 'Настройки' (the owner only, area `settings`): the shop's settings kept in the database, one record with a version,
 * and whether each secret of the environment is set (never the secret).
 */

const text = (label: string, maxLength = 254, description = label) =>
  Type.String({ maxLength, description: `${description} (до ${maxLength} символов)` });

const settings = {
  publish_customer_reviews: Type.Boolean({
    description: `${L.publish_customer_reviews}: отзыв вошедшего покупателя публикуется без модерации`,
  }),
  shop_name: text(L.shop_name, MAX.shop_name),
  phone: text(L.phone, MAX.phone, 'Телефон магазина, 11 цифр: +7 (495) 120-45-67'),
  email: text(L.email, MAX.email),
  address: text(L.address, MAX.address),
  hours: text(L.hours, MAX.hours),
  mailbox: text(L.mailbox, MAX.mailbox, "Почта магазина для его копий писем; '' — SHOP_EMAIL окружения"),
  notify_new_order: Type.Boolean({ description: 'Копия письма о новом заказе уходит в почту магазина' }),
  notify_paid_order: Type.Boolean({ description: 'Копия письма об оплате картой уходит в почту магазина' }),
  notify_professional: Type.Boolean({ description: 'Письмо о новой заявке специалиста уходит в почту магазина' }),
  cookie_text: text(L.cookie_text, MAX.cookie_text, 'Текст уведомления о cookie, HTML (настройка 3)'),
  maintenance: Type.Boolean({ description: 'Технические работы (настройка 4): витрина показывает только уведомление' }),
};

/** Whether each integration's secrets are set in the environment. */
export const Integrations = Closed({
  modulbank: Type.Boolean({ description: 'MODULBANK_MERCHANT и MODULBANK_SECRET' }),
  cdek: Type.Boolean({ description: 'CDEK_CLIENT_ID и CDEK_CLIENT_SECRET' }),
  smtp: Type.Boolean({ description: 'SMTP_URL' }),
  telegram: Type.Boolean({ description: 'TELEGRAM_BOT_TOKEN и TELEGRAM_BOT_NAME' }),
  vk: Type.Boolean({ description: 'VK_APP_ID' }),
});
export type Integrations = Static<typeof Integrations>;

export const ShopSettings = Closed({
  ...settings,
  version: Type.Integer({ minimum: 1 }),
  date_modified: DateTime,
  mailbox_default: Type.String({ description: 'SHOP_EMAIL окружения: почта магазина, когда mailbox пуст' }),
  integrations: Integrations,
});
export type ShopSettings = Static<typeof ShopSettings>;

export const ShopSettingsBody = Type.Object({ version: Version, ...settings });
export type ShopSettingsBody = Static<typeof ShopSettingsBody>;
