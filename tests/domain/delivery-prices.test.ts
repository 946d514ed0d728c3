import { describe, expect, it } from 'vitest';
import { hasFreeDelivery, paymentMethodsFor, shippingOptionsFor } from '../../src/domain/delivery-prices';

describe('delivery prices', () => {
  it('prices each area’s methods: Moscow 250/350/0, St Petersburg 300/450, another city 450', () => {
    const costs = (area: Parameters<typeof shippingOptionsFor>[0]) =>
      shippingOptionsFor(area, 1000, 0).map((o) => [o.code, o.cost]);
    expect(costs('msk.inside-mkad')).toEqual([
      ['cdek.cdek', 250],
      ['flat.flat', 350],
      ['pickup.pickup', 0],
    ]);
    expect(costs('spb.inside-kad')).toEqual([
      ['cdek.cdek', 300],
      ['flat.flat', 450],
    ]);
    expect(costs('another')).toEqual([['cdek.cdek', 450]]);
  });

  it('delivery is free from 4000 ₽ of goods (inclusive) for guests and customers, never for professionals', () => {
    expect(hasFreeDelivery(3999, 0)).toBe(false);
    expect(hasFreeDelivery(4000, 0)).toBe(true);
    expect(hasFreeDelivery(4000, 1)).toBe(true);
    expect(hasFreeDelivery(100000, 2)).toBe(false);
    expect(shippingOptionsFor('spb.inside-kad', 4000, 1).map((o) => o.text)).toEqual(['0\u00a0₽', '0\u00a0₽']);
  });

  it('a certificate cart may only pay by card', () => {
    expect(paymentMethodsFor(false).map((m) => m.code)).toEqual(['modulbank', 'cod']);
    expect(paymentMethodsFor(true).map((m) => m.code)).toEqual(['modulbank']);
  });
});
