import {
  changeOf,
  DESTRUCTIVE_ACTIONS,
  ORDER_ACTION_TEXT,
  orderActionMachine,
  type OrderActionEvent,
  type OrderActionKind,
} from '../../machines/admin/order-action.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of an order's action form (issue 15: actions for the allowed transitions, a tracking number for
// 'Отправлен', an amount for 'Возврат', 'Уведомить покупателя' on by default, a confirmation before anything
// destructive, and a stale save refused with the fresh version loaded).

const ev = (event: OrderActionEvent) => event;
const STALE = new StaleCopy('Запись изменена другим сотрудником');
const REFUSED = new Error('Сумма возврата больше полученной');

await describePathTests(orderActionMachine, {
  events: {
    'action.choose': [
      ev({ type: 'action.choose', action: 'assemble', version: 3 }),
      ev({ type: 'action.choose', action: 'ship', version: 4 }),
      ev({ type: 'action.choose', action: 'refund', version: 5 }),
    ],
    'action.change': [
      ev({ type: 'action.change', values: { trackingNumber: '1234567890', amount: '1500', comment: ' Упакован ' } }),
      ev({ type: 'action.change', values: { notify: false } }),
    ],
  },
  actors: { changeOrder: { done: [undefined], error: [STALE, REFUSED] } },
  states: {
    idle: ({ actions, happened }) => {
      if (!happened('done: changeOrder')) expect(actions.changed).not.toHaveBeenCalled();
    },
    editing: ({ context, snapshot }) => {
      expect(snapshot.hasTag('form')).toBe(true);
      expect(context.version).toBeGreaterThan(0);
    },
    confirming: ({ context }) => {
      // Only what cannot be taken back asks again.
      expect(DESTRUCTIVE_ACTIONS).toContain(context.action);
      expect(context.problem).toBeNull();
    },
    submitting: ({ context, invoked, snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(invoked.changeOrder.at(-1)).toEqual(changeOf(context));
    },
    stale: ({ actions }) => {
      expect(actions.reload).toHaveBeenCalled();
    },
  },
});

describe('order action examples', () => {
  it("'Отправлен' needs a tracking number without spaces; it goes trimmed, with the comment and the notice", async () => {
    const run = await startScenario(orderActionMachine);
    await run.send({ type: 'action.choose', action: 'ship', version: 7 });
    expect(run.context).toMatchObject({ notify: true, trackingNumber: '', comment: '' });
    await run.send({ type: 'action.submit' });
    expect(run.context.problem).toBe(ORDER_ACTION_TEXT.trackingMissing);
    await run.send({ type: 'action.change', values: { trackingNumber: '12 34' } });
    expect(run.context.problem).toBeNull();
    await run.send({ type: 'action.submit' });
    expect(run.context.problem).toBe(ORDER_ACTION_TEXT.trackingInvalid);
    expect(run.context.trackingNumber).toBe('12 34');
    await run.send({ type: 'action.change', values: { trackingNumber: ' 1234567890 ', comment: ' Передан в СДЭК ' } });
    await run.send({ type: 'action.submit' });
    expect(run.value).toBe('submitting');
    expect(run.invoked.changeOrder).toEqual([
      { action: 'ship', version: 7, comment: 'Передан в СДЭК', notify: true, trackingNumber: '1234567890' },
    ]);
  });

  it("'Возврат' needs whole roubles above zero, then asks before it goes", async () => {
    for (const amount of ['', '0', '-5', '10.5', 'сто']) {
      const run = await startScenario(orderActionMachine);
      await run.send({ type: 'action.choose', action: 'refund', version: 2 });
      await run.send({ type: 'action.change', values: { amount } });
      await run.send({ type: 'action.submit' });
      expect(run.context.problem, amount).toBe(ORDER_ACTION_TEXT.amountInvalid);
    }
    const run = await startScenario(orderActionMachine);
    await run.send({ type: 'action.choose', action: 'refund', version: 2 });
    await run.send({ type: 'action.change', values: { amount: '1500', notify: false } });
    await run.send({ type: 'action.submit' });
    expect(run.value).toBe('confirming');
    await run.send({ type: 'action.back' });
    expect(run.context.amount).toBe('1500');
    await run.send({ type: 'action.submit' });
    await run.send({ type: 'action.confirm' });
    expect(run.invoked.changeOrder).toEqual([
      { action: 'refund', version: 2, comment: '', notify: false, amount: 1500 },
    ]);
  });

  it("'Отменить' asks first; 'Собирается' and 'Доставлен' go at once", async () => {
    const table: [OrderActionKind, string][] = [
      ['assemble', 'submitting'],
      ['deliver', 'submitting'],
      ['cancel', 'confirming'],
    ];
    for (const [action, value] of table) {
      const run = await startScenario(orderActionMachine);
      await run.send({ type: 'action.choose', action, version: 1 });
      await run.send({ type: 'action.submit' });
      expect(run.value, action).toBe(value);
    }
  });

  it('a stale copy loads the order as it is now; another refusal keeps the form as typed with the words', async () => {
    const run = await startScenario(orderActionMachine);
    await run.send({ type: 'action.choose', action: 'assemble', version: 1 });
    await run.send({ type: 'action.change', values: { comment: 'Собираем' } });
    await run.send({ type: 'action.submit' });
    await run.fail('changeOrder', new Error('Нет связи'));
    expect(run.value).toBe('editing');
    expect(run.context).toMatchObject({ comment: 'Собираем', error: 'Нет связи' });
    await run.send({ type: 'action.submit' });
    await run.fail('changeOrder', new StaleCopy('Запись изменена другим сотрудником'));
    expect(run.value).toBe('stale');
    expect(run.actions.reload).toHaveBeenCalledTimes(1);
    await run.send({ type: 'action.choose', action: 'assemble', version: 2 });
    expect(run.context).toMatchObject({ version: 2, comment: '', error: null });
  });
});
