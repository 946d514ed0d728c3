import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';

/**
 * The logged-in customer's own order, or 404: another customer's order answers exactly like a missing one, so nobody
 * learns which order numbers exist.
 */
export async function requireOwnOrder(db: Kysely<Database>, customerId: number, orderId: number): Promise<void> {
  const order = await db
    .selectFrom('order')
    .select('order_id')
    .where('order_id', '=', orderId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!order) throw new HttpError(404, 'Заказ не найден');
}
