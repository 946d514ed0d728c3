import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  cartMachine,
  type CartCommand,
  type CartEvent,
  type CommandReply,
  type CommandSettled,
} from '../../../machines/cart/cart.machine';
import { addToCart, applyVoucher, clearCart, fetchCart, updateCart, updateGift } from '../../api/cart';
import type { Cart } from '../../domain/cart-reply';
import { emptyCart } from '../../domain/empty-cart';
import { hasSessionMark } from '../../domain/session-mark';
import { PERSISTED_KEY } from '../../domain/constants';
import { usePersistedState } from './persisted-state-gate';
import { inspect } from '../ui/inspect';
import { onSessionHook } from './session-hooks';
import { useAfterHydration, useHydrated } from './hydration';

export type CartActor = ActorRefFrom<typeof cartMachine>;

type CommandEvent = Exclude<CartEvent, { type: 'cart.refresh' | 'cart.reset' }>;

/** An event that asks for a command, without the request id (the provider adds it). */
export type CartRequest = CommandEvent extends infer E
  ? E extends CommandEvent
    ? Omit<E, 'requestId'>
    : never
  : never;

interface CartHandle {
  actor: CartActor;
  /** Sends a command and resolves once the server answered it (or refused, or a reset dropped it). */
  request: (event: CartRequest) => Promise<CommandSettled>;
}

const CartContext = createContext<CartHandle | null>(null);

/** Sends one command to the back end: the whole cart comes back for update, clear and gift; a message otherwise. */
async function runCommand(command: CartCommand, cart: Cart | null): Promise<CommandReply> {
  switch (command.kind) {
    case 'add': {
      const add = await addToCart(command.payload);
      return { cart: null, message: add.success, add };
    }
    case 'update':
      return {
        cart: await updateCart({ cart: cart?.cart ?? {}, cart_action: command.action, cartItemCode: command.key }),
        message: null,
        add: null,
      };
    case 'clear':
      return { cart: await clearCart(), message: null, add: null };
    case 'voucher':
      return { cart: null, message: await applyVoucher(command.code), add: null };
    case 'gift':
      return {
        cart: await updateGift({
          product_id: command.productId,
          checked: command.action === 'increment',
          action: command.action,
        }),
        message: null,
        add: null,
      };
  }
}

function isCart(value: unknown): value is Cart {
  const x = value as Partial<Cart> | null;
  return typeof x === 'object' && x !== null && Array.isArray(x.products) && typeof x.countItems === 'number';
}

/** The cart stored under `cartActions` (product §3 persisted state), or null when there is none or it is unreadable. */
export function readStoredCart(raw: string | null | undefined): Cart | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as { cart?: unknown } | null;
    return isCart(stored?.cart) ? stored.cart : null;
  } catch {
    return null;
  }
}

function storeCart(cart: Cart | null): void {
  try {
    if (cart) localStorage.setItem(PERSISTED_KEY.CART_ACTIONS, JSON.stringify({ cart }));
    else localStorage.removeItem(PERSISTED_KEY.CART_ACTIONS);
  } catch (error) {
    console.error('Не удалось сохранить корзину', error);
  }
}

let lastRequest = 0;

/**
 * The cart actor, created once for the whole shop: it starts from the cart stored under `cartActions` (so the header
 * count shows at once), loads the server's, stores every cart the server sends, and follows the auth actor's
 * 'refreshCart' and 'resetCart' hooks (login merges carts; logout starts over). A browser without a session has no
 * cart on the server: its cart is the empty one without a call, so a first visit asks the server nothing.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { cartActions } = usePersistedState();
  const [waiting] = useState(() => new Map<string, (settled: CommandSettled) => void>());
  const [machine] = useState(() => {
    const deliver = (settled: CommandSettled) => {
      waiting.get(settled.requestId)?.(settled);
      waiting.delete(settled.requestId);
    };
    return cartMachine.provide({
      actors: {
        loadCart: fromPromise(() => (hasSessionMark(document.cookie) ? fetchCart() : Promise.resolve(emptyCart()))),
        runCommand: fromPromise(({ input }: { input: { command: CartCommand; cart: Cart | null } }) =>
          runCommand(input.command, input.cart),
        ),
      },
      actions: {
        storeCart: ({ context }) => storeCart(context.cart),
        settle: (_, settled) => deliver(settled),
        settleDropped: (_, list) => list.forEach(deliver),
      },
    });
  });
  const [input] = useState(() => ({ storedCart: readStoredCart(cartActions) }));
  const actor = useActorRef(machine, { input, inspect });
  useEffect(() => {
    const offRefresh = onSessionHook('refreshCart', () => actor.send({ type: 'cart.refresh' }));
    const offReset = onSessionHook('resetCart', () => actor.send({ type: 'cart.reset' }));
    return () => {
      offRefresh();
      offReset();
    };
  }, [actor]);
  const [handle] = useState<CartHandle>(() => ({
    actor,
    request: (event) =>
      new Promise<CommandSettled>((resolve) => {
        lastRequest += 1;
        const requestId = `cart-${lastRequest}`;
        waiting.set(requestId, resolve);
        actor.send({ ...event, requestId });
      }),
  }));
  return <CartContext.Provider value={handle}>{children}</CartContext.Provider>;
}

/** The cart handle, or null outside the shop's providers (a card rendered on its own in a test). */
export function useOptionalCart(): CartHandle | null {
  return useContext(CartContext);
}

export function useCartActor(): CartActor {
  const handle = useContext(CartContext);
  if (!handle) throw new Error('CartProvider is missing');
  return handle.actor;
}

/** Sends a command and waits for its outcome. */
export function useCartRequest(): CartHandle['request'] {
  const handle = useContext(CartContext);
  if (!handle) throw new Error('CartProvider is missing');
  return handle.request;
}

/** The cart as the server last sent it (null before the first answer when nothing was stored). */
export function useCart(): Cart | null {
  return useAfterHydration(
    useSelector(useCartActor(), (snapshot) => snapshot.context.cart),
    null,
  );
}

export interface CartSummary {
  /** Units of goods (gifts excluded): the header badge. */
  count: number;
  total: number;
  productIds: number[];
  /** product §3 cartLoading: any cart request running. */
  loading: boolean;
  /** product §3 initializeIsLoading: the first load running. */
  initializing: boolean;
  initializeError: string | null;
  cartAjaxError: string | null;
}

const NO_IDS: number[] = [];

/** The numbers the header, cards and buttons need (an empty cart outside the providers). */
export function useCartSummary(): CartSummary {
  const handle = useOptionalCart();
  const count = useSelector(handle?.actor, (s) => s?.context.cart?.countItems ?? 0) ?? 0;
  const total = useSelector(handle?.actor, (s) => s?.context.cart?.total ?? 0) ?? 0;
  const products = useSelector(handle?.actor, (s) => s?.context.cart?.products);
  const loading = useSelector(handle?.actor, (s) => s?.hasTag('loading') ?? false) ?? false;
  const initializing = useSelector(handle?.actor, (s) => s?.hasTag('initializing') ?? false) ?? false;
  const initializeError = useSelector(handle?.actor, (s) => s?.context.initializeError ?? null) ?? null;
  const cartAjaxError = useSelector(handle?.actor, (s) => s?.context.cartAjaxError ?? null) ?? null;
  const productIds = useMemo(() => (products ? products.map((p) => p.product_id) : NO_IDS), [products]);
  // The stored cart is this browser's: the server rendered an empty one (the flags are the same on both sides).
  const hydrated = useHydrated();
  return {
    count: hydrated ? count : 0,
    total: hydrated ? total : 0,
    productIds: hydrated ? productIds : NO_IDS,
    loading,
    initializing,
    initializeError,
    cartAjaxError,
  };
}

/** Whether a product is in the cart (as any line but a gift). */
export function useIsInCart(productId: number): boolean {
  const handle = useOptionalCart();
  const inCart =
    useSelector(handle?.actor, (s) =>
      (s?.context.cart?.products ?? []).some((p) => p.product_id === productId && !p.isPresent),
    ) ?? false;
  return useAfterHydration(inCart, false);
}
