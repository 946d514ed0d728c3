import { canChooseAnotherGift, canIncrementLine, hasQuantityControls, isGiftLine } from '../../src/domain/cart-line';

type Line = {
  product_id: number | string;
  name: string;
  quantity: number | string;
  stock_quantity: number | string;
  isPresent: boolean | number | string;
};
const line: Line = { product_id: 42, name: 'Крем', quantity: 1, stock_quantity: 5, isPresent: false };

describe('cart line controls (product §5 Cart)', () => {
  it.each<[string, Partial<Line>, boolean, boolean]>([
    ['ordinary line with stock to spare', {}, true, true],
    ['quantity equals stock', { quantity: 5 }, true, false],
    ['quantity above stock', { quantity: 6 }, true, false],
    ['string numbers', { quantity: '2', stock_quantity: '3' }, true, true],
    ['gift line', { isPresent: true }, false, false],
    ['gift line flagged 1', { isPresent: 1 }, false, false],
    ['certificate line', { product_id: 187, name: 'Подарочный сертификат' }, false, false],
  ])('%s → controls %s, plus %s', (_case, change, controls, plus) => {
    const value = { ...line, ...change };
    expect(hasQuantityControls(value)).toBe(controls);
    expect(canIncrementLine(value)).toBe(plus);
  });

  it.each<[boolean | number | string | undefined, boolean]>([
    [true, true],
    [1, true],
    ['1', true],
    [false, false],
    [0, false],
    [undefined, false],
  ])('isGiftLine(%j) → %s', (isPresent, expected) => {
    expect(isGiftLine({ isPresent })).toBe(expected);
  });

  it.each<[number, number, boolean]>([
    [0, 2, true],
    [1, 2, true],
    [2, 2, false],
    [0, 0, false],
  ])('gift chosen %i of %i → another allowed %s', (current, total, expected) => {
    expect(canChooseAnotherGift(current, total)).toBe(expected);
  });
});
