import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_TEXT } from '../../../src/domain/banner-edit';
import { FAQ_TEXT } from '../../../src/domain/faq-edit';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { forgetUnusedImages } from '../../../src/server/images/uploaded-images';
import { startTestShop, type TestShop } from '../test-app';
import { adminCall, auditRows, signedIn, type Staff } from './admin-helpers';

// 'Баннеры' and 'Вопрос-ответ' (issue 16, owner and editors): the home carousel's banners and the shop's own questions
// created, saved against their version, switched, reordered and deleted, each audited; the storefront's slider and
// /faq follow at once; refusals in Russian; managers refused.

let shop: TestShop;
let editor: Staff;
let manager: Staff;
const PICTURE = 'catalog/upload/banner-test.jpg';

interface Banner {
  id: number;
  image: string;
  image_url: string;
  title: string;
  link: string;
  date_from: string | null;
  date_to: string | null;
  status: boolean;
  shown_now: boolean;
  version: number;
}
interface Question {
  id: number;
  author: string;
  question: string;
  answer: string;
  status: boolean;
  version: number;
}

const BANNER = {
  image: PICTURE,
  title: 'Зимняя распродажа',
  link: '/aktsii',
  date_from: null,
  date_to: null,
  status: true,
};
const QUESTION = {
  author: '',
  question: 'Как оформить возврат?',
  answer: 'Напишите нам в течение 14 дней.',
  status: true,
};

beforeAll(async () => {
  shop = await startTestShop();
  editor = await signedIn(shop, 'editor');
  manager = await signedIn(shop, 'manager');
  // A picture uploaded in the back office (the upload itself: admin-images.test.ts).
  await shop.db
    .insertInto('uploaded_image')
    .values({ path: PICTURE, staff_id: null, bytes: 1, width: 1200, height: 400 })
    .execute();
});
afterAll(async () => {
  await shop?.close();
});

async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
  status = 200,
): Promise<T> {
  const reply = await adminCall(shop, editor, method, path, body);
  expect(reply.statusCode, reply.body).toBe(status);
  return reply.json().data as T;
}

const banners = async () => (await call<{ banners: Banner[] }>('GET', '/content/banners')).banners;
const questions = async () => (await call<{ questions: Question[] }>('GET', '/content/faq')).questions;

async function slider(): Promise<{ banner_image_id: number; title: string; link: string; image: string }[]> {
  const reply = await shop.app.inject({ method: 'GET', url: '/back/banner/slider' });
  expect(reply.statusCode).toBe(200);
  return reply.json().data;
}

async function faqList(): Promise<{ faq_id: number; text: string; answer: string; author: string }[]> {
  const reply = await shop.app.inject({ method: 'POST', url: '/back/faq/list' });
  expect(reply.statusCode).toBe(200);
  return reply.json().data;
}

describe('home banners', () => {
  it('adds a banner last; the slider shows it at once, hidden it is gone, deleted it is gone for good', async () => {
    const seeded = (await slider()).map((b) => b.banner_image_id);
    const list = (await call<{ banners: Banner[] }>('POST', '/content/banners', BANNER)).banners;
    const added = list.at(-1)!;
    expect(added).toMatchObject({ ...BANNER, shown_now: true, version: 1 });
    expect(added.image_url).toContain('/image/catalog/upload/banner-test.jpg');
    expect((await slider()).map((b) => b.banner_image_id)).toEqual([...seeded, added.id]);
    expect((await slider()).at(-1)).toMatchObject({ title: 'Зимняя распродажа', link: '/aktsii' });

    await call('PUT', `/content/banners/${added.id}/status`, { status: false, version: 1 });
    expect((await slider()).map((b) => b.banner_image_id)).toEqual(seeded);

    const stale = await adminCall(shop, editor, 'DELETE', `/content/banners/${added.id}?version=1`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(ADMIN_MESSAGES.stale);
    await call('DELETE', `/content/banners/${added.id}?version=2`);
    expect((await banners()).map((b) => b.id)).not.toContain(added.id);
    const audit = await auditRows(shop, 'banner', added.id);
    expect(audit.map((r) => [r.action, r.actor])).toEqual([
      ['create', editor.email],
      ['hide', editor.email],
      ['delete', editor.email],
    ]);
    expect(audit[0].after).toMatchObject({ link: '/aktsii', image: PICTURE });
  });

  it('shows a banner only within its dates', async () => {
    const later = (
      await call<{ banners: Banner[] }>('POST', '/content/banners', { ...BANNER, date_from: '2999-01-01' })
    ).banners.at(-1)!;
    const over = (
      await call<{ banners: Banner[] }>('POST', '/content/banners', { ...BANNER, date_to: '2020-12-31' })
    ).banners.at(-1)!;
    const now = (
      await call<{ banners: Banner[] }>('POST', '/content/banners', {
        ...BANNER,
        date_from: '2020-01-01',
        date_to: '2999-12-31',
      })
    ).banners.at(-1)!;
    expect([later.shown_now, over.shown_now, now.shown_now]).toEqual([false, false, true]);
    const shown = (await slider()).map((b) => b.banner_image_id);
    expect(shown).toContain(now.id);
    expect(shown).not.toContain(later.id);
    expect(shown).not.toContain(over.id);
    for (const b of [later, over, now]) await call('DELETE', `/content/banners/${b.id}?version=1`);
  });

  it('saves the order the editor set, and refuses an order made from a stale list', async () => {
    const before = await banners();
    const order = [...before].reverse().map(({ id, version }) => ({ id, version }));
    const after = (await call<{ banners: Banner[] }>('PUT', '/content/banners/order', { order })).banners;
    expect(after.map((b) => b.id)).toEqual(order.map((o) => o.id));
    expect((await slider()).map((b) => b.banner_image_id)).toEqual(after.filter((b) => b.shown_now).map((b) => b.id));
    // The same versions again: every moved banner's version has moved on.
    const stale = await adminCall(shop, editor, 'PUT', '/content/banners/order', { order });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: ADMIN_MESSAGES.stale, data: { banners: after } });
    // A list missing a banner is stale too.
    const partial = after.slice(1).map(({ id, version }) => ({ id, version }));
    expect((await adminCall(shop, editor, 'PUT', '/content/banners/order', { order: partial })).statusCode).toBe(409);
    expect((await auditRows(shop, 'banner', after[0].id)).at(-1)).toMatchObject({ action: 'reorder' });
  });

  it('saves against the version on screen: a second save from the same copy is refused', async () => {
    const [first] = await banners();
    const body = { ...first, title: 'Новая подпись' };
    const saved = (await call<{ banners: Banner[] }>('PUT', `/content/banners/${first.id}`, body)).banners;
    expect(saved.find((b) => b.id === first.id)).toMatchObject({ title: 'Новая подпись', version: first.version + 1 });
    const again = await adminCall(shop, editor, 'PUT', `/content/banners/${first.id}`, { ...body, title: 'Другая' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Запись изменена другим сотрудником');
  });

  it('refuses bad values in Russian: no picture, a picture not uploaded, a bad link, dates the wrong way round', async () => {
    const refused = async (body: object, message: string) => {
      const reply = await adminCall(shop, editor, 'POST', '/content/banners', { ...BANNER, ...body });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().error).toBe(message);
    };
    await refused({ image: '' }, BANNER_TEXT.image);
    await refused({ image: 'catalog/upload/never-uploaded.jpg' }, BANNER_TEXT.imageUnknown);
    await refused({ image: '../../etc/passwd' }, BANNER_TEXT.imageUnknown);
    await refused({ link: '' }, BANNER_TEXT.link);
    for (const link of ['javascript:alert(1)', '//evil.example', 'aktsii', 'https://', '/с пробелом'])
      await refused({ link }, BANNER_TEXT.linkInvalid);
    await refused({ date_from: '2026-02-30' }, BANNER_TEXT.date);
    await refused({ date_from: '2026-12-31', date_to: '2026-12-01' }, BANNER_TEXT.dateOrder);
    const ok = await adminCall(shop, editor, 'POST', '/content/banners', {
      ...BANNER,
      link: 'https://example.ru/a?b=1',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps a banner’s uploaded picture when unused pictures are forgotten', async () => {
    await forgetUnusedImages(shop.app, new Date(Date.now() + 25 * 60 * 60 * 1000));
    const left = await shop.db.selectFrom('uploaded_image').select('path').execute();
    expect(left.map((r) => r.path)).toContain(PICTURE);
  });
});

describe('the shop’s questions', () => {
  it('adds a question that /faq shows first; unpublished it is gone; deleted it is gone for good', async () => {
    const list = (await call<{ questions: Question[] }>('POST', '/content/faq', QUESTION)).questions;
    const added = list.at(-1)!;
    expect(added).toMatchObject({ ...QUESTION, version: 1 });
    // Only the shop's own questions are listed: none has a product.
    const own = await shop.db.selectFrom('faq').select('faq_id').where('product_id', 'is', null).execute();
    expect(list.map((q) => q.id).sort((a, b) => a - b)).toEqual(own.map((r) => r.faq_id).sort((a, b) => a - b));
    const shown = await faqList();
    expect(shown.slice(0, list.length).map((q) => q.faq_id)).toEqual(list.map((q) => q.id));
    expect(shown.find((q) => q.faq_id === added.id)).toMatchObject({
      text: QUESTION.question,
      answer: QUESTION.answer,
    });

    await call('PUT', `/content/faq/${added.id}/status`, { status: false, version: 1 });
    expect((await faqList()).map((q) => q.faq_id)).not.toContain(added.id);
    // Hidden, it is not the moderators' either.
    const queue = await adminCall(shop, manager, 'GET', '/moderation/questions?status=rejected');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(JSON.stringify(queue.json().data)).not.toContain(QUESTION.question);

    await call('DELETE', `/content/faq/${added.id}?version=2`);
    expect((await questions()).map((q) => q.id)).not.toContain(added.id);
    expect((await auditRows(shop, 'faq', added.id)).map((r) => r.action)).toEqual(['create', 'unpublish', 'delete']);
  });

  it('reorders the questions on /faq and saves against the version on screen', async () => {
    const before = await questions();
    expect(before.length).toBeGreaterThan(1);
    const order = [...before].reverse().map(({ id, version }) => ({ id, version }));
    const after = (await call<{ questions: Question[] }>('PUT', '/content/faq/order', { order })).questions;
    const published = after.filter((q) => q.status).map((q) => q.id);
    expect((await faqList()).slice(0, published.length).map((q) => q.faq_id)).toEqual(published);

    const [first] = after;
    const body = { ...first, answer: 'Новый ответ' };
    await call('PUT', `/content/faq/${first.id}`, body);
    const stale = await adminCall(shop, editor, 'PUT', `/content/faq/${first.id}`, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(ADMIN_MESSAGES.stale);
  });

  it('refuses an empty question or answer in Russian, and a shopper’s question is not the shop’s to edit', async () => {
    for (const [body, message] of [
      [{ question: ' ' }, FAQ_TEXT.question],
      [{ answer: '' }, FAQ_TEXT.answer],
    ] as const) {
      const reply = await adminCall(shop, editor, 'POST', '/content/faq', { ...QUESTION, ...body });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toBe(message);
    }
    const shoppers = await shop.db
      .selectFrom('faq')
      .select(['faq_id', 'version'])
      .where('product_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const reply = await adminCall(shop, editor, 'PUT', `/content/faq/${shoppers.faq_id}`, {
      ...QUESTION,
      version: shoppers.version,
    });
    expect(reply.statusCode).toBe(409);
  });
});

describe('who may', () => {
  it('refuses a manager both lists', async () => {
    for (const path of ['/content/banners', '/content/faq']) {
      const reply = await adminCall(shop, manager, 'GET', path);
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error).toBe(ADMIN_MESSAGES.forbidden);
    }
  });
});
