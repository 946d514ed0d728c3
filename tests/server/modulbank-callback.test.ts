import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../src/server/checkout/unpaid-orders';
import { createMailer } from '../../src/server/integrations/mail';
import { modulbankSignature, signFields } from '../../src/server/integrations/modulbank';
import {
  cartLines,
  CMS,
  cms,
  confirm,
  CONTACT,
  fillCertificateCheckout,
  fillCheckout,
  newGuest,
  outbox,
  productStock,
  putCertificateInCart,
  putInCart,
  startCheckoutShop,
  stockedProduct,
  TEST_MODULBANK_KEY,
  type Shopper,
} from './checkout-helpers';
import type { TestShop } from './test-app';

let shop: TestShop;
let product: { id: number; name: string };

beforeAll(async () => {
  shop = await startCheckoutShop();
  product = await stockedProduct(shop, 1500, 100);
});
afterAll(() => shop?.close());

/** A guest whose card order waits for the bank; returns the order id and the signed form of payment/modulbank/send. */
async function cardOrder(
  quantity = 2,
): Promise<{ guest: Shopper; orderId: number; form: { action: string; fields: Record<string, string> } }> {
  const guest = await newGuest(shop);
  await putInCart(shop, guest, product.id, quantity);
  // Self-pickup costs nothing, so the amount is the goods alone.
  await fillCheckout(shop, guest, 'modulbank', { method: 'pickup.pickup' });
  const placed = await confirm(shop, guest);
  expect(placed.statusCode).toBe(200);
  expect(placed.json().data).toMatchObject({ payment_code: 'modulbank', redirect: null });
  const send = await cms(shop, guest, 'GET', 'payment/modulbank/send');
  return { guest, orderId: placed.json().data.order_id, form: send.json().data };
}

let transactionCounter = 0;
function callbackFields(orderId: number, amount: string, state = 'COMPLETE', overrides: Record<string, string> = {}) {
  transactionCounter += 1;
  return signFields(
    {
      merchant: 'sandbox-merchant',
      order_id: String(orderId),
      amount,
      currency: 'RUB',
      state,
      transaction_id: `test-${Date.now()}-${transactionCounter}`,
      testing: '1',
      salt: 'abc',
      unix_timestamp: String(Math.floor(Date.now() / 1000)),
      ...overrides,
    },
    TEST_MODULBANK_KEY,
  );
}

const postCallback = (fields: Record<string, string>) =>
  shop.app.inject({
    method: 'POST',
    url: `${CMS}payment/modulbank/callback`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const orderRow = (orderId: number) =>
  shop.db.selectFrom('order').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

describe('payment/modulbank/send', () => {
  it('gives the signed form of the pending card order, to the sandbox while there is no merchant', async () => {
    const { orderId, form, guest } = await cardOrder(2);
    expect(form.action).toBe('/payment/sandbox');
    expect(form.fields).toMatchObject({
      merchant: 'sandbox-merchant',
      amount: '3000',
      order_id: String(orderId),
      description: `Заказ №${orderId}`,
      testing: '1',
      client_email: CONTACT.email,
      client_phone: '+79161234567',
      callback_url: expect.stringContaining('/cms/index.php?route=payment/modulbank/callback'),
      // The sandbox is the shop itself: the way back stays on the address the shopper uses.
      success_url: `/success?order_id=${orderId}`,
      fail_url: '/cart?payment=failed',
    });
    expect(form.fields.signature).toBe(modulbankSignature(form.fields, TEST_MODULBANK_KEY));
    const receipt = JSON.parse(form.fields.receipt_items) as {
      price: number;
      quantity: number;
      discount_sum?: number;
    }[];
    expect(receipt.reduce((s, i) => s + i.price * i.quantity - (i.discount_sum ?? 0), 0)).toBe(3000);

    const order = await orderRow(orderId);
    expect(order.status_id).toBe(2);
    // A card order keeps the cart until the bank confirms the payment.
    expect(await cartLines(shop, guest)).toBe(1);
  });

  it('answers with the error flag when the session has no order waiting for payment', async () => {
    const guest = await newGuest(shop);
    const reply = await cms(shop, guest, 'GET', 'payment/modulbank/send');
    expect(reply.json().data).toEqual({ error: true, message: 'Нет заказа, ожидающего оплаты' });
  });
});

describe('the bank’s callback', () => {
  it('COMPLETE marks the order paid once, empties that session’s cart and mails the customer and the shop', async () => {
    const { guest, orderId } = await cardOrder(2);
    const fields = callbackFields(orderId, '3000.00');
    const reply = await postCallback(fields);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(`OK${orderId}`);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status_id: 3, transaction_id: fields.transaction_id });
    expect(await cartLines(shop, guest)).toBe(0);
    const success = await cms(shop, guest, 'POST', 'checkout/success/successJson', {
      is_user_auth: false,
      user_id: 0,
      transaction_id: fields.transaction_id,
    });
    expect(success.json().data).toEqual({
      order_id: orderId,
      payment_code: 'modulbank',
      status_id: 3,
      status_name: 'Оплачен',
      transaction_id: fields.transaction_id,
      products: [{ name: product.name, model: expect.any(String), quantity: 2, total: 3000, options: [] }],
      totals: expect.arrayContaining([{ code: 'total', title: 'Итого', value: 3000 }]),
    });
    const mails = (await outbox(shop)).filter((m) => m.subject.includes(`№ ${orderId} оплачен`));
    expect(mails.map((m) => m.to).sort()).toEqual([CONTACT.email, 'shop@localhost'].sort());

    // The same callback again (a replay) and a second payment of the same order are refused and change nothing.
    const replay = await postCallback(fields);
    expect(replay.statusCode).toBe(409);
    const again = await postCallback(callbackFields(orderId, '3000'));
    expect(again.statusCode).toBe(409);
    expect((await orderRow(orderId)).transaction_id).toBe(fields.transaction_id);
  });

  it('refuses a forged callback (wrong signature) and an altered one (amount changed after signing)', async () => {
    const { orderId } = await cardOrder(1);
    const forged = { ...callbackFields(orderId, '1500'), signature: '0'.repeat(40) };
    expect((await postCallback(forged)).statusCode).toBe(400);
    const signedWithAnotherKey = {
      ...callbackFields(orderId, '1500'),
      signature: modulbankSignature(callbackFields(orderId, '1500'), 'attacker-key'),
    };
    expect((await postCallback(signedWithAnotherKey)).statusCode).toBe(400);
    const altered = { ...callbackFields(orderId, '1500'), amount: '1.00' };
    expect((await postCallback(altered)).statusCode).toBe(400);
    const unsigned = callbackFields(orderId, '1500');
    delete (unsigned as Partial<Record<string, string>>).signature;
    expect((await postCallback(unsigned)).statusCode).toBe(400);
    expect((await orderRow(orderId)).status_id).toBe(2);
  });

  it('refuses a signed callback for the wrong amount, merchant, currency, test mode or an unknown order', async () => {
    const { orderId } = await cardOrder(1);
    expect((await postCallback(callbackFields(orderId, '1.00'))).statusCode).toBe(400);
    expect(
      (await postCallback(callbackFields(orderId, '1500', 'COMPLETE', { merchant: 'someone-else' }))).statusCode,
    ).toBe(400);
    expect((await postCallback(callbackFields(orderId, '1500', 'COMPLETE', { currency: 'USD' }))).statusCode).toBe(400);
    expect((await postCallback(callbackFields(orderId, '1500', 'COMPLETE', { testing: '0' }))).statusCode).toBe(400);
    expect((await postCallback(callbackFields(999999, '1500'))).statusCode).toBe(404);
    expect((await orderRow(orderId)).status_id).toBe(2);
  });

  it('refuses a transaction id that already paid another order', async () => {
    const first = await cardOrder(1);
    const second = await cardOrder(1);
    const paid = callbackFields(first.orderId, '1500');
    expect((await postCallback(paid)).statusCode).toBe(200);
    const reused = callbackFields(second.orderId, '1500', 'COMPLETE', { transaction_id: paid.transaction_id });
    expect((await postCallback(reused)).statusCode).toBe(409);
    expect((await orderRow(second.orderId)).status_id).toBe(2);
  });

  it('FAILED cancels the order, puts the stock back and returns checkout to step 3 with no payment method', async () => {
    const before = await productStock(shop, product.id);
    const { guest, orderId } = await cardOrder(3);
    expect(await productStock(shop, product.id)).toBe(before - 3);
    const reply = await postCallback(callbackFields(orderId, '4500', 'FAILED'));
    expect(reply.body).toBe(`OK${orderId}`);
    expect((await orderRow(orderId)).status_id).toBe(4);
    expect(await productStock(shop, product.id)).toBe(before);
    expect(await cartLines(shop, guest)).toBe(1);
    const state = (await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data;
    expect(state).toMatchObject({
      checkout_current_step: 3,
      payment_method: { code: null },
      shipping_method: { code: 'pickup.pickup' },
    });
    // A late COMPLETE for the cancelled order is refused.
    expect((await postCallback(callbackFields(orderId, '4500'))).statusCode).toBe(409);
    // The shopper can pay again: a new order.
    await cms(shop, guest, 'POST', 'd_quickcheckout/payment_method/update', { payment_method: 'cod' });
    const retry = await confirm(shop, guest);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.order_id).not.toBe(orderId);
  });

  it('FAILED gives back what a voucher paid of the order', async () => {
    await shop.db.insertInto('voucher').values({ code: 'BACK300AAA', amount: 300, status: true }).execute();
    const guest = await newGuest(shop);
    await putInCart(shop, guest, product.id, 1);
    expect((await cms(shop, guest, 'POST', 'checkout/voucher/voucher', { voucher: 'BACK300AAA' })).statusCode).toBe(
      200,
    );
    await fillCheckout(shop, guest, 'modulbank', { method: 'pickup.pickup' });
    const orderId = (await confirm(shop, guest)).json().data.order_id;
    expect(Number((await orderRow(orderId)).total)).toBe(1200);
    const spent = () =>
      shop.db.selectFrom('voucher_history').select('amount').where('order_id', '=', orderId).execute();
    expect((await spent()).map((h) => Number(h.amount))).toEqual([-300]);
    expect((await postCallback(callbackFields(orderId, '1200', 'FAILED'))).statusCode).toBe(200);
    // The debit stays in the ledger, returned by a credit row: the certificate is whole again.
    expect((await spent()).map((h) => Number(h.amount))).toEqual([-300, 300]);
    // The bank repeating its FAILED notice gives nothing more back.
    await postCallback(callbackFields(orderId, '1200', 'FAILED'));
    expect((await spent()).map((h) => Number(h.amount))).toEqual([-300, 300]);
  });

  it('a card order nobody paid within ORDER_HOLD_MINUTES (30) is cancelled and its goods go back on sale', async () => {
    const before = await productStock(shop, product.id);
    const stale = await cardOrder(2);
    const fresh = await cardOrder(1);
    await shop.db
      .updateTable('order')
      .set({ date_added: new Date(Date.now() - 31 * 60 * 1000) })
      .where('order_id', '=', stale.orderId)
      .execute();
    expect(await expireUnpaidOrders(shop.app, createMailer(shop.config))).toEqual([stale.orderId]);
    expect((await orderRow(stale.orderId)).status_id).toBe(4);
    expect((await orderRow(fresh.orderId)).status_id).toBe(2);
    expect(await productStock(shop, product.id)).toBe(before - 1);
    // The bank reporting the payment afterwards is refused (and logged for a person to sort out).
    expect((await postCallback(callbackFields(stale.orderId, '3000'))).statusCode).toBe(409);
  });

  it('a paid certificate order becomes a voucher with a 10-character code, e-mailed to the buyer', async () => {
    const guest = await newGuest(shop);
    await putCertificateInCart(shop, guest, 2500);
    await fillCertificateCheckout(shop, guest);
    const placed = await confirm(shop, guest);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().data.order_id;
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status_id: 2, shipping_method: '—', shipping_code: '', payment_code: 'modulbank' });
    expect(Number(order.shipping_cost)).toBe(0);
    expect(Number(order.total)).toBe(2500);

    expect((await postCallback(callbackFields(orderId, '2500'))).statusCode).toBe(200);
    const voucher = await shop.db
      .selectFrom('voucher')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(voucher.code).toMatch(/^[A-Z0-9]{10}$/);
    expect(Number(voucher.amount)).toBe(2500);
    const mail = (await outbox(shop)).find(
      (m) => m.subject === 'Ваш подарочный сертификат' && m.text.includes(voucher.code),
    );
    expect(mail?.to).toBe(CONTACT.email);

    // The code works in a cart.
    const buyer = await newGuest(shop);
    await putInCart(shop, buyer, product.id, 1);
    const applied = await cms(shop, buyer, 'POST', 'checkout/voucher/voucher', { voucher: voucher.code });
    expect(applied.statusCode).toBe(200);
  });
});

describe('the sandbox payment page', () => {
  const openSandbox = (fields: Record<string, string>) =>
    shop.app.inject({
      method: 'POST',
      url: '/payment/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const decide = (fields: Record<string, string>, decision: 'pay' | 'fail') =>
    shop.app.inject({
      method: 'POST',
      url: '/payment/sandbox/decision',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...fields, decision }).toString(),
    });

  it('shows the order number and amount with ‘Оплатить’ and ‘Отказаться’; Pay leads to a paid order', async () => {
    const { orderId, form, guest } = await cardOrder(2);
    const page = await openSandbox(form.fields);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain(`Оплата заказа № ${orderId}`);
    expect(page.body).toContain('3\u00a0000\u00a0₽');
    expect(page.body).toMatch(/<button type="submit"[^>]*value="pay">Оплатить<\/button>/);
    expect(page.body).toMatch(/<button type="submit"[^>]*value="fail">Отказаться<\/button>/);

    const paid = await decide(form.fields, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(
      new RegExp(`/success\\?order_id=${orderId}&transaction_id=sandbox-[0-9a-f]+$`),
    );
    const order = await orderRow(orderId);
    expect(order.status_id).toBe(3);
    expect(paid.headers.location).toContain(`transaction_id=${order.transaction_id}`);
    expect(await cartLines(shop, guest)).toBe(0);

    // Paying the same form twice is refused by the shop.
    const twice = await decide(form.fields, 'pay');
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('Магазин не принял оплату');
  });

  it('‘Отказаться’ cancels the order and goes back to the cart', async () => {
    const { orderId, form } = await cardOrder(1);
    const declined = await decide(form.fields, 'fail');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toMatch(/\/cart\?payment=failed$/);
    expect((await orderRow(orderId)).status_id).toBe(4);
  });

  it('refuses a form whose signature does not match (e.g. the amount was lowered)', async () => {
    const { orderId, form } = await cardOrder(1);
    const tampered = { ...form.fields, amount: '1' };
    const page = await openSandbox(tampered);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Подпись платёжной формы неверна');
    expect(page.body).not.toContain('Оплатить</button>');
    expect((await decide(tampered, 'pay')).statusCode).toBe(400);
    expect((await orderRow(orderId)).status_id).toBe(2);
  });
});

describe('with a Modulbank merchant account', () => {
  let bankShop: TestShop;
  beforeAll(async () => {
    bankShop = await startCheckoutShop({
      MODULBANK_MERCHANT: 'ad25ef06-1824-413f-8ef1-c08115b9b979',
      MODULBANK_SECRET: 'real-secret-key',
      MODULBANK_TEST_MODE: '0',
    });
  });
  afterAll(() => bankShop?.close());

  it('posts the form to the bank, signed with the merchant’s key, and switches the sandbox off', async () => {
    const item = await stockedProduct(bankShop, 973, 10);
    const guest = await newGuest(bankShop);
    await putInCart(bankShop, guest, item.id, 1);
    await fillCheckout(bankShop, guest, 'modulbank', { area: 'msk.inside-mkad', method: 'pickup.pickup' });
    expect((await confirm(bankShop, guest)).statusCode).toBe(200);
    const { action, fields } = (await cms(bankShop, guest, 'GET', 'payment/modulbank/send')).json().data;
    expect(action).toBe('https://pay.modulbank.ru/pay');
    expect(fields).toMatchObject({ merchant: 'ad25ef06-1824-413f-8ef1-c08115b9b979', amount: '973', testing: '0' });
    // The bank needs absolute addresses: the shop's public one (PUBLIC_URL, here the default).
    expect(fields.success_url).toMatch(/^http:\/\/localhost:\d+\/success\?order_id=\d+$/);
    expect(fields.callback_url).toMatch(
      /^http:\/\/localhost:\d+\/cms\/index\.php\?route=payment\/modulbank\/callback$/,
    );
    expect(fields.signature).toBe(modulbankSignature(fields, 'real-secret-key'));

    const sandbox = await bankShop.app.inject({
      method: 'GET',
      url: `/payment/sandbox?${new URLSearchParams(fields)}`,
    });
    expect(sandbox.statusCode).toBe(404);
  });
});
