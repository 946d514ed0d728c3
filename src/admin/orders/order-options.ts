import { ORDER_STATUS_NAME } from '../../domain/order-status';
import { PAID_BY_VOUCHER, PAYMENT_METHODS, SHIPPING_TITLE } from '../../domain/delivery-prices';

export interface Option {
  value: string;
  label: string;
}

/** The filters' choices, named as the shop names them to customers. */
export const STATUS_OPTIONS: Option[] = Object.entries(ORDER_STATUS_NAME).map(([value, label]) => ({ value, label }));

export const PAYMENT_OPTIONS: Option[] = [...PAYMENT_METHODS, PAID_BY_VOUCHER].map((m) => ({
  value: m.code,
  label: m.title,
}));

export const DELIVERY_OPTIONS: Option[] = Object.entries(SHIPPING_TITLE).map(([value, label]) => ({ value, label }));
