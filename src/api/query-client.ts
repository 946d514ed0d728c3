import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { TIMING_MS } from '../domain/constants';

/** The storefront's data cache (product §9): kept 60 s, no refetch on focus or reconnect, one retry. */
export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: TIMING_MS.QUERY_STALE_TIME,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: 1,
        ...overrides,
      },
    },
  });
}
