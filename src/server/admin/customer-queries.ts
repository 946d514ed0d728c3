import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AdminCustomer, CustomerList, CustomerListQuery } from '../../contract/admin-customers';
import { ORDER_STATUS } from '../../domain/order-status';
import { containsPattern } from '../content/like-pattern';
import type { Database } from '../db/schema';
import { shopDateTime } from '../http/shop-time';
import { DEFAULT_PAGE_SIZE } from './order-queries';

/**
 * The back office's reads of customers: the list (paged, sorted, searched and filtered on the server) and one customer
 * with everything their page shows. The wishlist is not here: the storefront keeps it in the shopper's browser
 * (product §3, persisted state `favorite`), and the server never sees it.
 */

/** Orders that count as bought: not abandoned at the bank ('Ожидает оплаты') and not cancelled. */
const NOT_BOUGHT = [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.CANCELLED];

type CustomerEb = ExpressionBuilder<Database, 'customer'>;

/** How many orders the customer placed. */
const ordersCount = (eb: CustomerEb) =>
  eb
    .selectFrom('order')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('order.customer_id', '=', 'customer.customer_id');

/** What the customer spent: their bought orders' totals less what was refunded of them. */
const spentSum = (eb: CustomerEb) =>
  eb
    .selectFrom('order')
    .select(
      sql<string>`coalesce(sum("order".total - coalesce((select sum(r.amount) from order_refund r where r.order_id = "order".order_id), 0)), 0)`.as(
        's',
      ),
    )
    .whereRef('order.customer_id', '=', 'customer.customer_id')
    .where('order.status_id', 'not in', NOT_BOUGHT);

/** Name (either order), e-mail or phone, as a staff member types any of them into one search box. */
function searchCondition(eb: CustomerEb, text: string) {
  const q = text.trim();
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  const anyOf = [
    eb(sql<string>`concat_ws(' ', customer.firstname, customer.lastname)`, 'ilike', pattern),
    eb(sql<string>`concat_ws(' ', customer.lastname, customer.firstname)`, 'ilike', pattern),
    eb('customer.email', 'ilike', pattern),
  ];
  // A phone is stored as digits; three digits at least, or every customer matches.
  if (digits.length >= 3) anyOf.push(eb('customer.telephone', 'like', containsPattern(digits)));
  return eb.or(anyOf);
}

/** The columns the list shows, which the customer's page shows too. */
const LISTED = [
  'customer.customer_id',
  'customer.firstname',
  'customer.lastname',
  'customer.email',
  'customer.telephone',
  'customer.customer_group_id',
  'customer.professional_status',
  'customer.date_added',
] as const;

const SORT = {
  date: sql`customer.date_added`,
  name: sql`lower(customer.lastname || ' ' || customer.firstname)`,
  email: sql`lower(customer.email)`,
  orders: sql`orders`,
  spent: sql`spent`,
} as const;

export async function listCustomers(db: Kysely<Database>, query: CustomerListQuery): Promise<CustomerList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  let base = db.selectFrom('customer');
  if (query.group !== undefined) base = base.where('customer.customer_group_id', '=', query.group);
  const text = query.q?.trim();
  if (text) base = base.where((eb) => searchCondition(eb, text));
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const direction = query.order ?? 'desc';
  const rows = await base
    .select((eb) => [...LISTED, ordersCount(eb).as('orders'), spentSum(eb).as('spent')])
    .orderBy(SORT[query.sort ?? 'date'], direction)
    // Ties in a stable order, so pages neither repeat nor skip a customer.
    .orderBy('customer.customer_id', direction)
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return {
    customers: rows.map((r) => ({
      ...r,
      email: r.email ?? '',
      date_added: shopDateTime(r.date_added),
      orders: Number(r.orders ?? 0),
      spent: Number(r.spent ?? 0),
    })),
    total: Number(n),
    page,
    limit,
  };
}

/** One customer as their back-office page shows them; null if unknown. */
export async function loadAdminCustomer(db: Kysely<Database>, customerId: number): Promise<AdminCustomer | null> {
  const customer = await db
    .selectFrom('customer')
    .select((eb) => [
      ...LISTED,
      'customer.address',
      'customer.customer_type',
      'customer.status',
      'customer.version',
      ordersCount(eb).as('orders'),
      spentSum(eb).as('spent'),
    ])
    .where('customer.customer_id', '=', customerId)
    .executeTakeFirst();
  if (!customer) return null;
  const [orders, certificates, decisions] = await Promise.all([
    db
      .selectFrom('order')
      .innerJoin('order_status', 'order_status.order_status_id', 'order.status_id')
      .select(['order.order_id', 'order.date_added', 'order.status_id', 'order_status.name as status', 'order.total'])
      .where('order.customer_id', '=', customerId)
      .orderBy('order.date_added', 'desc')
      .orderBy('order.order_id', 'desc')
      .execute(),
    db
      .selectFrom('voucher')
      .innerJoin('order', 'order.order_id', 'voucher.order_id')
      .select([
        'voucher.code',
        'voucher.amount',
        'voucher.order_id',
        'voucher.status',
        'voucher.date_added',
        sql<string>`voucher.amount + coalesce((select sum(h.amount) from voucher_history h where h.voucher_id = voucher.voucher_id), 0)`.as(
          'balance',
        ),
      ])
      .where('order.customer_id', '=', customerId)
      .orderBy('voucher.voucher_id', 'desc')
      .execute(),
    db
      .selectFrom('professional_decision')
      .select(['decision', 'reason', 'actor', 'date_added'])
      .where('customer_id', '=', customerId)
      .orderBy('professional_decision_id')
      .execute(),
  ]);
  return {
    customer_id: customer.customer_id,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email ?? '',
    telephone: customer.telephone,
    address: customer.address,
    customer_group_id: customer.customer_group_id,
    customer_type: customer.customer_type,
    professional_status: customer.professional_status,
    status: customer.status,
    version: customer.version,
    date_added: shopDateTime(customer.date_added),
    orders: Number(customer.orders ?? 0),
    spent: Number(customer.spent ?? 0),
    order_list: orders.map((o) => ({ ...o, total: Number(o.total), date_added: shopDateTime(o.date_added) })),
    certificates: certificates.map((c) => ({
      code: c.code,
      amount: Number(c.amount),
      balance: Number(c.balance),
      order_id: c.order_id,
      active: c.status,
      date_added: shopDateTime(c.date_added),
    })),
    decisions: decisions.map((d) => ({ ...d, date_added: shopDateTime(d.date_added) })),
  };
}
