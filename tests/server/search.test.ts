import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from './account/account-helpers';
import { sql } from 'kysely';
import { SEARCH_TOTAL_MAX } from '../../src/server/catalogue/product-search';
import { startTestShop, type TestShop } from './test-app';

// product §7 product search /cms/index.php?route=module/isearch/ajaxget&k={query} (GET and POST), as the header dropdown,
// the /search page and the question form's product field call it: product cards priced for the caller's group, with
// product §3's model (the sku) and href, 5 by default, paged with limit and page, the total in X-Total-Count.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

type Found = {
  product_id: number;
  name: string;
  sku: string;
  model: string;
  href: string;
  url: string;
  price: number;
  special: number | null;
  specials: { customer_group_id: number; price: number }[];
  quantity: number;
  image: string | null;
  date_available: string;
};

async function search(
  params: Record<string, string | number>,
  options: { method?: 'GET' | 'POST'; cookie?: string } = {},
) {
  const query = Object.entries(params)
    .map(([key, value]) => `&${key}=${encodeURIComponent(String(value))}`)
    .join('');
  const reply = await shop.app.inject({
    method: options.method ?? 'GET',
    url: `/cms/index.php?route=module/isearch/ajaxget${query}`,
    ...(options.cookie ? { cookies: { shop_session: options.cookie } } : {}),
  });
  return {
    status: reply.statusCode,
    total: reply.headers['x-total-count'],
    body: reply.json<{ result: string; data: Found[]; error?: string }>(),
  };
}

describe('module/isearch/ajaxget', () => {
  it('answers at most 5 product cards with model and href, priced in whole roubles', async () => {
    const { status, body, total } = await search({ k: 'пилинг' });
    expect(status).toBe(200);
    expect(body.result).toBe('success');
    expect(body.data).toHaveLength(5);
    expect(Number(total)).toBeGreaterThan(5);
    for (const p of body.data) {
      expect(Object.keys(p).sort()).toEqual([
        'date_available',
        'has_required_option',
        'href',
        'image',
        'model',
        'name',
        'price',
        'pro_discount',
        'product_id',
        'quantity',
        'sku',
        'special',
        'specials',
        'url',
      ]);
      expect(p.model).toBe(p.sku);
      expect(p.href).toBe(`/${p.url}`);
      expect(p.href).toMatch(/^\/[a-z0-9_-]+$/);
      expect(p.image).toMatch(/^\/image\//);
      expect(Number.isInteger(p.price)).toBe(true);
    }
  });

  it('answers POST like GET', async () => {
    expect((await search({ k: 'крем' }, { method: 'POST' })).body).toEqual((await search({ k: 'крем' })).body);
  });

  it('pages with limit and page, without repeats, and says how many there are', async () => {
    const all = await search({ k: 'крем', limit: 48 });
    const total = Number(all.total);
    expect(all.body.data).toHaveLength(total);
    expect(total).toBeGreaterThan(12);
    const first = await search({ k: 'крем', limit: 12, page: 1 });
    const second = await search({ k: 'крем', limit: 12, page: 2 });
    expect(first.total).toBe(String(total));
    expect([...first.body.data, ...second.body.data].map((p) => p.product_id)).toEqual(
      all.body.data.slice(0, 24).map((p) => p.product_id),
    );
    const beyond = await search({ k: 'крем', limit: 12, page: 50 });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.total).toBe(String(total));
  });

  it('finds nothing for fewer than 2 characters, punctuation only, stop words only or no match', async () => {
    for (const k of ['к', '   ', ' к ', '%%', 'для', 'zzzzqqqq']) {
      const { status, body, total } = await search({ k });
      expect({ k, status, data: body.data, total }).toEqual({ k, status: 200, data: [], total: '0' });
    }
  });

  it('takes % and _ literally in an article number', async () => {
    expect((await search({ k: '_t1001' })).body.data).toEqual([]);
    expect((await search({ k: 'bt%001' })).body.data).toEqual([]);
    expect((await search({ k: 't1001' })).body.data.map((p) => p.sku)).toEqual(['bt1001']);
  });

  it('refuses a call without k, a query over 100 characters and a bad limit or page with 400 in Russian', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{}, 'Не указан обязательный параметр «k»'],
      [{ k: 'к'.repeat(101) }, 'Параметр «k» должен содержать не больше 100 символов'],
      [{ k: 'крем', limit: 0 }, 'Параметр «limit» должен быть не меньше 1'],
      [{ k: 'крем', limit: 49 }, 'Параметр «limit» должен быть не больше 48'],
      [{ k: 'крем', limit: 'пять' }, 'Параметр «limit» должен быть целым числом'],
      [{ k: 'крем', page: 0 }, 'Параметр «page» должен быть не меньше 1'],
      [{ k: 'крем', page: 101 }, 'Параметр «page» должен быть не больше 100'],
    ];
    for (const [params, error] of cases) {
      const { status, body } = await search(params);
      expect({ params, status, body }).toEqual({ params, status: 400, body: { result: 'error', error } });
    }
    expect((await search({ k: 'к'.repeat(100) })).status).toBe(200);
  });

  it('shows the guest the group-1 sale, never the professional price', async () => {
    const sale = await shop.db
      .selectFrom('product_special')
      .innerJoin('product', 'product.product_id', 'product_special.product_id')
      .select(['product.sku', 'product.price', 'product_special.price as special'])
      .where('product_special.customer_group_id', '=', 1)
      .executeTakeFirstOrThrow();
    const { body } = await search({ k: sale.sku });
    expect(body.data[0]).toMatchObject({
      model: sale.sku,
      price: Math.round(sale.price),
      special: Math.round(sale.special),
    });
  });

  it('prices for the caller: a professional sees the group-2 special, a guest the regular price', async () => {
    const withSale = shop.db.selectFrom('product_special').select('product_id').where('customer_group_id', '=', 1);
    const proOnly = await shop.db
      .selectFrom('product')
      .innerJoin('product_special', 'product_special.product_id', 'product.product_id')
      .select(['product.sku', 'product.price', 'product_special.price as special'])
      .where('product_special.customer_group_id', '=', 2)
      .where('product.sku', 'like', 'bt%')
      .where('product.product_id', 'not in', withSale)
      .executeTakeFirstOrThrow();
    expect((await search({ k: proOnly.sku })).body.data[0]).toMatchObject({
      model: proOnly.sku,
      price: Math.round(proOnly.price),
      special: null,
    });

    const professional = await registerCustomer(shop);
    await shop.db
      .updateTable('customer')
      .set({ customer_group_id: 2 })
      .where('customer_id', '=', professional.customerId)
      .execute();
    expect((await search({ k: proOnly.sku }, { cookie: professional.cookie })).body.data[0]).toMatchObject({
      model: proOnly.sku,
      price: Math.round(proOnly.price),
      special: Math.round(proOnly.special),
    });
  });

  it('leaves out disabled products', async () => {
    await shop.db.updateTable('product').set({ status: false }).where('sku', '=', 'bt2004').execute();
    try {
      expect((await search({ k: 'bt2004' })).body.data).toEqual([]);
      expect((await search({ k: 'тоник', limit: 48 })).body.data.map((p) => p.sku)).not.toContain('bt2004');
    } finally {
      await shop.db.updateTable('product').set({ status: true }).where('sku', '=', 'bt2004').execute();
    }
  });

  it(`counts matches up to ${SEARCH_TOTAL_MAX}: past that the total says ${SEARCH_TOTAL_MAX} and pages still follow on`, async () => {
    const before = await search({ k: 'гидролат', limit: 48 });
    expect(Number(before.total)).toBeLessThan(10);
    await sql`
      insert into product (sku, name, description, price, keyword, date_available)
      select 'hy' || g, 'Гидролат розовый №' || g, 'Тонизирует кожу.', 900, 'gidrolat-' || g, '2025-01-01'
      from generate_series(1, ${SEARCH_TOTAL_MAX + 5}::int) as g`.execute(shop.db);
    try {
      const first = await search({ k: 'гидролат', limit: 48 });
      expect(first.total).toBe(String(SEARCH_TOTAL_MAX));
      expect(first.body.data).toHaveLength(48);
      const second = await search({ k: 'гидролат', limit: 48, page: 2 });
      const ids = [...first.body.data, ...second.body.data].map((p) => p.product_id);
      expect(new Set(ids).size).toBe(96);
      expect(second.total).toBe(String(SEARCH_TOTAL_MAX));
      // The last page holds what is left past the count: 1,005 match, 48 × 21 = 1,008.
      const last = await search({ k: 'гидролат розовый', limit: 48, page: 21 });
      expect(last.body.data).toHaveLength(SEARCH_TOTAL_MAX + 5 - 48 * 20);
      expect(last.total).toBe(String(SEARCH_TOTAL_MAX));
    } finally {
      await shop.db.deleteFrom('product').where('keyword', 'like', 'gidrolat-%').execute();
    }
    expect(await search({ k: 'гидролат', limit: 48 })).toEqual(before);
  });

  it('finds a renamed product by its new name and no longer by its old one', async () => {
    const before = await shop.db
      .selectFrom('product')
      .select(['product_id', 'name'])
      .where('sku', '=', 'bt2006')
      .executeTakeFirstOrThrow();
    await shop.db.updateTable('product').set({ name: 'Эликсир туманный' }).where('sku', '=', 'bt2006').execute();
    try {
      expect((await search({ k: 'эликсир' })).body.data.map((p) => p.sku)).toEqual(['bt2006']);
      expect((await search({ k: 'мист', limit: 48 })).body.data.map((p) => p.sku)).not.toContain('bt2006');
    } finally {
      await shop.db.updateTable('product').set({ name: before.name }).where('sku', '=', 'bt2006').execute();
    }
    expect((await search({ k: 'мист' })).body.data[0].sku).toBe('bt2006');
  });

  it('looks for a piece of 2 characters only at the start of an article number', async () => {
    expect((await search({ k: 'bt', limit: 3 })).body.data.map((p) => p.sku)).toEqual(['bt1001', 'bt1002', 'bt1003']);
    // '01' is inside bt1001, bt2001…, but no article starts with it.
    const { body } = await search({ k: '01', limit: 48 });
    for (const p of body.data) expect(p.sku.toLowerCase().startsWith('01') || !p.sku.includes('01')).toBe(true);
  });

  it('keeps no pending list in the GIN indexes it reads (PGlite never vacuums one away)', async () => {
    const { rows } = await sql<{ index: string; options: string[] | null }>`
      select c.relname as index, c.reloptions as options from pg_class as c
      where c.relname in ('product_search_document_idx', 'product_sku_trgm_idx', 'product_search_name_idx',
        'product_search_word_letters_trgm_idx') and c.relnamespace = current_schema()::regnamespace
      order by c.relname`.execute(shop.db);
    expect(rows).toEqual(
      [
        'product_search_document_idx',
        'product_search_name_idx',
        'product_search_word_letters_trgm_idx',
        'product_sku_trgm_idx',
      ].map((index) => ({ index, options: ['fastupdate=off'] })),
    );
  });
});
