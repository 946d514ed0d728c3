import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

// Information pages, news, blog, banners and home reviews (product §7 "Content"), against the seeded demo shop.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

async function post(url: string, payload?: object) {
  const reply = await shop.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
  return { status: reply.statusCode, body: reply.json() };
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('/back/information/one {id}', () => {
  it('returns the page with its title and sanitised HTML', async () => {
    const { status, body } = await post('/back/information/one', { id: 7 });
    expect(status).toBe(200);
    expect(body.result).toBe('success');
    expect(body.data).toMatchObject({ information_id: 7, title: 'Контакты', url: '/contact' });
    expect(body.data.description).toContain('+7 (495) 120-45-67');
  });

  it('rewrites image paths in the content to the image folder', async () => {
    const { body } = await post('/back/information/one', { id: 13 });
    expect(body.data.description).toContain('src="/image/catalog/demo/seminars/seminar-1.svg"');
    expect(body.data.description).not.toMatch(/src="catalog\//);
  });

  it('sanitises HTML when serving, also HTML stored unsafely, and rewrites every relative image', async () => {
    const row = await shop.db
      .insertInto('information')
      .values({
        title: 'Проверка',
        keyword: 'proverka-html',
        description:
          '<p onclick="alert(1)">Текст<script>alert(2)</script></p><img src="image/catalog/a b.png" onerror="x()">' +
          '<img src="https://cdn.example/x.png"><img src="/image/catalog/c.png"><a href="javascript:alert(3)">ссылка</a>',
      })
      .returning('information_id')
      .executeTakeFirstOrThrow();
    const { body } = await post('/back/information/one', { id: row.information_id });
    const html: string = body.data.description;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain('<p>Текст</p>');
    expect(html).toContain('src="/image/catalog/a b.png"');
    expect(html).toContain('src="https://cdn.example/x.png"');
    expect(html).toContain('src="/image/catalog/c.png"');
  });

  it('answers an unknown id with 404 and a Russian message', async () => {
    const { status, body } = await post('/back/information/one', { id: 999999 });
    expect(status).toBe(404);
    expect(body).toEqual({ result: 'error', error: 'Страница не найдена' });
  });

  it.each([[{}], [{ id: 'abc' }], [{ id: 0 }], [{ id: -3 }]])(
    'answers the body %j with 400 in Russian',
    async (payload) => {
      const { status, body } = await post('/back/information/one', payload);
      expect(status).toBe(400);
      expect(body.result).toBe('error');
      expect(body.error).toMatch(/«id»/);
    },
  );

  it('accepts the id as a string of digits', async () => {
    const { status, body } = await post('/back/information/one', { id: '4' });
    expect(status).toBe(200);
    expect(body.data.title).toBe('О нас');
  });
});

describe('news', () => {
  it('/back/news/main: the latest news for the home column, newest first, in the list shape', async () => {
    const { status, body } = await post('/back/news/main');
    expect(status).toBe(200);
    const items = body.data as {
      news_id: number;
      title: string;
      description: string;
      image: string;
      url: string;
      date_added: string;
    }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['date_added', 'description', 'image', 'news_id', 'title', 'url']);
      expect(item.image).toMatch(/^\/image\/catalog\/demo\/news\/.+\.svg\?v=[\w-]{12}&size=600x400$/);
      expect(item.url).toMatch(/^\/[a-z0-9_-]+$/);
      expect(item.date_added).toMatch(DATE_TIME);
      expect(item.description).not.toContain('<');
    }
    const dates = items.map((i) => i.date_added);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('/back/news/list: every news item, oldest first (the storefront reverses it)', async () => {
    const { body } = await post('/back/news/list');
    const dates = (body.data as { date_added: string }[]).map((i) => i.date_added);
    expect(dates.length).toBeGreaterThanOrEqual(7);
    expect(dates).toEqual([...dates].sort());
  });

  it('/back/news/one: one article with sanitised HTML; its url resolves to the news module', async () => {
    const list = (await post('/back/news/list')).body.data as { news_id: number; url: string; title: string }[];
    const first = list[1];
    const { status, body } = await post('/back/news/one', { id: first.news_id });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ news_id: first.news_id, title: first.title, url: first.url });
    expect(body.data.description).toMatch(/^<p>/);
    const resolved = await post(`/back/url${first.url}`);
    expect(resolved.body.data).toEqual({ module: 'news', id: first.news_id });
  });

  it('/back/news/another: every other item, newest first, never the article itself', async () => {
    const list = (await post('/back/news/list')).body.data as { news_id: number }[];
    const id = list[0].news_id;
    const { body } = await post('/back/news/another', { id });
    const ids = (body.data as { news_id: number }[]).map((i) => i.news_id);
    expect(ids).toHaveLength(list.length - 1);
    expect(ids).not.toContain(id);
  });

  it('answers unknown news with 404 and bad bodies with 400, in Russian', async () => {
    expect(await post('/back/news/one', { id: 424242 })).toEqual({
      status: 404,
      body: { result: 'error', error: 'Новость не найдена' },
    });
    expect((await post('/back/news/another', { id: 424242 })).status).toBe(404);
    const bad = await post('/back/news/one', { id: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Поле «id» должно быть целым числом');
    expect((await post('/back/news/another')).status).toBe(400);
  });
});

describe('blog', () => {
  type Blog = { blog_id: number; title: string; description: string; image: string; url: string; date_added: string };

  it('/back/blog/list: every article newest first, in the list shape', async () => {
    const { status, body } = await post('/back/blog/list');
    expect(status).toBe(200);
    const items = body.data as Blog[];
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['blog_id', 'date_added', 'description', 'image', 'title', 'url']);
      expect(item.image).toMatch(/^\/image\/catalog\/demo\/blog\//);
    }
    const dates = items.map((i) => i.date_added);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('/back/blog/list {title}: finds articles by part of the title, in any case; % and _ are literal', async () => {
    const { body } = await post('/back/blog/list', { title: 'ПИЛИНГ' });
    const titles = (body.data as Blog[]).map((b) => b.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain('пилинг');
    const percent = (await post('/back/blog/list', { title: '%' })).body.data as Blog[];
    for (const b of percent) expect(b.title).toContain('%');
    expect((await post('/back/blog/list', { title: '_' })).body.data).toEqual([]);
    expect((await post('/back/blog/list', { title: 'нет такой статьи' })).body.data).toEqual([]);
    expect((await post('/back/blog/list', { title: '  ' })).body.data.length).toBeGreaterThanOrEqual(6);
  });

  it('/back/blog/one: one article with sanitised HTML, 404 when unknown', async () => {
    const [first] = (await post('/back/blog/list')).body.data as Blog[];
    const { body } = await post('/back/blog/one', { id: first.blog_id });
    expect(body.data).toMatchObject({ blog_id: first.blog_id, title: first.title });
    expect(body.data.description).toContain('<p>');
    expect(await post('/back/blog/one', { id: 98765 })).toEqual({
      status: 404,
      body: { result: 'error', error: 'Статья не найдена' },
    });
  });

  it("a product's articles: /back/blog/product {product_id} and /back/product/blog {id} give the same list", async () => {
    const product = await shop.db
      .selectFrom('product')
      .select('product_id')
      .where('sku', '=', 'bt1001')
      .executeTakeFirstOrThrow();
    const a = await post('/back/blog/product', { product_id: product.product_id });
    const b = await post('/back/product/blog', { id: product.product_id });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect((a.body.data as Blog[]).map((x) => x.title)).toContain(
      'Миндальный пилинг: кому подходит и как проводить курс',
    );
  });

  it("a product's articles: unknown product 404, bad body 400", async () => {
    expect((await post('/back/blog/product', { product_id: 777777 })).body).toEqual({
      result: 'error',
      error: 'Товар не найден',
    });
    expect((await post('/back/product/blog', { id: 777777 })).status).toBe(404);
    expect((await post('/back/blog/product', { id: 1 })).body.error).toBe(
      'Не заполнено обязательное поле «product_id»',
    );
  });
});

describe('GET /back/banner/slider', () => {
  it('lists the banners in order with banner_image_id, image (spaces kept) and link', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/back/banner/slider' });
    expect(reply.statusCode).toBe(200);
    const banners = reply.json().data as { banner_image_id: number; image: string; link: string }[];
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners[0]).toMatchObject({
      image: expect.stringMatching(/^\/image\/catalog\/demo\/banners\/peel season\.svg\?v=[\w-]{12}&size=1320x440$/),
      link: '/ximicheskie-pilingi',
    });
    for (const b of banners) expect(typeof b.banner_image_id).toBe('number');
  });
});

describe('/back/review/get_three', () => {
  it('returns the three latest published reviews with their product', async () => {
    const { status, body } = await post('/back/review/get_three');
    expect(status).toBe(200);
    const reviews = body.data as {
      review_id: number;
      author: string;
      text: string;
      date_modified: string;
      product_title: string;
      product_href: string;
    }[];
    expect(reviews).toHaveLength(3);
    for (const r of reviews) {
      expect(r.author).not.toBe('');
      expect(r.text).not.toBe('');
      expect(r.date_modified).toMatch(DATE_TIME);
      expect(r.product_href).toMatch(/^\/.+/);
      expect(r.product_title).not.toBe('');
    }
    const dates = reviews.map((r) => r.date_modified);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
