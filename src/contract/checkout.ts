import Type, { type Static } from 'typebox';
import type * as Domain from '../domain/checkout-state';
import { AREA_TYPE, SHIPPING_CODE } from '../domain/constants';
import { Closed, Nullable, OrNull } from './envelope';

/**
 * The checkout calls of product §7 "Cart and checkout" (CMS routes): the five steps, confirm, payment, the success
 * page's calls, and the pickup-point service the CDEK widget reads (integrations §4: CDEK's own shapes, no envelope).
 * The checkout's reply types are src/domain's (checkout-state.ts), because the checkout statechart keeps them and
 * machines import only src/domain; the schemas here are checked equal to them at compile time (the `Same` assertions
 * at the end), so the two cannot drift apart.
 */

const Roubles = Type.Integer({ description: 'Целые рубли' });

export const AreaType = Type.Union(
  [Type.Literal(AREA_TYPE.MOSCOW), Type.Literal(AREA_TYPE.SPB), Type.Literal(AREA_TYPE.OTHER)],
  { description: 'Зона доставки: Москва в пределах МКАД, Петербург в пределах КАД, другой город' },
);

export const ShippingCode = Type.Union(
  [
    Type.Literal(SHIPPING_CODE.PICKUP_POINT),
    Type.Literal(SHIPPING_CODE.COURIER),
    Type.Literal(SHIPPING_CODE.SELF_PICKUP),
  ],
  { description: 'Пункт выдачи СДЭК, курьер, самовывоз' },
);

/** A pickup point (integrations §4) with docs/product.md's names. */
export const PickupPoint = Closed({
  id: Type.String({ description: 'Код пункта СДЭК' }),
  cityCode: Type.Integer({ description: 'Код города СДЭК' }),
  city: Type.String(),
  region: Type.String({ description: 'Регион пункта' }),
  street: Type.String({ description: 'Адрес пункта' }),
  note: Type.String(),
  cdek_terms: Type.String({ description: 'Часы работы' }),
});
export type PickupPoint = Static<typeof PickupPoint>;

/** A delivery method with its price for this cart. */
export const ShippingMethodOption = Closed({
  code: ShippingCode,
  title: Type.String(),
  cost: Type.Integer({ minimum: 0, description: 'Целые рубли; 0 — бесплатно' }),
  text: Type.String({ description: "Цена для показа: '350 ₽'" }),
});
export type ShippingMethodOption = Static<typeof ShippingMethodOption>;

export const PaymentMethodOption = Closed({
  code: Type.String({ description: "'modulbank' (карта), 'cod' (при получении)" }),
  title: Type.String(),
  sort_order: Type.Integer(),
  unavailable_reason: Type.Optional(
    Type.String({ description: 'Есть, когда способ сейчас нельзя выбрать: почему (карта без банка)' }),
  ),
});
export type PaymentMethodOption = Static<typeof PaymentMethodOption>;

export const CheckoutCustomer = Closed({
  customer_id: Type.Integer({ minimum: 1 }),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  telephone: Type.String(),
  address: Type.String(),
});
export type CheckoutCustomer = Static<typeof CheckoutCustomer>;

export const CheckoutTotalRow = Closed({
  code: Type.String(),
  title: Type.String({ description: 'Может содержать HTML' }),
  value: Type.Number(),
  text: Type.String(),
});
export type CheckoutTotalRow = Static<typeof CheckoutTotalRow>;

/** product §3 "Checkout state": what stepsInit and every step update answer. */
export const CheckoutState = Closed({
  area: Closed({
    area: Nullable(AreaType),
    zone_id: Nullable(Type.Integer()),
    region_zone_id: Nullable(Type.Integer({ description: 'Регион для «другого города»' })),
  }),
  shipping_method: Closed({
    code: Nullable(ShippingCode),
    shipping_methods: Type.Array(ShippingMethodOption, { description: 'Что предлагается в выбранной зоне' }),
    pickup_point: Nullable(PickupPoint),
    self_pickup: Nullable(
      Closed(
        { address: Type.String(), hours: Type.String() },
        { description: 'Где и когда забрать заказ при самовывозе' },
      ),
    ),
  }),
  payment_method: Closed({ code: Nullable(Type.String()), payment_methods: Type.Array(PaymentMethodOption) }),
  shipping_address: Closed({
    firstname: Type.String(),
    lastname: Type.String(),
    email: Type.String(),
    telephone: Type.String(),
    address_1: Type.String(),
    country_id: Type.Integer(),
    zone_id: Nullable(Type.Integer()),
  }),
  comment: Type.String(),
  checkout_current_step: Type.Integer({ minimum: 1, maximum: 5 }),
  checkout_key: Type.String({ description: 'uuid: ключ идемпотентности confirm (один ключ — один заказ)' }),
  customer: Nullable(CheckoutCustomer),
  order_id: Nullable(Type.Integer()),
  totals: Type.Array(CheckoutTotalRow),
  total: Roubles,
});
export type CheckoutState = Static<typeof CheckoutState>;

/** `module/d_quickcheckout/basic`: Russia's regions (for 'another city') and the three areas. */
export const CheckoutBasics = Closed({
  regions: Type.Array(Closed({ zone_id: Type.Integer(), name: Type.String() })),
  areas: Type.Array(Closed({ area: AreaType, zone_id: Type.Integer(), title: Type.String() })),
});
export type CheckoutBasics = Static<typeof CheckoutBasics>;

// --- Step updates ---------------------------------------------------------------------------------------------------

export const AreaBody = Type.Object({
  area: Type.Unsafe<Static<typeof AreaType>>(Type.String({ enum: Object.values(AREA_TYPE) })),
  region_zone_id: Type.Optional(OrNull(Type.Integer({ description: 'Для «другого города»: регион из basic' }))),
});
export type AreaBody = Static<typeof AreaBody>;

export const ShippingMethodBody = Type.Object({
  shipping_method: Type.String({ maxLength: 32 }),
  pickup_point_id: Type.Optional(OrNull(Type.String({ maxLength: 32, description: 'Для пункта выдачи СДЭК' }))),
});

export const PaymentMethodBody = Type.Object({ payment_method: Type.String({ maxLength: 32 }) });

/** Partial saves: the storefront saves each field as the shopper types or leaves it. */
export const ShippingAddressBody = Type.Object({
  firstname: Type.Optional(Type.String({ maxLength: 64 })),
  lastname: Type.Optional(Type.String({ maxLength: 64 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  telephone: Type.Optional(Type.String({ maxLength: 32, description: 'Только цифры' })),
  address_1: Type.Optional(Type.String({ maxLength: 500 })),
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
  country_id: Type.Optional(Type.Unknown({ description: 'Присылает витрина; решает сервер (176)' })),
  zone_id: Type.Optional(Type.Unknown({ description: 'Присылает витрина; решает сервер (зона доставки)' })),
});
export type ShippingAddressBody = Static<typeof ShippingAddressBody>;

// --- Confirm, payment, success --------------------------------------------------------------------------------------

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const Consent = Type.Optional(Type.Unknown({ description: "true (или 1, '1', 'true', 'on' из формы)" }));

export const ConfirmBody = Type.Object({
  checkout_key: Type.String({ pattern: UUID, description: 'checkout_key из состояния оформления' }),
  total: Type.Integer({
    minimum: 0,
    maximum: 999_999_999_999_999,
    description: 'Сумма, которую показал шаг 5, в целых рублях: заказ не оформляется, если у сервера она другая',
  }),
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
  agree_privacy: Consent,
  agree_rules: Consent,
});

/** `confirm/update`: the placed order; `redirect` null for the card (then payment/modulbank/send). */
export const ConfirmReply = Closed({
  order_id: Type.Integer({ minimum: 1 }),
  payment_code: Type.String(),
  redirect: Nullable(Type.String({ description: "'/success?order_id=…'" })),
});
export type ConfirmReply = Static<typeof ConfirmReply>;

/** `payment/modulbank/send`: the bank's form, or the error flag (then the shopper goes back to step 3). */
export const CardPaymentReply = Type.Union([
  Closed(
    {
      action: Type.String({ description: 'Адрес формы банка' }),
      fields: Type.Record(Type.String(), Type.String(), { description: 'Подписанные скрытые поля формы' }),
    },
    { description: 'Форма оплаты' },
  ),
  Closed({ error: Type.Literal(true), message: Type.String() }, { description: 'Нет заказа, ожидающего оплаты' }),
]);
export type CardPaymentReply = Static<typeof CardPaymentReply>;

/** `payment/{code}/confirm` for methods other than the card. */
export const PaymentConfirmReply = Closed({
  order_id: Type.Integer({ minimum: 1 }),
  redirect: Type.String({ description: "'/success?order_id=…'" }),
});
export type PaymentConfirmReply = Static<typeof PaymentConfirmReply>;

export const CheckoutSuccessBody = Nullable(
  Type.Object({
    is_user_auth: Type.Optional(Type.Unknown({ description: 'Присылает витрина; сервер не читает' })),
    user_id: Type.Optional(Type.Unknown({ description: 'Присылает витрина; сервер не читает' })),
    transaction_id: Type.Optional(OrNull(Type.String({ maxLength: 128 }))),
  }),
);

/** A line of the order as the success page lists it. */
export const SuccessItem = Closed({
  name: Type.String(),
  model: Type.String({ description: 'Артикул' }),
  quantity: Type.Integer({ minimum: 1 }),
  total: Type.Number({ description: 'Рубли за строку' }),
  options: Type.Array(Type.String(), { description: "'Пробник: …', 'Сумма сертификата: …'" }),
});

/** `checkout/success/successJson`: the session's last order (all null and empty when there is none). */
export const CheckoutSuccess = Closed({
  order_id: Nullable(Type.Integer()),
  payment_code: Nullable(Type.String()),
  status_id: Nullable(Type.Integer()),
  status_name: Nullable(Type.String()),
  transaction_id: Nullable(Type.String({ description: 'Только когда сервер записал заказ оплаченным' })),
  products: Type.Array(SuccessItem, { description: 'Что заказано (подарки — по 0 ₽); пусто, когда заказа нет' }),
  totals: Type.Array(
    Closed({ code: Type.String(), title: Type.String(), value: Type.Number({ description: 'Рубли' }) }),
    { description: 'Строки итогов заказа' },
  ),
});
export type CheckoutSuccess = Static<typeof CheckoutSuccess>;

export const SessionOrderId = Closed({ order_id: Nullable(Type.Integer()) });
export type SessionOrderId = Static<typeof SessionOrderId>;

/** The bank's callback: its signed form fields, all strings (integrations §1). */
export const PaymentCallbackBody = Nullable(Type.Object({}, { additionalProperties: true }));

// --- The pickup-point service (CDEK's shapes) -----------------------------------------------------------------------

export const PickupPointQuery = Type.Object({
  action: Type.Optional(Type.Literal('offices')),
  city_code: Type.Optional(Type.Integer({ minimum: 1, description: 'Код города СДЭК' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Часть города, адреса или кода пункта' })),
  region: Type.Optional(Type.String({ maxLength: 100, description: 'Регион пунктов (для «другого города»)' })),
  page: Type.Integer({ minimum: 0, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 1000, default: 500 }),
  is_handout: Type.Optional(Type.Boolean()),
  type: Type.Optional(Type.String({ maxLength: 16 })),
});

/** A pickup point as CDEK's /v2/deliverypoints gives it, plus the widget's flat city_code, city, region, address. */
export const CdekOffice = Closed({
  code: Type.String(),
  name: Type.String(),
  type: Type.Literal('PVZ'),
  owner_code: Type.Literal('cdek'),
  work_time: Type.String(),
  note: Type.String(),
  city_code: Type.Integer(),
  city: Type.String(),
  region: Type.String(),
  address: Type.String(),
  location: Closed({
    country_code: Type.String(),
    region: Type.String(),
    city_code: Type.Integer(),
    city: Type.String(),
    postal_code: Type.String(),
    longitude: Type.Number(),
    latitude: Type.Number(),
    address: Type.String(),
    address_full: Type.String(),
  }),
  phones: Type.Array(Closed({ number: Type.String() }), { description: 'Не передаются: пустой список' }),
  have_cash: Type.Boolean(),
  have_cashless: Type.Boolean(),
  allowed_cod: Type.Boolean(),
  is_handout: Type.Boolean(),
  is_reception: Type.Boolean(),
  weight_min: Type.Number(),
  weight_max: Type.Number(),
});
export type CdekOffice = Static<typeof CdekOffice>;

export const TariffBody = Type.Object({
  action: Type.Literal('calculate'),
  to_location: Type.Optional(Type.Object({ code: Type.Optional(Type.Integer({ description: 'Код города СДЭК' })) })),
});

/** CDEK's tariff list: the one office tariff with the shop's own pickup-point price. */
export const TariffList = Closed({
  tariff_codes: Type.Array(
    Closed({
      tariff_code: Type.Integer(),
      tariff_name: Type.String(),
      tariff_description: Type.String(),
      delivery_mode: Type.Integer(),
      delivery_sum: Roubles,
      period_min: Type.Integer(),
      period_max: Type.Integer(),
    }),
  ),
});
export type TariffList = Static<typeof TariffList>;

/** True when A and B are the same type (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTypes: [
  Same<CheckoutState, Domain.CheckoutState>,
  Same<CheckoutBasics, Domain.CheckoutBasics>,
  Same<PickupPoint, Domain.PickupPoint>,
  Same<ConfirmReply, Domain.ConfirmReply>,
  Same<CardPaymentReply, Domain.CardPaymentReply>,
  Same<PaymentConfirmReply, Domain.PaymentConfirmReply>,
  Same<CheckoutSuccess, Domain.SuccessReply>,
] = [true, true, true, true, true, true, true];
void sameTypes;
