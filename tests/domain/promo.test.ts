import type { CustomerGroupId } from '../../src/domain/customer-group';
import { toCustomerGroup } from '../../src/domain/customer-group';
import { promoAppliesTo, showsFreeDeliveryCard } from '../../src/domain/promo';

describe('promoAppliesTo (product §6)', () => {
  it.each<[number | string, CustomerGroupId, boolean]>([
    [0, 0, true],
    [0, 1, true],
    [0, 2, true],
    ['0', 2, true],
    [1, 1, true],
    [1, 0, false],
    [1, 2, false],
    [2, 2, true],
    ['2', 2, true],
    [2, 1, false],
    [2, 0, false],
  ])('promo group %j, shopper group %i → %s', (promoGroup, userGroup, expected) => {
    expect(promoAppliesTo(promoGroup, userGroup)).toBe(expected);
  });
});

describe('free delivery', () => {
  it.each<[CustomerGroupId, boolean]>([
    [0, true],
    [1, true],
    [2, false],
  ])('card for group %i → %s', (group, expected) => {
    expect(showsFreeDeliveryCard(group)).toBe(expected);
  });
});

describe('toCustomerGroup', () => {
  it.each<[unknown, CustomerGroupId]>([
    [undefined, 0],
    [null, 0],
    [0, 0],
    [1, 1],
    ['1', 1],
    [2, 2],
    ['2', 2],
    [3, 0],
    ['abc', 0],
  ])('%j → %i', (value, expected) => {
    expect(toCustomerGroup(value)).toBe(expected);
  });
});
