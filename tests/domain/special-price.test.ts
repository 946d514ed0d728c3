import {
  effectivePrice,
  roundUpRoubles,
  specialInForce,
  specialPriceFor,
  type Special,
} from '../../src/domain/special-price';
import type { CustomerGroupId } from '../../src/domain/customer-group';

const g1 = (price: number | string): Special => ({ customer_group_id: 1, price });
const g2 = (price: number | string): Special => ({ customer_group_id: 2, price });

describe('specialPriceFor (product §5)', () => {
  it.each<[string, Special[] | null | undefined, CustomerGroupId, number | null]>([
    ['no specials, guest', [], 0, null],
    ['no specials, professional', [], 2, null],
    ['specials missing (null)', null, 1, null],
    ['specials missing (undefined)', undefined, 0, null],
    ['only group 1 → guest gets it', [g1(900)], 0, 900],
    ['only group 1 → customer gets it', [g1(900)], 1, 900],
    ['only group 1 → professional does not', [g1(900)], 2, null],
    ['only group 2 → guest does not', [g2(700)], 0, null],
    ['only group 2 → customer does not', [g2(700)], 1, null],
    ['only group 2 → professional gets it', [g2(700)], 2, 700],
    ['group 1 then 2 → professional gets 2', [g1(900), g2(700)], 2, 700],
    ['group 1 then 2 → customer gets 1', [g1(900), g2(700)], 1, 900],
    ['group 2 then 1 → professional still gets 2', [g2(700), g1(900)], 2, 700],
    ['group 2 then 1 → guest gets 1', [g2(700), g1(900)], 0, 900],
    ['two group-1 rows → the last wins', [g1(900), g1(800)], 1, 800],
    ['two group-1 rows, reversed → the last wins', [g1(800), g1(900)], 0, 900],
    ['two group-2 rows → the last wins', [g2(700), g1(900), g2(650)], 2, 650],
    ['a group-0 row applies to nobody', [{ customer_group_id: 0, price: 500 }], 0, null],
    ['string price', [g1('1234.00')], 1, 1234],
    ['string group id', [{ customer_group_id: '2', price: '999.99' }], 2, 1000],
    ['rounds .5 up', [g1(1234.5)], 1, 1235],
    ['rounds .49 down', [g1('1234.49')], 1, 1234],
    ['an unreadable price is skipped, the earlier row stands', [g1(900), g1('abc')], 1, 900],
  ])('%s', (_case, specials, group, expected) => {
    expect(specialPriceFor(specials, group)).toBe(expected);
  });
});

describe('specialInForce: which row the price comes from (its end date goes with it)', () => {
  const ends = (special: Special, date_end: string | null) => ({ ...special, date_end });
  const rows = [
    ends(g1(900), '2030-01-31'),
    ends(g2(700), null),
    ends(g1(800), '2030-03-31'),
    ends(g1('abc'), '2031-01-01'),
  ];

  it.each<[string, CustomerGroupId, string | null | undefined]>([
    ['a guest: the last readable group-1 row, not the unreadable one after it', 0, '2030-03-31'],
    ['a customer: the same row', 1, '2030-03-31'],
    ['a professional: the group-2 row', 2, null],
  ])('%s', (_case, group, expected) => {
    expect(specialInForce(rows, group)?.date_end).toBe(expected);
  });

  it('is the row whose price specialPriceFor gives, or null when none applies', () => {
    for (const group of [0, 1, 2] as const) {
      const row = specialInForce(rows, group);
      expect(row === null ? null : Math.round(Number(row.price))).toBe(specialPriceFor(rows, group));
    }
    expect(specialInForce([ends(g2(700), '2030-01-31')], 1)).toBeNull();
    expect(specialInForce(null, 0)).toBeNull();
  });
});

describe('effectivePrice', () => {
  it.each<
    [
      string,
      { price: number | string; specials?: Special[] },
      CustomerGroupId,
      { price: number; special: number | null },
    ]
  >([
    ['no specials', { price: '1500.00' }, 0, { price: 1500, special: null }],
    ['group 1 special for a customer', { price: 1500, specials: [g1(1200)] }, 1, { price: 1500, special: 1200 }],
    [
      'group 2 special for a professional',
      { price: '1500.4', specials: [g1(1200), g2('1050.5')] },
      2,
      { price: 1500, special: 1051 },
    ],
    ['invalid regular price counts as 0', { price: 'n/a' }, 0, { price: 0, special: null }],
  ])('%s', (_case, product, group, expected) => {
    expect(effectivePrice(product, group)).toEqual(expected);
  });
});

describe('roundUpRoubles (quick-view recommended items)', () => {
  it.each<[number | string, number]>([
    [1000, 1000],
    [1000.01, 1001],
    ['999.5', 1000],
    ['1200.00', 1200],
    ['oops', 0],
  ])('%s → %s', (value, expected) => {
    expect(roundUpRoubles(value)).toBe(expected);
  });
});
