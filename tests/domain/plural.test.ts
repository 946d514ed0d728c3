import { itemsCountText, pluralRu } from '../../src/domain/plural';

const forms = ['товар', 'товара', 'товаров'] as const;

describe('pluralRu', () => {
  it.each<[number, string]>([
    [0, 'товаров'],
    [1, 'товар'],
    [2, 'товара'],
    [4, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [20, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [24, 'товара'],
    [25, 'товаров'],
    [101, 'товар'],
    [111, 'товаров'],
    [112, 'товаров'],
    [114, 'товаров'],
    [1001, 'товар'],
    [-1, 'товар'],
    [-3, 'товара'],
    [-11, 'товаров'],
  ])('%i → %s', (n, expected) => {
    expect(pluralRu(n, forms)).toBe(expected);
  });

  it('works with other words', () => {
    expect(pluralRu(3, ['отзыв', 'отзыва', 'отзывов'])).toBe('отзыва');
  });
});

describe('itemsCountText (cart and wishlist headings)', () => {
  it.each<[number, string]>([
    [0, '0 товаров'],
    [1, '1 товар'],
    [3, '3 товара'],
    [5, '5 товаров'],
    [21, '21 товар'],
  ])('%i → %s', (n, expected) => {
    expect(itemsCountText(n)).toBe(expected);
    expect(`Ваша корзина, ${itemsCountText(n)}`).toBe(`Ваша корзина, ${expected}`);
  });
});
