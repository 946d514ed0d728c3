import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** Whether the browser is hydrating the page the server sent: from hydrateRoot until the page's mark (HydrationMark). */
let hydratingServerPage = false;

/** The storefront's entry, before it hydrates a page the server rendered. */
export function startHydratingServerPage(): void {
  hydratingServerPage = true;
}

/** The page has hydrated (HydrationMark): what mounts from now on is the browser's own. */
export function finishHydratingServerPage(): void {
  hydratingServerPage = false;
}

/**
 * Read once, as a component mounts (not a hook: reading it never re-renders, which a boundary that holds the server's
 * markup must not do, see HydrateWhenSeen): whether that mount is part of hydrating the server's page.
 */
export function mountsInServerPage(): boolean {
  return typeof window === 'undefined' || hydratingServerPage;
}

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
