import { describe, expect, it } from 'vitest';
import type { AdminProductRow, ProductBulkBody } from '../../../src/contract/admin-products';
import { CERTIFICATE_PRODUCT_ID } from '../../../src/domain/constants';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { PUBLIC_URL } from '../seo-helpers';
import type { TestShop } from '../test-app';
import { adminCall, auditRows, type Staff, signedIn } from './admin-helpers';
import { categoryIdOf, withEditorShop } from './editor-helpers';
import { storefrontOf } from './storefront-helpers';

// 'Товары' in the back office (issue 16): the list searched by name and article number, filtered, sorted and paged on
// the server, its CSV, and the bulk changes of ticked products, all or none, audited per product, refused as a whole
// when any product changed since the list was loaded; a disabled product leaves the storefront at once.

let shop: TestShop;
let editor: Staff;

withEditorShop({ env: { PUBLIC_URL } }, (started) => ({ shop, editor } = started));
const storefront = () => storefrontOf(shop);
const categoryPage = (category: number) => storefront().categoryPage(category);
const searched = (words: string) => storefront().searched(words);
const sitemapProducts = () => storefront().sitemapProducts();

const list = async (query = '', who: Staff = editor) => {
  const reply = await adminCall(shop, who, 'GET', `/products${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as {
    products: AdminProductRow[];
    categories: { category_id: number; name: string }[];
    total: number;
  };
};
const bulk = (body: ProductBulkBody, who: Staff = editor) => adminCall(shop, who, 'POST', '/products/bulk', body);

async function bySku(sku: string) {
  return shop.db
    .selectFrom('product')
    .select(['product_id', 'keyword', 'name', 'status', 'quantity', 'version'])
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
}
const ticked = async (...skus: string[]) =>
  Promise.all(
    skus.map(async (sku) => ({ product_id: (await bySku(sku)).product_id, version: (await bySku(sku)).version })),
  );

const categoryId = (keyword: string) => categoryIdOf(shop, keyword);

describe('the products list', () => {
  it('finds a product by its article number or words of its name, with its price, stock, status and specials', async () => {
    const bySkuFound = await list('?q=BT1005');
    expect(bySkuFound.products.map((p) => p.sku)).toEqual(['bt1005']);
    const peel = await bySku('bt1005');
    expect(bySkuFound.products[0]).toMatchObject({
      product_id: peel.product_id,
      name: peel.name,
      keyword: peel.keyword,
      quantity: peel.quantity,
      status: true,
      version: peel.version,
    });
    expect(bySkuFound.products[0].image).toMatch(/^\/image\/catalog\//);
    expect(bySkuFound.products[0].categories).toEqual(
      expect.arrayContaining([await categoryId('ximicheskie-pilingi'), await categoryId('uhod_za_litsom')]),
    );
    const byName = await list(`?q=${encodeURIComponent('миндальный')}`);
    expect(byName.products.map((p) => p.sku)).toContain('bt1001');
    expect(byName.products.every((p) => p.name.toLowerCase().includes('миндальный'))).toBe(true);
  });

  it('names the categories for the filter and the move, without the shop-wide two', async () => {
    const { categories } = await list('?limit=1');
    expect(categories.map((c) => c.name)).toContain('Пилинги');
    expect(categories.map((c) => c.name)).toContain('Для лица › Сыворотки');
    expect(categories.map((c) => c.category_id)).not.toContain(await categoryId('vsja-produktsija'));
    expect(categories.map((c) => c.category_id)).not.toContain(await categoryId('aktsii'));
  });

  it('filters by category, stock, status and specials in force; never lists the gift certificate', async () => {
    const peels = await categoryId('ximicheskie-pilingi');
    const inPeels = await list(`?category_id=${peels}&limit=100`);
    const linked = await shop.db
      .selectFrom('product_to_category')
      .select('product_id')
      .where('category_id', '=', peels)
      .execute();
    expect(inPeels.total).toBe(linked.length);

    const gone = await bySku('bt1007');
    await shop.db.updateTable('product').set({ quantity: 0 }).where('product_id', '=', gone.product_id).execute();
    const out = await list('?stock=out&limit=100');
    expect(out.products.map((p) => p.product_id)).toContain(gone.product_id);
    expect(out.products.every((p) => p.quantity <= 0)).toBe(true);
    expect((await list('?stock=in&limit=100')).products.every((p) => p.quantity > 0)).toBe(true);

    const all = await list('?limit=1');
    const specials = await list('?special=yes&limit=100');
    expect(specials.total).toBeGreaterThan(0);
    expect(specials.products.every((p) => p.specials.some((s) => s.customer_group_id === 1))).toBe(true);
    expect((await list('?special=no&limit=1')).total).toBe(all.total - specials.total);
    expect((await list('?status=off')).total).toBe(0);

    const everything = await list('?limit=100&page=1');
    const rest = await list('?limit=100&page=2');
    const ids = [...everything.products, ...rest.products].map((p) => p.product_id);
    expect(ids).not.toContain(CERTIFICATE_PRODUCT_ID);
    expect(new Set(ids).size).toBe(all.total);
  });

  it('sorts by a column either way and pages', async () => {
    const cheapest = await list('?sort=price&order=asc&limit=5');
    const prices = cheapest.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dearest = await list('?sort=price&order=desc&limit=1');
    expect(dearest.products[0].price).toBeGreaterThanOrEqual(Math.max(...prices));
    const names = (await list('?limit=3')).products.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    const second = await list('?limit=3&page=2');
    expect(second.products.map((p) => p.name)).not.toContain(names[0]);
  });

  it('is the catalogue’s: the owner and editors, not a manager; a bad query is a Russian 400', async () => {
    const owner = await signedIn(shop, 'owner');
    expect((await adminCall(shop, owner, 'GET', '/products')).statusCode).toBe(200);
    const manager = await signedIn(shop, 'manager');
    for (const [method, path] of [
      ['GET', '/products'],
      ['GET', '/products.csv'],
      ['POST', '/products/bulk'],
    ] as const) {
      const reply = await adminCall(
        shop,
        manager,
        method,
        path,
        method === 'POST' ? { action: 'enable', products: [] } : undefined,
      );
      expect(reply.statusCode, path).toBe(403);
      expect(reply.json().error).toBe(ADMIN_MESSAGES.forbidden);
    }
    for (const query of ['?stock=maybe', '?sort=viewed', '?category_id=0', `?q=${'я'.repeat(101)}`]) {
      const reply = await adminCall(shop, editor, 'GET', `/products${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().error).toMatch(/[а-яё]/i);
    }
  });
});

describe('bulk changes', () => {
  it('disables the ticked products at once: gone from the category page, the search, the sitemap and their page', async () => {
    const peels = await categoryId('ximicheskie-pilingi');
    const a = await bySku('bt1002');
    const b = await bySku('bt1003');
    const before = await categoryPage(peels);
    expect(before.ids).toEqual(expect.arrayContaining([a.product_id, b.product_id]));
    expect(await searched('bt1002')).toContain(a.product_id);
    expect(await sitemapProducts()).toContain(`${PUBLIC_URL}/${a.keyword}`);

    const reply = await bulk({ action: 'disable', products: await ticked('bt1002', 'bt1003') });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toEqual({ changed: 2 });

    const after = await categoryPage(peels);
    expect(after.total).toBe(before.total - 2);
    expect(after.ids).not.toContain(a.product_id);
    expect(after.ids).not.toContain(b.product_id);
    expect(await searched('bt1002')).not.toContain(a.product_id);
    expect(await sitemapProducts()).not.toContain(`${PUBLIC_URL}/${a.keyword}`);
    const page = await shop.app.inject({ method: 'POST', url: '/back/product/one', payload: { id: a.product_id } });
    expect(page.statusCode).toBe(404);
    expect(page.json().error).toBe('Товар не найден');
    expect((await shop.app.inject({ method: 'GET', url: `/${a.keyword}` })).statusCode).toBe(404);

    const rows = await auditRows(shop, 'product', a.product_id);
    expect(rows.at(-1)).toMatchObject({
      action: 'disable',
      actor: editor.email,
      before: { status: true, version: a.version },
      after: { status: false, version: a.version + 1 },
    });
    expect((await list('?status=off')).products.map((p) => p.sku).sort()).toEqual(['bt1002', 'bt1003']);

    const enabled = await bulk({ action: 'enable', products: await ticked('bt1002', 'bt1003') });
    expect(enabled.json().data).toEqual({ changed: 2 });
    expect((await categoryPage(peels)).total).toBe(before.total);
    expect(await searched('bt1002')).toContain(a.product_id);
    expect(await sitemapProducts()).toContain(`${PUBLIC_URL}/${a.keyword}`);
    expect((await auditRows(shop, 'product', a.product_id)).at(-1)).toMatchObject({
      action: 'enable',
      before: { status: false },
      after: { status: true },
    });
  });

  it('sets the stock of each ticked product, audited with what it was; a product already there is left alone', async () => {
    const a = await bySku('bt1004');
    const b = await bySku('bt1006');
    await shop.db.updateTable('product').set({ quantity: 3 }).where('product_id', '=', b.product_id).execute();
    const reply = await bulk({ action: 'stock', quantity: 3, products: await ticked('bt1004', 'bt1006') });
    expect(reply.json().data).toEqual({ changed: 1 });
    expect((await bySku('bt1004')).quantity).toBe(3);
    expect((await auditRows(shop, 'product', a.product_id)).at(-1)).toMatchObject({
      action: 'stock',
      before: { quantity: a.quantity },
      after: { quantity: 3 },
    });
    expect(await auditRows(shop, 'product', b.product_id)).toEqual([]);
    const missing = await bulk({ action: 'stock', products: await ticked('bt1004') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(ADMIN_MESSAGES.stockNeeded);
    const negative = await bulk({ action: 'stock', quantity: -1, products: await ticked('bt1004') });
    expect(negative.statusCode).toBe(400);
  });

  it('moves the ticked products into one category, keeping the shop-wide links', async () => {
    const serums = await categoryId('syvorotki');
    const all = await categoryId('vsja-produktsija');
    const a = await bySku('bt1008');
    const reply = await bulk({ action: 'move', category_id: serums, products: await ticked('bt1008') });
    expect(reply.json().data).toEqual({ changed: 1 });
    const links = await shop.db
      .selectFrom('product_to_category')
      .select('category_id')
      .where('product_id', '=', a.product_id)
      .orderBy('category_id')
      .execute();
    expect(links.map((l) => l.category_id).sort()).toEqual([all, serums].sort());
    expect((await categoryPage(serums)).ids).toContain(a.product_id);
    expect((await categoryPage(await categoryId('ximicheskie-pilingi'))).ids).not.toContain(a.product_id);
    const moved = await bySku('bt1008');
    expect(moved.version).toBe(a.version + 1);
    expect((await auditRows(shop, 'product', a.product_id)).at(-1)).toMatchObject({
      action: 'move',
      before: {
        categories: [await categoryId('ximicheskie-pilingi'), await categoryId('uhod_za_litsom')].sort((x, y) => x - y),
      },
      after: { categories: [serums], version: a.version + 1 },
    });
    for (const category_id of [undefined, all, 999_999]) {
      const refused = await bulk({ action: 'move', category_id, products: await ticked('bt1008') });
      expect(refused.statusCode, String(category_id)).toBe(400);
      expect(refused.json().error).toBe(ADMIN_MESSAGES.categoryNeeded);
    }
  });

  it('refuses the whole change when any ticked product changed since the list was loaded, with them as they are', async () => {
    const copy = await ticked('bt1010', 'bt1011');
    const [first, second] = copy;
    // Someone else (or an order) changes the second product after the list was loaded.
    await shop.db.updateTable('product').set({ quantity: 1 }).where('product_id', '=', second.product_id).execute();
    const reply = await bulk({ action: 'disable', products: copy });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error).toBe('Запись изменена другим сотрудником');
    const fresh = reply.json().data as AdminProductRow[];
    expect(fresh.map((p) => p.product_id)).toEqual([first.product_id, second.product_id]);
    expect(fresh[1]).toMatchObject({ quantity: 1, version: second.version + 1 });
    // Nothing half-done: the first product is untouched and unaudited.
    expect((await bySku('bt1010')).status).toBe(true);
    expect((await bySku('bt1010')).version).toBe(first.version);
    expect(await auditRows(shop, 'product', first.product_id)).toEqual([]);

    // A product gone (or the gift certificate) is not one of the list's either.
    const certificate = await bulk({
      action: 'disable',
      products: [{ product_id: CERTIFICATE_PRODUCT_ID, version: 1 }],
    });
    expect(certificate.statusCode).toBe(409);
    expect(certificate.json().data).toEqual([]);
  });

  it('a look at a product (the view counter) does not make a copy stale; any other change does', async () => {
    const before = await bySku('bt1012');
    await shop.db
      .updateTable('product')
      .set((eb) => ({ viewed: eb('viewed', '+', 5) }))
      .where('product_id', '=', before.product_id)
      .execute();
    expect((await bySku('bt1012')).version).toBe(before.version);
    await shop.db.updateTable('product').set({ price: 1234 }).where('product_id', '=', before.product_id).execute();
    expect((await bySku('bt1012')).version).toBe(before.version + 1);
  });
});

describe('the CSV export', () => {
  it('has the filtered products with prices, specials, stock, status and categories, for Excel; never cached', async () => {
    const reply = await adminCall(shop, editor, 'GET', `/products.csv?q=${encodeURIComponent('bt100')}&sort=sku`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(reply.headers['cache-control']).toBe('no-store');
    const lines = reply.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '\uFEFF"Артикул";"Название";"Цена";"Акция";"Цена для специалистов";"Остаток";"Статус";"Категории"',
    );
    expect(lines).toHaveLength(10);
    const first = await list('?q=bt1001');
    const peel = first.products[0];
    expect(lines[1]).toBe(
      [
        'bt1001',
        peel.name,
        peel.price,
        peel.specials.find((s) => s.customer_group_id === 1)?.price ?? '',
        peel.specials.find((s) => s.customer_group_id === 2)?.price ?? '',
        peel.quantity,
        'включён',
        'Пилинги, Для лица',
      ]
        .map((cell) => `"${cell}"`)
        .join(';'),
    );
  });
});
