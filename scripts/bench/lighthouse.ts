/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit (its defaults: a mid-range phone, simulated slow 4G and CPU
 * throttling) of the home page, a category page and a product page, in Debian's Chromium (never a downloaded one).
 *
 * Starts the shop as the README does (`npm start` on a free port with a fresh DATA_DIR under the system's temporary
 * folder: the build if dist/ is stale, the migrations, the demo data), or measures a shop already running with
 * `--url http://host:port`. The category and product measured are the first the shop's own API lists. Prints, per
 * page, each figure against the goal of issue 14 (performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 150 ms;
 * accessibility, best practices and SEO 100) and the failing audits of the categories that must reach 100.
 *
 *   npm run bench:lighthouse                       one run per page
 *   npm run bench:lighthouse -- --runs 5           the median of 5 runs per figure
 *   npm run bench:lighthouse -- --url http://127.0.0.1:8080
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/browser';
import type { ShopProcess } from '../../tests/e2e/start-shop';
import { median, pagesOf, shopToMeasure, type MeasuredShop } from './measured-pages';

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, url: { type: 'string' } },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 20) throw new Error('--runs: a whole number from 1 to 20');

/** The categories whose score must be 100: their failing audits are listed by title. */
const FULL_MARKS = ['accessibility', 'best-practices', 'seo'] as const;
const CATEGORIES = ['performance', ...FULL_MARKS];

interface Figure {
  label: string;
  /** Reads the figure off one report, in the unit shown. */
  read: (report: Result) => number;
  goal: { at: 'least' | 'most'; value: number };
  format: (value: number) => string;
}

const score = (category: string) => (report: Result) => Math.round((report.categories[category]?.score ?? 0) * 100);
const metric = (audit: string) => (report: Result) => report.audits[audit]?.numericValue ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const whole = (value: number) => String(Math.round(value));

const FIGURES: Figure[] = [
  { label: 'performance', read: score('performance'), goal: { at: 'least', value: 95 }, format: whole },
  {
    label: 'LCP',
    read: metric('largest-contentful-paint'),
    goal: { at: 'most', value: 2000 },
    format: seconds,
  },
  {
    label: 'CLS',
    read: metric('cumulative-layout-shift'),
    goal: { at: 'most', value: 0.02 },
    format: (value) => value.toFixed(3),
  },
  { label: 'TBT', read: metric('total-blocking-time'), goal: { at: 'most', value: 150 }, format: milliseconds },
  // FCP and speed index have no goal of their own: the performance score weighs them.
  {
    label: 'FCP',
    read: metric('first-contentful-paint'),
    goal: { at: 'most', value: Infinity },
    format: seconds,
  },
  { label: 'speed index', read: metric('speed-index'), goal: { at: 'most', value: Infinity }, format: seconds },
  { label: 'accessibility', read: score('accessibility'), goal: { at: 'least', value: 100 }, format: whole },
  { label: 'best practices', read: score('best-practices'), goal: { at: 'least', value: 100 }, format: whole },
  { label: 'SEO', read: score('seo'), goal: { at: 'least', value: 100 }, format: whole },
];

/** A fresh Chromium (its own empty profile) with its DevTools port, for one Lighthouse run. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-chromium-'));
  const chromium: ChildProcess = spawn(
    CHROMIUM_PATH,
    ['--headless=new', ...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  // The profile goes once Chromium has stopped writing to it.
  const close = async () => {
    if (chromium.exitCode === null && chromium.signalCode === null) chromium.kill('SIGKILL');
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      // Chromium's helper processes can outlive it a moment and still write there (ENOTEMPTY): a leftover temporary
      // folder is no reason to lose the measurements.
      console.warn(`  (left ${profile} behind: ${(error as Error).message})`);
    }
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let said = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${said}`)), 30_000);
      chromium.once('exit', (code) => reject(new Error(`Chromium ended (${code}):\n${said}`)));
      chromium.stderr?.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
        if (listening) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
      });
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The shop this script started, if it started one. */
let shop: ShopProcess | null = null;

/**
 * One Lighthouse run in a fresh Chromium. A run Lighthouse could not measure (the page did not load) is tried again
 * twice before the script gives up, and a shop this script started that has stopped ends it at once.
 */
async function audit(url: string, attempt = 1): Promise<Result> {
  if (shop && !shop.running())
    throw new Error(`The shop started for this benchmark has stopped (killed?). It printed:\n${shop.output()}`);
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt >= 3 || (shop && !shop.running()))
      throw new Error(`Lighthouse could not measure ${url}: ${error.code} ${error.message}`);
    console.log(`  (${url}: ${error.code}, measuring again)`);
  } finally {
    await chromium.close();
  }
  return audit(url, attempt + 1);
}

function failingAudits(report: Result): string[] {
  const failing: string[] = [];
  for (const id of FULL_MARKS) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const found = report.audits[ref.id];
      // Weightless audits (manual checks, informative notes) do not lower the score.
      if (ref.weight > 0 && found && found.score !== null && found.score < 1) failing.push(`${id}: ${found.title}`);
    }
  }
  return failing;
}

function meets(figure: Figure, value: number): boolean {
  return figure.goal.at === 'least' ? value >= figure.goal.value : value <= figure.goal.value;
}

function goalText(figure: Figure): string {
  if (figure.goal.value === Infinity) return '';
  return `${figure.goal.at === 'least' ? '≥' : '≤'} ${figure.format(figure.goal.value)}`;
}

function printPage(name: string, url: string, reports: Result[]): boolean {
  const rows = [['figure', RUNS > 1 ? `median of ${RUNS}` : 'value', 'goal', '']];
  let allMet = true;
  for (const figure of FIGURES) {
    const value = median(reports.map(figure.read));
    const hasGoal = figure.goal.value !== Infinity;
    const met = meets(figure, value);
    if (hasGoal && !met) allMet = false;
    rows.push([figure.label, figure.format(value), goalText(figure), hasGoal ? (met ? 'met' : 'MISSED') : '']);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log(`\n${name}: ${url}`);
  for (const row of rows)
    console.log(`  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   ')}`);
  // The audits of the run whose performance score is the median: one run's list, not a blend of several.
  const middle = [...reports].sort((a, b) => score('performance')(a) - score('performance')(b))[
    Math.floor(reports.length / 2)
  ];
  const failing = failingAudits(middle);
  console.log(failing.length === 0 ? '  failing audits: none' : '  failing audits:');
  for (const title of failing) console.log(`    - ${title}`);
  return allMet;
}

let measured: MeasuredShop | null = null;
try {
  measured = await shopToMeasure(options.url, 'lighthouse');
  shop = measured.process;
  const base = measured.base;
  const pages = await pagesOf(base);
  // A run that is not counted: the first request of each kind pays for the server's cold start and caches.
  const warmUp = await audit(`${base}/`);
  console.log(`Lighthouse ${warmUp.lighthouseVersion}, mobile, simulated throttling; ${RUNS} run(s) per page; ${base}`);
  let allMet = true;
  for (const page of pages) {
    const reports: Result[] = [];
    for (let run = 0; run < RUNS; run++) reports.push(await audit(`${base}${page.path}`));
    allMet = printPage(page.name, page.path, reports) && allMet;
  }
  console.log(allMet ? '\nEvery goal met.' : '\nSome goals missed (MISSED above).');
} finally {
  await measured?.stop();
}
