import type { EventObject } from 'xstate';
import type { CheckoutState, PickupPoint } from '../../src/domain/checkout-state';

/**
 * Server replies and events the checkout statechart is tested with (path tests and UI path tests alike), shaped as
 * the cart–checkout contract fixes them. Kept short: their JSON is part of every path test's name.
 */

/** A cart's totals rows without promotions or delivery: 'Сумма' and 'Итого'. */
export const goodsTotals = (total: number) => [
  { code: 'sub_total', title: 'Сумма', value: total },
  { code: 'total', title: 'Итого', value: total },
];

export const POINT: PickupPoint = {
  id: 'MSK12',
  cityCode: 44,
  city: 'Москва',
  region: 'Москва',
  street: 'ул. Тверская, 7',
  note: '',
  cdek_terms: 'Пн-Вс 10:00-21:00',
};

const METHODS_MSK = [
  { code: 'cdek.cdek' as const, title: 'Пункт выдачи СДЭК', cost: 250, text: '250 ₽' },
  { code: 'flat.flat' as const, title: 'Курьер', cost: 350, text: '350 ₽' },
  { code: 'pickup.pickup' as const, title: 'Самовывоз', cost: 0, text: '0 ₽' },
];
const PAYMENTS = [
  { code: 'modulbank', title: 'Банковской картой онлайн', sort_order: 1 },
  { code: 'cod', title: 'Оплата при получении', sort_order: 2 },
];
const NO_ADDRESS = {
  firstname: '',
  lastname: '',
  email: '',
  telephone: '',
  address_1: '',
  country_id: 176,
  zone_id: null,
};
export const CONTACT = {
  firstname: 'Анна',
  lastname: 'Иванова',
  email: 'anna@example.ru',
  telephone: '79123456789',
  address_1: 'ул. Ленина, 5',
};

const base: CheckoutState = {
  area: { area: null, zone_id: null, region_zone_id: null },
  shipping_method: { code: null, shipping_methods: [], pickup_point: null, self_pickup: null },
  payment_method: { code: null, payment_methods: PAYMENTS },
  shipping_address: NO_ADDRESS,
  comment: '',
  checkout_current_step: 1,
  checkout_key: 'k-1',
  customer: null,
  order_id: null,
  totals: [],
  total: 4500,
};

/** A fresh checkout (guest, nothing chosen). */
export const FRESH: CheckoutState = { ...base };
/** Moscow chosen: the three methods, step 2. */
export const MOSCOW: CheckoutState = {
  ...base,
  area: { area: 'msk.inside-mkad', zone_id: 176, region_zone_id: null },
  shipping_method: { code: null, shipping_methods: METHODS_MSK, pickup_point: null, self_pickup: null },
  checkout_current_step: 2,
};
/** Another city without its region yet: still step 1. */
export const OTHER_CITY: CheckoutState = { ...base, area: { area: 'another', zone_id: 169, region_zone_id: null } };
/** A pickup point chosen: step 3. */
export const AT_POINT: CheckoutState = {
  ...MOSCOW,
  shipping_method: { code: 'cdek.cdek', shipping_methods: METHODS_MSK, pickup_point: POINT, self_pickup: null },
  checkout_current_step: 3,
};
/** Paying on receipt: step 4. */
export const ON_RECEIPT: CheckoutState = {
  ...AT_POINT,
  payment_method: { code: 'cod', payment_methods: PAYMENTS },
  checkout_current_step: 4,
};
/** Contact saved: step 5. */
export const CONTACT_SAVED: CheckoutState = {
  ...ON_RECEIPT,
  shipping_address: { ...NO_ADDRESS, ...CONTACT, zone_id: 176 },
  checkout_current_step: 5,
};
/** A logged-in customer who got to step 5 before; the profile pre-fills the contact, but it has no phone. */
export const RETURNING_CUSTOMER: CheckoutState = {
  ...ON_RECEIPT,
  customer: { customer_id: 7, ...CONTACT, telephone: '', address: CONTACT.address_1 },
  checkout_current_step: 5,
};
/** No payment methods came (product §8 'Ошибка загрузки способов оплаты'). */
export const NO_PAYMENTS: CheckoutState = { ...AT_POINT, payment_method: { code: null, payment_methods: [] } };

export const COD_ORDER = { order_id: 41, payment_code: 'cod', redirect: '/success?order_id=41' };
export const CARD_ORDER = { order_id: 42, payment_code: 'modulbank', redirect: null };
export const CARD_FORM = { action: '/payment/sandbox', fields: { order_id: '42', amount: '4500', signature: 'abc' } };
export const CARD_REFUSED = { error: true, message: 'Заказ не найден или уже оплачен' };
export const COD_CONFIRMED = { order_id: 41, redirect: '/success?order_id=41' };

export const STOCK_SHORT = 'Товара «Крем» осталось 1 шт.';

/** A reply named by a short label in test names (JSON.stringify uses toJSON; not enumerable, so equality ignores it). */
function named<T extends object>(label: string, value: T): T {
  Object.defineProperty(value, 'toJSON', { value: () => label, enumerable: false });
  return value;
}

for (const [label, value] of Object.entries({
  FRESH,
  MOSCOW,
  OTHER_CITY,
  AT_POINT,
  ON_RECEIPT,
  CONTACT_SAVED,
  RETURNING_CUSTOMER,
  NO_PAYMENTS,
})) {
  named(label, value);
}

/** Typed event examples for the path models. */
export function examples<T extends Record<string, object[]>>(events: T): Record<string, EventObject[]> {
  return events as unknown as Record<string, EventObject[]>;
}

export const EVENTS = examples({
  'checkout.zone.choose': [
    { type: 'checkout.zone.choose', area: 'msk.inside-mkad' },
    { type: 'checkout.zone.choose', area: 'another' },
  ],
  'checkout.region.choose': [{ type: 'checkout.region.choose', zoneId: 2780 }],
  'checkout.method.choose': [
    { type: 'checkout.method.choose', code: 'flat.flat' },
    { type: 'checkout.method.choose', code: 'cdek.cdek' },
  ],
  'checkout.point.choose': [{ type: 'checkout.point.choose', point: POINT }],
  'checkout.payment.choose': [
    { type: 'checkout.payment.choose', code: 'cod' },
    { type: 'checkout.payment.choose', code: 'modulbank' },
  ],
  'checkout.contact.change': [
    { type: 'checkout.contact.change', values: CONTACT },
    { type: 'checkout.contact.change', values: { email: 'anna@' } },
  ],
  'checkout.contact.blur': [{ type: 'checkout.contact.blur', field: 'email' }],
  'checkout.confirm': [{ type: 'checkout.confirm', comment: 'Позвоните за час', agreePrivacy: true, agreeRules: true }],
  'checkout.step.open': [
    { type: 'checkout.step.open', step: 1 },
    { type: 'checkout.step.open', step: 2 },
  ],
  // The cart the page shows: the one the checkout started with, then one more item in it.
  'checkout.cart.seen': [
    {
      type: 'checkout.cart.seen',
      cart: { certificateOnly: false, total: 4900, countItems: 2, totals: goodsTotals(4900) },
    },
    {
      type: 'checkout.cart.seen',
      cart: { certificateOnly: false, total: 6100, countItems: 3, totals: goodsTotals(6100) },
    },
  ],
});
