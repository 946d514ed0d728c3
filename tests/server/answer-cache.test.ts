import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { CatalogueVersion } from '../../src/server/db/catalogue-version';
import { STATEMENT_TABLES } from '../../src/server/db/migrations/018-catalogue-version';
import { AnswerCache } from '../../src/server/http/answer-cache';
import { acceptedEncoding, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../src/server/http/cached-answers';
import { registerCustomer } from './account/account-helpers';
import { add, cartOf, newBrowser, stockedProduct } from './cart-helpers';
import { startTestShop, type TestShop } from './test-app';

// Public catalogue answers kept in memory per customer group and dropped when the catalogue changes (decision 0020).

const SEARCH = `/cms/index.php?route=module/isearch/ajaxget&k=${encodeURIComponent('пилинг')}&limit=5`;

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

function productOne(target: TestShop, id: number, headers: Record<string, string> = {}) {
  return target.app.inject({ method: 'POST', url: '/back/product/one', payload: { id }, headers });
}

async function productId(sku: string): Promise<number> {
  const row = await shop.db.selectFrom('product').select('product_id').where('sku', '=', sku).executeTakeFirstOrThrow();
  return row.product_id;
}

async function version(): Promise<number> {
  const { rows } = await sql<{ version: number }>`select version from catalogue_version`.execute(shop.db);
  return Number(rows[0].version);
}

/** Changes a product's name without telling anyone: the trigger is off, so only a kept answer can still show the old. */
async function renameQuietly(id: number, name: string): Promise<void> {
  await sql`alter table product disable trigger product_catalogue_updated`.execute(shop.db);
  try {
    await sql`update product set name = ${name} where product_id = ${id}`.execute(shop.db);
  } finally {
    await sql`alter table product enable trigger product_catalogue_updated`.execute(shop.db);
  }
}

describe('kept answers and the catalogue version', () => {
  it('serves the kept answer, and drops it when a plain SQL UPDATE changes the catalogue', async () => {
    const id = await productId('bt1002');
    const first = await productOne(shop, id);
    expect(first.statusCode).toBe(200);
    const name = first.json().data.name;

    await renameQuietly(id, 'Тихо переименованный товар');
    const kept = await productOne(shop, id);
    expect(kept.json().data.name).toBe(name);
    expect(kept.headers.etag).toBe(first.headers.etag);

    // As another process, a script or a back office would: plain SQL, no call into this server.
    await sql`update product set price = price + 1 where product_id = ${id}`.execute(shop.db);
    const fresh = await productOne(shop, id);
    expect(fresh.json().data).toMatchObject({ name: 'Тихо переименованный товар', price: first.json().data.price + 1 });
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('shows a stock change, as an order makes one, in the next answer', async () => {
    const id = await productId('bt1003');
    const before = (await productOne(shop, id)).json().data.quantity;
    await sql`update product set quantity = quantity - 1 where product_id = ${id}`.execute(shop.db);
    expect((await productOne(shop, id)).json().data.quantity).toBe(before - 1);
    const list = await shop.app.inject({ method: 'POST', url: '/back/product/list', payload: {} });
    await sql`update product set quantity = 0 where product_id = ${list.json().data.products[0].product_id}`.execute(
      shop.db,
    );
    const again = await shop.app.inject({ method: 'POST', url: '/back/product/list', payload: {} });
    expect(again.json().data.products[0].quantity).toBe(0);
  });

  it('bumps the version once per transaction on a change to any table a kept answer reads', async () => {
    for (const table of [...STATEMENT_TABLES, 'product']) {
      const before = await version();
      // A statement that changes no row still announces itself (statement-level triggers).
      await sql`delete from ${sql.table(table)} where false`.execute(shop.db);
      expect(await version(), table).toBe(before + 1);
    }
    const before = await version();
    await shop.db.transaction().execute(async (trx) => {
      await sql`update category set sort_order = sort_order where false`.execute(trx);
      await sql`update product set price = price + 1 where product_id in (1, 2, 3)`.execute(trx);
    });
    expect(await version()).toBe(before + 1);
  });

  it('ignores the view counts: counting views never drops the kept answers', async () => {
    const id = await productId('bt1004');
    await productOne(shop, id);
    const before = await version();
    await shop.app.productViews.flush();
    await sql`update product set viewed = viewed + 5 where product_id = ${id}`.execute(shop.db);
    expect(await version()).toBe(before);
    await sql`update product set viewed = viewed + 1, minimum = minimum where product_id = ${id}`.execute(shop.db);
    expect(await version()).toBe(before);
    await sql`update product set viewed = viewed + 1, minimum = minimum + 1 where product_id = ${id}`.execute(shop.db);
    expect(await version()).toBe(before + 1);
  });

  it('reads the version at most once per interval (fake clock)', async () => {
    let now = 0;
    const versions = new CatalogueVersion(shop.db, 1000, () => now);
    const first = await versions.current();
    await sql`update banner set sort_order = sort_order`.execute(shop.db);
    now = 999;
    expect(await versions.current()).toBe(first);
    now = 1000;
    expect(await versions.current()).toBe(first + 1);
    await sql`update banner set sort_order = sort_order`.execute(shop.db);
    versions.changed();
    expect(await versions.current()).toBe(first + 2);
  });
});

describe('several processes on one database', () => {
  it('a process that reads the version row every 200 ms sees another process’s change within that', async () => {
    // A second server on the same database, as a second process behind the load balancer would be.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-second-'));
    const second = await buildApp({
      db: shop.db,
      config: loadConfig({
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'dist'),
        PORT: '0',
        LOG_LEVEL: 'silent',
        CHECK_REPLIES: '1',
        CATALOGUE_CHECK_MS: '200',
      }),
    });
    const reviews = (app: typeof second) =>
      app.inject({ method: 'POST', url: '/back/product/review', payload: { id: 5 } }).then((reply) => reply.json());
    try {
      const before = await reviews(second);
      // The first server takes a review and it is published; the second learns of it from the version row alone.
      const added = await shop.app.inject({
        method: 'POST',
        url: '/back/review/add',
        payload: { product_id: 5, name: 'Ольга', text: 'Второй процесс увидит этот отзыв' },
      });
      expect(added.statusCode).toBe(200);
      await sql`update review set moderation = 'published' where review_id = ${added.json().data}`.execute(shop.db);
      await vi.waitFor(async () => expect((await reviews(second)).data.total).toBe(before.data.total + 1), {
        timeout: 5000,
        interval: 50,
      });
      // And a plain SQL change made by neither server.
      await sql`update review set text = 'Исправлено скриптом' where review_id = ${added.json().data}`.execute(shop.db);
      await vi.waitFor(async () => expect((await reviews(second)).data.reviews[0].text).toBe('Исправлено скриптом'), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with LISTEN, a change is seen at once however long the interval', async () => {
    const listening = await startTestShop({ env: { CATALOGUE_CHECK_MS: '60000' }, listen: true });
    try {
      const id = 2;
      const name = (await productOne(listening, id)).json().data.name;
      await sql`update product set name = ${`${name} (уведомление)`} where product_id = ${id}`.execute(listening.db);
      await vi.waitFor(
        async () => expect((await productOne(listening, id)).json().data.name).toBe(`${name} (уведомление)`),
        { timeout: 5000, interval: 20 },
      );
    } finally {
      await listening.close();
    }
  });
});

describe('per customer group', () => {
  it('never gives a guest the professional price, nor a professional the guest price, whoever asked first', async () => {
    const withSale = shop.db.selectFrom('product_special').select('product_id').where('customer_group_id', '=', 1);
    const proOnly = await shop.db
      .selectFrom('product')
      .innerJoin('product_special', 'product_special.product_id', 'product.product_id')
      .select(['product.product_id', 'product.price', 'product_special.price as special'])
      .where('product_special.customer_group_id', '=', 2)
      .where('product.product_id', 'not in', withSale)
      .executeTakeFirstOrThrow();
    const professional = await registerCustomer(shop);
    await shop.db
      .updateTable('customer')
      .set({ customer_group_id: 2 })
      .where('customer_id', '=', professional.customerId)
      .execute();
    const customer = await registerCustomer(shop);
    const ask = (cookie?: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/back/product/one',
        payload: { id: proOnly.product_id },
        ...(cookie ? { cookies: { shop_session: cookie } } : {}),
      });

    for (let round = 0; round < 2; round += 1) {
      const guest = await ask();
      expect(guest.json().data.special).toBeNull();
      expect(guest.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      const pro = await ask(professional.cookie);
      expect(pro.json().data.special).toBe(Math.round(proOnly.special));
      expect(pro.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      const general = await ask(customer.cookie);
      expect(general.json().data.special).toBeNull();
      expect(general.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    }
  });
});

describe('HTTP validators and lifetimes', () => {
  it('answers a GET whose If-None-Match holds the tag with 304 and no body, kept or not', async () => {
    const first = await shop.app.inject({ method: 'GET', url: SEARCH });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.vary).toContain('cookie');
    expect(first.headers['x-total-count']).toBeDefined();

    const again = await shop.app.inject({
      method: 'GET',
      url: SEARCH,
      headers: { 'if-none-match': first.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    // Kept answer: the same body, tag and total as the first.
    const kept = await shop.app.inject({ method: 'GET', url: SEARCH });
    expect(kept.body).toBe(first.body);
    expect(kept.headers['x-total-count']).toBe(first.headers['x-total-count']);

    // The same tag from another process (or after the answer left memory) is still a 304: the tag is the body's.
    await sql`update faq set moderation = moderation`.execute(shop.db);
    const recomputed = await shop.app.inject({
      method: 'GET',
      url: SEARCH,
      headers: { 'if-none-match': `"other", ${first.headers.etag}` },
    });
    expect(recomputed.statusCode).toBe(304);

    const head = await shop.app.inject({ method: 'HEAD', url: SEARCH });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(first.headers.etag);

    // A stale tag gets the whole answer.
    const stale = await shop.app.inject({ method: 'GET', url: SEARCH, headers: { 'if-none-match': 'W/"stale"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answers a POST in full whatever If-None-Match says, with the same tag as its GET twin', async () => {
    const post = await shop.app.inject({ method: 'POST', url: SEARCH, headers: { 'if-none-match': '*' } });
    expect(post.statusCode).toBe(200);
    const get = await shop.app.inject({ method: 'GET', url: SEARCH });
    expect(post.headers.etag).toBe(get.headers.etag);
  });

  it('sends a kept answer compressed once, in the encoding the client prefers', async () => {
    const list = () =>
      shop.app.inject({
        method: 'POST',
        url: '/back/product/list',
        payload: { namePage: 'vsja-produktsija' },
        headers: { 'accept-encoding': 'gzip;q=0.5, br' },
      });
    const plain = await shop.app.inject({
      method: 'POST',
      url: '/back/product/list',
      payload: { namePage: 'vsja-produktsija' },
    });
    await list();
    const kept = await list();
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(kept.rawPayload).toString()).toBe(plain.body);
    const gzip = await shop.app.inject({
      method: 'POST',
      url: '/back/product/list',
      payload: { namePage: 'vsja-produktsija' },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps no answer that depends on the session, and marks none of them cacheable', async () => {
    const browser = newBrowser();
    const id = await stockedProduct(shop, await productId('bt2001'), 1000, 10);
    expect((await add(shop, browser, id)).statusCode).toBe(200);
    const before = await cartOf(shop, browser);
    await sql`update product set price = price + 100 where product_id = ${id}`.execute(shop.db);
    const after = await cartOf(shop, browser);
    expect(after.products[0].price).not.toEqual(before.products[0].price);

    const cart = await shop.app.inject({
      method: 'GET',
      url: '/cms/index.php?route=d_quickcheckout/cart/indexJson',
      cookies: { shop_session: browser.cookie! },
    });
    expect(cart.headers.etag).toBeUndefined();
    expect(cart.headers['cache-control'] ?? '').not.toContain('public');

    const customer = await registerCustomer(shop);
    const profile = await shop.app.inject({
      method: 'POST',
      url: '/back/profile/profile',
      payload: { customer_id: customer.customerId },
      cookies: { shop_session: customer.cookie },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers.etag).toBeUndefined();
    expect(profile.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('keeps errors out: an unknown product is asked of the database every time', async () => {
    const missing = await productOne(shop, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});

describe('the store', () => {
  it('lets the least recently used answers go first when the bound is reached', () => {
    // Room for ten answers of this size (about 860 bytes each with their key), none larger than a tenth of it.
    const store = new AnswerCache(9000, () => 0);
    const body = 'x'.repeat(300);
    for (let i = 0; i < 10; i += 1) store.set(`k${i}`, 1, body, {}, 60_000);
    expect(store.size).toBe(10);
    expect(store.get('k0', 1)?.body).toBe(body);
    // k1 is now the least recently used, then k2: they go, k0 stays.
    store.set('k10', 1, body, {}, 60_000);
    store.set('k11', 1, body, {}, 60_000);
    expect(store.bytes).toBeLessThanOrEqual(9000);
    expect(store.get('k1', 1)).toBeUndefined();
    expect(store.get('k2', 1)).toBeUndefined();
    expect(store.get('k0', 1)).toBeDefined();
    expect(store.get('k11', 1)).toBeDefined();
    // One answer larger than a tenth of the store is not kept at all.
    expect(store.set('big', 1, 'x'.repeat(1000), {}, 60_000)).toBeUndefined();
  });

  it('keeps an answer for its lifetime, under its version only', () => {
    let now = 0;
    const store = new AnswerCache(1_000_000, () => now);
    store.set('k', 7, '{"a":1}', { 'x-total-count': '3' }, 1000);
    expect(store.get('k', 7)).toMatchObject({ body: '{"a":1}', headers: { 'x-total-count': '3' } });
    // A request that read an older version finds nothing, and does not take the store back.
    expect(store.get('k', 6)).toBeUndefined();
    expect(store.get('k', 7)).toBeDefined();
    now = 1000;
    expect(store.get('k', 7)).toBeUndefined();
    store.set('k', 7, '{"a":2}', {}, 1000);
    // A newer version empties the store; an answer computed at the older one is not taken any more.
    expect(store.get('k', 8)).toBeUndefined();
    expect(store.set('k', 7, '{"a":3}', {}, 1000)).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('sends brotli or gzip as the client prefers, plain text otherwise', () => {
    const ask = (headers: Record<string, string>) => acceptedEncoding({ headers } as never);
    expect(ask({ 'accept-encoding': 'gzip, deflate, br, zstd' })).toBe('br');
    expect(ask({ 'accept-encoding': 'gzip' })).toBe('gzip');
    expect(ask({ 'accept-encoding': 'br;q=0.2, gzip;q=0.8' })).toBe('gzip');
    expect(ask({ 'accept-encoding': 'br;q=0, gzip;q=0' })).toBeNull();
    expect(ask({ 'accept-encoding': 'identity' })).toBeNull();
    expect(ask({})).toBeNull();
    expect(ask({ 'accept-encoding': 'br', 'x-no-compression': '1' })).toBeNull();
  });
});
