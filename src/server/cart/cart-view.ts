import type { Kysely } from 'kysely';
import type { Cart, GiftChoice } from '../../domain/cart-reply';
import { computeCartTotals, type CartTotals } from '../../domain/cart-totals';
import { emptyCart } from '../../domain/empty-cart';
import { findCheckout, totalsOf } from '../db/delivery-totals';
import { deliveryTariff } from '../db/delivery-terms';
import { GIFT_LINE_PRICE_RUB } from '../../domain/constants';
import { formatRoubles } from '../../domain/money';
import { itemsCountText } from '../../domain/plural';
import { giftChoiceIds, loadCart, loadPromotions, type CartOwner, type StoredCart } from '../db/cart-store';
import type { Database } from '../db/schema';
import { imageUrl } from '../http/image-url';

/** The reply shapes are the storefront's own types (src/domain/cart-reply.ts): both sides compile against one contract. */
export type CartReply = Cart;
export type GiftState = GiftChoice;

const href = (keyword: string) => `/${keyword}`;

/**
 * The caller's cart, priced and totalled; an owner of null (no session yet) has an empty cart. Once the session's
 * checkout has a delivery method, the cart's totals are the checkout's: delivery is a row of its own and 'Итого'
 * includes it, so the cart, step 5 and the order show one total.
 */
export async function readCart(
  db: Kysely<Database>,
  owner: CartOwner | null,
): Promise<{ stored: StoredCart; totals: CartTotals }> {
  if (!owner) {
    const stored = { cartId: null, lines: [], promotions: await loadPromotions(db), voucher: null };
    return { stored, totals: computeCartTotals({ ...stored, group: 0 }) };
  }
  const stored = await loadCart(db, owner);
  const checkout = await findCheckout(db, owner.sessionId);
  return { stored, totals: totalsOf(checkout, stored, owner.group, await deliveryTariff(db)) };
}

export async function cartReply(db: Kysely<Database>, owner: CartOwner | null): Promise<CartReply> {
  if (!owner) return emptyCart();
  const { stored, totals } = await readCart(db, owner);
  const lines = stored.lines;
  return {
    products: lines.map((line) => ({
      key: line.key,
      product_id: line.product_id,
      name: line.name,
      href: href(line.url),
      thumb: imageUrl(line.image),
      option: line.options,
      articul: line.isCertificate ? '' : line.sku,
      price: line.unitPrice,
      quantity: line.quantity,
      total: line.unitPrice * line.quantity,
      stock_quantity: line.stockQuantity,
      isPresent: line.isPresent,
    })),
    cart: Object.fromEntries(lines.map((line) => [line.key, line.quantity])),
    totals: totals.rows.map(({ code, title, text, value }) => ({ code, title, text, value })),
    voucher: stored.voucher?.code ?? null,
    ...(stored.voucherRefused ? { voucher_refused: stored.voucherRefused } : {}),
    product_to_present: await giftState(db, owner, stored, totals),
    countItems: countItems(stored),
    total: totals.total,
    hasCertificate: lines.some((line) => line.isCertificate),
  };
}

export function countItems(stored: StoredCart): number {
  return stored.lines.filter((line) => !line.isPresent).reduce((sum, line) => sum + line.quantity, 0);
}

function noGifts(): GiftState {
  return { status: false, totalCount: 0, currentCount: 0, products: [] };
}

/** The gift picker: the products of every reached present promotion, with what the shopper has chosen. */
export async function giftState(
  db: Kysely<Database>,
  owner: CartOwner,
  stored: StoredCart,
  totals: CartTotals,
): Promise<GiftState> {
  const gifts = stored.lines.filter((line) => line.isPresent);
  const currentCount = gifts.reduce((sum, line) => sum + line.quantity, 0);
  const ids =
    totals.giftAllowance > 0
      ? await giftChoiceIds(
          db,
          owner.group,
          stored.lines.filter((l) => !l.isPresent),
        )
      : [];
  if (ids.length === 0) return { ...noGifts(), currentCount };
  const rows = await db
    .selectFrom('product')
    .select(['product_id', 'name', 'keyword', 'image', 'quantity'])
    .where('product_id', 'in', ids)
    .where('status', '=', true)
    .orderBy('sort_order')
    .orderBy('product_id')
    .execute();
  return {
    status: true,
    totalCount: totals.giftAllowance,
    currentCount,
    products: rows.map((row) => ({
      id: row.product_id,
      name: row.name,
      href: href(row.keyword),
      thumb: imageUrl(row.image),
      price: GIFT_LINE_PRICE_RUB,
      quantity: gifts.find((g) => g.product_id === row.product_id)?.quantity ?? 0,
      stok_quantity: row.quantity,
    })),
  };
}

/** The add reply's total text: 'Итого: 4 500 ₽, в корзине 3 товара' (its second word is the integer total, §7). */
export function addedTotalText(total: number, count: number): string {
  return `Итого: ${formatRoubles(total)}, в корзине ${itemsCountText(count)}`;
}
