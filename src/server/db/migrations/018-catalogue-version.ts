import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * The catalogue's version (decision 0020): one number that changes whenever anything the cached public answers show
 * changes, so every process of the shop can drop its cached answers (http/answer-cache.ts) by reading one row.
 *
 * - `catalogue_version`: exactly one row. `version` goes up by one in each transaction that changes a table below;
 *   `changed_at` says when; `changed_by` is that transaction's id, so a transaction that changes a thousand rows bumps
 *   the version once (later statements of it find the row already theirs and leave it alone).
 * - The bump is an ordinary row update inside the writer's transaction: it becomes visible at the same commit as the
 *   change itself, never before it, so a reader that sees the new version also sees the new data. (A sequence would
 *   be visible before the commit, and an answer computed in between would be kept under the new version.)
 * - Each bump also sends `NOTIFY catalogue_changed` (payload: the schema), delivered at commit, so processes that
 *   listen (PostgreSQL; PGlite within its one process) reread the row at once instead of at their next check.
 * - Triggers on every table the public catalogue and content answers read, so any writer invalidates: the seed, a
 *   script, a future back office, plain SQL. Statement-level (one call per statement, TRUNCATE included), except
 *   product's updates: row-level, skipping a change of `viewed` alone, which the view counter writes every few seconds
 *   and which no answer but the bestsellers shows (those are kept a bounded time instead). A stock change (an order
 *   placed, a hold released) is a product update like any other and bumps the version.
 * - Not here: the search's own tables (product_search_word, _term, _name), which only product's triggers write, in the
 *   same statement as the product change that bumps; the tables of customers, carts and orders, which no cached
 *   answer reads.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await sql`
    create table catalogue_version (
      id boolean primary key default true check (id),
      version bigint not null default 1,
      changed_at timestamptz not null default now(),
      changed_by bigint
    )`.execute(db);
  await sql`insert into catalogue_version default values`.execute(db);

  await sql`
    create function catalogue_changed() returns trigger language plpgsql as $$
    begin
      update catalogue_version
      set version = version + 1, changed_at = now(), changed_by = txid_current()
      where changed_by is distinct from txid_current();
      if found then
        perform pg_notify('catalogue_changed', current_schema());
      end if;
      return null;
    end
    $$`.execute(db);

  for (const table of STATEMENT_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_catalogue_changed`)}
      after insert or update or delete or truncate on ${sql.id(table)}
      for each statement execute function catalogue_changed()`.execute(db);
  }
  await sql`
    create trigger product_catalogue_changed
    after insert or delete or truncate on product
    for each statement execute function catalogue_changed()`.execute(db);
  await sql`
    create trigger product_catalogue_updated
    after update on product
    for each row when ((to_jsonb(old) - 'viewed') is distinct from (to_jsonb(new) - 'viewed'))
    execute function catalogue_changed()`.execute(db);
}

/** Every table a cached answer reads, but product (whose updates are row-level, above). */
export const STATEMENT_TABLES = [
  // catalogue
  'category',
  'product_image',
  'product_to_category',
  'product_related',
  'product_special',
  'option',
  'option_value',
  'product_option',
  'product_option_value',
  'product_video',
  'filter_group',
  'filter',
  'product_filter',
  'category_filter',
  'review',
  // content
  'news',
  'blog',
  'blog_product',
  'information',
  'faq',
  'seminar_type',
  'seminar',
  'banner',
  // shell
  'setting',
  'url_alias',
] as const;

export async function down(db: UntypedDatabase): Promise<void> {
  await sql`drop trigger product_catalogue_updated on product`.execute(db);
  await sql`drop trigger product_catalogue_changed on product`.execute(db);
  for (const table of STATEMENT_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_catalogue_changed`)} on ${sql.id(table)}`.execute(db);
  }
  await sql`drop function catalogue_changed()`.execute(db);
  await db.schema.dropTable('catalogue_version').execute();
}
