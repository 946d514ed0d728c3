import { type OrderLifeEvent, orderLifeMachine } from '../../machines/order/life.machine';
import { examples } from './account-fixtures';
import { describePathTests, type StateCheckArgs } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of an order's life (issue 15): placed as 'Новый', 'Ожидает оплаты' or 'Оплачен' by how it is paid;
// 'Собирается' → 'Отправлен' (only with a tracking number) → 'Доставлен'; 'Отменён' before 'Отправлен' only, giving
// the goods back; 'Возврат' from 'Оплачен' onward, never more than was received and not yet returned.

const TOTAL = 1000;
type Args = StateCheckArgs<typeof orderLifeMachine>;

/**
 * The refunds of this path as the rules count them: accepted while above zero and within what was received (`paid`
 * never changes once money came in, so the final context's figure holds for every refund of the path).
 */
function refundsOf({ events, context }: Args): { refunded: number; refused: number } {
  let refunded = 0;
  let refused = 0;
  for (const event of events as OrderLifeEvent[]) {
    if (event.type !== 'order.refund') continue;
    const { amount } = event;
    if (amount > 0 && refunded + amount <= context.paid) refunded += amount;
    else refused += 1;
  }
  return { refunded, refused };
}

/** What holds in every state: the context counts what the path returned, never more than was received. */
function moneyAddsUp(args: Args): void {
  expect(args.context.refunded).toBeLessThanOrEqual(args.context.paid);
  expect(args.context.refunded).toBe(refundsOf(args).refunded);
}

await describePathTests(orderLifeMachine, {
  inputs: {
    'card payment': { payment: 'card', total: TOTAL },
    'paid on delivery': { payment: 'onDelivery', total: TOTAL },
    'paid by a certificate': { payment: 'prepaid', total: 0 },
  },
  events: examples({
    'order.ship': [
      { type: 'order.ship', trackingNumber: '1234567890' },
      { type: 'order.ship', trackingNumber: '   ' },
    ],
    'order.refund': [
      { type: 'order.refund', amount: 400 },
      { type: 'order.refund', amount: TOTAL },
      { type: 'order.refund', amount: 0 },
    ],
  }),
  states: {
    new: (args) => {
      expect(args.input.payment).toBe('onDelivery');
      expect(args.context.paid).toBe(0);
      expect(args.actions.returnGoods).not.toHaveBeenCalled();
    },
    awaitingPayment: (args) => {
      expect(args.input.payment).toBe('card');
      expect(args.context.paid).toBe(0);
    },
    paid: (args) => {
      // Paid by the bank (the whole total) or by a certificate at checkout (nothing left to receive).
      expect(args.context.paid).toBe(args.input.payment === 'card' ? TOTAL : 0);
      expect(args.input.payment).not.toBe('onDelivery');
      moneyAddsUp(args);
    },
    assembling: (args) => {
      expect(args.happened('order.assemble')).toBe(true);
      expect(args.actions.recordTracking).not.toHaveBeenCalled();
      moneyAddsUp(args);
    },
    shipped: (args) => {
      expect(args.actions.recordTracking).toHaveBeenCalledTimes(1);
      const ship = (args.events as OrderLifeEvent[]).find((e) => e.type === 'order.ship');
      expect(ship).toBeDefined();
      expect(ship?.trackingNumber.trim()).not.toBe('');
      moneyAddsUp(args);
    },
    delivered: (args) => {
      // The courier took the money of an order paid on delivery.
      expect(args.context.paid).toBe(args.input.payment === 'prepaid' ? 0 : TOTAL);
      moneyAddsUp(args);
    },
    refunded: (args) => {
      expect(args.context.refunded).toBeGreaterThan(0);
      expect(args.actions.recordRefund).toHaveBeenCalledTimes(args.count('order.refund') - refundsOf(args).refused);
      expect(args.actions.returnGoods).not.toHaveBeenCalled();
      moneyAddsUp(args);
    },
    cancelled: (args) => {
      expect(args.actions.returnGoods).toHaveBeenCalledTimes(1);
      expect(args.happened('order.ship')).toBe(false);
      // Money went back only when the shop had received some: a card order the bank had paid.
      expect(args.actions.returnPayment).toHaveBeenCalledTimes(args.context.paid > 0 ? 1 : 0);
      expect(args.context.paid > 0).toBe(args.happened('bank.paid') && args.happened('order.cancel'));
      expect(args.snapshot.status).toBe('done');
    },
  },
});

// Examples: the boundaries of the two guards that take a payload, and the edges that do not exist.

describe('order life examples', () => {
  const paidByCard = async () => {
    const run = await startScenario(orderLifeMachine, { input: { payment: 'card', total: TOTAL } });
    await run.send({ type: 'bank.paid' });
    return run;
  };

  it('ships only with a tracking number: blank or with spaces inside is refused', async () => {
    for (const [trackingNumber, ships] of [
      ['', false],
      ['   ', false],
      ['12 34', false],
      ['x'.repeat(65), false],
      ['x'.repeat(64), true],
      [' 1234567890 ', true],
    ] as const) {
      const run = await paidByCard();
      await run.send({ type: 'order.assemble' });
      await run.send({ type: 'order.ship', trackingNumber });
      expect(run.value, trackingNumber).toBe(ships ? 'shipped' : 'assembling');
    }
  });

  it('refunds up to what was received, to the kopeck, in several parts', async () => {
    const run = await paidByCard();
    await run.send({ type: 'order.refund', amount: 999.99 });
    expect(run.value).toBe('refunded');
    await run.send({ type: 'order.refund', amount: 0.02 });
    expect(run.context.refunded).toBe(999.99);
    await run.send({ type: 'order.refund', amount: 0.01 });
    expect(run.context.refunded).toBe(TOTAL);
    expect(run.actions.recordRefund).toHaveBeenCalledTimes(2);
  });

  it('refunds nothing before payment or of an order paid on delivery before delivery', async () => {
    const unpaid = await startScenario(orderLifeMachine, { input: { payment: 'card', total: TOTAL } });
    await unpaid.send({ type: 'order.refund', amount: 1 });
    expect(unpaid.value).toBe('awaitingPayment');
    const cash = await startScenario(orderLifeMachine, { input: { payment: 'onDelivery', total: TOTAL } });
    await cash.send({ type: 'order.assemble' });
    await cash.send({ type: 'order.refund', amount: 1 });
    expect(cash.value).toBe('assembling');
    await cash.send({ type: 'order.ship', trackingNumber: 'RA123' });
    await cash.send({ type: 'order.deliver' });
    await cash.send({ type: 'order.refund', amount: TOTAL });
    expect(cash.value).toBe('refunded');
  });

  it('cancels nothing once shipped, and nothing leaves a cancelled order', async () => {
    const run = await paidByCard();
    await run.send({ type: 'order.assemble' });
    await run.send({ type: 'order.ship', trackingNumber: 'RA123' });
    await run.send({ type: 'order.cancel' });
    expect(run.value).toBe('shipped');
    const cancelled = await paidByCard();
    expect(cancelled.snapshot().can({ type: 'order.assemble' })).toBe(true);
    await cancelled.send({ type: 'order.cancel' });
    expect(cancelled.value).toBe('cancelled');
    // Final: no edge leaves it (the server asks the snapshot, as here, before it changes an order).
    expect(cancelled.snapshot().status).toBe('done');
    for (const event of [
      { type: 'order.assemble' },
      { type: 'order.deliver' },
      { type: 'order.cancel' },
      { type: 'order.refund', amount: 1 },
      { type: 'bank.paid' },
    ] as const) {
      expect(cancelled.snapshot().can(event), event.type).toBe(false);
    }
    expect(cancelled.actions.returnGoods).toHaveBeenCalledTimes(1);
  });
});
