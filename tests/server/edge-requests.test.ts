import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../src/server/integrations/mail';
import { signFields } from '../../src/server/integrations/modulbank';
import {
  CMS,
  cms,
  confirm,
  fillCheckout,
  newGuest,
  putInCart,
  SESSION_COOKIE,
  startCheckoutShop,
  stockedProduct,
  TEST_MODULBANK_KEY,
} from './checkout-helpers';
import { startTestShop, type TestShop } from './test-app';

// What the shop believes about a request before any route runs: the client's address (TRUST_PROXY), whether the
// local outbox may be read, and whether a state-changing request came from the shop's own pages.

/** A shop with a tiny route that tells which client address the shop sees. */
function shopSeeingAddresses(env: Record<string, string> = {}) {
  return startTestShop({
    seed: false,
    env,
    extend: (app) =>
      void app.get('/test/client-address', { schema: { hide: true } }, async (request) => ({ ip: request.ip })),
  });
}

describe('TRUST_PROXY decides the client address every limit keys on', () => {
  it('unset: X-Forwarded-For is ignored, so nobody can pick their own address', async () => {
    const shop = await shopSeeingAddresses();
    try {
      const reply = await shop.app.inject({
        url: '/test/client-address',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(reply.json()).toEqual({ ip: '203.0.113.7' });
    } finally {
      await shop.close();
    }
  });

  it('set to the proxy: the address the proxy forwards is the client, and only from that proxy', async () => {
    const shop = await shopSeeingAddresses({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const viaProxy = await shop.app.inject({
        url: '/test/client-address',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(viaProxy.json()).toEqual({ ip: '198.51.100.1' });
      const direct = await shop.app.inject({
        url: '/test/client-address',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(direct.json()).toEqual({ ip: '203.0.113.7' });
    } finally {
      await shop.close();
    }
  });
});

describe('/dev/outbox, which holds live reset links', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: false, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => shop?.close());

  it('answers a connection from this machine without forwarding headers', async () => {
    const reply = await shop.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(reply.statusCode).toBe(200);
  });

  it('is not there for a request through a proxy on this machine, even one claiming to be local, or from elsewhere', async () => {
    for (const headers of [
      { 'x-forwarded-for': '198.51.100.1' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ]) {
      const reply = await shop.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers });
      expect(reply.statusCode, JSON.stringify(headers)).toBe(404);
    }
    expect((await shop.app.inject({ url: '/dev/outbox', remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
  });

  it('does not exist when mail goes out by SMTP', async () => {
    const smtp = await startTestShop({ seed: false, env: { SMTP_URL: 'smtp://mail.example.ru:25' } });
    try {
      expect((await smtp.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});

describe('cross-site requests with cookies are refused', () => {
  let shop: TestShop;
  let product: { id: number; name: string };
  beforeAll(async () => {
    shop = await startCheckoutShop({ PUBLIC_URL: 'https://shop.example.ru' });
    product = await stockedProduct(shop, 1500, 100);
  });
  afterAll(() => shop?.close());

  const cartCount = async (sessionId: number) =>
    Number(
      (
        await shop.db
          .selectFrom('cart_item')
          .innerJoin('cart', 'cart.cart_id', 'cart_item.cart_id')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('cart.session_id', '=', sessionId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const addToCart = (cookie: string, headers: Record<string, string>) =>
    shop.app.inject({
      method: 'POST',
      url: `${CMS}checkout/cart/add`,
      headers,
      cookies: { [SESSION_COOKIE]: cookie },
      payload: { product_id: product.id, quantity: 1 },
    });

  it('a hostile page posting to the cart (Sec-Fetch-Site: cross-site, or a foreign Origin) gets 403 and changes nothing', async () => {
    const guest = await newGuest(shop);
    const hostile: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://shop.example.ru.evil.example' },
      { origin: 'http://shop.example.ru' },
    ];
    for (const headers of hostile) {
      const reply = await addToCart(guest.cookie, headers);
      expect(reply.statusCode, JSON.stringify(headers)).toBe(403);
      expect(reply.json()).toEqual({ result: 'error', error: 'Запрос отклонён: он отправлен с другого сайта' });
    }
    expect(await cartCount(guest.sessionId)).toBe(0);
  });

  it("the shop's own pages still work: same origin, same site, or a client that sends neither header", async () => {
    const guest = await newGuest(shop);
    expect(
      (await addToCart(guest.cookie, { origin: 'https://shop.example.ru', 'sec-fetch-site': 'same-origin' }))
        .statusCode,
    ).toBe(200);
    expect((await addToCart(guest.cookie, {})).statusCode).toBe(200);
    // A cross-site GET (a link) changes nothing and is served.
    const read = await shop.app.inject({
      url: `${CMS}module/d_quickcheckout/stepsInit`,
      headers: { 'sec-fetch-site': 'cross-site' },
      cookies: { [SESSION_COOKIE]: guest.cookie },
    });
    expect(read.statusCode).toBe(200);
  });

  it("the bank's signed callback still works, whatever headers come with it", async () => {
    const guest = await newGuest(shop);
    await putInCart(shop, guest, product.id, 1);
    await fillCheckout(shop, guest, 'modulbank', { method: 'pickup.pickup' });
    const orderId = (await confirm(shop, guest)).json().data.order_id as number;
    const fields = signFields(
      {
        merchant: 'sandbox-merchant',
        order_id: String(orderId),
        amount: '1500',
        currency: 'RUB',
        state: 'COMPLETE',
        transaction_id: `edge-${Date.now()}`,
        testing: '1',
        salt: 'abc',
        unix_timestamp: String(Math.floor(Date.now() / 1000)),
      },
      TEST_MODULBANK_KEY,
    );
    const reply = await shop.app.inject({
      method: 'POST',
      url: `${CMS}payment/modulbank/callback`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://pay.modulbank.ru',
        'sec-fetch-site': 'cross-site',
      },
      cookies: { [SESSION_COOKIE]: guest.cookie },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(reply.statusCode).toBe(200);
    const order = await shop.db
      .selectFrom('order')
      .select('status_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status_id).toBe(3);
    // And the shopper's own request from the shop goes on as usual.
    expect((await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).statusCode).toBe(200);
  });
});

describe('no oracle, no relay', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startCheckoutShop();
  });
  afterAll(() => shop?.close());

  it("a guest's order e-mail carries no free text from the request but the shopper's name; the shop's copy has it all", async () => {
    const product = await stockedProduct(shop, 1500, 100);
    const guest = await newGuest(shop);
    await putInCart(shop, guest, product.id, 1);
    await fillCheckout(shop, guest, 'cod');
    // Whatever a stranger types to have the shop mail it to someone else.
    await cms(shop, guest, 'POST', 'd_quickcheckout/shipping_address/update', {
      firstname: 'Мария',
      lastname: 'Петрова',
      email: 'victim@example.ru',
      telephone: '+7(916)123-45-67',
      address_1: 'Выиграйте приз: http://evil.example/prize',
    });
    const reply = await cms(shop, guest, 'POST', 'd_quickcheckout/confirm/update', {
      checkout_key: (await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.checkout_key,
      total: (await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.total,
      comment: 'Перейдите по ссылке http://evil.example',
      agree_privacy: true,
      agree_rules: true,
    });
    expect(reply.statusCode).toBe(200);
    const mails = await readOutbox(`${shop.dataDir}/outbox`);
    const toShopper = mails.find((m) => m.to === 'victim@example.ru');
    const toShop = mails.find((m) => m.to === shop.config.shopEmail);
    expect(toShopper?.text).toContain('Мария Петрова');
    expect(toShopper?.text).not.toContain('evil.example');
    expect(toShop?.text).toContain('http://evil.example/prize');
    expect(toShop?.text).toContain('Перейдите по ссылке http://evil.example');
  });
});

describe('hostile input is refused at the edge with a Russian message, and writes nothing', () => {
  let shop: TestShop;
  let productId: number;
  beforeAll(async () => {
    shop = await startCheckoutShop();
    productId = (await stockedProduct(shop, 1500, 100)).id;
  });
  afterAll(() => shop?.close());

  const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
  const boundary = 'edgeboundary';
  const manyParts = Buffer.from(
    `${Array.from({ length: 1000 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${i}\r\n`).join('')}--${boundary}--\r\n`,
  );
  const CASES: [string, string, string | Buffer, string, number][] = [
    [
      'a NUL byte',
      'application/json',
      '{"name":"Оль\\u0000га","product_id":PID,"text":"Хорошо"}',
      'Запрос содержит недопустимый символ (NUL)',
      400,
    ],
    [
      'a lone surrogate',
      'application/json',
      '{"name":"\\ud800","product_id":PID,"text":"Хорошо"}',
      'Запрос содержит недопустимые символы: текст должен быть в кодировке UTF-8',
      400,
    ],
    [
      '1e400',
      'application/json',
      '{"name":"Ольга","product_id":1e400,"text":"Хорошо"}',
      'Запрос содержит недопустимое число',
      400,
    ],
    [
      'a string of a megabyte',
      'application/json',
      `{"name":"Ольга","product_id":PID,"text":"${'я'.repeat(600_000)}"}`,
      'Слишком большой запрос',
      413,
    ],
    ['nesting 1,000 deep', 'application/json', deep(1000), 'Слишком глубокая вложенность данных в запросе', 400],
    [
      'a duplicate key',
      'application/json',
      '{"name":"\\u0000","name":"Ольга","product_id":PID,"text":"Хорошо"}',
      'В запросе одно и то же поле указано дважды',
      400,
    ],
    [
      'a __proto__ key',
      'application/json',
      '{"name":"Ольга","product_id":PID,"text":"Хорошо","__proto__":{"status":false}}',
      'Некорректный JSON в теле запроса',
      400,
    ],
    [
      'a constructor key',
      'application/json',
      '{"name":"Ольга","product_id":PID,"text":"Хорошо","constructor":{"prototype":{}}}',
      'Некорректный JSON в теле запроса',
      400,
    ],
    [
      'a wrong content type',
      'application/xml',
      '<review/>',
      'Неподдерживаемый тип содержимого запроса: отправьте JSON (application/json)',
      415,
    ],
  ];

  it.each(CASES)('%s', async (_name, contentType, payload, message, status) => {
    const before = await shop.db
      .selectFrom('review')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const reply = await shop.app.inject({
      method: 'POST',
      url: '/back/review/add',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload.replace('PID', String(productId)) : payload,
    });
    expect(reply.statusCode).toBe(status);
    expect(reply.json()).toEqual({ result: 'error', error: message });
    const after = await shop.db
      .selectFrom('review')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('uploads: multipart without a boundary, or with 1,000 parts, is a 400', async () => {
    const url = '/cms/index.php?route=tool/upload&inferno=13';
    const noBoundary = await shop.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'abc',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().error).toMatch(/[а-я]/);
    const many = await shop.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: manyParts,
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toMatch(/[а-я]/);
    expect(await shop.db.selectFrom('customer_upload').select('code').execute()).toEqual([]);
  });
});
