import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * The home page's banners and the shop's own questions become editable (issue 16, back office 'Баннеры' and
 * 'Вопрос-ответ'):
 * - `banner.date_from`, `date_to`: the first and the last day (Moscow's calendar, the last day counts) a banner is
 *   shown, each optional, as a promotion's dates; the slider gives only banners shown and within their dates;
 * - `banner.version`, raised by every save from the back office, so a save from a copy someone else changed since it
 *   was opened is refused ('Запись изменена другим сотрудником', decision 0021); `date_modified`;
 * - `faq.sort_order`: the order of the shop's own questions (those without a product), which /faq shows first.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('banner')
    .addColumn('date_from', 'date')
    .addColumn('date_to', 'date')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('banner')
    .addCheckConstraint('banner_dates_ordered', sql`date_from is null or date_to is null or date_from <= date_to`)
    .execute();
  await db.schema
    .alterTable('faq')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.alterTable('faq').dropColumn('sort_order').execute();
  await db.schema.alterTable('banner').dropConstraint('banner_dates_ordered').execute();
  await db.schema
    .alterTable('banner')
    .dropColumn('date_from')
    .dropColumn('date_to')
    .dropColumn('version')
    .dropColumn('date_modified')
    .execute();
}
