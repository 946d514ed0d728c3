import type { TestShop } from '../test-app';

/** The version a staff member opening the customer's page now would send back with a change. */
export async function customerVersion(shop: TestShop, customerId: number): Promise<number> {
  const row = await shop.db
    .selectFrom('customer')
    .select('version')
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.version;
}
