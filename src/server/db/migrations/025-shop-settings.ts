import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * The shop's settings the owner changes on 'Настройки' in the back office (issue 15, issue 16), one row:
 * - `publish_customer_reviews`: a review posted by a signed-in customer is published at once instead of waiting for
 *   moderation (off: every review waits; guests' reviews and every question always wait);
 * - `version`, raised on every update (022's row_version_raised), so a save from a stale copy is refused;
 * - `date_modified`, when it last changed.
 * The row is not read by any cached public answer (a review published at once bumps the catalogue version through
 * the review table itself), so it has no catalogue trigger.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await sql`
    create table shop_settings (
      id boolean primary key default true check (id),
      publish_customer_reviews boolean not null default false,
      version integer not null default 1,
      date_modified timestamptz not null default now()
    )`.execute(db);
  await sql`insert into shop_settings default values`.execute(db);
  await sql`
    create trigger shop_settings_version_raised before update on shop_settings
    for each row execute function row_version_raised()`.execute(db);
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.dropTable('shop_settings').execute();
}
