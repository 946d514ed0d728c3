import { assertEvent, setup } from 'xstate';
import type { CartAddOption } from '../../src/domain/cart-reply';
import { notProvided } from '../not-provided';
import { failure, output } from '../params';
import type { CommandReply } from './cart.machine';

/**
 * The 'В корзину' button of the product page, the quick view and the wishlist (product §4 "Add to cart").
 *
 * A press adds one unit (with the sampler or certificate amount chosen at that moment) through the shared cart; the
 * server's yes turns the button into 'Добавлено в корзину', and a further press goes to /cart. A refusal (the
 * certificate mixing warning, stock) is reported and the button is ready again. Presses while the add runs are
 * ignored: the button stays enabled and focused, so the keyboard keeps its place, but nothing is added twice.
 */

export interface AddToCartContext {
  productId: number;
}

export type AddToCartEvent = { type: 'addToCart.press'; option?: CartAddOption };

export interface AddToCartRequest {
  productId: number;
  option?: CartAddOption;
}

export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    input: {} as AddToCartContext,
  },
  actors: {
    /** Provided by the page: the shared cart's add; it fails with the server's message when the add is refused. */
    addToCart: notProvided<CommandReply, AddToCartRequest>('addToCart'),
  },
  actions: {
    /** Provided by the page: the added state's press. */
    goToCart: () => {},
    /** Provided by the page: the quick view toasts the server's total. */
    reportAdded: (_, _reply: CommandReply) => {},
    /** Provided by the page: the refusal's message as a toast. */
    reportRefusal: (_, _error: unknown) => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'addToCart',
  context: ({ input }) => ({ productId: input.productId }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'addToCart.press': 'adding' },
    },
    adding: {
      invoke: {
        src: 'addToCart',
        input: ({ context, event }) => {
          assertEvent(event, 'addToCart.press');
          return event.option
            ? { productId: context.productId, option: event.option }
            : { productId: context.productId };
        },
        onDone: { target: 'added', actions: { type: 'reportAdded', params: output } },
        onError: { target: 'ready', actions: { type: 'reportRefusal', params: failure } },
      },
    },
    added: {
      on: { 'addToCart.press': { actions: 'goToCart' } },
    },
  },
});
