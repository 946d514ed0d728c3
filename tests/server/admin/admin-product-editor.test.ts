import { describe, expect, it } from 'vitest';
import type { ProductEditorRecord, ProductEditorValues } from '../../../src/contract/admin-product-editor';
import { CUSTOMER_GROUP } from '../../../src/domain/constants';
import { PRODUCT_EDITOR_TEXT } from '../../../src/domain/product-editor';
import { groupUnitPrice, specialsOf } from '../../../src/server/db/product-prices';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { PUBLIC_URL } from '../seo-helpers';
import type { TestShop } from '../test-app';
import { adminCall, auditRows, type Staff, signedIn } from './admin-helpers';
import { productIdOf, uploadedPicture, withEditorShop } from './editor-helpers';
import { storefrontOf } from './storefront-helpers';

/** The product editor (issue 16): a product opened, saved with its version, created; the storefront follows at once. */

let shop: TestShop;
let editor: Staff;

withEditorShop({ env: { PUBLIC_URL } }, (started) => ({ shop, editor } = started));

const open = async (id: number) => {
  const reply = await adminCall(shop, editor, 'GET', `/products/${id}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as ProductEditorRecord;
};
const save = (id: number, values: ProductEditorValues, version: number, who: Staff = editor) =>
  adminCall(shop, who, 'POST', `/products/${id}`, { values, version });
const create = (values: ProductEditorValues) => adminCall(shop, editor, 'POST', '/products', { values, version: 0 });

const idOf = (sku: string) => productIdOf(shop, sku);

/** The storefront's product call, as the product page makes it. */
async function storefrontProduct(id: number) {
  const reply = await shop.app.inject({ method: 'POST', url: '/back/product/one', payload: { id } });
  return { status: reply.statusCode, data: reply.json().data };
}

const uploaded = async (width: number) => ({ path: await uploadedPicture(shop, editor, width) });

describe('an existing product', () => {
  it('opens with its values as typed in the form, its own categories and its pictures', async () => {
    const record = await open(await idOf('bt1001'));
    expect(record.values).toMatchObject({ sku: 'bt1001', status: true, keyword: expect.any(String) });
    expect(record.href).toBe(`/${record.values.keyword}`);
    expect(record.values.price).toMatch(/^\d+$/);
    expect(record.values.category_ids.length).toBeGreaterThan(0);
    expect(record.values.pictures[0].path).toMatch(/^catalog\//);
    expect(record.picture_urls[0]).toMatch(/^\/image\/catalog\//);
  });

  it('saves name, price, stock, description and a new address: the storefront shows them, the old address moves', async () => {
    const id = await idOf('bt1003');
    const before = await open(id);
    const values = {
      ...before.values,
      name: 'Пилинг гликолевый обновлённый',
      price: '2 345',
      quantity: '17',
      keyword: 'piling-glikolevyj-novyj',
      description: '<p>Новый текст</p><script>alert(1)</script>',
      videos: ['https://youtu.be/dQw4w9WgXcQ'],
    };
    const reply = await save(id, values, before.version);
    expect(reply.statusCode, reply.body).toBe(200);
    const after = reply.json().data as ProductEditorRecord;
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.values).toMatchObject({ name: values.name, price: '2345', quantity: '17', keyword: values.keyword });

    const shown = await storefrontProduct(id);
    expect(shown.data).toMatchObject({ name: values.name, quantity: 17, videos: [{ href: values.videos[0] }] });
    expect(Number(shown.data.price)).toBe(2345);
    // The shop's one HTML policy: the script never reaches a shopper.
    expect(shown.data.description).toContain('<p>Новый текст</p>');
    expect(shown.data.description).not.toContain('script');
    const old = await shop.app.inject({
      method: 'GET',
      url: `/${before.values.keyword}`,
      headers: { accept: 'text/html' },
    });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/${values.keyword}`);

    const [audit] = (await auditRows(shop, 'product', id)).filter((row) => row.action === 'edit');
    expect(audit.before).toMatchObject({ name: before.values.name });
    expect(audit.after).toMatchObject({ name: values.name, keyword: values.keyword });
  });

  it("refuses a save from a stale copy with 'Запись изменена другим сотрудником' and the product as it is", async () => {
    const id = await idOf('bt1004');
    const opened = await open(id);
    expect((await save(id, { ...opened.values, quantity: '5' }, opened.version)).statusCode).toBe(200);
    const late = await save(id, { ...opened.values, quantity: '9' }, opened.version);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: ADMIN_MESSAGES.stale, data: { values: { quantity: '5' } } });
    expect((await storefrontProduct(id)).data.quantity).toBe(5);
  });

  it('refuses what the editor refuses, in its words, and a picture that is not the shop’s', async () => {
    const opened = await open(await idOf('bt1005'));
    const cases: [Partial<ProductEditorValues>, string][] = [
      [{ name: '  ' }, PRODUCT_EDITOR_TEXT.nameMissing],
      [{ price: '12,50' }, PRODUCT_EDITOR_TEXT.price],
      [{ price: '-1' }, PRODUCT_EDITOR_TEXT.price],
      [{ quantity: '1.5' }, PRODUCT_EDITOR_TEXT.quantity],
      [{ videos: ['https://evil.example/video'] }, PRODUCT_EDITOR_TEXT.video],
      [{ keyword: 'с пробелом' }, 'Адрес страницы — латинские буквы, цифры, «-» и «_», без пробелов и «/»'],
      [{ keyword: 'news' }, 'Адрес /news уже занят другой страницей магазина'],
      [{ pictures: [{ path: '../../etc/passwd', alt: '' }] }, 'Изображение не найдено: загрузите его заново'],
      [
        { specials: [{ customer_group_id: 1, price: 'дёшево', date_start: '', date_end: '' }] },
        PRODUCT_EDITOR_TEXT.specialPrice,
      ],
      [
        { specials: [{ customer_group_id: 2, price: '100', date_start: '2026-12-31', date_end: '2026-01-01' }] },
        PRODUCT_EDITOR_TEXT.specialDate,
      ],
      [
        { specials: [{ customer_group_id: 1, price: '100', date_start: '2026-02-30', date_end: '' }] },
        PRODUCT_EDITOR_TEXT.specialDate,
      ],
    ];
    for (const [change, message] of cases) {
      const reply = await save(opened.product_id, { ...opened.values, ...change }, opened.version);
      expect(reply.statusCode, JSON.stringify(change)).toBe(400);
      expect(reply.json().error).toBe(message);
    }
    expect((await open(opened.product_id)).version).toBe(opened.version);
  });

  it('is for the catalogue roles: a manager gets 403', async () => {
    const manager = await signedIn(shop, 'manager');
    expect((await adminCall(shop, manager, 'GET', `/products/${await idOf('bt1001')}`)).statusCode).toBe(403);
  });
});

describe("'Скидка 30% для специалистов' (decision 0026)", () => {
  /** What a professional pays for the product now, priced as the cart and the cards price it. */
  async function professionalPays(id: number) {
    const row = await shop.db
      .selectFrom('product')
      .select('price')
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    const specials = await specialsOf(shop.db, [id], CUSTOMER_GROUP.PROFESSIONAL);
    return groupUnitPrice(Number(row.price), specials.get(id) ?? [], CUSTOMER_GROUP.PROFESSIONAL);
  }

  it('is one switch: the professionals’ price and the badge follow it and the price, audited, at once', async () => {
    const id = await idOf('bt1005');
    const before = await open(id);
    // Seeded on; the editor's specials do not list the row it makes.
    expect(before.values.pro_discount).toBe(true);
    expect(before.values.specials.filter((s) => s.customer_group_id === 2)).toEqual([]);
    expect(await professionalPays(id)).toBe(Math.round(Number(before.values.price) * 0.7));
    expect((await storefrontProduct(id)).data.pro_discount).toBe(true);

    const off = await save(id, { ...before.values, pro_discount: false }, before.version);
    expect(off.statusCode, off.body).toBe(200);
    expect(await professionalPays(id)).toBe(Number(before.values.price));
    expect((await storefrontProduct(id)).data.pro_discount).toBe(false);
    const [audit] = (await auditRows(shop, 'product', id)).filter((row) => row.action === 'edit');
    expect(audit.before).toMatchObject({ pro_discount: true });
    expect(audit.after).toMatchObject({ pro_discount: false });

    const on = await save(id, { ...before.values, price: '3001', pro_discount: true }, off.json().data.version);
    expect(on.statusCode, on.body).toBe(200);
    expect(await professionalPays(id)).toBe(2101);
    expect((await storefrontProduct(id)).data.pro_discount).toBe(true);
  });

  it('gives way to a specialists’ special while it lasts, and comes back with its end', async () => {
    const id = await idOf('bt1006');
    const before = await open(id);
    const special = { customer_group_id: 2 as const, price: '500', date_start: '', date_end: '' };
    const reply = await save(id, { ...before.values, specials: [special] }, before.version);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await professionalPays(id)).toBe(500);
    const after = reply.json().data as ProductEditorRecord;
    expect(after.values.specials).toEqual([special]);
    const ended = { ...special, date_start: '2020-01-01', date_end: '2020-01-31' };
    expect((await save(id, { ...after.values, specials: [ended] }, after.version)).statusCode).toBe(200);
    expect(await professionalPays(id)).toBe(Math.round(Number(before.values.price) * 0.7));
  });

  it('is refused in Russian on a product that costs nothing', async () => {
    const id = await idOf('bt1007');
    const before = await open(id);
    const reply = await save(id, { ...before.values, price: '0', pro_discount: true }, before.version);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe(PRODUCT_EDITOR_TEXT.proDiscount);
  });
});

describe('a new product', () => {
  it('is created with two pictures, stock and a category, and shows in its category, the search and the sitemap', async () => {
    const [first, second] = [await uploaded(800), await uploaded(600)];
    const options = (await adminCall(shop, editor, 'GET', '/products/editor-options')).json().data;
    const peels = options.categories.find((c: { name: string }) => c.name === 'Пилинги');
    const reply = await create({
      name: 'Маска альгинатная с гиалуроновой кислотой',
      sku: 'bt5555',
      keyword: '',
      status: true,
      category_ids: [peels.category_id],
      description: '<p>Увлажняет.</p>',
      price: '1890',
      quantity: '12',
      minimum: '1',
      pro_discount: true,
      pictures: [
        { path: first.path, alt: 'Маска в банке' },
        { path: second.path, alt: 'Текстура маски' },
      ],
      specials: [{ customer_group_id: 1, price: '1590', date_start: '', date_end: '' }],
      videos: [],
      options: [],
      related_ids: [],
      meta_title: '',
      meta_description: '',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const record = reply.json().data as ProductEditorRecord;
    // The address is made from the name.
    expect(record.values.keyword).toBe('maska-alginatnaja-s-gialuronovoj-kislotoj');
    expect(record.values.pictures.map((p) => p.path)).toEqual([first.path, second.path]);

    const shown = await storefrontProduct(record.product_id);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({
      name: 'Маска альгинатная с гиалуроновой кислотой',
      quantity: 12,
      sku: 'bt5555',
    });
    expect(shown.data.images).toHaveLength(1);
    // The shoppers' special is in force: a guest sees it.
    expect(shown.data.special).toBe(1590);
    expect(record.values.specials).toEqual([{ customer_group_id: 1, price: '1590', date_start: '', date_end: '' }]);
    const storefront = storefrontOf(shop);
    expect((await storefront.categoryPage(peels.category_id)).ids).toContain(record.product_id);
    expect(await storefront.searched('альгинатная')).toContain(record.product_id);
    expect(await storefront.sitemapProducts()).toContain(`${PUBLIC_URL}/${record.values.keyword}`);
    // Its address resolves to it, as the storefront's router asks.
    const resolved = await shop.app.inject({ method: 'POST', url: `/back/url${record.href}`, payload: {} });
    expect(resolved.json().data).toMatchObject({ module: 'product', id: record.product_id });

    const [audit] = await auditRows(shop, 'product', record.product_id);
    expect(audit.action).toBe('create');
  });
});
