import { PAYMENT_CHECK, successOrderMachine } from '../../machines/checkout/success-order.machine';
import type { SuccessReply } from '../../src/domain/checkout-state';
import { describePathTests, type StateCheckArgs } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the success page's order (product §2 "Success page", §4): the session's last order as the server
// confirms it; a card order not yet known as paid is asked about again every 2 s, 5 times, before 'Проблемы с
// оплатой'; 'Заказ оплачен.' only on the server's word.

const CARD_WAITING: SuccessReply = {
  order_id: 42,
  payment_code: 'modulbank',
  status_id: 2,
  status_name: 'Ожидает оплаты',
  transaction_id: null,
  products: [{ name: 'Пилинг миндальный 30%', model: 'bt1001', quantity: 2, total: 4180, options: [] }],
  totals: [{ code: 'total', title: 'Итого', value: 4180 }],
};
const CARD_PAID: SuccessReply = { ...CARD_WAITING, status_id: 3, status_name: 'Оплачен', transaction_id: 'tx-1' };
const ON_RECEIPT: SuccessReply = {
  ...CARD_WAITING,
  order_id: 41,
  payment_code: 'cod',
  status_id: 1,
  status_name: 'Новый',
};
const UNREACHABLE = new Error('Network Error');

type Args = StateCheckArgs<typeof successOrderMachine>;

/** The cart is reloaded once, after the first answer (the order emptied it on the server), and never otherwise. */
function cartReloadedOnce({ actions, happened }: Args) {
  expect(actions.refreshCart).toHaveBeenCalledTimes(happened('done: loadOrder') ? 1 : 0);
}

/** One question at first, then one per check. */
function askedOncePerCheck({ context, invoked }: Args) {
  expect(invoked.loadOrder).toHaveLength(1 + context.checks);
}

await describePathTests(successOrderMachine, {
  actors: { loadOrder: { done: [CARD_WAITING, CARD_PAID, ON_RECEIPT], error: [UNREACHABLE] } },
  states: {
    loading: (args) => {
      expect(args.context).toEqual({ reply: null, checks: 0 });
      expect(args.snapshot.hasTag('loading')).toBe(true);
      askedOncePerCheck(args);
    },
    'checkingPayment.waiting': (args) => {
      expect(args.context.reply).toEqual(CARD_WAITING);
      expect(args.context.checks).toBeLessThan(PAYMENT_CHECK.ATTEMPTS);
      expect(args.count('after 2 s')).toBe(args.context.checks);
      expect(args.snapshot.hasTag('checkingPayment')).toBe(true);
      askedOncePerCheck(args);
      cartReloadedOnce(args);
    },
    'checkingPayment.asking': (args) => {
      expect(args.context.reply).toEqual(CARD_WAITING);
      expect(args.context.checks).toBeGreaterThan(0);
      expect(args.context.checks).toBeLessThanOrEqual(PAYMENT_CHECK.ATTEMPTS);
      expect(args.snapshot.hasTag('checkingPayment')).toBe(true);
      askedOncePerCheck(args);
      cartReloadedOnce(args);
    },
    paid: (args) => {
      expect(args.context.reply).toEqual(CARD_PAID);
      expect(args.snapshot.status).toBe('done');
      askedOncePerCheck(args);
      cartReloadedOnce(args);
    },
    paymentProblem: (args) => {
      // Only after every check, the last answer still a card order waiting for its payment.
      expect(args.context.reply).toEqual(CARD_WAITING);
      expect(args.context.checks).toBe(PAYMENT_CHECK.ATTEMPTS);
      expect(args.count('after 2 s')).toBe(PAYMENT_CHECK.ATTEMPTS);
      expect(args.snapshot.status).toBe('done');
      askedOncePerCheck(args);
      cartReloadedOnce(args);
    },
    accepted: (args) => {
      // The last answer: an order paid otherwise than by card.
      expect(args.context.reply).toEqual(ON_RECEIPT);
      expect(args.snapshot.status).toBe('done');
      askedOncePerCheck(args);
      cartReloadedOnce(args);
    },
    unconfirmed: (args) => {
      expect(args.context).toEqual({ reply: null, checks: 0 });
      expect(args.labels).toEqual(['error: loadOrder (Error: Network Error)']);
      expect(args.snapshot.status).toBe('done');
      cartReloadedOnce(args);
    },
  },
});

describe('success order examples', () => {
  it('a card order paid by a late callback: «Проверяем оплату…» until the server says it is paid', async () => {
    const run = await startScenario(successOrderMachine);
    await run.done('loadOrder', CARD_WAITING);
    expect(run.value).toEqual({ checkingPayment: 'waiting' });
    await run.wait(PAYMENT_CHECK.INTERVAL_MS - 1);
    expect(run.running('loadOrder')).toBe(0);
    await run.wait(1);
    expect(run.running('loadOrder')).toBe(1);
    await run.done('loadOrder', CARD_WAITING);
    await run.wait(PAYMENT_CHECK.INTERVAL_MS);
    await run.done('loadOrder', CARD_PAID);
    expect(run.value).toBe('paid');
    expect(run.context.checks).toBe(2);
  });

  it('gives up after 5 checks (10 s), a failed question counting as one', async () => {
    const run = await startScenario(successOrderMachine);
    await run.done('loadOrder', CARD_WAITING);
    for (let check = 1; check <= PAYMENT_CHECK.ATTEMPTS; check += 1) {
      expect(run.value, `before check ${check}`).toEqual({ checkingPayment: 'waiting' });
      await run.wait(PAYMENT_CHECK.INTERVAL_MS);
      if (check === 2) await run.fail('loadOrder', UNREACHABLE);
      else await run.done('loadOrder', CARD_WAITING);
    }
    expect(run.value).toBe('paymentProblem');
    expect(run.invoked.loadOrder).toHaveLength(1 + PAYMENT_CHECK.ATTEMPTS);
  });

  it('an order paid on receipt, or one already paid, is told at once', async () => {
    for (const [reply, state] of [
      [ON_RECEIPT, 'accepted'],
      [CARD_PAID, 'paid'],
    ] as const) {
      const run = await startScenario(successOrderMachine);
      await run.done('loadOrder', reply);
      expect(run.value).toBe(state);
      expect(run.actions.refreshCart).toHaveBeenCalledTimes(1);
    }
  });
});
