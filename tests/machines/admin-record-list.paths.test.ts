import {
  recordListMachine,
  type ListedRecord,
  type RecordForm,
  type RecordListEvent,
  type RecordListInput,
} from '../../machines/admin/record-list.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import {
  EMPTY_POINT,
  PICKUP_POINTS_TEXT,
  pickupPointList,
  pointValuesOfForm,
} from '../../machines/admin/pickup-point-list';
import { PROMOTION_EDIT_TEXT, PROMOTION_LIST, promotionFormOf, valuesOf } from '../../machines/admin/promotion-list';
import { PROMOTION_TEXT } from '../../src/domain/promotion-edit';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of a short list the staff order themselves ('Баннеры', 'Вопрос-ответ', issue 16): a form is checked by
// the record's own rule before it goes, a new record goes with no id, a saved one with the version on screen; the
// switch goes at once with its new value; 'Удалить' only after the question; a move shows at once and sends the whole
// order with the versions on screen; a stale copy reloads the list, another refusal keeps the dialog or is said on the
// page, and a refused order reloads the list so the screen shows the shop's order.

const ev = (event: RecordListEvent) => event;
const A: ListedRecord = { id: 4, version: 3, status: true };
const B: ListedRecord = { id: 9, version: 1, status: false };
const FORM: RecordForm = { question: 'Как оплатить?', status: true };
const INPUT: RecordListInput = {
  empty: { question: '', status: true },
  check: (form) => (form.question === '' ? { question: 'Напишите вопрос' } : {}),
  text: {
    loadFailed: 'Не удалось загрузить',
    failed: 'Не удалось сохранить',
    created: 'Добавлено',
    saved: 'Сохранено',
    deleted: 'Удалено',
    ordered: 'Порядок сохранён',
  },
};
const REFUSED = new Error('Ссылка — адрес https://… или путь магазина, начиная с /');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(recordListMachine, {
  inputs: { 'a list': INPUT },
  events: {
    'record.edit': [ev({ type: 'record.edit', record: A, form: FORM })],
    'record.toggle': [ev({ type: 'record.toggle', record: A })],
    'record.delete': [ev({ type: 'record.delete', record: A })],
    'record.change': [ev({ type: 'record.change', values: { question: '' } })],
    'record.move': [ev({ type: 'record.move', from: 1, to: 0 }), ev({ type: 'record.move', from: 0, to: 0 })],
  },
  actors: {
    load: { done: [[A, B]], error: [new Error('Нет связи')] },
    save: { done: [[A, B]], error: [REFUSED, STALE] },
    toggle: { done: [[{ ...A, status: false, version: 4 }, B]], error: [REFUSED, STALE] },
    remove: { done: [[B]], error: [REFUSED, STALE] },
    reorder: { done: [[B, A]], error: [REFUSED, STALE] },
  },
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      form: s.context.form,
      target: s.context.target?.id ?? null,
      problems: s.context.problems,
      error: s.context.error,
      stale: s.context.stale,
      done: s.context.done,
      records: s.context.records,
    }),
  states: {
    loading: ({ context }) => {
      if (context.stale) expect(context.error).toBe(STALE.message);
      else expect([null, REFUSED.message]).toContain(context.error);
    },
    loadFailed: ({ context }) => expect(context.error).toBe('Нет связи'),
    idle: ({ context, labels }) => {
      const last = labels.at(-1) ?? '';
      if (last.startsWith('done: save')) expect(context.done).toBe(context.target ? 'Сохранено' : 'Добавлено');
      if (last.startsWith('done: toggle')) expect(context.records[0].status).toBe(false);
      if (last.startsWith('done: remove')) expect(context).toMatchObject({ done: 'Удалено', records: [B] });
      if (last.startsWith('done: reorder')) expect(context).toMatchObject({ done: 'Порядок сохранён' });
      // Only the switch from the list comes back here refused.
      if (last.startsWith('error: toggle')) expect(context).toMatchObject({ error: REFUSED.message, stale: false });
    },
    editing: ({ context, snapshot, labels }) => {
      expect(snapshot.hasTag('form')).toBe(true);
      if (labels.at(-1) === 'record.submit') expect(context.problems).toEqual({ question: 'Напишите вопрос' });
      if ((labels.at(-1) ?? '').startsWith('error: save')) expect(context.error).toBe(REFUSED.message);
    },
    saving: ({ context, invoked }) => {
      // A saved record goes with its id and the version on screen, a new one without an id; never a form the rule refuses.
      expect(invoked.save.at(-1)).toEqual({
        id: context.target?.id ?? null,
        version: context.target?.version ?? 1,
        form: context.form,
      });
      expect(INPUT.check(context.form)).toEqual({});
    },
    toggling: ({ invoked }) => expect(invoked.toggle.at(-1)).toEqual({ id: 4, version: 3, status: false, record: A }),
    ordering: ({ context, invoked }) => {
      // The order on screen goes whole, with the versions on screen (the examples show it moves at once).
      expect(invoked.reorder.at(-1)).toEqual(context.records.map(({ id, version }) => ({ id, version })));
    },
    confirmingDelete: ({ context, snapshot }) => {
      expect(snapshot.hasTag('confirm')).toBe(true);
      expect(context.target).toEqual(A);
    },
    deleting: ({ invoked }) => expect(invoked.remove.at(-1)).toEqual({ id: 4, version: 3 }),
  },
});

describe('record list examples', () => {
  it('checks a new record by its rule before sending it, then sends the form whole', async () => {
    const run = await startScenario(recordListMachine, { input: INPUT });
    await run.done('load', []);
    await run.send({ type: 'record.new' });
    await run.send({ type: 'record.submit' });
    expect(run.value).toBe('editing');
    expect(run.context.problems).toEqual({ question: 'Напишите вопрос' });
    await run.send({ type: 'record.change', values: { question: 'Как оплатить?' } });
    expect(run.context.problems).toEqual({});
    await run.send({ type: 'record.submit' });
    expect(run.invoked.save).toEqual([{ id: null, version: 1, form: { question: 'Как оплатить?', status: true } }]);
    await run.done('save', [A]);
    expect(run.context).toMatchObject({ done: 'Добавлено', records: [A] });
  });

  it('ignores a move to the same place or outside the list', async () => {
    const run = await startScenario(recordListMachine, { input: INPUT });
    await run.done('load', [A, B]);
    await run.send({ type: 'record.move', from: 1, to: 2 });
    await run.send({ type: 'record.move', from: -1, to: 0 });
    expect(run.value).toBe('idle');
    expect(run.invoked.reorder ?? []).toEqual([]);
  });

  it('reloads the list when a changed order is refused, so the screen shows the shop’s order', async () => {
    const run = await startScenario(recordListMachine, { input: INPUT });
    await run.done('load', [A, B]);
    await run.send({ type: 'record.move', from: 0, to: 1 });
    expect(run.context.records).toEqual([B, A]);
    await run.fail('reorder', STALE);
    expect(run.value).toBe('loading');
    expect(run.context).toMatchObject({ stale: true, error: STALE.message });
    await run.done('load', [A, B]);
    expect(run.context.records).toEqual([A, B]);
  });
});

describe('the pickup points on the record list', () => {
  const REGIONS = ['Москва', 'Тульская область'];
  const input = pickupPointList(() => REGIONS);

  it('checks a new point by the rule the server uses, its region among the list’s, then sends it whole without an id', async () => {
    const run = await startScenario(recordListMachine, { input });
    await run.done('load', []);
    await run.send({ type: 'record.new' });
    expect(run.context.form).toEqual(EMPTY_POINT);
    await run.send({ type: 'record.change', values: { city: 'Тула', region: 'Тверская область' } });
    await run.send({ type: 'record.submit' });
    expect(run.value).toBe('editing');
    expect(run.context.problems).toEqual({
      region: 'Выберите регион из списка',
      address: 'Укажите адрес пункта',
      work_time: 'Укажите часы работы',
    });
    const values = { region: 'Тульская область', address: 'пр-т Ленина, 10', work_time: 'Пн-Пт 10:00-19:00' };
    await run.send({ type: 'record.change', values });
    expect(run.context.problems).toEqual({});
    await run.send({ type: 'record.submit' });
    expect(run.invoked.save).toEqual([{ id: null, version: 1, form: { ...EMPTY_POINT, city: 'Тула', ...values } }]);
    expect(pointValuesOfForm(run.context.form)).toEqual({ ...EMPTY_POINT, city: 'Тула', ...values });
    await run.done('save', []);
    expect(run.context.done).toBe(PICKUP_POINTS_TEXT.created);
  });
});

describe('the promotions on the record list', () => {
  const P = { id: 4, version: 3, status: true };

  it('checks a new promotion before sending it, an edit clearing its own problems, then sends it whole', async () => {
    const run = await startScenario(recordListMachine, { input: PROMOTION_LIST });
    await run.done('load', []);
    await run.send({ type: 'record.new' });
    await run.send({ type: 'record.change', values: { percent: '12,5' } });
    await run.send({ type: 'record.submit' });
    expect(run.value).toBe('editing');
    expect(run.context.problems).toEqual({ percent: PROMOTION_TEXT.percent, total: PROMOTION_TEXT.total });
    await run.send({ type: 'record.change', values: { percent: '10' } });
    expect(run.context.problems).toEqual({ total: PROMOTION_TEXT.total });
    await run.send({
      type: 'record.change',
      values: { total: ' 3000 ', dateStart: '2026-12-01', dateEnd: '2026-12-31' },
    });
    await run.send({ type: 'record.submit' });
    expect(run.invoked.save).toHaveLength(1);
    expect(valuesOf(promotionFormOf(run.context.form))).toEqual({
      type: 'discount',
      customer_group_id: 0,
      product_count: null,
      percent: 10,
      total: 3000,
      gift_product_ids: [],
      date_start: '2026-12-01',
      date_end: '2026-12-31',
      status: true,
    });
    await run.done('save', [P]);
    expect(run.context).toMatchObject({ done: PROMOTION_EDIT_TEXT.created, records: [P] });
  });

  it('clears both dates’ problems when either date is typed, and every problem when the kind changes', async () => {
    const run = await startScenario(recordListMachine, { input: PROMOTION_LIST });
    await run.done('load', []);
    await run.send({ type: 'record.new' });
    await run.send({ type: 'record.change', values: { dateStart: '2026-12-31', dateEnd: '2026-12-01' } });
    await run.send({ type: 'record.submit' });
    expect(run.context.problems).toHaveProperty('date_end');
    await run.send({ type: 'record.change', values: { dateStart: '2026-11-30' } });
    expect(run.context.problems).not.toHaveProperty('date_end');
    expect(run.context.problems).toHaveProperty('percent');
    await run.send({ type: 'record.change', values: { type: 'present' } });
    expect(run.context.problems).toEqual({});
  });
});
