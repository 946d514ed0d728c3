import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelUnpaidOrder } from '../../src/server/checkout/payment-callback';
import {
  cms,
  confirm,
  fillCheckout,
  newGuest,
  productStock,
  putInCart,
  startCheckoutShop,
  stockedProduct,
  type Shopper,
} from './checkout-helpers';
import type { TestShop } from './test-app';

// Money moves once: a certificate is debited inside the transaction that places the order, under a lock on the
// certificate, one ledger row per order; a cancelled order's debit comes back once; and an order is placed only at
// the total step 5 showed. Run on PGlite and (DATABASE_URL) on PostgreSQL, where the parallel orders really race.

let shop: TestShop;
let product: { id: number; name: string };
let codes = 0;

beforeAll(async () => {
  shop = await startCheckoutShop();
  // 6 000 ₽: free delivery in Moscow (from 4 000 ₽), so a 5 000 ₽ certificate leaves exactly 1 000 ₽ to pay.
  product = await stockedProduct(shop, 6000, 1000);
});
afterAll(() => shop?.close());

async function certificate(amount: number): Promise<string> {
  codes += 1;
  const code = `MONEY${String(codes).padStart(5, '0')}`;
  await shop.db.insertInto('voucher').values({ code, amount, status: true }).execute();
  return code;
}

/** A guest at step 5 with one unit in the cart, paying on receipt, the certificate applied. */
async function guestWithCertificate(code: string): Promise<Shopper> {
  const guest = await newGuest(shop);
  await putInCart(shop, guest, product.id, 1);
  const applied = await cms(shop, guest, 'POST', 'checkout/voucher/voucher', { voucher: code });
  expect(applied.statusCode).toBe(200);
  await fillCheckout(shop, guest, 'cod');
  return guest;
}

async function ledger(code: string) {
  const voucher = await shop.db
    .selectFrom('voucher')
    .select(['voucher_id', 'amount'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const rows = await shop.db
    .selectFrom('voucher_history')
    .select(['order_id', 'amount'])
    .where('voucher_id', '=', voucher.voucher_id)
    .orderBy('voucher_history_id')
    .execute();
  const moves = rows.map((r) => ({ orderId: r.order_id, amount: Number(r.amount) }));
  return { moves, balance: Number(voucher.amount) + moves.reduce((sum, m) => sum + m.amount, 0) };
}

describe('one certificate, many orders at once', () => {
  it('20 parallel orders on one 5 000 ₽ certificate take 5 000 ₽ off in total, and the ledger adds up', async () => {
    const code = await certificate(5000);
    const guests = await Promise.all(Array.from({ length: 20 }, () => guestWithCertificate(code)));
    // Every shopper saw 1 000 ₽ to pay at step 5.
    for (const guest of guests) {
      expect((await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.total).toBe(1000);
    }
    const stockBefore = await productStock(shop, product.id);

    const replies = await Promise.all(guests.map((guest) => confirm(shop, guest, undefined, 1000)));

    const placed = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(placed).toHaveLength(1);
    // The others are not charged more than they were shown: they are told the new total and nothing is made.
    for (const reply of refused) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({
        result: 'error',
        error: 'Сумма заказа изменилась: теперь 6\u00a0000\u00a0₽. Проверьте корзину и оформите заказ снова.',
      });
    }
    const orderId = placed[0].json().data.order_id as number;
    const { moves, balance } = await ledger(code);
    expect(moves).toEqual([{ orderId, amount: -5000 }]);
    expect(balance).toBe(0);
    const order = await shop.db
      .selectFrom('order')
      .select(['total', 'voucher_code'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(order.total)).toBe(1000);
    expect(order.voucher_code).toBe(code);
    // Only the placed order took stock.
    expect(await productStock(shop, product.id)).toBe(stockBefore - 1);
  });

  it('orders smaller than the balance share it, each debited from what the previous one left', async () => {
    const code = await certificate(15000);
    const guests = await Promise.all(Array.from({ length: 5 }, () => guestWithCertificate(code)));
    const shown = await Promise.all(
      guests.map(
        async (g) => (await cms(shop, g, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.total as number,
      ),
    );
    expect(shown).toEqual([0, 0, 0, 0, 0]);
    const replies = await Promise.all(guests.map((guest, i) => confirm(shop, guest, undefined, shown[i])));
    // 15 000 ₽ pays two 6 000 ₽ orders in full; the third would now cost 3 000 ₽, which nobody was shown.
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const { moves, balance } = await ledger(code);
    expect(moves.map((m) => m.amount)).toEqual([-6000, -6000]);
    expect(balance).toBe(3000);
  });
});

describe('a cancelled order gives its certificate debit back, once', () => {
  it('cancelling an unpaid card order credits the certificate in the ledger; a second cancel adds nothing', async () => {
    const code = await certificate(2000);
    const guest = await newGuest(shop);
    await putInCart(shop, guest, product.id, 1);
    await cms(shop, guest, 'POST', 'checkout/voucher/voucher', { voucher: code });
    await fillCheckout(shop, guest, 'modulbank');
    const reply = await confirm(shop, guest);
    expect(reply.statusCode).toBe(200);
    const orderId = reply.json().data.order_id as number;
    expect((await ledger(code)).balance).toBe(0);

    expect(await cancelUnpaidOrder(shop.app, orderId, 'Не оплачен')).toBe(true);
    expect(await cancelUnpaidOrder(shop.app, orderId, 'Не оплачен')).toBe(false);

    const { moves, balance } = await ledger(code);
    // The ledger keeps the debit and shows its return: history is never rewritten.
    expect(moves).toEqual([
      { orderId, amount: -2000 },
      { orderId, amount: 2000 },
    ]);
    expect(balance).toBe(2000);
  });
});

describe('charged what was shown', () => {
  it('a price changed between step 5 and the button: no order, the new total in the message, stock untouched', async () => {
    const own = await stockedProduct(shop, 1500, 50, [product.id]);
    const guest = await newGuest(shop);
    await putInCart(shop, guest, own.id, 2);
    await fillCheckout(shop, guest, 'cod', { method: 'pickup.pickup' });
    const shownTotal = (await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.total as number;
    expect(shownTotal).toBe(3000);

    await shop.db.updateTable('product').set({ price: 1700 }).where('product_id', '=', own.id).execute();
    const ordersBefore = await shop.db
      .selectFrom('order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const reply = await confirm(shop, guest, undefined, shownTotal);

    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toBe(
      'Сумма заказа изменилась: теперь 3\u00a0400\u00a0₽. Проверьте корзину и оформите заказ снова.',
    );
    const ordersAfter = await shop.db
      .selectFrom('order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(ordersAfter.n)).toBe(Number(ordersBefore.n));
    expect(await productStock(shop, own.id)).toBe(50);

    // Confirming again at the total now shown places the order.
    const again = await confirm(shop, guest, undefined, 3400);
    expect(again.statusCode).toBe(200);
  });

  it('a confirm without the shown total, or with one that is not whole roubles, is a 400 and places nothing', async () => {
    const guest = await newGuest(shop);
    await putInCart(shop, guest, product.id, 1);
    await fillCheckout(shop, guest, 'cod');
    const key = (await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.checkout_key;
    for (const total of [undefined, '6000.5', -1, 6000.5, 'шесть тысяч', [6000]]) {
      const reply = await cms(shop, guest, 'POST', 'd_quickcheckout/confirm/update', {
        checkout_key: key,
        total,
        agree_privacy: true,
        agree_rules: true,
      });
      expect(reply.statusCode, JSON.stringify(total)).toBe(400);
      expect(reply.json().result).toBe('error');
    }
    expect(
      await shop.db.selectFrom('order').select('order_id').where('idempotency_key', '=', key).executeTakeFirst(),
    ).toBeUndefined();
  });
});
