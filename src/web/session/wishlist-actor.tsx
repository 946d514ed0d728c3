import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  summarise,
  wishlistMachine,
  type WishlistContext,
  type WishlistItem,
  type WishlistItems,
  type WishlistRefresh,
} from '../../../machines/cart/wishlist.machine';
import { fetchProduct, type CardProduct } from '../../api/catalogue';
import { isApiError } from '../../api/http';
import { PERSISTED_KEY } from '../../domain/constants';
import { usePersistedState } from './persisted-state-gate';
import { inspect } from '../ui/inspect';
import { useAfterHydration } from './hydration';
import { toastSuccess } from '../ui/toaster';
import { onSessionHook } from './session-hooks';

/** product §4. */
export const WISHLIST_ADDED_TEXT = 'Товар добавлен в избранное';

export type WishlistActor = ActorRefFrom<typeof wishlistMachine>;

const WishlistContext = createContext<WishlistActor | null>(null);

/** A card as the wishlist keeps it: the price the shopper pays (the special when one applies), in whole roubles. */
export function toWishlistItem(product: CardProduct): WishlistItem {
  return {
    product_id: product.product_id,
    name: product.name,
    thumb: product.image,
    price: Math.round(product.special ?? product.price),
    url: product.url,
    quantity: product.quantity,
    sku: product.sku,
    has_required_option: product.has_required_option,
  };
}

/** The card the cart button needs, rebuilt from a wishlist item. */
export function toCardProduct(item: WishlistItem): CardProduct {
  return {
    product_id: item.product_id,
    name: item.name,
    sku: item.sku,
    price: item.price,
    special: null,
    specials: [],
    quantity: item.quantity,
    url: item.url,
    image: item.thumb,
    date_available: '',
    // Only the cart button reads this card; the wishlist's rows show no badge.
    pro_discount: false,
    has_required_option: item.has_required_option ?? false,
  };
}

function isItem(value: unknown): value is WishlistItem {
  const x = value as Partial<WishlistItem> | null;
  return (
    typeof x === 'object' &&
    x !== null &&
    Number.isInteger(x.product_id) &&
    typeof x.name === 'string' &&
    typeof x.price === 'number'
  );
}

/** The list stored under `favorite` (the whole context, as product §3 keeps it); anything unreadable counts as empty. */
export function readStoredWishlist(raw: string | null): WishlistItems {
  if (!raw) return {};
  try {
    const stored = JSON.parse(raw) as { items?: unknown } | null;
    const items =
      stored && typeof stored.items === 'object' && stored.items !== null ? Object.values(stored.items) : [];
    const valid = items
      .filter(isItem)
      .map((x) => ({ ...x, thumb: x.thumb ?? null, url: x.url ?? '', quantity: x.quantity ?? 0, sku: x.sku ?? '' }));
    return Object.fromEntries(valid.map((x) => [String(x.product_id), x]));
  } catch {
    return {};
  }
}

function storeWishlist(context: WishlistContext): void {
  try {
    localStorage.setItem(PERSISTED_KEY.FAVORITE, JSON.stringify(summarise(context.items)));
  } catch (error) {
    console.error('Не удалось сохранить избранное', error);
  }
}

/**
 * Each product's current card for the customer now logged in (or out): one /back/product/one per product, in
 * parallel. A product the shop answers 404 for is gone; one that could not be asked (network) keeps its old price.
 */
async function loadPrices(items: WishlistItem[]): Promise<WishlistRefresh> {
  const answers = await Promise.allSettled(items.map((x) => fetchProduct(x.product_id)));
  const refresh: WishlistRefresh = { fresh: [], gone: [] };
  answers.forEach((answer, i) => {
    if (answer.status === 'fulfilled') refresh.fresh.push(toWishlistItem(answer.value));
    else if (isApiError(answer.reason) && answer.reason.status === 404) refresh.gone.push(items[i].product_id);
  });
  return refresh;
}

/**
 * The wishlist actor, created once for the whole shop: it starts from the list stored under `favorite`, stores every
 * change there, toasts an add, and re-prices itself when the auth actor runs the 'refreshWishlist' hook.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const { favorite } = usePersistedState();
  const [machine] = useState(() =>
    wishlistMachine.provide({
      actors: { loadPrices: fromPromise(({ input }: { input: { items: WishlistItem[] } }) => loadPrices(input.items)) },
      actions: {
        storeWishlist: ({ context }) => storeWishlist(context),
        notifyAdded: () => toastSuccess(WISHLIST_ADDED_TEXT),
        logRefreshError: (_, error) => console.error('Не удалось обновить цены избранного', error),
      },
    }),
  );
  const [input] = useState(() => ({ items: readStoredWishlist(favorite ?? null) }));
  const actor = useActorRef(machine, { input, inspect });
  useEffect(() => onSessionHook('refreshWishlist', () => actor.send({ type: 'wishlist.refresh' })), [actor]);
  return <WishlistContext.Provider value={actor}>{children}</WishlistContext.Provider>;
}

/** The wishlist actor, or null outside the shop's providers (a card rendered on its own in a test). */
export function useOptionalWishlistActor(): WishlistActor | null {
  return useContext(WishlistContext);
}

export function useWishlistActor(): WishlistActor {
  const actor = useContext(WishlistContext);
  if (!actor) throw new Error('WishlistProvider is missing');
  return actor;
}

const EMPTY: WishlistContext = { items: {}, count: 0, amount: 0 };

/** items, count and amount (an empty list outside the providers). */
export function useWishlist(): WishlistContext {
  const actor = useOptionalWishlistActor();
  const context = useSelector(actor ?? undefined, (snapshot) => snapshot?.context);
  return useAfterHydration(context ?? EMPTY, EMPTY);
}

/** Whether a product is in the wishlist, and the toggle for its heart; null outside the providers. */
export function useWishlistToggle(product: CardProduct): { inWishlist: boolean; toggle: () => void } | null {
  const actor = useOptionalWishlistActor();
  const inWishlist = useAfterHydration(
    useSelector(actor ?? undefined, (snapshot) =>
      snapshot ? String(product.product_id) in snapshot.context.items : false,
    ) ?? false,
    false,
  );
  if (!actor) return null;
  return { inWishlist, toggle: () => actor.send({ type: 'wishlist.toggle', item: toWishlistItem(product) }) };
}
