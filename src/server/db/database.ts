import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { valueParsers } from './type-parsers';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Ends the pool (PostgreSQL) or closes PGlite, flushing its files. */
  close: () => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | null;
  /** PGlite keeps its files in `<dataDir>/pglite`; null or undefined keeps the database in memory. */
  dataDir?: string | null;
  /** PGlite only: start from a dumped data directory (`dumpDataDir()`) instead of running initdb (tests). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const db = opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : await openPGlite(opts.dataDir ?? null, opts.loadDataDir);
  try {
    await ensureExtensions(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, close: () => db.destroy() };
}

function openPostgres(connectionString: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        valueParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL: ошибка соединения в пуле', error));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

async function openPGlite(dataDir: string | null, loadDataDir?: Blob): Promise<Kysely<Database>> {
  let pgliteDir: string | undefined;
  if (dataDir !== null) {
    pgliteDir = path.join(dataDir, 'pglite');
    await mkdir(pgliteDir, { recursive: true });
  }
  const pglite = await PGlite.create({
    dataDir: pgliteDir,
    loadDataDir,
    extensions: { pg_trgm },
    parsers: valueParsers,
  });
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

/** Trigram search needs pg_trgm; two servers starting together may race to create it, so one retry. */
async function ensureExtensions(db: Kysely<Database>): Promise<void> {
  const create = () => sql`create extension if not exists pg_trgm`.execute(db);
  try {
    await create();
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    await create();
  }
}
