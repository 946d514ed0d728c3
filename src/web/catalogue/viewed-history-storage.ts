import type { CardProduct } from '../../api/catalogue';
import { PERSISTED_KEY, STORAGE_KEY } from '../../domain/constants';

/**
 * 'Вы смотрели' is kept in localStorage as the cards of the products viewed, newest first, in two places the shop's
 * storage plan names: the persisted-state slice `productHistory` ({ items }), which the page reads back, and the
 * plain key `productsHistory` (the bare list), which older visits wrote and which is still read when the slice is
 * missing.
 */
export function readViewedHistory(): CardProduct[] {
  const slice = parse(PERSISTED_KEY.PRODUCT_HISTORY);
  const fromSlice = typeof slice === 'object' && slice !== null && 'items' in slice ? slice.items : undefined;
  return viewedCards(fromSlice ?? parse(STORAGE_KEY.PRODUCTS_HISTORY));
}

export function storeViewedHistory(items: readonly unknown[]): void {
  try {
    localStorage.setItem(PERSISTED_KEY.PRODUCT_HISTORY, JSON.stringify({ items }));
    localStorage.setItem(STORAGE_KEY.PRODUCTS_HISTORY, JSON.stringify(items));
  } catch (error) {
    console.error('Не удалось сохранить просмотренные товары', error);
  }
}

/** The card part of a product, as the history stores it. */
export function toCard(product: CardProduct): CardProduct {
  const { product_id, name, sku, price, special, specials, quantity, url, image, date_available } = product;
  const { pro_discount, has_required_option } = product;
  const card = { product_id, name, sku, price, special, specials, quantity, url, image, date_available, pro_discount };
  return { ...card, has_required_option };
}

function parse(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** The cards in a stored or held list (the history machine knows only their ids; the page draws cards). */
export function viewedCards(value: unknown): CardProduct[] {
  return Array.isArray(value)
    ? value.filter(
        (item): item is CardProduct =>
          typeof item === 'object' && item !== null && Number.isInteger((item as { product_id?: unknown }).product_id),
      )
    : [];
}
