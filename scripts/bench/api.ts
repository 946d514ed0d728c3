/**
 * `npm run bench:api [-- --explain]`: do the catalogue calls stay fast with a big catalogue?
 *
 * Seeds a separate database (in-memory PGlite; with DATABASE_URL, a fresh schema on that PostgreSQL that is dropped
 * afterwards) with the demo shop plus generated products up to 100,000, each in 'Вся продукция' and one or two
 * categories, with three filters, and specials for a part of them. Then times every catalogue call through
 * `app.inject` (the whole HTTP stack, no network): a few warm-up calls, then ROUNDS calls each, printing p50 and p95.
 * `--explain` also prints EXPLAIN ANALYZE of every distinct SQL statement each call ran, to check index use.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type LogEvent } from 'kysely';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { openBenchDatabase, percentile } from './bench-database';

const TOTAL_PRODUCTS = 100_000;
const ROUNDS = 50;
const WARM_UP = 5;
const explain = process.argv.includes('--explain');

// --- The database, with every statement's SQL recorded (for --explain) ------------------------------------------------

let recording: { sql: string; parameters: readonly unknown[] }[] | null = null;
const log = (event: LogEvent) => {
  if (recording && event.level === 'query')
    recording.push({ sql: event.query.sql, parameters: event.query.parameters });
};

// --- 100,000 products ------------------------------------------------------------------------------------------------

async function generateProducts(db: Kysely<Database>): Promise<void> {
  const { count } = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const missing = TOTAL_PRODUCTS - Number(count);
  const image = (await db.selectFrom('product').select('image').orderBy('product_id').executeTakeFirstOrThrow()).image;
  const categories = await db.selectFrom('category').select(['category_id', 'parent_id', 'keyword']).execute();
  const all = categories.find((c) => c.keyword === 'vsja-produktsija')!.category_id;
  const leaves = categories
    .filter((c) => c.keyword !== 'vsja-produktsija' && c.keyword !== 'aktsii')
    .map((c) => c.category_id);
  const filters = await db.selectFrom('filter').select(['filter_id', 'filter_group_id']).orderBy('filter_id').execute();
  const groups = [...new Set(filters.map((f) => f.filter_group_id))].map((g) =>
    filters.filter((f) => f.filter_group_id === g).map((f) => f.filter_id),
  );

  // Generated in SQL (generate_series), so 100,000 rows take seconds, not minutes.
  await sql`
    insert into product (sku, name, description, price, quantity, image, date_available, keyword, sort_order, viewed)
    select 'gen' || g, 'Товар каталога ' || g, '<p>Описание товара ' || g || '. Подходит для ежедневного ухода.</p>',
           300 + (g * 37) % 9000, g % 40, ${image}, date '2020-01-01' + (g % 2200), 'tovar-kataloga-' || g,
           1000 + g, (g * 7919) % 100000
    from generate_series(1, ${missing}::int) as g`.execute(db);
  const first = 1000 + 1;
  await sql`insert into product_to_category (product_id, category_id)
    select product_id, ${all}::int from product where sort_order >= ${first}::int`.execute(db);
  await sql`insert into product_to_category (product_id, category_id)
    select product_id, (${sql.val(leaves)}::int[])[1 + product_id % ${leaves.length}::int] from product where sort_order >= ${first}::int
    on conflict do nothing`.execute(db);
  await sql`insert into product_to_category (product_id, category_id)
    select product_id, (${sql.val(leaves)}::int[])[1 + (product_id / 7) % ${leaves.length}::int] from product where sort_order >= ${first}::int
    on conflict do nothing`.execute(db);
  for (const [index, ids] of groups.entries()) {
    // A different step per group, so the groups' filters do not follow each other.
    await sql`insert into product_filter (product_id, filter_id)
      select product_id, (${sql.val(ids)}::int[])[1 + ((product_id / ${index * 3 + 1}::int) * 13) % ${ids.length}::int]
      from product where sort_order >= ${first}::int
      on conflict do nothing`.execute(db);
  }
  await sql`insert into product_special (product_id, customer_group_id, priority, price)
    select product_id, 2, 1, round(price * 0.7) from product where sort_order >= ${first}::int and product_id % 10 <> 0`.execute(
    db,
  );
  await sql`insert into product_special (product_id, customer_group_id, priority, price)
    select product_id, 1, 1, round(price * 0.85) from product where sort_order >= ${first}::int and product_id % 10 = 3`.execute(
    db,
  );
  await sql`insert into product_image (product_id, image, sort_order)
    select product_id, image, 1 from product where sort_order >= ${first}::int and product_id % 2 = 0`.execute(db);
  await sql`insert into url_alias (keyword, module, target_id)
    select keyword, 'product', product_id::text from product where sort_order >= ${first}::int`.execute(db);
  // A live shop's autovacuum keeps statistics and the visibility map current (index-only scans need the latter).
  await sql`vacuum analyze`.execute(db);
}

// --- Timing ----------------------------------------------------------------------------------------------------------

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: () => object;
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
const database = await openBenchDatabase(log);
try {
  const started = performance.now();
  await migrate(database.db);
  await seedDemoData(database.db);
  await generateProducts(database.db);
  const seededMs = performance.now() - started;

  // The answer cache off: every call is computed, which is what this bench times (bench:http times the kept answers).
  const app = await buildApp({
    db: database.db,
    config: loadConfig({
      DATA_DIR: work,
      DIST_DIR: path.join(work, 'dist'),
      PORT: '0',
      LOG_LEVEL: 'silent',
      ANSWER_CACHE_MB: '0',
    }),
  });
  await app.ready();

  const category = await database.db
    .selectFrom('category')
    .select('category_id')
    .where('keyword', '=', 'uhod_za_litsom')
    .executeTakeFirstOrThrow();
  // Two filters of the first group and one of the second: "(a or b) and c".
  const filters = await database.db
    .selectFrom('category_filter as cf')
    .innerJoin('filter as f', 'f.filter_id', 'cf.filter_id')
    .select(['f.filter_id', 'f.filter_group_id'])
    .where('cf.category_id', '=', category.category_id)
    .orderBy('f.filter_group_id')
    .orderBy('f.filter_id')
    .execute();
  const firstGroup = filters.filter((f) => f.filter_group_id === filters[0].filter_group_id);
  const [f1, f2] = [firstGroup[0].filter_id, firstGroup[1].filter_id];
  const f3 = filters.find((f) => f.filter_group_id !== filters[0].filter_group_id)!.filter_id;
  const product = 54_321;
  let review = 0;

  const calls: Call[] = [
    {
      name: 'category/list (top level)',
      method: 'POST',
      url: '/back/category/list',
      payload: () => ({ parent_id: 0 }),
    },
    {
      name: 'category/filters',
      method: 'POST',
      url: '/back/category/filters',
      payload: () => ({ category_id: category.category_id }),
    },
    {
      name: 'product/list: all, page 1',
      method: 'POST',
      url: '/back/product/list',
      payload: () => ({ namePage: 'vsja-produktsija' }),
    },
    {
      name: 'product/list: all, page 4000',
      method: 'POST',
      url: '/back/product/list',
      payload: () => ({ current_page: 4000 }),
    },
    {
      name: 'product/list: category, page 1',
      method: 'POST',
      url: '/back/product/list',
      payload: () => ({ category_id: category.category_id }),
    },
    {
      name: 'product/list: category, page 100',
      method: 'POST',
      url: '/back/product/list',
      payload: () => ({ category_id: category.category_id, current_page: 100 }),
    },
    {
      name: 'product/list: category + 3 filters',
      method: 'POST',
      url: '/back/product/list',
      payload: () => ({ category_id: category.category_id, filters: [f1, f2, f3], current_page: 2 }),
    },
    {
      name: 'product/list: aktsii (group 0)',
      method: 'POST',
      url: '/back/product/list',
      payload: () => ({ namePage: 'aktsii' }),
    },
    {
      name: 'product/list/{id}',
      method: 'POST',
      url: `/back/product/list/${category.category_id}`,
      payload: () => ({ current_page: 3 }),
    },
    { name: 'product/one', method: 'POST', url: '/back/product/one', payload: () => ({ id: product }) },
    { name: 'product/images', method: 'POST', url: '/back/product/images', payload: () => ({ id: product + 1 }) },
    { name: 'product/recommended', method: 'POST', url: '/back/product/recommended', payload: () => ({ id: product }) },
    { name: 'product/review', method: 'POST', url: '/back/product/review', payload: () => ({ id: 1 }) },
    { name: 'product/hits', method: 'POST', url: '/back/product/hits' },
    { name: 'api/latest (GET, CMS)', method: 'GET', url: '/cms/index.php?route=api/latest' },
    {
      name: 'review/add',
      method: 'POST',
      url: '/back/review/add',
      payload: () => ({ name: 'Тест', product_id: product, text: `Отзыв ${++review}` }),
    },
  ];

  const { count } = await database.db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  console.log(
    `Database: ${database.kind}; ${Number(count).toLocaleString('ru-RU')} products, seeded in ${(seededMs / 1000).toFixed(1)} s`,
  );
  console.log(`Each call: ${WARM_UP} warm-up, then ${ROUNDS} timed (app.inject, one at a time)\n`);
  const rows: string[][] = [['call', 'p50 ms', 'p95 ms', 'max ms']];
  const plans: string[] = [];
  for (const call of calls) {
    const inject = async () => {
      const reply = await app.inject({ method: call.method, url: call.url, payload: call.payload?.() });
      if (reply.statusCode !== 200) throw new Error(`${call.name}: HTTP ${reply.statusCode} ${reply.body}`);
    };
    for (let i = 0; i < WARM_UP; i++) await inject();
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      await inject();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    rows.push([
      call.name,
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      times[times.length - 1].toFixed(1),
    ]);

    if (explain && call.name !== 'review/add') {
      recording = [];
      await inject();
      const statements = [...new Map(recording.map((s) => [s.sql, s])).values()];
      recording = null;
      for (const statement of statements) {
        const { rows: plan } = await database.db.executeQuery<Record<string, string>>({
          sql: `explain analyze ${statement.sql}`,
          parameters: statement.parameters,
          query: { kind: 'RawNode' } as never,
          queryId: { queryId: 'bench' },
        });
        plans.push(`--- ${call.name}\n${statement.sql}\n${plan.map((r) => Object.values(r)[0]).join('\n')}\n`);
      }
    }
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   '));
  if (plans.length) console.log(`\n${plans.join('\n')}`);
  await app.close();
} finally {
  await database.close();
  rmSync(work, { recursive: true, force: true });
}
