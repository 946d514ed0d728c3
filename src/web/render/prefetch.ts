import type { Query } from '@tanstack/react-query';
import type { PageQueryClient } from './page-query-client';

/** Enough for the deepest chain of the shop's pages: address → page module → record → what depends on it. */
const MAX_PASSES = 5;

/** A query some component of the last rendering asked for, switched on, that has no data and is not being fetched. */
function isWanted(queryClient: PageQueryClient, query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  return queryClient.wasAsked(query.queryHash);
}

/**
 * The data a page shows is what its components ask for (useQuery): render the page, fetch every query it asked for
 * and has not got, render again, until a pass asks for nothing new; that last rendering is the page. A failed query
 * stays failed: the page renders its own error state, as it would in the browser.
 */
export async function prefetchByRendering(
  queryClient: PageQueryClient,
  render: () => Promise<string>,
): Promise<{ html: string; passes: number }> {
  let passes = 0;
  for (;;) {
    passes += 1;
    queryClient.startRendering();
    const html = await render();
    const wanted = queryClient.getQueryCache().findAll({ predicate: (query) => isWanted(queryClient, query) });
    if (wanted.length === 0 || passes === MAX_PASSES) return { html, passes };
    await Promise.all(
      wanted.map((query) =>
        queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn, retry: false }),
      ),
    );
  }
}
