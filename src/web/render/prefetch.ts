import type { Query, QueryClient } from '@tanstack/react-query';
import { SERVER_PREFETCH } from '../ui/server-prefetch';

/** Enough for the deepest chain of the shop's pages: address → page module → record → what depends on it. */
const MAX_PASSES = 5;

function isWanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.meta?.[SERVER_PREFETCH] === true) return true;
  // A query its component switched off (enabled: false) is not part of the page.
  const enabled = (query.options as { enabled?: unknown }).enabled;
  return enabled !== false;
}

/**
 * The data a page shows is what its components ask for (useQuery): render the page, fetch every query it asked for
 * and has not got, render again, until a pass asks for nothing new; that last rendering is the page. A failed query
 * stays failed: the page renders its own error state, as it would in the browser.
 */
export async function prefetchByRendering(
  queryClient: QueryClient,
  render: () => Promise<string>,
): Promise<{ html: string; passes: number }> {
  let passes = 0;
  for (;;) {
    passes += 1;
    const html = await render();
    const wanted = queryClient.getQueryCache().findAll({ predicate: isWanted });
    if (wanted.length === 0 || passes === MAX_PASSES) return { html, passes };
    await Promise.all(
      wanted.map((query) =>
        queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn, retry: false }),
      ),
    );
  }
}
