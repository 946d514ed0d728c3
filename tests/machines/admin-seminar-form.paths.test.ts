import {
  EMPTY_SEMINAR,
  seminarFormMachine,
  seminarValuesOf,
  type SeminarFormEvent,
} from '../../machines/admin/seminar-form.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { deleteRefused, seminarProblems, SEMINAR_TEXT } from '../../src/domain/seminar-edit';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of a seminar's form (issue 16, 'Семинары'): a new one starts empty, an existing one loads (again after a
// failure) with how many signed up; a save goes only when the shared rules find nothing wrong, with the version
// opened; a stale copy loads afresh and says so, another refusal keeps the form; 'Удалить' asks first, and a seminar
// people signed up for is not deleted.

const ev = (event: SeminarFormEvent) => event;
const FORM = { ...EMPTY_SEMINAR, title: 'Уход зимой', date: '2027-01-20T11:00', capacity: '10' };
const LOADED = { id: 7, version: 3, shown: { imageUrl: '', signups: 0 }, values: FORM };
const TAKEN = { id: 7, version: 3, shown: { imageUrl: '', signups: 4 }, values: FORM };
const SAVED = { id: 7, version: 4, shown: { imageUrl: '', signups: 0 }, values: { ...FORM, title: 'Уход весной' } };
const REFUSED = new Error('Уже записались 4 человека: мест не может быть меньше');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(seminarFormMachine, {
  inputs: { new: { id: null }, existing: { id: 7 } },
  events: {
    'form.change': [
      ev({ type: 'form.change', values: { title: 'Уход весной', date: '2027-03-01T11:00' } }),
      ev({ type: 'form.change', values: { title: ' ', capacity: 'много' } }),
    ],
  },
  actors: {
    load: { done: [LOADED, TAKEN], error: [new Error('Нет связи')] },
    save: { done: [SAVED], error: [REFUSED, STALE] },
    remove: { done: [undefined], error: [new Error('Нет связи'), STALE] },
  },
  states: {
    loading: ({ context, invoked }) => {
      expect(invoked.load.at(-1)).toEqual({ id: 7 });
      if (context.stale) expect(context.error).toBe(STALE.message);
      else expect(context.error).toBeNull();
    },
    loadFailed: ({ context }) => {
      expect(context.error).toBe('Нет связи');
    },
    editing: ({ context, actions }) => {
      if (context.saved) {
        expect(context).toMatchObject({ version: 4, values: SAVED.values, error: null });
        expect(actions.opened).toHaveBeenCalledWith(expect.anything(), { id: 7 });
      }
      for (const problem of Object.values(context.problems)) {
        expect([SEMINAR_TEXT.title, SEMINAR_TEXT.date, SEMINAR_TEXT.capacity]).toContain(problem);
      }
      if (context.error && !context.stale) {
        expect([REFUSED.message, STALE.message, deleteRefused(4)]).toContain(context.error);
      }
    },
    saving: ({ context, invoked }) => {
      expect(invoked.save.at(-1)).toEqual({
        id: context.id,
        version: context.version,
        values: seminarValuesOf(context.values),
      });
      expect(seminarProblems(seminarValuesOf(context.values), context.shown.signups)).toEqual({});
    },
    confirmingDelete: ({ context }) => {
      expect(context).toMatchObject({ id: 7, shown: { signups: 0 } });
      if (context.error) expect(context.error).toBe('Нет связи');
    },
    deleting: ({ invoked, context }) => {
      expect(invoked.remove.at(-1)).toEqual({ id: 7, version: context.version });
    },
    deleted: ({ actions }) => {
      expect(actions.removed).toHaveBeenCalledTimes(1);
    },
  },
});

describe('seminar form examples', () => {
  it('sends a new seminar in Moscow time with its places as a number, and takes its number', async () => {
    const run = await startScenario(seminarFormMachine, { input: { id: null } });
    expect(run.value).toBe('editing');
    await run.send({ type: 'form.change', values: { ...FORM, title: ' Уход зимой ', type: '2', capacity: ' 1 ' } });
    await run.send({ type: 'form.submit' });
    expect(run.invoked.save).toEqual([
      {
        id: null,
        version: 0,
        values: {
          type: 2,
          title: 'Уход зимой',
          date: '2027-01-20 11:00',
          date1: '',
          text: '',
          image: '',
          capacity: 1,
          status: true,
        },
      },
    ]);
    await run.done('save', { ...SAVED, id: 12 });
    expect(run.actions.opened).toHaveBeenCalledWith(expect.anything(), { id: 12 });
    expect(run.context).toMatchObject({ id: 12, saved: true });
  });

  it('says what is wrong before sending, and forgets a field’s problem once it is edited', async () => {
    const run = await startScenario(seminarFormMachine, { input: { id: null } });
    await run.send({
      type: 'form.change',
      values: { capacity: '0', date: '2027-01-20T11:00', date1: '2027-01-19T11:00' },
    });
    await run.send({ type: 'form.submit' });
    expect(run.context.problems).toEqual({
      title: SEMINAR_TEXT.title,
      date1: SEMINAR_TEXT.endBeforeStart,
      capacity: SEMINAR_TEXT.capacity,
    });
    expect(run.invoked.save ?? []).toEqual([]);
    await run.send({ type: 'form.change', values: { title: 'Есть' } });
    expect(Object.keys(run.context.problems).sort()).toEqual(['capacity', 'date1']);
  });

  it('keeps the places at least as many as signed up', async () => {
    const run = await startScenario(seminarFormMachine, { input: { id: 7 } });
    await run.done('load', TAKEN);
    await run.send({ type: 'form.change', values: { capacity: '3' } });
    await run.send({ type: 'form.submit' });
    expect(run.context.problems.capacity).toBe('Уже записались 4 человека: мест не может быть меньше');
  });

  it('does not ask to delete a seminar people signed up for, and says why', async () => {
    const run = await startScenario(seminarFormMachine, { input: { id: 7 } });
    await run.done('load', TAKEN);
    await run.send({ type: 'form.delete' });
    expect(run.value).toBe('editing');
    expect(run.context.error).toBe(deleteRefused(4));
  });

  it('deletes only after the question; a stale copy loads afresh', async () => {
    const run = await startScenario(seminarFormMachine, { input: { id: 7 } });
    await run.done('load', LOADED);
    await run.send({ type: 'form.delete' });
    expect(run.value).toBe('confirmingDelete');
    await run.send({ type: 'form.back' });
    expect(run.invoked.remove ?? []).toEqual([]);
    await run.send({ type: 'form.delete' });
    await run.send({ type: 'form.confirm' });
    await run.fail('remove', STALE);
    expect(run.value).toBe('loading');
    expect(run.context).toMatchObject({ stale: true, error: STALE.message });
  });
});
