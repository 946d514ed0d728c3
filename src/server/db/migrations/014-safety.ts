import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * What keeps money, stock and access safe with several processes on one database:
 * - `job_lease`: one row per scheduled job; a process runs a job only while it holds the row's lease, so each job
 *   runs once at a time across processes, and a crashed process's lease simply runs out.
 * - `rate_limit`: the named limits' counters, one row per limit, client key and time window, counted atomically.
 * - `login_device`: the devices a customer has logged in from (a random cookie token, kept hashed like sessions), so
 *   failures from elsewhere never lock the owner out of their own account.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .createTable('job_lease')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_finished', 'timestamptz')
    .execute();
  await db.schema
    .createTable('rate_limit')
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_key', 'varchar(320)', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limit_pkey', ['name', 'client_key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limit_window').on('rate_limit').column('window_start').execute();
  await db.schema
    .createTable('login_device')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.customer_id').onDelete('cascade'))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The unpaid orders a session or a client address holds are counted at every placement.
  await sql`create index order_awaiting_by_session on "order" (session_id) where status_id = 2`.execute(db);
  await sql`create index order_awaiting_by_ip on "order" (ip) where status_id = 2`.execute(db);
}

export async function down(db: UntypedDatabase): Promise<void> {
  await sql`drop index if exists order_awaiting_by_ip`.execute(db);
  await sql`drop index if exists order_awaiting_by_session`.execute(db);
  await db.schema.dropTable('login_device').execute();
  await db.schema.dropTable('rate_limit').execute();
  await db.schema.dropTable('job_lease').execute();
}
