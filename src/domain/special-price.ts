import { CUSTOMER_GROUP } from './constants';
import type { CustomerGroupId } from './customer-group';
import { toFiniteNumber } from './to-number';

/** One row of a product's `specials` (product §3); the back end may send the price as a string. */
export interface Special {
  customer_group_id: number | string;
  price: number | string;
}

/** What a card shows: the regular price and, when a special applies, the special price (both whole roubles). */
export interface EffectivePrice {
  price: number;
  special: number | null;
}

/** Whether a special for `specialGroup` applies to a shopper in `group` (§5: 1 → everyone but 2; 2 → only 2). */
function appliesTo(specialGroup: number, group: CustomerGroupId): boolean {
  if (specialGroup === CUSTOMER_GROUP.CUSTOMER) return group !== CUSTOMER_GROUP.PROFESSIONAL;
  if (specialGroup === CUSTOMER_GROUP.PROFESSIONAL) return group === CUSTOMER_GROUP.PROFESSIONAL;
  return false;
}

/**
 * The special row a shopper of `group` pays (last matching row wins), or null when none applies. Generic, so that a
 * caller holding more of the row (the server's end date) learns which row that is.
 */
export function specialInForce<Row extends Special>(
  specials: readonly Row[] | null | undefined,
  group: CustomerGroupId,
): Row | null {
  let chosen: Row | null = null;
  for (const special of specials ?? []) {
    // A row without a usable price cannot be shown, so it does not take part in "last match wins".
    if (toFiniteNumber(special.price) === null || !appliesTo(Number(special.customer_group_id), group)) continue;
    chosen = special;
  }
  return chosen;
}

/** The special price for a customer group in whole roubles (last matching row wins), or null when none applies. */
export function specialPriceFor(
  specials: readonly Special[] | null | undefined,
  group: CustomerGroupId,
): number | null {
  const chosen = specialInForce(specials, group);
  const price = chosen === null ? null : toFiniteNumber(chosen.price);
  return price === null ? null : Math.round(price);
}

/** A product's regular price and applicable special for a customer group, in whole roubles (invalid price → 0). */
export function effectivePrice(
  product: { price: number | string; specials?: readonly Special[] | null },
  group: CustomerGroupId,
): EffectivePrice {
  return {
    price: Math.round(toFiniteNumber(product.price) ?? 0),
    special: specialPriceFor(product.specials, group),
  };
}

/** Rounds a price up to whole roubles, as quick view shows recommended products (invalid → 0). */
export function roundUpRoubles(value: number | string): number {
  return Math.ceil(toFiniteNumber(value) ?? 0);
}
