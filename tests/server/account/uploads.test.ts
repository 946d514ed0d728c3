import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../test-app';
import {
  multipart,
  PDF,
  PNG,
  post,
  REGISTRATION,
  registerCustomer,
  SESSION,
  sessionCookieOf,
  uniqueEmail,
} from './account-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
});
afterAll(async () => {
  await shop?.close();
});

const UPLOAD = '/cms/index.php?route=tool/upload&inferno=13';
const AVATAR = '/cms/index.php?route=/api/customer/uploadImage';

function upload(
  url: string,
  file: { name: string; type: string; content: Buffer },
  fields: Record<string, string> = {},
  cookie?: string,
) {
  const body = multipart(file, fields);
  return shop.app.inject({ method: 'POST', url, ...body, cookies: cookie ? { [SESSION]: cookie } : {} });
}

describe('the registration document upload', () => {
  it('accepts a PDF and an image, checked by their bytes, and keeps them out of the public image folder', async () => {
    for (const file of [
      { name: 'диплом.pdf', type: 'application/pdf', content: PDF },
      { name: 'card.png', type: 'image/png', content: PNG },
    ]) {
      const reply = await upload(UPLOAD, file);
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toEqual({
        success: `Файл «${file.name}» загружен`,
        code: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      });
    }
    expect(readdirSync(path.join(shop.dataDir, 'upload'))).toHaveLength(2);
    expect(existsSync(path.join(shop.dataDir, 'image'))).toBe(false);
  });

  it('refuses a file that is not an image or PDF, whatever its name and declared type', async () => {
    const reply = await upload(UPLOAD, {
      name: 'diplom.pdf',
      type: 'application/pdf',
      content: Buffer.from('MZ\x90\x00 this is an executable'),
    });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toEqual({
      result: 'error',
      error: 'Можно загрузить только изображение (JPEG, PNG, WebP) или PDF',
    });
    const svg = await upload(UPLOAD, {
      name: 'x.svg',
      type: 'image/svg+xml',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(svg.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const reply = await upload(UPLOAD, { name: 'big.pdf', type: 'application/pdf', content: big });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ result: 'error', error: 'Файл слишком большой: не больше 5 МБ' });
  });

  it('refuses a request without a file', async () => {
    const reply = await shop.app.inject({ method: 'POST', url: UPLOAD, payload: { file: 'x' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Отправьте файл в поле «file» (multipart/form-data)');
  });

  it('a professional registers with the uploaded document and is not logged in: the shop checks it first', async () => {
    const code = (await upload(UPLOAD, { name: 'diplom.pdf', type: 'application/pdf', content: PDF })).json().data.code;
    const email = uniqueEmail('cosmetolog');
    const reply = await post(shop, '/cms/index.php?route=api/customer/registration', {
      ...REGISTRATION,
      customer_type: 2,
      email,
      sertificat: code,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({ cosmetolog_message: expect.stringContaining('проверим ваш документ') });
    expect(sessionCookieOf(reply)).toBeUndefined();
    const row = await shop.db.selectFrom('customer').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_type: 2, customer_group_id: 1, professional_status: 'pending' });
    const file = await shop.db
      .selectFrom('customer_upload')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(file.customer_id).toBe(row.customer_id);
    // The same document cannot be claimed twice.
    const again = await post(shop, '/cms/index.php?route=api/customer/registration', {
      ...REGISTRATION,
      customer_type: 2,
      email: uniqueEmail(),
      sertificat: code,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Загрузите диплом или карту клиента (изображение или PDF)');
  });
});

describe('the avatar upload', () => {
  it('needs a logged-in customer uploading for themselves', async () => {
    const guest = await upload(AVATAR, { name: 'me.png', type: 'image/png', content: PNG });
    expect(guest.statusCode).toBe(401);
    const anna = await registerCustomer(shop);
    const boris = await registerCustomer(shop);
    const foreign = await upload(
      AVATAR,
      { name: 'me.png', type: 'image/png', content: PNG },
      { customer_id: String(anna.customerId) },
      boris.cookie,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('stores an image as the avatar, served under /image/avatar', async () => {
    const anna = await registerCustomer(shop);
    const reply = await upload(
      AVATAR,
      { name: 'me.png', type: 'image/png', content: PNG },
      { customer_id: String(anna.customerId) },
      anna.cookie,
    );
    expect(reply.statusCode).toBe(200);
    const { image, user } = reply.json().data;
    expect(image).toMatch(new RegExp(`^/image/avatar/${anna.customerId}-[A-Za-z0-9_-]+\\.png$`));
    expect(user.avatar).toEqual({ image, password: '' });
    const served = await shop.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses an avatar that does not decode as the picture its first bytes name', async () => {
    const anna = await registerCustomer(shop);
    const forged = [
      Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]), // a PNG signature and nothing of a PNG after it
      PNG.subarray(0, PNG.length - 30), // a PNG cut short
    ];
    for (const content of forged) {
      const reply = await upload(
        AVATAR,
        { name: 'me.png', type: 'image/png', content },
        { customer_id: String(anna.customerId) },
        anna.cookie,
      );
      expect(reply.statusCode).toBe(415);
      expect(reply.json().error).toBe(
        'Изображение не удалось прочитать: загрузите другой файл JPEG, PNG или WebP до 40 мегапикселей',
      );
    }
  });

  it('refuses a PDF as an avatar', async () => {
    const anna = await registerCustomer(shop);
    const reply = await upload(
      AVATAR,
      { name: 'me.pdf', type: 'application/pdf', content: PDF },
      { customer_id: String(anna.customerId) },
      anna.cookie,
    );
    expect(reply.statusCode).toBe(415);
    expect(reply.json().error).toBe('Аватар должен быть изображением JPEG, PNG или WebP');
  });
});
