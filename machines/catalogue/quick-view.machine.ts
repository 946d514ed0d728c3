import { assign, setup } from 'xstate';
import { PAGE_SIZE } from '../../src/domain/constants';
import { notProvided } from '../not-provided';

/**
 * Quick view of a product from its card (product §2 "Quick-view modal", §8).
 *
 * The card's button opens it: the product loads ('Загрузка'), then shows; a failed load shows the toast
 * 'Не удалось получить информацию о товаре' and the modal closes. Once shown, the recommended products load beside it
 * (the first 3 are kept); their failure only toasts 'Не удалось получить рекомендованные товары'. Only the
 * description tab is offered and it is active from the start, so 'Описание' takes the shopper to the product page
 * (product §2: "when the description tab is already active, goes to the product page").
 */

/** What the flow itself needs of the product; the modal shows the rest of what the server sent. */
export interface QuickViewProduct {
  product_id: number;
  url: string;
}

export interface QuickViewContext {
  productId: number | null;
  product: QuickViewProduct | null;
  recommended: unknown[];
}

export type QuickViewEvent =
  { type: 'quickView.open'; productId: number } | { type: 'quickView.close' } | { type: 'quickView.description' };

const EMPTY: QuickViewContext = { productId: null, product: null, recommended: [] };

export const quickViewMachine = setup({
  types: {
    context: {} as QuickViewContext,
    events: {} as QuickViewEvent,
  },
  actors: {
    loadProduct: notProvided<QuickViewProduct, { productId: number }>('loadProduct'),
    loadRecommended: notProvided<unknown[], { productId: number }>('loadRecommended'),
  },
  actions: {
    /** Provided by the app: the toast 'Не удалось получить информацию о товаре'. */
    notifyProductError: () => {},
    /** Provided by the app: the toast 'Не удалось получить рекомендованные товары'. */
    notifyRecommendedError: () => {},
    /** Provided by the app: go to /{url} of the product shown. */
    openProductPage: () => {},
  },
}).createMachine({
  id: 'quickView',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      entry: assign(EMPTY),
      on: {
        'quickView.open': { target: 'loading', actions: assign({ productId: ({ event }) => event.productId }) },
      },
    },
    loading: {
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => ({ productId: context.productId! }),
        onDone: { target: 'shown', actions: assign({ product: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
      on: { 'quickView.close': 'closed' },
    },
    failed: {
      entry: 'notifyProductError',
      always: 'closed',
    },
    shown: {
      type: 'parallel',
      on: { 'quickView.close': 'closed' },
      states: {
        recommended: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadRecommended',
                input: ({ context }) => ({ productId: context.productId! }),
                onDone: {
                  target: 'shown',
                  actions: assign({ recommended: ({ event }) => event.output.slice(0, PAGE_SIZE.RECOMMENDED) }),
                },
                onError: { target: 'failed', actions: 'notifyRecommendedError' },
              },
            },
            shown: {},
            failed: {},
          },
        },
        tab: {
          initial: 'description',
          states: {
            description: {
              on: { 'quickView.description': { target: '#quickView.closed', actions: 'openProductPage' } },
            },
          },
        },
      },
    },
  },
});
