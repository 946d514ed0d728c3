import {
  PRODUCT_BULK_TEXT,
  productBulkMachine,
  type ProductBulkEvent,
  type TickedProduct,
} from '../../machines/admin/product-bulk.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of ticking products in 'Товары' and changing them together (issue 16): nothing goes without a tick and a
// confirmation, the move and the stock only with their field right; the ticked products go with the versions the
// list showed; a stale copy clears the ticks and reloads the list, another refusal keeps the dialog.

const ev = (event: ProductBulkEvent) => event;
const A: TickedProduct = { id: 5, version: 2, label: 'Пилинг миндальный 30%' };
const B: TickedProduct = { id: 9, version: 7, label: 'Крем SPF 50' };
const REFUSED = new Error('Выберите категорию, в которую перенести товары');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(productBulkMachine, {
  events: {
    'select.toggle': [ev({ type: 'select.toggle', product: A })],
    'select.page': [
      ev({ type: 'select.page', products: [A, B], on: true }),
      ev({ type: 'select.page', products: [A, B], on: false }),
    ],
    'bulk.change': [
      ev({ type: 'bulk.change', values: { categoryId: '12', quantity: ' 40 ' } }),
      ev({ type: 'bulk.change', values: { categoryId: '', quantity: '-1' } }),
    ],
  },
  actors: { save: { done: [{ changed: 2 }], error: [REFUSED, STALE] } },
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      selected: s.context.selected.map((p: TickedProduct) => p.id),
      action: s.context.action,
      fields: s.context.fields,
      problem: s.context.problem,
      error: s.context.error,
      stale: s.context.stale,
      done: s.context.done,
    }),
  states: {
    idle: ({ context, actions, labels }) => {
      const last = labels.at(-1) ?? '';
      if (last.startsWith('done: save')) {
        expect(context.selected).toEqual([]);
        expect(context.done).toEqual({ action: context.action, changed: 2 });
        expect(actions.reload).toHaveBeenCalled();
      }
      if (last.startsWith('error: save')) {
        // Someone changed a ticked product: the list loads afresh and the member ticks again.
        expect(context).toMatchObject({ stale: true, error: STALE.message, selected: [] });
        expect(actions.reload).toHaveBeenCalled();
      }
      if (!context.stale) expect(context.error).toBeNull();
      expect(new Set(context.selected.map((p) => p.id)).size).toBe(context.selected.length);
    },
    confirming: ({ context, snapshot }) => {
      expect(snapshot.hasTag('dialog')).toBe(true);
      expect(context.selected.length).toBeGreaterThan(0);
      if (context.problem === PRODUCT_BULK_TEXT.categoryMissing) expect(context.fields.categoryId).toBe('');
      if (context.problem === PRODUCT_BULK_TEXT.quantityWrong)
        expect(context.fields.quantity).not.toMatch(/^\s*\d+\s*$/);
    },
    saving: ({ context, invoked }) => {
      const sent = invoked.save.at(-1) as {
        action: string;
        products: unknown[];
        category_id?: number;
        quantity?: number;
      };
      // Every ticked product with the version the list showed.
      expect(sent.products).toEqual(context.selected.map((p) => ({ product_id: p.id, version: p.version })));
      expect(sent.action).toBe(context.action);
      if (context.action === 'move') expect(sent.category_id).toBe(12);
      if (context.action === 'stock') expect(sent.quantity).toBe(40);
      expect(context.error).toBeNull();
    },
  },
});

describe('product bulk examples', () => {
  it('asks nothing without a tick, and disables the ticked products after the confirmation', async () => {
    const run = await startScenario(productBulkMachine);
    await run.send({ type: 'bulk.disable' });
    expect(run.value).toBe('idle');
    await run.send({ type: 'select.toggle', product: A });
    await run.send({ type: 'select.toggle', product: B });
    await run.send({ type: 'select.toggle', product: A });
    await run.send({ type: 'bulk.disable' });
    expect(run.value).toBe('confirming');
    expect(run.invoked.save ?? []).toEqual([]);
    await run.send({ type: 'bulk.submit' });
    expect(run.invoked.save).toEqual([{ action: 'disable', products: [{ product_id: 9, version: 7 }] }]);
    await run.done('save', { changed: 1 });
    expect(run.context).toMatchObject({ done: { action: 'disable', changed: 1 }, selected: [] });
    expect(run.actions.reload).toHaveBeenCalledTimes(1);
  });

  it('sends the stock as a number, trimmed, only when it is a whole number within the limit', async () => {
    const run = await startScenario(productBulkMachine);
    await run.send({ type: 'select.page', products: [A, B], on: true });
    await run.send({ type: 'bulk.stock' });
    for (const typed of ['', '2,5', '-3', '1000001']) {
      await run.send({ type: 'bulk.change', values: { quantity: typed } });
      await run.send({ type: 'bulk.submit' });
      expect(run.context.problem, typed).toBe(PRODUCT_BULK_TEXT.quantityWrong);
    }
    await run.send({ type: 'bulk.change', values: { quantity: ' 0 ' } });
    expect(run.context.problem).toBeNull();
    await run.send({ type: 'bulk.submit' });
    expect(run.invoked.save).toEqual([
      {
        action: 'stock',
        quantity: 0,
        products: [
          { product_id: 5, version: 2 },
          { product_id: 9, version: 7 },
        ],
      },
    ]);
  });

  it('keeps the dialog and the chosen category when the server refuses; a stale copy clears the ticks', async () => {
    const run = await startScenario(productBulkMachine);
    await run.send({ type: 'select.toggle', product: A });
    await run.send({ type: 'bulk.move' });
    await run.send({ type: 'bulk.submit' });
    expect(run.context.problem).toBe(PRODUCT_BULK_TEXT.categoryMissing);
    await run.send({ type: 'bulk.change', values: { categoryId: '12' } });
    await run.send({ type: 'bulk.submit' });
    await run.fail('save', REFUSED);
    expect(run.value).toBe('confirming');
    expect(run.context).toMatchObject({ error: REFUSED.message, fields: { categoryId: '12' }, selected: [A] });
    expect(run.actions.reload).not.toHaveBeenCalled();
    await run.send({ type: 'bulk.submit' });
    await run.fail('save', STALE);
    expect(run.value).toBe('idle');
    expect(run.context).toMatchObject({ stale: true, error: STALE.message, selected: [], done: null });
    expect(run.actions.reload).toHaveBeenCalledTimes(1);
    // The next action starts clean.
    await run.send({ type: 'select.toggle', product: B });
    await run.send({ type: 'bulk.enable' });
    expect(run.context).toMatchObject({ stale: false, error: null, fields: { categoryId: '' } });
  });

  it('unticks the page alone, leaving ticks of other rows', async () => {
    const C: TickedProduct = { id: 11, version: 1, label: 'Маска' };
    const run = await startScenario(productBulkMachine);
    await run.send({ type: 'select.toggle', product: C });
    await run.send({ type: 'select.page', products: [A, B], on: true });
    await run.send({ type: 'select.page', products: [A, B], on: false });
    expect(run.context.selected).toEqual([C]);
    await run.send({ type: 'select.clear' });
    expect(run.context.selected).toEqual([]);
  });
});
