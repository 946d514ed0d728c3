import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS_PER_PAGE } from '../../src/server/catalogue/product-list';
import { categoryIdOf, productIdOf } from './admin/editor-helpers';
import { startTestShop, type TestShop } from './test-app';

// Categories, filters and product lists (product §7 "Content"/"Catalogue"), as a guest (group 0) calls them over HTTP.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

async function post(url: string, payload?: unknown) {
  const reply = await shop.app.inject({ method: 'POST', url, payload: payload as object | undefined });
  return { status: reply.statusCode, body: reply.json() };
}

const CARD_KEYS = [
  'date_available',
  'has_required_option',
  'image',
  'name',
  'price',
  'pro_discount',
  'product_id',
  'quantity',
  'sku',
  'special',
  'specials',
  'url',
];

describe('/back/category/list {parent_id}', () => {
  it('lists the top level in menu order, each with its page address and picture', async () => {
    const { status, body } = await post('/back/category/list', { parent_id: 0 });
    expect(status).toBe(200);
    expect(body.result).toBe('success');
    expect(body.data.map((c: { name: string }) => c.name)).toEqual([
      'Вся продукция',
      'Пилинги',
      'Кремы',
      'Для лица',
      'Для тела',
      'Для волос',
      'Акции',
    ]);
    // The demo categories have no picture.
    expect(body.data[2]).toEqual({
      category_id: await categoryIdOf(shop, 'kremi'),
      name: 'Кремы',
      catalog_href: '/kremi',
      image: null,
    });
  });

  it('lists the sub-categories of a category, and nothing under a leaf', async () => {
    const face = await post('/back/category/list', { parent_id: await categoryIdOf(shop, 'uhod_za_litsom') });
    expect(face.body.data.map((c: { catalog_href: string }) => c.catalog_href)).toEqual([
      '/syvorotki',
      '/maski',
      '/ochischenie',
    ]);
    const leaf = await post('/back/category/list', { parent_id: await categoryIdOf(shop, 'syvorotki') });
    expect(leaf).toEqual({ status: 200, body: { result: 'success', data: [] } });
  });

  it('answers 404 for an unknown category and 400 in Russian for a bad body', async () => {
    expect(await post('/back/category/list', { parent_id: 999_999 })).toEqual({
      status: 404,
      body: { result: 'error', error: 'Категория не найдена' },
    });
    expect(await post('/back/category/list', {})).toEqual({
      status: 400,
      body: { result: 'error', error: 'Не заполнено обязательное поле «parent_id»' },
    });
    expect((await post('/back/category/list', { parent_id: 'кремы' })).body.error).toBe(
      'Поле «parent_id» должно быть целым числом',
    );
  });
});

describe('/back/category/filters {category_id}', () => {
  it('gives the filter groups a category offers, each with its filters', async () => {
    const { status, body } = await post('/back/category/filters', { category_id: await categoryIdOf(shop, 'kremi') });
    expect(status).toBe(200);
    expect(body.data.map((g: { name: string }) => g.name)).toEqual(['Тип кожи', 'Назначение']);
    expect(body.data[0].filters[0]).toEqual({ filter_id: expect.any(Number), name: 'Сухая' });
    expect(Object.keys(body.data[0]).sort()).toEqual(['filter_group_id', 'filters', 'name']);
  });

  it('answers 404 for an unknown category and 400 without one', async () => {
    expect((await post('/back/category/filters', { category_id: 999_999 })).status).toBe(404);
    expect(await post('/back/category/filters', {})).toEqual({
      status: 400,
      body: { result: 'error', error: 'Не заполнено обязательное поле «category_id»' },
    });
  });
});

describe('/back/product/list (catalogue request config)', () => {
  it('lists every product 12 a page without a body, as cards priced for a guest', async () => {
    const { status, body } = await post('/back/product/list');
    expect(status).toBe(200);
    const total = (
      await shop.db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', true)
        .executeTakeFirstOrThrow()
    ).n;
    expect(body.data.total).toBe(Number(total));
    expect(body.data.pages).toBe(Math.ceil(Number(total) / PRODUCTS_PER_PAGE));
    expect(body.data.current_page).toBe(1);
    expect(body.data.products).toHaveLength(PRODUCTS_PER_PAGE);
    expect(Object.keys(body.data.products[0]).sort()).toEqual(CARD_KEYS);
    // bt1001 has a group-1 sale (2090) and a group-2 price: a guest sees the sale only.
    expect(body.data.products[0]).toMatchObject({
      sku: 'bt1001',
      price: 2450,
      special: 2090,
      specials: [{ customer_group_id: 1, price: 2090 }],
      url: 'piling-mindalnyj-30',
      // With the picture's version and size (decision 0019).
      image: expect.stringMatching(
        /^\/image\/catalog\/demo\/products\/piling-mindalnyj-30\.svg\?v=[\w-]{12}&size=600x600$/,
      ),
    });
  });

  it('gives the next page, and an empty page past the end', async () => {
    const first = (await post('/back/product/list', { current_page: 1 })).body.data;
    const second = (await post('/back/product/list', { current_page: 2 })).body.data;
    expect(second.current_page).toBe(2);
    const ids = new Set(first.products.map((p: { product_id: number }) => p.product_id));
    expect(second.products.some((p: { product_id: number }) => ids.has(p.product_id))).toBe(false);
    const beyond = (await post('/back/product/list', { current_page: first.pages + 1 })).body.data;
    expect(beyond.products).toEqual([]);
    expect(beyond.pages).toBe(first.pages);
  });

  it("lists a category's products with its name and trail", async () => {
    const serums = await categoryIdOf(shop, 'syvorotki');
    const { body } = await post('/back/product/list', {
      namePage: 'syvorotki',
      category_id: serums,
      filters: [],
      current_page: 1,
      categories: [],
    });
    expect(body.data.category).toEqual({
      category_id: serums,
      name: 'Сыворотки',
      catalog_href: '/syvorotki',
      parent_id: await categoryIdOf(shop, 'uhod_za_litsom'),
    });
    expect(body.data.trail.map((c: { name: string }) => c.name)).toEqual(['Для лица', 'Сыворотки']);
    expect(body.data.products.length).toBeGreaterThan(0);
    const linked = await shop.db
      .selectFrom('product_to_category')
      .select('product_id')
      .where('category_id', '=', serums)
      .execute();
    expect(body.data.total).toBe(linked.length);
    const linkedIds = linked.map((row) => row.product_id);
    for (const product of body.data.products) expect(linkedIds).toContain(product.product_id);
  });

  it('takes the category from the page name when the body has no id', async () => {
    const { body } = await post('/back/product/list', { namePage: 'kremi' });
    expect(body.data.category.name).toBe('Кремы');
    expect(body.data.total).toBe(
      (await post('/back/product/list', { category_id: await categoryIdOf(shop, 'kremi') })).body.data.total,
    );
    // A page name that is no category's address lists every product.
    expect((await post('/back/product/list', { namePage: 'catalog' })).body.data).toMatchObject({
      category: null,
      total: (await post('/back/product/list')).body.data.total,
    });
  });

  it('narrows by filters: any filter of one group, and every group', async () => {
    const face = await categoryIdOf(shop, 'uhod_za_litsom');
    const filters = await shop.db.selectFrom('filter').select(['filter_id', 'name']).execute();
    const id = (name: string) => filters.find((f) => f.name === name)!.filter_id;
    const list = async (names: string[]) =>
      (await post('/back/product/list', { category_id: face, filters: names.map(id) })).body.data.total as number;
    const dry = await list(['Сухая']);
    const oily = await list(['Жирная']);
    const dryOrOily = await list(['Сухая', 'Жирная']);
    expect(dry).toBeGreaterThan(0);
    expect(dryOrOily).toBeGreaterThanOrEqual(Math.max(dry, oily));
    const dryAndHome = await list(['Сухая', 'Домашний уход']);
    expect(dryAndHome).toBeLessThanOrEqual(dry);
    // A product listed under 'Сухая' + 'Домашний уход' really has both.
    const { body } = await post('/back/product/list', {
      category_id: face,
      filters: [id('Сухая'), id('Домашний уход')],
    });
    for (const product of body.data.products) {
      const own = await shop.db
        .selectFrom('product_filter')
        .select('filter_id')
        .where('product_id', '=', product.product_id)
        .execute();
      const ownIds = own.map((f) => f.filter_id);
      expect(ownIds).toContain(id('Сухая'));
      expect(ownIds).toContain(id('Домашний уход'));
    }
  });

  it('answers an empty list when nothing matches the filters', async () => {
    const { body } = await post('/back/product/list', {
      category_id: await categoryIdOf(shop, 'uhod_za_volosami'),
      filters: [1, 2, 3],
    });
    expect(body.data).toMatchObject({ products: [], pages: 0, total: 0 });
  });

  it("lists every product on 'Вся продукция' and, on 'Акции', the products with a special for the caller's group", async () => {
    const all = (
      await post('/back/product/list', {
        namePage: 'vsja-produktsija',
        category_id: await categoryIdOf(shop, 'vsja-produktsija'),
      })
    ).body.data;
    expect(all.total).toBe((await post('/back/product/list')).body.data.total);

    const sale = (
      await post('/back/product/list', { namePage: 'aktsii', category_id: await categoryIdOf(shop, 'aktsii') })
    ).body.data;
    const withGroupOneSpecial = await shop.db
      .selectFrom('product_special')
      .select('product_id')
      .distinct()
      .where('customer_group_id', '=', 1)
      .execute();
    expect(sale.total).toBe(withGroupOneSpecial.length);
    expect(
      sale.products.every((p: { special: number | null; price: number }) => p.special !== null && p.special < p.price),
    ).toBe(true);
    // The page name alone works too.
    expect((await post('/back/product/list', { namePage: 'aktsii' })).body.data.total).toBe(sale.total);
  });

  it('leaves out hidden products', async () => {
    const id = await productIdOf(shop, 'bt1002');
    await shop.db.updateTable('product').set({ status: false }).where('product_id', '=', id).execute();
    try {
      const peels = (await post('/back/product/list', { category_id: await categoryIdOf(shop, 'ximicheskie-pilingi') }))
        .body.data;
      expect(peels.products.map((p: { product_id: number }) => p.product_id)).not.toContain(id);
      const linked = await shop.db
        .selectFrom('product_to_category')
        .select('product_id')
        .where('category_id', '=', await categoryIdOf(shop, 'ximicheskie-pilingi'))
        .execute();
      expect(peels.total).toBe(linked.length - 1);
    } finally {
      await shop.db.updateTable('product').set({ status: true }).where('product_id', '=', id).execute();
    }
  });

  it('answers 404 for an unknown category and 400 in Russian for bad bodies', async () => {
    expect(await post('/back/product/list', { category_id: 999_999 })).toEqual({
      status: 404,
      body: { result: 'error', error: 'Категория не найдена' },
    });
    expect((await post('/back/product/list', { current_page: 0 })).body).toEqual({
      result: 'error',
      error: 'Поле «current_page» должно быть не меньше 1',
    });
    expect((await post('/back/product/list', { filters: 'сухая' })).status).toBe(400);
    expect((await post('/back/product/list', { filters: ['сухая'] })).body.error).toBe(
      'Поле «filters.0» должно быть целым числом',
    );
  });
});

describe('/back/product/list/{id}', () => {
  it("lists a category's products, with the same optional body for filters and page", async () => {
    const creams = await categoryIdOf(shop, 'kremi');
    const { status, body } = await post(`/back/product/list/${creams}`);
    expect(status).toBe(200);
    expect(body.data.category.name).toBe('Кремы');
    const viaBody = (await post('/back/product/list', { category_id: creams })).body.data;
    expect(body.data.products).toEqual(viaBody.products);
    expect((await post(`/back/product/list/${creams}`, { current_page: 2 })).body.data.current_page).toBe(2);
  });

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    expect((await post('/back/product/list/999999')).status).toBe(404);
    expect((await post('/back/product/list/kremi')).body).toEqual({
      result: 'error',
      error: 'Параметр «id» должен быть целым числом',
    });
  });
});

describe('/back/product/hits and GET api/latest', () => {
  it('lists the most viewed products first', async () => {
    const id = await productIdOf(shop, 'bt5001');
    await shop.db.updateTable('product').set({ viewed: 1_000_000 }).where('product_id', '=', id).execute();
    const { status, body } = await post('/back/product/hits');
    expect(status).toBe(200);
    expect(body.data[0].product_id).toBe(id);
    expect(Object.keys(body.data[0]).sort()).toEqual(CARD_KEYS);
  });

  it("lists 'Новинки' newest first by date_available, 8 by default, at the CMS path (GET only)", async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/cms/index.php?route=api/latest' });
    expect(reply.statusCode).toBe(200);
    const products = reply.json().data as { date_available: string }[];
    expect(products).toHaveLength(8);
    const dates = products.map((p) => p.date_available);
    expect([...dates].sort().reverse()).toEqual(dates);
    const newest = await shop.db
      .selectFrom('product')
      .select((eb) => eb.fn.max('date_available').as('d'))
      .executeTakeFirstOrThrow();
    expect(dates[0]).toBe(newest.d);

    const three = await shop.app.inject({ method: 'GET', url: '/cms/index.php?route=api/latest&limit=3' });
    expect(three.json().data).toHaveLength(3);
    const tooMany = await shop.app.inject({ method: 'GET', url: '/cms/index.php?route=api/latest&limit=500' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Параметр «limit» должен быть не больше 24');
  });
});
