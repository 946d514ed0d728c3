/**
 * What the page benchmarks (`bench:lighthouse`, `bench:long-tasks`) share: the pages they measure, found through the
 * shop's own API, and a shop to measure (one started as the README does, or one already running).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_PRODUCTS_KEYWORD, SALE_KEYWORD } from '../../src/server/catalogue/product-list';
import { startShop, type ShopProcess } from '../../tests/e2e/start-shop';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A call of the shop's API, its envelope's data. */
async function api<T>(base: string, route: string, body: unknown): Promise<T> {
  const reply = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await reply.json()) as { result: string; data: T };
  if (!reply.ok || json.result !== 'success') throw new Error(`${route}: HTTP ${reply.status}`);
  return json.data;
}

/**
 * The pages measured: home, the first category of the top level that is a real category (not 'Вся продукция' or
 * 'Акции', which list products by other rules) and the first product of the full list.
 */
export async function pagesOf(base: string): Promise<{ name: string; path: string }[]> {
  const categories = await api<{ name: string; catalog_href: string }[]>(base, '/back/category/list', {
    parent_id: 0,
  });
  const { products } = await api<{ products: { name: string; url: string }[] }>(base, '/back/product/list', {
    namePage: 'vsja-produktsija',
  });
  const listings = new Set([ALL_PRODUCTS_KEYWORD, SALE_KEYWORD]);
  const category = categories.find((candidate) => !listings.has(candidate.catalog_href.replace(/^\//, '')));
  const product = products.find((candidate) => candidate.url !== '');
  if (!category || !product) throw new Error('The shop lists no category or no product to measure');
  const at = (href: string) => (href.startsWith('/') ? href : `/${href}`);
  return [
    { name: 'home', path: '/' },
    { name: `category «${category.name}»`, path: at(category.catalog_href) },
    { name: `product «${product.name}»`, path: at(product.url) },
  ];
}

export interface MeasuredShop {
  base: string;
  /** The shop this script started, if it started one (null for `--url`). */
  process: ShopProcess | null;
  stop: () => Promise<void>;
}

/** The shop at `url`, or a new one (`npm start` on a free port, a fresh DATA_DIR under the temporary folder). */
export async function shopToMeasure(url: string | undefined, name: string): Promise<MeasuredShop> {
  if (url) return { base: url.replace(/\/+$/, ''), process: null, stop: async () => {} };
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  console.log(`Starting the shop (npm start) on port ${port}…`);
  const shop = await startShop({ port, dataDir, env: { LOG_LEVEL: 'warn' } }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    base: `http://127.0.0.1:${port}`,
    process: shop,
    stop: async () => {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
