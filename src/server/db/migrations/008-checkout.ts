import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';
import { pickupPointSeeds } from '../seed/checkout/pickup-points';

/**
 * Checkout: the five-step state of each session, the CDEK pickup points of the stand-in service (reference data,
 * loaded here so every database has them), and what an order needs beyond 006: the session that placed it, the
 * confirm call's idempotency key, the delivery cost and the certificate (voucher) used.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .createTable('checkout_state')
    .addColumn('session_id', 'bigint', (c) => c.primaryKey().references('session.session_id').onDelete('cascade'))
    // msk.inside-mkad | spb.inside-kad | another
    .addColumn('area', 'varchar(32)')
    // 176 Moscow, 106 St Petersburg, 169 other city.
    .addColumn('zone_id', 'integer')
    // The region of 'another' (checkout/basic regions list).
    .addColumn('region_zone_id', 'integer')
    .addColumn('shipping_code', 'varchar(32)')
    .addColumn('pickup_point_code', 'varchar(32)')
    .addColumn('payment_code', 'varchar(32)')
    .addColumn('firstname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('lastname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('address_1', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('current_step', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`current_step between 1 and 5`),
    )
    // The confirm call's idempotency key; a new one after every placed order.
    .addColumn('checkout_key', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    // The last order placed in this session (success page, payment form).
    .addColumn('order_id', 'integer', (c) => c.references('order.order_id').onDelete('set null'))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('pickup_point')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('city_code', 'integer', (c) => c.notNull())
    .addColumn('city', 'varchar(128)', (c) => c.notNull())
    .addColumn('region', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(255)', (c) => c.notNull())
    .addColumn('work_time', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('pickup_point_city_idx').on('pickup_point').column('city_code').execute();
  await db.insertInto('pickup_point').values(pickupPointSeeds).execute();

  await db.schema
    .alterTable('order')
    // The session that placed the order: its cart is emptied and its checkout reset when the bank reports payment.
    .addColumn('session_id', 'bigint', (c) => c.references('session.session_id').onDelete('set null'))
    .addColumn('idempotency_key', 'uuid', (c) => c.unique())
    .addColumn('shipping_cost', 'numeric(10, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('voucher_code', 'varchar(20)')
    .execute();
  // A bank transaction pays one order once: a replayed or reused transaction id cannot mark a second order paid.
  await sql`create unique index order_transaction_idx on "order" (transaction_id) where transaction_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('order_session_idx').on('order').column('session_id').execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await sql`drop index if exists order_transaction_idx`.execute(db);
  await db.schema
    .alterTable('order')
    .dropColumn('session_id')
    .dropColumn('idempotency_key')
    .dropColumn('shipping_cost')
    .dropColumn('voucher_code')
    .execute();
  await db.schema.dropTable('pickup_point').ifExists().execute();
  await db.schema.dropTable('checkout_state').ifExists().execute();
}
