import type { Kysely } from 'kysely';
import type { DeliveryTariff } from '../../domain/delivery-settings';
import type { Database } from './schema';

/**
 * The owner's delivery terms as the server's totals and the checkout read them (migration 037's one row, changed on
 * 'Доставка'): one source for the prices, the free-delivery threshold and the self-pickup place.
 */

type Db = Kysely<Database>;

/** The prices by zone and method and the free-delivery threshold. */
export async function deliveryTariff(db: Db): Promise<DeliveryTariff> {
  return db.selectFrom('delivery_settings').select(['prices', 'free_from']).executeTakeFirstOrThrow();
}

export interface SelfPickupPlace {
  address: string;
  hours: string;
}

/** Where and when self-pickup customers collect their order; null while the shop has no address. */
export async function selfPickupPlace(db: Db): Promise<SelfPickupPlace | null> {
  const row = await db
    .selectFrom('delivery_settings')
    .select(['pickup_address', 'pickup_hours'])
    .executeTakeFirstOrThrow();
  const address = row.pickup_address.trim();
  return address ? { address, hours: row.pickup_hours.trim() } : null;
}

/** The place as one line: 'Москва, ул. …, офис 12 (Пн-Пт 10:00-18:00)'. */
export const selfPickupLine = (place: SelfPickupPlace) =>
  place.hours ? `${place.address} (${place.hours})` : place.address;
