import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

// Migrations take UntypedDatabase: they describe the schema as it was at their time, not today's types.
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .createTable('category')
    .addColumn('category_id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('keyword', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(255)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('meta_title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('category_parent_idx').on('category').columns(['parent_id', 'sort_order']).execute();

  await db.schema
    .createTable('product')
    .addColumn('product_id', 'serial', (c) => c.primaryKey())
    .addColumn('sku', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'numeric(10, 2)', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`price >= 0`),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'varchar(255)')
    .addColumn('date_available', 'date', (c) => c.notNull().defaultTo(sql`current_date`))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('keyword', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('viewed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('meta_title', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Kept by PostgreSQL, so search (built later) never reads a stale document. Tags are stripped from the HTML.
    .addColumn('search_document', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`
        setweight(to_tsvector('russian', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(sku, '')), 'A') ||
        setweight(to_tsvector('russian', regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'C')
      `,
        )
        .stored(),
    )
    .execute();
  await db.schema.createIndex('product_sku_idx').on('product').column('sku').execute();
  await db.schema
    .createIndex('product_date_available_idx')
    .on('product')
    .columns(['status', 'date_available'])
    .execute();
  await db.schema
    .createIndex('product_search_document_idx')
    .on('product')
    .using('gin')
    .column('search_document')
    .execute();
  // Trigram indexes serve `ilike '%…%'`, `%` and similarity() on name and sku (the search box).
  await sql`create index product_name_trgm_idx on product using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index product_sku_trgm_idx on product using gin (sku gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('product_image')
    .addColumn('product_image_id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addColumn('image', 'varchar(255)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_image_product_idx')
    .on('product_image')
    .columns(['product_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('product_to_category')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.category_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_to_category_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('product_to_category_category_idx')
    .on('product_to_category')
    .columns(['category_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('product_related')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addColumn('related_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_related_pk', ['product_id', 'related_id'])
    .execute();

  await db.schema
    .createTable('product_special')
    .addColumn('product_special_id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addColumn('customer_group_id', 'integer', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('price', 'numeric(10, 2)', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('date_start', 'date')
    .addColumn('date_end', 'date')
    .execute();
  await db.schema
    .createIndex('product_special_product_idx')
    .on('product_special')
    .columns(['product_id', 'customer_group_id'])
    .execute();

  await db.schema
    .createTable('option')
    .addColumn('option_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull().defaultTo('select'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('option_value')
    .addColumn('option_value_id', 'serial', (c) => c.primaryKey())
    .addColumn('option_id', 'integer', (c) => c.notNull().references('option.option_id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('product_option')
    .addColumn('product_option_id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('option.option_id').onDelete('cascade'))
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('product_option_unique', ['product_id', 'option_id'])
    .execute();
  await db.schema
    .createTable('product_option_value')
    .addColumn('product_option_value_id', 'serial', (c) => c.primaryKey())
    .addColumn('product_option_id', 'integer', (c) =>
      c.notNull().references('product_option.product_option_id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('option.option_id').onDelete('cascade'))
    .addColumn('option_value_id', 'integer', (c) =>
      c.notNull().references('option_value.option_value_id').onDelete('cascade'),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', 'numeric(10, 2)', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_option_value_product_idx')
    .on('product_option_value')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('product_video')
    .addColumn('product_video_id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addColumn('href', 'varchar(500)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_video_product_idx').on('product_video').column('product_id').execute();

  await db.schema
    .createTable('filter_group')
    .addColumn('filter_group_id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('filter')
    .addColumn('filter_id', 'serial', (c) => c.primaryKey())
    .addColumn('filter_group_id', 'integer', (c) =>
      c.notNull().references('filter_group.filter_group_id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('filter_group_idx').on('filter').column('filter_group_id').execute();
  await db.schema
    .createTable('product_filter')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addColumn('filter_id', 'integer', (c) => c.notNull().references('filter.filter_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_filter_pk', ['product_id', 'filter_id'])
    .execute();
  await db.schema
    .createIndex('product_filter_filter_idx')
    .on('product_filter')
    .columns(['filter_id', 'product_id'])
    .execute();
  await db.schema
    .createTable('category_filter')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.category_id').onDelete('cascade'))
    .addColumn('filter_id', 'integer', (c) => c.notNull().references('filter.filter_id').onDelete('cascade'))
    .addPrimaryKeyConstraint('category_filter_pk', ['category_id', 'filter_id'])
    .execute();

  await db.schema
    .createTable('review')
    .addColumn('review_id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.product_id').onDelete('cascade'))
    .addColumn('customer_id', 'integer')
    .addColumn('author', 'varchar(128)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('rating', 'smallint', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('review_product_idx')
    .on('review')
    .columns(['product_id', 'status', 'date_added'])
    .execute();
  await db.schema.createIndex('review_date_idx').on('review').columns(['status', 'date_added']).execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  for (const table of [
    'review',
    'category_filter',
    'product_filter',
    'filter',
    'filter_group',
    'product_video',
    'product_option_value',
    'product_option',
    'option_value',
    'option',
    'product_special',
    'product_related',
    'product_to_category',
    'product_image',
    'product',
    'category',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
