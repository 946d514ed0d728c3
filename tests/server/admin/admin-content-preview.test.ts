import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { startTestShop, type TestShop } from '../test-app';
import { adminCall, type Staff, signedIn } from './admin-helpers';

/**
 * The rich-text editor's 'Предпросмотр' (issue 16): the server answers the text as the storefront will serve it,
 * through the shop's one HTML policy, and the public call serves the very same HTML.
 */

let shop: TestShop;
let editor: Staff;
let manager: Staff;

const FRAME = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen="true"></iframe>';
const WRITTEN = `<h2>Уход летом</h2><p>Текст <strong>важный</strong><script>alert(1)</script></p>${FRAME}<p onclick="x()">Ещё</p>`;

beforeAll(async () => {
  shop = await startTestShop();
  editor = await signedIn(shop, 'editor');
  manager = await signedIn(shop, 'manager');
});
afterAll(async () => {
  await shop?.close();
});

const preview = (staff: Staff, payload: object) => adminCall(shop, staff, 'POST', '/content/preview', payload);

describe('the preview of a rich text', () => {
  it('drops the script and the handler, keeps the allowed video frame', async () => {
    const reply = await preview(editor, { html: WRITTEN });
    expect(reply.statusCode, reply.body).toBe(200);
    const { html } = reply.json().data;
    expect(html).not.toMatch(/script|alert|onclick/);
    expect(html).toContain('<h2>Уход летом</h2>');
    expect(html).toContain('<strong>важный</strong>');
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });

  it('drops a frame of any other site', async () => {
    const reply = await preview(editor, { html: '<iframe src="https://evil.example/x"></iframe><p>Текст</p>' });
    expect(reply.json().data.html).toBe('<p>Текст</p>');
  });

  it("shows a product's description without frames and an information page's pictures under /image/", async () => {
    const product = await preview(editor, { html: WRITTEN, kind: 'product' });
    expect(product.json().data.html).not.toContain('iframe');
    const page = await preview(editor, { html: '<p><img src="catalog/a.jpg" alt="Фото"></p>', kind: 'information' });
    expect(page.json().data.html).toBe('<p><img src="/image/catalog/a.jpg" alt="Фото" /></p>');
  });

  it('is served the same by the public call of a news item', async () => {
    const { html } = (await preview(editor, { html: WRITTEN })).json().data;
    const row = await shop.db
      .insertInto('news')
      .values({ title: 'Проверка политики', keyword: 'proverka-politiki-preview', description: WRITTEN })
      .returning('news_id')
      .executeTakeFirstOrThrow();
    const served = await shop.app.inject({ method: 'POST', url: '/back/news/one', payload: { id: row.news_id } });
    expect(served.json().data.description).toBe(html);
  });

  it('is for the owner and editors: a manager is refused', async () => {
    const reply = await preview(manager, { html: '<p>x</p>' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error).toBe(ADMIN_MESSAGES.forbidden);
  });

  it('refuses a body without the text in Russian', async () => {
    const reply = await preview(editor, {});
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatch(/[а-я]/);
  });
});
