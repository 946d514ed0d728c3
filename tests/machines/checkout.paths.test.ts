import {
  type ContactField,
  firstIncompleteStep,
  offeredPaymentMethods,
} from '../../machines/checkout/checkout-context';
import { type CheckoutEvent, checkoutMachine, PICKUP_NOT_CHOSEN } from '../../machines/checkout/checkout.machine';
import { isEditable, stepStatuses } from '../../machines/checkout/checkout-view';
import { MESSAGES } from '../../src/domain/validation';
import * as F from './checkout-fixtures';
import { describePathTests, type PathModelConfig, type StateCheckArgs } from './harness/path-model';

// Every path of the five-step checkout (product §2, §3, §4, §5, §8) against a real actor with the server's replies as
// test doubles. In every state: what the shopper typed is still there, whatever arrived later (the §4 "nothing is
// lost" promise), and the open step never lies past the first incomplete one.

const TIMEOUT = new Error('Сервер не ответил вовремя. Попробуйте ещё раз.');
const REFUSED = new Error('Способ доставки недоступен для выбранного города');
const STOCK = new Error(F.STOCK_SHORT);
// The server's 409 when step 5's total is no longer true (ApiError carries the status).
const TOTAL_CHANGED = Object.assign(
  new Error('Сумма заказа изменилась: теперь 4 900 ₽. Проверьте корзину и оформите заказ снова.'),
  { status: 409 },
);

/**
 * Nothing typed is lost: a contact field the shopper typed keeps the typed value until a contact save has come back
 * after that typing (then the server holds it); replies that arrive in between never overwrite it.
 */
function typedIsKept({ context, events, labels }: StateCheckArgs<typeof checkoutMachine>) {
  const lastSaved = labels.findLastIndex((label) => label.startsWith('done: saveContact'));
  const typed: Partial<Record<ContactField, { value: string; at: number }>> = {};
  events.forEach((event, at) => {
    if (event.type !== 'checkout.contact.change') return;
    const { values } = event as CheckoutEvent & { type: 'checkout.contact.change' };
    for (const [field, value] of Object.entries(values) as [ContactField, string][]) typed[field] = { value, at };
  });
  for (const [field, { value, at }] of Object.entries(typed) as [ContactField, { value: string; at: number }][]) {
    if (at > lastSaved) {
      expect(context.contact[field], `typed ${field}`).toBe(value);
      expect(context.touched).toContain(field);
    }
  }
}

/**
 * Whether the cart the page showed changed on this path: a cart other than the one seen before it, or, the first
 * time, a certificate flag other than the one the checkout started with (product §2: the checkout follows the cart).
 */
function cartChanged({ events, input }: StateCheckArgs<typeof checkoutMachine>): boolean {
  let last: unknown = null;
  let changed = false;
  for (const event of events) {
    if (event.type !== 'checkout.cart.seen') continue;
    const cart = (event as unknown as { cart: { certificateOnly: boolean } }).cart;
    const startedAs = (input as { certificateOnly: boolean }).certificateOnly;
    if (last === null ? cart.certificateOnly !== startedAs : JSON.stringify(cart) !== JSON.stringify(last)) {
      changed = true;
    }
    last = cart;
  }
  return changed;
}

const STEP_STATES = ['zone', 'method', 'payment', 'contact', 'confirm'];

/**
 * What the stepper shows (product §2 "Checkout steps"): one open step at most; a certificate cart skips delivery;
 * complete steps come before locked ones; and the shopper may reopen steps only while no request runs.
 */
function stepper(args: StateCheckArgs<typeof checkoutMachine>) {
  const statuses = stepStatuses(args.snapshot);
  expect(statuses.filter((status) => status === 'open').length).toBeLessThanOrEqual(1);
  expect(statuses.slice(0, 2).every((status) => status === 'skipped')).toBe(args.context.certificateOnly);
  const firstLocked = statuses.indexOf('locked');
  if (firstLocked >= 0) expect(statuses.slice(firstLocked)).not.toContain('complete');
  // A step state's child: the shopper is waited for in 'idle', 'editing' or 'unavailable', not while saving.
  const value = args.snapshot.value;
  const child = typeof value === 'object' ? Object.values(value)[0] : null;
  const waiting = ['idle', 'editing', 'unavailable'].includes(String(child));
  expect(isEditable(args.snapshot), JSON.stringify(value)).toBe(waiting);
}

function common(args: StateCheckArgs<typeof checkoutMachine>) {
  typedIsKept(args);
  stepper(args);
  // The open step never lies past the first incomplete one.
  if (STEP_STATES.some((step) => args.snapshot.matches(step))) {
    expect(args.context.currentStep).toBeLessThanOrEqual(firstIncompleteStep(args.context));
  }
}

/** The last event of these types on the path. */
const lastOf = ({ events }: StateCheckArgs<typeof checkoutMachine>, types: string[]) =>
  events.filter((e) => types.includes(e.type)).at(-1)!;

const lastLabel = ({ labels }: StateCheckArgs<typeof checkoutMachine>) => labels.at(-1) ?? '';

/** After a failed request the shopper is told, and its message is kept (product §8 cartAjaxError). */
function afterFailure(args: StateCheckArgs<typeof checkoutMachine>, actor: string, message: string) {
  if (lastLabel(args).startsWith(`error: ${actor}`)) {
    expect(args.context.cartAjaxError).toBe(message);
    expect(args.actions.reportRequestError).toHaveBeenCalled();
  }
}

const model: PathModelConfig<typeof checkoutMachine> = {
  inputs: { 'goods in the cart': { certificateOnly: false, paymentFailed: false } },
  events: F.EVENTS,
  // The cart the page shows has a model of its own below: the cart last seen, kept to tell a change, would multiply
  // every state of this one.
  withoutEvents: ['checkout.cart.seen'],
  actors: {
    loadCheckout: { done: [F.FRESH, F.RETURNING_CUSTOMER, F.NO_PAYMENTS], error: [TIMEOUT] },
    saveArea: { done: [F.MOSCOW, F.OTHER_CITY], error: [TIMEOUT] },
    saveShipping: { done: [F.AT_POINT], error: [REFUSED] },
    savePayment: { done: [F.ON_RECEIPT], error: [TIMEOUT] },
    saveContact: { done: [F.CONTACT_SAVED], error: [TIMEOUT] },
    placeOrder: { done: [F.COD_ORDER, F.CARD_ORDER], error: [STOCK, TOTAL_CHANGED] },
    fetchCardPayment: { done: [F.CARD_FORM, F.CARD_REFUSED], error: [TIMEOUT] },
    confirmPayment: { done: [F.COD_CONFIRMED], error: [TIMEOUT] },
  },
  states: {
    loading: (args) => {
      common(args);
      expect(args.context.server).toBeNull();
      // One request now, and one for each failed one before (retry, or a refresh after the failure).
      expect(args.invoked.loadCheckout).toHaveLength(args.count('error: loadCheckout') + 1);
    },
    initError: (args) => {
      common(args);
      expect(args.context.initializeError).toBe(TIMEOUT.message);
      expect(args.context.server).toBeNull();
    },
    refreshing: (args) => {
      common(args);
      expect(args.context.server).not.toBeNull();
      expect(args.invoked.loadCheckout.length).toBeGreaterThan(1);
      const refusedAsOutdated = (label: string) =>
        label.startsWith('error: placeOrder') && label.includes(TOTAL_CHANGED.message);
      const outdated = refusedAsOutdated(lastLabel(args));
      expect(
        args.happened('checkout.refresh') ||
          args.happened('checkout.retry') ||
          args.labels.some(refusedAsOutdated) ||
          cartChanged(args),
      ).toBe(true);
      if (outdated) {
        // Back to the cart, reloaded: the shopper is told the new total and the page brings the cart into view.
        expect(args.context.outdatedOrder).toBe(TOTAL_CHANGED.message);
        expect(args.actions.returnToCart).toHaveBeenCalled();
        expect(args.actions.reportRequestError).toHaveBeenCalled();
      }
    },
    'zone.idle': (args) => {
      common(args);
      expect(args.context.currentStep).toBe(1);
      afterFailure(args, 'saveArea', TIMEOUT.message);
    },
    'zone.saving': (args) => {
      common(args);
      // The choice goes to the server as made; the context keeps the server's truth until it answers.
      const chosen = lastOf(args, ['checkout.zone.choose', 'checkout.region.choose']) as {
        type: string;
        area?: string;
      };
      expect(args.invoked.saveArea.at(-1)).toEqual(
        chosen.type === 'checkout.region.choose'
          ? { area: 'another', region_zone_id: 2780 }
          : { area: chosen.area, region_zone_id: null },
      );
    },
    'method.idle': (args) => {
      common(args);
      expect(args.context.currentStep).toBe(2);
      afterFailure(args, 'saveShipping', REFUSED.message);
      // Closing the point list without a point: 'Вы не выбрали пункт выдачи'.
      if (lastLabel(args) === 'checkout.picker.close') {
        expect(args.context.alert).toBe(args.context.pickupPoint ? null : PICKUP_NOT_CHOSEN);
      }
    },
    'method.picking': (args) => {
      common(args);
      expect(args.context.currentStep).toBe(2);
      expect(args.context.alert).toBeNull();
    },
    'method.saving': (args) => {
      common(args);
      // A pickup point goes with its point (product §4: choosing a point sets that method).
      const chosen = lastOf(args, ['checkout.method.choose', 'checkout.point.choose']) as {
        type: string;
        code?: string;
      };
      expect(args.invoked.saveShipping.at(-1)).toEqual(
        chosen.type === 'checkout.point.choose'
          ? { shipping_method: 'cdek.cdek', pickup_point_id: F.POINT.id }
          : { shipping_method: chosen.code },
      );
    },
    'payment.unavailable': (args) => {
      common(args);
      // product §8 'Ошибка загрузки способов оплаты': no method came.
      expect(offeredPaymentMethods(args.context)).toEqual([]);
      expect(args.context.currentStep).toBe(3);
    },
    'payment.idle': (args) => {
      common(args);
      expect(args.context.currentStep).toBe(3);
      expect(offeredPaymentMethods(args.context).length).toBeGreaterThan(0);
      afterFailure(args, 'savePayment', TIMEOUT.message);
      // product §4: the bank refused (error flag) or could not be reached: back to step 3, payment method cleared.
      if (lastLabel(args).includes('fetchCardPayment')) {
        expect(args.context.paymentCode).toBeNull();
        expect(args.context.cartAjaxError).toBe(
          lastLabel(args).startsWith('done') ? F.CARD_REFUSED.message : TIMEOUT.message,
        );
        expect(args.actions.submitPaymentForm).not.toHaveBeenCalled();
      }
    },
    'payment.saving': (args) => {
      common(args);
      const chosen = lastOf(args, ['checkout.payment.choose']) as { code?: string };
      expect(args.invoked.savePayment.at(-1)).toEqual({ payment_method: chosen.code });
    },
    'contact.editing': (args) => {
      common(args);
      expect(args.context.currentStep).toBe(4);
      const last = lastLabel(args);
      if (last === 'checkout.contact.next') {
        // product §5: a malformed e-mail alerts 'Некорректно введен E-mail!'; otherwise what is missing.
        const email = args.context.contact.email.trim();
        if (email && email !== F.CONTACT.email) expect(args.context.alert).toBe(MESSAGES.CHECKOUT_EMAIL_ALERT);
        else expect(args.context.alert).toMatch(/^Не указан/);
      }
      if (last.startsWith('checkout.contact.blur') && args.context.contact.email === 'anna@') {
        expect(args.context.emailError).toBe(MESSAGES.CHECKOUT_EMAIL_INLINE);
      }
      if (last === 'checkout.confirm') {
        // product §5: the step-5 alerts, back at step 4.
        expect(args.context.alert).toMatch(/^Не указан/);
      }
      if (last.startsWith('error: saveContact')) expect(args.context.cartAjaxError).toBe(TIMEOUT.message);
    },
    'contact.autosaving.typing': (args) => {
      common(args);
      expect(args.context.currentStep).toBe(4);
      // What was typed up to the blur is sent.
      const sent = args.invoked.saveContact.at(-1) as Record<string, string>;
      if (args.events.at(-1)?.type === 'checkout.contact.blur')
        expect(sent.email).toBe(args.context.contact.email.trim());
      expect(Object.keys(sent)).toEqual(['firstname', 'lastname', 'email', 'telephone', 'address_1']);
    },
    'contact.autosaving.nextQueued': (args) => {
      common(args);
      expect(args.context.currentStep).toBe(4);
      // «Далее» came after the blur that started the running save, and sent nothing of its own yet.
      const { labels } = args;
      const next = labels.lastIndexOf('checkout.contact.next');
      const blur = labels.findLastIndex((label) => label.startsWith('checkout.contact.blur'));
      expect(next).toBeGreaterThan(blur);
      expect(args.context.alert).toBeNull();
    },
    'contact.submitting': (args) => {
      common(args);
      expect(args.invoked.saveContact.at(-1)).toEqual(F.CONTACT);
    },
    'confirm.idle': (args) => {
      common(args);
      expect(args.context.currentStep).toBe(5);
      expect(firstIncompleteStep(args.context)).toBe(5);
      afterFailure(args, 'placeOrder', STOCK.message);
      afterFailure(args, 'confirmPayment', TIMEOUT.message);
      if (lastLabel(args).startsWith('error: confirmPayment')) expect(args.context.orderId).toBeNull();
    },
    'confirm.placing': (args) => {
      common(args);
      // Only with both consents (the example confirm carries them), the comment and the idempotency key.
      // …and the total step 5 showed (the server's 4 500 ₽), so the server can refuse a changed one.
      expect(args.invoked.placeOrder.at(-1)).toEqual({ checkout_key: 'k-1', comment: 'Позвоните за час', total: 4500 });
      expect(args.context.outdatedOrder).toBeNull();
      expect(firstIncompleteStep(args.context)).toBe(5);
    },
    'confirm.fetchingCardForm': (args) => {
      common(args);
      expect(args.context.orderId).toBe(F.CARD_ORDER.order_id);
      expect(args.invoked.fetchCardPayment.length).toBeGreaterThan(0);
    },
    'confirm.confirmingPayment': (args) => {
      common(args);
      expect(args.context.orderId).toBe(F.COD_ORDER.order_id);
      expect(args.invoked.confirmPayment.at(-1)).toEqual({ code: F.COD_ORDER.payment_code });
    },
    redirecting: (args) => {
      common(args);
      // The page posts the bank's form: once, with the fields the server gave.
      expect(args.actions.submitPaymentForm).toHaveBeenCalledTimes(1);
      expect(args.context.modulBankData).toEqual(F.CARD_FORM);
      expect(args.snapshot.status).toBe('done');
    },
    placed: (args) => {
      common(args);
      expect(args.actions.goToSuccess).toHaveBeenCalledTimes(1);
      expect(args.actions.submitPaymentForm).not.toHaveBeenCalled();
      expect(args.snapshot.status).toBe('done');
    },
  },
};

await describePathTests(checkoutMachine, model);

// The cart changing under the checkout (another tab, the cart's own buttons above the steps) while the shopper goes
// through the first steps: a change reloads the checkout at once when it waits for the shopper, after the running
// request otherwise; the same cart seen again reloads nothing.
await describePathTests(checkoutMachine, {
  ...model,
  title: 'the cart changing under it',
  withoutEvents: [],
  onlyEvents: ['checkout.cart.seen', 'checkout.zone.choose', 'checkout.region.choose', 'checkout.contact.change'],
});
