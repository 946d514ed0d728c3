import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('GET /api/docs (the HTTP contract)', () => {
  it('describes the routes from their own schemas, CMS routes each under its ?route=', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    expect(reply.statusCode).toBe(200);
    const document = reply.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.0.3');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/back/setting/get/{key}', '/back/url/{*}']));
    const cms = Object.keys(document.paths).filter((path) => path.startsWith('/cms/index.php?route='));
    for (const path of cms) expect(path).toMatch(/^\/cms\/index\.php\?route=[\w/.-]+$/);
  });

  it('matches docs/api/openapi.json (run `npm run docs` after changing a route)', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    const committed = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'api', 'openapi.json'), 'utf8');
    expect(JSON.parse(committed), 'docs/api/openapi.json is stale: run `npm run docs`').toEqual(reply.json());
  });
});
