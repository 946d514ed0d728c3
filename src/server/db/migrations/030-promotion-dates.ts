import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * Promotions get their dates and a version (issue 16, the back office's 'Акции и подарки'):
 * - `date_start`, `date_end`: the first and the last day (Moscow's calendar, the end day counts) a promotion is in
 *   force, each optional, as a product's special has them; the cart applies only those in force today;
 * - `version`, raised by every save from the back office, so a save from a copy someone else changed since it was
 *   opened is refused ('Запись изменена другим сотрудником', decision 0021); `date_modified`.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('promotion')
    .addColumn('date_start', 'date')
    .addColumn('date_end', 'date')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('promotion')
    .addCheckConstraint(
      'promotion_dates_ordered',
      sql`date_start is null or date_end is null or date_start <= date_end`,
    )
    .execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.alterTable('promotion').dropConstraint('promotion_dates_ordered').execute();
  await db.schema
    .alterTable('promotion')
    .dropColumn('date_start')
    .dropColumn('date_end')
    .dropColumn('version')
    .dropColumn('date_modified')
    .execute();
}
