import { isCertificate } from './certificate';
import { toFiniteNumber } from './to-number';

/**
 * Whether a list offers its own add to cart for a product — the card's cart icon, the wishlist's 'В корзину' (§5): in
 * stock, not the certificate, and priced above 0; and (issue 16) with no option that must be chosen, which only the
 * product page and the quick view offer (the cart refuses the product without it: 'Выберите «Объём»').
 */
export function canShowAddToCartIcon(product: {
  quantity: number | string;
  price: number | string;
  product_id: number | string;
  name?: string | null;
  /** Unknown (a list stored before the shop said it) counts as none: the cart still refuses, with its reason. */
  has_required_option?: boolean;
}): boolean {
  return (
    (toFiniteNumber(product.quantity) ?? 0) > 0 &&
    !isCertificate(product) &&
    (toFiniteNumber(product.price) ?? 0) > 0 &&
    product.has_required_option !== true
  );
}

/** Whether the quick-view 'В корзину' button is enabled (§5: quantity above 0; otherwise 'Нет в наличии'). */
export function canQuickViewAddToCart(product: { quantity: number | string }): boolean {
  return (toFiniteNumber(product.quantity) ?? 0) > 0;
}

/** Whether the free sampler select is disabled (§5: price 0 or less; an unreadable price counts as 0). */
export function isSamplerSelectDisabled(price: number | string): boolean {
  return !((toFiniteNumber(price) ?? 0) > 0);
}
