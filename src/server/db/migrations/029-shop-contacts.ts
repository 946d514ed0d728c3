import { sql } from 'kysely';
import type { UntypedDatabase } from './untyped-database';

/**
 * The shop's identity and the owner's e-mails become settings the owner changes on 'Настройки' (issue 16), in 025's
 * one row, each starting as the value the code had until now:
 * - `shop_name`, `phone`, `email` (the public contact address), `address`, `hours`: the storefront's header and
 *   footer and every e-mail's signature read them;
 * - `mailbox`: where the shop's own copies go (a new order, a paid order, a professional's application); null: the
 *   environment's SHOP_EMAIL, as before;
 * - `notify_new_order`, `notify_paid_order`, `notify_professional`: which of those copies are sent.
 * The row now feeds a cached public answer (the contacts), so it bumps the catalogue version like the tables of 018.
 * (The cookie notice's text and the maintenance switch stay settings 3 and 4, which the storefront reads.)
 */
export async function up(db: UntypedDatabase): Promise<void> {
  await db.schema
    .alterTable('shop_settings')
    .addColumn('shop_name', 'varchar(100)', (c) => c.notNull().defaultTo('Космецевтика BT'))
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo('+7 (495) 120-45-67'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo('info@cosmetics-shop.example'))
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo('Москва, ул. Примерная, д. 10, офис 5'))
    .addColumn('hours', 'varchar(100)', (c) => c.notNull().defaultTo('Пн-Пт 10:00-18:00'))
    .addColumn('mailbox', 'varchar(254)')
    .addColumn('notify_new_order', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('notify_paid_order', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('notify_professional', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`
    create trigger shop_settings_catalogue_changed
    after insert or update or delete or truncate on shop_settings
    for each statement execute function catalogue_changed()`.execute(db);
}

export async function down(db: UntypedDatabase): Promise<void> {
  await sql`drop trigger shop_settings_catalogue_changed on shop_settings`.execute(db);
  await db.schema
    .alterTable('shop_settings')
    .dropColumn('shop_name')
    .dropColumn('phone')
    .dropColumn('email')
    .dropColumn('address')
    .dropColumn('hours')
    .dropColumn('mailbox')
    .dropColumn('notify_new_order')
    .dropColumn('notify_paid_order')
    .dropColumn('notify_professional')
    .execute();
}
