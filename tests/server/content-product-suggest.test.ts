import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

// SPEC §7 product search /cms/index.php?route=module/isearch/ajaxget&k={query} (GET and POST), as the question form's
// product field uses it: at most 5 products by name or article, with model (sku), href, price and image.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

type Suggestion = { product_id: number; name: string; model: string; href: string; price: number; special: number | null; image: string };

async function suggest(k: string, method: 'GET' | 'POST' = 'GET') {
  const reply = await shop.app.inject({ method, url: `/cms/index.php?route=module/isearch/ajaxget&k=${encodeURIComponent(k)}` });
  return { status: reply.statusCode, body: reply.json() as { result: string; data: Suggestion[]; error?: string } };
}

describe('module/isearch/ajaxget', () => {
  it('finds products by part of the name, at most 5, in the suggestion shape', async () => {
    const { status, body } = await suggest('пилинг');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    for (const p of body.data) {
      expect(Object.keys(p).sort()).toEqual(['href', 'image', 'model', 'name', 'price', 'product_id', 'special']);
      expect(p.name.toLowerCase()).toContain('пилинг');
      expect(p.href).toMatch(/^\/[a-z0-9_-]+$/);
      expect(Number.isInteger(p.price)).toBe(true);
    }
  });

  it('puts the exact article number first', async () => {
    const { body } = await suggest('BT1001');
    expect(body.data[0].model).toBe('bt1001');
  });

  it('forgives a typo through trigram similarity', async () => {
    const { body } = await suggest('миндальны пилнг');
    expect(body.data.map((p) => p.name.toLowerCase()).some((n) => n.includes('миндальный'))).toBe(true);
  });

  it('answers POST like GET', async () => {
    expect((await suggest('крем', 'POST')).body).toEqual((await suggest('крем')).body);
  });

  it('gives nothing for fewer than 2 characters or no match', async () => {
    expect((await suggest('к')).body.data).toEqual([]);
    expect((await suggest('   ')).body.data).toEqual([]);
    expect((await suggest('zzzzqqqq')).body.data).toEqual([]);
  });

  it('shows the guest the group-1 special, never the professional price', async () => {
    const sale = await shop.db
      .selectFrom('product_special')
      .innerJoin('product', 'product.product_id', 'product_special.product_id')
      .select(['product.sku', 'product.price', 'product_special.price as special'])
      .where('product_special.customer_group_id', '=', 1)
      .executeTakeFirstOrThrow();
    const { body } = await suggest(sale.sku);
    expect(body.data[0]).toMatchObject({ model: sale.sku, price: Math.round(sale.price), special: Math.round(sale.special) });
    const withSale = shop.db.selectFrom('product_special').select('product_id').where('customer_group_id', '=', 1);
    const proOnly = await shop.db
      .selectFrom('product')
      .innerJoin('product_special', 'product_special.product_id', 'product.product_id')
      .select(['product.sku', 'product.price'])
      .where('product_special.customer_group_id', '=', 2)
      .where('product.sku', 'like', 'bt%')
      .where('product.product_id', 'not in', withSale)
      .executeTakeFirstOrThrow();
    expect((await suggest(proOnly.sku)).body.data[0]).toMatchObject({ model: proOnly.sku, price: Math.round(proOnly.price), special: null });
  });

  it('refuses a call without k with 400 in Russian', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/cms/index.php?route=module/isearch/ajaxget' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ result: 'error', error: 'Не указан обязательный параметр «k»' });
  });
});
