import { assertEvent, assign, setup } from 'xstate';
import type { ImportPlan as ProductImportPlan } from '../../src/domain/product-import';
import { PRODUCT_IMPORT_MAX_MB } from '../../src/domain/product-import';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * A member loads a CSV of prices, stock and statuses into 'Товары' (issue 16): the file chosen is checked by the
 * server first (a dry run: what changes, product by product, and every bad row by its line), and only a file without
 * bad rows that changes something may be applied ('Применить'). The apply sends the same file with the versions the
 * dry run showed; the server changes all or nothing. When a product changed in between it refuses ('Запись изменена
 * другим сотрудником'): the member checks the file again. A file too large is refused before anything is sent.
 */

/** What the apply sends: the file again, and each product the dry run showed changing with its version. */
export interface ProductImportApply {
  file: File;
  versions: { product_id: number; version: number }[];
}

export interface ProductImportContext {
  file: File | null;
  /** The last dry run (also shown after a stale refusal, until the file is checked again). */
  plan: ProductImportPlan | null;
  /** The server's refusal of the file or of the apply, or the file too large. */
  error: string | null;
  /** How many products the apply changed. */
  changed: number | null;
}

export type ProductImportEvent =
  | { type: 'import.choose'; file: File }
  | { type: 'import.apply' }
  | { type: 'import.recheck' }
  | { type: 'import.reset' };

export const PRODUCT_IMPORT_TEXT = {
  tooLarge: `Файл слишком большой: не больше ${PRODUCT_IMPORT_MAX_MB} МБ`,
  checkFailed: 'Не удалось проверить файл, попробуйте ещё раз',
  applyFailed: 'Не удалось применить файл, попробуйте ещё раз',
} as const;

const MAX_BYTES = PRODUCT_IMPORT_MAX_MB * 1024 * 1024;

/** Whether the dry run may be applied: no bad rows, and something to change. */
export const applicable = (plan: ProductImportPlan | null) =>
  plan !== null && plan.problems.length === 0 && plan.changes.length > 0;

const FRESH = { plan: null, error: null, changed: null } as const;

/** Another file, or none, may be chosen whenever nothing is on its way to the server. */
const PICK = {
  'import.choose': [
    { guard: 'fits', target: 'checking', actions: 'take' },
    { target: 'choosing', actions: 'tooLarge' },
  ],
  'import.reset': { target: 'choosing', actions: 'reset' },
} as const;

export const productImportMachine = setup({
  types: {
    context: {} as ProductImportContext,
    events: {} as ProductImportEvent,
  },
  actors: {
    /** The dry run of the file; rejects with the server's words when it cannot read it. */
    check: notProvided<ProductImportPlan, File>('check'),
    /** Applies the file; resolves with how many products changed, rejects with StaleCopy or the server's words. */
    apply: notProvided<{ changed: number }, ProductImportApply>('apply'),
  },
  actions: {
    /** The products' list loads afresh (after an apply). */
    reload: () => {},
    take: assign(({ event }) => {
      assertEvent(event, 'import.choose');
      return { ...FRESH, file: event.file };
    }),
    reset: assign({ file: null, ...FRESH }),
    tooLarge: assign(({ event }) => {
      assertEvent(event, 'import.choose');
      return { ...FRESH, file: null, error: PRODUCT_IMPORT_TEXT.tooLarge };
    }),
  },
  guards: {
    fits: ({ event }) => event.type === 'import.choose' && event.file.size <= MAX_BYTES,
    applicable: ({ context }) => applicable(context.plan),
    stale: ({ event }) => 'error' in event && event.error instanceof StaleCopy,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'productImport',
  context: { file: null, ...FRESH },
  initial: 'choosing',
  states: {
    /** 'Выберите файл CSV': nothing chosen yet, or the last file refused. */
    choosing: { on: PICK },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'check',
        input: ({ context }) => context.file!,
        onDone: { target: 'reviewed', actions: assign({ plan: ({ event }) => event.output }) },
        onError: {
          target: 'choosing',
          actions: assign({ error: ({ event }) => errorText(event.error, PRODUCT_IMPORT_TEXT.checkFailed) }),
        },
      },
    },
    /** The dry run on screen: 'Будет изменено: N товаров' and the bad rows; 'Применить' only without bad rows. */
    reviewed: {
      on: { ...PICK, 'import.apply': { guard: 'applicable', target: 'applying' } },
    },
    applying: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'apply',
        input: ({ context }) => ({
          file: context.file!,
          versions: (context.plan?.changes ?? []).map((c) => ({ product_id: c.product_id, version: c.version })),
        }),
        onDone: {
          target: 'done',
          actions: [assign({ changed: ({ event }) => event.output.changed }), 'reload'],
        },
        onError: [
          {
            guard: 'stale',
            target: 'refused',
            actions: assign({ error: ({ event }) => errorText(event.error, PRODUCT_IMPORT_TEXT.applyFailed) }),
          },
          {
            target: 'reviewed',
            actions: assign({ error: ({ event }) => errorText(event.error, PRODUCT_IMPORT_TEXT.applyFailed) }),
          },
        ],
      },
    },
    /** Someone changed a product since the dry run: nothing was applied; 'Проверить заново' checks the file again. */
    refused: {
      on: { ...PICK, 'import.recheck': { target: 'checking', actions: assign({ ...FRESH }) } },
    },
    /** 'Изменено: N товаров'. */
    done: { on: PICK },
  },
});
