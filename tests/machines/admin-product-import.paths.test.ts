import {
  PRODUCT_IMPORT_TEXT,
  productImportMachine,
  type ProductImportApply,
  type ProductImportEvent,
} from '../../machines/admin/product-import.machine';
import { StaleCopy } from '../../machines/admin/stale-copy';
import type { ProductImportPlan } from '../../src/contract/admin-products';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of loading a CSV into 'Товары' (issue 16): a file too large is refused before anything is sent; every
// file is checked before it can be applied; only a dry run without bad rows that changes something is applied, with
// the versions it showed; a stale refusal waits for 'Проверить заново', another refusal keeps the dry run.

const ev = (event: ProductImportEvent) => event;
const CSV = new File(['Артикул;Цена\r\nbt1001;100\r\n'], 'products.csv', { type: 'text/csv' });
const HUGE = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.csv', { type: 'text/csv' });
const CHANGE = {
  line: 2,
  product_id: 5,
  sku: 'bt1001',
  name: 'Пилинг',
  version: 3,
  before: { price: 90 },
  after: { price: 100 },
};
const CLEAN: ProductImportPlan = {
  rows: 1,
  columns: ['Артикул', 'Цена'],
  changes: [CHANGE],
  unchanged: 0,
  problems: [],
};
const BAD: ProductImportPlan = { ...CLEAN, problems: [{ line: 3, message: 'Артикул «x» не найден' }] };
const NOTHING: ProductImportPlan = { ...CLEAN, changes: [], unchanged: 1 };
const UNREADABLE = new Error('В файле нет столбца «Артикул»');
const REFUSED = new Error('Не удалось применить файл, попробуйте ещё раз');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(productImportMachine, {
  events: {
    'import.choose': [ev({ type: 'import.choose', file: CSV }), ev({ type: 'import.choose', file: HUGE })],
  },
  actors: {
    check: { done: [CLEAN, BAD, NOTHING], error: [UNREADABLE] },
    apply: { done: [{ changed: 1 }], error: [REFUSED, STALE] },
  },
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      file: (s.context.file as File | null)?.name ?? null,
      plan: s.context.plan === null ? null : [s.context.plan.changes.length, s.context.plan.problems.length],
      error: s.context.error,
      changed: s.context.changed,
    }),
  states: {
    choosing: ({ context, labels }) => {
      expect(context.plan).toBeNull();
      const last = labels.at(-1) ?? '';
      if (last.includes('huge.csv')) expect(context).toMatchObject({ file: null, error: PRODUCT_IMPORT_TEXT.tooLarge });
      if (last.startsWith('error: check')) expect(context.error).toBe(UNREADABLE.message);
      if (last === 'import.reset') expect(context).toMatchObject({ file: null, error: null });
    },
    checking: ({ context, invoked, snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(invoked.check.at(-1)).toBe(CSV);
      expect(context).toMatchObject({ file: CSV, plan: null, error: null });
    },
    reviewed: ({ context }) => {
      expect(context.plan).not.toBeNull();
      expect(context.file).toBe(CSV);
    },
    applying: ({ context, invoked }) => {
      // Only a clean dry run that changes something is applied, with the file and the versions it showed.
      expect(context.plan).toBe(CLEAN);
      expect(invoked.apply.at(-1)).toEqual({ file: CSV, versions: [{ product_id: 5, version: 3 }] });
      expect(context.error).toBeNull();
    },
    refused: ({ context, actions }) => {
      expect(context.error).toBe(STALE.message);
      expect(actions.reload).not.toHaveBeenCalled();
    },
    done: ({ context, actions }) => {
      expect(context.changed).toBe(1);
      expect(actions.reload).toHaveBeenCalled();
    },
  },
});

describe('product import examples', () => {
  it('applies nothing from a dry run with bad rows or with no change', async () => {
    const run = await startScenario(productImportMachine);
    await run.send({ type: 'import.choose', file: CSV });
    await run.done('check', BAD);
    await run.send({ type: 'import.apply' });
    expect(run.value).toBe('reviewed');
    await run.send({ type: 'import.choose', file: CSV });
    await run.done('check', NOTHING);
    await run.send({ type: 'import.apply' });
    expect(run.value).toBe('reviewed');
    expect(run.invoked.apply ?? []).toEqual([]);
  });

  it('after a stale refusal checks the same file again, and applies what the new dry run shows', async () => {
    const run = await startScenario(productImportMachine);
    await run.send({ type: 'import.choose', file: CSV });
    await run.done('check', CLEAN);
    await run.send({ type: 'import.apply' });
    await run.fail('apply', STALE);
    expect(run.value).toBe('refused');
    await run.send({ type: 'import.recheck' });
    expect(run.invoked.check).toEqual([CSV, CSV]);
    const moved = { ...CLEAN, changes: [{ ...CHANGE, version: 4 }] };
    await run.done('check', moved);
    await run.send({ type: 'import.apply' });
    expect((run.invoked.apply as ProductImportApply[]).at(-1)?.versions).toEqual([{ product_id: 5, version: 4 }]);
    await run.done('apply', { changed: 1 });
    expect(run.value).toBe('done');
    expect(run.actions.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the dry run when the server refuses the apply for another reason', async () => {
    const run = await startScenario(productImportMachine);
    await run.send({ type: 'import.choose', file: CSV });
    await run.done('check', CLEAN);
    await run.send({ type: 'import.apply' });
    await run.fail('apply', REFUSED);
    expect(run.value).toBe('reviewed');
    expect(run.context).toMatchObject({ plan: CLEAN, error: REFUSED.message });
  });
});
