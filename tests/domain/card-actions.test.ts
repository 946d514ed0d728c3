import { canQuickViewAddToCart, canShowAddToCartIcon, isSamplerSelectDisabled } from '../../src/domain/card-actions';

describe('canShowAddToCartIcon (product §5)', () => {
  type CardProduct = { quantity: number | string; price: number | string; product_id: number | string; name: string };
  const base: CardProduct = { quantity: 5, price: 1500, product_id: 42, name: 'Крем' };
  it.each<[string, Partial<CardProduct>, boolean]>([
    ['in stock, priced, ordinary product', {}, true],
    ['string quantity and price', { quantity: '3', price: '1500.00' }, true],
    ['out of stock', { quantity: 0 }, false],
    ['negative stock', { quantity: -1 }, false],
    ['price 0', { price: 0 }, false],
    ['price "0.00"', { price: '0.00' }, false],
    ['the certificate by id', { product_id: 187 }, false],
    ['the certificate by name', { name: 'Подарочный сертификат' }, false],
  ])('%s → %s', (_case, change, expected) => {
    expect(canShowAddToCartIcon({ ...base, ...change })).toBe(expected);
  });
});

describe('canQuickViewAddToCart', () => {
  it.each<[number | string, boolean]>([
    [1, true],
    ['2', true],
    [0, false],
    ['0', false],
    [-3, false],
  ])('quantity %j → %s', (quantity, expected) => {
    expect(canQuickViewAddToCart({ quantity })).toBe(expected);
  });
});

describe('isSamplerSelectDisabled', () => {
  it.each<[number | string, boolean]>([
    [0, true],
    ['0.00', true],
    [-1, true],
    ['', true],
    [0.01, false],
    ['1200', false],
  ])('price %j → %s', (price, expected) => {
    expect(isSamplerSelectDisabled(price)).toBe(expected);
  });
});
