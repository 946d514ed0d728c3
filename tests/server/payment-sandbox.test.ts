import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { signFields } from '../../src/server/integrations/modulbank';
import {
  CMS,
  cms,
  confirm,
  CONTACT,
  fillCertificateCheckout,
  fillCheckout,
  newGuest,
  outbox,
  putCertificateInCart,
  putInCart,
  startCheckoutShop,
  stockedProduct,
  TEST_MODULBANK_KEY,
  type Shopper,
} from './checkout-helpers';
import type { TestShop } from './test-app';

// Sandbox payments are a demo, never a silent default in production: the card is unavailable in production without a
// merchant, the sandbox says 'Тестовая оплата' and marks what it pays, and its certificates stop paying once the shop
// takes real money. One database, served by shops configured differently (as after a restart with new settings).

const CARD_UNAVAILABLE = 'Оплата картой временно недоступна';
const TEST_NOTE = 'Тестовая оплата: деньги не списывались';
const MERCHANT = 'ad25ef06-1824-413f-8ef1-c08115b9b979';
const REAL_KEY = 'real-secret-key';

interface LogLine {
  level: number;
  msg: string;
}
/** A shop on the test database with its own configuration, and what it logged (pino's JSON lines). */
interface Served {
  shop: TestShop;
  log: LogLine[];
}

let shop: TestShop;
let product: { id: number; name: string };
const served: FastifyInstance[] = [];

beforeAll(async () => {
  // NODE_ENV unset, as in development: the sandbox is on.
  shop = await startCheckoutShop();
  product = await stockedProduct(shop, 1500, 1000);
});
afterAll(async () => {
  for (const app of served) await app.close();
  await shop?.close();
});

async function serve(env: Record<string, string>): Promise<Served> {
  const log: LogLine[] = [];
  const config = loadConfig({
    DATA_DIR: shop.dataDir,
    DIST_DIR: shop.config.distDir,
    PORT: '0',
    MODULBANK_SECRET: TEST_MODULBANK_KEY,
    ...env,
  });
  const stream = { write: (line: string) => log.push(JSON.parse(line) as LogLine) };
  const app = await buildApp({ db: shop.db, config, logger: { level: 'info', stream } });
  await app.ready();
  served.push(app);
  return { shop: { ...shop, app, config }, log };
}

const errorOf = (reply: { json(): unknown }) => (reply.json() as { result: string; error: string }).error;

const orderRow = (orderId: number) =>
  shop.db.selectFrom('order').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
const ordersOf = async (shopper: Shopper) =>
  (await shop.db.selectFrom('order').select('order_id').where('session_id', '=', shopper.sessionId).execute()).length;
const cartVoucher = async (shopper: Shopper) =>
  (
    await shop.db
      .selectFrom('cart')
      .select('voucher_code')
      .where('session_id', '=', shopper.sessionId)
      .executeTakeFirst()
  )?.voucher_code ?? null;

/** A guest's card order waiting for the bank on `at`, and the signed form payment/modulbank/send gave. */
async function cardOrder(
  at: TestShop,
): Promise<{ guest: Shopper; orderId: number; fields: Record<string, string>; action: string }> {
  const guest = await newGuest(at);
  await putInCart(at, guest, product.id, 1);
  await fillCheckout(at, guest, 'modulbank', { method: 'pickup.pickup' });
  const placed = await confirm(at, guest);
  expect(placed.statusCode).toBe(200);
  const send = await cms(at, guest, 'GET', 'payment/modulbank/send');
  expect(send.statusCode).toBe(200);
  return { guest, orderId: placed.json().data.order_id, ...send.json().data };
}

/** A guest's certificate order waiting for the bank on `at`. */
async function certificateOrder(at: TestShop, amount: number): Promise<{ guest: Shopper; orderId: number }> {
  const guest = await newGuest(at);
  await putCertificateInCart(at, guest, amount);
  await fillCertificateCheckout(at, guest);
  const placed = await confirm(at, guest);
  expect(placed.statusCode).toBe(200);
  return { guest, orderId: placed.json().data.order_id };
}

/** A certificate bought and paid with 'Оплатить' on the sandbox page of `at`; returns its order id. */
async function buyCertificateInSandbox(at: TestShop, amount: number): Promise<number> {
  const { guest, orderId } = await certificateOrder(at, amount);
  const { action, fields } = (await cms(at, guest, 'GET', 'payment/modulbank/send')).json().data;
  expect(action).toBe('/payment/sandbox');
  expect((await formPost(at, '/payment/sandbox/decision', { ...fields, decision: 'pay' })).statusCode).toBe(303);
  return orderId;
}

const formPost = (at: TestShop, url: string, fields: Record<string, string>) =>
  at.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('production without a merchant and without PAYMENT_SANDBOX', () => {
  let prod: Served;
  beforeAll(async () => {
    prod = await serve({ NODE_ENV: 'production' });
  });

  it('logs an ERROR at start that says what to set', () => {
    const errors = prod.log.filter(
      (line) => line.level === 50 && /^Оплата картой недоступна: не задан MODULBANK_MERCHANT/.test(line.msg),
    );
    expect(errors).toHaveLength(1);
    for (const variable of ['MODULBANK_SECRET', 'MODULBANK_TEST_MODE=0', 'PAYMENT_SANDBOX=1'])
      expect(errors[0].msg).toContain(variable);
  });

  it('step 3 shows the card unavailable with its text; choosing it is refused, cash on delivery still works', async () => {
    const guest = await newGuest(prod.shop);
    await putInCart(prod.shop, guest, product.id, 1);
    const init = (await cms(prod.shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data;
    expect(init.payment_method.payment_methods).toEqual([
      { code: 'modulbank', title: 'Банковской картой онлайн', sort_order: 1, unavailable_reason: CARD_UNAVAILABLE },
      { code: 'cod', title: 'Оплата при получении', sort_order: 2 },
    ]);
    await cms(prod.shop, guest, 'POST', 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    await cms(prod.shop, guest, 'POST', 'd_quickcheckout/shipping_method/update', { shipping_method: 'pickup.pickup' });
    const card = await cms(prod.shop, guest, 'POST', 'd_quickcheckout/payment_method/update', {
      payment_method: 'modulbank',
    });
    expect(card.statusCode).toBe(400);
    expect(errorOf(card)).toBe(CARD_UNAVAILABLE);
    const row = await shop.db
      .selectFrom('checkout_state')
      .select(['payment_code', 'current_step'])
      .where('session_id', '=', guest.sessionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_code: null, current_step: 2 });
    const cod = await cms(prod.shop, guest, 'POST', 'd_quickcheckout/payment_method/update', { payment_method: 'cod' });
    expect(cod.json().data.payment_method.code).toBe('cod');
  });

  it('a certificate cart (card only) shows the text and cannot go past step 3', async () => {
    const guest = await newGuest(prod.shop);
    await putCertificateInCart(prod.shop, guest, 3000);
    const init = (await cms(prod.shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data;
    expect(init.payment_method).toEqual({
      code: null,
      payment_methods: [
        { code: 'modulbank', title: 'Банковской картой онлайн', sort_order: 1, unavailable_reason: CARD_UNAVAILABLE },
      ],
    });
    const card = await cms(prod.shop, guest, 'POST', 'd_quickcheckout/payment_method/update', {
      payment_method: 'modulbank',
    });
    expect(card.statusCode).toBe(400);
    expect(errorOf(card)).toBe(CARD_UNAVAILABLE);
    const contact = await cms(prod.shop, guest, 'POST', 'd_quickcheckout/shipping_address/update', CONTACT);
    expect(contact.json().data.checkout_current_step).toBe(3);
    const placed = await confirm(prod.shop, guest);
    expect(placed.statusCode).toBe(400);
    expect(await ordersOf(guest)).toBe(0);
  });

  it('refuses the card chosen before the switch at confirm, the payment form, the sandbox page and a sandbox-signed callback', async () => {
    // Chosen (and one order placed) while the same database was served with the sandbox on.
    const chosen = await newGuest(shop);
    await putInCart(shop, chosen, product.id, 1);
    await fillCheckout(shop, chosen, 'modulbank', { method: 'pickup.pickup' });
    const pending = await cardOrder(shop);

    const placed = await confirm(prod.shop, chosen);
    expect(placed.statusCode).toBe(400);
    expect(errorOf(placed)).toBe(CARD_UNAVAILABLE);
    expect(await ordersOf(chosen)).toBe(0);

    const send = await cms(prod.shop, pending.guest, 'GET', 'payment/modulbank/send');
    expect(send.statusCode).toBe(409);
    expect(errorOf(send)).toBe(CARD_UNAVAILABLE);

    for (const page of [
      await prod.shop.app.inject({ method: 'GET', url: `/payment/sandbox?${new URLSearchParams(pending.fields)}` }),
      await formPost(prod.shop, '/payment/sandbox', pending.fields),
      await formPost(prod.shop, '/payment/sandbox/decision', { ...pending.fields, decision: 'pay' }),
    ]) {
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(CARD_UNAVAILABLE);
      expect(page.body).not.toContain('Оплатить</button>');
    }
    const callback = signFields(
      {
        merchant: 'sandbox-merchant',
        order_id: String(pending.orderId),
        amount: '1500',
        currency: 'RUB',
        state: 'COMPLETE',
        transaction_id: 'sandbox-forged-1',
        testing: '1',
        salt: 'abc',
        unix_timestamp: String(Math.floor(Date.now() / 1000)),
      },
      TEST_MODULBANK_KEY,
    );
    expect((await formPost(prod.shop, `${CMS}payment/modulbank/callback`, callback)).statusCode).toBe(409);
    expect(await orderRow(pending.orderId)).toMatchObject({ status_id: 2, transaction_id: null, test_payment: false });
  });
});

describe('the sandbox on purpose: PAYMENT_SANDBOX=1 in production', () => {
  let demo: Served;
  beforeAll(async () => {
    demo = await serve({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' });
  });

  it('logs a WARNING at start (test payments, no money moves, what to set for real ones) and no error', () => {
    // (The shop logs other things at start too: the missing storefront build of the test, the control socket.)
    const warnings = demo.log.filter((line) => line.level === 40 && /^Тестовая оплата/.test(line.msg));
    expect(warnings).toHaveLength(1);
    for (const text of ['деньги не списываются', 'MODULBANK_MERCHANT', 'MODULBANK_SECRET'])
      expect(warnings[0].msg).toContain(text);
    expect(demo.log.filter((line) => line.level >= 50 && /Оплата картой/.test(line.msg))).toEqual([]);
  });

  it('takes the card through the page headed ‘Тестовая оплата’; the paid order is a test payment in the database and its e-mails', async () => {
    const guest = await newGuest(demo.shop);
    await putInCart(demo.shop, guest, product.id, 1);
    const init = (await cms(demo.shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data;
    expect(init.payment_method.payment_methods[0]).toEqual({
      code: 'modulbank',
      title: 'Банковской картой онлайн',
      sort_order: 1,
    });

    const { orderId, fields, action } = await cardOrder(demo.shop);
    expect(action).toBe('/payment/sandbox');
    const page = await formPost(demo.shop, '/payment/sandbox', fields);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<p class="test-banner"[^>]*>Тестовая оплата<\/p>/);
    expect(page.body).toMatch(/<button type="submit"[^>]*value="pay">Оплатить<\/button>/);
    expect((await formPost(demo.shop, '/payment/sandbox/decision', { ...fields, decision: 'pay' })).statusCode).toBe(
      303,
    );
    expect(await orderRow(orderId)).toMatchObject({ status_id: 3, test_payment: true });

    const mails = (await outbox(shop)).filter((m) => m.subject.startsWith(`Заказ № ${orderId} оплачен`));
    const customer = mails.find((m) => m.to === CONTACT.email);
    const shopCopy = mails.find((m) => m.to === demo.shop.config.shopEmail);
    expect(customer?.text).toContain(TEST_NOTE);
    expect(shopCopy?.text).toContain(TEST_NOTE);
    expect(shopCopy?.subject).toContain('тестовая оплата');
  });

  it('a certificate bought there is a test certificate: marked in the database and in the e-mail with its code', async () => {
    const orderId = await buyCertificateInSandbox(demo.shop, 2000);
    expect(await orderRow(orderId)).toMatchObject({ status_id: 3, test_payment: true });
    const voucher = await shop.db
      .selectFrom('voucher')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(voucher.test_payment).toBe(true);
    const mail = (await outbox(shop)).find(
      (m) => m.subject === 'Ваш подарочный сертификат' && m.text.includes(voucher.code),
    );
    expect(mail?.to).toBe(CONTACT.email);
    expect(mail?.text).toContain(TEST_NOTE);
  });

  describe('its certificate', () => {
    let bank: Served;
    let testCertificate: string;
    beforeAll(async () => {
      const orderId = await buyCertificateInSandbox(demo.shop, 3000);
      testCertificate = (
        await shop.db.selectFrom('voucher').select('code').where('order_id', '=', orderId).executeTakeFirstOrThrow()
      ).code;
      bank = await serve({ MODULBANK_MERCHANT: MERCHANT, MODULBANK_SECRET: REAL_KEY, MODULBANK_TEST_MODE: '0' });
    });

    it('pays for an order while the sandbox is on; the order is marked a test payment', async () => {
      const buyer = await newGuest(demo.shop);
      await putInCart(demo.shop, buyer, product.id, 1);
      const applied = await cms(demo.shop, buyer, 'POST', 'checkout/voucher/voucher', { voucher: testCertificate });
      expect(applied.statusCode).toBe(200);
      await fillCheckout(demo.shop, buyer, 'cod', { method: 'pickup.pickup' });
      const placed = await confirm(demo.shop, buyer);
      expect(placed.statusCode).toBe(200);
      const order = await orderRow(placed.json().data.order_id);
      expect(order).toMatchObject({ voucher_code: testCertificate, test_payment: true });
      const shopCopy = (await outbox(shop)).find((m) => m.subject.startsWith(`Новый заказ № ${order.order_id} `));
      expect(shopCopy?.text).toContain(TEST_NOTE);
    });

    it('is refused once the same database is served with a real merchant: applying it, and confirming a cart that still carries it', async () => {
      // Applied while the sandbox was on; the shop restarts with a merchant before the order is confirmed.
      const holder = await newGuest(demo.shop);
      await putInCart(demo.shop, holder, product.id, 1);
      expect(
        (await cms(demo.shop, holder, 'POST', 'checkout/voucher/voucher', { voucher: testCertificate })).statusCode,
      ).toBe(200);
      await fillCheckout(demo.shop, holder, 'cod', { method: 'pickup.pickup' });
      const placed = await confirm(bank.shop, holder);
      expect(placed.statusCode).toBe(400);
      expect(errorOf(placed)).toMatch(/^Этот сертификат куплен тестовой оплатой/);
      expect(await ordersOf(holder)).toBe(0);
      expect(await cartVoucher(holder)).toBeNull();

      const buyer = await newGuest(bank.shop);
      await putInCart(bank.shop, buyer, product.id, 1);
      const applied = await cms(bank.shop, buyer, 'POST', 'checkout/voucher/voucher', {
        voucher: testCertificate.toLowerCase(),
      });
      expect(applied.statusCode).toBe(400);
      expect(errorOf(applied)).toMatch(/^Этот сертификат куплен тестовой оплатой: деньги за него не поступали/);
      expect(await cartVoucher(buyer)).toBeNull();

      // A card order it paid part of while the sandbox was on: the real bank is not asked for the rest.
      const payer = await newGuest(demo.shop);
      await putInCart(demo.shop, payer, product.id, 3);
      expect(
        (await cms(demo.shop, payer, 'POST', 'checkout/voucher/voucher', { voucher: testCertificate })).statusCode,
      ).toBe(200);
      await fillCheckout(demo.shop, payer, 'modulbank', { method: 'pickup.pickup' });
      const pending = await confirm(demo.shop, payer);
      expect(pending.statusCode).toBe(200);
      expect(await orderRow(pending.json().data.order_id)).toMatchObject({
        status_id: 2,
        voucher_code: testCertificate,
        test_payment: true,
      });
      const send = await cms(bank.shop, payer, 'GET', 'payment/modulbank/send');
      expect(send.statusCode).toBe(409);
      expect(errorOf(send)).toMatch(/^Этот сертификат куплен тестовой оплатой/);
    });

    it('the real bank logs no test-payment warning; in the bank’s test mode (testing=1) it warns and marks what is paid as test', async () => {
      expect(
        bank.log.filter((line) => line.level >= 40 && /Тестовая оплата|Оплата картой|тестовом режиме/.test(line.msg)),
      ).toEqual([]);

      const bankTest = await serve({
        MODULBANK_MERCHANT: MERCHANT,
        MODULBANK_SECRET: REAL_KEY,
        MODULBANK_TEST_MODE: '1',
      });
      const warnings = bankTest.log.filter(
        (line) => line.level === 40 && /^Модульбанк в тестовом режиме/.test(line.msg),
      );
      expect(warnings).toHaveLength(1);
      expect(warnings[0].msg).toContain('MODULBANK_TEST_MODE=0');
      const { orderId, fields } = await cardOrder(bankTest.shop);
      expect(fields.testing).toBe('1');
      const callback = signFields(
        {
          merchant: MERCHANT,
          order_id: String(orderId),
          amount: '1500',
          currency: 'RUB',
          state: 'COMPLETE',
          transaction_id: `bank-test-${orderId}`,
          testing: '1',
          salt: 'abc',
          unix_timestamp: String(Math.floor(Date.now() / 1000)),
        },
        REAL_KEY,
      );
      expect((await formPost(bankTest.shop, `${CMS}payment/modulbank/callback`, callback)).statusCode).toBe(200);
      expect(await orderRow(orderId)).toMatchObject({ status_id: 3, test_payment: true });
      const shopCopy = (await outbox(shop)).find((m) => m.subject.startsWith(`Заказ № ${orderId} оплачен картой`));
      expect(shopCopy?.text).toContain(TEST_NOTE);
    });

    it('is refused by a production shop without a bank too, while a certificate paid through the real bank is accepted', async () => {
      const prod = await serve({ NODE_ENV: 'production' });
      const fresh = await buyCertificateInSandbox(demo.shop, 1000);
      const freshCode = (
        await shop.db.selectFrom('voucher').select('code').where('order_id', '=', fresh).executeTakeFirstOrThrow()
      ).code;
      const buyer = await newGuest(prod.shop);
      await putInCart(prod.shop, buyer, product.id, 1);
      const refused = await cms(prod.shop, buyer, 'POST', 'checkout/voucher/voucher', { voucher: freshCode });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatch(/^Этот сертификат куплен тестовой оплатой/);

      const { orderId } = await certificateOrder(bank.shop, 1200);
      const callback = signFields(
        {
          merchant: MERCHANT,
          order_id: String(orderId),
          amount: '1200',
          currency: 'RUB',
          state: 'COMPLETE',
          transaction_id: `bank-${orderId}`,
          testing: '0',
          salt: 'abc',
          unix_timestamp: String(Math.floor(Date.now() / 1000)),
        },
        REAL_KEY,
      );
      expect((await formPost(bank.shop, `${CMS}payment/modulbank/callback`, callback)).statusCode).toBe(200);
      expect(await orderRow(orderId)).toMatchObject({ status_id: 3, test_payment: false });
      const real = await shop.db
        .selectFrom('voucher')
        .selectAll()
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(real.test_payment).toBe(false);
      const mail = (await outbox(shop)).find(
        (m) => m.subject === 'Ваш подарочный сертификат' && m.text.includes(real.code),
      );
      expect(mail?.text).not.toContain('Тестовая оплата');
      const applied = await cms(bank.shop, buyer, 'POST', 'checkout/voucher/voucher', { voucher: real.code });
      expect(applied.statusCode).toBe(200);
    });
  });
});
