import { PRODUCT_FORM_TEXT, productFormMachine, type ProductSaved } from '../../machines/admin/product-form.machine';
import type { RecordFormEvent } from '../../machines/admin/record-form';
import { StaleCopy } from '../../machines/admin/stale-copy';
import {
  EMPTY_PRODUCT,
  PRODUCT_EDITOR_TEXT,
  productProblems,
  type ProductEditorValues,
} from '../../src/domain/product-editor';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the product editor's form (issue 16): a new product's address follows its name until one is typed,
// an existing one loads (again after a failure); a save goes only when the editor's rules find nothing, with the
// version opened; a stale copy loads afresh and says so, another refusal keeps the form.

const ev = (event: RecordFormEvent<ProductEditorValues, ProductSaved['shown']>) => event;
const VALUES = { ...EMPTY_PRODUCT, name: 'Крем', sku: 'bt1', keyword: 'krem', price: '1200', status: true };
const LOADED: ProductSaved = { id: 7, version: 3, values: VALUES, shown: { pictureUrls: [], href: '/krem' } };
const SAVED: ProductSaved = { ...LOADED, version: 4, values: { ...VALUES, name: 'Крем ночной' } };
const REFUSED = new Error('Адрес /news уже занят другой страницей магазина');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(productFormMachine, {
  inputs: { new: { id: null }, existing: { id: 7 } },
  events: {
    'form.change': [
      ev({ type: 'form.change', values: { name: 'Крем ночной', price: '1500' } }),
      ev({ type: 'form.change', values: { name: ' ', videos: ['https://evil.example/v'] } }),
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
      // A new product's address is its name's, until one is typed.
      if (input.id === null && context.id === null) {
        expect(context.values.keyword).toBe(context.values.name.trim() ? 'krem-nochnoj' : '');
      }
      for (const problem of Object.values(context.problems)) {
        expect([PRODUCT_EDITOR_TEXT.nameMissing, PRODUCT_EDITOR_TEXT.price, PRODUCT_EDITOR_TEXT.video]).toContain(
          problem,
        );
      }
      if (context.error && !context.stale) {
        expect([REFUSED.message, STALE.message, PRODUCT_FORM_TEXT.problems]).toContain(context.error);
      }
    },
    saving: ({ context, invoked }) => {
      expect(invoked.save.at(-1)).toEqual({ id: context.id, version: context.version, values: context.values });
      expect(productProblems(context.values)).toEqual({});
    },
  },
});

describe('product form examples', () => {
  it('names each problem under its field and sends nothing, then sends once they are fixed', async () => {
    const run = await startScenario(productFormMachine, { input: { id: null } });
    await run.send({ type: 'form.submit' });
    expect(run.context.problems).toEqual({ name: PRODUCT_EDITOR_TEXT.nameMissing, price: PRODUCT_EDITOR_TEXT.price });
    expect(run.invoked.save ?? []).toEqual([]);
    await run.send({ type: 'form.change', values: { name: 'Маска альгинатная' } });
    expect(run.context.problems).toEqual({ price: PRODUCT_EDITOR_TEXT.price });
    expect(run.context.values.keyword).toBe('maska-alginatnaja');
    await run.send({ type: 'form.change', values: { keyword: 'maska', price: '990' } });
    await run.send({ type: 'form.change', values: { name: 'Маска другая' } });
    // Typed once, the address stays.
    expect(run.context.values.keyword).toBe('maska');
    await run.send({ type: 'form.submit' });
    expect(run.invoked.save).toEqual([{ id: null, version: 0, values: run.context.values }]);
  });

  it('keeps what was typed when the server refuses, and loads afresh after a stale save', async () => {
    const run = await startScenario(productFormMachine, { input: { id: 7 } });
    await run.done('load', LOADED);
    await run.send({ type: 'form.change', values: { keyword: 'news' } });
    await run.send({ type: 'form.submit' });
    await run.fail('save', REFUSED);
    expect(run.context).toMatchObject({ error: REFUSED.message, values: { keyword: 'news' } });
    await run.send({ type: 'form.change', values: { keyword: 'krem-2' } });
    await run.send({ type: 'form.submit' });
    await run.fail('save', STALE);
    expect(run.value).toBe('loading');
    await run.done('load', SAVED);
    expect(run.context).toMatchObject({ stale: true, error: STALE.message, values: SAVED.values, version: 4 });
  });
});
