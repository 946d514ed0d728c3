import {
  type CheckoutContext,
  type CheckoutInput,
  cartAsksForRefresh,
  firstIncompleteStep,
  initialContext,
  isContactSaved,
  isStepReachable,
  mergeServerState,
  messageOf,
  offeredPaymentMethods,
  offeredShippingMethods,
  sameTotals,
  settleTouched,
  stepToOpen,
} from '../../machines/checkout/checkout-context';
import { checkoutMachine, PICKUP_NOT_CHOSEN } from '../../machines/checkout/checkout.machine';
import {
  fieldsToFix,
  isContactBusy,
  openStepOf,
  STEP_STATES,
  stepStatuses,
} from '../../machines/checkout/checkout-view';
import type { CheckoutState } from '../../src/domain/checkout-state';
import { MESSAGES } from '../../src/domain/validation';
import * as F from './checkout-fixtures';
import { startScenario } from './harness/scenario';

// The checkout's examples (product §2–§5, §8): where a given sequence of events must lead, what the context then
// holds and what went out, written from the product's rules. The generated paths (checkout.paths.test.ts) follow
// the machine as it is and check what holds wherever it goes; these pin down each guard, target and failure branch,
// so that a changed one is caught (npm run test:mutation:checkout).

describe('checkout examples: the cart it is shown', () => {
  const GOODS = { certificateOnly: false, total: 4900, countItems: 2, totals: F.goodsTotals(4900) };
  const start = () => startScenario(checkoutMachine, { input: { certificateOnly: false, paymentFailed: false } });

  it('reloads when the cart, loaded after the checkout started, turns out to hold the certificate', async () => {
    const run = await start();
    await run.done('loadCheckout', F.FRESH);
    expect(run.value).toEqual({ zone: 'idle' });
    await run.send({
      type: 'checkout.cart.seen',
      cart: { certificateOnly: true, total: 3000, countItems: 1, totals: F.goodsTotals(3000) },
    });
    expect(run.value).toBe('refreshing');
    expect(run.context.certificateOnly).toBe(true);
    expect(run.invoked.loadCheckout).toHaveLength(2);
  });

  it('reloads nothing for the cart it started with, nor for the same cart seen again', async () => {
    const run = await start();
    await run.done('loadCheckout', F.FRESH);
    await run.send({ type: 'checkout.cart.seen', cart: GOODS });
    await run.send({ type: 'checkout.cart.seen', cart: { ...GOODS } });
    expect(run.value).toEqual({ zone: 'idle' });
    expect(run.invoked.loadCheckout).toHaveLength(1);
  });

  it('reloads at once for a changed total or item count while it waits for the shopper', async () => {
    for (const change of [{ total: 6100, totals: F.goodsTotals(6100) }, { countItems: 3 }]) {
      const run = await start();
      await run.done('loadCheckout', F.FRESH);
      await run.send({ type: 'checkout.cart.seen', cart: GOODS });
      await run.send({ type: 'checkout.cart.seen', cart: { ...GOODS, ...change } });
      expect(run.value).toBe('refreshing');
      expect(run.invoked.loadCheckout).toHaveLength(2);
      run.stop();
    }
  });

  it('has the cart reloaded when a reply brings totals the cart does not show, and takes the cart back quietly', async () => {
    const goods = F.goodsTotals(4900);
    const run = await start();
    await run.done('loadCheckout', { ...F.FRESH, total: 4900, totals: goods });
    await run.send({ type: 'checkout.cart.seen', cart: GOODS });
    await run.send({ type: 'checkout.zone.choose', area: 'msk.inside-mkad' });
    await run.done('saveArea', { ...F.MOSCOW, total: 4900, totals: goods });
    expect(run.actions.reloadCart).not.toHaveBeenCalled();
    // The courier (free from 4000 ₽: the total stays) joins the totals: the cart above the steps is asked for again.
    await run.send({ type: 'checkout.method.choose', code: 'flat.flat' });
    const withCourier = [goods[0], { code: 'shipping', title: 'Курьером', value: 0 }, goods[1]];
    const courier = { ...F.MOSCOW.shipping_method, code: 'flat.flat' as const };
    const rows = withCourier.map((row) => ({ ...row, text: `${row.value}` }));
    await run.done('saveShipping', {
      ...F.MOSCOW,
      shipping_method: courier,
      checkout_current_step: 3,
      total: 4900,
      totals: rows,
    });
    expect(run.actions.reloadCart).toHaveBeenCalledTimes(1);
    // The cart comes back with the checkout's own totals: nothing to reload.
    await run.send({ type: 'checkout.cart.seen', cart: { ...GOODS, totals: withCourier } });
    expect(run.value).toEqual({ payment: 'idle' });
    expect(run.invoked.loadCheckout).toHaveLength(1);
    expect(run.actions.reloadCart).toHaveBeenCalledTimes(1);
    // Totals that are not the checkout's are a change of the cart.
    await run.send({ type: 'checkout.cart.seen', cart: { ...GOODS, total: 9000, totals: F.goodsTotals(9000) } });
    expect(run.value).toBe('refreshing');
  });

  it('tells a free courier from free self-pickup, though both cost 0 ₽', () => {
    const free = (title: string) => [{ code: 'shipping', title, value: 0 }];
    expect(sameTotals(free('Курьером'), free('Самовывоз'))).toBe(false);
    expect(sameTotals(free('Курьером'), free('Курьером'))).toBe(true);
    expect(sameTotals(F.goodsTotals(4900), F.goodsTotals(4901))).toBe(false);
    expect(sameTotals(F.goodsTotals(4900), F.goodsTotals(4900).slice(1))).toBe(false);
  });

  it('reloads after the running save when the cart changes during it', async () => {
    const run = await start();
    await run.done('loadCheckout', F.FRESH);
    await run.send({ type: 'checkout.cart.seen', cart: GOODS });
    await run.send({ type: 'checkout.zone.choose', area: 'msk.inside-mkad' });
    await run.send({ type: 'checkout.cart.seen', cart: { ...GOODS, total: 6100, totals: F.goodsTotals(6100) } });
    expect(run.value).toEqual({ zone: 'saving' });
    expect(run.context.refreshQueued).toBe(true);
    expect(run.invoked.loadCheckout).toHaveLength(1);
    await run.done('saveArea', F.MOSCOW);
    expect(run.value).toBe('refreshing');
    expect(run.invoked.loadCheckout).toHaveLength(2);
  });
});

// Step 5 and the guards around it, one boundary at a time (product §4, §5): what the generated paths reach
// whichever way a guard is written, these pin down.
describe('checkout examples: step 5 and the guards before it', () => {
  const start = () => startScenario(checkoutMachine, { input: { certificateOnly: false, paymentFailed: false } });
  const confirm = (agreePrivacy: boolean, agreeRules: boolean, comment = '  Позвоните за час  ') =>
    ({ type: 'checkout.confirm', comment, agreePrivacy, agreeRules }) as const;
  const outdated = Object.assign(new Error('Сумма заказа изменилась: теперь 4 900 ₽.'), { status: 409 });

  it('places the order only with both consents, sending the key, the trimmed comment and the total shown', async () => {
    for (const [privacy, rules] of [
      [true, false],
      [false, true],
      [false, false],
    ] as const) {
      const run = await start();
      await run.done('loadCheckout', F.CONTACT_SAVED);
      await run.send(confirm(privacy, rules));
      expect(run.value, `${privacy}/${rules}`).toEqual({ confirm: 'idle' });
      expect(run.invoked.placeOrder).toHaveLength(0);
      run.stop();
    }
    const run = await start();
    await run.done('loadCheckout', F.CONTACT_SAVED);
    await run.send(confirm(true, true));
    expect(run.value).toEqual({ confirm: 'placing' });
    expect(run.invoked.placeOrder).toEqual([{ checkout_key: 'k-1', comment: 'Позвоните за час', total: 4500 }]);
  });

  it('a 409 (the order no longer matches) goes back to the cart reloaded; another failure stays at step 5', async () => {
    const run = await start();
    await run.done('loadCheckout', F.CONTACT_SAVED);
    await run.send(confirm(true, true));
    await run.fail('placeOrder', outdated);
    expect(run.value).toBe('refreshing');
    expect(run.context.outdatedOrder).toBe('Сумма заказа изменилась: теперь 4 900 ₽.');
    expect(run.actions.returnToCart).toHaveBeenCalledTimes(1);

    const other = await start();
    await other.done('loadCheckout', F.CONTACT_SAVED);
    await other.send(confirm(true, true));
    await other.fail('placeOrder', Object.assign(new Error('Ошибка сервера'), { status: 500 }));
    expect(other.value).toEqual({ confirm: 'idle' });
    expect(other.context.outdatedOrder).toBeNull();
    expect(other.actions.returnToCart).not.toHaveBeenCalled();
    expect(other.actions.reportRequestError).toHaveBeenCalledWith(expect.anything(), 'Ошибка сервера');
    // A plain failure without a status is not an outdated order either.
    await other.send(confirm(true, true));
    await other.fail('placeOrder', 'оборвалось');
    expect(other.value).toEqual({ confirm: 'idle' });
  });

  it('«Далее» at step 4: a malformed e-mail is named before missing fields; a complete contact is saved', async () => {
    const run = await start();
    await run.done('loadCheckout', F.ON_RECEIPT);
    expect(run.value).toEqual({ contact: 'editing' });
    await run.send({ type: 'checkout.contact.change', values: { email: 'anna@' } });
    await run.send({ type: 'checkout.contact.next' });
    expect(run.context.alert).toBe('Некорректно введен E-mail!');
    expect(run.invoked.saveContact).toHaveLength(0);
    await run.send({ type: 'checkout.contact.change', values: { email: '' } });
    await run.send({ type: 'checkout.contact.next' });
    expect(run.context.alert).not.toBe('Некорректно введен E-mail!');
    expect(run.context.alert).not.toBeNull();
    expect(run.invoked.saveContact).toHaveLength(0);
  });

  it('opens an earlier step on request, never one beyond the first incomplete step', async () => {
    const fresh = await start();
    await fresh.done('loadCheckout', F.FRESH);
    await fresh.send({ type: 'checkout.step.open', step: 3 });
    expect(fresh.value).toEqual({ zone: 'idle' });

    const done = await start();
    await done.done('loadCheckout', F.CONTACT_SAVED);
    await done.send({ type: 'checkout.step.open', step: 2 });
    expect(done.value).toEqual({ method: 'idle' });
    expect(done.context.currentStep).toBe(2);
  });

  it('step 2: the pickup point opens the list without a request; a courier is saved at once', async () => {
    const run = await start();
    await run.done('loadCheckout', F.MOSCOW);
    await run.send({ type: 'checkout.method.choose', code: 'cdek.cdek' });
    expect(run.value).toEqual({ method: 'picking' });
    expect(run.invoked.saveShipping).toHaveLength(0);
    await run.send({ type: 'checkout.picker.close' });
    await run.send({ type: 'checkout.method.choose', code: 'flat.flat' });
    expect(run.value).toEqual({ method: 'saving' });
    expect(run.invoked.saveShipping).toEqual([{ shipping_method: 'flat.flat' }]);
  });
});

// The stepper as the shopper reads it (product §2 "Checkout steps"), written out for a few moments of one checkout.
describe('checkout examples: the stepper', () => {
  it('shows one open step, the steps before it complete, those after locked; none open while it loads', async () => {
    const run = await startScenario(checkoutMachine, { input: { certificateOnly: false, paymentFailed: false } });
    expect(openStepOf(run.snapshot())).toBeNull();
    expect(stepStatuses(run.snapshot())).toEqual(['open', 'locked', 'locked', 'locked', 'locked']);
    await run.done('loadCheckout', F.ON_RECEIPT);
    expect(openStepOf(run.snapshot())).toBe(4);
    expect(stepStatuses(run.snapshot())).toEqual(['complete', 'complete', 'complete', 'open', 'locked']);
    await run.send({ type: 'checkout.step.open', step: 1 });
    expect(openStepOf(run.snapshot())).toBe(1);
    expect(stepStatuses(run.snapshot()).slice(0, 3)).toEqual(['open', 'complete', 'complete']);
  });

  it('skips the delivery steps of a certificate cart', async () => {
    const run = await startScenario(checkoutMachine, { input: { certificateOnly: true, paymentFailed: false } });
    await run.done('loadCheckout', { ...F.FRESH, checkout_current_step: 3 });
    expect(openStepOf(run.snapshot())).toBe(3);
    expect(stepStatuses(run.snapshot())).toEqual(['skipped', 'skipped', 'open', 'locked', 'locked']);
  });
});

const GOODS_CART: CheckoutInput = { certificateOnly: false, paymentFailed: false };
const CERTIFICATE_CART: CheckoutInput = { certificateOnly: true, paymentFailed: false };
const TIMEOUT = new Error('Сервер не ответил вовремя. Попробуйте ещё раз.');
const REFUSED = new Error('Способ доставки недоступен для выбранного города');
const BY_CARD: CheckoutState = {
  ...F.CONTACT_SAVED,
  payment_method: { ...F.CONTACT_SAVED.payment_method, code: 'modulbank' },
};
const CONFIRM = { type: 'checkout.confirm', comment: '', agreePrivacy: true, agreeRules: true } as const;

/** The context after the server's reply `state` reached a checkout started with `input`. */
function replied(state: CheckoutState, input: CheckoutInput = GOODS_CART): CheckoutContext {
  const context = initialContext(input);
  return { ...context, ...mergeServerState(context, state) };
}

describe('checkout rules: what the steps offer and what a reply leaves of what was typed', () => {
  it('starts at step 1 with every contact field empty', () => {
    const context = initialContext(GOODS_CART);
    expect(context.currentStep).toBe(1);
    expect(context.contact).toEqual({ firstname: '', lastname: '', email: '', telephone: '', address_1: '' });
  });

  it('offers the delivery methods of the chosen area only, as the server priced them', () => {
    const codes = (context: CheckoutContext) => offeredShippingMethods(context).map((m) => m.code);
    expect(offeredShippingMethods(initialContext(GOODS_CART))).toEqual([]);
    expect(offeredShippingMethods(replied(F.FRESH))).toEqual([]);
    expect(offeredShippingMethods({ ...initialContext(GOODS_CART), areaType: 'msk.inside-mkad' })).toEqual([]);
    const moscow = replied(F.MOSCOW);
    expect(offeredShippingMethods(moscow)).toEqual(F.MOSCOW.shipping_method.shipping_methods);
    expect(codes({ ...moscow, areaType: 'spb.inside-kad' })).toEqual(['cdek.cdek', 'flat.flat']);
    expect(codes({ ...moscow, areaType: 'another' })).toEqual(['cdek.cdek']);
  });

  it("offers the payment methods in the server's order; a certificate cart pays by card only", () => {
    const reversed: CheckoutState = {
      ...F.AT_POINT,
      payment_method: {
        code: null,
        payment_methods: [
          { code: 'cod', title: 'Оплата при получении', sort_order: 2 },
          { code: 'modulbank', title: 'Банковской картой онлайн', sort_order: 1 },
        ],
      },
    };
    expect(offeredPaymentMethods(replied(reversed)).map((m) => m.code)).toEqual(['modulbank', 'cod']);
    expect(offeredPaymentMethods(replied(reversed, CERTIFICATE_CART)).map((m) => m.code)).toEqual(['modulbank']);
    expect(offeredPaymentMethods(initialContext(GOODS_CART))).toEqual([]);
  });

  it("tells the shopper a failure's own message, or that the request failed", () => {
    expect(messageOf(REFUSED)).toBe('Способ доставки недоступен для выбранного города');
    expect(messageOf(new Error(''))).toBe('Не удалось выполнить запрос');
    expect(messageOf('оборвалось')).toBe('Не удалось выполнить запрос');
  });

  it("fills the contact from the saved address, else from the customer's profile; the phone as digits", () => {
    expect(replied(F.RETURNING_CUSTOMER).contact).toEqual({ ...F.CONTACT, telephone: '' });
    const saved: CheckoutState = {
      ...F.RETURNING_CUSTOMER,
      shipping_address: { ...F.CONTACT_SAVED.shipping_address, firstname: 'Мария', telephone: '+7 (912) 000-11-22' },
    };
    expect(replied(saved).contact).toEqual({ ...F.CONTACT, firstname: 'Мария', telephone: '79120001122' });
    // Nothing on the server or in a profile: the contact keeps what it had.
    const had = { ...initialContext(GOODS_CART), contact: { ...F.CONTACT } };
    expect(mergeServerState(had, F.FRESH).contact).toEqual(F.CONTACT);
  });

  it('keeps a typed field as typed; after a save, only fields the server does not hold as typed stay protected', () => {
    const typing: CheckoutContext = {
      ...initialContext(GOODS_CART),
      contact: { ...F.CONTACT, firstname: ' Анна ', email: 'anna@exa' },
      touched: ['firstname', 'email'],
    };
    const merged = mergeServerState(typing, F.CONTACT_SAVED);
    expect(merged.contact).toEqual({ ...F.CONTACT, firstname: ' Анна ', email: 'anna@exa' });
    expect(settleTouched(typing, F.CONTACT_SAVED)).toEqual(['email']);
  });

  it('counts step 4 done when the server holds a complete contact, or says step 5 itself', () => {
    expect(isContactSaved(initialContext(GOODS_CART))).toBe(false);
    expect(isContactSaved(replied(F.ON_RECEIPT))).toBe(false);
    expect(isContactSaved(replied(F.CONTACT_SAVED))).toBe(true);
    const courierNoStreet: CheckoutState = {
      ...F.CONTACT_SAVED,
      shipping_method: { ...F.CONTACT_SAVED.shipping_method, code: 'flat.flat', pickup_point: null },
      shipping_address: { ...F.CONTACT_SAVED.shipping_address, address_1: '' },
    };
    expect(isContactSaved(replied(courierNoStreet))).toBe(false);
    expect(firstIncompleteStep(replied(F.ON_RECEIPT))).toBe(4);
    expect(firstIncompleteStep(replied(F.CONTACT_SAVED))).toBe(5);
    expect(firstIncompleteStep(replied({ ...F.CONTACT_SAVED, checkout_current_step: 4 }))).toBe(5);
    // The server says step 5 though the profile has no phone: step 5's check will send the shopper back (§5).
    expect(firstIncompleteStep(replied(F.RETURNING_CUSTOMER))).toBe(5);
  });

  it("opens a wanted step between the cart's first step and the first incomplete one", () => {
    const atContact = replied(F.ON_RECEIPT);
    expect([0, 1, 2, 4, 5].map((step) => stepToOpen(atContact, step))).toEqual([1, 1, 2, 4, 4]);
    expect([0, 1, 4, 5].map((step) => isStepReachable(atContact, step))).toEqual([false, true, true, false]);
    const certificate = replied({ ...F.FRESH, checkout_current_step: 3 }, CERTIFICATE_CART);
    expect(stepToOpen(certificate, 1)).toBe(3);
    expect([2, 3, 4].map((step) => isStepReachable(certificate, step))).toEqual([false, true, false]);
  });

  it('reloads for a cart whose certificate flag changed, though its total and items did not', () => {
    const cart = { certificateOnly: false, total: 3000, countItems: 1, totals: F.goodsTotals(3000) };
    const seen = { ...initialContext(GOODS_CART), cartSeen: cart };
    expect(cartAsksForRefresh(seen, { ...cart, certificateOnly: true })).toBe(true);
    expect(cartAsksForRefresh(seen, { ...cart })).toBe(false);
  });
});

describe('checkout examples: failures, and the steps waiting for the shopper', () => {
  const start = (input: CheckoutInput = GOODS_CART) => startScenario(checkoutMachine, { input });

  it('the first load failing shows its error until a retry loads the checkout', async () => {
    const run = await start();
    await run.fail('loadCheckout', TIMEOUT);
    expect(run.value).toBe('initError');
    expect(run.context.initializeError).toBe(TIMEOUT.message);
    await run.send({ type: 'checkout.retry' });
    await run.done('loadCheckout', F.FRESH);
    expect(run.value).toEqual({ zone: 'idle' });
    expect(run.context.initializeError).toBeNull();
  });

  it('a failed refresh is reported and opens the first step the cart now allows', async () => {
    const run = await start();
    await run.done('loadCheckout', F.FRESH);
    // The cart turns out to hold the certificate: its checkout starts at step 3.
    await run.send({
      type: 'checkout.cart.seen',
      cart: { certificateOnly: true, total: 3000, countItems: 1, totals: [] },
    });
    await run.fail('loadCheckout', TIMEOUT);
    expect(run.value).toEqual({ payment: 'idle' });
    expect(run.context.currentStep).toBe(3);
    expect(run.context.cartAjaxError).toBe(TIMEOUT.message);
    expect(run.actions.reportRequestError).toHaveBeenCalledWith(expect.anything(), TIMEOUT.message);
  });

  it('step 1: a region only for another city; a refused save stays at step 1 with the message', async () => {
    const run = await start();
    await run.done('loadCheckout', F.FRESH);
    await run.send({ type: 'checkout.region.choose', zoneId: 2780 });
    expect(run.value).toEqual({ zone: 'idle' });
    expect(run.invoked.saveArea).toHaveLength(0);
    await run.send({ type: 'checkout.zone.choose', area: 'another' });
    await run.done('saveArea', F.OTHER_CITY);
    expect(run.value).toEqual({ zone: 'idle' });
    await run.send({ type: 'checkout.region.choose', zoneId: 2780 });
    expect(run.invoked.saveArea).toEqual([
      { area: 'another', region_zone_id: null },
      { area: 'another', region_zone_id: 2780 },
    ]);
    await run.fail('saveArea', REFUSED);
    expect(run.value).toEqual({ zone: 'idle' });
    expect(run.context.cartAjaxError).toBe(REFUSED.message);
    expect(run.actions.reportRequestError).toHaveBeenCalledWith(expect.anything(), REFUSED.message);
    await run.send({ type: 'checkout.zone.choose', area: 'msk.inside-mkad' });
    await run.done('saveArea', F.MOSCOW);
    expect(run.value).toEqual({ method: 'idle' });
  });

  it('step 2: closing the list asks for a point unless one was chosen; a failed save stays at step 2', async () => {
    const run = await start();
    await run.done('loadCheckout', F.MOSCOW);
    await run.send({ type: 'checkout.method.choose', code: 'cdek.cdek' });
    await run.send({ type: 'checkout.picker.close' });
    expect(run.value).toEqual({ method: 'idle' });
    expect(run.context.alert).toBe(PICKUP_NOT_CHOSEN);
    await run.send({ type: 'checkout.method.choose', code: 'cdek.cdek' });
    await run.send({ type: 'checkout.point.choose', point: F.POINT });
    expect(run.invoked.saveShipping).toEqual([{ shipping_method: 'cdek.cdek', pickup_point_id: 'MSK12' }]);
    await run.fail('saveShipping', REFUSED);
    expect(run.value).toEqual({ method: 'idle' });
    expect(run.context.cartAjaxError).toBe(REFUSED.message);
    expect(run.actions.reportRequestError).toHaveBeenCalledWith(expect.anything(), REFUSED.message);

    const chosen = await start();
    await chosen.done('loadCheckout', F.AT_POINT);
    await chosen.send({ type: 'checkout.step.open', step: 2 });
    await chosen.send({ type: 'checkout.method.choose', code: 'cdek.cdek' });
    await chosen.send({ type: 'checkout.picker.close' });
    expect(chosen.value).toEqual({ method: 'idle' });
    expect(chosen.context.alert).toBeNull();
  });

  it('step 2: a refresh asked for during a save runs after it', async () => {
    const run = await start();
    await run.done('loadCheckout', F.MOSCOW);
    await run.send({ type: 'checkout.method.choose', code: 'flat.flat' });
    await run.send({ type: 'checkout.refresh' });
    expect(run.value).toEqual({ method: 'saving' });
    await run.done('saveShipping', F.AT_POINT);
    expect(run.value).toBe('refreshing');
    expect(run.invoked.loadCheckout).toHaveLength(2);
  });

  it('step 3: only a method offered is taken, and choosing one forgets the failed card payment', async () => {
    const run = await start({ certificateOnly: false, paymentFailed: true });
    await run.done('loadCheckout', F.AT_POINT);
    await run.send({ type: 'checkout.payment.choose', code: 'sbp' });
    expect(run.value).toEqual({ payment: 'idle' });
    expect(run.context.paymentFailed).toBe(true);
    await run.send({ type: 'checkout.payment.choose', code: 'cod' });
    expect(run.value).toEqual({ payment: 'saving' });
    expect(run.context.paymentFailed).toBe(false);
    expect(run.invoked.savePayment).toEqual([{ payment_method: 'cod' }]);
    await run.fail('savePayment', TIMEOUT);
    expect(run.value).toEqual({ payment: 'idle' });
    expect(run.actions.reportRequestError).toHaveBeenCalledWith(expect.anything(), TIMEOUT.message);

    const certificate = await start(CERTIFICATE_CART);
    await certificate.done('loadCheckout', { ...F.FRESH, checkout_current_step: 3 });
    await certificate.send({ type: 'checkout.payment.choose', code: 'cod' });
    expect(certificate.invoked.savePayment).toHaveLength(0);
  });

  it('step 3 without payment methods: a retry or a refresh reloads, an earlier step opens', async () => {
    for (const again of [{ type: 'checkout.retry' }, { type: 'checkout.refresh' }] as const) {
      const run = await start();
      await run.done('loadCheckout', F.NO_PAYMENTS);
      expect(run.value).toEqual({ payment: 'unavailable' });
      await run.send(again);
      expect(run.value).toBe('refreshing');
      run.stop();
    }
    const run = await start();
    await run.done('loadCheckout', F.NO_PAYMENTS);
    await run.send({ type: 'checkout.step.open', step: 1 });
    expect(run.value).toEqual({ zone: 'idle' });
  });

  it('every step waiting for the shopper reopens an earlier step and takes a refresh at once', async () => {
    for (const step of [1, 2, 3, 4, 5]) {
      const run = await start();
      await run.done('loadCheckout', F.CONTACT_SAVED);
      await run.send({ type: 'checkout.step.open', step });
      expect(run.value).toEqual({ [STEP_STATES[step - 1]]: step === 4 ? 'editing' : 'idle' });
      if (step > 1) {
        await run.send({ type: 'checkout.step.open', step: step - 1 });
        expect(run.context.currentStep, `from step ${step}`).toBe(step - 1);
        expect(Object.keys(run.value), `from step ${step}`).toEqual([STEP_STATES[step - 2]]);
        await run.send({ type: 'checkout.step.open', step });
      }
      await run.send({ type: 'checkout.refresh' });
      expect(run.value, `refresh at step ${step}`).toBe('refreshing');
      expect(run.invoked.loadCheckout).toHaveLength(2);
      run.stop();
    }
  });

  it('step 4: leaving a field saves in the background only what differs from the saved contact', async () => {
    const run = await start();
    await run.done('loadCheckout', F.CONTACT_SAVED);
    await run.send({ type: 'checkout.step.open', step: 4 });
    await run.send({ type: 'checkout.contact.blur', field: 'email' });
    expect(run.value).toEqual({ contact: 'editing' });
    expect(run.invoked.saveContact).toHaveLength(0);
    await run.send({ type: 'checkout.contact.change', values: { firstname: ' Мария ' } });
    await run.send({ type: 'checkout.contact.blur', field: 'firstname' });
    expect(run.value).toEqual({ contact: { autosaving: 'typing' } });
    expect(run.invoked.saveContact).toEqual([{ ...F.CONTACT, firstname: 'Мария' }]);
    // «Далее» during the save still checks the e-mail first.
    await run.send({ type: 'checkout.contact.change', values: { email: 'anna@' } });
    await run.send({ type: 'checkout.contact.next' });
    expect(run.context.alert).toBe(MESSAGES.CHECKOUT_EMAIL_ALERT);
    expect(run.value).toEqual({ contact: { autosaving: 'typing' } });
  });

  it('step 4: «Далее» during a background save waits for it, so the full contact reaches the server last', async () => {
    const run = await start();
    await run.done('loadCheckout', F.ON_RECEIPT);
    await run.send({ type: 'checkout.contact.change', values: { firstname: 'Анна' } });
    await run.send({ type: 'checkout.contact.blur', field: 'firstname' });
    expect(run.value).toEqual({ contact: { autosaving: 'typing' } });
    const partial = { ...F.ON_RECEIPT.shipping_address, firstname: 'Анна' };
    const { firstname: _, ...rest } = F.CONTACT;
    await run.send({ type: 'checkout.contact.change', values: rest });
    await run.send({ type: 'checkout.contact.next' });
    // A second save now could reach the server before the first one and be overwritten by its older contact.
    expect(run.value).toEqual({ contact: { autosaving: 'nextQueued' } });
    expect(run.invoked.saveContact).toHaveLength(1);
    expect(isContactBusy(run.snapshot())).toBe(true);
    await run.done('saveContact', { ...F.ON_RECEIPT, shipping_address: partial });
    expect(run.value).toEqual({ contact: 'submitting' });
    expect(run.invoked.saveContact).toEqual([
      { ...F.CONTACT, firstname: 'Анна', lastname: '', email: '', telephone: '', address_1: '' },
      F.CONTACT,
    ]);
    await run.done('saveContact', F.CONTACT_SAVED);
    expect(run.value).toEqual({ confirm: 'idle' });
  });

  it('step 4: a queued «Далее» whose background save fails reports it and keeps what was typed', async () => {
    const run = await start();
    await run.done('loadCheckout', F.ON_RECEIPT);
    await run.send({ type: 'checkout.contact.change', values: F.CONTACT });
    await run.send({ type: 'checkout.contact.blur', field: 'telephone' });
    await run.send({ type: 'checkout.contact.next' });
    await run.fail('saveContact', TIMEOUT);
    expect(run.value).toEqual({ contact: 'editing' });
    expect(run.context.contact).toEqual(F.CONTACT);
    expect(run.context.cartAjaxError).toBe(TIMEOUT.message);
    expect(run.actions.reportRequestError).toHaveBeenCalledWith(expect.anything(), TIMEOUT.message);
    expect(run.invoked.saveContact).toHaveLength(1);
    // A failed save while only typing is kept quiet (the shopper has not asked for anything yet).
    const quiet = await start();
    await quiet.done('loadCheckout', F.ON_RECEIPT);
    await quiet.send({ type: 'checkout.contact.change', values: { firstname: 'Анна' } });
    await quiet.send({ type: 'checkout.contact.blur', field: 'firstname' });
    await quiet.fail('saveContact', TIMEOUT);
    expect(quiet.value).toEqual({ contact: 'editing' });
    expect(quiet.actions.reportRequestError).not.toHaveBeenCalled();
  });

  it("step 4: a refused «Далее» names the fields to correct, in the form's order, until the shopper types", async () => {
    const run = await start();
    await run.done('loadCheckout', {
      ...F.ON_RECEIPT,
      shipping_method: { ...F.MOSCOW.shipping_method, code: 'flat.flat' },
    });
    expect(fieldsToFix(run.snapshot())).toEqual([]);
    await run.send({ type: 'checkout.contact.change', values: { firstname: 'Анна', email: 'anna@', telephone: '7' } });
    await run.send({ type: 'checkout.contact.next' });
    expect(fieldsToFix(run.snapshot())).toEqual(['lastname', 'email', 'telephone', 'address_1']);
    await run.send({ type: 'checkout.contact.change', values: { lastname: 'Иванова' } });
    expect(fieldsToFix(run.snapshot())).toEqual([]);
    // Step 5's check sends the shopper back to step 4 with its alert: those fields too.
    const back = await start();
    await back.done('loadCheckout', F.RETURNING_CUSTOMER);
    await back.send(CONFIRM);
    expect(back.value).toEqual({ contact: 'editing' });
    expect(fieldsToFix(back.snapshot())).toEqual(['telephone']);
    await back.send({ type: 'checkout.step.open', step: 3 });
    expect(fieldsToFix(back.snapshot())).toEqual([]);
  });

  it('step 5: confirming again after a 409 forgets the outdated message', async () => {
    const run = await start();
    await run.done('loadCheckout', F.CONTACT_SAVED);
    await run.send(CONFIRM);
    await run.fail('placeOrder', Object.assign(new Error('Сумма заказа изменилась'), { status: 409 }));
    await run.done('loadCheckout', F.CONTACT_SAVED);
    expect(run.context.outdatedOrder).toBe('Сумма заказа изменилась');
    await run.send(CONFIRM);
    expect(run.value).toEqual({ confirm: 'placing' });
    expect(run.context.outdatedOrder).toBeNull();
  });

  it('a card order the bank refuses, or whose form fails to come, returns to step 3 with the message', async () => {
    for (const [outcome, message] of [
      ['refused', F.CARD_REFUSED.message],
      ['failed', TIMEOUT.message],
    ] as const) {
      const run = await start();
      await run.done('loadCheckout', BY_CARD);
      await run.send(CONFIRM);
      await run.done('placeOrder', F.CARD_ORDER);
      expect(run.value).toEqual({ confirm: 'fetchingCardForm' });
      expect(run.context.orderId).toBe(42);
      if (outcome === 'refused') await run.done('fetchCardPayment', F.CARD_REFUSED);
      else await run.fail('fetchCardPayment', TIMEOUT);
      expect(run.value, outcome).toEqual({ payment: 'idle' });
      expect(run.context).toMatchObject({ paymentCode: null, orderId: null, currentStep: 3, cartAjaxError: message });
      expect(run.actions.reportRequestError).toHaveBeenCalledWith(expect.anything(), message);
      expect(run.actions.submitPaymentForm).not.toHaveBeenCalled();
      run.stop();
    }
  });

  it('an order paid on receipt: a failed confirmation stays at step 5; confirming again goes to the success page', async () => {
    const run = await start();
    await run.done('loadCheckout', F.CONTACT_SAVED);
    await run.send(CONFIRM);
    await run.done('placeOrder', F.COD_ORDER);
    expect(run.invoked.confirmPayment).toEqual([{ code: 'cod' }]);
    await run.fail('confirmPayment', TIMEOUT);
    expect(run.value).toEqual({ confirm: 'idle' });
    expect(run.context).toMatchObject({ orderId: null, orderPaymentCode: null, cartAjaxError: TIMEOUT.message });
    expect(run.actions.reportRequestError).toHaveBeenCalledWith(expect.anything(), TIMEOUT.message);
    await run.send(CONFIRM);
    await run.done('placeOrder', F.COD_ORDER);
    await run.done('confirmPayment', F.COD_CONFIRMED);
    expect(run.snapshot().status).toBe('done');
    expect(run.actions.goToSuccess).toHaveBeenCalledWith(expect.anything(), F.COD_CONFIRMED);
    // The stepper then shows step 5 open with its outcome, every step before it complete.
    expect(openStepOf(run.snapshot())).toBeNull();
    expect(stepStatuses(run.snapshot())).toEqual(['complete', 'complete', 'complete', 'complete', 'open']);
  });
});
