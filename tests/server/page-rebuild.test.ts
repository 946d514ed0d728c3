import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../src/server/build/precompress';
import { startTestShop, type TestShop } from './test-app';

// The server keeps rendered pages a while (src/server/render/page-cache.ts). A build that replaces the storefront
// while the server runs (npm run dev's watcher rewrites the same files) must not have the old build's pages served
// with the new build's scripts: the browser would hydrate markup its code no longer draws.

const INDEX = '<!doctype html><html lang="ru"><head></head><body><div id="root"></div></body></html>';
const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let distDir: string;
let shop: TestShop;
/** When the last build was written: each one a minute later, so a file system's coarse clock still tells them apart. */
let builtAt = Date.now() / 1000;

/** A stand-in for the storefront's server build: every page is one heading. */
function build(
  heading: string,
  index = INDEX,
  start = `console.log(${JSON.stringify(`${heading}. `.repeat(100))});`,
): void {
  const entry = path.join(distDir, 'server', 'entry-server.js');
  writeFileSync(
    entry,
    `export async function renderPage() {
      return { head: '', body: '<h1>${heading}</h1>', state: '', passes: 1 };
    }`,
  );
  writeFileSync(path.join(distDir, 'index.html'), index);
  writeFileSync(path.join(distDir, 'start.js'), start);
  builtAt += 60;
  const files = [entry, path.join(distDir, 'index.html'), path.join(distDir, 'start.js')];
  for (const file of files) utimesSync(file, builtAt, builtAt);
  // As `npm run build` leaves it: brotli and gzip copies beside the files over 1 KiB (the start).
  precompressDir(distDir);
}

async function home(): Promise<string> {
  const reply = await shop.app.inject({ method: 'GET', url: '/', headers: page });
  expect(reply.statusCode).toBe(200);
  return reply.body;
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shop-test-rebuild-'));
  mkdirSync(path.join(distDir, 'server'));
  build('Первая сборка');
  shop = await startTestShop({ distDir });
});
afterAll(async () => {
  await shop?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('pages after a rebuild', () => {
  it('are rendered by the new build at once, not served again as the old one rendered them', async () => {
    expect(await home()).toContain('<h1>Первая сборка</h1>');
    build('Вторая сборка');
    const body = await home();
    expect(body).toContain('<h1>Вторая сборка</h1>');
    expect(body).not.toContain('Первая сборка');
  });

  it('carry the new index.html (its scripts) when only that changed', async () => {
    expect(await home()).not.toContain('web.new.js');
    build('Вторая сборка', INDEX.replace('</body>', '<script type="module" src="/web.new.js"></script></body>'));
    expect(await home()).toContain('<script type="module" src="/web.new.js"></script>');
  });

  it("name the start's current version; that address is kept a year, an older build's is checked on every use", async () => {
    const startAddress = (body: string) => /<meta name="shop-start" content="([^"]+)">/.exec(body)?.[1];
    const asked = async (url: string) =>
      shop.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'accept-encoding': 'br' } });

    const first = startAddress(await home());
    expect(first).toMatch(/^\/start\.js\?v=[\w-]{16}$/);
    const kept = await asked(String(first));
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    build('Третья сборка');
    const next = startAddress(await home());
    expect(next).toMatch(/^\/start\.js\?v=[\w-]{16}$/);
    expect(next).not.toBe(first);
    expect((await asked(String(next))).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A page the old build rendered, still open somewhere, gets the new start, but not to keep.
    expect((await asked(String(first))).headers['cache-control']).toBe('no-cache');
    expect((await asked('/start.js')).headers['cache-control']).toBe('no-cache');
  });
});
