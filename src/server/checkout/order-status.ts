/** The order statuses of migration 006 (`order_status`): what checkout and payment move an order through. */
export const ORDER_STATUS = {
  /** 'Новый': placed, paid on delivery. */
  NEW: 1,
  /** 'Ожидает оплаты': placed, waiting for the bank. */
  AWAITING_PAYMENT: 2,
  /** 'Оплачен'. */
  PAID: 3,
  /** 'Отменён': the bank declined; the goods went back into stock. */
  CANCELLED: 4,
} as const;
