import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { TypedApp } from '../../src/server/http/typed-app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Listen } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed/seed';

/**
 * Server tests run against a real database: in-memory PGlite by default, or the PostgreSQL of DATABASE_URL. On
 * PostgreSQL every test file gets its own schema (search_path), so files run in parallel on one server and leave
 * nothing behind.
 */
export interface TestDatabase {
  db: Kysely<Database>;
  /** 'pglite' or 'postgresql', for messages only. */
  kind: 'pglite' | 'postgresql';
  close(): Promise<void>;
  /** The database's LISTEN, as main.ts passes it to the app. */
  listen: Listen;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A database of its own for a test file: on PGlite loaded from the run's template (`empty`: only pg_trgm; `migrated`;
 * `seeded`: the demo shop too), on PostgreSQL an empty schema that the caller migrates and seeds.
 */
export async function openTestDatabase(from: 'empty' | 'migrated' | 'seeded' = 'empty'): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = from === 'empty' ? '' : inject('pgliteTemplates')[from];
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const handle = await openDatabase({ dataDir: null, loadDataDir });
    return { db: handle.db, kind: 'pglite', close: handle.close, listen: handle.listen };
  }

  // Named with the run's prefix: the run's global setup drops them all when it ends (tests/server/global-setup.ts).
  const schema = `${inject('pgSchemaPrefix')}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // pg_trgm lives in public, shared by all test schemas; dropping a test schema must not take it along.
    await admin.query('create extension if not exists pg_trgm with schema public').catch((error: { code?: string }) => {
      // Two files creating it at the same moment: the other one won.
      if (error.code !== '23505' && error.code !== '42710') throw error;
    });
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }

  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema},public`);
  const handle = await openDatabase({ databaseUrl: withSchema.toString() });
  return {
    db: handle.db,
    kind: 'postgresql',
    close: handle.close,
    listen: handle.listen,
  };
}

export interface TestShop {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  /** Temporary folders of this shop (DATA_DIR, and DIST_DIR unless one was given); removed by close(). */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestShopOptions {
  /** Fill the demo catalogue (default true). */
  seed?: boolean;
  /** The storefront build to serve; default: an empty temporary folder (no index.html). */
  distDir?: string;
  /** Runs before the app is ready, e.g. to register extra routes the way later capabilities do. */
  extend?: (app: TypedApp) => void | Promise<void>;
  /** Extra environment for loadConfig (e.g. TELEGRAM_BOT_TOKEN). */
  env?: Record<string, string>;
  /** Give the app the database's LISTEN, as main.ts does (default: none; the catalogue version is read instead). */
  listen?: boolean;
}

/** A migrated (and by default seeded) database plus the app on top of it, for `app.inject()`. */
export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const database = await openTestDatabase((options.seed ?? true) ? 'seeded' : 'migrated');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-data-'));
  const distDir = options.distDir ?? path.join(dataDir, 'dist');
  try {
    // Nothing left to do on a PGlite template; the real work on PostgreSQL.
    await migrate(database.db);
    if (options.seed ?? true) await seedDemoData(database.db);
    // CHECK_REPLIES: every reply of every server test is checked against its route's schema (the HTTP contract).
    const config = loadConfig({
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      CHECK_REPLIES: '1',
      // The catalogue version is read on every cached request, so a test that changes a row sees it in the next
      // answer; tests/server/answer-cache.test.ts tries the real interval and the notifications.
      CATALOGUE_CHECK_MS: '0',
      ...options.env,
    });
    const app = await buildApp({ db: database.db, config, listen: options.listen ? database.listen : undefined });
    await options.extend?.(app);
    await app.ready();
    return {
      app,
      db: database.db,
      config,
      dataDir,
      async close() {
        await app.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
