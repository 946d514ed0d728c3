/**
 * `npm run bench:long-tasks`: the main thread's long tasks while the home page, a category page and a product page
 * load and hydrate, as the browser really ran them (Chromium slowed down 4× like a mid-range phone, a 412 px window),
 * not simulated as Lighthouse does. Printed per page, median of the runs:
 *   - blocking: Σ (task − 50 ms) over every long task from navigation until 4 s after hydration. Lighthouse's TBT
 *     counts the same excess, between first paint and the moment the page is quiet;
 *   - longest: the longest task, what a tap waits behind at worst;
 *   - tasks: how many tasks ran longer than 50 ms;
 *   - hydrated: when the page was live (`<html data-hydrated>`).
 * Lighthouse's TBT moves by hundreds of milliseconds from run to run on a busy machine; this measures the same cause
 * with less noise, and `--against` measures two builds in turns, so that both meet the same load.
 *
 *   npm run bench:long-tasks                                     starts the shop (npm start), 3 runs per page
 *   npm run bench:long-tasks -- --runs 5 --url http://127.0.0.1:8080
 *   npm run bench:long-tasks -- --url http://127.0.0.1:8080 --against http://127.0.0.1:8081
 */
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/browser';
import { median, pagesOf, shopToMeasure, type MeasuredShop } from './measured-pages';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, url: { type: 'string' }, against: { type: 'string' } },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) throw new Error('--runs: a whole number from 1 to 20');

declare global {
  interface Window {
    /** The page's long tasks' durations, gathered from its first moment (the init script below). */
    longTasks?: number[];
  }
}

const CPU_SLOWDOWN = 4;
const AFTER_HYDRATION_MS = 4000;
const LONG_TASK_MS = 50;

interface Run {
  blocking: number;
  longest: number;
  tasks: number;
  hydrated: number;
}

/** One load of `url` in a fresh context (no cache, no cookies: a first visit). */
async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const seen: number[] = [];
      window.longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    const hydrated = await page.evaluate(() => performance.now());
    await page.waitForTimeout(AFTER_HYDRATION_MS);
    const durations = await page.evaluate(() => window.longTasks ?? []);
    return {
      blocking: durations.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
      longest: Math.max(0, ...durations),
      tasks: durations.length,
      hydrated,
    };
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

function summary(runs: Run[]): string[] {
  return [
    ms(median(runs.map((r) => r.blocking))),
    ms(median(runs.map((r) => r.longest))),
    String(median(runs.map((r) => r.tasks))),
    ms(median(runs.map((r) => r.hydrated))),
  ];
}

function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows)
    console.log(`  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   ')}`);
}

const shops: MeasuredShop[] = [];
const browser = await launchBrowser();
try {
  shops.push(await shopToMeasure(options.url, 'long-tasks'));
  if (options.against) shops.push(await shopToMeasure(options.against, 'long-tasks'));
  const pages = await pagesOf(shops[0].base);
  console.log(
    `Long tasks (> ${LONG_TASK_MS} ms), CPU ${CPU_SLOWDOWN}× slower, first visit; median of ${RUNS} run(s); ` +
      shops.map((shop) => shop.base).join(' against '),
  );
  // Warm-up, not counted: the first request of each kind pays for the server's cold start and caches.
  for (const shop of shops) for (const page of pages) await measure(browser, `${shop.base}${page.path}`);
  for (const page of pages) {
    const runs: Run[][] = shops.map(() => []);
    // In turns, so that a busy moment of the machine falls on both shops alike.
    for (let run = 0; run < RUNS; run++)
      for (const [i, shop] of shops.entries()) runs[i].push(await measure(browser, `${shop.base}${page.path}`));
    console.log(`\n${page.name}: ${page.path}`);
    printTable([
      ['shop', 'blocking', 'longest', 'tasks', 'hydrated'],
      ...shops.map((shop, i) => [shop.base, ...summary(runs[i])]),
    ]);
  }
} finally {
  await browser.close();
  for (const shop of shops) await shop.stop();
}
