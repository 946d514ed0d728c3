import {
  CATEGORY_FORM_TEXT,
  categoryFormMachine,
  type CategorySaved,
} from '../../machines/admin/category-form.machine';
import type { RecordFormEvent } from '../../machines/admin/record-form';
import { StaleCopy } from '../../machines/admin/stale-copy';
import {
  CATEGORY_EDITOR_TEXT,
  categoryProblems,
  EMPTY_CATEGORY,
  type CategoryEditorValues,
} from '../../src/domain/category-editor';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the category form ('Категории', issue 16; the record form): a new category's address follows its
// name until one is typed, an existing one loads (again after a failure); a save goes only when the category's rules
// find nothing, with the version opened; a stale copy loads afresh and says so, another refusal keeps the form.

const ev = (event: RecordFormEvent<CategoryEditorValues, CategorySaved['shown']>) => event;
const VALUES = { ...EMPTY_CATEGORY, name: 'Кремы', keyword: 'kremi', filter_group_ids: [1] };
const LOADED: CategorySaved = { id: 7, version: 3, values: VALUES, shown: { imageUrl: '', href: '/kremi' } };
const SAVED: CategorySaved = { ...LOADED, version: 4, values: { ...VALUES, name: 'Кремы для рук' } };
const REFUSED = new Error('Категорию нельзя вложить в неё саму или в её подкатегорию');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(categoryFormMachine, {
  inputs: { new: { id: null }, newUnder: { id: null, start: { parent_id: 2 } }, existing: { id: 7 } },
  events: {
    'form.change': [
      ev({ type: 'form.change', values: { name: 'Кремы для рук', parent_id: 2 } }),
      ev({ type: 'form.change', values: { name: ' ', meta_title: 'м'.repeat(300) } }),
      ev({ type: 'form.change', values: { image: 'catalog/upload/a.jpg' }, shown: { imageUrl: '/image/a.jpg' } }),
    ],
  },
  actors: {
    load: { done: [LOADED], error: [new Error('Нет связи')] },
    save: { done: [SAVED], error: [REFUSED, STALE] },
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
      // A new category's address is its name's, until one is typed.
      if (input.id === null && context.id === null) {
        expect(context.values.keyword).toBe(context.values.name.trim() ? 'kremy-dlja-ruk' : '');
      }
      // The picture's address to show travels with its path.
      expect(context.shown.imageUrl).toBe(context.values.image ? '/image/a.jpg' : '');
      for (const problem of Object.values(context.problems)) {
        expect([CATEGORY_EDITOR_TEXT.nameMissing, CATEGORY_EDITOR_TEXT.metaTitle]).toContain(problem);
      }
      if (context.error && !context.stale) {
        expect([REFUSED.message, STALE.message, CATEGORY_FORM_TEXT.problems]).toContain(context.error);
      }
    },
    saving: ({ context, invoked }) => {
      expect(invoked.save.at(-1)).toEqual({ id: context.id, version: context.version, values: context.values });
      expect(categoryProblems(context.values)).toEqual({});
    },
  },
});

describe('category form examples', () => {
  it('names each problem under its field and sends nothing, then sends once they are fixed', async () => {
    const run = await startScenario(categoryFormMachine, { input: { id: null } });
    await run.send({ type: 'form.submit' });
    expect(run.context.problems).toEqual({ name: CATEGORY_EDITOR_TEXT.nameMissing });
    expect(run.context.error).toBe(CATEGORY_FORM_TEXT.problems);
    expect(run.invoked.save ?? []).toEqual([]);
    await run.send({ type: 'form.change', values: { name: 'Маски альгинатные' } });
    expect(run.context.problems).toEqual({});
    expect(run.context.values.keyword).toBe('maski-alginatnye');
    await run.send({ type: 'form.change', values: { keyword: 'maski-a' } });
    await run.send({ type: 'form.change', values: { name: 'Маски другие' } });
    // Typed once, the address stays.
    expect(run.context.values.keyword).toBe('maski-a');
    await run.send({ type: 'form.submit' });
    expect(run.invoked.save).toEqual([{ id: null, version: 0, values: run.context.values }]);
  });

  it('starts a new category under the parent it was added to', async () => {
    const run = await startScenario(categoryFormMachine, { input: { id: null, start: { parent_id: 3 } } });
    expect(run.context.values).toEqual({ ...EMPTY_CATEGORY, parent_id: 3 });
  });

  it('keeps what was typed when the server refuses, and loads afresh after a stale save', async () => {
    const run = await startScenario(categoryFormMachine, { input: { id: 7 } });
    await run.done('load', LOADED);
    await run.send({ type: 'form.change', values: { parent_id: 7 } });
    await run.send({ type: 'form.submit' });
    await run.fail('save', REFUSED);
    expect(run.context).toMatchObject({ error: REFUSED.message, values: { parent_id: 7 } });
    await run.send({ type: 'form.change', values: { parent_id: 0 } });
    await run.send({ type: 'form.submit' });
    await run.fail('save', STALE);
    expect(run.value).toBe('loading');
    await run.done('load', SAVED);
    expect(run.context).toMatchObject({ stale: true, error: STALE.message, values: SAVED.values, version: 4 });
  });
});
