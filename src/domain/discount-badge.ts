import { CERTIFICATE_NAME } from './constants';

export const PROFESSIONAL_BADGE_TEXT = '-30%';
export const PROFESSIONAL_BADGE_TOOLTIP = 'для косметологов и врачей';

/** Skus excluded by exact value (product §2 "Product card"). */
const EXCLUDED_SKUS: ReadonlySet<string> = new Set([
  'bt9020',
  'bt7801',
  'bt7802',
  'bt7803',
  'bt4009',
  'YELLOW-2022',
  'BLACK-2022',
]);

// product §2 lists "several bt10xx plus bt4009 combinations" without naming them. Our reading: a set sku that names a
// bt10xx code (bt1000–bt1099) together with bt4009, in any order and with any separator ('bt1001+bt4009',
// 'bt1002 + bt4009', 'bt4009/bt1010'); plain bt4009 is excluded too (in EXCLUDED_SKUS). A bt10xx code on its own is
// NOT excluded. Codes are matched as whole tokens, so 'bt10011' or 'xbt4009' do not count.
const BT10XX = /(?<![A-Za-z0-9])bt10\d{2}(?!\d)/;
const BT4009 = /(?<![A-Za-z0-9])bt4009(?!\d)/;

// Matching is case-sensitive, as docs/product.md spells the skus: 'W…' is excluded, 'w…' is not; 'BT9020' is not 'bt9020'.
// Surrounding whitespace is ignored, so a blank sku counts as the empty sku.

/** Whether a product shows the -30% professional badge (and, to guests, the log-in-for-discount prompt). */
export function showsProfessionalBadge(product: { sku?: string | null; name?: string | null }): boolean {
  const sku = (product.sku ?? '').trim();
  if (sku === '' || sku.startsWith('W') || EXCLUDED_SKUS.has(sku)) return false;
  if (BT10XX.test(sku) && BT4009.test(sku)) return false;
  return (product.name ?? '').trim() !== CERTIFICATE_NAME;
}

/** Whether to show the guest prompt to log in for the discount (§1, §5): logged out and the badge applies. */
export function showsGuestDiscountPrompt(
  product: { sku?: string | null; name?: string | null },
  loggedIn: boolean,
): boolean {
  return !loggedIn && showsProfessionalBadge(product);
}
