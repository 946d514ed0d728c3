import { assertEvent, assign, setup } from 'xstate';
import { PRODUCT_STOCK_MAX, type ProductBulkAction } from '../../src/domain/product-bulk';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';
import { errorText } from '../error-text';

/**
 * A member ticks products in 'Товары' and changes them together (issue 16): 'Включить', 'Выключить', 'Перенести в
 * категорию' (a category chosen) or 'Изменить остаток' (a number). Each asks first, in a dialog that says how many
 * products it changes, and sends the ticked products with the versions the list showed. The server changes all or
 * none: when any of them changed since the list was loaded, it refuses ('Запись изменена другим сотрудником'), the
 * ticks are cleared, the list loads afresh and the member looks again. Another refusal keeps the dialog open with its
 * words. The ticks are the list's page's: a new page, filter or sorting clears them (the page sends `select.clear`).
 */

export type { ProductBulkAction };

export interface TickedProduct {
  id: number;
  version: number;
  /** Its name, for the dialogs. */
  label: string;
}

/** What the member types in the move's and the stock's dialogs. */
export interface ProductBulkFields {
  /** The category chosen, as the select holds it ('' for none yet). */
  categoryId: string;
  /** The new stock as typed. */
  quantity: string;
}

/** What goes to the server. */
export interface ProductBulkChange {
  action: ProductBulkAction;
  products: { product_id: number; version: number }[];
  category_id?: number;
  quantity?: number;
}

export interface ProductBulkContext {
  selected: TickedProduct[];
  action: ProductBulkAction;
  fields: ProductBulkFields;
  /** What is wrong with the dialog's field, found before sending. */
  problem: string | null;
  /** The server's refusal, or null. */
  error: string | null;
  /** Whether that refusal was a stale copy. */
  stale: boolean;
  /** What the server did last, for the page to say so. */
  done: { action: ProductBulkAction; changed: number } | null;
}

export type ProductBulkEvent =
  | { type: 'select.toggle'; product: TickedProduct }
  | { type: 'select.page'; products: TickedProduct[]; on: boolean }
  | { type: 'select.clear' }
  | { type: 'bulk.enable' }
  | { type: 'bulk.disable' }
  | { type: 'bulk.move' }
  | { type: 'bulk.stock' }
  | { type: 'bulk.change'; values: Partial<ProductBulkFields> }
  | { type: 'bulk.submit' }
  | { type: 'bulk.back' };

export const PRODUCT_BULK_TEXT = {
  categoryMissing: 'Выберите категорию',
  quantityWrong: `Остаток — целое число от 0 до ${PRODUCT_STOCK_MAX.toLocaleString('ru-RU')}`,
  failed: 'Не удалось изменить товары, попробуйте ещё раз',
} as const;

const EMPTY: ProductBulkFields = { categoryId: '', quantity: '' };

export function problemOf({ action, fields }: Pick<ProductBulkContext, 'action' | 'fields'>): string | null {
  if (action === 'move' && !/^[1-9]\d*$/.test(fields.categoryId)) return PRODUCT_BULK_TEXT.categoryMissing;
  if (action === 'stock') {
    const typed = fields.quantity.trim();
    if (!/^\d{1,7}$/.test(typed) || Number(typed) > PRODUCT_STOCK_MAX) return PRODUCT_BULK_TEXT.quantityWrong;
  }
  return null;
}

export function changeOf(context: ProductBulkContext): ProductBulkChange {
  const { action, fields } = context;
  return {
    action,
    products: context.selected.map((p) => ({ product_id: p.id, version: p.version })),
    ...(action === 'move' ? { category_id: Number(fields.categoryId) } : {}),
    ...(action === 'stock' ? { quantity: Number(fields.quantity.trim()) } : {}),
  };
}

const ACTION_OF = {
  'bulk.enable': 'enable',
  'bulk.disable': 'disable',
  'bulk.move': 'move',
  'bulk.stock': 'stock',
} as const satisfies Record<string, ProductBulkAction>;

export const productBulkMachine = setup({
  types: {
    context: {} as ProductBulkContext,
    events: {} as ProductBulkEvent,
  },
  actors: {
    /** Resolves with how many products changed; rejects with StaleCopy, or an Error with the server's words. */
    save: notProvided<{ changed: number }, ProductBulkChange>('save'),
  },
  actions: {
    /** The action chosen, its dialog's fields empty, what was said before forgotten. */
    open: assign(({ event }) => {
      assertEvent(event, ['bulk.enable', 'bulk.disable', 'bulk.move', 'bulk.stock']);
      return { action: ACTION_OF[event.type], fields: EMPTY, problem: null, error: null, stale: false, done: null };
    }),
    /** The list loads afresh (after a change, or after someone else's). */
    reload: () => {},
  },
  guards: {
    ticked: ({ context }) => context.selected.length > 0,
    valid: ({ context }) => problemOf(context) === null,
    stale: ({ event }) => 'error' in event && event.error instanceof StaleCopy,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'productBulk',
  context: { selected: [], action: 'enable', fields: EMPTY, problem: null, error: null, stale: false, done: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'select.toggle': {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.some((p) => p.id === event.product.id)
                ? context.selected.filter((p) => p.id !== event.product.id)
                : [...context.selected, event.product],
          }),
        },
        'select.page': {
          actions: assign({
            selected: ({ context, event }) => {
              const others = context.selected.filter((p) => !event.products.some((q) => q.id === p.id));
              return event.on ? [...others, ...event.products] : others;
            },
          }),
        },
        'select.clear': { actions: assign({ selected: [] }) },
        'bulk.enable': { guard: 'ticked', target: 'confirming', actions: 'open' },
        'bulk.disable': { guard: 'ticked', target: 'confirming', actions: 'open' },
        'bulk.move': { guard: 'ticked', target: 'confirming', actions: 'open' },
        'bulk.stock': { guard: 'ticked', target: 'confirming', actions: 'open' },
      },
    },
    /** 'Выключить 3 товара?', or the move's category, or the new stock: the member confirms with the dialog's button. */
    confirming: {
      tags: ['dialog'],
      on: {
        'bulk.change': {
          actions: assign(({ context, event }) => ({
            fields: { ...context.fields, ...event.values },
            problem: null,
            error: null,
          })),
        },
        'bulk.submit': [
          { guard: 'valid', target: 'saving' },
          { actions: assign({ problem: ({ context }) => problemOf(context) }) },
        ],
        'bulk.back': { target: 'idle', actions: assign({ error: null, problem: null }) },
      },
    },
    saving: {
      tags: ['dialog', 'busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'save',
        input: ({ context }) => changeOf(context),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              done: ({ context, event }) => ({ action: context.action, changed: event.output.changed }),
              selected: [],
            }),
            'reload',
          ],
        },
        onError: [
          {
            guard: 'stale',
            target: 'idle',
            actions: [
              assign({
                error: ({ event }) => errorText(event.error, PRODUCT_BULK_TEXT.failed),
                stale: true,
                selected: [],
              }),
              'reload',
            ],
          },
          {
            target: 'confirming',
            actions: assign({ error: ({ event }) => errorText(event.error, PRODUCT_BULK_TEXT.failed) }),
          },
        ],
      },
    },
  },
});
