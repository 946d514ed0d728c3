import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * Old addresses of products and categories (decision 0016): when a record's URL keyword changes, its old address
 * answers 301 to the new one instead of a 404, so links and search engines follow the move.
 *
 * - `url_redirect`: one row per old address ('/old-keyword', as written: keywords are case-sensitive), pointing at the
 *   record (module and id), not at a path. The new address is read from the record when a request comes, so a chain
 *   collapses by itself: a→b then b→c leaves '/a' and '/b' both pointing at the record, whose address is '/c', one hop.
 * - A trigger on product and category fills it, so any writer (the seed, a script, a future back office) keeps it:
 *   when `keyword` changes, the old address is recorded (an older row for the same address is replaced), the new
 *   address loses any row of its own (renamed back, b→a: '/a' is a live page again, never a loop), and the record's
 *   url_alias row, the page resolver's table, moves to the new keyword with it (a writer that already moved it, or an
 *   alias of another record taking the keyword, fails on url_alias's unique keyword as it would anyway).
 * - A deleted product or category takes its old addresses along.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await sql`
    create table url_redirect (
      old_path varchar(256) primary key,
      module varchar(32) not null check (module in ('product', 'category')),
      target_id integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index url_redirect_target_idx on url_redirect (module, target_id)`.execute(db);

  // tg_argv: the module ('product', 'category') and the record's id column.
  await sql`
    create function url_redirect_keyword_changed() returns trigger language plpgsql as $$
    declare
      target integer := (to_jsonb(new) ->> tg_argv[1])::integer;
    begin
      delete from url_redirect where old_path = '/' || new.keyword;
      if old.keyword <> '' then
        insert into url_redirect (old_path, module, target_id)
        values ('/' || old.keyword, tg_argv[0], target)
        on conflict (old_path) do update
          set module = excluded.module, target_id = excluded.target_id, created_at = now();
      end if;
      update url_alias set keyword = new.keyword
      where url_alias.module = tg_argv[0] and url_alias.target_id = target::text and url_alias.keyword = old.keyword;
      return null;
    end
    $$`.execute(db);
  await sql`
    create function url_redirect_record_deleted() returns trigger language plpgsql as $$
    begin
      delete from url_redirect
      where module = tg_argv[0] and target_id = (to_jsonb(old) ->> tg_argv[1])::integer;
      return null;
    end
    $$`.execute(db);

  for (const [table, id] of TARGETS) {
    await sql`
      create trigger ${sql.id(`${table}_url_redirect`)} after update of keyword on ${sql.id(table)}
      for each row when (old.keyword is distinct from new.keyword)
      execute function url_redirect_keyword_changed(${sql.lit(table)}, ${sql.lit(id)})`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_url_redirect_deleted`)} after delete on ${sql.id(table)}
      for each row execute function url_redirect_record_deleted(${sql.lit(table)}, ${sql.lit(id)})`.execute(db);
  }
}

/** The tables whose keyword changes leave a redirect, with their id columns. */
const TARGETS = [
  ['product', 'product_id'],
  ['category', 'category_id'],
] as const;

export async function down(db: UntypedDatabase): Promise<void> {
  for (const [table] of TARGETS) {
    await sql`drop trigger ${sql.id(`${table}_url_redirect_deleted`)} on ${sql.id(table)}`.execute(db);
    await sql`drop trigger ${sql.id(`${table}_url_redirect`)} on ${sql.id(table)}`.execute(db);
  }
  await sql`drop function url_redirect_record_deleted()`.execute(db);
  await sql`drop function url_redirect_keyword_changed()`.execute(db);
  await db.schema.dropTable('url_redirect').execute();
}
