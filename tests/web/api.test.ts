import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, getJson, postJson } from '../../src/api/http';
import { resolvePage } from '../../src/api/pages';
import { createQueryClient } from '../../src/api/query-client';
import { fetchSetting } from '../../src/api/settings';
import { fail, installFakeBackend, networkError, ok, timeoutError, type Route } from './helpers/fake-backend';

let restore = () => {};
afterEach(() => restore());

function backend(routes: Record<string, Route>) {
  const server = installFakeBackend(routes);
  restore = server.restore;
  return server.calls;
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call succeeded');
}

describe('the HTTP layer', () => {
  it('unwraps the {result: success, data} envelope', async () => {
    backend({ 'POST /back/thing': ok({ answer: 42 }), 'GET /back/list': ok([1, 2, 3]) });
    await expect(postJson('/back/thing', { a: 1 })).resolves.toEqual({ answer: 42 });
    await expect(getJson('/back/list')).resolves.toEqual([1, 2, 3]);
  });

  it('passes the body and query parameters through', async () => {
    let seen: { body?: unknown; params?: unknown } = {};
    backend({
      'POST /back/echo': (config) => {
        seen = { body: JSON.parse(String(config.data)) };
        return ok(null);
      },
      'GET /back/find': (config) => {
        seen = { params: config.params };
        return ok(null);
      },
    });
    await postJson('/back/echo', { id: 7 });
    expect(seen.body).toEqual({ id: 7 });
    await getJson('/back/find', { k: 'крем' });
    expect(seen.params).toEqual({ k: 'крем' });
  });

  it('reports a timeout', async () => {
    backend({ 'POST /back/slow': (config) => timeoutError(config) });
    const error = await errorOf(postJson('/back/slow'));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/не ответил/);
  });

  it('reports a network failure', async () => {
    backend({ 'POST /back/away': (config) => networkError(config) });
    const error = await errorOf(postJson('/back/away'));
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
  });

  it('reports a reply that is not JSON as a parse error', async () => {
    backend({ 'POST /back/broken': { status: 200, body: '{"result": "success", "data": ' } });
    const error = await errorOf(postJson('/back/broken'));
    expect(error.kind).toBe('parse');
    expect(error.status).toBe(200);
  });

  it('reports JSON without the envelope as a parse error', async () => {
    backend({ 'POST /back/bare': { status: 200, body: { value: 1 } } });
    expect((await errorOf(postJson('/back/bare'))).kind).toBe('parse');
  });

  it('reports a bad status without the envelope as a status error', async () => {
    backend({ 'POST /back/crash': { status: 500, body: '<html>Internal Server Error</html>' } });
    const error = await errorOf(postJson('/back/crash'));
    expect(error.kind).toBe('status');
    expect(error.status).toBe(500);
    expect(error.message).toContain('500');
  });

  it("passes on the server's Russian message for {result: error}", async () => {
    backend({ 'POST /back/bad': fail(400, 'Некорректный запрос') });
    const error = await errorOf(postJson('/back/bad'));
    expect(error.kind).toBe('server');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Некорректный запрос');
  });

  it('treats {result: error} as a server error even with status 200', async () => {
    backend({ 'POST /back/odd': { status: 200, body: { result: 'error', error: 'Товар не найден' } } });
    const error = await errorOf(postJson('/back/odd'));
    expect(error.kind).toBe('server');
    expect(error.message).toBe('Товар не найден');
  });
});

describe('settings and page resolution', () => {
  it('reads a setting value as a string', async () => {
    const calls = backend({
      'POST /back/setting/get/4': ok({ value: 1 }),
      'POST /back/setting/get/2': ok({ value: null }),
    });
    await expect(fetchSetting(4)).resolves.toBe('1');
    await expect(fetchSetting(2)).resolves.toBe('');
    expect(calls).toEqual(['POST /back/setting/get/4', 'POST /back/setting/get/2']);
  });

  it('resolves a segment into its module and id', async () => {
    backend({ 'POST /back/url/kremi': ok({ module: 'category', id: 12 }) });
    await expect(resolvePage('kremi')).resolves.toEqual({ module: 'category', id: 12 });
  });

  it('maps a 404 to the not-found module', async () => {
    backend({ 'POST /back/url/net-takoj': fail(404, 'Страница не найдена') });
    await expect(resolvePage('net-takoj')).resolves.toEqual({ module: '404', id: 0 });
  });

  it('omits a one-character segment from the path', async () => {
    const calls = backend({ 'POST /back/url/': ok({ module: 'information', id: 3 }) });
    await expect(resolvePage('a')).resolves.toEqual({ module: 'information', id: 3 });
    expect(calls).toEqual(['POST /back/url/']);
  });

  it('lets other failures through', async () => {
    backend({ 'POST /back/url/kremi': { status: 500, body: 'oops' } });
    expect((await errorOf(resolvePage('kremi'))).kind).toBe('status');
  });
});

describe('the query client', () => {
  it('keeps data 60 s, does not refetch on focus or reconnect, retries once', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: 1,
    });
  });
});
