import type { InternalAxiosRequestConfig } from 'axios';
import type { CheckoutState, PickupPoint } from '../../src/domain/checkout-state';
import { shippingCodesFor, type AreaType } from '../../src/domain/delivery-options';
import { isContactStepValid } from '../../src/domain/validation';
import { fail, ok, type Reply, type Route } from './helpers/fake-backend';

/**
 * A small stand-in for the checkout server of the cart–checkout contract: it keeps one session's checkout state and
 * answers every checkout call the way the contract says (steps, cleared choices, prices, the certificate rule), so
 * the web tests can drive the steps as a shopper would.
 */

export const CMS = '/cms/index.php?route=';
export const CALL = {
  init: `GET ${CMS}module/d_quickcheckout/stepsInit`,
  basic: `GET ${CMS}module/d_quickcheckout/basic`,
  area: `POST ${CMS}d_quickcheckout/area/update`,
  shipping: `POST ${CMS}d_quickcheckout/shipping_method/update`,
  payment: `POST ${CMS}d_quickcheckout/payment_method/update`,
  address: `POST ${CMS}d_quickcheckout/shipping_address/update`,
  confirm: `POST ${CMS}d_quickcheckout/confirm/update`,
  card: `GET ${CMS}payment/modulbank/send`,
  cod: `GET ${CMS}payment/cod/confirm`,
  cart: `GET ${CMS}d_quickcheckout/cart/indexJson`,
  points: 'GET /back/cdek/service',
  success: `POST ${CMS}checkout/success/successJson`,
  orderId: `GET ${CMS}checkout/success/getOrderId`,
} as const;

/** The shop's own pickup place, as the server's settings give it. */
export const SHOP_PICKUP_PLACE = { address: 'Москва, ул. Большая Полянка, 28, стр. 1', hours: 'Пн-Пт 10:00-18:00' };

export const POINTS = [
  {
    code: 'MSK101',
    city_code: 44,
    city: 'Москва',
    region: 'Москва',
    address: 'ул. Тверская, 12, стр. 1',
    work_time: 'Пн-Пт 10:00-20:00',
    note: 'Вход со двора',
  },
  {
    code: 'MSK102',
    city_code: 44,
    city: 'Москва',
    region: 'Москва',
    address: 'ул. Арбат, 24',
    work_time: 'Пн-Вс 10:00-22:00',
    note: '',
  },
  {
    code: 'EKB201',
    city_code: 250,
    city: 'Екатеринбург',
    region: 'Свердловская область',
    address: 'ул. Малышева, 5',
    work_time: 'Пн-Вс 09:00-21:00',
    note: '',
  },
  {
    code: 'VRN301',
    city_code: 506,
    city: 'Воронеж',
    region: 'Воронежская область',
    address: 'пр-т Революции, 33',
    work_time: 'Пн-Вс 09:00-21:00',
    note: '',
  },
];

const PRICES: Record<string, Record<string, number>> = {
  'msk.inside-mkad': { 'cdek.cdek': 250, 'flat.flat': 350, 'pickup.pickup': 0 },
  'spb.inside-kad': { 'cdek.cdek': 300, 'flat.flat': 450 },
  another: { 'cdek.cdek': 450 },
};
const TITLES: Record<string, string> = {
  'cdek.cdek': 'Пункт выдачи СДЭК',
  'flat.flat': 'Курьер',
  'pickup.pickup': 'Самовывоз',
};
const ZONES: Record<string, number> = { 'msk.inside-mkad': 176, 'spb.inside-kad': 106, another: 169 };
const PAYMENTS = [
  { code: 'modulbank', title: 'Банковской картой онлайн', sort_order: 1 },
  { code: 'cod', title: 'Оплата при получении', sort_order: 2 },
];

export interface CheckoutServerOptions {
  certificate?: boolean;
  customer?: CheckoutState['customer'];
  /** Goods total in roubles. */
  goods?: number;
  /** Starting state overrides. */
  start?: Partial<CheckoutState>;
  noPaymentMethods?: boolean;
  /** The shop has no bank (production without a merchant): the card comes marked unavailable and choosing it is refused. */
  cardUnavailable?: boolean;
}

/** What the server says of the card when it has no bank to take it. */
const CARD_UNAVAILABLE = 'Оплата картой временно недоступна';

const body = (config: InternalAxiosRequestConfig) =>
  typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? {});

export function checkoutServer(options: CheckoutServerOptions = {}) {
  const goods = options.goods ?? 4500;
  const payments = (options.certificate ? PAYMENTS.slice(0, 1) : PAYMENTS).map((m) =>
    options.cardUnavailable && m.code === 'modulbank' ? { ...m, unavailable_reason: CARD_UNAVAILABLE } : m,
  );
  const state: CheckoutState = {
    area: { area: null, zone_id: null, region_zone_id: null },
    shipping_method: { code: null, shipping_methods: [], pickup_point: null, self_pickup: null },
    payment_method: { code: null, payment_methods: options.noPaymentMethods ? [] : payments },
    shipping_address: {
      firstname: '',
      lastname: '',
      email: '',
      telephone: '',
      address_1: '',
      country_id: 176,
      zone_id: null,
    },
    comment: '',
    checkout_current_step: options.certificate ? 3 : 1,
    checkout_key: 'key-1',
    customer: options.customer ?? null,
    order_id: null,
    totals: [],
    total: goods,
    ...options.start,
  };
  const orders: { order_id: number; payment_code: string; comment: string }[] = [];
  const shippingCost = () =>
    state.shipping_method.code && state.area.area ? PRICES[state.area.area][state.shipping_method.code] : 0;
  const withTotals = (): Reply => {
    const cost = shippingCost();
    state.totals = [
      { code: 'sub_total', title: 'Сумма', value: goods, text: `${goods} ₽` },
      ...(state.shipping_method.code ? [{ code: 'shipping', title: 'Доставка', value: cost, text: `${cost} ₽` }] : []),
      { code: 'total', title: 'Итого', value: goods + cost, text: `${goods + cost} ₽` },
    ];
    state.total = goods + cost;
    return ok(structuredClone(state));
  };
  const routes: Record<string, Route> = {
    [CALL.init]: () => withTotals(),
    [CALL.basic]: ok({
      regions: [
        { zone_id: 2780, name: 'Свердловская область' },
        { zone_id: 2781, name: 'Новосибирская область' },
      ],
      areas: [
        { area: 'msk.inside-mkad', zone_id: 176, title: 'Москва (в пределах МКАД)' },
        { area: 'spb.inside-kad', zone_id: 106, title: 'Санкт-Петербург (в пределах КАД)' },
        { area: 'another', zone_id: 169, title: 'Другой город' },
      ],
    }),
    [CALL.cart]: ok({
      products: [],
      cart: {},
      totals: [],
      voucher: null,
      product_to_present: { status: false, totalCount: 0, currentCount: 0, products: [] },
      countItems: options.certificate ? 1 : 2,
      total: goods,
      hasCertificate: Boolean(options.certificate),
    }),
    [CALL.area]: (config) => {
      const { area, region_zone_id } = body(config) as { area: AreaType; region_zone_id?: number | null };
      state.area = { area, zone_id: ZONES[area], region_zone_id: area === 'another' ? (region_zone_id ?? null) : null };
      state.shipping_method = {
        code: null,
        pickup_point: null,
        self_pickup: area === 'msk.inside-mkad' ? SHOP_PICKUP_PLACE : null,
        shipping_methods: shippingCodesFor(area).map((code) => ({
          code,
          title: TITLES[code],
          cost: PRICES[area][code],
          text: `${PRICES[area][code]} ₽`,
        })),
      };
      state.payment_method.code = null;
      state.checkout_current_step = area !== 'another' || state.area.region_zone_id ? 2 : 1;
      return withTotals();
    },
    [CALL.shipping]: (config) => {
      const { shipping_method, pickup_point_id } = body(config) as {
        shipping_method: string;
        pickup_point_id?: string;
      };
      if (shipping_method === 'cdek.cdek' && !pickup_point_id) return fail(400, 'Вы не выбрали пункт выдачи');
      const office = POINTS.find((p) => p.code === pickup_point_id);
      const point: PickupPoint | null = office
        ? {
            id: office.code,
            cityCode: office.city_code,
            city: office.city,
            region: office.region,
            street: office.address,
            note: office.note,
            cdek_terms: office.work_time,
          }
        : null;
      state.shipping_method = { ...state.shipping_method, code: shipping_method as never, pickup_point: point };
      state.payment_method.code = null;
      state.checkout_current_step = 3;
      return withTotals();
    },
    [CALL.payment]: (config) => {
      const { payment_method } = body(config) as { payment_method: string };
      if (options.cardUnavailable && payment_method === 'modulbank') return fail(400, CARD_UNAVAILABLE);
      state.payment_method.code = payment_method;
      state.checkout_current_step = 4;
      return withTotals();
    },
    [CALL.address]: (config) => {
      const contact = body(config) as CheckoutState['shipping_address'];
      state.shipping_address = { ...state.shipping_address, ...contact };
      state.checkout_current_step = isContactStepValid(
        state.shipping_address,
        state.shipping_method.code === 'flat.flat',
      )
        ? 5
        : 4;
      return withTotals();
    },
    [CALL.confirm]: (config) => {
      const { comment } = body(config) as { comment: string };
      const order = { order_id: 100 + orders.length + 1, payment_code: state.payment_method.code ?? '', comment };
      orders.push(order);
      state.order_id = order.order_id;
      return ok({
        order_id: order.order_id,
        payment_code: order.payment_code,
        redirect: order.payment_code === 'modulbank' ? null : `/success?order_id=${order.order_id}`,
      });
    },
    [CALL.card]: ok({
      action: '/payment/sandbox',
      fields: { order_id: '101', amount: '4750', signature: 'f'.repeat(40) },
    }),
    [CALL.cod]: () => ok({ order_id: state.order_id, redirect: `/success?order_id=${state.order_id}` }),
    [CALL.points]: (config) => {
      const params = (config.params ?? {}) as { city_code?: number; q?: string };
      const list = POINTS.filter(
        (p) =>
          (!params.city_code || p.city_code === params.city_code) &&
          (!params.q || `${p.city} ${p.address}`.includes(params.q)),
      );
      return { status: 200, body: list };
    },
  };
  return { state, orders, routes };
}
