import { describe, expect, it } from 'vitest';
import { hasFreeDelivery, paymentMethodsFor, shippingOptionsFor } from '../../src/domain/delivery-prices';
import type { DeliveryTariff } from '../../src/domain/delivery-settings';

/** The tariff migration 037 starts with (the owner changes it on 'Доставка'). */
const TARIFF: DeliveryTariff = {
  prices: {
    'msk.inside-mkad': { 'cdek.cdek': 250, 'flat.flat': 350, 'pickup.pickup': 0 },
    'spb.inside-kad': { 'cdek.cdek': 300, 'flat.flat': 450 },
    another: { 'cdek.cdek': 450 },
  },
  free_from: 4000,
};

describe('delivery prices', () => {
  it('prices each area’s methods from the tariff: Moscow 250/350/0, St Petersburg 300/450, another city 450', () => {
    const costs = (area: Parameters<typeof shippingOptionsFor>[0], tariff = TARIFF) =>
      shippingOptionsFor(area, 1000, 0, tariff).map((o) => [o.code, o.cost]);
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
    const dearer = { ...TARIFF, prices: { ...TARIFF.prices, another: { 'cdek.cdek': 520 } } };
    expect(costs('another', dearer)).toEqual([['cdek.cdek', 520]]);
  });

  it('delivery is free from 4000 ₽ of goods (inclusive) for guests and customers, never for professionals', () => {
    expect(hasFreeDelivery(3999, 0, 4000)).toBe(false);
    expect(hasFreeDelivery(4000, 0, 4000)).toBe(true);
    expect(hasFreeDelivery(4000, 1, 4000)).toBe(true);
    expect(hasFreeDelivery(100000, 2, 4000)).toBe(false);
    expect(hasFreeDelivery(4000, 1, 5000)).toBe(false);
    expect(shippingOptionsFor('spb.inside-kad', 4000, 1, TARIFF).map((o) => o.text)).toEqual(['0\u00a0₽', '0\u00a0₽']);
  });

  it('a certificate cart may only pay by card', () => {
    expect(paymentMethodsFor(false).map((m) => m.code)).toEqual(['modulbank', 'cod']);
    expect(paymentMethodsFor(true).map((m) => m.code)).toEqual(['modulbank']);
  });
});
