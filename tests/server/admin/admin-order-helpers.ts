import { expect } from 'vitest';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import { sandboxTransactionId } from '../../../src/server/integrations/modulbank';
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
  body: {
    action: string;
    comment?: string;
    notify?: boolean;
    tracking_number?: string;
    amount?: number;
    version?: number;
  },
) {
  const version = body.version ?? (await orderRow(shop, orderId)).version;
  return adminCall(shop, staff, 'POST', `/orders/${orderId}/transition`, { ...body, version });
}

/** A card order the sandbox bank has paid (its transaction kept), as the bank's callback leaves it. */
export async function placePaidCardOrder(shop: TestShop, productId: number, quantity = 1) {
  const { orderId } = await placeOrder(shop, productId, quantity, 'modulbank');
  const { total } = await shop.db
    .updateTable('order')
    .set({ status_id: ORDER_STATUS.PAID, transaction_id: sandboxTransactionId() })
    .where('order_id', '=', orderId)
    .returning('total')
    .executeTakeFirstOrThrow();
  return { orderId, total: Number(total) };
}
