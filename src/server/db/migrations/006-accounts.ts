import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * Customer accounts (customers, sessions, password resets, login attempts, uploaded documents, VK ID sign-in
 * requests) and the order tables the account area reads and checkout writes.
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .createTable('customer')
    .addColumn('customer_id', 'serial', (c) => c.primaryKey())
    // 1 general customer, 2 professional (only once the shop has approved the document).
    .addColumn('customer_group_id', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`customer_group_id in (1, 2)`),
    )
    // What the customer registered as: 1 private person, 2 cosmetologist/doctor/medical centre/salon.
    .addColumn('customer_type', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`customer_type in (1, 2)`),
    )
    // none | pending (type 2 waiting for the shop) | approved.
    .addColumn('professional_status', 'varchar(16)', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`professional_status in ('none', 'pending', 'approved')`),
    )
    .addColumn('approved_at', 'timestamptz')
    .addColumn('firstname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('lastname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // Null for a Telegram account that has not given one yet. Unique ignoring case (index below).
    .addColumn('email', 'varchar(254)')
    // Digits only ('79123456789'); the storefront shows it through the mask.
    .addColumn('telephone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // scrypt$N$r$p$salt$hash; null for an account made by a social login that never set a password.
    .addColumn('password_hash', 'varchar(255)')
    // A path under /image/ (uploaded) or an https address (Telegram/VK photo).
    .addColumn('avatar', 'varchar(1000)')
    .addColumn('avatar_source', 'varchar(2)', (c) => c.check(sql`avatar_source in ('TG', 'VK')`))
    .addColumn('telegram_id', 'bigint', (c) => c.unique())
    .addColumn('vk_id', 'bigint', (c) => c.unique())
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index customer_email_lower_idx on customer (lower(email)) where email is not null`.execute(
    db,
  );
  await db.schema.createIndex('customer_pending_idx').on('customer').column('professional_status').execute();

  await db.schema
    .createTable('session')
    .addColumn('session_id', 'bigserial', (c) => c.primaryKey())
    // SHA-256 of the cookie's random token: a stolen database does not hand out live sessions.
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    // Null for a guest (the cart and checkout keep their state against the session).
    .addColumn('customer_id', 'integer', (c) => c.references('customer.customer_id').onDelete('cascade'))
    .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ip', 'varchar(45)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_customer_idx').on('session').column('customer_id').execute();
  await db.schema.createIndex('session_expires_idx').on('session').column('expires_at').execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('password_reset_id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.customer_id').onDelete('cascade'))
    // SHA-256 of the token in the e-mailed link.
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('ip', 'varchar(45)', (c) => c.notNull().defaultTo(''))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_reset_customer_idx')
    .on('password_reset')
    .columns(['customer_id', 'date_added'])
    .execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('login_attempt_id', 'bigserial', (c) => c.primaryKey())
    // Lower-cased as typed, so attempts on an unknown address are limited too.
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_attempt_email_idx').on('login_attempt').columns(['email', 'date_added']).execute();
  await db.schema.createIndex('login_attempt_ip_idx').on('login_attempt').columns(['ip', 'date_added']).execute();

  await db.schema
    .createTable('customer_upload')
    .addColumn('customer_upload_id', 'serial', (c) => c.primaryKey())
    // The random code the upload call answers with; registration refers to the file by it.
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    // Null until the registration that sent the code has created the customer.
    .addColumn('customer_id', 'integer', (c) => c.references('customer.customer_id').onDelete('set null'))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull().defaultTo('certificate'))
    .addColumn('filename', 'varchar(255)', (c) => c.notNull())
    // File name under <DATA_DIR>/upload (never served to the public).
    .addColumn('stored_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('customer_upload_customer_idx').on('customer_upload').column('customer_id').execute();

  await db.schema
    .createTable('oauth_request')
    // VK ID sign-in started by this shop: state → PKCE code_verifier, single use, minutes long.
    .addColumn('state', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // --- Orders ------------------------------------------------------------------------------------------------------

  await db.schema
    .createTable('order_status')
    .addColumn('order_status_id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .execute();
  // Reference data every shop has (not demo data): the statuses checkout and payment move an order through.
  await db
    .insertInto('order_status')
    .values([
      { order_status_id: 1, code: 'new', name: 'Новый' },
      { order_status_id: 2, code: 'awaiting_payment', name: 'Ожидает оплаты' },
      { order_status_id: 3, code: 'paid', name: 'Оплачен' },
      { order_status_id: 4, code: 'cancelled', name: 'Отменён' },
    ])
    .execute();

  await db.schema
    .createTable('order')
    .addColumn('order_id', 'serial', (c) => c.primaryKey())
    // Null for a guest order (the storefront's user_id 0).
    .addColumn('customer_id', 'integer', (c) => c.references('customer.customer_id').onDelete('set null'))
    // The group the order was priced for (0 guest, 1, 2).
    .addColumn('customer_group_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('firstname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('lastname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    // Delivery area: zone 176 Moscow, 106 St Petersburg, 169 other city (product §3).
    .addColumn('payment_country_id', 'integer', (c) => c.notNull().defaultTo(176))
    .addColumn('payment_zone_id', 'integer')
    .addColumn('payment_zone', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_method', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('shipping_address_1', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('shipping_city', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('shipping_method', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('shipping_code', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // The pickup point chosen for cdek.cdek.
    .addColumn('shipping_point', 'varchar(64)')
    .addColumn('total', 'numeric(10, 2)', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`total >= 0`),
    )
    .addColumn('currency_code', 'char(3)', (c) => c.notNull().defaultTo('RUB'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1).references('order_status.order_status_id'))
    // The payment provider's transaction (Modulbank transaction_id).
    .addColumn('transaction_id', 'varchar(128)')
    .addColumn('ip', 'varchar(45)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_customer_idx').on('order').columns(['customer_id', 'date_added']).execute();
  await db.schema.createIndex('order_status_idx').on('order').column('status_id').execute();

  await db.schema
    .createTable('order_product')
    .addColumn('order_product_id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.order_id').onDelete('cascade'))
    // No foreign key: the order keeps its lines (name, article, price) even if the product is deleted later.
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('model', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'varchar(255)')
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('price', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('total', 'numeric(10, 2)', (c) => c.notNull())
    // A free gift line (1 rouble, product §5).
    .addColumn('is_present', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('order_product_order_idx').on('order_product').column('order_id').execute();

  await db.schema
    .createTable('order_option')
    .addColumn('order_option_id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.order_id').onDelete('cascade'))
    .addColumn('order_product_id', 'integer', (c) =>
      c.notNull().references('order_product.order_product_id').onDelete('cascade'),
    )
    .addColumn('product_option_id', 'integer')
    .addColumn('product_option_value_id', 'integer')
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_option_product_idx').on('order_option').column('order_product_id').execute();

  await db.schema
    .createTable('order_total')
    .addColumn('order_total_id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.order_id').onDelete('cascade'))
    // sub_total, shipping, voucher, total…
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('value', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_total_order_idx').on('order_total').column('order_id').execute();

  await db.schema
    .createTable('order_history')
    .addColumn('order_history_id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order.order_id').onDelete('cascade'))
    .addColumn('status_id', 'integer', (c) => c.notNull().references('order_status.order_status_id'))
    .addColumn('notify', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('date_added', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_history_order_idx').on('order_history').column('order_id').execute();
}

export async function down(db: UntypedDatabase): Promise<void> {
  for (const table of [
    'order_history',
    'order_total',
    'order_option',
    'order_product',
    'order',
    'order_status',
    'oauth_request',
    'customer_upload',
    'login_attempt',
    'password_reset',
    'session',
    'customer',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
