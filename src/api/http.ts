import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { TIMING_MS } from '../domain/constants';

/**
 * The storefront's one HTTP client (product §7, §8, §9). Every reply of the shop back end is the envelope
 * `{result: 'success', data}`, or `{result: 'error', error: '<Russian text>'}` with a 4xx status. Callers get `data`
 * or an `ApiError` whose `kind` says what went wrong, so they can branch (toast the server's text, retry, …).
 */

export type ApiErrorKind = 'network' | 'timeout' | 'parse' | 'status' | 'server';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const MESSAGE = {
  network: 'Нет связи с сервером. Проверьте подключение к интернету.',
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  parse: 'Не удалось прочитать ответ сервера.',
  server: 'Ошибка на стороне сервера.',
  status: (status: number) => `Сервер ответил ошибкой (код ${status}).`,
} as const;

interface Envelope {
  result: unknown;
  data?: unknown;
  error?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'result' in body;
}

/** Turns one reply (any status) into its `data`, or throws the matching `ApiError`. */
export function unwrapEnvelope(status: number, body: unknown): unknown {
  if (isEnvelope(body) && body.result !== 'success') {
    const text = typeof body.error === 'string' && body.error.trim() !== '' ? body.error : MESSAGE.server;
    throw new ApiError('server', text, status);
  }
  if (status < 200 || status > 299) throw new ApiError('status', MESSAGE.status(status), status);
  // axios leaves a body that is not JSON as a string: that, or JSON without the envelope, is a parse failure.
  if (!isEnvelope(body)) throw new ApiError('parse', MESSAGE.parse, status);
  return body.data;
}

/** An error axios made (its class is in axios's own chunk, which may not be loaded: see `httpClient`). */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Maps whatever axios (or an interceptor) threw to an `ApiError`. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const timedOut = error.code === 'ETIMEDOUT' || (error.code === 'ECONNABORTED' && /timeout/i.test(error.message));
    if (timedOut) {
      return new ApiError('timeout', MESSAGE.timeout, undefined, { cause: error });
    }
    if (error.response) {
      try {
        unwrapEnvelope(error.response.status, error.response.data);
      } catch (mapped) {
        if (mapped instanceof ApiError) return mapped;
      }
    }
    if (error.code === 'ERR_BAD_RESPONSE' && error.cause instanceof SyntaxError) {
      return new ApiError('parse', MESSAGE.parse, error.response?.status, { cause: error });
    }
    return new ApiError('network', MESSAGE.network, undefined, { cause: error });
  }
  if (error instanceof SyntaxError) return new ApiError('parse', MESSAGE.parse, undefined, { cause: error });
  return new ApiError('network', MESSAGE.network, undefined, { cause: error });
}

/** What every call shares: its timeout, the session cookie, JSON. */
const SHARED: AxiosRequestConfig = {
  baseURL: '',
  timeout: TIMING_MS.HTTP_TIMEOUT,
  withCredentials: true,
  headers: { Accept: 'application/json' },
  transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
};

/** Where calls go instead of the network: the server's renderer answers them in-process, tests from a table. */
let adapter: AxiosAdapter | undefined;

/** Sends every call to `next` (undefined: the network again); returns what puts the previous one back. */
export function setHttpAdapter(next: AxiosAdapter | undefined): () => void {
  const previous = adapter;
  adapter = next;
  return () => {
    adapter = previous;
  };
}

let axiosModule: Promise<AxiosStatic> | undefined;
let client: Promise<AxiosInstance> | undefined;

/**
 * axios, loaded on the first call rather than with the page's first script: a server-rendered page is drawn and
 * hydrated from the data it came with, and axios (some 20 KiB gzip) would only have delayed that.
 */
function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import('axios').then((module) => module.default);
  return axiosModule;
}

/**
 * Hands axios over when it is already loaded: the server's renderer imports it with the rest of its code (its build
 * leaves axios to Node, and Parcel's output for a dynamic import of such a module names a variable it never defines).
 */
export function provideAxios(axios: AxiosStatic): void {
  axiosModule = Promise.resolve(axios);
}

function createClient(axios: AxiosStatic): AxiosInstance {
  const instance = axios.create({
    ...SHARED,
    // Every status reaches the interceptor below, which reads the envelope before judging the status: a 4xx carries
    // the server's Russian message.
    validateStatus: () => true,
  });
  instance.interceptors.request.use((config) => {
    if (adapter) config.adapter = adapter;
    return config;
  });
  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      response.data = unwrapEnvelope(response.status, response.data);
      return response;
    },
    (error: unknown) => Promise.reject(toApiError(error)),
  );
  return instance;
}

/** The storefront's one axios instance (created on first use). */
export function httpClient(): Promise<AxiosInstance> {
  client ??= loadAxios().then(createClient);
  return client;
}

/** axios's methods on the shared instance; each resolves to the response, its `data` already out of the envelope. */
export const http = {
  get: async <T = unknown>(url: string, config?: AxiosRequestConfig) => (await httpClient()).get<T>(url, config),
  delete: async <T = unknown>(url: string, config?: AxiosRequestConfig) => (await httpClient()).delete<T>(url, config),
  post: async <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    (await httpClient()).post<T>(url, body, config),
  put: async <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    (await httpClient()).put<T>(url, body, config),
  patch: async <T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    (await httpClient()).patch<T>(url, body, config),
};

/**
 * GET of a reply that is not the shop's envelope (the CDEK service answers a bare array, as the widget's service.php
 * does): the shared settings and adapter, without the envelope interceptor. Errors come as `ApiError`.
 */
export async function getBare<T = unknown>(path: string, params?: Record<string, unknown>): Promise<T> {
  const axios = await loadAxios();
  try {
    return (await axios.get<T>(path, { ...SHARED, params, ...(adapter ? { adapter } : {}) })).data;
  } catch (error) {
    throw toApiError(error);
  }
}

/** POST with an optional JSON body; resolves to the envelope's `data`. */
export async function postJson<T>(path: string, body?: unknown): Promise<T> {
  const response = await http.post(path, body);
  return response.data as T;
}

/** GET with optional query parameters; resolves to the envelope's `data`. */
export async function getJson<T>(path: string, params?: Record<string, unknown>): Promise<T> {
  const response = await http.get(path, { params });
  return response.data as T;
}

/** POST of one file (field `file`) with text fields, as multipart/form-data; resolves to the envelope's `data`. */
export async function postFile<T>(path: string, file: Blob, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  // Fields first: the server reads them before the file.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file instanceof File ? file.name : 'file');
  const response = await http.post(path, form);
  return response.data as T;
}
