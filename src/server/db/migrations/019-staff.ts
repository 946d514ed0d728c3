import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * The back office's people, apart from the customers (decision 0021):
 * - `staff`: one row per staff member. The e-mail is unique ignoring case; the password is hashed like a customer's
 *   (scrypt, src/server/account/passwords.ts); the role decides what the back office opens (owner, manager, editor);
 *   a disabled member keeps the row (the audit log names them) but signs in no more. `totp_secret` waits for the
 *   optional two-factor step; `customer_id` links the storefront account whose 'Редактировать' links this member
 *   follows. `version` goes up with every change, so a save made from a stale copy can be refused.
 * - `staff_session`: the back office's own sessions, like the customers' (a random cookie token, only its SHA-256
 *   kept), ended by sign-out, by their expiry, and when the member is disabled or their password changes.
 * - `audit_log`: every change made through the back office or `npm run staff`: who (the member, or null for the
 *   command line, with a readable `actor`), when, which record, what, and the record before and after.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('staff_id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull().check(sql`role in ('owner', 'manager', 'editor')`))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('totp_secret', 'varchar(64)')
    .addColumn('customer_id', 'integer', (c) => c.unique().references('customer.customer_id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index staff_email_lower_idx on staff (lower(email))`.execute(db);

  await db.schema
    .createTable('staff_session')
    .addColumn('staff_session_id', 'serial', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.staff_id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('ip', 'varchar(45)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_session_staff_idx').on('staff_session').column('staff_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('audit_log_id', 'serial', (c) => c.primaryKey())
    // Null: `npm run staff` on the shop's machine (`actor` says so).
    .addColumn('staff_id', 'integer', (c) => c.references('staff.staff_id').onDelete('set null'))
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('record_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_log_record_idx')
    .on('audit_log')
    .columns(['record_type', 'record_id', 'date_added'])
    .execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_session').execute();
  await db.schema.dropTable('staff').execute();
}
