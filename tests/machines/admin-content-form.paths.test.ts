import {
  CONTENT_FORM_TEXT,
  EMPTY_CONTENT,
  contentFormMachine,
  problemsOf,
  type ContentFormEvent,
} from '../../machines/admin/content-form.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of a news item's, an article's or a page's form (issue 16): a new one's address follows its title until
// one is typed, an existing one loads (again after a failure), a save goes only with a title, a readable address and
// date, with the version opened; a stale copy loads afresh and says so, another refusal keeps the form; 'Удалить'
// asks first.

const ev = (event: ContentFormEvent) => event;
const LOADED = {
  id: 7,
  version: 3,
  values: { ...EMPTY_CONTENT, title: 'Новинка', keyword: 'novinka', status: true },
  shown: { imageUrl: '' },
};
const SAVED = { ...LOADED, version: 4, values: { ...LOADED.values, title: 'Новинка осени' } };
const REFUSED = new Error('Адрес /kremi уже занят другой страницей магазина');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(contentFormMachine, {
  inputs: { new: { id: null }, existing: { id: 7 } },
  events: {
    'form.change': [
      ev({ type: 'form.change', values: { title: 'Новинка осени' } }),
      ev({ type: 'form.change', values: { title: ' ', date: '1 июня' } }),
    ],
  },
  actors: {
    load: { done: [LOADED], error: [new Error('Нет связи')] },
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
    editing: ({ context, input, actions }) => {
      if (context.saved) {
        expect(context).toMatchObject({ version: 4, values: SAVED.values, error: null });
        expect(actions.opened).toHaveBeenCalledWith(expect.anything(), { id: 7 });
      }
      // A new record's address is its title's, until one is typed.
      if (input.id === null && context.id === null) {
        expect(context.values.keyword).toBe(context.values.title.trim() ? 'novinka-oseni' : '');
      }
      for (const problem of Object.values(context.problems)) {
        expect([CONTENT_FORM_TEXT.titleMissing, CONTENT_FORM_TEXT.dateInvalid]).toContain(problem);
      }
      if (context.error && !context.stale) expect([REFUSED.message, STALE.message]).toContain(context.error);
    },
    saving: ({ context, invoked }) => {
      expect(invoked.save.at(-1)).toMatchObject({ id: context.id, version: context.version });
      expect(problemsOf(context.values)).toEqual({});
    },
    confirmingDelete: ({ context }) => {
      expect(context.id).toBe(7);
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

describe('content form examples', () => {
  it('makes a new record’s address from its title until one is typed, and sends the form trimmed', async () => {
    const run = await startScenario(contentFormMachine, { input: { id: null } });
    expect(run.value).toBe('editing');
    await run.send({ type: 'form.change', values: { title: 'Летние скидки' } });
    expect(run.context.values.keyword).toBe('letnie-skidki');
    await run.send({ type: 'form.change', values: { keyword: 'leto' } });
    await run.send({ type: 'form.change', values: { title: 'Летние скидки 2027' } });
    expect(run.context.values.keyword).toBe('leto');
    await run.send({ type: 'form.change', values: { date: '2026-06-01T10:30' } });
    await run.send({
      type: 'form.change',
      values: { image: 'catalog/leto.jpg' },
      shown: { imageUrl: '/image/leto.jpg' },
    });
    await run.send({ type: 'form.submit' });
    expect(run.invoked.save).toEqual([
      {
        id: null,
        version: 0,
        // What the picture shows at is the page's; only its path goes.
        values: {
          ...EMPTY_CONTENT,
          title: 'Летние скидки 2027',
          keyword: 'leto',
          date: '2026-06-01 10:30',
          image: 'catalog/leto.jpg',
        },
      },
    ]);
    await run.done('save', { ...SAVED, id: 12 });
    expect(run.actions.opened).toHaveBeenCalledWith(expect.anything(), { id: 12 });
    expect(run.context).toMatchObject({ id: 12, saved: true });
  });

  it('says what is wrong before sending, and forgets a field’s problem once it is edited', async () => {
    const run = await startScenario(contentFormMachine, { input: { id: null } });
    await run.send({ type: 'form.change', values: { keyword: 'с пробелом', date: 'завтра' } });
    await run.send({ type: 'form.submit' });
    expect(Object.keys(run.context.problems).sort()).toEqual(['date', 'keyword', 'title']);
    expect(run.invoked.save ?? []).toEqual([]);
    await run.send({ type: 'form.change', values: { title: 'Есть' } });
    expect(Object.keys(run.context.problems).sort()).toEqual(['date', 'keyword']);
  });

  it('deletes only after the question; a stale copy loads afresh', async () => {
    const run = await startScenario(contentFormMachine, { input: { id: 7 } });
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
