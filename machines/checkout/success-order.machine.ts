import { assign, setup } from 'xstate';
import type { SuccessReply } from '../../src/domain/checkout-state';
import { PAYMENT_CODE } from '../../src/domain/constants';
import { notProvided } from '../not-provided';

/**
 * The success page's order (product §2 "Success page", §4): the session's last order as the server confirms it.
 *
 * 'Заказ оплачен.' only when the server says the order is paid (the bank's callback came, or the server asked the
 * bank about the transaction in the address), whatever the address holds. A card order the server does not know as
 * paid yet may be paid a moment later: the bank's callback can come after the shopper is back. The page then says
 * 'Проверяем оплату…' and asks again every 2 s, 5 times (10 s), before it says 'Проблемы с оплатой'.
 */

export const PAYMENT_CHECK = {
  /** Between two questions to the server. */
  INTERVAL_MS: 2000,
  /** Questions after the first answer, before the page gives up waiting. */
  ATTEMPTS: 5,
} as const;

export interface SuccessOrderContext {
  /** The server's last answer about the order; null until the first one (or when none could be had). */
  reply: SuccessReply | null;
  /** How many times the page has asked again while the payment was being checked. */
  checks: number;
}

// The guards run in `deciding`, which only an answer leads to: the reply is never null there (`reply !== null` is the
// type's due, not a case).
// Stryker disable next-line ConditionalExpression: see above
const isPaid = (reply: SuccessReply | null) => reply !== null && reply.transaction_id !== null;
const awaitsCard = (reply: SuccessReply | null) =>
  // Stryker disable next-line ConditionalExpression: see above
  reply !== null && reply.payment_code === PAYMENT_CODE.BANK_CARD && !isPaid(reply);

export const successOrderMachine = setup({
  types: {
    context: {} as SuccessOrderContext,
    // Tags: what the page shows while the order or its payment is being asked about.
    tags: {} as 'loading' | 'checkingPayment',
  },
  actors: {
    /** The session's last order (checkout/success/successJson, or only its id when that fails). */
    loadOrder: notProvided<SuccessReply>('loadOrder'),
  },
  actions: {
    storeReply: assign((_, reply: SuccessReply) => ({ reply })),
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    /** The order emptied the cart on the server: the page reloads the cart (and the checkout under it). */
    refreshCart: () => {},
  },
  guards: {
    paid: ({ context }) => isPaid(context.reply),
    awaitsCard: ({ context }) => awaitsCard(context.reply),
    mayCheckAgain: ({ context }) => awaitsCard(context.reply) && context.checks < PAYMENT_CHECK.ATTEMPTS,
  },
  delays: {
    checkInterval: PAYMENT_CHECK.INTERVAL_MS,
  },
}).createMachine({
  id: 'successOrder',
  context: { reply: null, checks: 0 },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadOrder',
        onDone: {
          target: 'deciding',
          actions: [{ type: 'storeReply', params: ({ event }) => event.output }, 'refreshCart'],
        },
        // Neither the order nor its id came: the page shows what the address says (the order number).
        onError: 'unconfirmed',
      },
    },
    deciding: {
      always: [
        { guard: 'paid', target: 'paid' },
        { guard: 'mayCheckAgain', target: 'checkingPayment' },
        { guard: 'awaitsCard', target: 'paymentProblem' },
        { target: 'accepted' },
      ],
    },
    /** 'Проверяем оплату…': a late callback may still mark the order paid. */
    checkingPayment: {
      tags: ['checkingPayment'],
      initial: 'waiting',
      states: {
        waiting: { after: { checkInterval: 'asking' } },
        asking: {
          entry: 'countCheck',
          invoke: {
            src: 'loadOrder',
            onDone: {
              target: '#successOrder.deciding',
              actions: { type: 'storeReply', params: ({ event }) => event.output },
            },
            // A failed question is one attempt less; the last answer stands.
            onError: '#successOrder.deciding',
          },
        },
      },
    },
    /** 'Заказ оплачен.' */
    paid: { type: 'final' },
    /** A card order still unpaid after the checks: 'Проблемы с оплатой'. */
    paymentProblem: { type: 'final' },
    /** Any other order (on receipt, paid by a certificate): 'Заказ передаётся на сборку.' */
    accepted: { type: 'final' },
    unconfirmed: { type: 'final' },
  },
});
