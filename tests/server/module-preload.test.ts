import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadLinks } from '../../src/server/render/module-preload';
import { IMMUTABLE } from '../../src/server/http/static';
import { startTestShop, type TestShop } from './test-app';

// A page the server renders names, after its first script, the files of the lazily loaded page it shows (the
// build's list, dist/server/lazy-bundles.json): the browser fetches them along with that script instead of after it.
// Here with a build made up for the test (the real one is checked in the browser: tests/e2e/route-preload.test.ts).

/** index.html as Parcel's minifier leaves it (no </head>, no </body>). */
const INDEX =
  '<!DOCTYPE html><html lang=ru><link rel=stylesheet href=/web.0a1b2c3d.css><title>Магазин</title><body>' +
  '<div id=root></div><script type=module src=/web.0a1b2c3d.js></script>';

const LAZY = {
  'src/web/content/home-page': ['/home-page.11111111.js', '/home-page.22222222.js'],
  'src/web/catalogue/product-page': ['/product-page.33333333.js', '/home-page.22222222.js'],
  'src/web/cart-checkout-page': ['/cart-checkout-page.44444444.js'],
};

/** The server build's seam (src/web/entry-server.tsx): here the home page shows the home module, others a product. */
const ENTRY_SERVER = `export async function renderPage({ url }) {
  const home = new URL(url).pathname === '/';
  return {
    head: '<title>Страница</title>',
    body: '<h1>Страница</h1>',
    state: '<script id="shop-state" type="application/json">{}</script>',
    passes: 1,
    modules: [home ? 'src/web/content/home-page' : 'src/web/catalogue/product-page'],
  };
}`;

const page = { accept: 'text/html' };
let distDir: string;
let shop: TestShop;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shop-test-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  mkdirSync(path.join(distDir, 'server'));
  writeFileSync(path.join(distDir, 'server', 'entry-server.js'), ENTRY_SERVER);
  writeFileSync(path.join(distDir, 'server', 'lazy-bundles.json'), JSON.stringify(LAZY));
  for (const file of new Set(Object.values(LAZY).flat())) writeFileSync(path.join(distDir, file), 'export {};\n');
  shop = await startTestShop({ distDir });
});
afterAll(async () => {
  await shop?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** The `href`s of the page's <link rel="modulepreload">, and whether they all come after its first script. */
async function preloadsOf(url: string): Promise<{ files: string[]; last: boolean }> {
  const reply = await shop.app.inject({ method: 'GET', url, headers: page });
  expect(reply.statusCode, url).toBe(200);
  const html = reply.body;
  const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)];
  const script = html.indexOf('<script type=module src=/web.');
  return { files: links.map((link) => link[1] ?? ''), last: links.every((link) => link.index > script) };
}

describe("a rendered page preloads its own page's files", () => {
  it("the home page: the home module's files, after web.js (never ahead of the page's image)", async () => {
    const { files, last } = await preloadsOf('/');
    expect(files).toEqual(LAZY['src/web/content/home-page']);
    expect(last).toBe(true);
  });

  it("a product page: the product module's files", async () => {
    const { keyword } = await shop.db
      .selectFrom('product')
      .select('keyword')
      .where('sku', '=', 'bt1002')
      .executeTakeFirstOrThrow();
    const { files } = await preloadsOf(`/${keyword}`);
    expect(files).toEqual(LAZY['src/web/catalogue/product-page']);
    expect(files).not.toContain('/cart-checkout-page.44444444.js');
  });

  it('the preloaded files are served, kept by the browser for good', async () => {
    const { files } = await preloadsOf('/');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const reply = await shop.app.inject({ method: 'GET', url: file });
      expect(reply.statusCode, file).toBe(200);
      expect(reply.headers['cache-control'], file).toBe(IMMUTABLE);
    }
  });
});

describe('the preload elements', () => {
  it('each file once, in the order of the modules; a module the build does not list adds nothing', () => {
    const links = preloadLinks(LAZY, ['src/web/content/home-page', 'src/web/catalogue/product-page', 'src/web/x']);
    expect(links).toBe(
      '<link rel="modulepreload" href="/home-page.11111111.js" fetchpriority="low">' +
        '<link rel="modulepreload" href="/home-page.22222222.js" fetchpriority="low">' +
        '<link rel="modulepreload" href="/product-page.33333333.js" fetchpriority="low">',
    );
  });

  it('a style sheet is preloaded as a style; an address that is not a plain path is left out', () => {
    const bundles = { page: ['/page.55555555.css', '/a b.js', 'https://elsewhere.example/x.js', '/x.js"><script>'] };
    expect(preloadLinks(bundles, ['page'])).toBe('<link rel="preload" as="style" href="/page.55555555.css">');
  });
});
