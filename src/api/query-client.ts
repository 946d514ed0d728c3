import { QueryClient, type DefaultOptions, type QueryClientConfig } from '@tanstack/react-query';
import { TIMING_MS } from '../domain/constants';

/** The storefront's data cache settings (product §9): kept 60 s, no refetch on focus or reconnect, one retry. */
export function queryClientConfig(overrides: DefaultOptions['queries'] = {}): QueryClientConfig {
  return {
    defaultOptions: {
      queries: {
        staleTime: TIMING_MS.QUERY_STALE_TIME,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: 1,
        ...overrides,
      },
    },
  };
}

/** The storefront's data cache (queryClientConfig). */
export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient(queryClientConfig(overrides));
}
