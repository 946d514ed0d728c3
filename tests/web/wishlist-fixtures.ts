import type { WishlistItem } from '../../machines/cart/wishlist.machine';
import { PERSISTED_KEY } from '../../src/domain/constants';
import { RETURNING } from './helpers/render-shop';

/** Wishlist items as the storefront stores them under `favorite`. */
export function wished(id: number, overrides: Partial<WishlistItem> = {}): WishlistItem {
  return {
    product_id: id,
    name: `Крем номер ${id}`,
    thumb: `/image/catalog/demo/products/krem-${id}.svg`,
    price: 1000 + id,
    url: `krem-${id}`,
    quantity: 10,
    sku: `bt${2000 + id}`,
    ...overrides,
  };
}

/** localStorage of a returning visitor whose wishlist holds these items. */
export function storedWishlist(items: WishlistItem[]): Record<string, string> {
  const keyed = Object.fromEntries(items.map((x) => [String(x.product_id), x]));
  const amount = items.reduce((sum, x) => sum + Math.trunc(x.price), 0);
  return {
    ...RETURNING,
    'cookie-warning': 'true',
    [PERSISTED_KEY.FAVORITE]: JSON.stringify({ items: keyed, count: items.length, amount }),
  };
}

/** The product ids stored under `favorite` now. */
export function storedIds(): number[] {
  const raw = localStorage.getItem(PERSISTED_KEY.FAVORITE);
  const stored = raw ? (JSON.parse(raw) as { items: Record<string, WishlistItem> }) : { items: {} };
  return Object.values(stored.items).map((x) => x.product_id);
}
