import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * Reviews and questions are pre-moderated (issue 15): a new one waits ('На модерации') until a staff member publishes
 * or rejects it.
 * - `moderation`: 'pending' (the default for everything posted from now on), 'published' or 'rejected'. What was on
 *   the site stays published; what was not shown (status false: the seed's reviews waiting for moderation) waits.
 * - `status`, which every storefront query, index and the sitemap read as "shown on the site", becomes a generated
 *   column (`moderation = 'published'`): one truth, so no query can show what waits and nothing can set the two apart.
 *   Its indexes are made again as they were.
 * - `version`, raised on every update (022's row_version_raised), so a staff member saving from a stale copy is refused.
 * Both tables bump the catalogue version on any change (018), so a publication reaches every cached answer at once.
 */
const TABLES = {
  review: [
    ['review_product_idx', ['product_id', 'status', 'date_added']],
    ['review_date_idx', ['status', 'date_added']],
  ],
  faq: [['faq_date_idx', ['status', 'date_added']]],
} as const;

export async function up(db: UntypedDatabase): Promise<void> {
  for (const [table, indexes] of Object.entries(TABLES)) {
    await db.schema
      .alterTable(table)
      .addColumn('moderation', 'varchar(16)', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`moderation in ('pending', 'published', 'rejected')`),
      )
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`update ${sql.id(table)} set moderation = case when status then 'published' else 'pending' end`.execute(
      db,
    );
    // Dropping the column drops its indexes.
    await db.schema.alterTable(table).dropColumn('status').execute();
    await sql`alter table ${sql.id(table)} add column status boolean generated always as (moderation = 'published') stored`.execute(
      db,
    );
    for (const [name, columns] of indexes) {
      await db.schema
        .createIndex(name)
        .on(table)
        .columns([...columns])
        .execute();
    }
    await sql`
      create trigger ${sql.id(`${table}_version_raised`)} before update on ${sql.id(table)}
      for each row execute function row_version_raised()`.execute(db);
  }
}

export async function down(db: UntypedDatabase): Promise<void> {
  for (const [table, indexes] of Object.entries(TABLES)) {
    await sql`drop trigger ${sql.id(`${table}_version_raised`)} on ${sql.id(table)}`.execute(db);
    await db.schema.alterTable(table).dropColumn('status').execute();
    await db.schema
      .alterTable(table)
      .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(table === 'faq'))
      .execute();
    await sql`update ${sql.id(table)} set status = (moderation = 'published')`.execute(db);
    for (const [name, columns] of indexes) {
      await db.schema
        .createIndex(name)
        .on(table)
        .columns([...columns])
        .execute();
    }
    await db.schema.alterTable(table).dropColumn('moderation').dropColumn('version').execute();
  }
}
