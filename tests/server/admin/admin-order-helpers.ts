import { expect } from 'vitest';
import { cms, confirm, fillCheckout, newGuest, putInCart, type Shopper } from '../checkout-helpers';
import type { TestShop } from '../test-app';
import { adminCall, type Staff } from './admin-helpers';

/** Orders placed the way shoppers place them (through checkout), for the back office to work on. */

export async function placeOrder(
  shop: TestShop,
  productId: number,
  quantity: number,
  payment: 'cod' | 'modulbank' = 'cod',
  voucher?: string,
): Promise<{ shopper: Shopper; orderId: number }> {
  const shopper = await newGuest(shop);
  await putInCart(shop, shopper, productId, quantity);
  if (voucher) expect((await cms(shop, shopper, 'POST', 'checkout/voucher/voucher', { voucher })).statusCode).toBe(200);
  await fillCheckout(shop, shopper, payment);
  const reply = await confirm(shop, shopper);
  expect(reply.statusCode, reply.body).toBe(200);
  return { shopper, orderId: reply.json().data.order_id as number };
}

export async function orderRow(shop: TestShop, orderId: number) {
  return shop.db
    .selectFrom('order')
    .select(['status_id', 'version', 'tracking_number', 'staff_note'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** Moves an order as the back office does, with the version it has now unless the test gives an older one. */
export async function transition(
  shop: TestShop,
  staff: Staff,
  orderId: number,
  body: { action: string; comment?: string; notify?: boolean; tracking_number?: string; version?: number },
) {
  const version = body.version ?? (await orderRow(shop, orderId)).version;
  return adminCall(shop, staff, 'POST', `/orders/${orderId}/transition`, { ...body, version });
}
