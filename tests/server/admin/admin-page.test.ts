import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../test-app';

// The back office's own page (decision 0023): its build in dist/admin/, sent for /admin and every address under it
// with its own headers, while the storefront's page and files stay as they were.

const STOREFRONT = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';
const ADMIN =
  '<!doctype html><html lang="ru"><head><meta name="robots" content="noindex, nofollow">' +
  '<script type="module" src="/admin/index.9f8e7d6c.js"></script></head><body><div id="admin"></div></body></html>';

let distDir: string;
let shop: TestShop;
let storefrontOnly: TestShop;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shop-test-admin-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), STOREFRONT);
  mkdirSync(path.join(distDir, 'admin'));
  writeFileSync(path.join(distDir, 'admin', 'index.html'), ADMIN);
  writeFileSync(path.join(distDir, 'admin', 'index.9f8e7d6c.js'), 'console.log(1);\n');
  const bare = mkdtempSync(path.join(tmpdir(), 'shop-test-admin-bare-'));
  writeFileSync(path.join(bare, 'index.html'), STOREFRONT);
  [shop, storefrontOnly] = await Promise.all([
    startTestShop({ seed: false, distDir }),
    startTestShop({ seed: false, distDir: bare }),
  ]);
});
afterAll(async () => {
  await Promise.all([shop?.close(), storefrontOnly?.close()]);
  rmSync(distDir, { recursive: true, force: true });
});

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the back office page at /admin', () => {
  it('sends its own page for /admin and every address under it: private, never indexed', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/orders?status=5&page=2', '/admin/orders/12']) {
      const reply = await shop.app.inject({ method: 'GET', url, headers: page });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toBe(ADMIN);
      expect(reply.headers['cache-control'], url).toBe('private, no-cache');
      expect(reply.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(reply.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('does not give its page out as a file', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/admin/index.html', headers: page });
    expect(reply.body).toBe(ADMIN);
    expect(reply.headers['cache-control']).toBe('private, no-cache');
    expect(reply.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('serves its hashed script like the storefront bundles', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/admin/index.9f8e7d6c.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the API under /admin/api an API: an unknown call is JSON, not the page', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/admin/api/no-such-call', headers: page });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ result: 'error', error: 'Метод не найден' });
  });

  it("keeps the storefront's page for the storefront's addresses", async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/', headers: page });
    expect(reply.body).toBe(STOREFRONT);
    expect(reply.headers['x-robots-tag']).toBeUndefined();
  });

  it('says in Russian that the back office is not built when its build is missing', async () => {
    const reply = await storefrontOnly.app.inject({ method: 'GET', url: '/admin/orders', headers: page });
    expect(reply.statusCode).toBe(503);
    expect(reply.body).toContain('Панель управления магазина ещё не собрана');
    expect(reply.body).toContain('npm run build');
  });
});
