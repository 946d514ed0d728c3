import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUpAccounts } from '../../src/server/account/housekeeping';
import { multipart, PDF, REGISTRATION, uniqueEmail } from './account/account-helpers';
import { cms, confirm, fillCheckout, newGuest, putInCart, startCheckoutShop, stockedProduct } from './checkout-helpers';
import { nextClientAddress } from './client-address';
import type { TestShop } from './test-app';

// Every anonymous write is limited per client address, in the database, answering 429 with a Russian message at its
// threshold; another address is served as before. (Logins and their device cookies: account/auth.test.ts.)

let shop: TestShop;
let productId: number;
let seminarId: number;

beforeAll(async () => {
  shop = await startCheckoutShop({ UPLOAD_QUOTA_MB: '1' });
  productId = (await stockedProduct(shop, 1500, 1000)).id;
  const seminar = await shop.db
    .selectFrom('seminar')
    .select('seminar_id')
    .where('status', '=', true)
    .where((eb) => eb(eb.fn.coalesce('date1', 'date'), '>=', new Date()))
    .executeTakeFirstOrThrow();
  seminarId = seminar.seminar_id;
});
afterAll(() => shop?.close());

const post = (url: string, payload: object, ip: string) =>
  shop.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

let phones = 0;
/** One anonymous write of each kind, from an address. */
const WRITES: Record<string, { max: number; message: string; write: (ip: string) => Promise<LightMyRequestResponse> }> =
  {
    reviews: {
      max: 5,
      message: 'Вы оставили много отзывов подряд. Попробуйте через час.',
      write: (ip) => post('/back/review/add', { name: 'Ольга', product_id: productId, text: 'Хороший крем' }, ip),
    },
    questions: {
      max: 5,
      message: 'Вы задали много вопросов подряд. Попробуйте через час.',
      write: (ip) =>
        post(
          '/back/faq/add',
          { name: 'Ольга', email: 'olga@example.ru', product_id: productId, text: 'Подойдёт ли?' },
          ip,
        ),
    },
    'webinar signups': {
      max: 10,
      message: 'Слишком много запросов. Попробуйте позже.',
      write: (ip) => {
        phones += 1;
        return post(
          '/back/seminar/addUserSeminar',
          {
            seminar_id: seminarId,
            seminar_name: 'Ольга',
            seminar_tele: `+7(900)000-${String(phones).padStart(4, '0').slice(0, 2)}-${String(phones).padStart(4, '0').slice(2)}`,
            seminar_city: 'Москва',
          },
          ip,
        );
      },
    },
    registrations: {
      max: 5,
      message: 'Слишком много запросов. Попробуйте позже.',
      write: (ip) =>
        post('/cms/index.php?route=api/customer/registration', { ...REGISTRATION, email: uniqueEmail('limit') }, ip),
    },
    'recovery e-mails': {
      max: 10,
      message: 'Письмо для восстановления уже отправлено несколько раз. Попробуйте через час.',
      write: (ip) =>
        post('/cms/index.php?route=api/customer/passwordRecoveryRequest', { email: uniqueEmail('nobody') }, ip),
    },
    'document uploads': {
      max: 20,
      message: 'Слишком много загрузок. Попробуйте через час.',
      write: (ip) =>
        shop.app.inject({
          method: 'POST',
          url: '/cms/index.php?route=tool/upload&inferno=13',
          remoteAddress: ip,
          ...multipart({ name: 'диплом.pdf', type: 'application/pdf', content: PDF }),
        }),
    },
  };

describe.each(Object.entries(WRITES))('%s', (_name, { max, message, write }) => {
  it(`allow ${max} an hour from one address, then answer 429; another address is served`, async () => {
    const ip = nextClientAddress();
    for (let i = 1; i <= max; i += 1) {
      const reply = await write(ip);
      expect(reply.statusCode, `${i}: ${reply.body}`).toBe(200);
    }
    const over = await write(ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ result: 'error', error: message });
    expect((await write(nextClientAddress())).statusCode).toBe(200);
  });
});

describe('recovery e-mails for one address', () => {
  it('at most 3 an hour to one e-mail, from any number of client addresses', async () => {
    const email = uniqueEmail('target');
    for (let i = 1; i <= 3; i += 1) {
      expect(
        (await post('/cms/index.php?route=api/customer/passwordRecoveryRequest', { email }, nextClientAddress()))
          .statusCode,
      ).toBe(200);
    }
    const over = await post(
      '/cms/index.php?route=api/customer/passwordRecoveryRequest',
      { email },
      nextClientAddress(),
    );
    expect(over.statusCode).toBe(429);
  });
});

describe('guest orders that send e-mail', () => {
  it('10 an hour from one address; the 11th is 429 before anything is reserved', async () => {
    const ip = nextClientAddress();
    for (let i = 1; i <= 10; i += 1) {
      const guest = await newGuest(shop, ip);
      await putInCart(shop, guest, productId, 1);
      await fillCheckout(shop, guest, 'cod');
      expect((await confirm(shop, guest)).statusCode).toBe(200);
    }
    const guest = await newGuest(shop, ip);
    await putInCart(shop, guest, productId, 1);
    await fillCheckout(shop, guest, 'cod');
    const over = await confirm(shop, guest);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('Слишком много заказов подряд. Попробуйте через час или войдите в аккаунт.');
    expect((await cms(shop, guest, 'GET', 'module/d_quickcheckout/stepsInit')).json().data.order_id ?? null).toBeNull();
  });
});

describe('uploads: bytes per hour and the disk quota', () => {
  it('a document past UPLOAD_QUOTA_MB of kept documents is refused, and documents never attached are removed after a day', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(400 * 1024, 0x20)]);
    const send = (ip: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/cms/index.php?route=tool/upload&inferno=13',
        remoteAddress: ip,
        ...multipart({ name: 'скан.pdf', type: 'application/pdf', content: big }),
      });
    // 1 MB of quota: two 400 KB documents fit, the third does not (from any address).
    await shop.db.deleteFrom('customer_upload').execute();
    expect((await send(nextClientAddress())).statusCode).toBe(200);
    expect((await send(nextClientAddress())).statusCode).toBe(200);
    const full = await send(nextClientAddress());
    expect(full.statusCode).toBe(429);
    expect(full.json().error).toBe(
      'Хранилище документов заполнено. Попробуйте позже или пришлите документ на почту магазина.',
    );

    // A day later the unclaimed documents are gone, files included, and there is room again.
    const stored = await shop.db.selectFrom('customer_upload').select('stored_name').execute();
    expect(stored).toHaveLength(2);
    await cleanUpAccounts(shop.app, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await shop.db.selectFrom('customer_upload').select('stored_name').execute()).toEqual([]);
    for (const { stored_name } of stored)
      expect(existsSync(path.join(shop.dataDir, 'upload', stored_name))).toBe(false);
    expect((await send(nextClientAddress())).statusCode).toBe(200);
  });
});
