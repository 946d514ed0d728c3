import { sql, type Kysely } from 'kysely';
import type { Dashboard, DashboardOrders, SalesFigures } from '../../contract/admin-dashboard';
import { CERTIFICATE_PRODUCT_ID } from '../../domain/constants';
import { ORDER_STATUS, ORDER_STATUS_NAME } from '../../domain/order-status';
import { canOpen, type StaffRole } from '../../domain/staff';
import type { Database } from '../db/schema';

/**
 * The dashboard's figures, each part only for a role that opens its area. Days are Moscow days (the shop's clock,
 * UTC+3 all year): "today" and "this month" start at Moscow midnight, and the chart's days are Moscow dates.
 */

/** An enabled product with this many or fewer left is listed as running out. */
export const LOW_STOCK_THRESHOLD = 5;
/** How many running-out products the page lists (the count says how many there are in all). */
const LOW_STOCK_SHOWN = 10;
const CHART_DAYS = 30;
const SHOP_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The statuses that wait for a staff member's hand, in the order they are dealt with. */
const WAITING = [ORDER_STATUS.NEW, ORDER_STATUS.PAID, ORDER_STATUS.ASSEMBLING] as const;
/** Orders that are no sale: cancelled, or a card payment that never came. */
const NOT_SALES = [ORDER_STATUS.CANCELLED, ORDER_STATUS.AWAITING_PAYMENT];

/** The Moscow date of an instant, 'YYYY-MM-DD'. */
export function shopDay(at: Date): string {
  return new Date(at.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Moscow date begins. */
function dayStartOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SHOP_OFFSET_MS);
}

export async function loadDashboard(db: Kysely<Database>, role: StaffRole, now = new Date()): Promise<Dashboard> {
  const [orders, applications, moderation, running] = await Promise.all([
    canOpen(role, 'orders') ? orderFigures(db, now) : null,
    canOpen(role, 'customers') ? pendingApplications(db) : null,
    canOpen(role, 'moderation') ? waitingModeration(db) : null,
    canOpen(role, 'catalogue') ? lowStock(db) : null,
  ]);
  return { today: shopDay(now), orders, applications, moderation, low_stock: running };
}

async function orderFigures(db: Kysely<Database>, now: Date): Promise<DashboardOrders> {
  const today = shopDay(now);
  const todayStart = dayStartOf(today);
  const monthStart = dayStartOf(`${today.slice(0, 8)}01`);
  const chartStart = new Date(todayStart.getTime() - (CHART_DAYS - 1) * DAY_MS);
  const from = chartStart < monthStart ? chartStart : monthStart;

  // One row per Moscow day since the earlier of the chart's first day and the month's first: both come from it.
  const days = await db
    .selectFrom('order')
    .where('order.date_added', '>=', from)
    .where('order.status_id', 'not in', NOT_SALES)
    .where('order.test_payment', '=', false)
    .select([
      sql<string>`to_char(("order".date_added at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`.as('day'),
      (eb) => eb.fn.countAll<string>().as('orders'),
      sql<string>`sum("order".total - coalesce((select sum(r.amount) from order_refund r
        where r.order_id = "order".order_id), 0))`.as('revenue'),
    ])
    .groupBy('day')
    .execute();
  const byDay = new Map(days.map((d) => [d.day, { orders: Number(d.orders), revenue: Math.round(Number(d.revenue)) }]));
  const sum = (since: string): SalesFigures =>
    [...byDay.entries()]
      .filter(([day]) => day >= since)
      .reduce((a, [, d]) => ({ orders: a.orders + d.orders, revenue: a.revenue + d.revenue }), {
        orders: 0,
        revenue: 0,
      });

  const waitingRows = await db
    .selectFrom('order')
    .where('status_id', 'in', WAITING)
    .select(['status_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('status_id')
    .execute();
  const waitingOf = new Map(waitingRows.map((r) => [r.status_id, Number(r.n)]));

  return {
    today: sum(today),
    month: sum(shopDay(monthStart)),
    waiting: WAITING.map((status) => ({
      status_id: status,
      name: ORDER_STATUS_NAME[status],
      count: waitingOf.get(status) ?? 0,
    })),
    by_day: Array.from({ length: CHART_DAYS }, (_, i) => {
      const date = shopDay(new Date(chartStart.getTime() + i * DAY_MS));
      return { date, ...(byDay.get(date) ?? { orders: 0, revenue: 0 }) };
    }),
  };
}

async function pendingApplications(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('customer')
    .where('professional_status', '=', 'pending')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function waitingModeration(db: Kysely<Database>): Promise<{ reviews: number; questions: number }> {
  const count = (table: 'review' | 'faq') =>
    db
      .selectFrom(table)
      .where('moderation', '=', 'pending')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const [reviews, questions] = await Promise.all([count('review'), count('faq')]);
  return { reviews, questions };
}

async function lowStock(db: Kysely<Database>): Promise<NonNullable<Dashboard['low_stock']>> {
  const running = db
    .selectFrom('product')
    .where('status', '=', true)
    .where('quantity', '<=', LOW_STOCK_THRESHOLD)
    .where('product_id', '!=', CERTIFICATE_PRODUCT_ID);
  const [{ n }, products] = await Promise.all([
    running.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    running
      .select(['product_id', 'name', 'sku', 'quantity', 'keyword'])
      .orderBy('quantity')
      .orderBy('name')
      .limit(LOW_STOCK_SHOWN)
      .execute(),
  ]);
  return { threshold: LOW_STOCK_THRESHOLD, total: Number(n), products };
}
