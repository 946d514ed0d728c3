/**
 * `npm run bench:http`: how close the shop's catalogue calls come to the floor of this machine.
 *
 * Starts the shop on the demo catalogue (in-memory PGlite; DATABASE_URL: that PostgreSQL, a throwaway schema) and, beside
 * it, a bare Fastify server that answers each call with the very JSON the shop gave for it (no database, no hooks):
 * the floor. Both listen on loopback; autocannon sends each call to each for a few seconds with 10 connections, one
 * second at a time in turn (shop, floor, shop, floor…), so that other work on the machine weighs on both alike.
 * Prints requests per second for both and the shop's share of the floor. The shop answers these calls from its
 * answer cache (decision 0020), as it does for every shopper after the first; a second shop on the same database with
 * the cache off (ANSWER_CACHE_MB=0) shows what each call costs when it is computed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { openBenchDatabase } from './bench-database';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

const CALLS: Call[] = [
  {
    name: 'catalogue list (all products, page 1)',
    method: 'POST',
    url: '/back/product/list',
    body: { namePage: 'vsja-produktsija' },
  },
  { name: 'product', method: 'POST', url: '/back/product/one', body: { id: 1 } },
  {
    name: 'search (dropdown)',
    method: 'GET',
    url: `/cms/index.php?route=module/isearch/ajaxget&k=${encodeURIComponent('крем')}&limit=5`,
  },
];

/** Requests answered and seconds taken, by one server, so far. */
interface Tally {
  requests: number;
  seconds: number;
}

async function burst(base: string, call: Call, tally: Tally): Promise<void> {
  const result = await autocannon({
    url: `${base}${call.url}`,
    method: call.method,
    connections: CONNECTIONS,
    duration: 1,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  if (result.non2xx > 0) throw new Error(`${call.name}: ${result.non2xx} answers were not 2xx`);
  tally.requests += result.requests.total;
  tally.seconds += result.duration;
}

/** Requests per second of each server for one call, measured in turns of one second each. */
async function rates(bases: readonly string[], call: Call): Promise<number[]> {
  const tallies = bases.map(() => ({ requests: 0, seconds: 0 }));
  for (let second = 0; second < SECONDS; second += 1) {
    for (const [i, base] of bases.entries()) await burst(base, call, tallies[i]);
  }
  return tallies.map((tally) => tally.requests / tally.seconds);
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-http-'));
const database = await openBenchDatabase();
try {
  await migrate(database.db);
  await seedDemoData(database.db);
  const env = { DATA_DIR: work, DIST_DIR: path.join(work, 'dist'), PORT: '0', LOG_LEVEL: 'silent' };
  const shop = await buildApp({ db: database.db, config: loadConfig(env) });
  const shopBase = await shop.listen({ host: '127.0.0.1', port: 0 });
  const uncached = await buildApp({ db: database.db, config: loadConfig({ ...env, ANSWER_CACHE_MB: '0' }) });
  const uncachedBase = await uncached.listen({ host: '127.0.0.1', port: 0 });

  // The floor answers each call with what the shop answered, byte for byte.
  const floor = Fastify();
  for (const call of CALLS) {
    const reply = await fetch(`${shopBase}${call.url}`, {
      method: call.method,
      headers: { 'content-type': 'application/json' },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
    const body = await reply.text();
    if (!reply.ok) throw new Error(`${call.name}: HTTP ${reply.status} ${body.slice(0, 200)}`);
    const route = call.url.split('?')[0];
    floor.route({
      method: call.method,
      url: route,
      handler: async (_request, answer) => answer.type('application/json; charset=utf-8').send(body),
    });
  }
  const floorBase = await floor.listen({ host: '127.0.0.1', port: 0 });

  console.log(`Database: ${database.kind}; ${CONNECTIONS} connections, ${SECONDS} s per call and server\n`);
  const rows = [['call', 'shop req/s', 'uncached req/s', 'floor req/s', 'shop / floor']];
  for (const call of CALLS) {
    const [shopRate, uncachedRate, floorRate] = await rates([shopBase, uncachedBase, floorBase], call);
    rows.push([
      call.name,
      shopRate.toFixed(0),
      uncachedRate.toFixed(0),
      floorRate.toFixed(0),
      `${((shopRate / floorRate) * 100).toFixed(1)} %`,
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   '));
  await floor.close();
  await uncached.close();
  await shop.close();
} finally {
  await database.close();
  rmSync(work, { recursive: true, force: true });
}
