import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * What the catalogue calls need beyond 001 (proved with EXPLAIN on 100,000 products, `npm run bench:api`):
 * - lists page through products in the manager's order (sort_order, then id), and the bestsellers by `viewed`:
 *   each gets an index that yields rows already in that order, so a page reads 12 index entries, not the table;
 * - 'Новинки' (newest first by date_available) gets the id as a tie-breaker inside its index;
 * - a page count starts from the category's (or the group's specials') own index and only has to leave out hidden
 *   products, which a small partial index lists, instead of visiting every product;
 * - a review written on the site has no rating (the form has none, product §5), so the rating becomes optional.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .createIndex('product_list_order_idx')
    .on('product')
    .columns(['status', 'sort_order', 'product_id'])
    .execute();
  await sql`create index product_viewed_idx on product (status, viewed desc, product_id)`.execute(db);
  await sql`create index product_latest_idx on product (status, date_available desc, product_id desc)`.execute(db);
  await db.schema.dropIndex('product_date_available_idx').execute();
  await sql`create index product_hidden_idx on product (product_id) where not status`.execute(db);
  await sql`create index product_special_group_idx on product_special (customer_group_id, product_id) include (date_start, date_end)`.execute(
    db,
  );
  await db.schema
    .alterTable('review')
    .alterColumn('rating', (c) => c.dropNotNull())
    .execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.updateTable('review').set({ rating: 5 }).where('rating', 'is', null).execute();
  await db.schema
    .alterTable('review')
    .alterColumn('rating', (c) => c.setNotNull())
    .execute();
  await db.schema.dropIndex('product_special_group_idx').execute();
  await db.schema.dropIndex('product_hidden_idx').execute();
  await db.schema
    .createIndex('product_date_available_idx')
    .on('product')
    .columns(['status', 'date_available'])
    .execute();
  await db.schema.dropIndex('product_latest_idx').execute();
  await db.schema.dropIndex('product_viewed_idx').execute();
  await db.schema.dropIndex('product_list_order_idx').execute();
}
