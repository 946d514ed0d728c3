import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/account/session-plugin';
import { startTestShop, type TestShop } from './test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { name?: string }> };
}

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
    const document = reply.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/back/setting/get/{key}', '/back/url/{path}', '/image/{path}']),
    );
    const cms = Object.keys(document.paths).filter((path) => path.startsWith('/cms/index.php?route='));
    for (const path of cms) expect(path).toMatch(/^\/cms\/index\.php\?route=[\w/.-]+$/);
  });

  it('gives every operation a unique id, a summary, a section, its success reply and its error replies', async () => {
    const document = (await shop.app.inject({ method: 'GET', url: '/api/docs' })).json<Document>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(80);
    for (const { name, operation } of operations) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, name).toMatch(/[а-яё]/i);
      expect(operation.tags, name).toHaveLength(1);
      const statuses = Object.keys(operation.responses ?? {});
      // A success reply, or a redirect for the calls that only send the browser on (VK ID's start).
      expect(
        statuses.some((status) => /^[23]/.test(status)),
        `${name}: a success reply`,
      ).toBe(true);
      expect(statuses, `${name}: error replies`).toContain('4XX');
      const success = operation.responses?.['200']?.content;
      if (success?.['application/json']) expect(success['application/json'].schema, name).toBeDefined();
    }
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the session cookie the server sets', async () => {
    const document = (await shop.app.inject({ method: 'GET', url: '/api/docs' })).json<Document>();
    expect(document.components.securitySchemes.session?.name).toBe(SESSION_COOKIE);
  });

  it('matches docs/api/openapi.json (run `npm run docs` after changing a route)', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    const committed = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'api', 'openapi.json'), 'utf8');
    expect(JSON.parse(committed), 'docs/api/openapi.json is stale: run `npm run docs`').toEqual(reply.json());
  });
});
