import { assign, setup } from 'xstate';
import type { PromotionPreviewResult as PromotionPreview } from '../../src/domain/promotion-edit';
import { notProvided } from '../not-provided';
import { errorText } from '../error-text';

/**
 * The preview of 'Акции и подарки' (issue 16): the owner puts products and quantities into a sample cart, chooses a
 * customer group and asks 'Рассчитать'; the server prices and totals that cart with the cart's own code and the
 * promotions as saved. Any change of the sample forgets the last result (it no longer describes the sample).
 */

export interface SampleLine {
  product_id: number;
  name: string;
  quantity: number;
}

export interface PreviewRequest {
  customer_group_id: 0 | 1 | 2;
  lines: { product_id: number; quantity: number }[];
}

export interface PromotionPreviewContext {
  lines: SampleLine[];
  group: 0 | 1 | 2;
  result: PromotionPreview | null;
  error: string | null;
}

export type PromotionPreviewEvent =
  | { type: 'sample.add'; product: { product_id: number; name: string } }
  | { type: 'sample.quantity'; productId: number; quantity: number }
  | { type: 'sample.remove'; productId: number }
  | { type: 'sample.group'; group: 0 | 1 | 2 }
  | { type: 'sample.run' };

export const PROMOTION_PREVIEW_TEXT = {
  empty: 'Добавьте в пробную корзину хотя бы один товар',
  failed: 'Не удалось рассчитать корзину, попробуйте ещё раз',
} as const;

/** The most units of one product the sample takes (the server's limit too). */
export const SAMPLE_QUANTITY_MAX = 999;

const clamp = (quantity: number) =>
  Math.min(SAMPLE_QUANTITY_MAX, Math.max(1, Number.isFinite(quantity) ? Math.round(quantity) : 1));

export const promotionPreviewMachine = setup({
  types: {
    context: {} as PromotionPreviewContext,
    events: {} as PromotionPreviewEvent,
  },
  actors: {
    compute: notProvided<PromotionPreview, PreviewRequest>('compute'),
  },
  guards: {
    filled: ({ context }) => context.lines.length > 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'promotionPreview',
  context: { lines: [], group: 0, result: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'sample.add': {
          // A product already in the sample keeps its line: its quantity is changed in the line's own field.
          guard: ({ context, event }) => !context.lines.some((l) => l.product_id === event.product.product_id),
          actions: assign(({ context, event }) => ({
            lines: [...context.lines, { ...event.product, quantity: 1 }],
            result: null,
            error: null,
          })),
        },
        'sample.quantity': {
          actions: assign(({ context, event }) => ({
            lines: context.lines.map((l) =>
              l.product_id === event.productId ? { ...l, quantity: clamp(event.quantity) } : l,
            ),
            result: null,
            error: null,
          })),
        },
        'sample.remove': {
          actions: assign(({ context, event }) => ({
            lines: context.lines.filter((l) => l.product_id !== event.productId),
            result: null,
            error: null,
          })),
        },
        'sample.group': { actions: assign({ group: ({ event }) => event.group, result: null, error: null }) },
        'sample.run': [
          { guard: 'filled', target: 'computing' },
          { actions: assign({ error: PROMOTION_PREVIEW_TEXT.empty }) },
        ],
      },
    },
    computing: {
      tags: ['busy'],
      entry: assign({ error: null, result: null }),
      invoke: {
        src: 'compute',
        input: ({ context }) => ({
          customer_group_id: context.group,
          lines: context.lines.map(({ product_id, quantity }) => ({ product_id, quantity })),
        }),
        onDone: { target: 'idle', actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: assign({ error: ({ event }) => errorText(event.error, PROMOTION_PREVIEW_TEXT.failed) }),
        },
      },
    },
  },
});
