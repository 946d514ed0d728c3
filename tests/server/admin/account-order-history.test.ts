import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirm,
  fillCheckout,
  newCustomer,
  putInCart,
  SESSION_COOKIE,
  startCheckoutShop,
  stockedProduct,
  type Shopper,
} from '../checkout-helpers';
import type { TestShop } from '../test-app';
import { type Staff, signedIn } from './admin-helpers';
import { transition } from './admin-order-helpers';

/**
 * The customer's own order history (`/back/order/history`): the statuses and comments the back office gave the order,
 * as the account's order page shows them, and nothing meant for the staff only.
 */

let shop: TestShop;
let manager: Staff;
let anna: Shopper;
let orderId: number;

const history = (shopper: Shopper | null, body: object) =>
  shop.app.inject({
    method: 'POST',
    url: '/back/order/history',
    remoteAddress: shopper?.ip ?? '127.0.0.1',
    cookies: shopper ? { [SESSION_COOKIE]: shopper.cookie } : {},
    payload: body,
  });

beforeAll(async () => {
  shop = await startCheckoutShop();
  manager = await signedIn(shop, 'manager');
  const product = await stockedProduct(shop, 1200, 50);
  anna = await newCustomer(shop);
  await putInCart(shop, anna, product.id, 1);
  await fillCheckout(shop, anna, 'cod');
  const placed = await confirm(shop, anna);
  expect(placed.statusCode, placed.body).toBe(200);
  orderId = placed.json().data.order_id;
});
afterAll(async () => {
  await shop?.close();
});

describe("the customer's order history", () => {
  it('shows every status the back office set, with the comment written to the customer, oldest first', async () => {
    const moved = await transition(shop, manager, orderId, { action: 'assemble', comment: 'Собираем ваш заказ' });
    expect(moved.statusCode, moved.body).toBe(200);
    const shipped = await transition(shop, manager, orderId, { action: 'ship', tracking_number: '1234567890' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    // An entry the staff keep for themselves (customer_visible false) stays out of the customer's view.
    await shop.db
      .insertInto('order_history')
      .values({ order_id: orderId, status_id: 6, comment: 'Только для склада', customer_visible: false })
      .execute();

    const reply = await history(anna, { order_id: orderId });
    expect(reply.statusCode, reply.body).toBe(200);
    const entries = reply.json().data;
    expect(entries.map((e: { status_name: string }) => e.status_name)).toEqual(['Новый', 'Собирается', 'Отправлен']);
    expect(entries[1]).toEqual({
      status_name: 'Собирается',
      comment: 'Собираем ваш заказ',
      date_added: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(JSON.stringify(entries)).not.toContain('Только для склада');
    // The back office's page of the order has the same statuses, and the staff-only entry too.
    const admin = await shop.app.inject({
      method: 'GET',
      url: `/admin/api/orders/${orderId}`,
      remoteAddress: manager.ip,
      cookies: { staff_session: manager.cookie },
    });
    const adminHistory = admin.json().data.history as { status: string; customer_visible: boolean }[];
    expect(adminHistory.filter((h) => h.customer_visible).map((h) => h.status)).toEqual(
      entries.map((e: { status_name: string }) => e.status_name),
    );
  });

  it("answers another customer's order like a missing one, a guest with 401, and a bad body with a Russian 400", async () => {
    const boris = await newCustomer(shop);
    const foreign = await history(boris, { order_id: orderId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ result: 'error', error: 'Заказ не найден' });
    expect((await history(boris, { order_id: 999999 })).json()).toEqual(foreign.json());
    expect((await history(null, { order_id: orderId })).statusCode).toBe(401);
    const bad = await history(anna, { order_id: 'первый' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/[а-яё]/i);
    // The order's lines (product §7 /back/product/orders), the call the same page makes, keep their own shape.
    const lines = await shop.app.inject({
      method: 'POST',
      url: '/back/product/orders',
      remoteAddress: anna.ip,
      cookies: { [SESSION_COOKIE]: anna.cookie },
      payload: { order_id: orderId },
    });
    expect(lines.json().data).toEqual([expect.objectContaining({ quantity: 1, price: 1200 })]);
    expect((await history(boris, { order_id: orderId })).statusCode).toBe(404);
  });
});
