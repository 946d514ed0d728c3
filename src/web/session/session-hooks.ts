/**
 * What the cart and wishlist capabilities do when the shopper logs in or out (product §2 "Logout … refreshes cart and
 * wishlist data, goes to / and resets cart state"). The auth actor runs these hooks; the cart and wishlist register
 * their implementations when they start:
 *
 *   useEffect(() => onSessionHook('resetCart', () => cartActor.send({ type: 'cart.reset' })), [cartActor]);
 */
export type SessionHook = 'refreshCart' | 'refreshWishlist' | 'resetCart';

const listeners = new Map<SessionHook, Set<() => void>>();

/** Registers a listener; returns the function that removes it. */
export function onSessionHook(hook: SessionHook, listener: () => void): () => void {
  let set = listeners.get(hook);
  if (!set) {
    set = new Set();
    listeners.set(hook, set);
  }
  set.add(listener);
  return () => void set.delete(listener);
}

export function runSessionHook(hook: SessionHook): void {
  for (const listener of listeners.get(hook) ?? []) {
    try {
      listener();
    } catch (error) {
      console.error(`Обработчик «${hook}» завершился ошибкой`, error);
    }
  }
}
