import type { UntypedDatabase } from './untyped-database';

/**
 * A customer is the storefront's admin ('Редактировать' on products, categories, pages and articles) because the
 * owner linked that account to a staff member who can still sign in (staff.customer_id, 019), not because of a flag
 * of its own: the flag could say admin of an account nobody in the back office answers for, and its links led
 * nowhere. The answer is now worked out from the link wherever a customer is read, so the flag goes.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema.alterTable('customer').dropColumn('is_admin').execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('customer')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
