import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir, removePrecompressed } from '../../src/server/build/precompress';
import { startTestShop, type TestShop } from './test-app';

const INDEX =
  '<!doctype html><html lang="ru"><head><script type="module" src="/index.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';
// Over the 1 KiB compression threshold.
const SCRIPT = `console.log(${JSON.stringify('Магазин профессиональной косметики. '.repeat(80))});\n`;

let distDir: string;
let shop: TestShop;
let unbuilt: TestShop;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'shop-test-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  writeFileSync(path.join(distDir, 'index.1a2b3c4d.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(distDir, 'start.js'), SCRIPT);
  writeFileSync(path.join(distDir, '.build-stamp'), '');
  mkdirSync(path.join(distDir, 'fonts'));
  writeFileSync(path.join(distDir, 'fonts', 'inter.5f4e3d2c.woff2'), 'font');
  [shop, unbuilt] = await Promise.all([startTestShop({ seed: false, distDir }), startTestShop({ seed: false })]);
});
afterAll(async () => {
  await Promise.all([shop?.close(), unbuilt?.close()]);
  rmSync(distDir, { recursive: true, force: true });
});

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('storefront files and the single-page fallback', () => {
  it('serves index.html for the home page without caching it', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/', headers: page });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toBe(INDEX);
  });

  it('serves index.html for any deep page path, so the app can route itself: 404 where it has no page', async () => {
    // This shop has no catalogue: only the storefront's fixed routes are pages (statuses: tests/server/page-status).
    for (const [url, status] of [
      ['/change/abc123', 200],
      ['/some/deep/path', 404],
      ['/kremi', 404],
      ['/catalog/products/12?page=2', 404],
    ] as const) {
      const reply = await shop.app.inject({ method: 'GET', url, headers: page });
      expect(reply.statusCode, url).toBe(status);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
      expect(reply.body, url).toBe(INDEX);
    }
  });

  it('caches hashed bundles for a year as immutable, a script named without a hash never unchecked, other files for an hour', async () => {
    const bundle = await shop.app.inject({ method: 'GET', url: '/index.1a2b3c4d.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.body).toBe(SCRIPT);

    const font = await shop.app.inject({ method: 'GET', url: '/fonts/inter.5f4e3d2c.woff2' });
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The storefront's start.js, an entry of the build asked for by its name: a deploy must not leave an hour-old copy.
    const start = await shop.app.inject({ method: 'GET', url: '/start.js' });
    expect(start.statusCode).toBe(200);
    expect(start.headers['cache-control']).toBe('no-cache');
    // Checked again with the tag it came with, it answers 304 and no body: a returning visitor's copy is reused.
    const again = await shop.app.inject({
      method: 'GET',
      url: '/start.js',
      headers: { 'if-none-match': String(start.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const robots = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses with brotli or gzip as the browser asks', async () => {
    const br = await shop.app.inject({
      method: 'GET',
      url: '/index.1a2b3c4d.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);

    const gzip = await shop.app.inject({
      method: 'GET',
      url: '/index.1a2b3c4d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await shop.app.inject({
      method: 'GET',
      url: '/index.1a2b3c4d.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404, not the page, for a missing script or a non-GET request', async () => {
    const script = await shop.app.inject({ method: 'GET', url: '/index.deadbeef.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
    expect(script.body).not.toContain('<html');

    const post = await shop.app.inject({ method: 'POST', url: '/some/deep/path', headers: page });
    expect(post.statusCode).toBe(404);
  });

  it('does not serve dotfiles of the build folder', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/.build-stamp', headers: { accept: '*/*' } });
    expect(reply.statusCode).toBe(404);
  });

  it('replies 503 with a Russian hint to run npm run build when the storefront is not built', async () => {
    const reply = await unbuilt.app.inject({ method: 'GET', url: '/catalog', headers: page });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('npm run build');
    expect(reply.body).toContain('не собрана');
  });
});

describe('security headers', () => {
  it('sends nosniff, a referrer policy and a CSP that allows our files, data: images, video stills and frames', async () => {
    const reply = await shop.app.inject({ method: 'GET', url: '/', headers: page });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/img-src [^;]*'self'[^;]*data:/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/vk\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    // A product video's still before its player is pressed (src/web/catalogue/product-videos.tsx).
    const images = /img-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(images.some((source) => source === 'https:' || source === 'https://i.ytimg.com')).toBe(true);
    expect(csp).toContain("object-src 'none'");
  });

  it('sends them on API replies too', async () => {
    const reply = await shop.app.inject({ method: 'POST', url: '/back/url/' });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toBeDefined();
  });
});

describe('storefront files compressed at build', () => {
  let builtDir: string;
  let built: TestShop;
  const BUNDLE = `console.log(${JSON.stringify('Пилинг миндальный 30%. '.repeat(400))});\n`;

  beforeAll(async () => {
    builtDir = mkdtempSync(path.join(tmpdir(), 'shop-test-built-'));
    writeFileSync(path.join(builtDir, 'index.html'), INDEX);
    writeFileSync(path.join(builtDir, 'index.9f8e7d6c.js'), BUNDLE);
    writeFileSync(path.join(builtDir, 'small.txt'), 'мало');
    writeFileSync(path.join(builtDir, 'photo.5a5a5a5a.webp'), Buffer.alloc(4096, 7));
    const report = precompressDir(builtDir);
    expect(report.files).toBe(1);
    built = await startTestShop({ seed: false, distDir: builtDir });
  });
  afterAll(async () => {
    await built?.close();
    rmSync(builtDir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies beside text files over 1 KiB only', () => {
    const bundle = path.join(builtDir, 'index.9f8e7d6c.js');
    expect(brotliDecompressSync(readFileSync(`${bundle}.br`)).toString()).toBe(BUNDLE);
    expect(gunzipSync(readFileSync(`${bundle}.gz`)).toString()).toBe(BUNDLE);
    expect(readFileSync(`${bundle}.br`).length).toBeLessThan(BUNDLE.length / 10);
    for (const skipped of ['small.txt', 'photo.5a5a5a5a.webp', 'index.html']) {
      expect(existsSync(path.join(builtDir, `${skipped}.br`)), skipped).toBe(false);
    }
  });

  it('sends the copy the browser accepts, as it was written, with the bundle’s type and cache headers', async () => {
    const bundle = path.join(builtDir, 'index.9f8e7d6c.js');
    for (const [encoding, file] of [
      ['br', `${bundle}.br`],
      ['gzip', `${bundle}.gz`],
    ] as const) {
      const reply = await built.app.inject({
        method: 'GET',
        url: '/index.9f8e7d6c.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(reply.statusCode, encoding).toBe(200);
      expect(reply.headers['content-encoding'], encoding).toBe(encoding);
      expect(reply.headers['content-type'], encoding).toMatch(/javascript/);
      expect(reply.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      // Byte for byte the file of the build: compressed once, not again per request.
      expect(reply.rawPayload.equals(readFileSync(file)), encoding).toBe(true);
    }
    const plain = await built.app.inject({
      method: 'GET',
      url: '/index.9f8e7d6c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('compresses again only what a rebuild changed: a file rewritten since its copies', () => {
    const bundle = path.join(builtDir, 'index.9f8e7d6c.js');
    expect(precompressDir(builtDir)).toMatchObject({ files: 0, reused: 1 });

    const rebuilt = BUNDLE.replace('30%', '40%');
    writeFileSync(bundle, rebuilt);
    // A rebuild comes seconds after the copies were written; the file system's clock may not tick within a test.
    const later = new Date(Date.now() + 5000);
    utimesSync(bundle, later, later);
    expect(precompressDir(builtDir)).toMatchObject({ files: 1, reused: 0 });
    expect(brotliDecompressSync(readFileSync(`${bundle}.br`)).toString()).toBe(rebuilt);
    expect(gunzipSync(readFileSync(`${bundle}.gz`)).toString()).toBe(rebuilt);
  });

  it('removes the copies for a watch build', () => {
    expect(removePrecompressed(builtDir)).toBe(2);
    expect(existsSync(path.join(builtDir, 'index.9f8e7d6c.js.br'))).toBe(false);
  });
});

describe('a compressed copy, sent for its file', () => {
  let dir: string;
  let shop: TestShop;
  // Both over the 1 KiB threshold, so that the build writes .br and .gz copies of them.
  const SHELL = INDEX.replace('</body>', `<!-- ${'оболочка '.repeat(200)} --></body>`);
  const START = `console.log(${JSON.stringify('Старт витрины. '.repeat(200))});\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-test-copies-'));
    writeFileSync(path.join(dir, 'index.html'), SHELL);
    writeFileSync(path.join(dir, 'start.js'), START);
    expect(precompressDir(dir).files).toBe(2);
    shop = await startTestShop({ seed: false, distDir: dir });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("carries its file's cache rule: the page and the start, named without a hash, are checked on every use", async () => {
    for (const [url, accept] of [
      ['/start.js', '*/*'],
      ['/', page.accept],
    ] as const) {
      for (const encoding of ['br', 'gzip']) {
        const reply = await shop.app.inject({ method: 'GET', url, headers: { accept, 'accept-encoding': encoding } });
        expect(reply.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(reply.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
      }
    }
  });
});
