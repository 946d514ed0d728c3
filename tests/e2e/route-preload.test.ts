import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { launchBrowser, waitingForHydration } from './browser';
import { expect, test } from './fixtures';
import { E2E } from './shop-env';

// A page the server renders names its own page's chunks (<link rel="modulepreload">), so the browser fetches
// them with the first script (web.js) instead of learning of them only once that script has run: one round trip less
// before the page hydrates on a slow phone (issue 14). Only what the page needs: never the checkout, nor the parts a
// shopper's action loads (quick view, messenger, Swiper).

const shop = E2E.url;
/** What `npm run build` lists (scripts/parcel/reporter-lazy-bundles.cjs): each lazily loaded module's files. */
const LAZY = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', 'dist', 'server', 'lazy-bundles.json'), 'utf8'),
) as Record<string, string[]>;

const PAGES = [
  { name: 'the home page', path: '/', module: 'src/web/content/home-page' },
  { name: 'the category «Пилинги»', path: '/ximicheskie-pilingi', module: 'src/web/catalogue/catalogue-page' },
  { name: 'a product page', path: '/piling-mindalnyj-30', module: 'src/web/catalogue/product-page' },
];

/** Modules no page preloads: other pages, and what loads on the shopper's action or once the page is idle. */
const NOT_PRELOADED = [
  'src/web/cart-checkout-page',
  'src/web/account/account-page',
  'src/web/features/product-card/quick-view',
  'src/web/shell/messenger-popover',
  'src/web/content/swiper-start',
  'src/web/content/seminar-signup-dialog',
];

/** The files the page preloads: after its first script (web.js), which they must not hold back. */
function preloadsIn(html: string): string[] {
  const after = html.slice(html.search(/<script type=(?:"module"|module) src=(?:"\/|\/)web\./));
  return [...after.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((link) => link[1] ?? '');
}

/** What loads once the page is live: the first calls' axios, the toasts' list and Swiper when idle. */
const AFTER_START = ['src/web/ui/toast-list', 'src/web/content/swiper-start'];

/** Of a page's scripts, those that are no part of its hydration (a file these share with the page is the page's). */
function startedLater(file: string, pageFiles: readonly string[]): boolean {
  if (pageFiles.includes(file)) return false;
  return file.startsWith('/axios.') || AFTER_START.some((module) => LAZY[module]?.includes(file));
}

interface Fetched {
  path: string;
  startTime: number;
  responseEnd: number;
}

/**
 * Opens the page and returns the storefront's scripts other than the first (web.js) whose fetch had started when the
 * page said it had hydrated (`<html data-hydrated>`), with their timing, and web.js's.
 */
async function scriptsUntilHydrated(
  page: Page,
  url: string,
  pageFiles: readonly string[],
): Promise<{ chunks: Fetched[]; webJs?: Fetched }> {
  await page.addInitScript(() => {
    const fetched = () =>
      performance.getEntriesByType('resource').map((entry) => {
        const { name, startTime, responseEnd } = entry as PerformanceResourceTiming;
        return { path: new URL(name).pathname, startTime, responseEnd };
      });
    new MutationObserver((_changes, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      Object.assign(window, { __fetchedAtHydration: fetched() });
      observer.disconnect();
      // The document, not <html>: an init script runs before the parser has made that element.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto(url);
  const fetched = await page.evaluate(
    () => (window as unknown as { __fetchedAtHydration: Fetched[] }).__fetchedAtHydration,
  );
  const scripts = fetched.filter((entry) => entry.path.endsWith('.js'));
  return {
    chunks: scripts.filter((entry) => !/^\/web\./.test(entry.path) && !startedLater(entry.path, pageFiles)),
    webJs: scripts.find((entry) => /^\/web\.[0-9a-f]+\.js$/.test(entry.path)),
  };
}

test.describe("a rendered page preloads its own page's chunks", () => {
  for (const { name, path: address, module } of PAGES) {
    test(`${name}: exactly its page's files, after web.js, served for good; no other page's`, async ({ request }) => {
      const reply = await request.get(`${shop}${address}`, { headers: { accept: 'text/html' } });
      expect(reply.status()).toBe(200);
      const preloads = preloadsIn(await reply.text());
      expect(preloads).toEqual(LAZY[module]);
      for (const other of NOT_PRELOADED) expect(preloads, other).not.toContain(LAZY[other]?.[0]);
      for (const file of preloads) {
        const chunk = await request.get(`${shop}${file}`, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(chunk.status(), file).toBe(200);
        expect(chunk.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
        expect(chunk.headers()['content-type'], file).toMatch(/javascript/);
      }
    });
  }
});

test.describe('in the browser', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(async () => {
    await browser.close();
  });

  for (const { name, path: address, module } of PAGES) {
    test(`${name}: the preloads are the chunks it hydrates with`, async () => {
      // The same page without its preloads asks for its chunks only once web.js runs: those are what it needs.
      const context = await browser.newContext();
      const bare = waitingForHydration(await context.newPage());
      await bare.route(`${shop}${address}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<link rel="modulepreload"[^>]*>/g, '');
        await route.fulfill({ response, body: html });
      });
      const { chunks } = await scriptsUntilHydrated(bare, `${shop}${address}`, LAZY[module] ?? []);
      expect(chunks.map((chunk) => chunk.path).sort()).toEqual([...(LAZY[module] ?? [])].sort());
      await context.close();
    });

    test(`${name}: its chunks come with web.js, once each, and it hydrates without a warning`, async () => {
      const context = await browser.newContext();
      const page = waitingForHydration(await context.newPage());
      const problems: string[] = [];
      page.on('console', (message) => {
        // A product video's still from YouTube's host: no name resolves on a machine without internet.
        if (message.text().includes('net::ERR_NAME_NOT_RESOLVED')) return;
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      const preloaded = LAZY[module] ?? [];
      const { chunks, webJs } = await scriptsUntilHydrated(page, `${shop}${address}`, preloaded);
      expect(chunks.map((chunk) => chunk.path).sort()).toEqual([...preloaded].sort());
      // Asked for while web.js was still coming, not after it had run; the page's import() then found each loaded.
      for (const chunk of chunks) expect(chunk.startTime, chunk.path).toBeLessThan(webJs?.responseEnd ?? 0);
      expect(asked.filter((file) => preloaded.includes(file)).sort()).toEqual([...preloaded].sort());
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
