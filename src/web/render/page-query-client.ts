import {
  QueryClient,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { queryClientConfig } from '../../api/query-client';
import { SERVER_PREFETCH } from '../ui/server-prefetch';

/**
 * The data cache of one page the server renders (render/prefetch.ts): it also notes which queries a component asked
 * for, switched on, during the rendering under way. A query's own options cannot tell: they are those of whichever
 * component asked last. On /catalog the category list asks for the top level's sub-categories (on) and, under the same
 * key, for the neighbours it shows instead when there are none (off): the query read "off", and the page came with a
 * placeholder where the categories go, which the browser then asked for itself.
 */
export class PageQueryClient extends QueryClient {
  private readonly asked = new Set<string>();

  constructor() {
    super(queryClientConfig({ retry: false }));
  }

  /** Every component's query passes here as the page renders (useQuery and its observer alike). */
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    // A declaration (useServerPrefetch) asks for its data with the query switched off, so that the browser never
    // fetches it; the server does.
    if (defaulted.enabled !== false || defaulted.meta?.[SERVER_PREFETCH] === true) this.asked.add(defaulted.queryHash);
    return defaulted;
  }

  /** A new rendering of the page begins: what the last one asked for no longer counts. */
  startRendering(): void {
    this.asked.clear();
  }

  /** Whether a component of the rendering asked for this query, switched on (or declared it for the server). */
  wasAsked(queryHash: string): boolean {
    return this.asked.has(queryHash);
  }
}
