import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * What an order needs for its life after payment (the order statechart, machines/order/life.machine.ts):
 * - the statuses the back office moves an order to, after 006's four: 'Собирается', 'Отправлен', 'Доставлен',
 *   'Возврат';
 * - on `order`: the staff's own note (never shown to the customer), the tracking number given when it is shipped, and
 *   a `version` that every change raises, so a staff member saving from a stale copy is refused. A trigger raises it
 *   on every update that does not set it itself, so a change by the bank's callback or the hold job counts too;
 * - on `order_history`: who made the change (a staff member; null for the shop itself: checkout, the bank, the hold
 *   job) and whether the customer sees it in their account (`notify` already says whether they were e-mailed);
 * - `order_refund`: each refund with its amount, who made it and the bank's transaction when the bank returned it.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db
    .insertInto('order_status')
    .values([
      { order_status_id: 5, code: 'assembling', name: 'Собирается' },
      { order_status_id: 6, code: 'shipped', name: 'Отправлен' },
      { order_status_id: 7, code: 'delivered', name: 'Доставлен' },
      { order_status_id: 8, code: 'refunded', name: 'Возврат' },
    ])
    .execute();

  await db.schema
    .alterTable('order')
    .addColumn('staff_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tracking_number', 'varchar(64)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`
    create function order_version_raised() returns trigger language plpgsql as $$
    begin
      if new.version = old.version then
        new.version := old.version + 1;
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger order_version_raised before update on "order"
    for each row execute function order_version_raised()`.execute(db);
  // The back office lists orders newest first and filters by date.
  await db.schema.createIndex('order_date_idx').on('order').column('date_added').execute();

  await db.schema
    .alterTable('order_history')
    .addColumn('staff_id', 'integer', (c) => c.references('staff.staff_id').onDelete('set null'))
    .addColumn('customer_visible', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('order_refund')
    .addColumn('order_refund_id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.order_id').onDelete('cascade'))
    .addColumn('amount', 'numeric(10, 2)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.staff_id').onDelete('set null'))
    // The bank's refund transaction (a card order); null when the money went back otherwise (cash, certificate).
    .addColumn('transaction_id', 'varchar(128)')
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_refund_order_idx').on('order_refund').column('order_id').execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.dropTable('order_refund').execute();
  await db.schema.alterTable('order_history').dropColumn('customer_visible').dropColumn('staff_id').execute();
  await db.schema.dropIndex('order_date_idx').execute();
  await sql`drop trigger order_version_raised on "order"`.execute(db);
  await sql`drop function order_version_raised()`.execute(db);
  await db.schema
    .alterTable('order')
    .dropColumn('version')
    .dropColumn('tracking_number')
    .dropColumn('staff_note')
    .execute();
  await db.deleteFrom('order_status').where('order_status_id', 'in', [5, 6, 7, 8]).execute();
}
