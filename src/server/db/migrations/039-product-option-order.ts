import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * A product's options and their values get an order of their own (issue 16, the product editor's 'Опции'): the
 * editor sets in which order a product offers its options and, within each, its values, independently of the shop's
 * list of options. `product_option.sort_order` and `product_option_value.sort_order`; the values start in the order the
 * storefront showed until now (the shop-wide `option_value.sort_order`), so nothing moves for shoppers. The rows are
 * kept across saves (their ids are what carts hold), so the order needs its own column rather than the rows' ids.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('product_option')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('product_option_value')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update product_option_value pov set sort_order = ov.sort_order
    from option_value ov
    where ov.option_value_id = pov.option_value_id`.execute(db);
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.alterTable('product_option_value').dropColumn('sort_order').execute();
  await db.schema.alterTable('product_option').dropColumn('sort_order').execute();
}
