import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URL_KEYWORD_TEXT } from '../../../src/domain/transliterate';
import { STALE_RECORD } from '../../../src/domain/staff';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { CONTENT_MESSAGES } from '../../../src/server/admin/content-messages';
import { STAFF_COOKIE } from '../../../src/server/admin/staff-session';
import { forgetUnusedImages } from '../../../src/server/images/uploaded-images';
import { multipart } from '../account/account-helpers';
import { startTestShop, type TestShop } from '../test-app';
import { ADMIN, adminCall, auditRows, type Staff, signedIn } from './admin-helpers';

/**
 * News, blog articles and information pages edited in the back office (issue 16): made with an address from the
 * title, checked in Russian, saved against the version on screen, audited, and on the storefront at once (its calls,
 * its page addresses, an old address redirecting, the sitemap); unpublished and deleted, gone as at once.
 */

const INDEX = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';
const FRAME = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" allowfullscreen="true"></iframe>';
const WRITTEN = `<p>Летний уход<script>alert(1)</script></p>${FRAME}`;

let distDir: string;
let shop: TestShop;
let editor: Staff;
let owner: Staff;
let manager: Staff;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shop-test-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  mkdirSync(path.join(distDir, 'admin'));
  writeFileSync(path.join(distDir, 'admin', 'index.html'), INDEX);
  shop = await startTestShop({ distDir });
  editor = await signedIn(shop, 'editor');
  owner = await signedIn(shop, 'owner');
  manager = await signedIn(shop, 'manager');
});
afterAll(async () => {
  await shop?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const call = (staff: Staff, method: 'GET' | 'POST', url: string, payload?: object) =>
  adminCall(shop, staff, method, `/content${url}`, payload);
const storefront = (url: string, payload?: object) => shop.app.inject({ method: 'POST', url, payload });
const visit = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('a news item', () => {
  it('is made with an address from its title and shown on the storefront as the preview shows it', async () => {
    const made = await call(editor, 'POST', '/news', {
      title: 'Летние скидки на пилинги',
      description: WRITTEN,
      short_description: 'Всё лето',
      date: '2026-06-01 10:30',
      status: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    const item = made.json().data;
    expect(item).toMatchObject({
      keyword: 'letnie-skidki-na-pilingi',
      url: '/letnie-skidki-na-pilingi',
      date: '2026-06-01 10:30',
      status: true,
      version: 1,
    });

    const resolved = await storefront(`/back/url/${item.keyword}`);
    expect(resolved.json().data).toEqual({ module: 'news', id: item.id });
    const served = (await storefront('/back/news/one', { id: item.id })).json().data.description;
    const preview = (await call(editor, 'POST', '/preview', { html: WRITTEN })).json().data.html;
    expect(served).toBe(preview);
    expect(served).not.toContain('script');
    expect(served).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    const list = (await storefront('/back/news/list')).json().data as { news_id: number }[];
    expect(list.map((n) => n.news_id)).toContain(item.id);
    expect((await visit('/letnie-skidki-na-pilingi')).statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: '/sitemap/news-1.xml' })).body).toContain(
      '/letnie-skidki-na-pilingi</loc>',
    );

    const audit = await auditRows(shop, 'news', item.id);
    expect(audit.map((r) => r.action)).toEqual(['create']);
    expect(audit[0].actor).toBe(editor.email);
  });

  it('moves to a new address and leaves the old one redirecting; a stale save is refused', async () => {
    const item = (await call(editor, 'POST', '/news', { title: 'Новинка месяца', status: true })).json().data;
    expect(item.keyword).toBe('novinka-mesjatsa');
    const saved = await call(editor, 'POST', `/news/${item.id}`, {
      ...item,
      keyword: 'novinka-nojabrja',
      version: item.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ url: '/novinka-nojabrja', version: item.version + 1 });
    const old = await visit('/novinka-mesjatsa');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/novinka-nojabrja');

    // Someone else's copy, opened before that save.
    const stale = await call(owner, 'POST', `/news/${item.id}`, { ...item, title: 'Чужая правка' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: STALE_RECORD,
      data: { title: 'Новинка месяца', keyword: 'novinka-nojabrja' },
    });
    const audit = await auditRows(shop, 'news', item.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'edit']);
    expect(audit[1].before).toMatchObject({ keyword: 'novinka-mesjatsa' });
    expect(audit[1].after).toMatchObject({ keyword: 'novinka-nojabrja' });
  });

  it('leaves the storefront at once when unpublished, and for good when deleted', async () => {
    const item = (await call(editor, 'POST', '/news', { title: 'Снимем скоро', status: true })).json().data;
    expect((await storefront('/back/news/one', { id: item.id })).statusCode).toBe(200);
    const hidden = (await call(editor, 'POST', `/news/${item.id}`, { ...item, status: false })).json().data;
    expect((await storefront('/back/news/one', { id: item.id })).statusCode).toBe(404);
    expect((await visit('/snimem-skoro')).statusCode).toBe(404);

    const stale = await call(editor, 'POST', `/news/${item.id}/delete`, { version: item.version });
    expect(stale.statusCode).toBe(409);
    const gone = await call(editor, 'POST', `/news/${item.id}/delete`, { version: hidden.version });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await call(editor, 'GET', `/news/${item.id}`)).statusCode).toBe(404);
    expect((await storefront('/back/url/snimem-skoro')).statusCode).toBe(404);
    const audit = await auditRows(shop, 'news', item.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'unpublish', 'delete']);
    expect(audit[2].before).toMatchObject({ title: 'Снимем скоро' });
  });

  it('refuses in Russian what cannot be saved', async () => {
    const refused = async (payload: object, error: string) => {
      const reply = await call(editor, 'POST', '/news', payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json().error).toBe(error);
    };
    await refused({ title: '  ' }, CONTENT_MESSAGES.titleMissing);
    await refused({ title: 'Новость', keyword: 'с пробелом' }, URL_KEYWORD_TEXT.invalid);
    await refused({ title: 'Новость', keyword: 'news' }, CONTENT_MESSAGES.keywordTaken('news'));
    await refused({ title: 'Новость', keyword: 'kremi' }, CONTENT_MESSAGES.keywordTaken('kremi'));
    await refused({ title: 'Новость', date: '2026-02-30 10:00' }, CONTENT_MESSAGES.dateInvalid);
    // A title whose address is taken gets the next free one.
    const first = (await call(editor, 'POST', '/news', { title: 'Кремы' })).json().data;
    expect(first.keyword).toBe('kremy');
    const second = (await call(editor, 'POST', '/news', { title: 'Кремы' })).json().data;
    expect(second.keyword).toBe('kremy-2');
  });

  it('is listed by title, by state, newest first, a page at a time', async () => {
    await call(editor, 'POST', '/news', { title: 'Список: первая', date: '2026-01-01 09:00', status: true });
    await call(editor, 'POST', '/news', { title: 'Список: вторая', date: '2026-01-02 09:00' });
    const all = (await call(editor, 'GET', '/news?q=Список')).json().data;
    expect(all.items.map((i: { title: string }) => i.title)).toEqual(['Список: вторая', 'Список: первая']);
    expect(all.total).toBe(2);
    const hidden = (await call(editor, 'GET', '/news?q=Список&status=hidden')).json().data;
    expect(hidden.items.map((i: { title: string }) => i.title)).toEqual(['Список: вторая']);
    const paged = (await call(editor, 'GET', '/news?q=Список&limit=1&page=2')).json().data;
    expect(paged).toMatchObject({ total: 2, page: 2, items: [{ title: 'Список: первая', status: true }] });
  });
});

describe('a picture', () => {
  it('uploaded for a news item is its picture on the storefront, and kept while the item uses it', async () => {
    const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c08a6a' } })
      .jpeg()
      .toBuffer();
    const uploaded = await shop.app.inject({
      method: 'POST',
      url: `${ADMIN}/images`,
      remoteAddress: editor.ip,
      cookies: { [STAFF_COOKIE]: editor.cookie },
      ...multipart({ name: 'leto.jpg', type: 'image/jpeg', content: picture }),
    });
    const { path: imagePath } = uploaded.json().data as { path: string };
    const item = (await call(editor, 'POST', '/news', { title: 'С картинкой', image: imagePath, status: true })).json()
      .data;
    expect(item.image).toBe(imagePath);
    expect(item.image_url).toContain(`/image/${imagePath}?v=`);
    const served = (await storefront('/back/news/one', { id: item.id })).json().data;
    expect(served.image).toBe(item.image_url);
    await forgetUnusedImages(shop.app, new Date(Date.now() + 25 * 60 * 60 * 1000));
    const kept = await shop.db.selectFrom('uploaded_image').select('path').where('path', '=', imagePath).execute();
    expect(kept).toHaveLength(1);
  });
});

describe('a blog article and an information page', () => {
  it('are made and served like a news item, a page with its order and no date', async () => {
    const article = (
      await call(editor, 'POST', '/blog', { title: 'Как выбрать крем', description: WRITTEN, status: true })
    ).json().data;
    const served = (await storefront('/back/blog/one', { id: article.id })).json().data;
    expect(served.description).not.toContain('script');
    expect((await storefront(`/back/url/${article.keyword}`)).json().data).toEqual({ module: 'blog', id: article.id });

    const page = await call(owner, 'POST', '/pages', {
      title: 'Оплата частями',
      description: '<p><img src="catalog/plan.png" alt="План"></p>',
      sort_order: 5,
      date: 'не дата',
      status: true,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ keyword: 'oplata-chastjami', sort_order: 5, date: '' });
    const shown = (await storefront('/back/information/one', { id: page.json().data.id })).json().data;
    expect(shown.description).toBe('<p><img src="/image/catalog/plan.png" alt="План" /></p>');
    expect((await auditRows(shop, 'information', page.json().data.id)).map((r) => r.action)).toEqual(['create']);
  });
});

describe("the home page's about text", () => {
  it('is saved against the version opened, audited, and served by the storefront as the preview shows it', async () => {
    const opened = (await call(editor, 'GET', '/about')).json().data;
    expect(opened.html).not.toBe('');
    const saved = await call(editor, 'POST', '/about', { html: WRITTEN, version: opened.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.html).toBe(WRITTEN);
    const served = (await shop.app.inject({ method: 'GET', url: '/back/setting/get/1' })).json().data.value;
    const preview = (await call(editor, 'POST', '/preview', { html: WRITTEN })).json().data.html;
    expect(served).toBe(preview);
    expect(served).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');

    const stale = await call(owner, 'POST', '/about', { html: '<p>Чужое</p>', version: opened.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: STALE_RECORD, data: { html: WRITTEN } });
    const audit = await auditRows(shop, 'setting', 1);
    expect(audit.map((r) => [r.action, r.actor])).toEqual([['edit', editor.email]]);
    expect(audit[0].before).toEqual({ html: opened.html });
    // Back as it was.
    await call(editor, 'POST', '/about', { html: opened.html, version: saved.json().data.version });
  });
});

describe('who edits content', () => {
  it('is the owner or an editor: a manager is refused', async () => {
    for (const url of ['/news', '/blog', '/pages', '/about']) {
      const reply = await call(manager, 'GET', url);
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error).toBe(ADMIN_MESSAGES.forbidden);
    }
  });
});
