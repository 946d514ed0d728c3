import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { readOutbox } from '../../../src/server/integrations/mail';
import { nextClientAddress } from '../client-address';
import { startTestShop, type TestShop } from '../test-app';
import { adminCall, type Staff, signedIn } from './admin-helpers';

/**
 * Pre-moderation as shoppers and staff meet it: what is posted waits, the storefront shows only what was published
 * (lists, the rating, the home carousel), at once even though the answers are kept in memory, and an answer reaches
 * the asker. The catalogue version is read here once a minute and no database notification is heard: the staff
 * member's own process must follow its change by itself, since PostgreSQL's NOTIFY may reach it after the reply (it
 * did in CI). tests/server/answer-cache.test.ts covers the other processes, which follow the notification.
 */

let shop: TestShop;
let manager: Staff;
let otherManager: Staff;
let productId: number;

beforeAll(async () => {
  shop = await startTestShop({ env: { CATALOGUE_CHECK_MS: '60000' } });
  manager = await signedIn(shop, 'manager');
  otherManager = await signedIn(shop, 'manager');
  const row = await shop.db
    .selectFrom('product')
    .select('product_id')
    .where('sku', '=', 'bt1001')
    .executeTakeFirstOrThrow();
  productId = row.product_id;
});
afterAll(async () => {
  await shop?.close();
});

const storefront = (url: string, payload?: object) =>
  shop.app
    .inject({ method: 'POST', url, remoteAddress: nextClientAddress(), ...(payload ? { payload } : {}) })
    .then((reply) => reply.json());

async function postReview(text: string): Promise<number> {
  const reply = await storefront('/back/review/add', { name: 'Ольга', product_id: productId, text });
  expect(reply.result).toBe('success');
  return reply.data as number;
}

async function askQuestion(question: string, email = 'olga.asks@example.ru'): Promise<number> {
  const reply = await storefront('/back/faq/add', { name: 'Ольга', email, product_id: productId, text: question });
  expect(reply.result).toBe('success');
  return reply.data as number;
}

const productReviews = () => storefront('/back/product/review', { id: productId }).then((r) => r.data);
const reviewIds = async () => (await productReviews()).reviews.map((r: { review_id: number }) => r.review_id);
const questionIds = async (url: '/back/faq/list' | '/back/product/faq') =>
  (await storefront(url, url === '/back/faq/list' ? undefined : { id: productId })).data.map(
    (q: { faq_id: number }) => q.faq_id,
  );
const versionOf = async (table: 'review' | 'faq', id: number) =>
  table === 'review'
    ? (await shop.db.selectFrom('review').select('version').where('review_id', '=', id).executeTakeFirstOrThrow())
        .version
    : (await shop.db.selectFrom('faq').select('version').where('faq_id', '=', id).executeTakeFirstOrThrow()).version;
const auditOf = (recordType: 'review' | 'question', id: number) =>
  shop.db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'before', 'after'])
    .where('record_type', '=', recordType)
    .where('record_id', '=', id)
    .orderBy('audit_log_id')
    .execute();

describe('reviews', () => {
  it("wait 'На модерации' after the shopper is told 'Отзыв №N отправлен!', and show at once when published", async () => {
    const before = await productReviews();
    const id = await postReview('Хороший пилинг, но щиплет');
    expect(await reviewIds()).not.toContain(id);

    const queue = await adminCall(shop, manager, 'GET', '/moderation/reviews');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.reviews).toContainEqual(
      expect.objectContaining({
        review_id: id,
        product_id: productId,
        product_name: expect.any(String),
        author: 'Ольга',
        text: 'Хороший пилинг, но щиплет',
        moderation: 'pending',
        version: 1,
      }),
    );

    const published = await adminCall(shop, manager, 'POST', `/moderation/reviews/${id}/publish`, { version: 1 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ review_id: id, moderation: 'published', version: 2 });
    const after = await productReviews();
    expect(after.total).toBe(before.total + 1);
    expect(after.reviews[0].review_id).toBe(id);
    expect(await auditOf('review', id)).toEqual([
      {
        action: 'publish',
        actor: manager.email,
        before: { moderation: 'pending', version: 1 },
        after: { moderation: 'published', version: 2 },
      },
    ]);
  });

  it("a waiting review's stars count in the product's rating (its structured data) only once published", async () => {
    const { review_id } = await shop.db
      .insertInto('review')
      .values({ product_id: productId, customer_id: null, author: 'Импорт', text: 'С оценкой', rating: 1 })
      .returning('review_id')
      .executeTakeFirstOrThrow();
    const before = (await productReviews()).rating;
    const home = async () =>
      (await storefront('/back/review/get_three')).data.map((r: { review_id: number }) => r.review_id);
    expect(await home()).not.toContain(review_id);
    await adminCall(shop, manager, 'POST', `/moderation/reviews/${review_id}/publish`, { version: 1 });
    const after = (await productReviews()).rating;
    expect(after.count).toBe(before.count + 1);
    expect(after.average).toBeLessThan(before.average);
    expect(await home()).toContain(review_id);
  });

  it("'Отклонить' takes a published review off the site; a second decision or a stale copy is refused", async () => {
    const id = await postReview('Не понравилось');
    await adminCall(shop, manager, 'POST', `/moderation/reviews/${id}/publish`, { version: 1 });
    expect(await reviewIds()).toContain(id);
    const stale = await adminCall(shop, otherManager, 'POST', `/moderation/reviews/${id}/reject`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: ADMIN_MESSAGES.stale, data: { moderation: 'published', version: 2 } });
    const rejected = await adminCall(shop, otherManager, 'POST', `/moderation/reviews/${id}/reject`, { version: 2 });
    expect(rejected.json().data.moderation).toBe('rejected');
    expect(await reviewIds()).not.toContain(id);
    const again = await adminCall(shop, manager, 'POST', `/moderation/reviews/${id}/reject`, { version: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ADMIN_MESSAGES.alreadyRejected);
    const rejectedQueue = await adminCall(shop, manager, 'GET', '/moderation/reviews?status=rejected');
    expect(rejectedQueue.json().data.reviews.map((r: { review_id: number }) => r.review_id)).toContain(id);
  });

  it('can be edited before publishing, audited, under the version check', async () => {
    const id = await postReview('Звоните 8-900-000-00-00, продам дешевле');
    const edited = await adminCall(shop, manager, 'POST', `/moderation/reviews/${id}/edit`, {
      version: 1,
      author: ' Ольга К. ',
      text: 'Продам дешевле',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ author: 'Ольга К.', text: 'Продам дешевле', moderation: 'pending' });
    expect(await auditOf('review', id)).toEqual([
      expect.objectContaining({
        action: 'edit',
        before: expect.objectContaining({ text: 'Звоните 8-900-000-00-00, продам дешевле' }),
        after: expect.objectContaining({ text: 'Продам дешевле' }),
      }),
    ]);
    const stale = await adminCall(shop, otherManager, 'POST', `/moderation/reviews/${id}/edit`, {
      version: 1,
      author: 'Ольга',
      text: 'Другое',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.text).toBe('Продам дешевле');
  });

  it("'Удалить' takes a review away for good, the audit log keeping what it said; a stale copy is refused", async () => {
    const id = await postReview('Купите у нас дешевле: spam.example');
    await adminCall(shop, manager, 'POST', `/moderation/reviews/${id}/publish`, { version: 1 });
    expect(await reviewIds()).toContain(id);
    const stale = await adminCall(shop, otherManager, 'POST', `/moderation/reviews/${id}/delete`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: ADMIN_MESSAGES.stale, data: { review_id: id, version: 2 } });
    const deleted = await adminCall(shop, otherManager, 'POST', `/moderation/reviews/${id}/delete`, { version: 2 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toBeNull();
    expect(await reviewIds()).not.toContain(id);
    const queue = await adminCall(shop, manager, 'GET', '/moderation/reviews?status=published');
    expect(queue.json().data.reviews.map((r: { review_id: number }) => r.review_id)).not.toContain(id);
    expect((await auditOf('review', id)).at(-1)).toEqual({
      action: 'delete',
      actor: otherManager.email,
      before: expect.objectContaining({ text: 'Купите у нас дешевле: spam.example', moderation: 'published' }),
      after: null,
    });
    const again = await adminCall(shop, manager, 'POST', `/moderation/reviews/${id}/delete`, { version: 2 });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('Отзыв не найден');
  });

  it('finds waiting reviews by product and words, paged', async () => {
    const id = await postReview('Уникальноеслово в отзыве');
    const found = await adminCall(
      shop,
      manager,
      'GET',
      `/moderation/reviews?q=уникальноеСЛОВО&product_id=${productId}`,
    );
    expect(found.json().data).toMatchObject({ total: 1, page: 1, reviews: [{ review_id: id }] });
    const none = await adminCall(shop, manager, 'GET', '/moderation/reviews?product_id=999999');
    expect(none.json().data).toMatchObject({ total: 0, reviews: [] });
    const paged = await adminCall(shop, manager, 'GET', '/moderation/reviews?limit=1&page=2');
    expect(paged.json().data.reviews).toHaveLength(1);
  });

  it('refuses bad input in Russian, an unknown review with 404', async () => {
    const id = await postReview('Для проверок');
    for (const [path, body] of [
      [`/moderation/reviews/${id}/publish`, {}],
      [`/moderation/reviews/${id}/publish`, { version: 'один' }],
      [`/moderation/reviews/${id}/edit`, { version: 1, author: '  ', text: 'Текст' }],
      [`/moderation/reviews/${id}/edit`, { version: 1, author: 'Ольга', text: '' }],
      [`/moderation/reviews/abc/publish`, { version: 1 }],
    ] as const) {
      const reply = await adminCall(shop, manager, 'POST', path, body);
      expect(reply.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.json().error).toMatch(/[а-яё]/i);
    }
    expect((await adminCall(shop, manager, 'GET', '/moderation/reviews?status=hidden')).statusCode).toBe(400);
    const unknown = await adminCall(shop, manager, 'POST', '/moderation/reviews/999999/publish', { version: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(ADMIN_MESSAGES.reviewNotFound);
    expect(await versionOf('review', id)).toBe(1);
  });

  it('is closed to an editor and to a visitor without a staff session', async () => {
    const id = await postReview('Роли');
    const editor = await signedIn(shop, 'editor');
    expect((await adminCall(shop, editor, 'GET', '/moderation/reviews')).statusCode).toBe(403);
    expect(
      (await adminCall(shop, editor, 'POST', `/moderation/reviews/${id}/publish`, { version: 1 })).statusCode,
    ).toBe(403);
    expect((await adminCall(shop, null, 'POST', `/moderation/reviews/${id}/publish`, { version: 1 })).statusCode).toBe(
      401,
    );
    const owner = await signedIn(shop, 'owner');
    expect((await adminCall(shop, owner, 'POST', `/moderation/reviews/${id}/publish`, { version: 1 })).statusCode).toBe(
      200,
    );
  });
});

describe('questions', () => {
  it("wait after 'Форма отправлена №N!', and 'Ответить' publishes the question with its answer and e-mails the asker", async () => {
    const id = await askQuestion('Можно ли летом?');
    expect(await questionIds('/back/faq/list')).not.toContain(id);
    expect(await questionIds('/back/product/faq')).not.toContain(id);
    const queue = await adminCall(shop, manager, 'GET', '/moderation/questions');
    expect(queue.json().data.questions).toContainEqual(
      expect.objectContaining({ faq_id: id, email: 'olga.asks@example.ru', answer: '', moderation: 'pending' }),
    );

    const answer = 'Да, с кремом SPF 50 и не на солнце.';
    const reply = await adminCall(shop, manager, 'POST', `/moderation/questions/${id}/answer`, { version: 1, answer });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ answer, moderation: 'published', date_answered: expect.any(String) });
    const shown = (await storefront('/back/product/faq', { id: productId })).data.find(
      (q: { faq_id: number }) => q.faq_id === id,
    );
    expect(shown).toMatchObject({ text: 'Можно ли летом?', answer, date_modified: reply.json().data.date_answered });
    expect(await questionIds('/back/faq/list')).toContain(id);

    const mail = (await readOutbox(`${shop.dataDir}/outbox`)).find((m) => m.to === 'olga.asks@example.ru');
    expect(mail?.subject).toBe('Ответ на ваш вопрос');
    expect(mail?.text).toContain('Можно ли летом?');
    expect(mail?.text).toContain(answer);
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:\d+\/[^/]+$/);
    expect(await auditOf('question', id)).toEqual([
      expect.objectContaining({
        action: 'answer',
        before: expect.objectContaining({ answer: null, moderation: 'pending' }),
        after: expect.objectContaining({ answer, moderation: 'published' }),
      }),
    ]);
  });

  it('an answer to someone who left no e-mail is published and sent to nobody', async () => {
    const { faq_id } = await shop.db
      .insertInto('faq')
      .values({ name: 'Без почты', email: '', product_id: productId, question: 'Без адреса?' })
      .returning('faq_id')
      .executeTakeFirstOrThrow();
    const before = (await readOutbox(`${shop.dataDir}/outbox`)).length;
    const reply = await adminCall(shop, manager, 'POST', `/moderation/questions/${faq_id}/answer`, {
      version: 1,
      answer: 'Ответ',
    });
    expect(reply.statusCode).toBe(200);
    expect((await readOutbox(`${shop.dataDir}/outbox`)).length).toBe(before);
  });

  it('are published, rejected and edited like reviews, each audited and version-checked', async () => {
    const id = await askQuestion('Вопрос с опечткой');
    const edited = await adminCall(shop, manager, 'POST', `/moderation/questions/${id}/edit`, {
      version: 1,
      name: 'Ольга',
      question: 'Вопрос с опечаткой',
    });
    expect(edited.json().data).toMatchObject({ question: 'Вопрос с опечаткой', version: 2 });
    const stale = await adminCall(shop, otherManager, 'POST', `/moderation/questions/${id}/publish`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(ADMIN_MESSAGES.stale);
    expect(
      (await adminCall(shop, manager, 'POST', `/moderation/questions/${id}/publish`, { version: 2 })).statusCode,
    ).toBe(200);
    expect(await questionIds('/back/faq/list')).toContain(id);
    const twice = await adminCall(shop, manager, 'POST', `/moderation/questions/${id}/publish`, { version: 3 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(ADMIN_MESSAGES.alreadyPublished);
    expect(
      (await adminCall(shop, manager, 'POST', `/moderation/questions/${id}/reject`, { version: 3 })).statusCode,
    ).toBe(200);
    expect(await questionIds('/back/faq/list')).not.toContain(id);
    expect((await auditOf('question', id)).map((e) => e.action)).toEqual(['edit', 'publish', 'reject']);
  });

  it("'Удалить' takes a question away with its answer, audited, under the version check", async () => {
    const id = await askQuestion('Повторный вопрос');
    const deleted = await adminCall(shop, manager, 'POST', `/moderation/questions/${id}/delete`, { version: 1 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await shop.db.selectFrom('faq').select('faq_id').where('faq_id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await auditOf('question', id)).at(-1)).toMatchObject({
      action: 'delete',
      before: expect.objectContaining({ question: 'Повторный вопрос', moderation: 'pending' }),
      after: null,
    });
  });

  it('refuses a blank answer, an unknown question and bad input in Russian', async () => {
    const id = await askQuestion('Проверка ответа');
    for (const answer of ['', '   ']) {
      const reply = await adminCall(shop, manager, 'POST', `/moderation/questions/${id}/answer`, {
        version: 1,
        answer,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toMatch(/[а-яё]/i);
    }
    const unknown = await adminCall(shop, manager, 'POST', '/moderation/questions/999999/answer', {
      version: 1,
      answer: 'Ответ',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(ADMIN_MESSAGES.questionNotFound);
    expect((await adminCall(shop, manager, 'GET', '/moderation/questions?page=0')).statusCode).toBe(400);
    expect(await versionOf('faq', id)).toBe(1);
  });
});
