import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { expireUnpaidOrders } from '../../src/server/checkout/unpaid-orders';
import { createMailer } from '../../src/server/integrations/mail';
import { runJobOnce } from '../../src/server/jobs/scheduler';
import {
  cms,
  confirm,
  fillCheckout,
  newGuest,
  outbox,
  productStock,
  putInCart,
  startCheckoutShop,
  stockedProduct,
  type Shopper,
} from './checkout-helpers';
import type { TestShop } from './test-app';

// An unpaid card order holds its goods for ORDER_HOLD_MINUTES (30) at most, then a scheduled job cancels it, once
// even with several processes, returning the goods; a session or an address holds at most 3 unpaid orders.

let shop: TestShop;
let product: { id: number; name: string };

beforeAll(async () => {
  shop = await startCheckoutShop({ PUBLIC_URL: 'https://shop.example.ru' });
  product = await stockedProduct(shop, 1000, 500);
});
afterAll(() => shop?.close());

async function cardOrder(shopper?: Shopper, quantity = 1): Promise<{ shopper: Shopper; orderId: number }> {
  const guest = shopper ?? (await newGuest(shop));
  await putInCart(shop, guest, product.id, quantity);
  await fillCheckout(shop, guest, 'modulbank');
  const reply = await confirm(shop, guest);
  expect(reply.statusCode, reply.body).toBe(200);
  return { shopper: guest, orderId: reply.json().data.order_id };
}

const statusOf = async (orderId: number) =>
  (await shop.db.selectFrom('order').select('status_id').where('order_id', '=', orderId).executeTakeFirstOrThrow())
    .status_id;

const ageOrder = (orderId: number, minutes: number) =>
  shop.db
    .updateTable('order')
    .set({ date_added: new Date(Date.now() - minutes * 60 * 1000) })
    .where('order_id', '=', orderId)
    .execute();

describe('stock holds expire', () => {
  it('after ORDER_HOLD_MINUTES the order is cancelled, its goods return, and the shopper gets a link to order again', async () => {
    const before = await productStock(shop, product.id);
    const old = await cardOrder(undefined, 3);
    const young = await cardOrder();
    expect(await productStock(shop, product.id)).toBe(before - 4);
    await ageOrder(old.orderId, 31);
    await ageOrder(young.orderId, 29);
    expect(await expireUnpaidOrders(shop.app, createMailer(shop.config))).toEqual([old.orderId]);

    expect(await statusOf(old.orderId)).toBe(4);
    expect(await statusOf(young.orderId)).toBe(2);
    expect(await productStock(shop, product.id)).toBe(before - 1);
    const mails = (await outbox(shop)).filter(
      (m) => m.subject === `Заказ № ${old.orderId} отменён: оплата не поступила`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('не был оплачен в течение 30 мин.');
    expect(mails[0].text).toContain('https://shop.example.ru/cart');
  });

  it('two processes running the job at the same moment cancel an expired order once and return its stock once', async () => {
    // A second app on the same database: another process behind the load balancer.
    const second = await buildApp({ db: shop.db, config: shop.config });
    await second.ready();
    try {
      const order = await cardOrder(undefined, 2);
      await ageOrder(order.orderId, 45);
      const before = await productStock(shop, product.id);
      const job = (app: typeof second) => ({
        name: 'expire-unpaid-orders',
        everyMs: 60_000,
        run: async (now: Date) => void (await expireUnpaidOrders(app, createMailer(shop.config), now)),
      });

      const ran = await Promise.all([
        runJobOnce(shop.app, job(shop.app)),
        runJobOnce(second, job(second)),
        runJobOnce(shop.app, job(shop.app)),
      ]);

      expect(ran.filter(Boolean).length).toBeGreaterThanOrEqual(1);
      expect(await statusOf(order.orderId)).toBe(4);
      expect(await productStock(shop, product.id)).toBe(before + 2);
      const history = await shop.db
        .selectFrom('order_history')
        .select('status_id')
        .where('order_id', '=', order.orderId)
        .where('status_id', '=', 4)
        .execute();
      expect(history).toHaveLength(1);
      expect(
        (await outbox(shop)).filter((m) => m.subject === `Заказ № ${order.orderId} отменён: оплата не поступила`),
      ).toHaveLength(1);
      // The lease is given back: the next tick runs.
      expect(await runJobOnce(second, job(second))).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('a job that throws is logged and does not keep its lease: the next run goes ahead', async () => {
    const failing = { name: 'always-fails', everyMs: 60_000, run: async () => Promise.reject(new Error('boom')) };
    await expect(runJobOnce(shop.app, failing)).rejects.toThrow('boom');
    let ran = false;
    expect(await runJobOnce(shop.app, { ...failing, run: async () => void (ran = true) })).toBe(true);
    expect(ran).toBe(true);
  });

  it('a paid order is never cancelled by the job', async () => {
    const order = await cardOrder();
    await shop.db.updateTable('order').set({ status_id: 3 }).where('order_id', '=', order.orderId).execute();
    await ageOrder(order.orderId, 600);
    expect(await expireUnpaidOrders(shop.app, createMailer(shop.config))).not.toContain(order.orderId);
    expect(await statusOf(order.orderId)).toBe(3);
  });
});

describe('at most 3 unpaid orders per session or address', () => {
  const REFUSAL =
    'У вас уже 3 неоплаченных заказа: оплатите один из них или дождитесь их отмены, прежде чем оформлять новый.';

  it('the 4th unpaid card order of one session is a 429, and nothing is reserved; cancelling one frees a slot', async () => {
    const guest = await newGuest(shop);
    const placed: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      placed.push((await cardOrder(guest)).orderId);
      // The bank's page was left: the next checkout of this session starts again with the same cart.
    }
    const stock = await productStock(shop, product.id);
    await fillCheckout(shop, guest, 'modulbank');
    const fourth = await confirm(shop, guest);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ result: 'error', error: REFUSAL });
    expect(await productStock(shop, product.id)).toBe(stock);

    await ageOrder(placed[0], 31);
    await expireUnpaidOrders(shop.app, createMailer(shop.config));
    expect((await confirm(shop, guest)).statusCode).toBe(200);
  });

  it('counts by client address across sessions, and another address is still served', async () => {
    const ip = '2001:db8:ffff::1';
    for (let i = 0; i < 3; i += 1) await cardOrder(await newGuest(shop, ip));
    const fourth = await newGuest(shop, ip);
    await putInCart(shop, fourth, product.id, 1);
    await fillCheckout(shop, fourth, 'modulbank');
    expect((await confirm(shop, fourth)).statusCode).toBe(429);

    // Paying on receipt holds nothing for a bank: it is not limited.
    await fillCheckout(shop, fourth, 'cod');
    expect((await confirm(shop, fourth)).statusCode).toBe(200);
    await cardOrder(await newGuest(shop));
  });

  it('several sessions of one address placing at the same moment cannot pass the count together', async () => {
    const ip = '2001:db8:eeee::1';
    const guests = await Promise.all(Array.from({ length: 6 }, () => newGuest(shop, ip)));
    for (const guest of guests) {
      await putInCart(shop, guest, product.id, 1);
      await fillCheckout(shop, guest, 'modulbank');
    }
    const replies = await Promise.all(guests.map((guest) => confirm(shop, guest)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(3);
    expect(await cms(shop, guests[0], 'GET', 'module/d_quickcheckout/stepsInit').then((r) => r.statusCode)).toBe(200);
  });
});
