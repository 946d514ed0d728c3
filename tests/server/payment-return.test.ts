import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasValidSignature, signFields } from '../../src/server/integrations/modulbank';
import {
  cms,
  confirm,
  fillCheckout,
  newGuest,
  putInCart,
  startCheckoutShop,
  stockedProduct,
  TEST_MODULBANK_KEY,
  type Shopper,
} from './checkout-helpers';
import type { TestShop } from './test-app';

// The shopper comes back from the bank to /success with a transaction id before the bank's callback has reached the
// shop (it is late, or lost): the success page's call makes the server ask the bank's transaction call (integrations
// §1 "API") and apply its answer as it would the callback. Here the shop has a merchant account (in the bank's test
// mode) and the bank is a stand-in for fetch that checks the request's signature as the bank would.

const MERCHANT = 'shop-merchant-7';
let shop: TestShop;
let product: { id: number; name: string };

/** What the stand-in bank knows: transaction id → its fields; and every request it was sent. */
let bank: Record<string, Record<string, string | number>> = {};
let bankRequests: URL[] = [];
let bankDown = false;

beforeAll(async () => {
  shop = await startCheckoutShop({ MODULBANK_MERCHANT: MERCHANT, MODULBANK_TEST_MODE: '1' });
  product = await stockedProduct(shop, 1500, 100);
});
afterAll(() => shop?.close());
afterEach(() => {
  vi.unstubAllGlobals();
  bank = {};
  bankRequests = [];
  bankDown = false;
});

function standInBank() {
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = new URL(String(input));
    bankRequests.push(url);
    if (bankDown) throw new TypeError('fetch failed');
    const query = Object.fromEntries(url.searchParams);
    if (url.origin + url.pathname !== 'https://pay.modulbank.ru/api/v1/transaction/')
      return Response.json({ status: 'error', message: 'not found' }, { status: 404 });
    if (!hasValidSignature(query, TEST_MODULBANK_KEY) || query.merchant !== MERCHANT)
      return Response.json({ status: 'error', message: 'Неверная подпись' }, { status: 403 });
    const transaction = bank[query.transaction_id];
    if (!transaction) return Response.json({ status: 'error', message: 'Транзакция не найдена' });
    return Response.json({ status: 'ok', transaction });
  });
}

/** A guest's card order (self-pickup: 2 × 1 500 ₽ = 3 000 ₽) waiting for the bank. */
async function cardOrder(): Promise<{ guest: Shopper; orderId: number }> {
  const guest = await newGuest(shop);
  await putInCart(shop, guest, product.id, 2);
  await fillCheckout(shop, guest, 'modulbank', { method: 'pickup.pickup' });
  const placed = await confirm(shop, guest);
  expect(placed.json().data).toMatchObject({ payment_code: 'modulbank' });
  return { guest, orderId: placed.json().data.order_id };
}

const backFromBank = (guest: Shopper, transactionId: string | null) =>
  cms(shop, guest, 'POST', 'checkout/success/successJson', {
    is_user_auth: false,
    user_id: 0,
    transaction_id: transactionId,
  });

const orderRow = (orderId: number) =>
  shop.db.selectFrom('order').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

const paidTransaction = (orderId: number, transactionId: string, over: Record<string, string | number> = {}) => ({
  transaction_id: transactionId,
  order_id: String(orderId),
  amount: '3000.00',
  currency: 'RUB',
  state: 'COMPLETE',
  testing: 1,
  ...over,
});

describe('checkout/success/successJson: back from the bank before its callback', () => {
  it('asks the bank about the transaction in the address and shows the order paid when the bank says so', async () => {
    standInBank();
    const { guest, orderId } = await cardOrder();
    bank['tx-late-1'] = paidTransaction(orderId, 'tx-late-1');
    const reply = await backFromBank(guest, 'tx-late-1');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      order_id: orderId,
      payment_code: 'modulbank',
      status_name: 'Оплачен',
      transaction_id: 'tx-late-1',
      // What was ordered and what it came to, for the page and its printout.
      products: [{ name: product.name, quantity: 2, total: 3000, options: [] }],
      totals: expect.arrayContaining([{ code: 'total', title: 'Итого', value: 3000 }]),
    });
    expect(await orderRow(orderId)).toMatchObject({ transaction_id: 'tx-late-1', test_payment: true });
    // One signed call, naming our merchant and the transaction.
    expect(bankRequests).toHaveLength(1);
    expect(bankRequests[0].searchParams.get('transaction_id')).toBe('tx-late-1');
    expect(bankRequests[0].searchParams.get('merchant')).toBe(MERCHANT);
    // The callback that comes later changes nothing: the transaction is already counted.
    const late = signFields(
      { merchant: MERCHANT, ...paidTransaction(orderId, 'tx-late-1'), salt: 'x', unix_timestamp: '1' },
      TEST_MODULBANK_KEY,
    );
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/cms/index.php?route=payment/modulbank/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(late).toString(),
    });
    expect(answer.statusCode).toBe(409);
    // Asked again, the page is told from the order itself: the bank is not asked again.
    expect((await backFromBank(guest, null)).json().data.transaction_id).toBe('tx-late-1');
    expect(bankRequests).toHaveLength(1);
  });

  it('leaves the order waiting when the bank says otherwise, does not know it, or cannot be reached', async () => {
    standInBank();
    const { guest, orderId } = await cardOrder();
    const cases: [string, Record<string, string | number> | null][] = [
      ['tx-processing', paidTransaction(orderId, 'tx-processing', { state: 'PROCESSING' })],
      ['tx-other-order', paidTransaction(orderId + 1000, 'tx-other-order')],
      ['tx-short', paidTransaction(orderId, 'tx-short', { amount: '2999.00' })],
      ['tx-real-money', paidTransaction(orderId, 'tx-real-money', { testing: 0 })],
      ['tx-unknown', null],
    ];
    for (const [id, transaction] of cases) {
      if (transaction) bank[id] = transaction;
      const reply = await backFromBank(guest, id);
      expect(reply.statusCode, id).toBe(200);
      expect(reply.json().data, id).toMatchObject({
        order_id: orderId,
        status_name: 'Ожидает оплаты',
        transaction_id: null,
      });
    }
    bankDown = true;
    expect((await backFromBank(guest, 'tx-down')).json().data.transaction_id).toBeNull();
    expect(bankRequests).toHaveLength(cases.length + 1);
    expect(await orderRow(orderId)).toMatchObject({ transaction_id: null });
  });

  it('asks nothing without a transaction id, and at most 20 times an hour for one order', async () => {
    standInBank();
    const { guest, orderId } = await cardOrder();
    expect((await backFromBank(guest, null)).json().data).toMatchObject({ order_id: orderId, transaction_id: null });
    expect(bankRequests).toHaveLength(0);
    bank['tx-slow'] = paidTransaction(orderId, 'tx-slow', { state: 'PROCESSING' });
    for (let i = 0; i < 22; i += 1) expect((await backFromBank(guest, 'tx-slow')).statusCode).toBe(200);
    expect(bankRequests).toHaveLength(20);
  });
});
