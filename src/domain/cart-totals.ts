import { formatRoubles } from './money';

/**
 * The cart's money (product §3 Cart totals, §5, §9; contract "Shared modules"): one pure function that the cart routes
 * and checkout both call, so the cart page, the order and the payment always agree. Everything is whole roubles.
 */

export interface PricedLine {
  key: string;
  product_id: number;
  quantity: number;
  /** Whole roubles, already the customer group's price; 1 for a gift line. */
  unitPrice: number;
  isPresent: boolean;
  isCertificate: boolean;
}

export interface PromotionRule {
  type: 'x_plus_one' | 'discount' | 'present';
  /** 0 = every shopper, else only this customer group (§6). */
  customer_group_id: number;
  /** x+1: `product_count` units of a product bought, one more free ('3+1'); present: how many gifts (null → 1). */
  product_count: number | null;
  /** discount: percent off the goods. */
  percent: number | null;
  /** discount and present: the goods sub total (inclusive) from which the promotion applies. */
  total: number | null;
}

export type TotalCode = 'sub_total' | 'x_plus_one' | 'discount' | 'shipping' | 'voucher' | 'total';

export interface TotalRow {
  code: TotalCode;
  title: string;
  /** Roubles, negative for reductions. */
  value: number;
  /** formatRoubles(value). */
  text: string;
}

export interface CartTotals {
  rows: TotalRow[];
  /** Goods and gift lines before any promotion. */
  subTotal: number;
  total: number;
  /** What the applied voucher pays of this cart (0 without one). */
  voucherUsed: number;
  /** How many free gifts the cart may hold now (0 when no 'present' promotion reached, or a certificate cart). */
  giftAllowance: number;
}

export interface CartTotalsInput {
  lines: readonly PricedLine[];
  promotions: readonly PromotionRule[];
  group: 0 | 1 | 2;
  voucher: { code: string; balance: number } | null;
  shipping?: { title: string; cost: number } | null;
}

export const TOTAL_TITLE = {
  SUB_TOTAL: 'Сумма',
  TOTAL: 'Итого',
} as const;

/** 'Акция 3+1', as the product page's promo card names it. */
export const xPlusOneTitle = (productCount: number) => `Акция ${productCount}+1`;

export const discountTitle = (percent: number) => `Скидка ${percent}%`;
export const voucherTitle = (code: string) => `Подарочный сертификат (${code})`;

const roubles = (value: number) => Math.round(Number.isFinite(value) ? value : 0);

function row(code: TotalCode, title: string, value: number): TotalRow {
  const rounded = roubles(value) + 0;
  return { code, title, value: rounded, text: formatRoubles(rounded) };
}

/** A promotion is for everyone (group 0) or for the shopper's own group (§6). */
export function promotionAppliesTo(promotion: Pick<PromotionRule, 'customer_group_id'>, group: 0 | 1 | 2): boolean {
  return promotion.customer_group_id === 0 || promotion.customer_group_id === group;
}

/**
 * The free units of x+1: 'x+1' with x = product_count is x units paid and one more free, so every (x + 1)th unit of a
 * product is free (3+1: 4 units cost 3, 8 cost 6), as the product page's promo card says. Units of one product are
 * summed over its lines (different samplers) and the free ones priced at its cheapest line. The best (smallest)
 * applicable product_count wins.
 */
function xPlusOne(
  goods: readonly PricedLine[],
  promotions: readonly PromotionRule[],
): { productCount: number; free: number } | null {
  const counts = promotions
    .filter((p) => p.type === 'x_plus_one' && p.product_count !== null && p.product_count >= 1)
    .map((p) => p.product_count as number);
  if (counts.length === 0) return null;
  const productCount = Math.min(...counts);
  const every = productCount + 1;
  const byProduct = new Map<number, { units: number; cheapest: number }>();
  for (const line of goods) {
    const entry = byProduct.get(line.product_id) ?? { units: 0, cheapest: Number.POSITIVE_INFINITY };
    entry.units += line.quantity;
    entry.cheapest = Math.min(entry.cheapest, line.unitPrice);
    byProduct.set(line.product_id, entry);
  }
  let reduction = 0;
  for (const { units, cheapest } of byProduct.values()) reduction += Math.floor(units / every) * cheapest;
  return { productCount, free: roubles(reduction) };
}

/**
 * The cart's rows in the order the rules apply, each on what the one before left:
 * 1. x+1: every (x + 1)th unit of a product is free;
 * 2. the discount and the gifts: their thresholds are reached by the goods' cost after the free units, and the
 *    discount's percent is taken of that cost;
 * 3. delivery, once chosen, is added;
 * 4. a gift certificate pays what is left, up to its balance.
 */
export function computeCartTotals(input: CartTotalsInput): CartTotals {
  const { lines, group, voucher, shipping } = input;
  const hasCertificate = lines.some((line) => line.isCertificate);
  // A certificate is money, not goods: no promotion applies to a certificate cart (it never holds anything else).
  const promotions = hasCertificate ? [] : input.promotions.filter((p) => promotionAppliesTo(p, group));
  const goods = lines.filter((line) => !line.isPresent && !line.isCertificate);
  const lineTotal = (line: PricedLine) => roubles(line.unitPrice) * line.quantity;

  const subTotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const goodsSubTotal = goods.reduce((sum, line) => sum + lineTotal(line), 0);
  const rows: TotalRow[] = [row('sub_total', TOTAL_TITLE.SUB_TOTAL, subTotal)];
  let running = subTotal;

  const promo = xPlusOne(goods, promotions);
  const free = promo?.free ?? 0;
  if (promo && free > 0) {
    rows.push(row('x_plus_one', xPlusOneTitle(promo.productCount), -free));
    running -= free;
  }

  // Rule 2: thresholds (discount, gifts) are reached by what the goods cost after the free units of rule 1, so a
  // cart that crosses a threshold only by counting a free unit at its price gets the free unit, not the discount too.
  const paidGoods = goodsSubTotal - free;
  const reached = (p: PromotionRule) => paidGoods > 0 && paidGoods >= (p.total ?? 0);
  // The largest reached discount, taken off the goods after x+1 (a unit is never both free and discounted).
  const discounts = promotions.filter((p) => p.type === 'discount' && (p.percent ?? 0) > 0 && reached(p));
  if (discounts.length > 0) {
    const percent = Math.min(100, Math.max(...discounts.map((p) => p.percent as number)));
    const amount = Math.min(roubles((paidGoods * percent) / 100), running);
    if (amount > 0) {
      rows.push(row('discount', discountTitle(percent), -amount));
      running -= amount;
    }
  }

  if (shipping) {
    const cost = Math.max(0, roubles(shipping.cost));
    rows.push(row('shipping', shipping.title, cost));
    running += cost;
  }

  running = Math.max(0, running);
  let voucherUsed = 0;
  if (voucher && voucher.balance > 0 && running > 0) {
    voucherUsed = Math.min(roubles(voucher.balance), running);
    rows.push(row('voucher', voucherTitle(voucher.code), -voucherUsed));
    running -= voucherUsed;
  }

  const total = Math.max(0, running);
  rows.push(row('total', TOTAL_TITLE.TOTAL, total));

  const presents = promotions.filter((p) => p.type === 'present' && reached(p));
  const giftAllowance = presents.length === 0 ? 0 : Math.max(...presents.map((p) => Math.max(0, p.product_count ?? 1)));

  return { rows, subTotal, total, voucherUsed, giftAllowance };
}
