import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * The professionals' −30% becomes one rule per product (decision 0026): `product.pro_discount`. Until now it was a
 * group-2 special row of 70% of the price, written by the seed, and a list of article numbers in the storefront that
 * hid the badge. A product whose group-2 row is exactly that (no dates, 70% of its price rounded) gets the flag, and
 * the row is marked `from_pro_discount`: the server keeps it from the flag and the price from now on, last in the
 * "last match wins" order (priority 1000), so a specialists' special an editor writes wins while it lasts. Any other
 * group-2 row stays an editor's special. What professionals pay does not change.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('pro_discount', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('product_special')
    .addColumn('from_pro_discount', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`
    update product_special ps set from_pro_discount = true, priority = 1000
    from product p
    where p.product_id = ps.product_id and ps.customer_group_id = 2 and ps.date_start is null and ps.date_end is null
      and p.price > 0 and ps.price = round(p.price * 0.7)`.execute(db);
  await sql`
    update product p set pro_discount = true
    where exists (select 1 from product_special ps where ps.product_id = p.product_id and ps.from_pro_discount)`.execute(
    db,
  );
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.alterTable('product_special').dropColumn('from_pro_discount').execute();
  await db.schema.alterTable('product').dropColumn('pro_discount').execute();
}
