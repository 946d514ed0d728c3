import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import {
  cms,
  confirm,
  fillCheckout,
  newCustomer,
  outbox,
  putInCart,
  startCheckoutShop,
  stockedProduct,
  type Shopper,
} from '../checkout-helpers';
import type { TestShop } from '../test-app';
import { customerVersion } from './admin-customer-helpers';
import { adminCall, type Staff, signedIn } from './admin-helpers';

/** 'Покупатели' as the back office calls it: the list, one customer's page, a change of group. */

let shop: TestShop;
let manager: Staff;
let otherManager: Staff;
let anna: Shopper & { email: string };
let boris: Shopper & { email: string };
let annaOrder: number;

async function placeOwnOrder(customer: Shopper, productId: number, quantity: number): Promise<number> {
  await putInCart(shop, customer, productId, quantity);
  await fillCheckout(shop, customer, 'cod');
  const reply = await confirm(shop, customer);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.order_id as number;
}

beforeAll(async () => {
  shop = await startCheckoutShop();
  manager = await signedIn(shop, 'manager');
  otherManager = await signedIn(shop, 'manager');
  const product = await stockedProduct(shop, 1000, 100);
  anna = await newCustomer(shop);
  boris = await newCustomer(shop, 2);
  await shop.db
    .updateTable('customer')
    .set({ firstname: 'Зоя', lastname: 'Кленова', telephone: '79035550011' })
    .where('customer_id', '=', anna.customerId!)
    .execute();
  annaOrder = await placeOwnOrder(anna, product.id, 2);
  await placeOwnOrder(anna, product.id, 1);
  // A certificate Anna bought (the certificate's own order is the one above, as a paid certificate order would be).
  await shop.db.insertInto('voucher').values({ code: 'ANNA-GIFT-1', order_id: annaOrder, amount: 3000 }).execute();
  await cms(shop, anna, 'GET', 'module/d_quickcheckout/stepsInit');
});
afterAll(async () => {
  await shop?.close();
});

const list = (query: string) => adminCall(shop, manager, 'GET', `/customers?${query}`);
const idsOf = (reply: { json(): { data: { customers: { customer_id: number }[] } } }) =>
  reply.json().data.customers.map((c) => c.customer_id);
const versionOf = (customerId: number) => customerVersion(shop, customerId);

describe('the customers list', () => {
  it('finds a customer by name, e-mail or phone, on the server', async () => {
    for (const q of ['Кленова Зоя', 'зоя', anna.email.toUpperCase(), '+7 (903) 555', '5550011']) {
      const reply = await list(`q=${encodeURIComponent(q)}`);
      expect(reply.statusCode, q).toBe(200);
      expect(idsOf(reply), q).toEqual([anna.customerId]);
    }
    expect(idsOf(await list('q=%25'))).toEqual([]);
  });

  it('shows each customer with their orders and what they spent', async () => {
    const row = (await list(`q=${encodeURIComponent(anna.email)}`)).json().data.customers[0];
    expect(row).toMatchObject({
      customer_id: anna.customerId,
      firstname: 'Зоя',
      lastname: 'Кленова',
      email: anna.email,
      telephone: '79035550011',
      customer_group_id: 1,
      professional_status: 'none',
      orders: 2,
    });
    expect(row.spent).toBeGreaterThanOrEqual(3000);
  });

  it('filters by group, pages and sorts', async () => {
    const professionals = idsOf(await list('group=2&limit=100'));
    expect(professionals).toContain(boris.customerId);
    expect(professionals).not.toContain(anna.customerId);
    const byOrders = await list('sort=orders&order=desc&limit=1');
    expect(byOrders.json().data).toMatchObject({ page: 1, limit: 1, total: expect.any(Number) });
    expect(idsOf(byOrders)).toEqual([anna.customerId]);
    const newest = idsOf(await list('limit=1&page=1'));
    const next = idsOf(await list('limit=1&page=2'));
    expect(newest).toEqual([boris.customerId]);
    expect(next).toEqual([anna.customerId]);
  });

  it('refuses a bad query with a Russian 400', async () => {
    for (const query of ['group=3', 'sort=password', 'page=0', 'limit=1000', `q=${'я'.repeat(101)}`]) {
      const reply = await list(query);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().error, query).toMatch(/[а-яё]/i);
    }
  });
});

describe("a customer's page", () => {
  it('has the contacts, the group, the orders with totals and the certificates', async () => {
    const reply = await adminCall(shop, manager, 'GET', `/customers/${anna.customerId}`);
    expect(reply.statusCode).toBe(200);
    const customer = reply.json().data;
    expect(customer).toMatchObject({
      customer_id: anna.customerId,
      email: anna.email,
      customer_group_id: 1,
      orders: 2,
      version: expect.any(Number),
      certificates: [{ code: 'ANNA-GIFT-1', amount: 3000, balance: 3000, order_id: annaOrder }],
      decisions: [],
    });
    expect(customer.order_list).toHaveLength(2);
    expect(customer.order_list[1]).toMatchObject({ order_id: annaOrder, status: 'Новый', total: expect.any(Number) });
  });

  it('answers 404 in Russian for an unknown customer, 400 for a bad id', async () => {
    expect((await adminCall(shop, manager, 'GET', '/customers/999999')).json()).toEqual({
      result: 'error',
      error: ADMIN_MESSAGES.customerNotFound,
    });
    const bad = await adminCall(shop, manager, 'GET', '/customers/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/[а-яё]/i);
  });
});

describe('changing the group', () => {
  it('moves a private customer to the professionals, audits it and e-mails them; their prices follow', async () => {
    const version = await versionOf(anna.customerId!);
    const reply = await adminCall(shop, manager, 'POST', `/customers/${anna.customerId}/group`, {
      customer_group_id: 2,
      version,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ customer_group_id: 2, version: version + 1 });
    const audit = await shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_type', '=', 'customer')
      .where('record_id', '=', anna.customerId!)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actor: manager.email,
        action: 'group',
        before: expect.objectContaining({ customer_group_id: 1, version }),
        after: expect.objectContaining({ customer_group_id: 2, version: version + 1 }),
      }),
    ]);
    const mail = (await outbox(shop)).find((m) => m.to === anna.email);
    expect(mail).toMatchObject({ subject: 'Вам открыты цены для специалистов' });
    expect(mail?.text).toContain('скидкой 30%');
    const profile = await cms(shop, anna, 'GET', 'api/sess');
    expect(profile.json().data.user.customerGroupId).toBe(2);
  });

  it('refuses a save from a stale copy with 409 and the customer as they are now', async () => {
    const version = await versionOf(boris.customerId!);
    const first = await adminCall(shop, manager, 'POST', `/customers/${boris.customerId}/group`, {
      customer_group_id: 1,
      version,
      notify: false,
    });
    expect(first.statusCode).toBe(200);
    const second = await adminCall(shop, otherManager, 'POST', `/customers/${boris.customerId}/group`, {
      customer_group_id: 2,
      version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      result: 'error',
      error: 'Запись изменена другим сотрудником',
      data: { customer_id: boris.customerId, customer_group_id: 1, version: version + 1 },
    });
    // No e-mail about a group (the welcome on registration aside).
    expect(
      (await outbox(shop)).filter((m) => m.to === boris.email && !m.subject.startsWith('Добро пожаловать')),
    ).toEqual([]);
  });

  it('a profile the customer saved in between makes the copy stale too', async () => {
    const version = await versionOf(boris.customerId!);
    await shop.db
      .updateTable('customer')
      .set({ address: 'Тверская, 1' })
      .where('customer_id', '=', boris.customerId!)
      .execute();
    const reply = await adminCall(shop, manager, 'POST', `/customers/${boris.customerId}/group`, {
      customer_group_id: 2,
      version,
    });
    expect(reply.statusCode).toBe(409);
  });

  it('refuses a bad group, a missing version or an unknown customer in Russian', async () => {
    const version = await versionOf(boris.customerId!);
    for (const body of [
      { customer_group_id: 3, version },
      { customer_group_id: 2 },
      { customer_group_id: 'pro', version },
    ]) {
      const reply = await adminCall(shop, manager, 'POST', `/customers/${boris.customerId}/group`, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error).toMatch(/[а-яё]/i);
    }
    const unknown = await adminCall(shop, manager, 'POST', '/customers/999999/group', {
      customer_group_id: 2,
      version,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(ADMIN_MESSAGES.customerNotFound);
  });

  it('is refused to an editor (403) and without a staff session (401)', async () => {
    const editor = await signedIn(shop, 'editor');
    const version = await versionOf(boris.customerId!);
    const body = { customer_group_id: 2, version };
    expect((await adminCall(shop, editor, 'POST', `/customers/${boris.customerId}/group`, body)).statusCode).toBe(403);
    expect((await adminCall(shop, editor, 'GET', '/customers')).statusCode).toBe(403);
    expect((await adminCall(shop, null, 'POST', `/customers/${boris.customerId}/group`, body)).statusCode).toBe(401);
    expect(await versionOf(boris.customerId!)).toBe(version);
  });
});
