import type { AdminPromotion } from '../../src/contract/admin-promotions';
import { PROMOTION_TEXT } from '../../src/domain/promotion-edit';
import {
  PROMOTION_EDIT_TEXT,
  promotionEditMachine,
  valuesOf,
  type PromotionEditEvent,
} from '../../machines/admin/promotion-edit.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the owner's 'Акции и подарки' (issue 16): a form is checked before it goes, a new promotion goes with
// no id, a saved one with the version on screen; 'Выключить' saves the switch turned; 'Удалить' only after the
// question; a stale copy reloads the list, another refusal keeps the dialog (or, for the switch, says it on the page).

const ev = (event: PromotionEditEvent) => event;
const P: AdminPromotion = {
  promotion_id: 4,
  type: 'discount',
  customer_group_id: 1,
  product_count: null,
  percent: 15,
  total: 20000,
  gift_product_ids: [],
  gifts: [],
  date_start: '2026-12-01',
  date_end: null,
  status: true,
  in_force: true,
  version: 3,
  date_modified: '2026-11-27T10:00:00+03:00',
};
const REFUSED = new Error('Скидка — целое число процентов от 1 до 100');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(promotionEditMachine, {
  events: {
    'promo.edit': [ev({ type: 'promo.edit', promotion: P })],
    'promo.toggle': [ev({ type: 'promo.toggle', promotion: P })],
    'promo.delete': [ev({ type: 'promo.delete', promotion: P })],
    'promo.change': [ev({ type: 'promo.change', values: { percent: '10', total: '5000' } })],
  },
  actors: {
    load: { done: [[P]], error: [new Error('Нет связи')] },
    save: { done: [[P]], error: [REFUSED, STALE] },
    remove: { done: [[]], error: [REFUSED, STALE] },
  },
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      form: s.context.form,
      target: s.context.target?.promotion_id ?? null,
      problems: s.context.problems,
      error: s.context.error,
      stale: s.context.stale,
      toggling: s.context.toggling,
    }),
  states: {
    loading: ({ context }) => {
      if (context.stale) expect(context.error).toBe(STALE.message);
      else expect(context.error).toBeNull();
    },
    loadFailed: ({ context }) => expect(context.error).toBe('Нет связи'),
    idle: ({ context, labels }) => {
      const last = labels.at(-1) ?? '';
      if (last.startsWith('done: save')) {
        expect(context.done).toBe(context.target ? PROMOTION_EDIT_TEXT.saved : PROMOTION_EDIT_TEXT.created);
      }
      if (last.startsWith('done: remove'))
        expect(context).toMatchObject({ done: PROMOTION_EDIT_TEXT.deleted, promotions: [] });
      // Only the switch from the list comes back here refused.
      if (last.startsWith('error: save')) expect(context).toMatchObject({ toggling: true, error: REFUSED.message });
    },
    editing: ({ context, snapshot }) => {
      expect(snapshot.hasTag('form')).toBe(true);
      expect(context.toggling).toBe(false);
      if (context.problems.product_count) expect(context.form.count).toBe('');
    },
    saving: ({ context, invoked }) => {
      const sent = invoked.save.at(-1) as { values: { status: boolean } };
      // A saved promotion goes with its id and the version on screen, a new one without an id.
      expect(sent).toEqual({
        id: context.target?.promotion_id ?? null,
        version: context.target?.version ?? 1,
        values: valuesOf(context.form),
      });
      if (context.toggling) expect(sent.values.status).toBe(!P.status);
      expect(context.error).toBeNull();
    },
    confirmingDelete: ({ context, snapshot }) => {
      expect(snapshot.hasTag('confirm')).toBe(true);
      expect(context.target).toEqual(P);
    },
    deleting: ({ invoked }) => expect(invoked.remove.at(-1)).toEqual({ id: 4, version: 3 }),
  },
});

describe('promotion edit examples', () => {
  it('checks a new promotion before sending it, then sends it whole', async () => {
    const run = await startScenario(promotionEditMachine);
    await run.done('load', []);
    await run.send({ type: 'promo.new' });
    await run.send({ type: 'promo.change', values: { percent: '12,5' } });
    await run.send({ type: 'promo.submit' });
    expect(run.value).toBe('editing');
    expect(run.context.problems).toEqual({ percent: PROMOTION_TEXT.percent, total: PROMOTION_TEXT.total });
    await run.send({ type: 'promo.change', values: { percent: '10' } });
    expect(run.context.problems).toEqual({ total: PROMOTION_TEXT.total });
    await run.send({
      type: 'promo.change',
      values: { total: ' 3000 ', dateStart: '2026-12-01', dateEnd: '2026-12-31' },
    });
    await run.send({ type: 'promo.submit' });
    expect(run.invoked.save).toEqual([
      {
        id: null,
        version: 1,
        values: {
          type: 'discount',
          customer_group_id: 0,
          product_count: null,
          percent: 10,
          total: 3000,
          gift_product_ids: [],
          date_start: '2026-12-01',
          date_end: '2026-12-31',
          status: true,
        },
      },
    ]);
    await run.done('save', [P]);
    expect(run.context).toMatchObject({ done: PROMOTION_EDIT_TEXT.created, promotions: [P] });
  });

  it('deletes only after the question, and reloads the list when the copy was stale', async () => {
    const run = await startScenario(promotionEditMachine);
    await run.done('load', [P]);
    await run.send({ type: 'promo.delete', promotion: P });
    expect(run.invoked.remove ?? []).toEqual([]);
    await run.send({ type: 'promo.confirm' });
    await run.fail('remove', STALE);
    expect(run.value).toBe('loading');
    expect(run.context).toMatchObject({ stale: true, error: STALE.message });
  });
});
