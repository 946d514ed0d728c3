import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderTable } from '../db/tables/account-tables';
import type { OrderCheckoutColumns } from '../db/tables/checkout-tables';
import type { OrderLifeColumns } from '../db/tables/order-life-tables';
import type { TestPaymentColumns } from '../db/tables/test-payment-tables';

/** An order as e-mails and the payment form need it: the row, its lines (with options) and its totals. */
export interface OrderSummary {
  order: Selectable<OrderTable & OrderCheckoutColumns & TestPaymentColumns & OrderLifeColumns> & {
    status_name: string;
  };
  lines: {
    product_id: number;
    name: string;
    model: string;
    quantity: number;
    price: number;
    total: number;
    is_present: boolean;
    options: string[];
  }[];
  totals: { code: string; title: string; value: number }[];
}

export async function loadOrderSummary(db: Kysely<Database>, orderId: number): Promise<OrderSummary | null> {
  const order = await db
    .selectFrom('order')
    .innerJoin('order_status', 'order_status.order_status_id', 'order.status_id')
    .selectAll('order')
    .select('order_status.name as status_name')
    .where('order.order_id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const products = await db
    .selectFrom('order_product')
    .select(['order_product_id', 'product_id', 'name', 'model', 'quantity', 'price', 'total', 'is_present'])
    .where('order_id', '=', orderId)
    .orderBy('order_product_id')
    .execute();
  const options = await db
    .selectFrom('order_option')
    .select(['order_product_id', 'name', 'value'])
    .where('order_id', '=', orderId)
    .orderBy('order_option_id')
    .execute();
  const totals = await db
    .selectFrom('order_total')
    .select(['code', 'title', 'value'])
    .where('order_id', '=', orderId)
    .orderBy('sort_order')
    .execute();
  return {
    order,
    lines: products.map((p) => ({
      product_id: p.product_id,
      name: p.name,
      model: p.model,
      quantity: p.quantity,
      price: Number(p.price),
      total: Number(p.total),
      is_present: p.is_present,
      options: options.filter((o) => o.order_product_id === p.order_product_id).map((o) => `${o.name}: ${o.value}`),
    })),
    totals: totals.map((t) => ({ code: t.code, title: t.title, value: Number(t.value) })),
  };
}
