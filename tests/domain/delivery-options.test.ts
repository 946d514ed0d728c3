import {
  isAreaStepComplete,
  needsStreetAddress,
  shippingCodesFor,
  type AreaType,
} from '../../src/domain/delivery-options';

describe('shippingCodesFor (product §4 delivery options)', () => {
  it.each<[AreaType, string[]]>([
    ['msk.inside-mkad', ['cdek.cdek', 'flat.flat', 'pickup.pickup']],
    ['spb.inside-kad', ['cdek.cdek', 'flat.flat']],
    ['another', ['cdek.cdek']],
  ])('%s → %j', (area, expected) => {
    expect(shippingCodesFor(area)).toEqual(expected);
  });
});

describe('isAreaStepComplete', () => {
  it.each<[AreaType | null, number | string | null, boolean]>([
    ['msk.inside-mkad', null, true],
    ['spb.inside-kad', null, true],
    ['another', null, false],
    ['another', 0, false],
    ['another', 169, true],
    ['another', '42', true],
    [null, 176, false],
  ])('%j with zone %j → %s', (area, zone, expected) => {
    expect(isAreaStepComplete(area, zone)).toBe(expected);
  });
});

describe('needsStreetAddress', () => {
  it.each<[string | null, boolean]>([
    ['flat.flat', true],
    ['cdek.cdek', false],
    ['pickup.pickup', false],
    [null, false],
  ])('%j → %s', (code, expected) => {
    expect(needsStreetAddress(code)).toBe(expected);
  });
});
