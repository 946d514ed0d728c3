import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

// Every call that serves HTML passes it through the one HTML policy on the way out, whatever the database holds
// (docs/decisions/0010-html-sanitised-once-on-the-server.md): a row written by an older shop, another program or an
// attacker with the back office's password comes back clean. The storefront renders these fields as they arrive.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const reply = await shop.app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** What an attacker might leave in a text column. */
const STORED =
  '<p onclick="steal()">Текст<script>alert(1)</script></p>' +
  '<img src="https://cdn.example/a.png" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">ссылка</a>' +
  '<a href="https://example.ru" target="_blank">сайт</a>' +
  '<noscript><p title="</noscript><img src=x onerror=alert(4)>"></noscript>' +
  '<svg><script>alert(5)</script></svg><style>body{display:none}</style>' +
  '<iframe src="https://evil.example/x"></iframe>';
const YOUTUBE = '<iframe src="https://www.youtube.com/embed/abc"></iframe>';

/** What every HTML field must come back as. */
const CLEAN =
  '<p>Текст</p>' +
  '<img src="https://cdn.example/a.png" />' +
  '<a>ссылка</a>' +
  '<a href="https://example.ru" target="_blank" rel="noopener noreferrer">сайт</a>' +
  '<p></p>';

describe('HTML stored unsafely comes back clean', () => {
  it('/back/product/one: the description, without frames (videos are their own field)', async () => {
    const { product_id } = await shop.db
      .updateTable('product')
      .set({ description: STORED + YOUTUBE })
      .where('sku', '=', 'bt1002')
      .returning('product_id')
      .executeTakeFirstOrThrow();
    const product = await call('POST', '/back/product/one', { id: product_id });
    expect(product.description).toBe(CLEAN);
  });

  it('/back/information/one: the page, with a player frame', async () => {
    const { information_id } = await shop.db
      .insertInto('information')
      .values({ title: 'Проверка', keyword: 'proverka-html-policy', description: STORED + YOUTUBE })
      .returning('information_id')
      .executeTakeFirstOrThrow();
    const page = await call('POST', '/back/information/one', { id: information_id });
    expect(page.description).toBe(CLEAN + YOUTUBE);
  });

  it('/back/news/one: the article', async () => {
    const { news_id } = await shop.db
      .insertInto('news')
      .values({ title: 'Проверка', keyword: 'proverka-news-html', description: STORED + YOUTUBE })
      .returning('news_id')
      .executeTakeFirstOrThrow();
    const news = await call('POST', '/back/news/one', { id: news_id });
    expect(news.description).toBe(CLEAN + YOUTUBE);
  });

  it('/back/blog/one: the article', async () => {
    const { blog_id } = await shop.db
      .insertInto('blog')
      .values({ title: 'Проверка', keyword: 'proverka-blog-html', description: STORED + YOUTUBE })
      .returning('blog_id')
      .executeTakeFirstOrThrow();
    const blog = await call('POST', '/back/blog/one', { id: blog_id });
    expect(blog.description).toBe(CLEAN + YOUTUBE);
  });

  it('/back/seminar/getSeminar: the seminar text', async () => {
    const start = new Date(Date.now() + 30 * 86_400_000);
    const { seminar_id } = await shop.db
      .insertInto('seminar')
      .values({ type: 1, title: 'Проверка', text: STORED + YOUTUBE, date: start, date1: start })
      .returning('seminar_id')
      .executeTakeFirstOrThrow();
    const seminars: { seminar_id: number; text: string }[] = await call('POST', '/back/seminar/getSeminar');
    expect(seminars.find((s) => s.seminar_id === seminar_id)?.text).toBe(CLEAN + YOUTUBE);
  });

  it.each([
    [1, 'the home text'],
    [2, 'the footer text'],
    [3, 'the cookie notice'],
  ])('/back/setting/get/%i: %s, by GET and POST', async (key) => {
    await shop.db.updateTable('setting').set({ value: STORED }).where('setting_id', '=', key).execute();
    expect((await call('POST', `/back/setting/get/${key}`)).value).toBe(CLEAN);
    expect((await call('GET', `/back/setting/get/${key}`)).value).toBe(CLEAN);
  });

  it('/back/setting/get/4: the maintenance flag comes through unchanged', async () => {
    for (const flag of ['1', '0']) {
      await shop.db.updateTable('setting').set({ value: flag }).where('setting_id', '=', 4).execute();
      expect((await call('POST', '/back/setting/get/4')).value).toBe(flag);
    }
  });
});
