import type { CardProduct } from '../../api/catalogue';
import { STORAGE_KEY } from '../../domain/constants';

/**
 * 'Вы смотрели' is kept in localStorage under `productsHistory` (SPEC §3), as the cards of the products viewed,
 * newest first.
 */
export function readViewedHistory(): CardProduct[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY.PRODUCTS_HISTORY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is CardProduct => typeof item === 'object' && item !== null && Number.isInteger(item.product_id))
      : [];
  } catch {
    return [];
  }
}

export function storeViewedHistory(items: readonly unknown[]): void {
  try {
    localStorage.setItem(STORAGE_KEY.PRODUCTS_HISTORY, JSON.stringify(items));
  } catch (error) {
    console.error('Не удалось сохранить просмотренные товары', error);
  }
}

/** The card part of a product, as the history stores it. */
export function toCard(product: CardProduct): CardProduct {
  const { product_id, name, sku, price, special, specials, quantity, url, image, date_available } = product;
  return { product_id, name, sku, price, special, specials, quantity, url, image, date_available };
}
