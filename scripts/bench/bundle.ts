/**
 * `npm run bench:bundle`: the storefront's build (made when stale) and a baseline page of react + react-dom alone, opens
 * the home route of each in Chromium, records every JS and CSS file the page loads (lazy chunks included), and prints
 * their gzip sizes and the ratio app / baseline. The target (issue 14) is a ratio of at most 2.5.
 *
 * It measures a third page too, the floor of the shop's libraries (scripts/bench/stack-floor): each library the
 * storefront is built with, used once and nothing else. Its ratio is the least any home page on these libraries can
 * score; what the storefront loads above it is the shop's own cost (docs/decisions/0028).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../tests/e2e/browser';
import { sizesBySource } from './source-map-sizes';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { buildApp } from '../../src/server/app';

const root = join(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'bench-bundle-'));

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The shop's own build (npm run build, when dist/ is stale), as `npm start` serves it. */
function buildStorefront(): string {
  run('npx', ['tsx', 'scripts/build-if-needed.ts'], root);
  return join(root, 'dist');
}

/**
 * A yardstick page (scripts/bench/<name>/index.tsx in an empty page), built by Parcel as a project of its own: the
 * shop's package.json names its build targets, and Parcel builds no other entry under it. The page is built into
 * `<work>/<name>`, returned.
 */
function buildYardstick(name: 'baseline' | 'stack-floor'): string {
  const project = join(work, `${name}-project`);
  const outDir = join(work, name);
  mkdirSync(project);
  copyFileSync(join(root, 'scripts/bench', name, 'index.tsx'), join(project, 'index.tsx'));
  writeFileSync(
    join(project, 'index.html'),
    `<!doctype html><html lang="ru"><head><meta charset="utf-8" /><title>${name}</title></head>` +
      '<body><div id="root"></div><script type="module" src="./index.tsx"></script></body></html>',
  );
  const shop = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: `bench-${name}`,
      private: true,
      browserslist: shop.browserslist,
      // Resolved as the shop resolves them (Chakra names its parts by their packages' exports).
      '@parcel/resolver-default': shop['@parcel/resolver-default'],
    }),
  );
  symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'));
  run('npx', ['parcel', 'build', 'index.html', '--dist-dir', outDir, '--cache-dir', join(work, 'cache')], project);
  return outDir;
}

/** A plain static server for the baseline page. */
function serveStatic(dir: string): Promise<{ url: string; server: Server }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]));
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server });
    }),
  );
}

interface Loaded {
  name: string;
  kind: 'js' | 'css';
  gzip: number;
  raw: number;
}

async function measure(url: string): Promise<Loaded[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const loaded: Promise<Loaded | null>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      loaded.push(
        response
          .body()
          .then((body) => ({
            name: new URL(response.url()).pathname,
            kind: type === 'script' ? ('js' as const) : ('css' as const),
            gzip: gzipSync(body, { level: 9 }).length,
            raw: body.length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    return (await Promise.all(loaded)).filter((item): item is Loaded => item !== null);
  } finally {
    await browser.close();
  }
}

/** Each loaded JS file's gzip size shared out among the packages its source map names. */
function costByOwner(dir: string, files: Loaded[]): [string, number][] {
  const cost = new Map<string, number>();
  for (const file of files.filter((item) => item.kind === 'js')) {
    const code = readFileSync(join(dir, file.name), 'utf8');
    let map: { sources: string[]; mappings: string };
    try {
      map = JSON.parse(readFileSync(join(dir, `${file.name}.map`), 'utf8')) as typeof map;
    } catch {
      continue;
    }
    const sizes = sizesBySource(code, map);
    const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [owner, size] of sizes) cost.set(owner, (cost.get(owner) ?? 0) + (file.gzip * size) / total);
  }
  return [...cost].sort((a, b) => b[1] - a[1]);
}

/** Issue 14: the home route's scripts and styles at most 2.5 times react + react-dom's own. */
const TARGET_RATIO = 2.5;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (items: Loaded[], kind?: 'js' | 'css') =>
  items.filter((item) => !kind || item.kind === kind).reduce((total, item) => total + item.gzip, 0);

/** The `top` costliest sources of a page's JS, one line each. */
function printCosts(dir: string, files: Loaded[], top: number): void {
  for (const [owner, gzip] of costByOwner(dir, files).slice(0, top))
    console.log(`  ${kb(gzip).padStart(10)}  ${owner}`);
}

async function main(): Promise<void> {
  const appDir = buildStorefront();
  const baselineDir = buildYardstick('baseline');
  const floorDir = buildYardstick('stack-floor');

  const config = loadConfig({
    ...process.env,
    DIST_DIR: appDir,
    DATA_DIR: work,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
  });
  const { db, close } = await openDatabase({ dataDir: null });
  await migrate(db);
  await seedDemoData(db);
  const app = await buildApp({ db, config, logger: false });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const baseline = await serveStatic(baselineDir);
  const floor = await serveStatic(floorDir);

  try {
    const appFiles = await measure(`${appUrl}/`);
    const baseFiles = await measure(`${baseline.url}/`);
    const floorFiles = await measure(`${floor.url}/`);
    console.log('\nHome route (/) of the storefront, gzip -9 of every JS and CSS file the page loads:');
    for (const file of [...appFiles].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(file.gzip).padStart(10)}  ${file.kind.padEnd(3)} ${file.name}  (raw ${kb(file.raw)})`);
    }
    // The script the page's HTML names, fetched alongside the page's first paint, and the shop's code it asks for
    // once the page has painted (docs/decisions/0027): the route's own chunks and what loads on first use come after.
    const html = await (await fetch(`${appUrl}/`)).text();
    const entry = /<script type="?module"? src="?([^" >]+)/.exec(html)?.[1];
    const first = appFiles.find((file) => file.name === entry);
    if (first) console.log(`\nfirst script (${first.name}): ${kb(first.gzip)} gzip, raw ${kb(first.raw)}`);
    const start = appFiles.find((file) => /^\/start\.js$/.test(file.name));
    if (start) console.log(`the shop's code (${start.name}): ${kb(start.gzip)} gzip, raw ${kb(start.raw)}`);
    const appTotal = sum(appFiles);
    const baseTotal = sum(baseFiles);
    console.log(`\nstorefront home: JS ${kb(sum(appFiles, 'js'))} + CSS ${kb(sum(appFiles, 'css'))} = ${kb(appTotal)}`);
    console.log(
      `baseline react+react-dom: JS ${kb(sum(baseFiles, 'js'))} + CSS ${kb(sum(baseFiles, 'css'))} = ${kb(baseTotal)}`,
    );
    console.log("\nWhat costs most (the home route's JS by source, gzip shared out by raw size):");
    printCosts(appDir, appFiles, 15);
    const ratio = appTotal / baseTotal;
    console.log(
      `ratio: ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO.toFixed(2)})${ratio <= TARGET_RATIO ? '' : ' — over target'}`,
    );
    const floorTotal = sum(floorFiles);
    console.log(
      `\nfloor of the shop's libraries (each used once, no shop code): ${kb(floorTotal)}, ` +
        `ratio ${(floorTotal / baseTotal).toFixed(2)}`,
    );
    console.log('  by source:');
    printCosts(floorDir, floorFiles, 12);
    console.log(`the shop's own cost above that floor: ${kb(appTotal - floorTotal)}`);
  } finally {
    await app.close();
    await close();
    baseline.server.close();
    floor.server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
