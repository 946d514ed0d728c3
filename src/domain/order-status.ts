/**
 * The order statuses (the `order_status` rows of migrations 006 and 020) and their Russian names. Checkout and the bank
 * move an order through the first four; the back office through the rest, as the order statechart allows
 * (machines/order/life.machine.ts).
 */
export const ORDER_STATUS = {
  /** 'Новый': placed, paid on delivery. */
  NEW: 1,
  /** 'Ожидает оплаты': placed, waiting for the bank. */
  AWAITING_PAYMENT: 2,
  /** 'Оплачен'. */
  PAID: 3,
  /** 'Отменён': the goods went back into stock. */
  CANCELLED: 4,
  /** 'Собирается'. */
  ASSEMBLING: 5,
  /** 'Отправлен': handed to the carrier, with a tracking number. */
  SHIPPED: 6,
  /** 'Доставлен'. */
  DELIVERED: 7,
  /** 'Возврат': money went back to the customer, in full or in part. */
  REFUNDED: 8,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_NAME: Record<OrderStatusId, string> = {
  1: 'Новый',
  2: 'Ожидает оплаты',
  3: 'Оплачен',
  4: 'Отменён',
  5: 'Собирается',
  6: 'Отправлен',
  7: 'Доставлен',
  8: 'Возврат',
};

export function isOrderStatusId(value: number): value is OrderStatusId {
  return Object.hasOwn(ORDER_STATUS_NAME, value);
}

/** The longest tracking number the shop keeps (a CDEK number is 10 digits; post and couriers' are shorter than this). */
export const TRACKING_NUMBER_MAX = 64;

/** A tracking number as a staff member may type it: 1–64 visible characters, no spaces inside. */
export function isTrackingNumber(text: string): boolean {
  return new RegExp(`^[\\x21-\\x7e]{1,${TRACKING_NUMBER_MAX}}$`).test(text.trim());
}
