import { CUSTOMER_GROUP } from './constants';

/** 0 guest (also every logged-out visitor), 1 general customer, 2 professional (product §6). */
export type CustomerGroupId = (typeof CUSTOMER_GROUP)[keyof typeof CUSTOMER_GROUP];

/** Reads a customer group from stored or server data ('2', 2, undefined…); anything unknown counts as a guest. */
export function toCustomerGroup(value: unknown): CustomerGroupId {
  const n = Number(value);
  return n === 1 || n === 2 ? n : 0;
}
