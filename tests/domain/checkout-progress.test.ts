import { describe, expect, it } from 'vitest';
import { type CheckoutProgress, firstCheckoutStep, firstIncompleteStep } from '../../src/domain/checkout-progress';

// Which checkout step is complete (product §2 "Checkout steps", §4): the rule the server's step routes and the
// storefront's checkout both follow.

const NOTHING: CheckoutProgress = {
  certificateOnly: false,
  area: null,
  regionZoneId: null,
  shippingCode: null,
  pickupPointChosen: false,
  paymentChosen: false,
  contactComplete: false,
};

describe('the first incomplete checkout step', () => {
  it.each<[string, Partial<CheckoutProgress>, number]>([
    ['nothing chosen', {}, 1],
    ['another city without its region', { area: 'another' }, 1],
    ['another city with its region', { area: 'another', regionZoneId: 2780 }, 2],
    ['Moscow', { area: 'msk.inside-mkad' }, 2],
    ['St Petersburg', { area: 'spb.inside-kad' }, 2],
    ['a CDEK pickup point method without its point', { area: 'msk.inside-mkad', shippingCode: 'cdek.cdek' }, 2],
    ['a CDEK pickup point chosen', { area: 'msk.inside-mkad', shippingCode: 'cdek.cdek', pickupPointChosen: true }, 3],
    ['the courier', { area: 'msk.inside-mkad', shippingCode: 'flat.flat' }, 3],
    ['a payment method', { area: 'msk.inside-mkad', shippingCode: 'flat.flat', paymentChosen: true }, 4],
    [
      'a complete contact',
      { area: 'msk.inside-mkad', shippingCode: 'flat.flat', paymentChosen: true, contactComplete: true },
      5,
    ],
    ['a contact but no payment', { area: 'msk.inside-mkad', shippingCode: 'flat.flat', contactComplete: true }, 3],
    ['a payment but no delivery method', { area: 'msk.inside-mkad', paymentChosen: true, contactComplete: true }, 2],
    ['a certificate cart, nothing chosen', { certificateOnly: true }, 3],
    ['a certificate cart paid by card', { certificateOnly: true, paymentChosen: true }, 4],
    ['a certificate cart with its contact', { certificateOnly: true, paymentChosen: true, contactComplete: true }, 5],
  ])('%s: step %i', (_, progress, step) => {
    expect(firstIncompleteStep({ ...NOTHING, ...progress })).toBe(step);
  });

  it('starts a goods cart at step 1 and a certificate cart at step 3', () => {
    expect(firstCheckoutStep(false)).toBe(1);
    expect(firstCheckoutStep(true)).toBe(3);
  });
});
