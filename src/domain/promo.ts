import { CUSTOMER_GROUP } from './constants';
import type { CustomerGroupId } from './customer-group';

/** Whether a promo card applies to a shopper (§6): its customer group is 0 (everyone) or the shopper's own. */
export function promoAppliesTo(promoGroupId: number | string, userGroup: CustomerGroupId): boolean {
  const group = Number(promoGroupId);
  return group === CUSTOMER_GROUP.GUEST || group === userGroup;
}

/** Whether the free-delivery card is shown (§1, §6: hidden for professionals). */
export function showsFreeDeliveryCard(userGroup: CustomerGroupId): boolean {
  return userGroup !== CUSTOMER_GROUP.PROFESSIONAL;
}
