import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { newCustomer, SESSION_COOKIE } from '../checkout-helpers';
import { nextClientAddress } from '../client-address';
import { startTestShop, type TestShop } from '../test-app';
import { adminCall, auditRows, signedIn, type Staff } from './admin-helpers';

// 'Настройки' (issue 15): the owner's setting 'Публиковать отзывы зарегистрированных покупателей сразу'. Off (the
// default) every review waits for moderation; on, a signed-in customer's review is on the product page at once, while
// a guest's review and every question still wait. Saved against the version the owner opened, audited.

let shop: TestShop;
let owner: Staff;
let productId: number;
beforeAll(async () => {
  shop = await startTestShop();
  owner = await signedIn(shop, 'owner');
  const row = await shop.db
    .selectFrom('product')
    .select('product_id')
    .where('sku', '=', 'bt1003')
    .executeTakeFirstOrThrow();
  productId = row.product_id;
});
afterAll(async () => {
  await shop?.close();
});

async function settings() {
  const reply = await adminCall(shop, owner, 'GET', '/settings');
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as { publish_customer_reviews: boolean; version: number };
}

/** A save's body: the settings as opened (without what is not saved) with `change`. */
function saved(opened: object, change: object) {
  const { date_modified: _d, mailbox_default: _m, integrations: _i, ...values } = opened as Record<string, unknown>;
  return { ...values, ...change };
}

async function turn(on: boolean) {
  const reply = await adminCall(
    shop,
    owner,
    'PUT',
    '/settings',
    saved(await settings(), { publish_customer_reviews: on }),
  );
  expect(reply.statusCode, reply.body).toBe(200);
}

/** Posts a review from the product page, as a signed-in customer (their session cookie) or a guest. */
async function postReview(text: string, shopper?: { cookie: string; ip: string }) {
  const reply = await shop.app.inject({
    method: 'POST',
    url: '/back/review/add',
    remoteAddress: shopper?.ip ?? nextClientAddress(),
    cookies: shopper ? { [SESSION_COOKIE]: shopper.cookie } : {},
    payload: { name: 'Анна', product_id: productId, text },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as number;
}

async function shownTexts(): Promise<string[]> {
  const reply = await shop.app.inject({ method: 'POST', url: '/back/product/review', payload: { id: productId } });
  return reply.json().data.reviews.map((r: { text: string }) => r.text);
}

const reviewRow = (id: number) =>
  shop.db
    .selectFrom('review')
    .select(['customer_id', 'moderation'])
    .where('review_id', '=', id)
    .executeTakeFirstOrThrow();

describe("a signed-in customer's review", () => {
  beforeEach(async () => {
    await turn(false);
  });

  it('is kept with the customer and waits for moderation while the setting is off (the default)', async () => {
    const fresh = await startTestShop({ seed: false });
    try {
      const member = await signedIn(fresh, 'owner');
      const reply = await adminCall(fresh, member, 'GET', '/settings');
      expect(reply.json().data).toMatchObject({ publish_customer_reviews: false, version: 1 });
    } finally {
      await fresh.close();
    }
    const customer = await newCustomer(shop);
    const id = await postReview('Отзыв покупателя без публикации', customer);
    expect(await reviewRow(id)).toEqual({ customer_id: customer.customerId, moderation: 'pending' });
    expect(await shownTexts()).not.toContain('Отзыв покупателя без публикации');
  });

  it("is published at once when the owner turns the setting on, while a guest's review and questions wait", async () => {
    await turn(true);
    const customer = await newCustomer(shop);
    const id = await postReview('Отзыв покупателя сразу на сайте', customer);
    expect(await reviewRow(id)).toEqual({ customer_id: customer.customerId, moderation: 'published' });
    expect(await shownTexts()).toContain('Отзыв покупателя сразу на сайте');

    const guestId = await postReview('Отзыв гостя ждёт модерации');
    expect(await reviewRow(guestId)).toEqual({ customer_id: null, moderation: 'pending' });
    expect(await shownTexts()).not.toContain('Отзыв гостя ждёт модерации');

    const question = await shop.app.inject({
      method: 'POST',
      url: '/back/faq/add',
      remoteAddress: customer.ip,
      cookies: { [SESSION_COOKIE]: customer.cookie },
      payload: { name: 'Анна', email: customer.email, product_id: productId, text: 'Подходит ли для сухой кожи?' },
    });
    expect(question.statusCode, question.body).toBe(200);
    const faq = await shop.db
      .selectFrom('faq')
      .select('moderation')
      .where('faq_id', '=', question.json().data)
      .executeTakeFirstOrThrow();
    expect(faq.moderation).toBe('pending');
  });
});

describe('GET and PUT /admin/api/settings', () => {
  it('saves against the open version and writes the audit log', async () => {
    const before = await settings();
    const reply = await adminCall(
      shop,
      owner,
      'PUT',
      '/settings',
      saved(before, { publish_customer_reviews: !before.publish_customer_reviews }),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      publish_customer_reviews: !before.publish_customer_reviews,
      version: before.version + 1,
    });
    const audit = (await auditRows(shop, 'settings', 1)).at(-1);
    expect(audit).toMatchObject({
      actor: owner.email,
      action: 'save',
      before: { publish_customer_reviews: before.publish_customer_reviews },
      after: { publish_customer_reviews: !before.publish_customer_reviews },
    });
  });

  it("refuses a save from a stale copy with 'Запись изменена другим сотрудником' and the settings as they are", async () => {
    const opened = await settings();
    await adminCall(shop, owner, 'PUT', '/settings', saved(opened, { publish_customer_reviews: true }));
    const stale = await adminCall(shop, owner, 'PUT', '/settings', saved(opened, { publish_customer_reviews: false }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      result: 'error',
      error: 'Запись изменена другим сотрудником',
      data: { publish_customer_reviews: true, version: opened.version + 1 },
    });
    expect((await settings()).publish_customer_reviews).toBe(true);
  });

  it('opens to the owner only: a manager and an editor are refused, and nothing changes', async () => {
    const opened = await settings();
    for (const role of ['manager', 'editor'] as const) {
      const member = await signedIn(shop, role);
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', saved(opened, { publish_customer_reviews: !opened.publish_customer_reviews })],
      ] as const) {
        const reply = await adminCall(shop, member, method, '/settings', body);
        expect(reply.statusCode, `${role} ${method}`).toBe(403);
        expect(reply.json().error).toBe(ADMIN_MESSAGES.forbidden);
      }
    }
    expect(await settings()).toEqual(opened);
  });
});
