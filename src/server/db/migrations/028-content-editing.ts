import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * News, blog articles and information pages are edited in the back office (issue 16, 'Контент'):
 * - `version` on each, raised by 022's `row_version_raised()` on every update, so a save from a copy someone else
 *   changed since it was opened is refused ('Запись изменена другим сотрудником', decision 0021);
 * - news and blog articles get `meta_title` and `meta_description` like information pages have (a page's title and
 *   description for search engines; empty: the title);
 * - their URL keywords leave an old address behind like products' and categories' do (017): the same trigger
 *   functions record the old address in `url_redirect` when a keyword changes, move the page's `url_alias` row along,
 *   and forget the old addresses of a deleted record. `url_redirect.module` may now name these three.
 */
const TABLES = [
  ['news', 'news_id'],
  ['blog', 'blog_id'],
  ['information', 'information_id'],
] as const;

export async function up(db: UntypedDatabase): Promise<void> {
  for (const [table, id] of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`
      create trigger ${sql.id(`${table}_version_raised`)} before update on ${sql.id(table)}
      for each row execute function row_version_raised()`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_url_redirect`)} after update of keyword on ${sql.id(table)}
      for each row when (old.keyword is distinct from new.keyword)
      execute function url_redirect_keyword_changed(${sql.lit(table)}, ${sql.lit(id)})`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_url_redirect_deleted`)} after delete on ${sql.id(table)}
      for each row execute function url_redirect_record_deleted(${sql.lit(table)}, ${sql.lit(id)})`.execute(db);
  }
  for (const table of ['news', 'blog'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('meta_title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('meta_description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await sql`alter table url_redirect drop constraint url_redirect_module_check`.execute(db);
  await sql`
    alter table url_redirect add constraint url_redirect_module_check
    check (module in ('product', 'category', 'news', 'blog', 'information'))`.execute(db);
}

export async function down(db: UntypedDatabase): Promise<void> {
  await sql`delete from url_redirect where module in ('news', 'blog', 'information')`.execute(db);
  await sql`alter table url_redirect drop constraint url_redirect_module_check`.execute(db);
  await sql`
    alter table url_redirect add constraint url_redirect_module_check
    check (module in ('product', 'category'))`.execute(db);
  for (const table of ['news', 'blog'] as const) {
    await db.schema.alterTable(table).dropColumn('meta_title').dropColumn('meta_description').execute();
  }
  for (const [table] of TABLES) {
    await sql`drop trigger ${sql.id(`${table}_url_redirect_deleted`)} on ${sql.id(table)}`.execute(db);
    await sql`drop trigger ${sql.id(`${table}_url_redirect`)} on ${sql.id(table)}`.execute(db);
    await sql`drop trigger ${sql.id(`${table}_version_raised`)} on ${sql.id(table)}`.execute(db);
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
