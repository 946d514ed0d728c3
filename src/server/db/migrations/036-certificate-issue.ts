import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * Gift certificates the owner issues by hand in the back office's 'Сертификаты' (issue 16), and their switch:
 * - `email`, `message`: whom a certificate issued by hand was mailed to, and the owner's words in that e-mail (a
 *   bought certificate has neither: its order has the buyer's e-mail);
 * - `staff_id`, `issued_by`: the staff member who issued it (their e-mail as it was then, kept if they leave);
 * - `version`, raised by every change from the back office ('Отключить' / 'Включить' switch the existing `status`), so
 *   a change from a copy someone else changed since it was opened is refused (decision 0021); `date_modified`.
 * The ledger (`voucher_history`) is unchanged: it is only ever added to.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('voucher')
    .addColumn('email', 'varchar(254)')
    .addColumn('message', 'text')
    .addColumn('staff_id', 'integer', (c) => c.references('staff.staff_id').onDelete('set null'))
    .addColumn('issued_by', 'varchar(254)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('voucher')
    .dropColumn('email')
    .dropColumn('message')
    .dropColumn('staff_id')
    .dropColumn('issued_by')
    .dropColumn('version')
    .dropColumn('date_modified')
    .execute();
}
