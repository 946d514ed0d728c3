import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { AdminOrder, OrderExportQuery, OrderListQuery, OrderListRow } from '../../contract/admin';
import { loadOrderSummary } from '../checkout/order-summary';
import { containsPattern } from '../content/like-pattern';
import type { Database } from '../db/schema';
import { badRequest } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { allowedActions } from './order-life';

/**
 * The back office's reads of orders: the list (paged, sorted, filtered, searched on the server), its CSV export with
 * the same filters, and one order with everything its page shows.
 */

export const DEFAULT_PAGE_SIZE = 25;
/** The most rows one export writes: a year of a busy shop; narrow the filters for more. */
export const EXPORT_MAX_ROWS = 50_000;
/** Moscow's offset (the shop's clock, http/shop-time.ts): a calendar day of the filters is a Moscow day. */
const SHOP_OFFSET = '+03:00';

type OrderQuery = SelectQueryBuilder<Database, 'order' | 'order_status', object>;

/** A 'YYYY-MM-DD' that is a real day, as the instant its Moscow day starts. */
function dayStart(day: string): Date {
  const date = new Date(`${day}T00:00:00${SHOP_OFFSET}`);
  const [y, m, d] = day.split('-').map(Number);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime()) || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    throw badRequest(`Некорректная дата: ${day}`);
  return date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Number, name, phone or e-mail, as a staff member types any of them into one search box. */
function searchCondition(eb: ExpressionBuilder<Database, 'order' | 'order_status'>, text: string) {
  const q = text.trim();
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  const anyOf = [
    eb(sql<string>`concat_ws(' ', "order".firstname, "order".lastname)`, 'ilike', pattern),
    eb(sql<string>`concat_ws(' ', "order".lastname, "order".firstname)`, 'ilike', pattern),
    eb('order.email', 'ilike', pattern),
  ];
  if (/^№?\s*\d{1,9}$/.test(q)) anyOf.push(eb('order.order_id', '=', Number(digits)));
  // A phone is stored as digits: '+7 (912) 345' finds 79123456789; three digits at least, or every order matches.
  if (digits.length >= 3) anyOf.push(eb('order.telephone', 'like', containsPattern(digits)));
  return eb.or(anyOf);
}

function filtered(db: Kysely<Database>, query: OrderExportQuery): OrderQuery {
  let q = db.selectFrom('order').innerJoin('order_status', 'order_status.order_status_id', 'order.status_id');
  if (query.status !== undefined) q = q.where('order.status_id', '=', query.status);
  if (query.date_from) q = q.where('order.date_added', '>=', dayStart(query.date_from));
  if (query.date_to) q = q.where('order.date_added', '<', new Date(dayStart(query.date_to).getTime() + DAY_MS));
  if (query.payment) q = q.where('order.payment_code', '=', query.payment);
  if (query.delivery) q = q.where('order.shipping_code', '=', query.delivery);
  if (query.q?.trim()) {
    const text = query.q;
    q = q.where((eb) => searchCondition(eb, text));
  }
  return q;
}

const SORT_COLUMN = {
  date: 'order.date_added',
  number: 'order.order_id',
  total: 'order.total',
  status: 'order_status.name',
  customer: 'order.lastname',
} as const;

function rowsOf(query: OrderQuery, sort: OrderExportQuery) {
  const direction = sort.order ?? 'desc';
  return (
    query
      .select([
        'order.order_id',
        'order.date_added',
        'order.firstname',
        'order.lastname',
        'order.telephone',
        'order.email',
        'order.total',
        'order.payment_method',
        'order.payment_code',
        'order.shipping_method',
        'order.shipping_code',
        'order.status_id',
        'order_status.name as status',
      ])
      .orderBy(SORT_COLUMN[sort.sort ?? 'date'], direction)
      // Ties (one status, one total) in a stable order, so pages neither repeat nor skip an order.
      .orderBy('order.order_id', direction)
  );
}

type ListedRow = Awaited<ReturnType<ReturnType<typeof rowsOf>['execute']>>[number];

function toListRow(row: ListedRow): OrderListRow {
  return {
    order_id: row.order_id,
    date_added: shopDateTime(row.date_added),
    customer: [row.firstname, row.lastname].filter(Boolean).join(' '),
    telephone: row.telephone,
    email: row.email,
    total: Number(row.total),
    payment_method: row.payment_method,
    payment_code: row.payment_code,
    shipping_method: row.shipping_method,
    shipping_code: row.shipping_code,
    status_id: row.status_id,
    status: row.status,
  };
}

export async function listOrders(db: Kysely<Database>, query: OrderListQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const base = filtered(db, query);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await rowsOf(base, query)
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { orders: rows.map(toListRow), total: Number(n), page, limit };
}

export async function exportOrders(db: Kysely<Database>, query: OrderExportQuery): Promise<OrderListRow[]> {
  const rows = await rowsOf(filtered(db, query), query).limit(EXPORT_MAX_ROWS).execute();
  return rows.map(toListRow);
}

/** What has been refunded of an order so far (roubles; the database sums the exact amounts). */
export async function refundedSum(db: Kysely<Database> | Transaction<Database>, orderId: number): Promise<number> {
  const { sum } = await db
    .selectFrom('order_refund')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(sum);
}

/** One order as its back-office page shows it, with the actions the order statechart allows now; null if unknown. */
export async function loadAdminOrder(db: Kysely<Database>, orderId: number): Promise<AdminOrder | null> {
  const summary = await loadOrderSummary(db, orderId);
  if (!summary) return null;
  const { order } = summary;
  const history = await db
    .selectFrom('order_history')
    .innerJoin('order_status', 'order_status.order_status_id', 'order_history.status_id')
    .leftJoin('staff', 'staff.staff_id', 'order_history.staff_id')
    .select([
      'order_history.status_id',
      'order_status.name as status',
      'order_history.comment',
      'order_history.notify',
      'order_history.customer_visible',
      'staff.email as staff',
      'order_history.date_added',
    ])
    .where('order_history.order_id', '=', orderId)
    .orderBy('order_history.order_history_id')
    .execute();
  const refunds = await db
    .selectFrom('order_refund')
    .leftJoin('staff', 'staff.staff_id', 'order_refund.staff_id')
    .select([
      'order_refund.state',
      'order_refund.amount',
      'order_refund.transaction_id',
      'staff.email as staff',
      'order_refund.date_added',
    ])
    .where('order_refund.order_id', '=', orderId)
    .orderBy('order_refund.order_refund_id')
    .execute();
  return {
    order_id: order.order_id,
    version: order.version,
    date_added: shopDateTime(order.date_added),
    date_modified: shopDateTime(order.date_modified),
    status_id: order.status_id,
    status: order.status_name,
    customer_id: order.customer_id,
    customer_group_id: order.customer_group_id,
    firstname: order.firstname,
    lastname: order.lastname,
    email: order.email,
    telephone: order.telephone,
    comment: order.comment,
    delivery: {
      zone: order.payment_zone,
      method: order.shipping_method,
      code: order.shipping_code,
      city: order.shipping_city,
      address: order.shipping_address_1,
      pickup_point: order.shipping_point,
      cost: Number(order.shipping_cost),
      tracking_number: order.tracking_number,
    },
    payment: {
      method: order.payment_method,
      code: order.payment_code,
      transaction_id: order.transaction_id,
      test_payment: order.test_payment,
      voucher_code: order.voucher_code,
    },
    lines: summary.lines,
    totals: summary.totals,
    history: history.map((h) => ({ ...h, date_added: shopDateTime(h.date_added) })),
    refunds: refunds.map((r) => ({ ...r, amount: Number(r.amount), date_added: shopDateTime(r.date_added) })),
    staff_note: order.staff_note,
    allowed_actions: allowedActions({
      status_id: order.status_id,
      payment_code: order.payment_code,
      total: Number(order.total),
      transaction_id: order.transaction_id,
      refunded: await refundedSum(db, orderId),
    }),
  };
}
