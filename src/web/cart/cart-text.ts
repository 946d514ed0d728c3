import { itemsCountText } from '../../domain/plural';

/** The cart page's texts (product §2 "Cart page", §5, §8); the few docs/product.md leaves open are marked. */
export const CART_TEXT = {
  title: 'Корзина',
  heading: (count: number) => `Ваша корзина, ${itemsCountText(count)}`,
  empty: 'Ваша корзина пуста, добавьте товары',
  clearConfirm: 'Вы действительно хотите очистить корзину?',
  voucherApply: 'Применить сертификат',
  voucherApplied: 'Сертификат применён',
  voucherCode: 'Введите код',
  voucherSubmit: 'Применить',
  // Not given by docs/product.md: our wording.
  catalogueLink: 'Перейти в каталог',
  clear: 'Очистить корзину',
  /** The jump from the top of the cart to its checkout (a phone shows the rows first). */
  toCheckout: 'К оформлению заказа',
  clearYes: 'Очистить',
  cancel: 'Отмена',
  retry: 'Повторить',
  summary: 'Итого по заказу',
  gift: 'Подарок',
  giftsHeading: 'Выберите подарок',
  giftsChosen: (current: number, total: number) => `Выбрано ${current} из ${total}`,
  article: 'Артикул',
  lines: 'Товары в корзине',
  decrement: (name: string) => `Уменьшить количество: ${name}`,
  increment: (name: string) => `Увеличить количество: ${name}`,
  remove: (name: string) => `Удалить из корзины: ${name}`,
  giftMore: (name: string) => `Добавить подарок: ${name}`,
  giftLess: (name: string) => `Убрать подарок: ${name}`,
} as const;
