import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * What the back office needs to run customers and professionals (issue 15):
 * - `row_version_raised()`: the trigger function that raises a record's `version` on every update that does not set
 *   it itself (020's order trigger does the same for orders), so a staff member saving from a stale copy is refused
 *   even when the storefront (a profile save) changed the record in between;
 * - `customer.version`, raised by it;
 * - a refused application: `professional_status` may be 'rejected' (the customer stays private and may be approved
 *   later);
 * - `professional_decision`: every decision on a professional's application, kept: approved or rejected, the reason
 *   given (e-mailed to the customer), who decided (a staff member, or null with the command that did) and when.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await sql`
    create function row_version_raised() returns trigger language plpgsql as $$
    begin
      if new.version = old.version then
        new.version := old.version + 1;
      end if;
      return new;
    end
    $$`.execute(db);

  await db.schema
    .alterTable('customer')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`
    create trigger customer_version_raised before update on customer
    for each row execute function row_version_raised()`.execute(db);

  await sql`alter table customer drop constraint customer_professional_status_check`.execute(db);
  await sql`
    alter table customer add constraint customer_professional_status_check
    check (professional_status in ('none', 'pending', 'approved', 'rejected'))`.execute(db);

  await db.schema
    .createTable('professional_decision')
    .addColumn('professional_decision_id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.customer_id').onDelete('cascade'))
    .addColumn('decision', 'varchar(16)', (c) => c.notNull().check(sql`decision in ('approved', 'rejected')`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.staff_id').onDelete('set null'))
    // Readable: the member's e-mail, or the command ('npm run customers').
    .addColumn('actor', 'varchar(254)', (c) => c.notNull())
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('professional_decision_customer_idx')
    .on('professional_decision')
    .columns(['customer_id', 'date_added'])
    .execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.dropTable('professional_decision').execute();
  await db
    .updateTable('customer')
    .set({ professional_status: 'pending' })
    .where('professional_status', '=', 'rejected')
    .execute();
  await sql`alter table customer drop constraint customer_professional_status_check`.execute(db);
  await sql`
    alter table customer add constraint customer_professional_status_check
    check (professional_status in ('none', 'pending', 'approved'))`.execute(db);
  await sql`drop trigger customer_version_raised on customer`.execute(db);
  await db.schema.alterTable('customer').dropColumn('version').execute();
  await sql`drop function row_version_raised()`.execute(db);
}
