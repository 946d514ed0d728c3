import { errorText } from '../error-text';
import type { CheckoutState, PaymentMethodOption, PickupPoint } from '../../src/domain/checkout-state';
import { allowedPaymentCodesForCertificateCart } from '../../src/domain/certificate';
import { type AreaType, type ShippingCode, shippingCodesFor } from '../../src/domain/delivery-options';
import { type CheckoutContact, isContactStepValid } from '../../src/domain/validation';
import {
  firstCheckoutStep,
  firstIncompleteStep as firstIncompleteCheckoutStep,
} from '../../src/domain/checkout-progress';
import { needsStreetAddress } from '../../src/domain/delivery-options';

/**
 * The checkout statechart's data and the pure rules it steers by (which step is complete, which step may be open,
 * how a late server reply merges with what the shopper typed). Kept beside the machine so the machine file reads as
 * the five steps.
 */

export type ContactField = keyof CheckoutContact;
export const CONTACT_FIELDS: readonly ContactField[] = ['firstname', 'lastname', 'email', 'telephone', 'address_1'];

export interface CheckoutInput {
  /** The cart holds the gift certificate (it cannot be mixed, so the cart is certificate-only): steps 1–2 are skipped. */
  certificateOnly: boolean;
  /** The bank sent the shopper back to /cart?payment=failed: step 3 with a notice. */
  paymentFailed: boolean;
}

export interface CheckoutContext {
  /** The server's last checkout state (stepsInit or an update's reply); null until the first one arrives. */
  server: CheckoutState | null;
  /** The open step, 1–5 (product §3 currentStep): the server's checkout_current_step, or set by the shopper ('Изменить'). */
  currentStep: number;
  areaType: AreaType | null;
  regionZoneId: number | null;
  shippingCode: ShippingCode | null;
  pickupPoint: PickupPoint | null;
  paymentCode: string | null;
  contact: CheckoutContact;
  /**
   * The contact fields the shopper has typed in. Data that arrives later (stepsInit after a slow start, a refresh
   * after login or a cart change, the echo of a save sent before the last keystrokes) never overwrites them.
   */
  touched: ContactField[];
  /** 'Некорректный эмайл адрес' under the e-mail field, set on blur. */
  emailError: string | null;
  /** The alert shown in the open step: 'Некорректно введен E-mail!', the §5 step-5 problems, 'Вы не выбрали пункт выдачи'. */
  alert: string | null;
  certificateOnly: boolean;
  paymentFailed: boolean;
  /** product §3/§8: the first load failed (its message). */
  initializeError: string | null;
  /** product §3/§8: the last failed checkout request (its message). */
  cartAjaxError: string | null;
  /**
   * The server refused the order because what step 5 showed is no longer true (the total, a price, stock or the
   * certificate's balance changed): its message, with the new total, until the shopper confirms again.
   */
  outdatedOrder: string | null;
  /** A refresh was asked for while a request ran: it runs as soon as the request is answered. */
  refreshQueued: boolean;
  /** The cart the checkout was last shown with (its certificate flag, total and item count); null before the first. */
  cartSeen: CartSeen | null;
  orderId: number | null;
  /** The payment code the placed order carries (the server's: 'free' when a certificate pays it all). */
  orderPaymentCode: string | null;
  /** The bank's form (product §3 modulBankData), posted by the page. */
  modulBankData: { action: string; fields: Record<string, string> } | null;
}

/** What of the cart the checkout depends on: a change of any of it reloads the checkout (prices, methods, steps). */
export interface CartSeen {
  certificateOnly: boolean;
  total: number;
  countItems: number;
  /** The cart's totals rows (code, title and roubles): a delivery the checkout chose is one of them. */
  totals: readonly TotalsRow[];
}

export interface TotalsRow {
  code: string;
  title: string;
  value: number;
}

/** Whether two lists of totals rows say the same (in order): a free courier after free self-pickup differs in title. */
export function sameTotals(a: readonly TotalsRow[], b: readonly TotalsRow[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, i) => row.code === b[i].code && row.title === b[i].title && row.value === b[i].value)
  );
}

/**
 * Whether the cart the page shows asks for a reload: a change since the cart last seen, or, the first time, a
 * certificate flag other than the one the checkout started with (the cart's load finished after the checkout's).
 * Totals that have come to equal the checkout's own are no news: the cart caught up with a delivery the checkout
 * chose (the cart's totals include it), see `cartBehindCheckout`.
 */
export function cartAsksForRefresh(context: CheckoutContext, cart: CartSeen): boolean {
  const last = context.cartSeen;
  if (last === null) return cart.certificateOnly !== context.certificateOnly;
  const moved = last.total !== cart.total || !sameTotals(last.totals, cart.totals);
  const caughtUp = context.server !== null && sameTotals(cart.totals, context.server.totals);
  return last.certificateOnly !== cart.certificateOnly || (moved && !caughtUp) || last.countItems !== cart.countItems;
}

/**
 * Whether the cart the page shows has totals other than the checkout's last answer: choosing or changing the
 * delivery adds its row (free or not) to the one set of totals the cart, step 5 and the order share, so the cart is
 * reloaded to show it.
 */
export function cartBehindCheckout(context: CheckoutContext): boolean {
  return (
    context.cartSeen !== null && context.server !== null && !sameTotals(context.server.totals, context.cartSeen.totals)
  );
}

export const EMPTY_CONTACT: CheckoutContact = { firstname: '', lastname: '', email: '', telephone: '', address_1: '' };

export function initialContext(input: CheckoutInput): CheckoutContext {
  return {
    server: null,
    currentStep: 1,
    areaType: null,
    regionZoneId: null,
    shippingCode: null,
    pickupPoint: null,
    paymentCode: null,
    contact: EMPTY_CONTACT,
    touched: [],
    emailError: null,
    alert: null,
    certificateOnly: input.certificateOnly,
    paymentFailed: input.paymentFailed,
    initializeError: null,
    cartAjaxError: null,
    outdatedOrder: null,
    refreshQueued: false,
    cartSeen: null,
    orderId: null,
    orderPaymentCode: null,
    modulBankData: null,
  };
}

/** The customer's profile field that pre-fills a contact field (logged-in shoppers). */
const CUSTOMER_FIELD: Record<ContactField, 'firstname' | 'lastname' | 'email' | 'telephone' | 'address'> = {
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  telephone: 'telephone',
  address_1: 'address',
};

/**
 * After a contact save: a field the server now holds exactly as typed needs no protecting any more (the server has
 * it); a field typed on while the save was under way stays protected.
 */
export function settleTouched(context: CheckoutContext, state: CheckoutState): ContactField[] {
  return context.touched.filter((field) => state.shipping_address[field] !== context.contact[field].trim());
}

/** Merges a server reply into the context: choices come from the server; a typed contact field stays as typed. */
export function mergeServerState(context: CheckoutContext, state: CheckoutState): Partial<CheckoutContext> {
  const contact = { ...context.contact };
  for (const field of CONTACT_FIELDS) {
    if (context.touched.includes(field)) continue;
    const fromServer = state.shipping_address[field];
    const fromCustomer = state.customer?.[CUSTOMER_FIELD[field]] ?? '';
    contact[field] = fromServer || fromCustomer || contact[field];
  }
  if (contact.telephone) contact.telephone = contact.telephone.replace(/\D/g, '');
  const merged: CheckoutContext = {
    ...context,
    server: state,
    areaType: state.area.area,
    regionZoneId: state.area.region_zone_id,
    shippingCode: state.shipping_method.code,
    pickupPoint: state.shipping_method.pickup_point,
    paymentCode: state.payment_method.code,
    contact,
    cartAjaxError: null,
  };
  // The server's checkout_current_step counts the steps done (product §4: a zone → 1, a method → 2, a payment → 3, the
  // address → 4, or 5 once complete); the step to open is the first one not done yet, as the reply's data says.
  return { ...merged, currentStep: firstIncompleteStep(merged) };
}

/** Step 2 is complete: a method is chosen (a pickup point needs its point). */
export function isContactComplete(context: CheckoutContext): boolean {
  return isContactStepValid(context.contact, needsStreetAddress(context.shippingCode));
}

/** The server holds a complete contact (what confirm will use). */
export function isContactSaved(context: CheckoutContext): boolean {
  const saved = context.server?.shipping_address;
  return saved !== undefined && isContactStepValid(saved, needsStreetAddress(context.shippingCode));
}

/** The first step a certificate-only cart shows (product §2: it starts at step 3). */
export const firstStepOf = (context: CheckoutContext): number => firstCheckoutStep(context.certificateOnly);

/** The first step that is not complete yet (5 when everything before the confirmation is), by the shop's one rule. */
export function firstIncompleteStep(context: CheckoutContext): number {
  return firstIncompleteCheckoutStep({
    certificateOnly: context.certificateOnly,
    area: context.areaType,
    regionZoneId: context.regionZoneId,
    shippingCode: context.shippingCode,
    pickupPointChosen: context.pickupPoint !== null,
    paymentChosen: context.paymentCode !== null && context.paymentCode !== '',
    // Step 4 is done once the server holds a complete contact (a pre-filled one must be sent first), or when the
    // server says step 5: the step-5 check then names what is missing and sends the shopper back to step 4 (§5).
    contactComplete: isContactSaved(context) || (context.server?.checkout_current_step ?? 0) >= 5,
  });
}

/**
 * The step to open for a wanted one: never before the cart's first step, never after the first incomplete one
 * (later steps stay disabled until earlier ones are complete, whatever a stale reply says).
 */
export function stepToOpen(context: CheckoutContext, wanted: number): number {
  return Math.min(Math.max(wanted, firstStepOf(context)), firstIncompleteStep(context));
}

/** Whether the shopper may open a step: it is not before the cart's first and every step before it is complete. */
export function isStepReachable(context: CheckoutContext, step: number): boolean {
  return step >= firstStepOf(context) && step <= firstIncompleteStep(context);
}

/** The delivery methods offered for the chosen area (product §4), as the server priced them. */
export function offeredShippingMethods(context: CheckoutContext) {
  if (!context.areaType || !context.server) return [];
  const allowed = shippingCodesFor(context.areaType);
  return context.server.shipping_method.shipping_methods.filter((method) => allowed.includes(method.code));
}

/** The payment methods to offer (product §5: a certificate cart pays by card only), in the server's order. */
export function offeredPaymentMethods(context: CheckoutContext): PaymentMethodOption[] {
  const methods = [...(context.server?.payment_method.payment_methods ?? [])].sort(
    (a, b) => a.sort_order - b.sort_order,
  );
  return context.certificateOnly
    ? methods.filter((m) => allowedPaymentCodesForCertificateCart.includes(m.code))
    : methods;
}

/** The error text of a failed request. */
export function messageOf(error: unknown): string {
  return errorText(error, 'Не удалось выполнить запрос');
}
