/**
 * The professionals' −30% (product §1, decision 0026) as one rule per product: its `pro_discount` says whether the
 * discount applies. From it follow both what a professional (customer group 2) pays, 70% of the price in whole
 * roubles (the server keeps that row among the product's specials), and the '-30%' badge with its guest prompt. The
 * products §2 names as without the badge (bt9020, bt7801–bt7803, the bt10xx+bt4009 sets, YELLOW-2022, BLACK-2022,
 * the 'W…' waters, the gift certificate) are seeded and migrated with it off; the product editor switches it.
 */

export const PROFESSIONAL_BADGE_TEXT = '-30%';
export const PROFESSIONAL_BADGE_TOOLTIP = 'для косметологов и врачей';

/** The share of the price a professional pays where the discount applies. */
export const PROFESSIONAL_PRICE_SHARE = 0.7;

/** What a professional pays for a product of this price where the discount applies, in whole roubles. */
export function professionalPrice(price: number): number {
  return Math.round(price * PROFESSIONAL_PRICE_SHARE);
}

/** Whether a product shows the -30% professional badge (and, to guests, the log-in-for-discount prompt). */
export function showsProfessionalBadge(product: { pro_discount?: boolean | null }): boolean {
  return product.pro_discount === true;
}

/** Whether to show the guest prompt to log in for the discount (§1, §5): logged out and the badge applies. */
export function showsGuestDiscountPrompt(product: { pro_discount?: boolean | null }, loggedIn: boolean): boolean {
  return !loggedIn && showsProfessionalBadge(product);
}
