import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

async function resolve(segment: string, method: 'GET' | 'POST' = 'POST') {
  const reply = await shop.app.inject({ method, url: `/back/url/${segment}` });
  return { status: reply.statusCode, body: reply.json() };
}

describe('/back/url/{page}', () => {
  it('resolves the menu categories', async () => {
    const kremi = await resolve('kremi');
    expect(kremi.status).toBe(200);
    expect(kremi.body.result).toBe('success');
    expect(kremi.body.data.module).toBe('category');
    const category = await shop.db
      .selectFrom('category')
      .select('category_id')
      .where('keyword', '=', 'kremi')
      .executeTakeFirstOrThrow();
    expect(kremi.body.data.id).toBe(category.category_id);

    for (const keyword of [
      'ximicheskie-pilingi',
      'uhod_za_litsom',
      'uhod_za_telom',
      'uhod_za_volosami',
      'aktsii',
      'vsja-produktsija',
    ]) {
      const { status, body } = await resolve(keyword);
      expect(status, keyword).toBe(200);
      expect(body.data.module, keyword).toBe('category');
      expect(typeof body.data.id).toBe('number');
    }
  });

  it('resolves a product, a news item and a blog article by their keywords', async () => {
    const product = await shop.db
      .selectFrom('product')
      .select(['product_id', 'keyword'])
      .where('sku', '=', 'bt1001')
      .executeTakeFirstOrThrow();
    expect(await resolve(product.keyword)).toEqual({
      status: 200,
      body: { result: 'success', data: { module: 'product', id: product.product_id } },
    });

    const news = await shop.db
      .selectFrom('news')
      .select(['news_id', 'keyword'])
      .orderBy('news_id')
      .executeTakeFirstOrThrow();
    expect((await resolve(news.keyword)).body.data).toEqual({ module: 'news', id: news.news_id });

    const blog = await shop.db
      .selectFrom('blog')
      .select(['blog_id', 'keyword'])
      .orderBy('blog_id')
      .executeTakeFirstOrThrow();
    expect((await resolve(blog.keyword, 'GET')).body.data).toEqual({ module: 'blog', id: blog.blog_id });
  });

  it('resolves the gift certificate to product 187', async () => {
    expect((await resolve('podarochnyj-sertifikat')).body.data).toEqual({ module: 'product', id: 187 });
  });

  it('resolves information pages, including the alternative addresses', async () => {
    expect((await resolve('kosmetologam')).body.data).toEqual({ module: 'information', id: 10 });
    expect((await resolve('obuchenie')).body.data).toEqual({ module: 'information', id: 13 });
    expect((await resolve('training')).body.data).toEqual({ module: 'information', id: 13 });
    for (const keyword of [
      'about_us',
      'about',
      'contact',
      'contacts',
      'dokumenty',
      'documentations',
      'politika-obrabotki-personalnyx-dannyx',
      'politika-ispolzovanija-cookie',
      'pravilami-polzovanija-torgovoj-ploschadkoj',
    ]) {
      const { status, body } = await resolve(keyword);
      expect(status, keyword).toBe(200);
      expect(body.data.module, keyword).toBe('information');
    }
  });

  it('resolves the static pages of product §2', async () => {
    const expected: Record<string, { module: string; id: number | string }> = {
      news: { module: 'news_main', id: 0 },
      blog: { module: 'blog_main', id: 0 },
      search: { module: 'search', id: 0 },
      cart: { module: 'checkout', id: 0 },
      success: { module: 'success', id: 0 },
      recovery: { module: 'recovery', id: 0 },
      telegramauth: { module: 'telegramauth', id: 0 },
      vkauth: { module: 'vkauth', id: 0 },
      login: { module: 'account', id: 'login' },
      'create-account': { module: 'account', id: 'register' },
      'my-account': { module: 'account', id: 'account' },
      faq: { module: 'faq', id: 0 },
    };
    for (const [keyword, data] of Object.entries(expected)) {
      expect(await resolve(keyword), keyword).toEqual({ status: 200, body: { result: 'success', data } });
    }
  });

  it('treats a missing segment as the home page', async () => {
    for (const url of ['/back/url/', '/back/url']) {
      const reply = await shop.app.inject({ method: 'POST', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ result: 'success', data: { module: 'home', id: 0 } });
    }
  });

  it('replies 404 "Страница не найдена" for an unknown segment', async () => {
    expect(await resolve('no-such-page')).toEqual({
      status: 404,
      body: { result: 'error', error: 'Страница не найдена' },
    });
  });

  it('is case-sensitive', async () => {
    expect((await resolve('Kremi')).status).toBe(404);
    expect((await resolve('KREMI')).status).toBe(404);
  });

  it('rejects a segment longer than 255 characters with 400', async () => {
    const { status, body } = await resolve('a'.repeat(256));
    expect(status).toBe(400);
    expect(body.result).toBe('error');
    expect(body.error).toContain('Слишком длинный адрес');
    // 255 is still a lookup (and simply unknown).
    expect((await resolve('a'.repeat(255))).status).toBe(404);
  });

  it('rejects a segment containing "/" with 400, encoded or not', async () => {
    for (const segment of ['kremi/extra', 'kremi%2Fextra']) {
      const { status, body } = await resolve(segment);
      expect(status, segment).toBe(400);
      expect(body.error).toContain('Некорректный адрес страницы');
    }
  });

  it('decodes percent-encoded Cyrillic and finds nothing for it', async () => {
    expect(await resolve(encodeURIComponent('кремы'))).toEqual({
      status: 404,
      body: { result: 'error', error: 'Страница не найдена' },
    });
  });
});
