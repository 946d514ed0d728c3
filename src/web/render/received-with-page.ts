import type { DehydratedState } from '@tanstack/react-query';

/**
 * The moment the page's answer began to arrive, by the clock the browser's data cache reads (Date.now): the page's
 * navigation timing, taken from performance's clock over to Date.now's, so that a clock set differently from
 * performance's (a test's, a phone's corrected one) still agrees with the cache. Without navigation timing, the start
 * of the page.
 */
export function pageArrivedAt(): number {
  const [navigation] = performance.getEntriesByType('navigation');
  const responseStart =
    navigation && 'responseStart' in navigation && typeof navigation.responseStart === 'number'
      ? navigation.responseStart
      : 0;
  return Date.now() - performance.now() + responseStart;
}

/**
 * The page's data counted as received with the page, not when the server rendered it. The server may send a page it
 * rendered minutes before (its page cache), and a phone's clock may run ahead of the server's: counted from the
 * server's moment, the data looked older than the 60 s the storefront keeps it, and every query the page hydrated
 * asked the server again at once (and loaded axios) while the page was starting. A kept page is kept under the
 * catalogue version (src/server/render/page-renderer.ts), so its data is what a call would answer then, but for what
 * changes with time alone (a special's end), which the page cache's own bound limits.
 */
export function receivedWithPage(state: DehydratedState, arrivedAt: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.dataUpdatedAt > 0 ? { ...query, state: { ...query.state, dataUpdatedAt: arrivedAt } } : query,
    ),
  };
}
