import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * The cart (a guest's against the session, a logged-in customer's against the customer), the promotions the totals
 * apply (x+1, discount from a sum, free gifts from a sum) and the gift certificates' vouchers with their use.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .createTable('cart')
    .addColumn('cart_id', 'serial', (c) => c.primaryKey())
    .addColumn('session_id', 'bigint', (c) => c.unique().references('session.session_id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.unique().references('customer.customer_id').onDelete('cascade'))
    // The applied gift-certificate code (checked again whenever the cart is priced).
    .addColumn('voucher_code', 'varchar(20)')
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('cart_one_owner', sql`(session_id is null) <> (customer_id is null)`)
    .execute();

  await db.schema
    .createTable('cart_item')
    .addColumn('cart_item_id', 'serial', (c) => c.primaryKey())
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('cart.cart_id').onDelete('cascade'))
    .addColumn('item_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    // Normalised choice: {"<product_option_id>": "<product_option_value_id>"} (sampler) or {"amount": 1500} (certificate).
    .addColumn('option', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    // A free gift of a 'present' promotion (1 rouble, product §5).
    .addColumn('is_present', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cart_item_key_unique', ['cart_id', 'item_key'])
    .execute();

  await db.schema
    .createTable('promotion')
    .addColumn('promotion_id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'varchar(16)', (c) => c.notNull().check(sql`type in ('x_plus_one', 'discount', 'present')`))
    // 0 every shopper, 1 general customers, 2 professionals.
    .addColumn('customer_group_id', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`customer_group_id in (0, 1, 2)`),
    )
    // x+1: product_count units paid, one more free (3+1); present: how many gifts.
    .addColumn('product_count', 'integer', (c) => c.check(sql`product_count > 0`))
    .addColumn('percent', 'numeric(5, 2)', (c) => c.check(sql`percent > 0 and percent <= 100`))
    // The goods sum from which a discount or a present applies.
    .addColumn('total', 'numeric(10, 2)', (c) => c.check(sql`total >= 0`))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('promotion_present_product')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotion.promotion_id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('promotion_present_product_pk', ['promotion_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('voucher')
    .addColumn('voucher_id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    // The certificate order that bought it.
    .addColumn('order_id', 'integer', (c) => c.references('order.order_id').onDelete('set null'))
    .addColumn('amount', 'numeric(10, 2)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('voucher_history')
    .addColumn('voucher_history_id', 'serial', (c) => c.primaryKey())
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('voucher.voucher_id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('order.order_id').onDelete('cascade'))
    // Negative: spent on an order (a partly used voucher keeps the rest).
    .addColumn('amount', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('voucher_history_voucher_idx').on('voucher_history').column('voucher_id').execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  for (const table of ['voucher_history', 'voucher', 'promotion_present_product', 'promotion', 'cart_item', 'cart']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
