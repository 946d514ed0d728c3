import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

export async function up(db: UntypedDatabase): Promise<void> {
  for (const table of ['news', 'blog'] as const) {
    await db.schema
      .createTable(table)
      .addColumn(`${table}_id`, 'serial', (c) => c.primaryKey())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('image', 'varchar(255)')
      .addColumn('keyword', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('viewed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex(`${table}_date_idx`).on(table).columns(['status', 'date_added']).execute();
  }
  // The blog list searches by title.
  await sql`create index blog_title_trgm_idx on blog using gin (title gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('blog_product')
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blog.blog_id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('blog_product_pk', ['blog_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('blog_product_product_idx')
    .on('blog_product')
    .columns(['product_id', 'blog_id'])
    .execute();

  await db.schema
    .createTable('information')
    .addColumn('information_id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keyword', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('meta_title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('faq')
    .addColumn('faq_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('product.product_id').onDelete('set null'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_answered', 'timestamptz')
    .execute();
  await db.schema.createIndex('faq_product_idx').on('faq').columns(['product_id', 'date_added']).execute();
  await db.schema.createIndex('faq_date_idx').on('faq').columns(['status', 'date_added']).execute();

  // Reference data rather than demo content: the seminar form and cards need the type names on every install.
  await db.schema
    .createTable('seminar_type')
    .addColumn('seminar_type_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('seminar_type')
    .values([
      { seminar_type_id: 1, name: 'Вебинар' },
      { seminar_type_id: 2, name: 'Семинар' },
    ])
    .execute();

  await db.schema
    .createTable('seminar')
    .addColumn('seminar_id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'integer', (c) => c.notNull().references('seminar_type.seminar_type_id'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(255)')
    .addColumn('date', 'timestamptz', (c) => c.notNull())
    .addColumn('date1', 'timestamptz')
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('seminar_date_idx').on('seminar').columns(['status', 'date']).execute();

  await db.schema
    .createTable('seminar_signup')
    .addColumn('seminar_signup_id', 'serial', (c) => c.primaryKey())
    .addColumn('seminar_id', 'integer', (c) => c.notNull().references('seminar.seminar_id').onDelete('cascade'))
    .addColumn('customer_id', 'integer')
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('seminar_signup_seminar_idx')
    .on('seminar_signup')
    .columns(['seminar_id', 'email'])
    .execute();

  await db.schema
    .createTable('banner')
    .addColumn('banner_id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(255)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  for (const table of [
    'banner',
    'seminar_signup',
    'seminar',
    'seminar_type',
    'faq',
    'information',
    'blog_product',
    'blog',
    'news',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
