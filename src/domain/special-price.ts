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

/** The special price for a customer group in whole roubles (last matching row wins), or null when none applies. */
export function specialPriceFor(
  specials: readonly Special[] | null | undefined,
  group: CustomerGroupId,
): number | null {
  let chosen: number | null = null;
  for (const special of specials ?? []) {
    const price = toFiniteNumber(special.price);
    // A row without a usable price cannot be shown, so it does not take part in "last match wins".
    if (price === null || !appliesTo(Number(special.customer_group_id), group)) continue;
    chosen = price;
  }
  return chosen === null ? null : Math.round(chosen);
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
