/**
 * `npm run bench:search [-- --products 100000]`: how fast is the product search (`module/isearch/ajaxget`)?
 *
 * Opens an in-memory PGlite (or, with DATABASE_URL, that PostgreSQL: a fresh schema dropped afterwards), migrates and
 * seeds the demo shop, optionally adds generated products up to `--products N` (copies of the demo products under
 * numbered names and articles, so the words are real ones), then sends a few hundred searches through `app.inject`
 * (the whole HTTP stack, no network), one at a time, as the dropdown (limit 5) and the search page (limit 24) send
 * them: whole words, other word forms, typos, words being typed, article numbers whole and partial. Prints p50 and
 * p95 per kind of query and over all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { openBenchDatabase, percentile } from './bench-database';

const productsArg = process.argv.indexOf('--products');
const TOTAL_PRODUCTS = productsArg > 0 ? Number(process.argv[productsArg + 1]) : 0;
const ROUNDS = 4;
const WARM_UP = 10;

const QUERIES: Record<string, string[]> = {
  word: ['крем', 'пилинг', 'сыворотка', 'маска', 'шампунь', 'тоник', 'лосьон', 'ампулы', 'гель', 'масло'],
  'word form': ['кремы', 'пилинги', 'сыворотки', 'масок', 'гиалуроновая', 'миндальные', 'пептиды', 'кислоты'],
  phrase: [
    'крем для рук',
    'пилинг миндальный',
    'сыворотка с витамином',
    'маска для волос',
    'крем spf 50',
    'гель для умывания',
  ],
  typo: ['крэм', 'пилнг', 'сыворатка', 'шампунъ', 'гиалуроновй', 'миндальны пилнг', 'крэм для рук', 'лосьен'],
  typing: ['кр', 'кре', 'пи', 'пил', 'сыв', 'гиа', 'гиалур', 'увлаж', 'пепт', 'ретин'],
  article: ['bt1001', 'BT2001', 'bt6005', 'W2100', 'YELLOW-2022', 'bt9020', 'bt3009'],
  'partial article': ['bt20', 'bt1', '2001', 't100', '60', 'bt70'],
  'nothing found': ['zzzzqqqq', 'абвгдежз', 'xyzxyz'],
};
const LIMITS = [5, 24];

/** Copies of the demo products, numbered, up to `total`: real words in names and descriptions, unique articles. */
async function generateProducts(db: Kysely<Database>, total: number): Promise<void> {
  const { count } = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const missing = total - Number(count);
  if (missing <= 0) return;
  await sql`
    insert into product (sku, name, description, price, quantity, image, date_available, keyword, sort_order)
    select 'gen' || g, d.name || ' №' || g, d.description, d.price, g % 40, d.image, d.date_available, 'gen-' || g, 1000 + g
    from generate_series(1, ${missing}::int) as g
    join (select row_number() over (order by product_id) - 1 as i, name, description, price, image, date_available
          from product) as d on d.i = g % ${Number(count)}::int`.execute(db);
  await sql`analyze`.execute(db);
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
const database = await openBenchDatabase();
try {
  const started = performance.now();
  await migrate(database.db);
  await seedDemoData(database.db);
  if (TOTAL_PRODUCTS > 0) await generateProducts(database.db, TOTAL_PRODUCTS);
  const seededMs = performance.now() - started;
  const app = await buildApp({
    db: database.db,
    config: loadConfig({ DATA_DIR: work, DIST_DIR: path.join(work, 'dist'), PORT: '0', LOG_LEVEL: 'silent' }),
  });
  await app.ready();

  const search = async (k: string, limit: number) => {
    const url = `/cms/index.php?route=module/isearch/ajaxget&k=${encodeURIComponent(k)}&limit=${limit}`;
    const t = performance.now();
    const reply = await app.inject({ method: 'GET', url });
    const ms = performance.now() - t;
    if (reply.statusCode !== 200) throw new Error(`${k}: HTTP ${reply.statusCode} ${reply.body}`);
    return ms;
  };

  const { count } = await database.db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const perRound = Object.values(QUERIES).flat().length * LIMITS.length;
  console.log(
    `Database: ${database.kind}; ${Number(count).toLocaleString('ru-RU')} products, ready in ${(seededMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `${WARM_UP} warm-up searches, then ${perRound * ROUNDS} timed (${ROUNDS} rounds of ${perRound}: every query with limit ${LIMITS.join(' and ')}), one at a time through app.inject\n`,
  );

  for (let i = 0; i < WARM_UP; i++) await search(QUERIES.word[i % QUERIES.word.length], 5);
  const byKind = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [kind, queries] of Object.entries(QUERIES)) {
      for (const k of queries) {
        for (const limit of LIMITS) {
          const times = byKind.get(kind) ?? [];
          times.push(await search(k, limit));
          byKind.set(kind, times);
        }
      }
    }
  }

  const rows: string[][] = [['queries', 'count', 'p50 ms', 'p95 ms', 'max ms']];
  const summary = (name: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    rows.push([
      name,
      String(sorted.length),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 95).toFixed(1),
      sorted[sorted.length - 1].toFixed(1),
    ]);
  };
  for (const [kind, times] of byKind) summary(kind, times);
  summary('all', [...byKind.values()].flat());
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   '));
  await app.close();
} finally {
  await database.close();
  rmSync(work, { recursive: true, force: true });
}
