import type { UntypedDatabase } from './untyped-database';

export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .createTable('setting')
    .addColumn('setting_id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('url_alias')
    .addColumn('url_alias_id', 'serial', (c) => c.primaryKey())
    // Unique and compared as is: /Kremi is not /kremi.
    .addColumn('keyword', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('module', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)', (c) => c.notNull().defaultTo('0'))
    .execute();
  // The reverse lookup: which keyword does product 42 have (links in lists, sitemap).
  await db.schema.createIndex('url_alias_target_idx').on('url_alias').columns(['module', 'target_id']).execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  await db.schema.dropTable('url_alias').ifExists().execute();
  await db.schema.dropTable('setting').ifExists().execute();
}
