import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('/back/setting/get/{key}', () => {
  it('returns the home about-text (1), footer (2), cookie text (3) and maintenance flag (4) by POST', async () => {
    const values: Record<number, string> = {};
    for (const key of [1, 2, 3, 4]) {
      const reply = await shop.app.inject({ method: 'POST', url: `/back/setting/get/${key}` });
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
      expect(body.result).toBe('success');
      expect(typeof body.data.value).toBe('string');
      values[key] = body.data.value;
    }
    expect(values[1]).toMatch(/<p>.+<\/p>/);
    expect(values[2]).toContain('<p>');
    expect(values[3]).toContain('Мы используем файлы cookie');
    expect(values[3]).toContain('href="/politika-ispolzovanija-cookie"');
    expect(values[4]).toBe('0');
  });

  it('answers GET the same way as POST', async () => {
    const get = await shop.app.inject({ method: 'GET', url: '/back/setting/get/3' });
    const post = await shop.app.inject({ method: 'POST', url: '/back/setting/get/3' });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(post.json());
  });

  it('accepts an empty JSON body and {}', async () => {
    const empty = await shop.app.inject({
      method: 'POST',
      url: '/back/setting/get/4',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ result: 'success', data: { value: '0' } });

    const object = await shop.app.inject({ method: 'POST', url: '/back/setting/get/4', payload: {} });
    expect(object.statusCode).toBe(200);
    expect(object.json()).toEqual({ result: 'success', data: { value: '0' } });
  });

  it('accepts an empty body of any common content type', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain;charset=UTF-8',
      'application/json; charset=utf-8',
    ]) {
      const reply = await shop.app.inject({
        method: 'POST',
        url: '/back/setting/get/2',
        headers: { 'content-type': type },
        payload: '',
      });
      expect(reply.statusCode, type).toBe(200);
      expect(reply.json().result).toBe('success');
    }
  });

  it.each(['abc', '1.5', '-1', '1e3', '99999999999', '%20'])('rejects the key %s with 400', async (key) => {
    const reply = await shop.app.inject({ method: 'POST', url: `/back/setting/get/${key}` });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ result: 'error', error: 'Некорректный номер настройки' });
  });

  it('rejects a missing key with 400', async () => {
    for (const url of ['/back/setting/get', '/back/setting/get/']) {
      const reply = await shop.app.inject({ method: 'POST', url });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ result: 'error', error: 'Некорректный номер настройки' });
    }
  });

  it('replies 404 for a setting that does not exist', async () => {
    const reply = await shop.app.inject({ method: 'POST', url: '/back/setting/get/9' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ result: 'error', error: 'Настройка не найдена' });
  });

  it('rejects a body that is not a JSON object', async () => {
    const reply = await shop.app.inject({
      method: 'POST',
      url: '/back/setting/get/1',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ result: 'error', error: 'Тело запроса должно быть JSON-объектом' });
  });
});
