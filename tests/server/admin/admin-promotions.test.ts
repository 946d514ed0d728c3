import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_TEXT } from '../../../src/domain/promotion-edit';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { add, cartOf, newBrowser, totalsOf } from '../cart-helpers';
import { startTestShop, type TestShop } from '../test-app';
import { adminCall, auditRows, signedIn, type Staff } from './admin-helpers';

// 'Акции и подарки' (issue 16, the owner only): promotions created, saved against their version, switched off and
// deleted, each audited; a promotion created here changes a real cart at once; the preview of a sample cart is what
// the cart itself totals for the same goods.

let shop: TestShop;
let owner: Staff;
let product: { id: number; name: string };
let gift: { id: number; name: string };

interface Promotion {
  promotion_id: number;
  type: string;
  customer_group_id: number;
  product_count: number | null;
  percent: number | null;
  total: number | null;
  gift_product_ids: number[];
  date_start: string | null;
  date_end: string | null;
  status: boolean;
  in_force: boolean;
  version: number;
}

const DISCOUNT = {
  type: 'discount',
  customer_group_id: 0,
  product_count: null,
  percent: 7,
  total: 500,
  gift_product_ids: [],
  date_start: null,
  date_end: null,
  status: true,
};

beforeAll(async () => {
  shop = await startTestShop();
  owner = await signedIn(shop, 'owner');
  // No seeded promotion in the way: each test says which promotions there are.
  await shop.db.deleteFrom('promotion').execute();
  const rows = await shop.db
    .selectFrom('product')
    .select(['product_id', 'name'])
    .where('status', '=', true)
    .where('product_id', '!=', 187)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('product_option')
            .select('product_option_id')
            .whereRef('product_option.product_id', '=', 'product.product_id'),
        ),
      ),
    )
    .orderBy('product_id')
    .limit(2)
    .execute();
  const [a, b] = rows.map((r) => ({ id: r.product_id, name: r.name }));
  product = a!;
  gift = b!;
  for (const p of [product, gift]) {
    await shop.db.updateTable('product').set({ price: 1000, quantity: 50 }).where('product_id', '=', p.id).execute();
    await shop.db.deleteFrom('product_special').where('product_id', '=', p.id).execute();
  }
});
afterAll(async () => {
  await shop?.close();
});

async function promotions(): Promise<Promotion[]> {
  const reply = await adminCall(shop, owner, 'GET', '/promotions');
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.promotions;
}

async function create(body: object): Promise<Promotion> {
  const before = (await promotions()).map((p) => p.promotion_id);
  const reply = await adminCall(shop, owner, 'POST', '/promotions', body);
  expect(reply.statusCode, reply.body).toBe(200);
  const created = (reply.json().data.promotions as Promotion[]).find((p) => !before.includes(p.promotion_id));
  if (!created) throw new Error('no new promotion');
  return created;
}

async function removeAll() {
  await shop.db.deleteFrom('promotion').execute();
}

async function cartTotal(quantity: number) {
  const browser = newBrowser();
  const reply = await add(shop, browser, product.id, undefined, quantity);
  expect(reply.statusCode, reply.body).toBe(200);
  return { browser, cart: await cartOf(shop, browser) };
}

describe('promotions in the back office', () => {
  it('creates a discount that a real cart gets at once, and deleting it takes it away', async () => {
    await removeAll();
    const without = await cartTotal(1);
    expect(without.cart.total).toBe(1000);
    const created = await create(DISCOUNT);
    expect(created).toMatchObject({ ...DISCOUNT, in_force: true, version: 1 });
    const again = await cartOf(shop, without.browser);
    expect(totalsOf(again)).toContainEqual(['discount', -70]);
    expect(again.total).toBe(930);

    const reply = await adminCall(shop, owner, 'DELETE', `/promotions/${created.promotion_id}?version=1`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await cartOf(shop, without.browser)).total).toBe(1000);
    const audit = await auditRows(shop, 'promotion', created.promotion_id);
    expect(audit.map((r) => [r.action, r.actor])).toEqual([
      ['create', owner.email],
      ['delete', owner.email],
    ]);
    expect(audit[0].after).toMatchObject({ type: 'discount', percent: 7, total: 500 });
    expect(audit[1].before).toMatchObject({ percent: 7 });
  });

  it('applies a promotion only within its dates and while switched on', async () => {
    await removeAll();
    const future = await create({ ...DISCOUNT, date_start: '2999-01-01', date_end: null });
    expect(future.in_force).toBe(false);
    const { browser, cart } = await cartTotal(1);
    expect(cart.total).toBe(1000);
    const save = await adminCall(shop, owner, 'PUT', `/promotions/${future.promotion_id}`, {
      ...DISCOUNT,
      date_start: '2020-01-01',
      date_end: '2999-12-31',
      version: 1,
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await cartOf(shop, browser)).total).toBe(930);
    const off = await adminCall(shop, owner, 'PUT', `/promotions/${future.promotion_id}`, {
      ...DISCOUNT,
      date_start: '2020-01-01',
      date_end: '2999-12-31',
      status: false,
      version: 2,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await cartOf(shop, browser)).total).toBe(1000);
    const actions = (await auditRows(shop, 'promotion', future.promotion_id)).map((r) => r.action);
    expect(actions).toEqual(['create', 'edit', 'disable']);
  });

  it('refuses a save or a deletion from a stale copy with the list as it is now', async () => {
    await removeAll();
    const created = await create(DISCOUNT);
    const first = await adminCall(shop, owner, 'PUT', `/promotions/${created.promotion_id}`, {
      ...DISCOUNT,
      percent: 8,
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await adminCall(shop, owner, 'PUT', `/promotions/${created.promotion_id}`, {
      ...DISCOUNT,
      percent: 9,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(ADMIN_MESSAGES.stale);
    expect(stale.json().data.promotions[0]).toMatchObject({ percent: 8, version: 2 });
    const staleDelete = await adminCall(shop, owner, 'DELETE', `/promotions/${created.promotion_id}?version=1`);
    expect(staleDelete.statusCode).toBe(409);
    expect((await promotions()).map((p) => p.percent)).toEqual([8]);
  });

  it('refuses wrong values in Russian (400) and saves nothing', async () => {
    await removeAll();
    const cases: [object, string][] = [
      [{ ...DISCOUNT, percent: 0 }, PROMOTION_TEXT.percent],
      [{ ...DISCOUNT, percent: 12.5 }, PROMOTION_TEXT.percent],
      [{ ...DISCOUNT, total: 99.5 }, PROMOTION_TEXT.total],
      [{ ...DISCOUNT, type: 'x_plus_one', product_count: 0 }, PROMOTION_TEXT.count],
      [{ ...DISCOUNT, type: 'present', product_count: 1 }, PROMOTION_TEXT.giftProducts],
      [{ ...DISCOUNT, date_start: '2026-02-30' }, PROMOTION_TEXT.date],
      [{ ...DISCOUNT, date_start: '2026-05-02', date_end: '2026-05-01' }, PROMOTION_TEXT.dateOrder],
    ];
    for (const [body, message] of cases) {
      const reply = await adminCall(shop, owner, 'POST', '/promotions', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error).toBe(message);
    }
    expect(await promotions()).toEqual([]);
  });

  it('refuses managers and editors', async () => {
    for (const role of ['manager', 'editor'] as const) {
      const member = await signedIn(shop, role);
      const reply = await adminCall(shop, member, 'POST', '/promotions', DISCOUNT);
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error).toBe(ADMIN_MESSAGES.forbidden);
    }
  });
});

describe('the preview of a sample cart', () => {
  it("equals the cart's own total for the same goods, x+1, discount and gifts alike", async () => {
    await removeAll();
    await create({ ...DISCOUNT, type: 'x_plus_one', product_count: 3, percent: null, total: null });
    await create({ ...DISCOUNT, percent: 10, total: 2000 });
    await create({
      ...DISCOUNT,
      type: 'present',
      product_count: 2,
      percent: null,
      total: 3000,
      gift_product_ids: [gift.id],
    });
    await create({ ...DISCOUNT, percent: 50, total: 0, customer_group_id: 2 });
    const { cart } = await cartTotal(5);
    const reply = await adminCall(shop, owner, 'POST', '/promotions/preview', {
      customer_group_id: 0,
      lines: [{ product_id: product.id, quantity: 5 }],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const preview = reply.json().data;
    // 5 × 1000 = 5000, one unit free (3+1) → 4000, 10% off → 3600; gifts reached from 3000: two to choose.
    expect(preview.totals.map((t: { code: string; value: number }) => [t.code, t.value])).toEqual(totalsOf(cart));
    expect(preview.total).toBe(cart.total);
    expect(preview.total).toBe(3600);
    expect(preview).toMatchObject({ gift_count: 2, gifts: [{ product_id: gift.id, name: gift.name }] });
    expect(preview.gift_count).toBe(cart.product_to_present.totalCount);
  });

  it("follows the group: a specialist's promotion for specialists only", async () => {
    const reply = await adminCall(shop, owner, 'POST', '/promotions/preview', {
      customer_group_id: 2,
      lines: [{ product_id: product.id, quantity: 1 }],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.totals.find((t: { code: string }) => t.code === 'discount')).toMatchObject({
      title: 'Скидка 50%',
    });
  });
});
