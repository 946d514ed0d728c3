import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * Categories get a version (issue 16, the back office's 'Категории'), raised by 022's `row_version_raised()` on every
 * update, so a change made from a copy someone else changed since it was opened is refused ('Запись изменена другим
 * сотрудником', decision 0021). Their changed keywords already leave a redirect behind (017).
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('category')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`
    create trigger category_version_raised before update on category
    for each row execute function row_version_raised()`.execute(db);
}

export async function down(db: UntypedDatabase): Promise<void> {
  await sql`drop trigger category_version_raised on category`.execute(db);
  await db.schema.alterTable('category').dropColumn('version').execute();
}
