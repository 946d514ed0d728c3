import { isValidEmail } from './validation';

/**
 * The shop's settings the owner changes on 'Настройки' in the back office (issues 15 and 16): their names on the page,
 * and what a value may be. The server refuses what this says is wrong, and the page names it under the field before
 * sending, in the same words.
 */

/** What the storefront shows while the shop is closed for maintenance (product §2, the loader), word for word. */
export const MAINTENANCE_TEXT = 'Ведутся технические работы, попробуйте обновить через несколько минут.';

/**
 * The cookie of a staff member's preview of the closed shop (set by the back office, signed by the server): with it
 * the storefront's pages are served and its loader does not close the shop.
 */
export const SHOP_PREVIEW_COOKIE = 'shop_preview';

/** The shop as the storefront's header and footer and every e-mail's signature show it. */
export interface ShopContacts {
  shop_name: string;
  /** As shown: '+7 (495) 120-45-67'. */
  phone: string;
  /** The address shoppers write to. */
  email: string;
  address: string;
  hours: string;
}

export interface ShopSettingsValues extends ShopContacts {
  /** A signed-in customer's review is published at once; guests' reviews and every question still wait. */
  publish_customer_reviews: boolean;
  /** Where the shop's own copies go; '' for the environment's SHOP_EMAIL. */
  mailbox: string;
  notify_new_order: boolean;
  notify_paid_order: boolean;
  notify_professional: boolean;
  /** The cookie notice (setting 3; HTML, the storefront sanitises it). */
  cookie_text: string;
  /** The maintenance switch (setting 4): the storefront shows SPEC's maintenance text instead of the shop. */
  maintenance: boolean;
}

export type ShopSettingsField = keyof ShopSettingsValues;

export const SHOP_SETTINGS_LABEL: Record<ShopSettingsField, string> = {
  publish_customer_reviews: 'Публиковать отзывы зарегистрированных покупателей сразу',
  shop_name: 'Название магазина',
  phone: 'Телефон',
  email: 'E-mail для покупателей',
  address: 'Адрес',
  hours: 'Часы работы',
  mailbox: 'Почта магазина',
  notify_new_order: 'Новый заказ',
  notify_paid_order: 'Заказ оплачен картой',
  notify_professional: 'Новая заявка специалиста',
  cookie_text: 'Текст уведомления о cookie',
  maintenance: 'Технические работы: магазин закрыт для покупателей',
};

/** The longest value of each text field (the database's column). */
export const SHOP_SETTINGS_MAX: Partial<Record<ShopSettingsField, number>> = {
  shop_name: 100,
  phone: 40,
  email: 254,
  address: 300,
  hours: 100,
  mailbox: 254,
  cookie_text: 2000,
};

/** A phone's digits as a Russian number of 11 digits starting with 7 ('8 495…' and '495…' count too), or null. */
function phoneDigits(phone: string): string | null {
  if (!/^[\d\s()+-]*$/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `7${digits.slice(1)}`;
  return null;
}

/** The phone's link: 'tel:+74951204567'. */
export function phoneHref(phone: string): string {
  const digits = phoneDigits(phone) ?? phone.replace(/\D/g, '');
  return `tel:+${digits}`;
}

const REQUIRED: Partial<Record<ShopSettingsField, string>> = {
  shop_name: 'Укажите название магазина',
  phone: 'Укажите телефон магазина',
  email: 'Укажите e-mail для покупателей',
  address: 'Укажите адрес магазина',
  hours: 'Укажите часы работы',
};

/** What is wrong with each value, by field: empty when the settings may be saved. */
export function shopSettingsProblems(values: ShopSettingsValues): Partial<Record<ShopSettingsField, string>> {
  const problems: Partial<Record<ShopSettingsField, string>> = {};
  for (const [field, max] of Object.entries(SHOP_SETTINGS_MAX) as [ShopSettingsField, number][]) {
    const value = String(values[field]);
    if (REQUIRED[field] && value.trim() === '') problems[field] = REQUIRED[field];
    else if (value.length > max) problems[field] = `${SHOP_SETTINGS_LABEL[field]} — не длиннее ${max} символов`;
  }
  if (!problems.phone && phoneDigits(values.phone) === null)
    problems.phone = 'Телефон — 11 цифр, например +7 (495) 120-45-67';
  if (!problems.email && !isValidEmail(values.email.trim())) problems.email = 'Некорректный e-mail для покупателей';
  if (!problems.mailbox && values.mailbox.trim() !== '' && !isValidEmail(values.mailbox.trim()))
    problems.mailbox = 'Некорректный e-mail почты магазина';
  return problems;
}

/** The values as they are kept: these fields alone, text without spaces around it. */
export function trimmedSettings(values: ShopSettingsValues): ShopSettingsValues {
  return {
    publish_customer_reviews: values.publish_customer_reviews,
    shop_name: values.shop_name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    hours: values.hours.trim(),
    mailbox: values.mailbox.trim(),
    notify_new_order: values.notify_new_order,
    notify_paid_order: values.notify_paid_order,
    notify_professional: values.notify_professional,
    cookie_text: values.cookie_text.trim(),
    maintenance: values.maintenance,
  };
}
