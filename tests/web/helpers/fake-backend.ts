import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { setHttpAdapter } from '../../../src/api/http';

/** What the fake back end answers: a status and a body (sent as JSON unless it is a string), or a thrown error. */
export type Reply = { status?: number; body: unknown; headers?: Record<string, string> } | Error;
export type Route = Reply | ((config: InternalAxiosRequestConfig) => Reply | Promise<Reply>);

export const ok = (data: unknown): Reply => ({ status: 200, body: { result: 'success', data } });
export const fail = (status: number, error: string): Reply => ({ status, body: { result: 'error', error } });
export const setting = (value: string): Reply => ok({ value });

/** An axios adapter that answers 'METHOD /path' from a table, like the server would, and records every call. */
export function fakeAdapter(routes: Record<string, Route>, calls: string[] = []): AxiosAdapter {
  return async (config) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    calls.push(key);
    const route = routes[key];
    const reply =
      typeof route === 'function'
        ? await route(config)
        : (route ?? { status: 404, body: { result: 'error', error: 'Страница не найдена' } });
    if (reply instanceof Error) throw reply;
    return {
      data: typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body),
      status: reply.status ?? 200,
      statusText: '',
      headers: { 'content-type': 'application/json', ...reply.headers },
      config,
      request: {},
    };
  };
}

/** Points the app's axios instance at a fake back end; returns the list of calls made. */
export function installFakeBackend(routes: Record<string, Route>): { calls: string[]; restore: () => void } {
  const calls: string[] = [];
  const restore = setHttpAdapter(fakeAdapter(routes, calls));
  return { calls, restore };
}

export const timeoutError = (config?: InternalAxiosRequestConfig) =>
  new AxiosError('timeout of 5000ms exceeded', AxiosError.ETIMEDOUT, config);
export const networkError = (config?: InternalAxiosRequestConfig) =>
  new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
