import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * The product search (`module/isearch/ajaxget`: header dropdown, /search page, the question form's product field)
 * beyond what 001 prepared (the generated `search_document` tsvector with its GIN index: name and sku weight A,
 * description C, stemmed with the 'russian' configuration, which also folds ё into е; a trigram index on sku).
 *
 * - `product_search_word`: every word of every product name, as the 'russian' configuration stems it ('крем',
 *   'гиалуронов', 'пилинг'), with a GIN trigram index. When no product matches the words as typed, each word is
 *   looked up here by trigram similarity ('крэм' → 'крем', 'пилнг' → 'пилинг') and the full-text search runs again
 *   with the corrections. A vocabulary of a few thousand words answers that in milliseconds, where comparing the
 *   typed word with every product name costs a second and more at 100,000 products. A trigger adds the words of every
 *   new or renamed product; a word no product uses any more is harmless (it only finds nothing).
 * - an index on lower(sku): an article number typed in any case is the first hit, found without a scan.
 * - 001's trigram index on the raw name goes: nothing searches names by trigram any more.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .createTable('product_search_word')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .execute();
  await sql`create index product_search_word_trgm_idx on product_search_word using gin (word gin_trgm_ops)`.execute(db);
  await sql`
    create function product_search_words() returns trigger language plpgsql as $$
    begin
      insert into product_search_word (word)
      select unnest(tsvector_to_array(to_tsvector('russian', new.name)))
      on conflict do nothing;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger product_search_words after insert or update of name on product
    for each row execute function product_search_words()`.execute(db);
  await sql`
    insert into product_search_word (word)
    select distinct unnest(tsvector_to_array(to_tsvector('russian', name))) from product
    on conflict do nothing`.execute(db);

  await sql`create index product_sku_lower_idx on product (lower(sku))`.execute(db);
  await db.schema.dropIndex('product_name_trgm_idx').execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await sql`create index product_name_trgm_idx on product using gin (name gin_trgm_ops)`.execute(db);
  await db.schema.dropIndex('product_sku_lower_idx').execute();
  await sql`drop trigger product_search_words on product`.execute(db);
  await sql`drop function product_search_words()`.execute(db);
  await db.schema.dropTable('product_search_word').execute();
}
