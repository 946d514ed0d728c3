import type { ProductBulkAction } from '../../../machines/admin/product-bulk.machine';
import { pluralRu } from '../../domain/plural';

export const PRODUCT_FORMS = ['товар', 'товара', 'товаров'] as const;

/** '3 товара'. */
export const productCount = (n: number) => `${n} ${pluralRu(n, PRODUCT_FORMS)}`;

/** What the page says after a bulk change. */
export function doneText(action: ProductBulkAction, changed: number): string {
  if (changed === 0) return 'Ничего не изменилось: отмеченные товары уже такие.';
  const count = productCount(changed);
  switch (action) {
    case 'enable':
      return `Включено: ${count}. Они снова в магазине.`;
    case 'disable':
      return `Выключено: ${count}. В магазине их больше нет.`;
    case 'move':
      return `Перенесено в категорию: ${count}.`;
    case 'stock':
      return `Остаток изменён: ${count}.`;
  }
}

/** The filters' choices: [value in the address, what the member reads]. */
export const STOCK_OPTIONS = [
  ['', 'Любое наличие'],
  ['in', 'В наличии'],
  ['out', 'Нет в наличии'],
] as const;
export const STATUS_OPTIONS = [
  ['', 'Все статусы'],
  ['on', 'Включён'],
  ['off', 'Выключен'],
] as const;
export const SPECIAL_OPTIONS = [
  ['', 'С акцией и без'],
  ['yes', 'С акцией'],
  ['no', 'Без акции'],
] as const;
