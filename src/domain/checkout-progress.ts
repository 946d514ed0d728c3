import { SHIPPING_CODE } from './constants';
import { type AreaType, isAreaStepComplete } from './delivery-options';

/**
 * Which checkout step is complete (product §2 "Checkout steps", §4): the one rule the server's step routes and the
 * storefront's checkout statechart both follow, so that the step the server names and the step the page opens agree.
 * 1 a zone (another city with its region), 2 a delivery method (a pickup point chosen for CDEK), 3 a payment method,
 * 4 a complete contact, 5 the confirmation. A certificate-only cart has no delivery: it starts at step 3.
 */
export interface CheckoutProgress {
  certificateOnly: boolean;
  area: AreaType | null;
  regionZoneId: number | null;
  shippingCode: string | null;
  pickupPointChosen: boolean;
  paymentChosen: boolean;
  contactComplete: boolean;
}

/** The step a cart's checkout starts at. */
export const firstCheckoutStep = (certificateOnly: boolean): number => (certificateOnly ? 3 : 1);

/** The first step that is not complete yet (5 when every step before the confirmation is). */
export function firstIncompleteStep(progress: CheckoutProgress): number {
  if (!progress.certificateOnly) {
    if (!isAreaStepComplete(progress.area, progress.regionZoneId)) return 1;
    if (!progress.shippingCode) return 2;
    if (progress.shippingCode === SHIPPING_CODE.PICKUP_POINT && !progress.pickupPointChosen) return 2;
  }
  if (!progress.paymentChosen) return 3;
  if (!progress.contactComplete) return 4;
  return 5;
}
