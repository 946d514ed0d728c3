import { assertEvent, assign, enqueueActions, raise, setup, stateIn } from 'xstate';
import type {
  CardPaymentReply,
  CheckoutState,
  ConfirmReply,
  PaymentConfirmReply,
  PickupPoint,
} from '../../src/domain/checkout-state';
import { AREA_TYPE, PAYMENT_CODE, SHIPPING_CODE } from '../../src/domain/constants';
import { type AreaType, needsStreetAddress, type ShippingCode } from '../../src/domain/delivery-options';
import {
  checkoutEmailAlert,
  checkoutEmailInlineError,
  type CheckoutContact,
  finalSubmitProblems,
} from '../../src/domain/validation';
import {
  cartAsksForRefresh,
  cartBehindCheckout,
  type CartSeen,
  type CheckoutContext,
  type CheckoutInput,
  type ContactField,
  CONTACT_FIELDS,
  firstIncompleteStep,
  initialContext,
  isContactComplete,
  isStepReachable,
  mergeServerState,
  settleTouched,
  messageOf,
  offeredPaymentMethods,
  stepToOpen,
} from './checkout-context';
import { notProvided } from '../not-provided';
import { failure, output } from '../params';

/**
 * The five-step checkout under the cart (product §2 "Checkout steps", §3 checkout state, §4 checkout step rules and
 * order confirmation, §5 step 4/5 rules and the certificate, §8): 1 delivery zone, 2 delivery method, 3 payment
 * method, 4 address and contact, 5 comment, consents and 'Перейти к оплате'.
 *
 * The server keeps the checkout (per session) and is the truth for every choice: a choice is sent at once, and after
 * each reply the first step not done yet opens (`routing`; the reply's checkout_current_step counts the steps done,
 * and a 5 there lets step 5 open so its check can name what is missing). The shopper may reopen any complete step
 * ('Изменить'); later steps stay disabled until the earlier ones are complete. A certificate-only cart starts at 3.
 * Late data: the contact fields the shopper typed are never overwritten by a reply that arrives afterwards
 * (`touched`), and a refresh asked for while a request runs (login, a cart change) waits for its answer.
 * Confirmation: the order is placed (the idempotent checkout_key); a card order fetches the bank's form and the page
 * posts it (an error flag returns to step 3 with the payment cleared); other methods confirm and go to /success.
 */

export type { CheckoutContext, CheckoutInput } from './checkout-context';

export type CheckoutEvent =
  | { type: 'checkout.retry' }
  /** Load the checkout again: after login/logout or a cart change (with the cart's certificate flag when known). */
  | { type: 'checkout.refresh'; certificateOnly?: boolean }
  /** The cart as the page shows it, sent whenever it loads or changes; a change reloads the checkout. */
  | { type: 'checkout.cart.seen'; cart: CartSeen }
  | { type: 'checkout.step.open'; step: number }
  | { type: 'checkout.zone.choose'; area: AreaType }
  | { type: 'checkout.region.choose'; zoneId: number }
  | { type: 'checkout.method.choose'; code: ShippingCode }
  | { type: 'checkout.point.choose'; point: PickupPoint }
  | { type: 'checkout.picker.close' }
  | { type: 'checkout.payment.choose'; code: string }
  | { type: 'checkout.contact.change'; values: Partial<CheckoutContact> }
  | { type: 'checkout.contact.blur'; field: ContactField }
  | { type: 'checkout.contact.next' }
  /** 'Перейти к оплате', with the comment and the two consents of step 5 (product §5). */
  | { type: 'checkout.confirm'; comment: string; agreePrivacy: boolean; agreeRules: boolean };

export const PICKUP_NOT_CHOSEN = 'Вы не выбрали пункт выдачи';

/** The bank's refusal message of a card-payment reply (only a refused reply reaches returnToPayment this way). */
const refusalOf = (reply: CardPaymentReply): string => (reply.error ? reply.message : '');
/** The message of an invoked actor's failure, as the shopper is told it. */
const failureMessage = ({ event }: { event: { error: unknown } }): string => messageOf(event.error);
/** The cart's certificate flag a refresh may carry (a queued refresh taken after a reply carries none). */
const certificateFlagOf = (event: CheckoutEvent) =>
  event.type === 'checkout.refresh' ? event.certificateOnly : undefined;

/** The contact as the server stores it (trimmed; the phone as digits). */
const contactPayload = (context: CheckoutContext): CheckoutContact => ({
  firstname: context.contact.firstname.trim(),
  lastname: context.contact.lastname.trim(),
  email: context.contact.email.trim(),
  telephone: context.contact.telephone,
  address_1: context.contact.address_1.trim(),
});

const problemsOf = (context: CheckoutContext) =>
  finalSubmitProblems(context.contact, needsStreetAddress(context.shippingCode));

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    // A step waiting for the shopper (no request running): the stepper lets steps be reopened only then.
    tags: {} as 'editable',
  },
  actors: {
    loadCheckout: notProvided<CheckoutState>('loadCheckout'),
    saveArea: notProvided<CheckoutState, { area: AreaType; region_zone_id: number | null }>('saveArea'),
    saveShipping: notProvided<CheckoutState, { shipping_method: ShippingCode; pickup_point_id?: string }>(
      'saveShipping',
    ),
    savePayment: notProvided<CheckoutState, { payment_method: string }>('savePayment'),
    saveContact: notProvided<CheckoutState, CheckoutContact>('saveContact'),
    placeOrder: notProvided<ConfirmReply, { checkout_key: string; comment: string; total: number }>('placeOrder'),
    fetchCardPayment: notProvided<CardPaymentReply>('fetchCardPayment'),
    confirmPayment: notProvided<PaymentConfirmReply, { code: string }>('confirmPayment'),
  },
  actions: {
    applyServerState: assign(({ context }, state: CheckoutState) => mergeServerState(context, state)),
    /** A save made while the shopper types (on blur) keeps step 4 open (product §4: editing a contact sets step 4). */
    applyBackgroundSave: assign(({ context }, state: CheckoutState) => {
      return { ...mergeServerState(context, state), touched: settleTouched(context, state), currentStep: 4 };
    }),
    /** The contact is saved: the server holds what was typed. */
    applyContactSaved: assign(({ context }, state: CheckoutState) => {
      return { ...mergeServerState(context, state), touched: settleTouched(context, state) };
    }),
    openWantedStep: assign({ currentStep: ({ context }) => stepToOpen(context, context.currentStep) }),
    storeInitializeError: assign((_, error: unknown) => ({ initializeError: messageOf(error) })),
    clearInitializeError: assign({ initializeError: null }),
    storeRequestError: assign((_, error: unknown) => ({ cartAjaxError: messageOf(error) })),
    queueRefresh: assign(({ context, event }) => ({
      refreshQueued: true,
      certificateOnly: certificateFlagOf(event) ?? context.certificateOnly,
    })),
    /** On a refresh event, or when a queued refresh is taken after a reply (then the flag came with the queue). */
    takeRefresh: assign(({ context, event }) => ({
      refreshQueued: false,
      certificateOnly: certificateFlagOf(event) ?? context.certificateOnly,
    })),
    noteCart: assign(({ event }) => {
      assertEvent(event, 'checkout.cart.seen');
      return { cartSeen: event.cart };
    }),
    /** The reload goes through checkout.refresh, so each state takes or queues it as it takes any refresh. */
    refreshForCart: raise(({ event }) => {
      assertEvent(event, 'checkout.cart.seen');
      return { type: 'checkout.refresh' as const, certificateOnly: event.cart.certificateOnly };
    }),
    clearAlert: assign({ alert: null, emailError: null }),
    setStep: assign(({ event }) => {
      assertEvent(event, 'checkout.step.open');
      return { currentStep: event.step };
    }),
    alertPickupNotChosen: assign({ alert: PICKUP_NOT_CHOSEN }),
    forgetPaymentFailure: assign({ paymentFailed: false }),
    changeContact: assign(({ context, event }) => {
      assertEvent(event, 'checkout.contact.change');
      const { values } = event;
      const fields = Object.keys(values) as ContactField[];
      return {
        contact: { ...context.contact, ...values },
        touched: CONTACT_FIELDS.filter((field) => context.touched.includes(field) || fields.includes(field)),
        emailError: fields.includes('email') ? null : context.emailError,
        alert: null,
      };
    }),
    checkEmailOnBlur: assign(({ context, event }) => {
      assertEvent(event, 'checkout.contact.blur');
      if (event.field !== 'email' || context.contact.email.trim() === '') return {};
      return { emailError: checkoutEmailInlineError(context.contact.email) };
    }),
    alertEmail: assign({ alert: ({ context }) => checkoutEmailAlert(context.contact.email) }),
    /** The queued «Далее», taken again in `editing` (checked there against the contact as it now reads). */
    raiseNext: raise({ type: 'checkout.contact.next' as const }),
    alertMissingContact: assign({ alert: ({ context }) => problemsOf(context).join('\n') }),
    /** product §5: the step-5 alerts, and back to step 4. */
    returnToContact: assign({ alert: ({ context }) => problemsOf(context).join('\n'), currentStep: 4 }),
    forgetOrder: assign({ orderId: null, orderPaymentCode: null }),
    storeOutdatedOrder: assign((_, error: unknown) => ({ outdatedOrder: messageOf(error) })),
    forgetOutdatedOrder: assign({ outdatedOrder: null }),
    /** The page brings the shopper back to the cart, reloaded with the new prices and total. */
    returnToCart: () => {},
    storeOrder: assign((_, reply: ConfirmReply) => ({
      orderId: reply.order_id,
      orderPaymentCode: reply.payment_code,
      cartAjaxError: null,
    })),
    storeCardForm: assign((_, reply: CardPaymentReply) => ({
      modulBankData: reply.error ? null : { action: reply.action, fields: reply.fields },
    })),
    /** product §4: an error flag stops the payment, returns to step 3 and clears the payment method. */
    returnToPayment: assign((_, message: string) => ({
      paymentCode: null,
      currentStep: 3,
      cartAjaxError: message,
      modulBankData: null,
      orderId: null,
      orderPaymentCode: null,
    })),
    /** The page posts the hidden form of the bank's fields. */
    submitPaymentForm: () => {},
    /** The page goes to the success page the server named. */
    goToSuccess: (_, _reply: PaymentConfirmReply) => {},
    /** The page reloads the shop's cart (its total now includes the delivery the checkout chose). */
    reloadCart: () => {},
    /** The page tells the shopper that a request failed. */
    reportRequestError: (_, _message: string) => {},
  },
  guards: {
    refreshQueued: ({ context }) => context.refreshQueued,
    nextQueued: stateIn({ contact: { autosaving: 'nextQueued' } }),
    cartBehind: ({ context }) => cartBehindCheckout(context),
    cartChanged: ({ context, event }) => {
      assertEvent(event, 'checkout.cart.seen');
      return cartAsksForRefresh(context, event.cart);
    },
    isOpenStep: ({ context }, params: { step: number }) => context.currentStep === params.step,
    stepReachable: ({ context, event }) => {
      assertEvent(event, 'checkout.step.open');
      return isStepReachable(context, event.step);
    },
    isPickupPoint: ({ event }) => {
      assertEvent(event, 'checkout.method.choose');
      return event.code === SHIPPING_CODE.PICKUP_POINT;
    },
    hasPickupPoint: ({ context }) => context.pickupPoint !== null,
    areaIsOther: ({ context }) => context.areaType === AREA_TYPE.OTHER,
    noPaymentMethods: ({ context }) => offeredPaymentMethods(context).length === 0,
    /** Only a method the server offers (a certificate cart: the card only, product §5). */
    paymentOffered: ({ context, event }) => {
      assertEvent(event, 'checkout.payment.choose');
      return offeredPaymentMethods(context).some((m) => m.code === event.code);
    },
    contactUnsaved: ({ context }) => {
      const sent = contactPayload(context);
      return CONTACT_FIELDS.some((field) => (context.server?.shipping_address[field] ?? '') !== sent[field]);
    },
    emailMalformed: ({ context }) =>
      context.contact.email.trim() !== '' && checkoutEmailAlert(context.contact.email) !== null,
    contactIncomplete: ({ context }) => !isContactComplete(context),
    contactProblems: ({ context }) => problemsOf(context).length > 0,
    /** Both consents given (they govern the button, product §5) and every step before is complete. */
    consentsGiven: ({ context, event }) => {
      assertEvent(event, 'checkout.confirm');
      const { agreePrivacy, agreeRules } = event;
      return agreePrivacy && agreeRules && firstIncompleteStep(context) === 5;
    },
    isCardOrder: (_, reply: ConfirmReply) => reply.payment_code === PAYMENT_CODE.BANK_CARD,
    /** 409: the order no longer matches what step 5 showed (total, prices, stock, the certificate's balance). */
    orderOutdated: (_, error: unknown) =>
      typeof error === 'object' && error !== null && 'status' in error && error.status === 409,
    cardPaymentRefused: (_, reply: CardPaymentReply) => reply.error === true,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  on: {
    'checkout.cart.seen': [{ guard: 'cartChanged', actions: ['refreshForCart', 'noteCart'] }, { actions: 'noteCart' }],
  },
  states: {
    loading: {
      // A refresh asked for while a request runs waits for its answer (the idle steps take it at once).
      on: { 'checkout.refresh': { actions: 'queueRefresh' } },
      invoke: {
        src: 'loadCheckout',
        onDone: { target: 'routing', actions: ['clearInitializeError', { type: 'applyServerState', params: output }] },
        onError: { target: 'initError', actions: { type: 'storeInitializeError', params: failure } },
      },
    },
    initError: {
      on: {
        'checkout.retry': 'loading',
        'checkout.refresh': { target: 'loading', actions: 'takeRefresh' },
      },
    },
    /** Loading the checkout again; the open step stays on screen and the shopper may go on typing. */
    refreshing: {
      on: { 'checkout.contact.change': { actions: 'changeContact' }, 'checkout.refresh': { actions: 'queueRefresh' } },
      invoke: {
        src: 'loadCheckout',
        onDone: { target: 'routing', actions: { type: 'applyServerState', params: output } },
        onError: {
          target: 'routing',
          actions: [
            { type: 'storeRequestError', params: failure },
            { type: 'reportRequestError', params: failureMessage },
          ],
        },
      },
    },
    /** Opens the step the server asked for (or the shopper), or the first incomplete one before it. */
    routing: {
      entry: [
        'openWantedStep',
        enqueueActions(({ check, enqueue }) => {
          if (check('cartBehind')) enqueue('reloadCart');
        }),
      ],
      always: [
        { guard: 'refreshQueued', target: 'refreshing', actions: 'takeRefresh' },
        { guard: { type: 'isOpenStep', params: { step: 1 } }, target: 'zone' },
        { guard: { type: 'isOpenStep', params: { step: 2 } }, target: 'method' },
        { guard: { type: 'isOpenStep', params: { step: 3 } }, target: 'payment' },
        { guard: { type: 'isOpenStep', params: { step: 4 } }, target: 'contact' },
        { target: 'confirm' },
      ],
    },
    /** Step 1: Moscow, St Petersburg, or another city with its region. */
    zone: {
      initial: 'idle',
      states: {
        idle: {
          tags: ['editable'],
          on: {
            'checkout.zone.choose': 'saving',
            'checkout.region.choose': { guard: 'areaIsOther', target: 'saving' },
            'checkout.step.open': { guard: 'stepReachable', target: '#checkout.routing', actions: 'setStep' },
            'checkout.refresh': { target: '#checkout.refreshing', actions: 'takeRefresh' },
          },
        },
        saving: {
          on: { 'checkout.refresh': { actions: 'queueRefresh' } },
          invoke: {
            src: 'saveArea',
            input: ({ event }) => {
              assertEvent(event, ['checkout.region.choose', 'checkout.zone.choose']);
              return event.type === 'checkout.region.choose'
                ? { area: AREA_TYPE.OTHER, region_zone_id: event.zoneId }
                : { area: event.area, region_zone_id: null };
            },
            onDone: { target: '#checkout.routing', actions: { type: 'applyServerState', params: output } },
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeRequestError', params: failure },
                { type: 'reportRequestError', params: failureMessage },
              ],
            },
          },
        },
      },
    },
    /** Step 2: pickup point (with its list), courier, self-pickup. */
    method: {
      initial: 'idle',
      exit: 'clearAlert',
      states: {
        idle: {
          tags: ['editable'],
          on: {
            'checkout.method.choose': [{ guard: 'isPickupPoint', target: 'picking' }, { target: 'saving' }],
            'checkout.step.open': { guard: 'stepReachable', target: '#checkout.routing', actions: 'setStep' },
            'checkout.refresh': { target: '#checkout.refreshing', actions: 'takeRefresh' },
          },
        },
        /** 'Выберите точку выдачи': the list of pickup points is open. */
        picking: {
          entry: 'clearAlert',
          on: {
            'checkout.point.choose': 'saving',
            'checkout.picker.close': [
              { guard: 'hasPickupPoint', target: 'idle' },
              { target: 'idle', actions: 'alertPickupNotChosen' },
            ],
            'checkout.refresh': { target: '#checkout.refreshing', actions: 'takeRefresh' },
          },
        },
        saving: {
          on: { 'checkout.refresh': { actions: 'queueRefresh' } },
          invoke: {
            src: 'saveShipping',
            input: ({ event }) => {
              assertEvent(event, ['checkout.point.choose', 'checkout.method.choose']);
              return event.type === 'checkout.point.choose'
                ? { shipping_method: SHIPPING_CODE.PICKUP_POINT, pickup_point_id: event.point.id }
                : { shipping_method: event.code };
            },
            onDone: { target: '#checkout.routing', actions: { type: 'applyServerState', params: output } },
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeRequestError', params: failure },
                { type: 'reportRequestError', params: failureMessage },
              ],
            },
          },
        },
      },
    },
    /** Step 3: the methods the server offers ('Ошибка загрузки способов оплаты' when there are none). */
    payment: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'noPaymentMethods', target: 'unavailable' }, { target: 'idle' }],
        },
        unavailable: {
          tags: ['editable'],
          on: {
            'checkout.retry': '#checkout.refreshing',
            'checkout.step.open': { guard: 'stepReachable', target: '#checkout.routing', actions: 'setStep' },
            'checkout.refresh': { target: '#checkout.refreshing', actions: 'takeRefresh' },
          },
        },
        idle: {
          tags: ['editable'],
          on: {
            'checkout.payment.choose': { guard: 'paymentOffered', target: 'saving', actions: 'forgetPaymentFailure' },
            'checkout.step.open': { guard: 'stepReachable', target: '#checkout.routing', actions: 'setStep' },
            'checkout.refresh': { target: '#checkout.refreshing', actions: 'takeRefresh' },
          },
        },
        saving: {
          on: { 'checkout.refresh': { actions: 'queueRefresh' } },
          invoke: {
            src: 'savePayment',
            input: ({ event }) => {
              assertEvent(event, 'checkout.payment.choose');
              return { payment_method: event.code };
            },
            onDone: { target: '#checkout.routing', actions: { type: 'applyServerState', params: output } },
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeRequestError', params: failure },
                { type: 'reportRequestError', params: failureMessage },
              ],
            },
          },
        },
      },
    },
    /** Step 4: names, e-mail, phone, and the street address for a courier. */
    contact: {
      initial: 'editing',
      exit: 'clearAlert',
      states: {
        editing: {
          tags: ['editable'],
          on: {
            'checkout.contact.change': { actions: 'changeContact' },
            'checkout.contact.blur': [
              { guard: 'contactUnsaved', target: 'autosaving', actions: 'checkEmailOnBlur' },
              { actions: 'checkEmailOnBlur' },
            ],
            'checkout.contact.next': [
              { guard: 'emailMalformed', actions: 'alertEmail' },
              { guard: 'contactIncomplete', actions: 'alertMissingContact' },
              { target: 'submitting' },
            ],
            'checkout.step.open': { guard: 'stepReachable', target: '#checkout.routing', actions: 'setStep' },
            'checkout.refresh': { target: '#checkout.refreshing', actions: 'takeRefresh' },
          },
        },
        /**
         * Saving what was typed so far (on blur) while the shopper goes on typing. «Далее» meanwhile waits for this
         * save's answer before the contact is sent again: two saves running at once may reach the server in either
         * order, and the older, partial contact landing last would undo the step.
         */
        autosaving: {
          initial: 'typing',
          invoke: {
            src: 'saveContact',
            input: ({ context }) => contactPayload(context),
            onDone: [
              {
                guard: 'nextQueued',
                target: 'editing',
                actions: [{ type: 'applyBackgroundSave', params: output }, 'raiseNext'],
              },
              { target: 'editing', actions: { type: 'applyBackgroundSave', params: output } },
            ],
            onError: [
              {
                guard: 'nextQueued',
                target: 'editing',
                actions: [
                  { type: 'storeRequestError', params: failure },
                  { type: 'reportRequestError', params: failureMessage },
                ],
              },
              { target: 'editing', actions: { type: 'storeRequestError', params: failure } },
            ],
          },
          on: {
            'checkout.contact.change': { actions: 'changeContact' },
            'checkout.refresh': { actions: 'queueRefresh' },
          },
          states: {
            typing: {
              on: {
                'checkout.contact.next': [
                  { guard: 'emailMalformed', actions: 'alertEmail' },
                  { guard: 'contactIncomplete', actions: 'alertMissingContact' },
                  { target: 'nextQueued' },
                ],
              },
            },
            /** «Далее» is taken: once the save answers, the contact is checked and sent as it then reads. */
            nextQueued: {},
          },
        },
        submitting: {
          on: { 'checkout.refresh': { actions: 'queueRefresh' } },
          invoke: {
            src: 'saveContact',
            input: ({ context }) => contactPayload(context),
            onDone: { target: '#checkout.routing', actions: { type: 'applyContactSaved', params: output } },
            onError: {
              target: 'editing',
              actions: [
                { type: 'storeRequestError', params: failure },
                { type: 'reportRequestError', params: failureMessage },
              ],
            },
          },
        },
      },
    },
    /** Step 5: comment, the two consents, 'Перейти к оплате'. */
    confirm: {
      initial: 'idle',
      states: {
        idle: {
          tags: ['editable'],
          on: {
            'checkout.confirm': [
              { guard: 'contactProblems', target: '#checkout.contact', actions: 'returnToContact' },
              { guard: 'consentsGiven', target: 'placing', actions: 'forgetOutdatedOrder' },
            ],
            'checkout.step.open': { guard: 'stepReachable', target: '#checkout.routing', actions: 'setStep' },
            'checkout.refresh': { target: '#checkout.refreshing', actions: 'takeRefresh' },
          },
        },
        placing: {
          invoke: {
            src: 'placeOrder',
            input: ({ context, event }) => {
              assertEvent(event, 'checkout.confirm');
              return {
                checkout_key: context.server?.checkout_key ?? '',
                comment: event.comment.trim(),
                // The total step 5 showed: the server places nothing if its own total differs.
                total: context.server?.total ?? 0,
              };
            },
            onDone: [
              {
                guard: { type: 'isCardOrder', params: output },
                target: 'fetchingCardForm',
                actions: { type: 'storeOrder', params: output },
              },
              { target: 'confirmingPayment', actions: { type: 'storeOrder', params: output } },
            ],
            onError: [
              // Back to the cart, reloaded, with the server's message and the new total; then confirm again.
              {
                guard: { type: 'orderOutdated', params: failure },
                target: '#checkout.refreshing',
                actions: [
                  { type: 'storeOutdatedOrder', params: failure },
                  'returnToCart',
                  { type: 'reportRequestError', params: failureMessage },
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'storeRequestError', params: failure },
                  { type: 'reportRequestError', params: failureMessage },
                ],
              },
            ],
          },
        },
        fetchingCardForm: {
          invoke: {
            src: 'fetchCardPayment',
            onDone: [
              {
                guard: { type: 'cardPaymentRefused', params: output },
                target: '#checkout.payment',
                actions: [
                  { type: 'returnToPayment', params: ({ event }) => refusalOf(event.output) },
                  { type: 'reportRequestError', params: ({ event }) => refusalOf(event.output) },
                ],
              },
              {
                target: '#checkout.redirecting',
                actions: [{ type: 'storeCardForm', params: output }, 'submitPaymentForm'],
              },
            ],
            onError: {
              target: '#checkout.payment',
              actions: [
                { type: 'returnToPayment', params: ({ event }) => messageOf(event.error) },
                { type: 'reportRequestError', params: failureMessage },
              ],
            },
          },
        },
        confirmingPayment: {
          invoke: {
            src: 'confirmPayment',
            input: ({ context }) => ({ code: context.orderPaymentCode ?? '' }),
            onDone: { target: '#checkout.placed', actions: { type: 'goToSuccess', params: output } },
            // Sending 'Перейти к оплате' again places nothing new (the same checkout_key) and confirms once more.
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeRequestError', params: failure },
                'forgetOrder',
                { type: 'reportRequestError', params: failureMessage },
              ],
            },
          },
        },
      },
    },
    /** The bank's payment page is loading (the form was posted). */
    redirecting: { type: 'final' },
    /** The order is placed: on to the success page. */
    placed: { type: 'final' },
  },
});
