import type { Cart, CartAddPayload, CartAddReply, CartUpdateAction, GiftChoice } from '../domain/cart-reply';
import type { GiftUpdateBody, PromotionsInfo, PromotionsStatuses } from '../contract/cart';
import { getJson, postJson } from './http';

export type { PromotionsInfo, PromotionsStatuses } from '../contract/cart';
export type GiftUpdate = GiftUpdateBody;

/**
 * product §7 "Cart and checkout", the cart half (the checkout half is src/api/checkout.ts): every cart path of the
 * cart/checkout contract, once. All are CMS routes (/cms/index.php?route=…); the session cookie goes with each call.
 */

const CMS = '/cms/index.php?route=';

/** POST checkout/cart/add: one product (quantity 1 per click), with its sampler or certificate amount. */
export function addToCart(payload: CartAddPayload): Promise<CartAddReply> {
  return postJson<CartAddReply>(`${CMS}checkout/cart/add`, payload);
}

/** GET d_quickcheckout/cart/indexJson: the whole cart. */
export function fetchCart(): Promise<Cart> {
  return getJson<Cart>(`${CMS}d_quickcheckout/cart/indexJson`);
}

/** GET checkout/cart/getCountProducts: units of goods in the cart. */
export async function fetchCartCount(): Promise<number> {
  const data = await getJson<{ count: number }>(`${CMS}checkout/cart/getCountProducts`);
  return data.count;
}

/** GET d_quickcheckout/cart/getCartItems: the product ids in the cart. */
export async function fetchCartProductIds(): Promise<number[]> {
  const data = await getJson<unknown>(`${CMS}d_quickcheckout/cart/getCartItems`);
  return (Array.isArray(data) ? data : Object.values(data ?? {})).map(Number);
}

export interface CartUpdate {
  /** The cart map (item key → quantity) as last received. */
  cart: Record<string, number>;
  cart_action: CartUpdateAction;
  cartItemCode: string;
}

/** POST d_quickcheckout/cart/update: plus, minus or delete one line; answers the whole cart. */
export function updateCart(update: CartUpdate): Promise<Cart> {
  return postJson<Cart>(`${CMS}d_quickcheckout/cart/update`, update);
}

/** POST d_quickcheckout/cart/clearCart: empties the cart (and forgets the certificate code). */
export function clearCart(): Promise<Cart> {
  return postJson<Cart>(`${CMS}d_quickcheckout/cart/clearCart`, {});
}

/** POST checkout/voucher/voucher: applies a certificate code; answers 'Сертификат применён' or a Russian error. */
export async function applyVoucher(code: string): Promise<string> {
  const data = await postJson<{ success: string }>(`${CMS}checkout/voucher/voucher`, { voucher: code });
  return data.success;
}

/** GET checkout/cart/getPromotionsInfo: the running promotions, for the product page's promo cards. */
export function fetchPromotionsInfo(): Promise<PromotionsInfo> {
  return getJson<PromotionsInfo>(`${CMS}checkout/cart/getPromotionsInfo`);
}

/** GET module/d_quickcheckout/getPromotionsStatuses: which kinds of promotion are on. */
export function fetchPromotionsStatuses(): Promise<PromotionsStatuses> {
  return getJson<PromotionsStatuses>(`${CMS}module/d_quickcheckout/getPromotionsStatuses`);
}

/** GET d_quickcheckout/product_to_present/indexJson: the free-gift choice on its own. */
export function fetchGiftChoice(): Promise<GiftChoice> {
  return getJson<GiftChoice>(`${CMS}d_quickcheckout/product_to_present/indexJson`);
}

/** POST d_quickcheckout/product_to_present/updateProduct: one gift more or less; answers the whole cart. */
export function updateGift(update: GiftUpdate): Promise<Cart> {
  return postJson<Cart>(`${CMS}d_quickcheckout/product_to_present/updateProduct`, update);
}
