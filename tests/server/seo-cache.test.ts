import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainDescription, DESCRIPTION_MAX } from '../../src/server/seo/market-feed';
import { SEO_CACHE_MS, seoRoutes } from '../../src/server/seo/seo-routes';
import { buildSitemap, SITEMAP_PART_SIZE } from '../../src/server/seo/sitemap';
import { TimedCache } from '../../src/server/seo/timed-cache';
import { escapeXml } from '../../src/domain/text';
import { locations, parseXml, PUBLIC_URL, texts } from './seo-helpers';
import { startTestShop, type TestShop } from './test-app';

// The sitemap split at a small injected part size, the caches' lifetime on a clock the test moves, what a disabled
// product or category leaves out, and XML escaping of names with '&' and '<'. A shop of its own: these tests change
// its catalogue.

let shop: TestShop;
let seo: FastifyInstance;
let clock = 1_000_000;
const PART_SIZE = 7;

beforeAll(async () => {
  shop = await startTestShop({ env: { PUBLIC_URL } });
  // The plugin alone on the test shop's database and config, with a tiny part size and the test's clock.
  seo = Fastify().withTypeProvider<TypeBoxTypeProvider>();
  seo.decorate('db', shop.db);
  seo.decorate('config', shop.config);
  await seo.register(seoRoutes, { partSize: PART_SIZE, now: () => clock });
  await seo.ready();
});
afterAll(async () => {
  await seo?.close();
  await shop?.close();
});

const get = async (url: string) => {
  const reply = await seo.inject({ method: 'GET', url });
  expect(reply.statusCode, url).toBe(200);
  return reply.body;
};

async function allUrls(): Promise<{ parts: string[]; locs: string[] }> {
  const parts = locations(parseXml(await get('/sitemap.xml')), 'sitemap').map((part) => part.loc);
  const locs: string[] = [];
  for (const part of parts) {
    const urls = locations(parseXml(await get(new URL(part).pathname)), 'url');
    expect(urls.length, part).toBeGreaterThan(0);
    expect(urls.length, part).toBeLessThanOrEqual(PART_SIZE);
    locs.push(...urls.map((url) => url.loc));
  }
  return { parts: parts.map((part) => part.split('/').pop()!), locs };
}

describe('the sitemap split', () => {
  it('keeps the sitemaps.org limit of 50,000 addresses a file by default', () => {
    expect(SITEMAP_PART_SIZE).toBe(50_000);
  });

  it('splits each kind into numbered parts of at most the part size, losing and repeating nothing', async () => {
    clock += SEO_CACHE_MS;
    const { parts, locs } = await allUrls();
    const products = await shop.db.selectFrom('product').select('keyword').where('status', '=', true).execute();
    const productParts = Math.ceil(products.length / PART_SIZE);
    expect(parts.filter((name) => name.startsWith('products-'))).toEqual(
      Array.from({ length: productParts }, (_, i) => `products-${i + 1}.xml`),
    );
    expect(parts.filter((name) => name.startsWith('categories-'))).toEqual(['categories-1.xml', 'categories-2.xml']);
    expect(new Set(locs).size).toBe(locs.length);
    for (const row of products) expect(locs).toContain(`${PUBLIC_URL}/${row.keyword}`);
  });

  it('refuses a part size that is not a positive whole number', () => {
    const none = { pages: [], categories: [], products: [], news: [], blog: [] };
    expect(() => buildSitemap(none, PUBLIC_URL, 0)).toThrow(RangeError);
    expect(buildSitemap(none, PUBLIC_URL, 1).partNames).toEqual([]);
  });
});

describe('the cache', () => {
  it('serves the same sitemap and feed within its lifetime and fresh ones after, without a disabled product', async () => {
    clock += SEO_CACHE_MS;
    const sitemap = await allUrls();
    const feed = await get('/market.yml');
    const product = await shop.db
      .selectFrom('product')
      .select(['product_id', 'keyword'])
      .where('sku', '=', 'bt1001')
      .executeTakeFirstOrThrow();
    const category = await shop.db
      .selectFrom('category')
      .select(['category_id', 'keyword'])
      .where('keyword', '=', 'maski')
      .executeTakeFirstOrThrow();
    const productUrl = `${PUBLIC_URL}/${product.keyword}`;
    expect(sitemap.locs).toContain(productUrl);
    expect(feed).toContain(`<offer id="${product.product_id}"`);

    await shop.db.updateTable('product').set({ status: false }).where('product_id', '=', product.product_id).execute();
    await shop.db
      .updateTable('category')
      .set({ status: false })
      .where('category_id', '=', category.category_id)
      .execute();
    try {
      clock += SEO_CACHE_MS - 1;
      expect(await allUrls()).toEqual(sitemap);
      expect(await get('/market.yml')).toBe(feed);

      clock += 1;
      const fresh = await allUrls();
      expect(fresh.locs).not.toContain(productUrl);
      expect(fresh.locs).not.toContain(`${PUBLIC_URL}/${category.keyword}`);
      expect(fresh.locs.length).toBe(sitemap.locs.length - 2);
      const freshFeed = await get('/market.yml');
      expect(freshFeed).not.toContain(`<offer id="${product.product_id}"`);
      expect(freshFeed).not.toContain(`<category id="${category.category_id}"`);
      expect(freshFeed).not.toContain(`<categoryId>${category.category_id}</categoryId>`);
    } finally {
      await shop.db.updateTable('product').set({ status: true }).where('product_id', '=', product.product_id).execute();
      await shop.db
        .updateTable('category')
        .set({ status: true })
        .where('category_id', '=', category.category_id)
        .execute();
    }
  });

  it('builds once for requests that arrive together, and again after a failed build', async () => {
    let builds = 0;
    let fail = true;
    const now = 0;
    const cache = new TimedCache(
      1000,
      async () => {
        builds += 1;
        if (fail) throw new Error('database away');
        return builds;
      },
      () => now,
    );
    await expect(cache.get()).rejects.toThrow('database away');
    fail = false;
    const [a, b] = await Promise.all([cache.get(), cache.get()]);
    expect([a, b, builds]).toEqual([2, 2, 2]);
  });
});

describe('XML escaping', () => {
  it('escapes a product name with "&" and "<" in the feed and its address in the sitemap', async () => {
    const name = 'Крем «A & B» <для рук>';
    const { product_id } = await shop.db
      .insertInto('product')
      .values({
        sku: 'bt&<1',
        name,
        description: '<p>Питает &amp; защищает</p><p>Для&nbsp;рук</p>',
        price: 990,
        quantity: 3,
        image: null,
        date_available: '2025-01-01',
        keyword: 'krem-a&b',
      })
      .returning('product_id')
      .executeTakeFirstOrThrow();
    const { category_id } = await shop.db
      .selectFrom('category')
      .select('category_id')
      .where('keyword', '=', 'kremi')
      .executeTakeFirstOrThrow();
    await shop.db.insertInto('product_to_category').values({ product_id, category_id }).execute();
    try {
      clock += SEO_CACHE_MS;
      const feed = await get('/market.yml');
      expect(feed).toContain('<name>Крем «A &amp; B» &lt;для рук&gt;</name>');
      expect(feed).toContain('<vendorCode>bt&amp;&lt;1</vendorCode>');
      const offer = [...parseXml(feed).getElementsByTagName('offer')].find(
        (element) => element.getAttribute('id') === String(product_id),
      )!;
      expect(texts(offer, 'name')).toEqual([name]);
      expect(texts(offer, 'description')).toEqual(['Питает & защищает Для\u00a0рук']);
      expect(texts(offer, 'url')).toEqual([`${PUBLIC_URL}/krem-a&b`]);

      const { locs } = await allUrls();
      expect(locs).toContain(`${PUBLIC_URL}/krem-a&b`);
      const raw = await Promise.all(
        locations(parseXml(await get('/sitemap.xml')), 'sitemap').map((part) => get(new URL(part.loc).pathname)),
      );
      expect(raw.join('')).toContain(`<loc>${PUBLIC_URL}/krem-a&amp;b</loc>`);
    } finally {
      await shop.db.deleteFrom('product_to_category').where('product_id', '=', product_id).execute();
      await shop.db.deleteFrom('product').where('product_id', '=', product_id).execute();
    }
  });

  it('escapes the five reserved characters and drops what XML 1.0 cannot carry', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0001g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fg');
  });

  it('gives a description as plain text within Yandex Market’s 3000 characters', () => {
    expect(plainDescription('<p>Один</p><ul><li>два</li><li>три&nbsp;₽</li></ul>')).toBe('Один два три\u00a0₽');
    expect(Array.from(plainDescription(`<p>${'я'.repeat(5000)}</p>`))).toHaveLength(DESCRIPTION_MAX);
  });
});
