import type { CardProduct } from '../../../api/catalogue';

/**
 * The card's cart icon (SPEC §2 "cart icon (active when already in cart; then goes to /cart)", shown only when
 * canShowAddToCartIcon) and the quick view's 'В корзину'. They read the shared cart actor (src/web/session).
 * Scaffolding for the cart work in progress: renders nothing yet.
 */
export function CardCartIcon(_props: { product: CardProduct }) {
  return null;
}

export function QuickViewCartButton(_props: { product: CardProduct }) {
  return null;
}
