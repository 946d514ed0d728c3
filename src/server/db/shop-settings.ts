import type { Kysely } from 'kysely';
import { MAINTENANCE_ON_VALUE, SETTING_ID } from '../../domain/constants';
import type { ShopContacts } from '../../domain/shop-settings';
import type { Database } from './schema';

/** The shop's maintenance switch (setting 4, the one the storefront's loader reads): '1' is on. */
export async function maintenanceOn(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('setting_id', '=', SETTING_ID.MAINTENANCE)
    .executeTakeFirst();
  return row?.value === String(MAINTENANCE_ON_VALUE);
}

/**
 * Whether a signed-in customer's review is published at once (the owner's 'Публиковать отзывы зарегистрированных
 * покупателей сразу', migration 025); off by default, and guests' reviews wait whatever it says.
 */
export async function publishesCustomerReviews(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('shop_settings').select('publish_customer_reviews').executeTakeFirst();
  return row?.publish_customer_reviews ?? false;
}

/** The shop's name and contacts as the owner set them (migration 029): the header, the footer, the e-mails. */
export async function shopContacts(db: Kysely<Database>): Promise<ShopContacts> {
  return db
    .selectFrom('shop_settings')
    .select(['shop_name', 'phone', 'email', 'address', 'hours'])
    .executeTakeFirstOrThrow();
}

/** Where the shop's own copies go (the owner's mailbox, or SHOP_EMAIL), and which of them the owner wants. */
export interface OwnerMail {
  to: string;
  newOrder: boolean;
  paidOrder: boolean;
  professional: boolean;
}

export async function ownerMail(db: Kysely<Database>, shopEmail: string): Promise<OwnerMail> {
  const row = await db
    .selectFrom('shop_settings')
    .select(['mailbox', 'notify_new_order', 'notify_paid_order', 'notify_professional'])
    .executeTakeFirstOrThrow();
  return {
    to: row.mailbox || shopEmail,
    newOrder: row.notify_new_order,
    paidOrder: row.notify_paid_order,
    professional: row.notify_professional,
  };
}
