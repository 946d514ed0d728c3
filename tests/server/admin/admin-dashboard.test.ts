import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../src/contract/admin-dashboard';
import { ORDER_STATUS } from '../../../src/domain/order-status';
import { loadDashboard, LOW_STOCK_THRESHOLD } from '../../../src/server/admin/dashboard-queries';
import { registerCustomer } from '../account/account-helpers';
import { startTestShop, type TestShop } from '../test-app';
import { adminCall, signedIn } from './admin-helpers';

/**
 * The dashboard's figures from orders placed at known Moscow times (the clock is fixed at 2026-03-15 10:00 Moscow),
 * and each part of it shown only to a role that opens its area.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const NOW = new Date('2026-03-15T10:00:00+03:00');

async function placeOrder(at: string, total: number, status: number = ORDER_STATUS.NEW, test = false) {
  const { order_id } = await shop.db
    .insertInto('order')
    .values({ customer_id: null, total, status_id: status, date_added: new Date(at), test_payment: test })
    .returning('order_id')
    .executeTakeFirstOrThrow();
  return order_id;
}

describe('the figures', () => {
  let dashboard: Dashboard;
  beforeAll(async () => {
    // Today (Moscow), the first minutes of the day included, and this month.
    await placeOrder('2026-03-15T00:05:00+03:00', 1000);
    await placeOrder('2026-03-15T09:00:00+03:00', 2500, ORDER_STATUS.PAID);
    const refunded = await placeOrder('2026-03-15T09:30:00+03:00', 3000, ORDER_STATUS.REFUNDED);
    await shop.db
      .insertInto('order_refund')
      .values({ order_id: refunded, amount: 1200, staff_id: null, transaction_id: null })
      .execute();
    // Yesterday late in Moscow (already the 14th in UTC too), and the month's first day.
    await placeOrder('2026-03-14T23:55:00+03:00', 700, ORDER_STATUS.ASSEMBLING);
    await placeOrder('2026-03-01T00:00:00+03:00', 400, ORDER_STATUS.DELIVERED);
    // Last month, within the chart's 30 days: in the chart, not in the month.
    await placeOrder('2026-02-28T23:59:00+03:00', 900, ORDER_STATUS.DELIVERED);
    // No sales: cancelled, a card payment that never came, a sandbox payment.
    await placeOrder('2026-03-15T08:00:00+03:00', 5000, ORDER_STATUS.CANCELLED);
    await placeOrder('2026-03-15T08:10:00+03:00', 6000, ORDER_STATUS.AWAITING_PAYMENT);
    await placeOrder('2026-03-15T08:20:00+03:00', 7000, ORDER_STATUS.PAID, true);
    dashboard = await loadDashboard(shop.db, 'owner', NOW);
  });

  it('counts today and this month by Moscow days, without cancelled, unpaid or test orders, less refunds', () => {
    expect(dashboard.today).toBe('2026-03-15');
    expect(dashboard.orders?.today).toEqual({ orders: 3, revenue: 1000 + 2500 + 3000 - 1200 });
    expect(dashboard.orders?.month).toEqual({ orders: 5, revenue: 5300 + 700 + 400 });
  });

  it('draws 30 days ending today, empty days as zeros', () => {
    const days = dashboard.orders!.by_day;
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe('2026-02-14');
    expect(days.at(-1)).toEqual({ date: '2026-03-15', orders: 3, revenue: 5300 });
    expect(days.find((d) => d.date === '2026-03-14')).toEqual({ date: '2026-03-14', orders: 1, revenue: 700 });
    expect(days.find((d) => d.date === '2026-02-28')).toEqual({ date: '2026-02-28', orders: 1, revenue: 900 });
    expect(days.find((d) => d.date === '2026-03-02')).toEqual({ date: '2026-03-02', orders: 0, revenue: 0 });
  });

  it('counts what waits for staff by status, whenever it was placed', () => {
    expect(dashboard.orders?.waiting).toEqual([
      { status_id: ORDER_STATUS.NEW, name: 'Новый', count: 1 },
      { status_id: ORDER_STATUS.PAID, name: 'Оплачен', count: 2 },
      { status_id: ORDER_STATUS.ASSEMBLING, name: 'Собирается', count: 1 },
    ]);
  });

  it('lists enabled products running out, fewest first, never the certificate', async () => {
    const before = (await loadDashboard(shop.db, 'owner', NOW)).low_stock!;
    const [first, second] = await shop.db
      .selectFrom('product')
      .select(['product_id', 'name'])
      .where('status', '=', true)
      .where('quantity', '>', LOW_STOCK_THRESHOLD)
      .orderBy('product_id')
      .limit(2)
      .execute();
    // Below every other product's stock, so first in the list; the other disabled, so not in it; the certificate,
    // sold without stock, never.
    await shop.db.updateTable('product').set({ quantity: -1 }).where('product_id', '=', first.product_id).execute();
    await shop.db.updateTable('product').set({ quantity: 0 }).where('product_id', '=', 187).execute();
    await shop.db
      .updateTable('product')
      .set({ quantity: 1, status: false })
      .where('product_id', '=', second.product_id)
      .execute();
    const running = (await loadDashboard(shop.db, 'owner', NOW)).low_stock!;
    expect(running.threshold).toBe(LOW_STOCK_THRESHOLD);
    expect(running.total).toBe(before.total + 1);
    expect(running.products[0]).toMatchObject({ product_id: first.product_id, name: first.name, quantity: -1 });
    const ids = running.products.map((p) => p.product_id);
    expect(ids).not.toContain(second.product_id);
    expect(ids).not.toContain(187);
    const quantities = running.products.map((p) => p.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(Math.max(...quantities)).toBeLessThanOrEqual(LOW_STOCK_THRESHOLD);
  });

  it('counts applications and the moderation queues waiting', async () => {
    const before = await loadDashboard(shop.db, 'owner', NOW);
    const customer = await registerCustomer(shop);
    await shop.db
      .updateTable('customer')
      .set({ professional_status: 'pending' })
      .where('customer_id', '=', customer.customerId)
      .execute();
    const product = await shop.db.selectFrom('product').select('product_id').limit(1).executeTakeFirstOrThrow();
    await shop.db
      .insertInto('review')
      .values({ product_id: product.product_id, customer_id: null, author: 'Ольга', text: 'Ждёт', rating: 5 })
      .execute();
    const after = await loadDashboard(shop.db, 'owner', NOW);
    expect(after.moderation!.reviews).toBe(before.moderation!.reviews + 1);
    expect(after.moderation!.questions).toBe(before.moderation!.questions);
    expect(after.applications).toBe(before.applications! + 1);
  });
});

describe('who sees what', () => {
  it('shows each role the parts of its areas only, and nothing without a staff session', async () => {
    const parts = async (role: 'owner' | 'manager' | 'editor') => {
      const reply = await adminCall(shop, await signedIn(shop, role), 'GET', '/dashboard');
      expect(reply.statusCode).toBe(200);
      const data = reply.json().data as Dashboard;
      return {
        orders: data.orders !== null,
        applications: data.applications !== null,
        moderation: data.moderation !== null,
        low_stock: data.low_stock !== null,
      };
    };
    expect(await parts('owner')).toEqual({ orders: true, applications: true, moderation: true, low_stock: true });
    expect(await parts('manager')).toEqual({ orders: true, applications: true, moderation: true, low_stock: false });
    expect(await parts('editor')).toEqual({ orders: false, applications: false, moderation: false, low_stock: true });
    expect((await adminCall(shop, null, 'GET', '/dashboard')).statusCode).toBe(401);
  });
});
