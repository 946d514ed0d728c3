import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * A refund through the bank is written before the bank is asked (`pending`) and marked `done` with the bank's
 * transaction once it answers; a refusal removes the row. A row left `pending` (the shop stopped while the bank was
 * asked) still counts as returned, so the same money is never sent back twice: a person checks it in the bank's
 * account. Refunds that need no bank (cash, after delivery) are `done` at once.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('order_refund')
    .addColumn('state', 'varchar(16)', (c) =>
      c
        .notNull()
        .defaultTo('done')
        .check(sql`state in ('pending', 'done')`),
    )
    .execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.alterTable('order_refund').dropColumn('state').execute();
}
