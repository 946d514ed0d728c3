import { PAGE_SIZE } from './constants';

/** A new history with a viewed product at the front (§4): duplicates by product_id ignored, capped at `cap`. */
export function addToHistory<T extends { product_id: number | string }>(
  list: readonly T[],
  item: T,
  cap: number = PAGE_SIZE.VIEWED_HISTORY,
): T[] {
  // "Ignored" means the list keeps its order (a re-viewed product does not move up). Ids compare as text: 42 = '42'.
  const seen = list.some((entry) => String(entry.product_id) === String(item.product_id));
  return (seen ? [...list] : [item, ...list]).slice(0, Math.max(0, cap));
}

/** Whether the product page shows 'Вы смотрели' (§2: only when more than 1 item is stored). */
export function showsViewedHistory(list: readonly unknown[]): boolean {
  return list.length > 1;
}
