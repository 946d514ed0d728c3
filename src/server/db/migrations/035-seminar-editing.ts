import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * Seminars and webinars get what the back office's 'Семинары' editor needs (issue 16):
 * - `capacity`: how many people may sign up (null: as many as come); the storefront's signup refuses the one beyond
 *   it, and the list shows such a seminar as full;
 * - `version`, raised by 022's `row_version_raised()` on every update, so a save from a copy someone else changed
 *   since it was opened is refused ('Запись изменена другим сотрудником', decision 0021); `date_modified`;
 * - a signup bumps the catalogue version (018) like a change of the seminar itself: whether a seminar is full is part
 *   of the cached public seminar list, so the signup that takes the last place shows it full at once. Signups are few
 *   (rate-limited, a handful a day), so the cached answers they drop cost nothing worth counting.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('seminar')
    .addColumn('capacity', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('seminar')
    .addCheckConstraint('seminar_capacity_positive', sql`capacity is null or capacity > 0`)
    .execute();
  await sql`
    create trigger seminar_version_raised before update on seminar
    for each row execute function row_version_raised()`.execute(db);
  await sql`
    create trigger seminar_signup_catalogue_changed
    after insert or update or delete or truncate on seminar_signup
    for each statement execute function catalogue_changed()`.execute(db);
}

export async function down(db: UntypedDatabase): Promise<void> {
  await sql`drop trigger seminar_signup_catalogue_changed on seminar_signup`.execute(db);
  await sql`drop trigger seminar_version_raised on seminar`.execute(db);
  await db.schema.alterTable('seminar').dropConstraint('seminar_capacity_positive').execute();
  await db.schema
    .alterTable('seminar')
    .dropColumn('capacity')
    .dropColumn('version')
    .dropColumn('date_modified')
    .execute();
}
