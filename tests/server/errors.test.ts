import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCmsRoute } from '../../src/server/http/cms-dispatch';
import { success } from '../../src/server/http/envelope';
import { MESSAGES } from '../../src/server/http/http-error';
import { startTestShop, type TestShop } from './test-app';

/** Routes of the kind later capabilities add, to see validation and dispatch work for them. */
function addExampleRoutes(app: FastifyInstance): void {
  const orderBody = {
    type: 'object',
    required: ['product_id', 'name'],
    properties: {
      product_id: { type: 'integer', minimum: 1 },
      name: { type: 'string', minLength: 1, maxLength: 10 },
      email: { type: 'string', format: 'email' },
      option: { type: 'object', properties: { amount: { type: 'number' } } },
    },
  } as const;
  registerCmsRoute(app, 'test/order', {
    method: 'POST',
    schema: { body: orderBody },
    handler: async (request) => success(request.body),
  });
  registerCmsRoute(app, 'test/search', {
    method: 'BOTH',
    schema: { querystring: { type: 'object', properties: { k: { type: 'string', maxLength: 5 } } } },
    handler: async (request) => success({ method: request.method, k: (request.query as { k?: string }).k ?? null }),
  });
  registerCmsRoute(app, 'test/only-get', { method: 'GET', schema: {}, handler: async () => success('get') });
  app.post('/back/test/order', { schema: { body: orderBody } }, async (request) => success(request.body));
  app.post('/back/test/boom', { schema: { body: { type: ['object', 'null'] } } }, async () => {
    throw new Error('connection to database lost');
  });
  app.post('/back/test/deadlock', { schema: { body: { type: ['object', 'null'] } } }, async () => {
    // What PostgreSQL reports when it ends one of two transactions waiting for each other (SQLSTATE 40P01).
    throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
  });
}

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false, extend: addExampleRoutes });
});
afterAll(async () => {
  await shop?.close();
});

const json = { 'content-type': 'application/json' };

describe('malformed and oversized requests', () => {
  it.each(['/back/setting/get/1', '/back/url/kremi', '/back/test/order', '/cms/index.php?route=test/order'])(
    'replies 400 "Некорректный JSON в теле запроса" to broken JSON on %s',
    async (url) => {
      const reply = await shop.app.inject({ method: 'POST', url, headers: json, payload: '{"product_id": 1,' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ result: 'error', error: 'Некорректный JSON в теле запроса' });
    },
  );

  it('replies 413 "Слишком большой запрос" to a JSON body over 1 MiB', async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    const reply = await shop.app.inject({ method: 'POST', url: '/back/setting/get/1', headers: json, payload });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ result: 'error', error: 'Слишком большой запрос' });
  });

  it('replies 413 to an oversized form body as well', async () => {
    const reply = await shop.app.inject({
      method: 'POST',
      url: '/back/setting/get/1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `a=${'x'.repeat(1024 * 1024 + 10)}`,
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().error).toBe('Слишком большой запрос');
  });

  it('replies 415 to an unsupported content type', async () => {
    const reply = await shop.app.inject({
      method: 'POST',
      url: '/back/setting/get/1',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(reply.statusCode).toBe(415);
    expect(reply.json().result).toBe('error');
    expect(reply.json().error).toMatch(/Неподдерживаемый тип/);
  });

  it('answers a request the HTTP parser rejects with the same envelope', async () => {
    const address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        // Raw Cyrillic bytes in the request line: browsers never send them, curl does.
        socket.write(
          Buffer.concat([
            Buffer.from('GET /cms/index.php?k='),
            Buffer.from('крем'),
            Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n'),
          ]),
        );
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('{"result":"error","error":"Некорректный запрос"}');
  });

  it('replies 400 with a Russian message to a malformed URL', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/back/url/%E0%A4%A' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ result: 'error', error: 'Некорректный адрес запроса' });
  });
});

describe('schema validation', () => {
  async function order(payload: unknown, url = '/cms/index.php?route=test/order') {
    const reply = await shop.app.inject({ method: 'POST', url, headers: json, payload: JSON.stringify(payload) });
    return { status: reply.statusCode, body: reply.json() };
  }

  it('passes a valid body (numbers given as text are converted)', async () => {
    expect(await order({ product_id: '5', name: 'Анна' })).toEqual({
      status: 200,
      body: { result: 'success', data: { product_id: 5, name: 'Анна' } },
    });
  });

  it('names the field of a wrong type', async () => {
    expect(await order({ product_id: 'abc', name: 'Анна' })).toEqual({
      status: 400,
      body: { result: 'error', error: 'Поле «product_id» должно быть целым числом' },
    });
    expect(await order({ product_id: 1, name: 'Анна', option: { amount: 'много' } }, '/back/test/order')).toEqual({
      status: 400,
      body: { result: 'error', error: 'Поле «option.amount» должно быть числом' },
    });
  });

  it('names a missing required field', async () => {
    expect(await order({ product_id: 1 })).toEqual({
      status: 400,
      body: { result: 'error', error: 'Не заполнено обязательное поле «name»' },
    });
  });

  it('explains length, range and format limits', async () => {
    expect((await order({ product_id: 1, name: 'Очень длинное имя' })).body.error).toBe(
      'Поле «name» должно содержать не больше 10 символов',
    );
    expect((await order({ product_id: 0, name: 'Анна' })).body.error).toBe('Поле «product_id» должно быть не меньше 1');
    expect((await order({ product_id: 1, name: 'Анна', email: 'не-почта' })).body.error).toBe(
      'Поле «email» должно содержать корректный адрес электронной почты',
    );
  });

  it('explains a wrong query parameter', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/cms/index.php?route=test/search&k=слишком' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Параметр «k» должен содержать не больше 5 символов');
  });

  it('never answers 500 to bad input, but does to an unexpected failure, without leaking it', async () => {
    const reply = await shop.app.inject({ method: 'POST', url: '/back/test/boom' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ result: 'error', error: 'Внутренняя ошибка сервера' });
  });

  it('answers 409 in words when the database ended a transaction for a concurrent one: nothing was written', async () => {
    const reply = await shop.app.inject({ method: 'POST', url: '/back/test/deadlock' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ result: 'error', error: MESSAGES.concurrent });
  });
});

describe('routing of /back and /cms', () => {
  it('replies 404 "Метод не найден" to unknown /back, /cms and /api routes', async () => {
    for (const [method, url] of [
      ['POST', '/back/nothing/here'],
      ['GET', '/back/nothing'],
      ['POST', '/back'],
      ['GET', '/cms/other.php'],
      ['POST', '/api/customer/unknown'],
    ] as const) {
      const reply = await shop.app.inject({ method, url, headers: { accept: 'text/html,*/*' } });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json(), url).toEqual({ result: 'error', error: 'Метод не найден' });
    }
  });

  it('dispatches /cms/index.php on the route parameter', async () => {
    const get = await shop.app.inject({ method: 'GET', url: '/cms/index.php?route=test/search&k=крем' });
    expect(get.json()).toEqual({ result: 'success', data: { method: 'GET', k: 'крем' } });
    const post = await shop.app.inject({ method: 'POST', url: '/cms/index.php?k=маска&route=test/search' });
    expect(post.json()).toEqual({ result: 'success', data: { method: 'POST', k: 'маска' } });
    const onlyGet = await shop.app.inject({ method: 'GET', url: '/cms/index.php?route=test/only-get' });
    expect(onlyGet.json()).toEqual({ result: 'success', data: 'get' });
  });

  it('replies 404 "Метод не найден" to an unknown CMS route or a method it does not take', async () => {
    for (const [method, url] of [
      ['GET', '/cms/index.php?route=module/nothing'],
      ['POST', '/cms/index.php?route=test/only-get'],
      ['GET', '/cms/index.php?route=test/order'],
    ] as const) {
      const reply = await shop.app.inject({ method, url });
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.json()).toEqual({ result: 'error', error: 'Метод не найден' });
    }
  });

  it('replies 400 when the route parameter is missing or empty', async () => {
    for (const url of ['/cms/index.php', '/cms/index.php?route=', '/cms/index.php?k=1']) {
      for (const method of ['GET', 'POST'] as const) {
        const reply = await shop.app.inject({ method, url });
        expect(reply.statusCode, `${method} ${url}`).toBe(400);
        expect(reply.json()).toEqual({ result: 'error', error: 'Не указан параметр route' });
      }
    }
  });
});
