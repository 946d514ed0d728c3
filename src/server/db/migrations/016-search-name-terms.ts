import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * The search's first text tier — products whose name holds every word typed — read from a narrow table instead of
 * the product rows (decision 0015). At 100,000 products a broad word ('крем', or 'кр' while typing) matches tens of
 * thousands of products; ranking them meant reading every matching product row (1.7 kB each, with its description and
 * stored tsvectors) and ts_rank over each: half a second on PGlite.
 *
 * - `product_search_term`: one row per stemmed word of an enabled product's name (`name_document`'s lexemes), with the
 *   word's full-text weight in that product (`score`: ts_rank of the whole `search_document` for that one word, so a
 *   word in the name and again in the description outweighs the word once) and the name's length. Its index
 *   (term, score desc, name_length, product_id) hands out a word's best products first, so a page of the name tier
 *   reads a page of index entries, not every match. Words in the C collation: a prefix ('кр') is a range of terms.
 *   A trigger keeps it: a product's rows are rewritten when its name, article, description or status change, a
 *   disabled product has none, a deleted one loses them with it.
 * - an index on `product_search_word` in the C collation: the name words starting with what is typed, found as a
 *   range.
 * - 009's trigram index on `product_search_word` keeps only words without digits: a typo is looked up among words of
 *   letters (only such words get other spellings), and the numbers of names ('№ 60014', '30 мл') made most of the
 *   vocabulary at 100,000 products: PGlite's planner then read the whole word list for every typo (200 ms).
 * - an index on lower(sku) with text_pattern_ops: an article's start ('bt20') found as a range, in order.
 * - the GIN indexes the search reads take new entries at once (`fastupdate = off`) instead of in a pending list that
 *   every search reads through until a VACUUM merges it. PGlite never vacuums on its own: after 100,000 products were
 *   added, each search read about 4 MB of pending entries per index (15–20 ms a scan). Adding a product costs a little
 *   more instead.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await sql`
    create table product_search_term (
      term text collate "C" not null,
      product_id integer not null references product (product_id) on delete cascade,
      score real not null,
      name_length integer not null
    )`.execute(db);
  await sql`
    create index product_search_term_rank_idx
    on product_search_term (term, score desc, name_length, product_id)`.execute(db);
  await sql`create index product_search_term_product_idx on product_search_term (product_id, term, score)`.execute(db);
  await sql`
    create table product_search_name (
      product_id integer primary key references product (product_id) on delete cascade,
      name_document tsvector not null,
      name_length integer not null
    )`.execute(db);
  await sql`
    create index product_search_name_idx on product_search_name using gin (name_document) with (fastupdate = off)`.execute(
    db,
  );
  await sql`
    create function product_search_terms() returns trigger language plpgsql as $$
    begin
      delete from product_search_term where product_id = new.product_id;
      delete from product_search_name where product_id = new.product_id;
      if new.status then
        insert into product_search_term (term, product_id, score, name_length)
        select t.term, new.product_id, ts_rank(new.search_document, quote_literal(t.term)::tsquery), length(new.name)
        from unnest(tsvector_to_array(new.name_document)) as t(term);
        insert into product_search_name (product_id, name_document, name_length)
        values (new.product_id, new.name_document, length(new.name));
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger product_search_terms after insert or update of name, sku, description, status on product
    for each row execute function product_search_terms()`.execute(db);
  await sql`
    insert into product_search_term (term, product_id, score, name_length)
    select t.term, p.product_id, ts_rank(p.search_document, quote_literal(t.term)::tsquery), length(p.name)
    from product as p cross join lateral unnest(tsvector_to_array(p.name_document)) as t(term)
    where p.status`.execute(db);
  await sql`
    insert into product_search_name (product_id, name_document, name_length)
    select product_id, name_document, length(name) from product where status`.execute(db);

  await sql`create index product_search_word_c_idx on product_search_word (word collate "C")`.execute(db);
  await db.schema.dropIndex('product_search_word_trgm_idx').execute();
  await sql`
    create index product_search_word_letters_trgm_idx on product_search_word using gin (word gin_trgm_ops)
    with (fastupdate = off) where word !~ '[0-9]'`.execute(db);
  for (const index of SEARCHED_GIN_INDEXES) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
  await sql`create index product_sku_prefix_idx on product (lower(sku) text_pattern_ops)`.execute(db);
}

/** 001's GIN indexes the search reads on every query. */
const SEARCHED_GIN_INDEXES = ['product_search_document_idx', 'product_sku_trgm_idx'];

export async function down(db: UntypedDatabase): Promise<void> {
  for (const index of SEARCHED_GIN_INDEXES) await sql`alter index ${sql.id(index)} reset (fastupdate)`.execute(db);
  await db.schema.dropIndex('product_sku_prefix_idx').execute();
  await db.schema.dropIndex('product_search_word_letters_trgm_idx').execute();
  await sql`create index product_search_word_trgm_idx on product_search_word using gin (word gin_trgm_ops)`.execute(db);
  await db.schema.dropIndex('product_search_word_c_idx').execute();
  await sql`drop trigger product_search_terms on product`.execute(db);
  await sql`drop function product_search_terms()`.execute(db);
  await db.schema.dropTable('product_search_name').execute();
  await db.schema.dropTable('product_search_term').execute();
}
