import { isCertificate } from './certificate';
import { toFiniteNumber } from './to-number';

/** Whether a card shows its add-to-cart icon (§5): in stock, not the certificate, and priced above 0. */
export function canShowAddToCartIcon(product: {
  quantity: number | string;
  price: number | string;
  product_id: number | string;
  name?: string | null;
}): boolean {
  return (
    (toFiniteNumber(product.quantity) ?? 0) > 0 && !isCertificate(product) && (toFiniteNumber(product.price) ?? 0) > 0
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
