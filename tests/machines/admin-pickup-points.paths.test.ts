import type { AdminPickupPoint } from '../../src/contract/admin-delivery';
import {
  EMPTY_POINT,
  PICKUP_POINTS_TEXT,
  pickupPointsMachine,
  type PickupPointsEvent,
} from '../../machines/admin/pickup-points.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { pickupPointProblems } from '../../src/domain/pickup-point-edit';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the shop's pickup points on 'Доставка' (issue 16): a point is checked before it goes, a new one goes
// with no id, a saved one with the version on screen; 'Выключить' saves the switch turned; 'Удалить' only after the
// question; a stale copy reloads the list, another refusal keeps the dialog (or, for the switch, says it on the page).

const ev = (event: PickupPointsEvent) => event;
const REGIONS = ['Москва', 'Тульская область'];
const P: AdminPickupPoint = {
  id: 4,
  code: 'MSK104',
  city: 'Москва',
  region: 'Москва',
  address: 'пр-т Мира, 102, стр. 31',
  work_time: 'Пн-Пт 10:00-20:00',
  note: '',
  status: true,
  version: 3,
};
const DATA = { points: [P], regions: REGIONS };
const REFUSED = new Error('Укажите адрес пункта');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(pickupPointsMachine, {
  events: {
    'point.edit': [ev({ type: 'point.edit', point: P })],
    'point.toggle': [ev({ type: 'point.toggle', point: P })],
    'point.delete': [ev({ type: 'point.delete', point: P })],
    'point.change': [
      ev({ type: 'point.change', values: { city: 'Тула', region: 'Тульская область', address: 'ул. Советская, 3' } }),
      ev({ type: 'point.change', values: { work_time: 'Пн-Вс 09:00-21:00' } }),
    ],
  },
  actors: {
    load: { done: [DATA], error: [new Error('Нет связи')] },
    save: { done: [DATA], error: [REFUSED, STALE] },
    remove: { done: [{ points: [], regions: REGIONS }], error: [REFUSED, STALE] },
  },
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      form: s.context.form,
      target: s.context.target?.id ?? null,
      problems: s.context.problems,
      error: s.context.error,
      stale: s.context.stale,
      toggling: s.context.toggling,
      regions: s.context.regions.length,
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
        expect(context.done).toBe(context.target ? PICKUP_POINTS_TEXT.saved : PICKUP_POINTS_TEXT.created);
      }
      if (last.startsWith('done: remove'))
        expect(context).toMatchObject({ done: PICKUP_POINTS_TEXT.deleted, points: [] });
      if (last.startsWith('error: save')) expect(context).toMatchObject({ toggling: true, error: REFUSED.message });
    },
    editing: ({ context, snapshot }) => {
      expect(snapshot.hasTag('form')).toBe(true);
      expect(context.toggling).toBe(false);
      const now = pickupPointProblems(context.form, context.regions);
      for (const [field, problem] of Object.entries(context.problems)) expect(now).toHaveProperty(field, problem);
    },
    saving: ({ context, invoked }) => {
      const sent = invoked.save.at(-1) as { values: { status: boolean } };
      expect(sent).toEqual({
        id: context.target?.id ?? null,
        version: context.target?.version ?? 1,
        values: context.form,
      });
      if (context.toggling) expect(sent.values.status).toBe(!P.status);
      else expect(pickupPointProblems(context.form, context.regions)).toEqual({});
      expect(context.error).toBeNull();
    },
    confirmingDelete: ({ context, snapshot }) => {
      expect(snapshot.hasTag('confirm')).toBe(true);
      expect(context.target).toEqual(P);
    },
    deleting: ({ invoked }) => expect(invoked.remove.at(-1)).toEqual({ id: 4, version: 3 }),
  },
});

describe('pickup points examples', () => {
  it('checks a new point before sending it, then sends it whole without an id', async () => {
    const run = await startScenario(pickupPointsMachine);
    await run.done('load', DATA);
    await run.send({ type: 'point.new' });
    expect(run.context.form).toEqual(EMPTY_POINT);
    await run.send({ type: 'point.change', values: { city: 'Тула' } });
    await run.send({ type: 'point.submit' });
    expect(run.value).toBe('editing');
    expect(run.context.problems).toEqual({
      region: 'Выберите регион',
      address: 'Укажите адрес пункта',
      work_time: 'Укажите часы работы',
    });
    const values = { region: 'Тульская область', address: 'пр-т Ленина, 10', work_time: 'Пн-Пт 10:00-19:00' };
    await run.send({ type: 'point.change', values });
    await run.send({ type: 'point.submit' });
    expect(run.invoked.save).toEqual([{ id: null, version: 1, values: { ...EMPTY_POINT, city: 'Тула', ...values } }]);
    await run.done('save', DATA);
    expect(run.context.done).toBe(PICKUP_POINTS_TEXT.created);
  });

  it('deletes only after the question, and reloads the list when the copy was stale', async () => {
    const run = await startScenario(pickupPointsMachine);
    await run.done('load', DATA);
    await run.send({ type: 'point.delete', point: P });
    expect(run.invoked.remove ?? []).toEqual([]);
    await run.send({ type: 'point.confirm' });
    await run.fail('remove', STALE);
    expect(run.value).toBe('loading');
    expect(run.context).toMatchObject({ stale: true, error: STALE.message });
  });
});
