import { CUSTOMER_GROUP, PAYMENT_CODE, SHIPPING_CODE, ZONE_ID, AREA_TYPE } from './constants';
import { allowedPaymentCodesForCertificateCart } from './certificate';
import { shippingCodesFor, type AreaType, type ShippingCode } from './delivery-options';
import { formatRoubles } from './money';

/** The zone id of each delivery area (product §3): Moscow 176, St Petersburg 106, another city 169. */
export const ZONE_OF_AREA: Record<AreaType, number> = {
  [AREA_TYPE.MOSCOW]: ZONE_ID.MOSCOW,
  [AREA_TYPE.SPB]: ZONE_ID.SPB,
  [AREA_TYPE.OTHER]: ZONE_ID.OTHER,
};

/** How the areas are named in step 1 and on an order ('payment zone'). */
export const AREA_TITLE: Record<AreaType, string> = {
  [AREA_TYPE.MOSCOW]: 'Москва (в пределах МКАД)',
  [AREA_TYPE.SPB]: 'Санкт-Петербург (в пределах КАД)',
  [AREA_TYPE.OTHER]: 'Другой город',
};

export const SHIPPING_TITLE: Record<ShippingCode, string> = {
  [SHIPPING_CODE.PICKUP_POINT]: 'Пункт выдачи СДЭК',
  [SHIPPING_CODE.COURIER]: 'Курьером',
  [SHIPPING_CODE.SELF_PICKUP]: 'Самовывоз',
};

/** Whole roubles per method per zone; every method a zone offers has its price. */
export type DeliveryPrices = Record<AreaType, Partial<Record<ShippingCode, number>>>;

/** The owner's prices and free-delivery threshold ('Доставка', kept in the database) the server's totals use. */
export interface DeliveryTariff {
  prices: DeliveryPrices;
  /** Goods totals from this many roubles (inclusive) deliver free (not for professionals). */
  free_from: number;
}

export interface ShippingOption {
  code: ShippingCode;
  title: string;
  /** Whole roubles; 0 when free. */
  cost: number;
  text: string;
}

/**
 * Free delivery from the owner's threshold (4000 ₽ at first) of goods, inclusive, for guests and customers;
 * professionals do not get it (product §1, §6).
 */
export function hasFreeDelivery(goodsTotal: number, group: number, freeFrom: number): boolean {
  return group !== CUSTOMER_GROUP.PROFESSIONAL && goodsTotal >= freeFrom;
}

/**
 * The delivery methods of an area with their price for this cart (§4 decides which are offered; the owner's tariff,
 * kept in the database, their prices).
 */
export function shippingOptionsFor(
  areaType: AreaType,
  goodsTotal: number,
  group: number,
  tariff: DeliveryTariff,
): ShippingOption[] {
  const prices = tariff.prices[areaType] ?? {};
  const free = hasFreeDelivery(goodsTotal, group, tariff.free_from);
  return shippingCodesFor(areaType)
    .filter((code) => prices[code] !== undefined)
    .map((code) => {
      const cost = free ? 0 : (prices[code] ?? 0);
      return { code, title: SHIPPING_TITLE[code], cost, text: formatRoubles(cost) };
    });
}

export interface PaymentMethod {
  code: string;
  title: string;
  sort_order: number;
  /** Set when the method cannot be chosen now: the text the storefront shows with it (the card without a bank). */
  unavailable_reason?: string;
}

/** Why the card cannot be chosen while the shop has no bank to take it (production without a merchant account). */
export const CARD_PAYMENT_UNAVAILABLE = 'Оплата картой временно недоступна';

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { code: PAYMENT_CODE.BANK_CARD, title: 'Банковской картой онлайн', sort_order: 1 },
  { code: 'cod', title: 'Оплата при получении', sort_order: 2 },
];

/**
 * What an order shows as its payment when a certificate (voucher) pays all of it: nothing is left for the bank, so
 * it is paid at once and confirmed like any method other than the card (GET payment/free/confirm).
 */
export const PAID_BY_VOUCHER: PaymentMethod = {
  code: 'free',
  title: 'Оплачено подарочным сертификатом',
  sort_order: 3,
};

/**
 * The payment methods a cart may use: a certificate cart only the bank card (§5). Without a bank (cardAvailable
 * false) the card stays in the list, marked unavailable, so the shopper learns why it cannot be chosen.
 */
export function paymentMethodsFor(isCertificateCart: boolean, cardAvailable = true): PaymentMethod[] {
  return PAYMENT_METHODS.filter(
    (m) => !isCertificateCart || allowedPaymentCodesForCertificateCart.includes(m.code),
  ).map((m) => (!cardAvailable && isCardPayment(m.code) ? { ...m, unavailable_reason: CARD_PAYMENT_UNAVAILABLE } : m));
}

/** Whether the shopper may choose `code` among `methods` (offered and not marked unavailable). */
export function isPaymentChoosable(methods: readonly PaymentMethod[], code: string | null | undefined): boolean {
  return methods.some((m) => m.code === code && m.unavailable_reason === undefined);
}

/** Whether a payment method is paid online by card (the order waits for the bank's callback). */
export function isCardPayment(code: string | null | undefined): boolean {
  return code === PAYMENT_CODE.BANK_CARD;
}
