import { AsyncLocalStorage } from 'node:async_hooks';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

/** One call of the shop's own back end, answered in the same process (the server passes Fastify's inject). */
export interface ApiCall {
  method: string;
  /** Path and query, e.g. '/back/product/list?x=1'. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export type CallApi = (call: ApiCall) => Promise<ApiAnswer>;

/** The page being rendered: how its calls reach the back end, as the shopper who asked for it. */
const current = new AsyncLocalStorage<CallApi>();

/** Runs one page's rendering with its calls going to `callApi`. */
export function withApi<T>(callApi: CallApi, run: () => Promise<T>): Promise<T> {
  return current.run(callApi, run);
}

function headersOf(config: InternalAxiosRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    if (typeof value === 'string' || typeof value === 'number') headers[name.toLowerCase()] = String(value);
  }
  return headers;
}

function urlOf(config: InternalAxiosRequestConfig): string {
  const base = config.url ?? '/';
  const params = config.params as Record<string, unknown> | undefined;
  if (!params) return base;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    // The storefront's query parameters are plain values (src/api): anything else is not sent.
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query.append(name, String(value));
    }
  }
  const text = query.toString();
  return text ? `${base}${base.includes('?') ? '&' : '?'}${text}` : base;
}

/**
 * The storefront's axios client on the server: the same calls, the same envelope handling, answered by the back end
 * in process instead of over the network.
 */
export const serverAdapter: AxiosAdapter = async (config) => {
  const callApi = current.getStore();
  if (!callApi) throw new Error('A storefront call was made outside a page rendering');
  const data: unknown = config.data;
  const answer = await callApi({
    method: (config.method ?? 'get').toUpperCase(),
    url: urlOf(config),
    headers: headersOf(config),
    body: typeof data === 'string' ? data : undefined,
  });
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: '',
    headers: answer.headers,
    config,
    request: {},
  };
  return response;
};
