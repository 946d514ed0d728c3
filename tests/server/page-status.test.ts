import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

const INDEX = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';
const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let distDir: string;
let shop: TestShop;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shop-test-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  // The back office's own build (decision 0023), which /admin addresses get whatever the shop's state.
  mkdirSync(path.join(distDir, 'admin'));
  writeFileSync(path.join(distDir, 'admin', 'index.html'), INDEX);
  shop = await startTestShop({ distDir });
});
afterAll(async () => {
  await shop?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** What a crawler gets for an address: GET, then HEAD, which must agree. */
async function crawl(url: string) {
  const get = await shop.app.inject({ method: 'GET', url, headers: page });
  const head = await shop.app.inject({ method: 'HEAD', url, headers: page });
  expect(head.statusCode, `HEAD ${url}`).toBe(get.statusCode);
  expect(head.headers.location, `HEAD ${url}`).toBe(get.headers.location);
  return get;
}

async function expectShell(url: string, status: number) {
  const reply = await crawl(url);
  expect(reply.statusCode, url).toBe(status);
  expect(reply.headers['content-type'], url).toMatch(/^text\/html/);
  expect(reply.body, url).toBe(INDEX);
  return reply;
}

async function product(sku: string) {
  return shop.db
    .selectFrom('product')
    .select(['product_id', 'keyword'])
    .where('sku', '=', sku)
    .executeTakeFirstOrThrow();
}

async function setMaintenance(on: boolean) {
  await shop.db
    .updateTable('setting')
    .set({ value: on ? '1' : '0' })
    .where('setting_id', '=', 4)
    .execute();
}

describe('page addresses answer with the status a crawler must see, the body being the storefront shell', () => {
  it('200 for the home page, a category, a product, a news item, a blog article, an information page and /faq', async () => {
    const news = await shop.db
      .selectFrom('news')
      .select(['news_id', 'keyword'])
      .where('status', '=', true)
      .executeTakeFirstOrThrow();
    const blog = await shop.db
      .selectFrom('blog')
      .select(['blog_id', 'keyword'])
      .where('status', '=', true)
      .executeTakeFirstOrThrow();
    const info = await shop.db
      .selectFrom('information')
      .select('keyword')
      .where('status', '=', true)
      .executeTakeFirstOrThrow();
    const category = await shop.db
      .selectFrom('category')
      .select('category_id')
      .where('keyword', '=', 'kremi')
      .executeTakeFirstOrThrow();
    for (const url of [
      '/',
      '/kremi',
      `/catalog/${category.category_id}`,
      `/catalog/products/${category.category_id}`,
      `/${(await product('bt1001')).keyword}`,
      `/news/${news.news_id}`,
      `/${news.keyword}`,
      `/blog/${blog.blog_id}`,
      `/${blog.keyword}`,
      `/${info.keyword}`,
      '/faq',
      '/news',
      '/blog',
      '/vsja-produktsija',
      '/search?search=крем',
      '/cart',
      '/Cart/',
      '/login',
      '/change/some-token',
    ]) {
      const reply = await expectShell(url, 200);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("the shopper's own pages are the shell, marked not to be indexed; public pages are not marked", async () => {
    for (const url of ['/cart', '/login', '/my-account', '/wishlist', '/success', '/change/some-token']) {
      const reply = await expectShell(url, 200);
      expect(reply.headers['x-robots-tag'], url).toBe('noindex');
    }
    for (const url of ['/', '/kremi', '/faq', '/news']) {
      const reply = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(reply.headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('the home page is the shell whatever the request accepts', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(INDEX);
  });

  it('404 with the shell for an unknown address, a missing or unpublished article, a disabled product, /error', async () => {
    const hidden = await shop.db
      .updateTable('news')
      .set({ status: false })
      .where('news_id', '=', (eb) => eb.selectFrom('news').select((e) => e.fn.max('news_id').as('m')))
      .returning(['news_id', 'keyword'])
      .executeTakeFirstOrThrow();
    const disabled = await product('bt1002');
    await shop.db.updateTable('product').set({ status: false }).where('product_id', '=', disabled.product_id).execute();
    const category = await shop.db
      .updateTable('category')
      .set({ status: false })
      .where('keyword', '=', 'uhod_za_volosami')
      .returning('category_id')
      .executeTakeFirstOrThrow();
    try {
      for (const url of [
        '/no-such-page',
        '/no-such-page?x=1',
        '/Kremi',
        '/kremi/more',
        '/news/999999',
        '/news/abc',
        `/news/${hidden.news_id}`,
        `/${hidden.keyword}`,
        '/blog/999999',
        `/${disabled.keyword}`,
        '/uhod_za_volosami',
        `/catalog/${category.category_id}`,
        '/catalog/999999',
        '/catalog/products',
        '/error',
      ]) {
        await expectShell(url, 404);
      }
    } finally {
      await shop.db.updateTable('news').set({ status: true }).where('news_id', '=', hidden.news_id).execute();
      await shop.db
        .updateTable('product')
        .set({ status: true })
        .where('product_id', '=', disabled.product_id)
        .execute();
      await shop.db
        .updateTable('category')
        .set({ status: true })
        .where('category_id', '=', category.category_id)
        .execute();
    }
    await expectShell(`/${disabled.keyword}`, 200);
  });

  it("301 from a product's old address to its new one, the query kept; twice renamed is one hop; renamed back is live", async () => {
    const { product_id, keyword: a } = await product('bt1003');
    const rename = (keyword: string) =>
      shop.db.updateTable('product').set({ keyword }).where('product_id', '=', product_id).execute();
    const b = `${a}-novoe`;
    const c = `${a}-sovsem-novoe`;

    await rename(b);
    const moved = await crawl(`/${a}?utm_source=mail&page=2`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/${b}?utm_source=mail&page=2`);
    await expectShell(`/${b}`, 200);
    // The page resolver follows the keyword too (the trigger moved the url_alias row).
    const resolved = await shop.app.inject({ method: 'GET', url: `/back/url/${b}` });
    expect(resolved.json()).toEqual({ result: 'success', data: { module: 'product', id: product_id } });

    await rename(c);
    for (const old of [a, b]) {
      const reply = await crawl(`/${old}`);
      expect(reply.statusCode, old).toBe(301);
      expect(reply.headers.location, old).toBe(`/${c}`);
    }

    await rename(a);
    await expectShell(`/${a}`, 200);
    for (const old of [b, c]) expect((await crawl(`/${old}`)).headers.location, old).toBe(`/${a}`);
    const rows = await shop.db
      .selectFrom('url_redirect')
      .select('old_path')
      .where('target_id', '=', product_id)
      .execute();
    expect(rows.map((r) => r.old_path).sort()).toEqual([`/${b}`, `/${c}`].sort());

    // Switched off: its old addresses are 404, not a redirect to a missing page.
    await shop.db.updateTable('product').set({ status: false }).where('product_id', '=', product_id).execute();
    await expectShell(`/${b}`, 404);
    await shop.db.updateTable('product').set({ status: true }).where('product_id', '=', product_id).execute();
  });

  it("301 from a category's old address", async () => {
    await shop.db.updateTable('category').set({ keyword: 'kremi-dlja-litsa' }).where('keyword', '=', 'kremi').execute();
    try {
      const reply = await crawl('/kremi?sort=price');
      expect(reply.statusCode).toBe(301);
      expect(reply.headers.location).toBe('/kremi-dlja-litsa?sort=price');
      await expectShell('/kremi-dlja-litsa', 200);
    } finally {
      await shop.db
        .updateTable('category')
        .set({ keyword: 'kremi' })
        .where('keyword', '=', 'kremi-dlja-litsa')
        .execute();
    }
    await expectShell('/kremi', 200);
  });

  it('503 with Retry-After for every page while maintenance is on; API calls, files and /admin unchanged', async () => {
    await setMaintenance(true);
    try {
      for (const url of ['/', '/kremi', '/no-such-page', '/news']) {
        const reply = await expectShell(url, 503);
        expect(reply.headers['retry-after'], url).toBe('600');
      }
      const setting = await shop.app.inject({ method: 'GET', url: '/back/setting/get/4' });
      expect(setting.statusCode).toBe(200);
      expect(setting.json()).toEqual({ result: 'success', data: { value: '1' } });
      const resolved = await shop.app.inject({ method: 'POST', url: '/back/url/kremi' });
      expect(resolved.statusCode).toBe(200);
      const admin = await shop.app.inject({ method: 'GET', url: '/admin/orders', headers: page });
      expect(admin.statusCode).toBe(200);
      expect(admin.headers['retry-after']).toBeUndefined();
    } finally {
      await setMaintenance(false);
    }
    await expectShell('/kremi', 200);
  });

  it('API prefixes and images answer as before', async () => {
    for (const url of ['/cms/no-such-call', '/back/no-such-call', '/api/no-such-call']) {
      const reply = await shop.app.inject({ method: 'GET', url, headers: page });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json(), url).toEqual({ result: 'error', error: 'Метод не найден' });
    }
    const image = await shop.app.inject({ method: 'GET', url: '/image/no/such.png', headers: page });
    expect(image.statusCode).toBe(404);
    expect(image.body).not.toContain('<html');
    const notPage = await shop.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { accept: 'application/json' },
    });
    expect(notPage.statusCode).toBe(404);
    expect(notPage.json()).toEqual({ result: 'error', error: 'Страница не найдена' });
  });
});
