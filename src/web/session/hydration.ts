import { useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates a page the server rendered (and on the server itself), true once the page is the
 * browser's own. Rendered afresh in the browser (no server page), it is true from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/**
 * The shopper's own value (restored from this browser's storage: who is logged in, the cart, the wishlist) once the
 * page has hydrated; until then what the server rendered for everyone, a guest's `serverValue`. Hydration then meets
 * the markup it expects, and the shopper's own values follow in the next render.
 */
export function useAfterHydration<T>(value: T, serverValue: T): T {
  return useHydrated() ? value : serverValue;
}

/**
 * Whether this component was first rendered as part of the server's page: on the server, or hydrating its markup in
 * the browser (also a block that hydrates late, HydrateWhenSeen), as against drawn afresh by the browser. Fixed at
 * mount; the component renders once more when hydration ends (useHydrated's switch), with the same answer.
 */
export function useMountedInServerPage(): boolean {
  const hydrated = useHydrated();
  const [served] = useState(!hydrated);
  return served;
}
