import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/** Marks a query the server render must fetch although no component of the page runs it as a plain useQuery. */
export const SERVER_PREFETCH = 'serverPrefetch';

/**
 * Declares data a page shows but fetches some other way (a statechart's actor through `fetchQuery`): the server's
 * render fetches it before the page is rendered for good, so the statechart can start from it (render/prefetch.ts).
 * In the browser it only reads the cache: it never fetches.
 */
export function useServerPrefetch<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): void {
  useQuery({ ...options, enabled: false, meta: { ...options.meta, [SERVER_PREFETCH]: true } });
}
