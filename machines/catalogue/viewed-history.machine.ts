import { assign, setup } from 'xstate';
import { addToHistory } from '../../src/domain/viewed-history';

/**
 * The products a shopper has viewed, for 'Вы смотрели' on the product page (product §2, §3, §4).
 *
 * Opening a product page adds it: new products go to the front, a product already in the list is ignored, at most 5
 * are kept. The list survives reloads in localStorage under `productsHistory` (product §3 names it among the plain
 * local-storage keys; `productHistory` is the name of the persisted-state slice, which stores the same list).
 */

/** A viewed product: the flow needs its id; the app keeps whatever else it shows (the card). */
export interface ViewedProduct {
  product_id: number;
}

export interface ViewedHistoryContext {
  items: ViewedProduct[];
}

export type ViewedHistoryEvent = { type: 'history.view'; product: ViewedProduct };

export const viewedHistoryMachine = setup({
  types: {
    context: {} as ViewedHistoryContext,
    events: {} as ViewedHistoryEvent,
    input: {} as ViewedHistoryContext,
  },
  actions: {
    /** Provided by the app: localStorage['productsHistory'] = the list. */
    storeHistory: () => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'viewedHistory',
  context: ({ input }) => ({ items: input.items }),
  initial: 'tracking',
  states: {
    tracking: {
      on: {
        'history.view': {
          actions: [
            assign({ items: ({ context, event }) => addToHistory(context.items, event.product) }),
            'storeHistory',
          ],
        },
      },
    },
  },
});
