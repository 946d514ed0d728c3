import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_GROUP } from '../../src/domain/constants';
import { toCards, CARD_COLUMNS } from '../../src/server/catalogue/product-cards';
import { DISALLOWED_PATHS } from '../../src/server/seo/robots';
import { SHOP_NAME, THEME_COLOR } from '../../src/domain/shop-identity';
import { locations, parseXml, PUBLIC_URL, texts, W3C_DATETIME } from './seo-helpers';
import { startTestShop, type TestShop } from './test-app';

// The files a crawler reads (issue 14): robots.txt, the sitemap, the Yandex Market feed, the manifest and the icons,
// fetched through the app as a crawler would, on the demo shop at PUBLIC_URL.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ env: { PUBLIC_URL } });
});
afterAll(async () => {
  await shop?.close();
});

const get = (url: string) => shop.app.inject({ method: 'GET', url });

/** Every <loc> of every part the index lists, with its lastmod, by part name. */
async function crawlSitemap() {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
  const parts = locations(parseXml(index.body), 'sitemap');
  const urls: { part: string; loc: string; lastmod: string }[] = [];
  for (const part of parts) {
    expect(part.loc.startsWith(`${PUBLIC_URL}/sitemap/`), part.loc).toBe(true);
    expect(part.lastmod).toMatch(W3C_DATETIME);
    const reply = await get(new URL(part.loc).pathname);
    expect(reply.statusCode, part.loc).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    const document = parseXml(reply.body);
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    for (const url of locations(document, 'url')) urls.push({ part: part.loc.split('/').pop()!, ...url });
  }
  return { parts: parts.map((part) => part.loc.split('/').pop()!), urls };
}

describe('GET /robots.txt', () => {
  it('lets every crawler in, keeps it out of the shopper pages and the API, and names the sitemap', async () => {
    const reply = await get('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = reply.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/cart', '/checkout', '/success', '/my-account', '/login', '/create-account', '/recovery']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/search', '/wishlist', '/admin', '/back/', '/cms/', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow: '))).toHaveLength(DISALLOWED_PATHS.length);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });

  it('is the shop’s own file even for a browser asking for HTML (never the storefront page)', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/robots.txt', headers: { accept: 'text/html' } });
    expect(reply.body.startsWith('User-agent: *')).toBe(true);
  });
});

describe('GET /sitemap.xml and its parts', () => {
  it('lists one part per kind of page, every part reachable', async () => {
    const { parts } = await crawlSitemap();
    expect(parts).toEqual(['pages-1.xml', 'categories-1.xml', 'products-1.xml', 'news-1.xml', 'blog-1.xml']);
  });

  it('has every enabled product, category, news item, blog article and information page once, absolute, dated', async () => {
    const { urls } = await crawlSitemap();
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of urls) {
      expect(url.loc.startsWith(`${PUBLIC_URL}/`), url.loc).toBe(true);
      expect(url.lastmod, url.loc).toMatch(W3C_DATETIME);
    }
    const inPart = (part: string) => urls.filter((url) => url.part === part).map((url) => url.loc);
    const at = (keyword: string) => `${PUBLIC_URL}/${keyword}`;

    const products = await shop.db.selectFrom('product').select(['keyword', 'date_modified']).execute();
    expect(products.length).toBeGreaterThan(50);
    expect(inPart('products-1.xml').sort()).toEqual(products.map((row) => at(row.keyword)).sort());
    const peel = urls.find((url) => url.loc === at('piling-mindalnyj-30'));
    const peelRow = products.find((row) => row.keyword === 'piling-mindalnyj-30')!;
    expect(peel?.lastmod).toBe(`${peelRow.date_modified.toISOString().slice(0, 19)}Z`);

    const categories = await shop.db.selectFrom('category').select('keyword').execute();
    expect(inPart('categories-1.xml').sort()).toEqual(categories.map((row) => at(row.keyword)).sort());

    const news = await shop.db.selectFrom('news').select('keyword').execute();
    expect(news.length).toBeGreaterThan(0);
    expect(inPart('news-1.xml').sort()).toEqual(news.map((row) => at(row.keyword)).sort());
    const blog = await shop.db.selectFrom('blog').select('keyword').execute();
    expect(blog.length).toBeGreaterThan(0);
    expect(inPart('blog-1.xml').sort()).toEqual(blog.map((row) => at(row.keyword)).sort());

    const information = await shop.db.selectFrom('information').select('keyword').execute();
    const fixed = ['/', '/catalog', '/news', '/blog', '/faq'].map((path) => `${PUBLIC_URL}${path}`);
    expect(inPart('pages-1.xml').sort()).toEqual([...fixed, ...information.map((row) => at(row.keyword))].sort());
  });

  it('dates the news list by its newest item and a category by its newest product', async () => {
    const { urls } = await crawlSitemap();
    const lastmod = (loc: string) => urls.find((url) => url.loc === `${PUBLIC_URL}${loc}`)?.lastmod;
    const newestNews = await shop.db
      .selectFrom('news')
      .select('date_modified')
      .orderBy('date_modified', 'desc')
      .executeTakeFirstOrThrow();
    expect(lastmod('/news')).toBe(`${newestNews.date_modified.toISOString().slice(0, 19)}Z`);
    const newestPeel = await shop.db
      .selectFrom('product as p')
      .innerJoin('product_to_category as pc', 'pc.product_id', 'p.product_id')
      .innerJoin('category as c', 'c.category_id', 'pc.category_id')
      .select('p.date_modified')
      .where('c.keyword', '=', 'ximicheskie-pilingi')
      .orderBy('p.date_modified', 'desc')
      .executeTakeFirstOrThrow();
    expect(lastmod('/ximicheskie-pilingi')! >= `${newestPeel.date_modified.toISOString().slice(0, 19)}Z`).toBe(true);
  });

  it('answers 404 for a part the index does not list', async () => {
    for (const url of ['/sitemap/products-2.xml', '/sitemap/orders-1.xml', '/sitemap/products-1.xml.gz']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('GET /market.yml', () => {
  it('is a YML catalogue of the shop in roubles with the category tree', async () => {
    const reply = await get('/market.yml');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/xml; charset=utf-8');
    const document = parseXml(reply.body);
    const root = document.documentElement;
    expect(root.tagName).toBe('yml_catalog');
    expect(root.getAttribute('date')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}\+03:00$/);
    expect(texts(document, 'name')[0]).toBe(SHOP_NAME);
    expect(texts(document, 'company')[0]).toBe(SHOP_NAME);
    expect(texts(document, 'url')[0]).toBe(`${PUBLIC_URL}/`);
    const currency = document.getElementsByTagName('currency')[0];
    expect([currency.getAttribute('id'), currency.getAttribute('rate')]).toEqual(['RUB', '1']);

    const categories = await shop.db.selectFrom('category').select(['category_id', 'parent_id', 'name']).execute();
    const listed = [...document.getElementsByTagName('category')].map((element) => ({
      category_id: Number(element.getAttribute('id')),
      parent_id: Number(element.getAttribute('parentId') ?? 0),
      name: element.textContent,
    }));
    expect(listed.sort((a, b) => a.category_id - b.category_id)).toEqual(
      categories.sort((a, b) => a.category_id - b.category_id),
    );
  });

  it('offers every priced product at the guest’s price, available when in stock, with absolute url and picture', async () => {
    const document = parseXml((await get('/market.yml')).body);
    const offers = new Map(
      [...document.getElementsByTagName('offer')].map((offer) => [
        Number(offer.getAttribute('id')),
        {
          available: offer.getAttribute('available'),
          url: texts(offer, 'url')[0],
          price: Number(texts(offer, 'price')[0]),
          oldprice: texts(offer, 'oldprice')[0],
          currencyId: texts(offer, 'currencyId')[0],
          categoryId: Number(texts(offer, 'categoryId')[0]),
          picture: texts(offer, 'picture')[0],
          name: texts(offer, 'name')[0],
          vendorCode: texts(offer, 'vendorCode')[0],
          description: texts(offer, 'description')[0],
        },
      ]),
    );
    const rows = await shop.db.selectFrom('product as p').select(CARD_COLUMNS).orderBy('p.product_id').execute();
    const cards = await toCards(shop.db, rows, CUSTOMER_GROUP.GUEST);
    const priced = cards.filter((card) => (card.special ?? card.price) > 0);
    expect(priced.length).toBe(cards.length - 1); // the gift certificate has no price of its own
    expect([...offers.keys()].sort((a, b) => a - b)).toEqual(priced.map((card) => card.product_id));
    const categoryIds = new Set(
      [...document.getElementsByTagName('category')].map((element) => Number(element.getAttribute('id'))),
    );
    for (const card of priced) {
      const offer = offers.get(card.product_id)!;
      expect(offer.price, card.name).toBe(card.special ?? card.price);
      expect(offer.oldprice, card.name).toBe(
        card.special !== null && card.special < card.price ? String(card.price) : undefined,
      );
      expect(offer.available, card.name).toBe(String(card.quantity > 0));
      expect(offer.url).toBe(`${PUBLIC_URL}/${card.url}`);
      expect(offer.picture).toBe(`${PUBLIC_URL}${card.image}`);
      expect(offer.currencyId).toBe('RUB');
      expect(categoryIds.has(offer.categoryId), card.name).toBe(true);
      expect(offer.name).toBe(card.name);
      expect(offer.vendorCode).toBe(card.sku);
      expect(offer.description.length).toBeGreaterThan(20);
      expect(offer.description).not.toMatch(/<|&[a-z]+;/);
    }

    // The demo's almond peel: 2450 ₽, 2090 ₽ on sale for everyone, 24 in stock, in 'Пилинги'.
    const peel = [...offers.values()].find((offer) => offer.vendorCode === 'bt1001')!;
    expect(peel).toMatchObject({ price: 2090, oldprice: '2450', available: 'true', name: 'Пилинг миндальный 30%' });
    const peels = await shop.db
      .selectFrom('category')
      .select('category_id')
      .where('keyword', '=', 'ximicheskie-pilingi')
      .executeTakeFirstOrThrow();
    expect(peel.categoryId).toBe(peels.category_id);
    // Plain text, block tags parting the words: '…кожи. Действие: выравнивает…'.
    expect(peel.description).toMatch(/^Мягкий поверхностный пилинг .*кожи\. Действие: выравнивает/);
    const soldOut = cards.find((card) => card.quantity === 0 && (card.special ?? card.price) > 0);
    expect(soldOut && offers.get(soldOut.product_id)?.available).toBe('false');
  });
});

describe('GET /manifest.webmanifest and the icons', () => {
  it('describes the installable shop', async () => {
    const reply = await get('/manifest.webmanifest');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(reply.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const manifest = JSON.parse(reply.body);
    expect(manifest).toMatchObject({
      name: 'Космецевтика BT',
      lang: 'ru',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#ffffff',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const image = await get(icon.src);
      expect(image.statusCode, icon.src).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(pngSize(image.rawPayload)).toBe(Number(icon.sizes.split('x')[0]));
    }
  });

  it('uses the colour the storefront’s page declares', () => {
    const html = readFileSync(path.join(import.meta.dirname, '../../src/web/index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
  });

  it('serves /favicon.ico as an ICO and the apple-touch-icon at 180 px, cached for long, revalidated by ETag', async () => {
    const favicon = await get('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/x-icon');
    expect([...favicon.rawPayload.subarray(0, 4)]).toEqual([0x00, 0x00, 0x01, 0x00]);
    expect(favicon.rawPayload.readUInt16LE(4)).toBe(3);
    expect(favicon.headers['cache-control']).toBe('public, max-age=2592000');
    const again = await shop.app.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: { 'if-none-match': String(favicon.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const apple = await get('/apple-touch-icon.png');
    expect(apple.statusCode).toBe(200);
    expect(pngSize(apple.rawPayload)).toBe(180);
    expect((await get('/icons/icon-64.png')).statusCode).toBe(404);
  });
});

/** The width of a PNG (its IHDR), after checking the signature; the icons are square. */
function pngSize(body: Buffer): number {
  expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(body.readUInt32BE(16)).toBe(body.readUInt32BE(20));
  return body.readUInt32BE(16);
}
