import {
  computeCartTotals,
  promotionAppliesTo,
  type CartTotalsInput,
  type PricedLine,
  type PromotionRule,
} from '../../src/domain/cart-totals';
import { formatRoubles } from '../../src/domain/money';

const line = (
  product_id: number,
  quantity: number,
  unitPrice: number,
  extra: Partial<PricedLine> = {},
): PricedLine => ({
  key: `${product_id}${extra.isPresent ? 'g' : ''}`,
  product_id,
  quantity,
  unitPrice,
  isPresent: false,
  isCertificate: false,
  ...extra,
});
const gift = (product_id: number, quantity = 1) => line(product_id, quantity, 1, { isPresent: true });
const certificate = (amount: number) => line(187, 1, amount, { isCertificate: true });

const xPlusOne = (product_count: number, customer_group_id = 0): PromotionRule => ({
  type: 'x_plus_one',
  customer_group_id,
  product_count,
  percent: null,
  total: null,
});
const discount = (percent: number, total: number, customer_group_id = 0): PromotionRule => ({
  type: 'discount',
  customer_group_id,
  product_count: null,
  percent,
  total,
});
const present = (total: number, product_count: number | null = 1, customer_group_id = 0): PromotionRule => ({
  type: 'present',
  customer_group_id,
  product_count,
  percent: null,
  total,
});

function totals(partial: Partial<CartTotalsInput>) {
  return computeCartTotals({ lines: [], promotions: [], group: 0, voucher: null, ...partial });
}
/** The rows as [code, value] pairs: what a shopper reads in the summary. */
const rowsOf = (input: Partial<CartTotalsInput>) => totals(input).rows.map((r) => [r.code, r.value]);

describe('computeCartTotals: rows and totals', () => {
  it.each<[string, Partial<CartTotalsInput>, [string, number][]]>([
    [
      'an empty cart',
      {},
      [
        ['sub_total', 0],
        ['total', 0],
      ],
    ],
    [
      'plain goods',
      { lines: [line(1, 2, 1500), line(2, 1, 990)] },
      [
        ['sub_total', 3990],
        ['total', 3990],
      ],
    ],
    [
      '3+1: three units of one product, nothing free yet',
      { lines: [line(1, 3, 1000)], promotions: [xPlusOne(3)] },
      [
        ['sub_total', 3000],
        ['total', 3000],
      ],
    ],
    [
      '3+1: four units of one product, one free',
      { lines: [line(1, 4, 1000)], promotions: [xPlusOne(3)] },
      [
        ['sub_total', 4000],
        ['x_plus_one', -1000],
        ['total', 3000],
      ],
    ],
    [
      '3+1: 8 units give 2 free; another product with 3 units none',
      { lines: [line(1, 8, 500), line(2, 3, 800)], promotions: [xPlusOne(3)] },
      [
        ['sub_total', 6400],
        ['x_plus_one', -1000],
        ['total', 5400],
      ],
    ],
    [
      '1+1: every second unit free',
      { lines: [line(1, 3, 700)], promotions: [xPlusOne(1)] },
      [
        ['sub_total', 2100],
        ['x_plus_one', -700],
        ['total', 1400],
      ],
    ],
    [
      'x+1 counts units of one product over its lines (two samplers), at the cheapest line',
      { lines: [line(1, 2, 700, { key: '1-a' }), line(1, 2, 600, { key: '1-b' })], promotions: [xPlusOne(3)] },
      [
        ['sub_total', 2600],
        ['x_plus_one', -600],
        ['total', 2000],
      ],
    ],
    [
      'of two x+1 promotions the more generous one',
      { lines: [line(1, 4, 1000)], promotions: [xPlusOne(5), xPlusOne(3)] },
      [
        ['sub_total', 4000],
        ['x_plus_one', -1000],
        ['total', 3000],
      ],
    ],
    [
      'x+1 of another group does not apply',
      { lines: [line(1, 4, 1000)], promotions: [xPlusOne(3, 2)], group: 1 },
      [
        ['sub_total', 4000],
        ['total', 4000],
      ],
    ],
    [
      'discount reached exactly at its threshold (inclusive)',
      { lines: [line(1, 2, 5000)], promotions: [discount(10, 10000, 1)], group: 1 },
      [
        ['sub_total', 10000],
        ['discount', -1000],
        ['total', 9000],
      ],
    ],
    [
      'discount below its threshold',
      { lines: [line(1, 2, 4999)], promotions: [discount(10, 10000)], group: 0 },
      [
        ['sub_total', 9998],
        ['total', 9998],
      ],
    ],
    [
      'discount for group 1 does not reach a professional',
      { lines: [line(1, 3, 5000)], promotions: [discount(10, 10000, 1)], group: 2 },
      [
        ['sub_total', 15000],
        ['total', 15000],
      ],
    ],
    [
      'discount for group 1 does not reach a guest',
      { lines: [line(1, 3, 5000)], promotions: [discount(10, 10000, 1)], group: 0 },
      [
        ['sub_total', 15000],
        ['total', 15000],
      ],
    ],
    [
      'x+1 and discount: the discount is taken after the free units',
      { lines: [line(1, 4, 4000)], promotions: [xPlusOne(3), discount(10, 10000)] },
      [
        ['sub_total', 16000],
        ['x_plus_one', -4000],
        ['discount', -1200],
        ['total', 10800],
      ],
    ],
    [
      'x+1 first: a cart that reaches the discount only by counting its free unit gets the free unit alone',
      { lines: [line(1, 4, 3000)], promotions: [xPlusOne(3), discount(10, 10000)] },
      [
        ['sub_total', 12000],
        ['x_plus_one', -3000],
        ['total', 9000],
      ],
    ],
    [
      'of two reached discounts the larger one',
      { lines: [line(1, 1, 20000)], promotions: [discount(5, 5000), discount(10, 10000)] },
      [
        ['sub_total', 20000],
        ['discount', -2000],
        ['total', 18000],
      ],
    ],
    [
      'discount rounds to whole roubles',
      { lines: [line(1, 1, 10005)], promotions: [discount(10, 10000)] },
      [
        ['sub_total', 10005],
        ['discount', -1001],
        ['total', 9004],
      ],
    ],
    [
      'gift lines cost 1 ₽ each and do not count toward a threshold',
      { lines: [line(1, 1, 9999), gift(50), gift(51)], promotions: [discount(10, 10000)] },
      [
        ['sub_total', 10001],
        ['total', 10001],
      ],
    ],
    [
      'shipping row only when given',
      { lines: [line(1, 1, 1000)], shipping: { title: 'Курьер', cost: 350 } },
      [
        ['sub_total', 1000],
        ['shipping', 350],
        ['total', 1350],
      ],
    ],
    [
      'voucher smaller than the total: all of it is used',
      { lines: [line(1, 1, 1000)], voucher: { code: 'ABC', balance: 300 } },
      [
        ['sub_total', 1000],
        ['voucher', -300],
        ['total', 700],
      ],
    ],
    [
      'voucher larger than the total: only the total is used, never negative',
      { lines: [line(1, 1, 1000)], shipping: { title: 'Курьер', cost: 350 }, voucher: { code: 'ABC', balance: 5000 } },
      [
        ['sub_total', 1000],
        ['shipping', 350],
        ['voucher', -1350],
        ['total', 0],
      ],
    ],
    [
      'a voucher with no balance left adds no row',
      { lines: [line(1, 1, 1000)], voucher: { code: 'ABC', balance: 0 } },
      [
        ['sub_total', 1000],
        ['total', 1000],
      ],
    ],
    [
      'a certificate cart gets no promotion',
      { lines: [certificate(15000)], promotions: [xPlusOne(3), discount(10, 10000), present(5000)] },
      [
        ['sub_total', 15000],
        ['total', 15000],
      ],
    ],
  ])('%s', (_case, input, expected) => {
    expect(rowsOf(input)).toEqual(expected);
  });

  it('formats every row as roubles and names the rows in Russian', () => {
    const result = totals({
      lines: [line(1, 4, 4000)],
      promotions: [xPlusOne(3), discount(10, 10000)],
      voucher: { code: 'GIFT2024', balance: 1000 },
      shipping: { title: 'Доставка курьером', cost: 350 },
    });
    expect(result.rows.map((r) => [r.title, r.text])).toEqual([
      ['Сумма', formatRoubles(16000)],
      ['Акция 3+1', formatRoubles(-4000)],
      ['Скидка 10%', formatRoubles(-1200)],
      ['Доставка курьером', formatRoubles(350)],
      ['Подарочный сертификат (GIFT2024)', formatRoubles(-1000)],
      ['Итого', formatRoubles(10150)],
    ]);
    expect(result).toMatchObject({ subTotal: 16000, total: 10150, voucherUsed: 1000 });
  });

  it('reports what the voucher pays', () => {
    expect(totals({ lines: [line(1, 1, 800)], voucher: { code: 'X', balance: 1000 } }).voucherUsed).toBe(800);
    expect(totals({ lines: [line(1, 1, 800)] }).voucherUsed).toBe(0);
  });
});

describe('computeCartTotals: gift allowance', () => {
  it.each<[string, Partial<CartTotalsInput>, number]>([
    ['no present promotion', { lines: [line(1, 1, 9000)] }, 0],
    ['below the threshold', { lines: [line(1, 1, 4999)], promotions: [present(5000)] }, 0],
    ['at the threshold (inclusive)', { lines: [line(1, 1, 5000)], promotions: [present(5000)] }, 1],
    ['product_count sets how many gifts', { lines: [line(1, 2, 3000)], promotions: [present(5000, 2)] }, 2],
    ['the gifts themselves do not count', { lines: [line(1, 1, 4999), gift(50)], promotions: [present(5000)] }, 0],
    ['a promotion of another group', { lines: [line(1, 1, 6000)], promotions: [present(5000, 1, 2)], group: 1 }, 0],
    ['the group’s own promotion', { lines: [line(1, 1, 6000)], promotions: [present(5000, 1, 2)], group: 2 }, 1],
    ['the best of two reached', { lines: [line(1, 1, 12000)], promotions: [present(5000, 1), present(10000, 2)] }, 2],
    ['a certificate cart', { lines: [certificate(9000)], promotions: [present(5000)] }, 0],
    ['the x+1 free unit does not count', { lines: [line(1, 4, 1500)], promotions: [xPlusOne(3), present(5000)] }, 0],
  ])('%s', (_case, input, expected) => {
    expect(totals(input).giftAllowance).toBe(expected);
  });
});

describe('promotionAppliesTo', () => {
  it.each<[number, 0 | 1 | 2, boolean]>([
    [0, 0, true],
    [0, 2, true],
    [1, 1, true],
    [1, 0, false],
    [1, 2, false],
    [2, 2, true],
  ])('promotion group %i, shopper group %i → %s', (promoGroup, group, expected) => {
    expect(promotionAppliesTo({ customer_group_id: promoGroup }, group)).toBe(expected);
  });
});
