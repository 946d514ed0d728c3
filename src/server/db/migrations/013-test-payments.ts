import type { UntypedDatabase } from './untyped-database';

/**
 * Test payments are marked where money is counted: an order paid through the sandbox bank (or the bank's test mode,
 * or partly by a test certificate) and the certificate such a payment bought, so e-mails say no money moved and a
 * shop taking real payments refuses those certificates.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('order')
    .addColumn('test_payment', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('voucher')
    .addColumn('test_payment', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.alterTable('voucher').dropColumn('test_payment').execute();
  await db.schema.alterTable('order').dropColumn('test_payment').execute();
}
