import type { Kysely } from 'kysely';
import { MAINTENANCE_ON_VALUE, SETTING_ID as STOREFRONT_SETTING_ID } from '../../domain/constants';
import type { ShopContacts } from '../../domain/shop-settings';
import { stripHtml } from '../../domain/text';
import type { Database } from './schema';

/** The settings only the server reads (the storefront reads 1–4 through /back/setting/get; the server reads 4 too). */
export const SETTING_ID = { SELF_PICKUP_ADDRESS: 5, SELF_PICKUP_HOURS: 6 } as const;

export interface SelfPickupPlace {
  address: string;
  hours: string;
}

/** Where and when self-pickup customers collect their order; null while the shop has not set an address. */
export async function selfPickupPlace(db: Kysely<Database>): Promise<SelfPickupPlace | null> {
  const rows = await db
    .selectFrom('setting')
    .select(['setting_id', 'value'])
    .where('setting_id', 'in', [SETTING_ID.SELF_PICKUP_ADDRESS, SETTING_ID.SELF_PICKUP_HOURS])
    .execute();
  const text = (id: number) => stripHtml(rows.find((row) => row.setting_id === id)?.value ?? '').trim();
  const address = text(SETTING_ID.SELF_PICKUP_ADDRESS);
  return address ? { address, hours: text(SETTING_ID.SELF_PICKUP_HOURS) } : null;
}

/** The place as one line: 'Москва, ул. …, офис 12 (Пн-Пт 10:00-18:00)'. */
export const selfPickupLine = (place: SelfPickupPlace) =>
  place.hours ? `${place.address} (${place.hours})` : place.address;

/** The shop's maintenance switch (setting 4, the one the storefront's loader reads): '1' is on. */
export async function maintenanceOn(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('setting')
    .select('value')
    .where('setting_id', '=', STOREFRONT_SETTING_ID.MAINTENANCE)
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
