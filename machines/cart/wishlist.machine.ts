import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { failure } from '../params';

/**
 * The wishlist ('Избранное', product §2 "Wishlist", §3 "Wishlist item", §4 "Wishlist"), one actor for the whole shop.
 *
 * The heart on a card, in the quick view and on the product page toggles a product: the first click adds it (count
 * +1, amount + its integer price, the toast 'Товар добавлен в избранное'), the next removes it. The page can remove
 * one product or clear the list. Every change is stored (localStorage `favorite`), and the list is restored from
 * there at start. A login or logout ('refreshWishlist') re-prices the stored products for the new customer group and
 * drops those the shop no longer has; the shopper can keep toggling meanwhile (the answer only updates or drops the
 * products it speaks of).
 */

/** One product in the wishlist: product §3 fields, plus what the page and the cart button need. */
export interface WishlistItem {
  product_id: number;
  name: string;
  /** The image address, or null for none (the stub picture is shown). */
  thumb: string | null;
  /** Whole roubles: the price the shopper pays (the special price when one applies). */
  price: number;
  /** The product page is /{url}. */
  url: string;
  /** Stock: the add-to-cart button is offered only when there is some. */
  quantity: number;
  /** Article number ('' for the gift certificate). */
  sku: string;
  /** An option must be chosen (issue 16): no add from the list, the shopper chooses on the product page. */
  has_required_option?: boolean;
}

/** Items keyed by product_id (product §3). */
export type WishlistItems = Record<string, WishlistItem>;

export interface WishlistContext {
  items: WishlistItems;
  count: number;
  /** Sum of the integer prices. */
  amount: number;
}

export interface WishlistInput {
  /** The list stored under `favorite`, or an empty one. */
  items: WishlistItems;
}

/** What re-pricing found: the products as the shop sells them now to this customer, and the ids it no longer has. */
export interface WishlistRefresh {
  fresh: WishlistItem[];
  gone: number[];
}

export type WishlistEvent =
  /** The heart: adds the product, or removes it when it is already there. */
  | { type: 'wishlist.toggle'; item: WishlistItem }
  | { type: 'wishlist.remove'; productId: number }
  | { type: 'wishlist.clear' }
  /** Login or logout: prices follow the customer group. */
  | { type: 'wishlist.refresh' };

/** Integer roubles, as the amount adds them. */
const integerPrice = (price: number) => (Number.isFinite(price) ? Math.trunc(price) : 0);

/** count and amount always follow the items. */
export function summarise(items: WishlistItems): WishlistContext {
  const list = Object.values(items);
  return { items, count: list.length, amount: list.reduce((sum, item) => sum + integerPrice(item.price), 0) };
}

const key = (productId: number) => String(productId);
/** The product a toggle or a removal is about. */
const productIdOf = (event: Extract<WishlistEvent, { type: 'wishlist.toggle' | 'wishlist.remove' }>) =>
  event.type === 'wishlist.toggle' ? event.item.product_id : event.productId;

function without(items: WishlistItems, productId: number): WishlistItems {
  const rest = { ...items };
  delete rest[key(productId)];
  return rest;
}

/** Updates the products the answer speaks of; products added while it was on its way stay as they are. */
function applyRefresh(items: WishlistItems, { fresh, gone }: WishlistRefresh): WishlistItems {
  let next = { ...items };
  for (const productId of gone) next = without(next, productId);
  for (const item of fresh) if (next[key(item.product_id)]) next[key(item.product_id)] = item;
  return next;
}

export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    input: {} as WishlistInput,
  },
  actors: {
    /** Provided by the app: each product's current card for the shopper's customer group (or that it is gone). */
    loadPrices: notProvided<WishlistRefresh, { items: WishlistItem[] }>('loadPrices'),
  },
  actions: {
    /** Provided by the app: localStorage['favorite'] = the context. */
    storeWishlist: () => {},
    /** Provided by the app: the toast 'Товар добавлен в избранное'. */
    notifyAdded: () => {},
    /** Provided by the app: re-pricing failed; the list stays as it was (console only). */
    logRefreshError: (_, _error: unknown) => {},
    add: assign(({ context, event }) => {
      assertEvent(event, 'wishlist.toggle');
      const { item } = event;
      return summarise({ ...context.items, [key(item.product_id)]: item });
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, ['wishlist.toggle', 'wishlist.remove']);
      return summarise(without(context.items, productIdOf(event)));
    }),
    clear: assign(() => summarise({})),
    applyRefresh: assign(({ context }, { output }: { output: WishlistRefresh }) =>
      summarise(applyRefresh(context.items, output)),
    ),
  },
  guards: {
    isInWishlist: ({ context, event }) => {
      assertEvent(event, ['wishlist.toggle', 'wishlist.remove']);
      return key(productIdOf(event)) in context.items;
    },
    hasItems: ({ context }) => context.count > 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'wishlist',
  context: ({ input }) => summarise(input.items),
  initial: 'ready',
  on: {
    'wishlist.toggle': [
      { guard: 'isInWishlist', actions: ['remove', 'storeWishlist'] },
      { actions: ['add', 'storeWishlist', 'notifyAdded'] },
    ],
    'wishlist.remove': { guard: 'isInWishlist', actions: ['remove', 'storeWishlist'] },
    'wishlist.clear': { guard: 'hasItems', actions: ['clear', 'storeWishlist'] },
  },
  states: {
    ready: {
      on: {
        'wishlist.refresh': { guard: 'hasItems', target: 'refreshing' },
      },
    },
    refreshing: {
      invoke: {
        src: 'loadPrices',
        input: ({ context }) => ({ items: Object.values(context.items) }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'applyRefresh', params: ({ event }) => ({ output: event.output }) }, 'storeWishlist'],
        },
        onError: { target: 'ready', actions: { type: 'logRefreshError', params: failure } },
      },
      on: {
        // A second login or logout before the first answer: ask again, for the customer logged in now.
        'wishlist.refresh': { target: 'refreshing', reenter: true },
      },
    },
  },
});
