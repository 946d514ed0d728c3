import { sql, type Kysely, type Transaction } from 'kysely';
import { CUSTOMER_GROUP } from '../../domain/constants';
import type { CustomerGroupId } from '../../domain/customer-group';
import { professionalPrice } from '../../domain/discount-badge';
import { effectivePrice, specialInForce, specialPriceFor } from '../../domain/special-price';
import type { Database } from './schema';

/**
 * Product prices per customer group (product §5), read once for every capability that prices products: the catalogue
 * cards and the cart (and through the cart, checkout). The rule itself is src/domain/special-price.ts; this file
 * only finds the special rows it needs.
 */

/** One row of `specials` as the storefront gets it: only rows that apply to the caller's group. */
export interface SpecialRow {
  customer_group_id: number;
  price: number;
}

/**
 * The special groups whose rows can apply to a shopper of `group`, asked of the domain rule itself (group 1 rows for
 * everyone but professionals, group 2 rows only for professionals), so SQL never restates the rule.
 */
export function specialGroupsFor(group: CustomerGroupId): number[] {
  return [CUSTOMER_GROUP.CUSTOMER, CUSTOMER_GROUP.PROFESSIONAL].filter(
    (specialGroup) => specialPriceFor([{ customer_group_id: specialGroup, price: 1 }], group) !== null,
  );
}

/** A special row (aliased `ps`) is in force today: started or without start, not ended (the end day counts). */
export const SPECIAL_IN_FORCE = sql<boolean>`(ps.date_start is null or ps.date_start <= current_date) and (ps.date_end is null or ps.date_end >= current_date)`;

/**
 * The special rows in force for these products and this group, in "last match wins" order: a row of smaller
 * priority number (OpenCart's "higher priority") comes later, so it wins; equal priorities by id.
 */
function specialRowsOf(
  db: Kysely<Database> | Transaction<Database>,
  productIds: readonly number[],
  groups: readonly number[],
) {
  return db
    .selectFrom('product_special as ps')
    .select(['ps.product_id', 'ps.customer_group_id', 'ps.price', 'ps.date_end'])
    .where('ps.product_id', 'in', [...new Set(productIds)])
    .where('ps.customer_group_id', 'in', [...groups])
    .where(SPECIAL_IN_FORCE)
    .orderBy('ps.product_id')
    .orderBy('ps.priority', 'desc')
    .orderBy('ps.product_special_id')
    .execute();
}

const specialRow = (row: { customer_group_id: number; price: number }): SpecialRow => ({
  customer_group_id: row.customer_group_id,
  price: Number(row.price),
});

/** The specials in force for these products and this group, per product, in "last match wins" order. */
export async function specialsOf(
  db: Kysely<Database> | Transaction<Database>,
  productIds: readonly number[],
  group: CustomerGroupId,
): Promise<Map<number, SpecialRow[]>> {
  const byProduct = new Map<number, SpecialRow[]>();
  const groups = specialGroupsFor(group);
  if (productIds.length === 0 || groups.length === 0) return byProduct;
  for (const row of await specialRowsOf(db, productIds, groups)) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(specialRow(row));
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/**
 * One product's specials in force for this group, and the last day ('YYYY-MM-DD') of the one a shopper of the group
 * pays: null when none applies or it has no end (the product page's offer says how long its price holds).
 */
export async function productSpecialsOf(
  db: Kysely<Database>,
  productId: number,
  group: CustomerGroupId,
): Promise<{ specials: SpecialRow[]; ends: string | null }> {
  const groups = specialGroupsFor(group);
  const rows = groups.length === 0 ? [] : await specialRowsOf(db, [productId], groups);
  return { specials: rows.map(specialRow), ends: specialInForce(rows, group)?.date_end ?? null };
}

/** What a shopper of `group` pays for one unit, in whole roubles: the special when one applies, else the price. */
export function groupUnitPrice(price: number, specials: readonly SpecialRow[], group: CustomerGroupId): number {
  const { price: regular, special } = effectivePrice({ price, specials }, group);
  return special ?? regular;
}

/**
 * The priority of the row a product's `pro_discount` makes: the largest, so in "last match wins" order it comes first
 * and a specialists' special an editor wrote (priority 1, 2, …) wins while it is in force.
 */
export const PRO_DISCOUNT_PRIORITY = 1000;

/**
 * Writes the professionals' price of these products from their `pro_discount` and price (decision 0026): the row it
 * makes is replaced (none when the discount is off or the product costs nothing). Called in the transaction of every
 * change of either, so the professionals' price always follows the product's one rule.
 */
export async function syncProfessionalPrices(trx: Transaction<Database>, productIds: readonly number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await trx
    .deleteFrom('product_special')
    .where('product_id', 'in', ids)
    .where('from_pro_discount', '=', true)
    .execute();
  const discounted = await trx
    .selectFrom('product')
    .select(['product_id', 'price'])
    .where('product_id', 'in', ids)
    .where('pro_discount', '=', true)
    .where('price', '>', 0)
    .execute();
  if (discounted.length === 0) return;
  await trx
    .insertInto('product_special')
    .values(
      discounted.map((row) => ({
        product_id: row.product_id,
        customer_group_id: CUSTOMER_GROUP.PROFESSIONAL,
        priority: PRO_DISCOUNT_PRIORITY,
        price: professionalPrice(Number(row.price)),
        from_pro_discount: true,
      })),
    )
    .execute();
}
