import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuest, startCheckoutShop, type Shopper } from './checkout-helpers';
import type { TestShop } from './test-app';

// Hostile input against every route of the shop's HTTP contract (the OpenAPI document the server publishes):
// thousands of seeded requests, each carrying something an attacker would send (NUL bytes, lone surrogates, 1e400,
// huge strings, deep nesting, prototype keys, duplicate keys, wrong or broken content types, multipart without a
// boundary or with a thousand parts). Every one must be answered with a 4xx and a Russian message, never a 5xx; the
// server must still answer afterwards; and the shop's records must be exactly as before.
// `npm run fuzz -- --runs 100000` runs it longer (FUZZ_RUNS); FUZZ_SEED picks another seed.

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** The records a refused request must never touch (sessions, limit counters and job leases may move). */
const BUSINESS_TABLES = [
  'customer',
  'customer_upload',
  'password_reset',
  'order',
  'order_product',
  'order_total',
  'order_history',
  'voucher',
  'voucher_history',
  'cart_item',
  'product',
  'review',
  'faq',
  'seminar_signup',
  'setting',
];

let shop: TestShop;
let shopper: Shopper;
let routes: { method: 'GET' | 'POST'; path: string; fields: string[] }[];

/** Per business table: its row count and a hash of its rows, so a difference names the table. */
async function digest(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of BUSINESS_TABLES) {
    const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t order by 1`.execute(
      shop.db,
    );
    const hash = createHash('sha256');
    for (const { row } of rows) hash.update(row);
    result[table] = `${rows.length} rows, ${hash.digest('hex').slice(0, 16)}`;
  }
  return result;
}

beforeAll(async () => {
  shop = await startCheckoutShop();
  shopper = await newGuest(shop);
  type Operation = {
    requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  };
  const document = (await shop.app.inject({ url: '/api/docs' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method === 'get' || method === 'post')
      .map(([method, operation]) => ({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        fields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      })),
  );
}, 60_000);
afterAll(() => shop?.close());

// ---- The hostile values -------------------------------------------------------------------------------------------

/** A JSON text fragment for one value: ordinary-looking or hostile. `poison` values are always hostile. */
const poison = fc.oneof(
  fc.constant('"a\\u0000b"'),
  fc.constant('"\\ud800"'),
  fc.constant('"x\\udfffy"'),
  fc.constant('1e400'),
  fc.constant('-1e400'),
  fc.constant(`"${'я'.repeat(150_000)}"`),
  fc.integer({ min: 20, max: 1000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`),
  fc.integer({ min: 20, max: 1000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constant('{"__proto__":{"isAdmin":true}}'),
  fc.constant('{"constructor":{"prototype":{"x":1}}}'),
  fc.constant(`[${Array.from({ length: 1001 }, (_, i) => i).join(',')}]`),
);
const plain = fc.oneof(
  fc.string({ maxLength: 20 }).map((s) => JSON.stringify(s)),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom(
    'true',
    'false',
    'null',
    '[]',
    '{}',
    '"-0"',
    '-0',
    '" 5000"',
    '5000.5',
    `"${'9'.repeat(401)}"`,
    '100000000',
  ),
);

/** A JSON object text: the route's own fields and random ones, at least one value poisoned, maybe a key repeated. */
const hostileObject = (fields: string[]) =>
  fc
    .record({
      entries: fc.array(
        fc.tuple(fc.oneof(fc.constantFrom(...(fields.length ? fields : ['id'])), fc.string({ maxLength: 8 })), plain),
        { maxLength: 6 },
      ),
      poisoned: fc.tuple(
        fc.oneof(
          fc.constantFrom(...(fields.length ? fields : ['id'])),
          fc.constantFrom('__proto__', 'constructor', 'x'),
        ),
        poison,
      ),
      duplicate: fc.boolean(),
      at: fc.nat(),
    })
    .map(({ entries, poisoned, duplicate, at }) => {
      const all = [...entries];
      all.splice(at % (all.length + 1), 0, poisoned);
      if (duplicate && all.length > 0) all.push([all[0][0], '1']);
      return `{${all.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
    });

/** A query value the edge refuses wherever it appears (percent-encoded by hand, so it reaches the server as it is). */
const hostileQuery = fc.constantFrom('x=%00', 'x=a%00b', '__proto__=1', 'constructor=1', `x=${'a'.repeat(120_000)}`);

type Body = { contentType: string | undefined; payload: string | Buffer };

const bodies = (fields: string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    hostileObject(fields).map((payload) => ({ contentType: 'application/json', payload })),
    poison.map((payload) => ({ contentType: 'application/json', payload })),
    fc
      .constantFrom('{"a":', '{"a":1}}', '\u0000', '{"a":"\\x"}')
      .map((payload) => ({ contentType: 'application/json', payload })),
    fc
      .constantFrom('a=%00', 'a=1&a=2&__proto__=1', 'constructor=1', `a=${'я'.repeat(2000)}%ED%A0%80`)
      .map((payload) => ({ contentType: 'application/x-www-form-urlencoded', payload })),
    fc
      .constantFrom(
        'application/xml',
        'text/html',
        'application/json; charset=koi8-r',
        'image/png',
        'multipart/form-data',
        'application/octet-stream',
      )
      .map((contentType) => ({
        contentType,
        payload: '<x>\u0000</x>',
      })),
    fc.integer({ min: 0, max: 1 }).map((withMany) => {
      const boundary = 'fuzzboundary';
      const parts = Array.from(
        { length: withMany ? 1000 : 3 },
        (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n\u0000${i}\r\n`,
      ).join('');
      return {
        contentType: withMany ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
        payload: Buffer.from(`${parts}--${boundary}--\r\n`),
      };
    }),
  );

const segment = fc.constantFrom(
  '%00',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(300),
  '__proto__',
  '1e400',
  '-1',
  '%F0%9F%98%80',
);

// ---- The run ------------------------------------------------------------------------------------------------------

describe('hostile input on every route', () => {
  it(`${RUNS} seeded requests: no 5xx, a Russian message on every refusal, and nothing written`, async () => {
    expect(routes.length).toBeGreaterThan(50);
    const before = await digest();
    const failures: string[] = [];
    let requests = 0;

    const request = fc
      .nat({ max: routes.length - 1 })
      .chain((index) => {
        const route = routes[index];
        return fc.record({
          route: fc.constant(route),
          body:
            route.method === 'POST'
              ? fc.option(bodies(route.fields), { nil: undefined, freq: 6 })
              : fc.constant(undefined),
          query: fc.option(hostileQuery, { nil: undefined }),
          segment,
          withCookie: fc.boolean(),
        });
      })
      // Every request carries something hostile: a body, a query value, or (for paths with parameters) the path.
      .filter(({ route, body, query }) => body !== undefined || query !== undefined || /\{/.test(route.path));

    await fc.assert(
      fc.asyncProperty(request, async ({ route, body, query, segment: seg, withCookie }) => {
        requests += 1;
        let url = route.path.replace(/\{[^}]+\}/g, seg);
        if (query) url += `${url.includes('?') ? '&' : '?'}${query}`;
        const reply = await shop.app.inject({
          method: route.method,
          url,
          headers: body?.contentType ? { 'content-type': body.contentType } : {},
          ...(body ? { payload: body.payload } : {}),
          ...(withCookie ? { cookies: { shop_session: shopper.cookie } } : {}),
        });
        if (reply.statusCode >= 500)
          failures.push(`${route.method} ${url.slice(0, 120)} → ${reply.statusCode} ${reply.body.slice(0, 200)}`);
        else if (reply.statusCode >= 400 && reply.headers['content-type']?.toString().includes('json')) {
          const error = reply.json<{ error?: unknown }>().error;
          if (typeof error !== 'string' || !/[а-яё]/i.test(error))
            failures.push(
              `${route.method} ${url.slice(0, 120)} → ${reply.statusCode} without a Russian message: ${reply.body.slice(0, 200)}`,
            );
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );

    expect(requests).toBeGreaterThanOrEqual(RUNS);
    expect(failures.slice(0, 20)).toEqual([]);
    // The shop still serves a normal request.
    const healthy = await shop.app.inject({
      method: 'GET',
      url: '/cms/index.php?route=module/d_quickcheckout/stepsInit',
      cookies: { shop_session: shopper.cookie },
    });
    expect(healthy.statusCode).toBe(200);
    expect(await digest()).toEqual(before);
  }, 600_000);
});
