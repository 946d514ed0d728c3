import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirm, fillCheckout, newCustomer, newGuest, outbox, putInCart, stockedProduct } from '../checkout-helpers';
import { startTestShop, type TestShop } from '../test-app';
import { adminCall, auditRows, signedIn, type Staff } from './admin-helpers';

// 'Настройки' (issue 16): the shop's name and contacts, the owner's mailbox and which copies go there, the cookie
// notice and the maintenance switch, edited by the owner without the database; each change shows at once (the
// storefront's contacts, every e-mail's signature, the maintenance page), and wrong values are refused in Russian.

const PAGE = { accept: 'text/html' };
const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

let shop: TestShop;
let owner: Staff;
let distDir: string;
beforeAll(async () => {
  // A storefront and a back-office page to send (the build is not needed for what these tests look at).
  distDir = mkdtempSync(path.join(tmpdir(), 'shop-test-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  mkdirSync(path.join(distDir, 'admin'));
  writeFileSync(path.join(distDir, 'admin', 'index.html'), INDEX);
  shop = await startTestShop({ distDir, env: { CDEK_CLIENT_ID: 'cdek-id', CDEK_CLIENT_SECRET: 'cdek-secret-value' } });
  await shop.db.updateTable('promotion').set({ status: false }).execute();
  owner = await signedIn(shop, 'owner');
});
afterAll(async () => {
  await shop?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function current() {
  const reply = await adminCall(shop, owner, 'GET', '/settings');
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** The owner's save of the settings as they are now with `change`: the reply. */
async function save(change: Record<string, unknown>) {
  const { date_modified: _d, mailbox_default: _m, integrations: _i, ...settings } = await current();
  return adminCall(shop, owner, 'PUT', '/settings', { ...settings, ...change });
}

const NEW_CONTACTS = {
  shop_name: 'Космецевтика Север',
  phone: '8 (812) 555-12-34',
  email: 'hello@north.example',
  address: 'Санкт-Петербург, Невский пр., 1',
  hours: 'Пн-Сб 09:00-20:00',
};

describe("the shop's name and contacts", () => {
  it('reach the storefront and every e-mail at once', async () => {
    const before = await shop.app.inject({ method: 'GET', url: '/back/shop/contacts' });
    expect(before.json().data).toEqual({
      shop_name: 'Космецевтика BT',
      phone: '+7 (495) 120-45-67',
      phone_href: 'tel:+74951204567',
      email: 'info@cosmetics-shop.example',
      address: 'Москва, ул. Примерная, д. 10, офис 5',
      hours: 'Пн-Пт 10:00-18:00',
    });
    const saved = await save(NEW_CONTACTS);
    expect(saved.statusCode, saved.body).toBe(200);

    // The storefront's call is kept by the catalogue version: the save moved it.
    const after = await shop.app.inject({ method: 'POST', url: '/back/shop/contacts' });
    expect(after.json().data).toEqual({ ...NEW_CONTACTS, phone_href: 'tel:+78125551234' });

    // A new customer's welcome e-mail is signed with them, in both parts.
    const customer = await newCustomer(shop);
    const welcome = (await outbox(shop)).find((m) => m.to === customer.email)!;
    expect(welcome.text).toContain('Космецевтика Север: профессиональная косметика\nТелефон: 8 (812) 555-12-34');
    expect(welcome.text).toContain('Пн-Сб 09:00-20:00');
    expect(welcome.text).not.toContain('+7 (495) 120-45-67');
    const { readFileSync } = await import('node:fs');
    const eml = readFileSync(path.join(shop.dataDir, 'outbox', welcome.file), 'utf8');
    expect(eml).toContain('tel:+78125551234');
    expect(eml).toContain('hello@north.example');
  });
});

describe("the owner's e-mails", () => {
  async function placeOrder() {
    const guest = await newGuest(shop);
    const product = await stockedProduct(shop, 1500, 10);
    await putInCart(shop, guest, product.id);
    await fillCheckout(shop, guest, 'cod');
    const reply = await confirm(shop, guest);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data.order_id as number;
  }
  const copiesOf = async (orderId: number) =>
    (await outbox(shop)).filter((m) => m.subject.includes(String(orderId)) && m.to !== 'maria.petrova@example.ru');

  it("go to the owner's mailbox, and only those turned on", async () => {
    expect((await save({ mailbox: 'owner@shop.example', notify_new_order: false })).statusCode).toBe(200);
    const quiet = await placeOrder();
    expect(await copiesOf(quiet)).toEqual([]);

    expect((await save({ notify_new_order: true })).statusCode).toBe(200);
    const told = await placeOrder();
    expect((await copiesOf(told)).map((m) => m.to)).toEqual(['owner@shop.example']);

    // An empty mailbox is the environment's SHOP_EMAIL again.
    expect((await save({ mailbox: '' })).statusCode).toBe(200);
    const settings = await current();
    expect(settings).toMatchObject({ mailbox: '', mailbox_default: shop.config.shopEmail });
    expect((await copiesOf(await placeOrder())).map((m) => m.to)).toEqual([shop.config.shopEmail]);
  });
});

describe('the cookie notice and the maintenance switch', () => {
  it('show on the storefront at once; the back office keeps working; the shop opens again', async () => {
    const page = (url: string) => shop.app.inject({ method: 'GET', url, headers: PAGE });
    const setting = async (id: number) =>
      (await shop.app.inject({ method: 'GET', url: `/back/setting/get/${id}` })).json().data.value;
    expect((await page('/')).statusCode).toBe(200);

    const closed = await save({
      maintenance: true,
      cookie_text: 'Мы храним cookie, <a href="/politika">подробнее</a>.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    try {
      expect(closed.json().data).toMatchObject({ maintenance: true });
      expect(await setting(4)).toBe('1');
      expect(await setting(3)).toBe('Мы храним cookie, <a href="/politika">подробнее</a>.');
      const home = await page('/');
      expect(home.statusCode).toBe(503);
      expect(home.headers['retry-after']).toBe('600');
      // Staff still reach the back office, its page and its calls.
      expect((await page('/admin/settings')).statusCode).toBe(200);
      expect((await adminCall(shop, owner, 'GET', '/settings')).statusCode).toBe(200);

      // A signed-in member previews the shop: the preview's cookie, then the pages as usual.
      const editor = await signedIn(shop, 'editor');
      const preview = await adminCall(shop, editor, 'GET', '/preview');
      expect(preview.statusCode).toBe(303);
      expect(preview.headers.location).toBe('/');
      const cookie = preview.cookies.find((c) => c.name === 'shop_preview')!;
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 3600 });
      const previewed = await shop.app.inject({
        method: 'GET',
        url: '/',
        headers: PAGE,
        cookies: { shop_preview: cookie.value },
      });
      expect(previewed.statusCode).toBe(200);
      // Not a forged or an outdated one, and not without a staff session.
      const [id, , signature] = cookie.value.split('.');
      for (const forged of [`${id}.${Date.now() + 3_600_000}.${signature}`, 'x', `${id}.1.${signature}`]) {
        const refused = await shop.app.inject({
          method: 'GET',
          url: '/',
          headers: PAGE,
          cookies: { shop_preview: forged },
        });
        expect(refused.statusCode, forged).toBe(503);
      }
      expect((await adminCall(shop, null, 'GET', '/preview')).statusCode).toBe(401);
    } finally {
      expect((await save({ maintenance: false })).statusCode).toBe(200);
    }
    expect(await setting(4)).toBe('0');
    expect((await page('/')).statusCode).toBe(200);
    const audit = (await auditRows(shop, 'settings', 1)).at(-1);
    expect(audit).toMatchObject({ before: { maintenance: true }, after: { maintenance: false } });
  });
});

describe('wrong values', () => {
  it.each([
    [{ shop_name: '  ' }, 'Укажите название магазина'],
    [{ phone: '12-34' }, 'Телефон — 11 цифр, например +7 (495) 120-45-67'],
    [{ phone: '+7 (495) 120-45-67 доб. 2' }, 'Телефон — 11 цифр, например +7 (495) 120-45-67'],
    [{ email: 'not an address' }, 'Некорректный e-mail для покупателей'],
    [{ mailbox: 'owner@' }, 'Некорректный e-mail почты магазина'],
    [{ address: '' }, 'Укажите адрес магазина'],
    [{ hours: '' }, 'Укажите часы работы'],
  ])('are refused with a Russian message and change nothing: %o', async (change, message) => {
    const before = await current();
    const reply = await save(change);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ result: 'error', error: message });
    expect(await current()).toEqual(before);
  });
});

describe('the secrets of the environment', () => {
  it('are shown only as set or not, never their values', async () => {
    const reply = await adminCall(shop, owner, 'GET', '/settings');
    expect(reply.json().data.integrations).toEqual({
      modulbank: false,
      cdek: true,
      smtp: false,
      telegram: false,
      vk: false,
    });
    expect(reply.body).not.toContain('cdek-secret-value');
    expect(reply.body).not.toContain('cdek-id');
  });
});

describe('a body with more than the settings', () => {
  it('keeps the settings alone', async () => {
    const opened = await current();
    const { date_modified: _d, ...sent } = opened;
    const reply = await adminCall(shop, owner, 'PUT', '/settings', { ...sent, hours: 'Пн-Пт 11:00-19:00' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ hours: 'Пн-Пт 11:00-19:00', integrations: opened.integrations });
  });
});
