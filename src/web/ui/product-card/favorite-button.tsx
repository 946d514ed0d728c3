import type { CardProduct } from '../../../api/catalogue';

/**
 * The wishlist heart (SPEC §2 "favourite (highlighted when present)") on cards, in the quick view and on the product
 * page. It reads the shared wishlist actor (src/web/session). Scaffolding for the wishlist work in progress.
 */
export function FavoriteButton(_props: { product: CardProduct }) {
  return null;
}
