import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';
import { valueParsers } from './type-parsers';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Ends the pool (PostgreSQL) or closes PGlite, flushing its files. */
  close: () => Promise<void>;
  /** PostgreSQL's LISTEN on this database (see Listen). */
  listen: Listen;
}

/**
 * LISTEN on a channel: `onNotify` gets each notification's payload, or null when notifications may have been missed
 * (the listening connection was lost and has just come back). Resolves once listening, or once the first attempt
 * failed (it is retried in the background); the function it resolves to stops listening.
 */
export type Listen = (channel: string, onNotify: (payload: string | null) => void) => Promise<() => Promise<void>>;

/** How long a lost PostgreSQL listening connection waits before it connects again. */
const RELISTEN_MS = 5000;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | null;
  /** PGlite keeps its files in `<dataDir>/pglite`; null or undefined keeps the database in memory. */
  dataDir?: string | null;
  /** PGlite only: start from a dumped data directory (`dumpDataDir()`) instead of running initdb (tests). */
  loadDataDir?: Blob;
}

/** An opened database before its extensions; `unlock` gives back an embedded database's folder. */
interface Opened {
  db: Kysely<Database>;
  listen: Listen;
  unlock?: () => Promise<void>;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { db, listen, unlock } = opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : await openPGlite(opts.dataDir ?? null, opts.loadDataDir);
  const close = async () => {
    try {
      await db.destroy();
    } finally {
      await unlock?.();
    }
  };
  try {
    await ensureExtensions(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close, listen };
}

function openPostgres(connectionString: string): Opened {
  const pool = new pg.Pool({
    connectionString,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        valueParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL: ошибка соединения в пуле', error));
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    listen: (channel, onNotify) => postgresListen(connectionString, channel, onNotify),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost connection is logged and
 * opened again after RELISTEN_MS, then reports null: whatever was announced meanwhile went unheard.
 */
async function postgresListen(
  connectionString: string,
  channel: string,
  onNotify: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = null;
    void lost.end().catch(() => undefined);
    retry = setTimeout(() => void connect(true), RELISTEN_MS);
    retry.unref();
  };
  const connect = async (reconnecting: boolean) => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error(`PostgreSQL: соединение LISTEN ${channel} потеряно`, error);
      again(next);
    });
    next.on('end', () => again(next));
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
      if (reconnecting) onNotify(null);
    } catch (error) {
      console.error(`PostgreSQL: не удалось выполнить LISTEN ${channel}`, error);
      again(next);
    }
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}

async function openPGlite(dataDir: string | null, loadDataDir?: Blob): Promise<Opened> {
  let pgliteDir: string | undefined;
  let unlock: (() => Promise<void>) | undefined;
  if (dataDir !== null) {
    pgliteDir = path.join(dataDir, 'pglite');
    await mkdir(pgliteDir, { recursive: true });
    // One process at a time on these files (data-dir-lock.ts); throws DataDirBusyError.
    unlock = await lockDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: pgliteDir,
      loadDataDir,
      extensions: { pg_trgm },
      parsers: valueParsers,
    });
  } catch (error) {
    await unlock?.();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, listen: (channel, onNotify) => pgliteListen(pglite, db, channel, onNotify), unlock };
}

/**
 * LISTEN on PGlite, the one connection every query of the process shares: a notification is delivered after the
 * query that committed the change, whoever ran it. The LISTEN itself goes through Kysely, so it waits for any open
 * transaction instead of running inside it.
 */
async function pgliteListen(
  pglite: PGlite,
  db: Kysely<Database>,
  channel: string,
  onNotify: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  const stop = pglite.onNotification((name, payload) => {
    if (name === channel) onNotify(payload);
  });
  await sql`listen ${sql.id(channel)}`.execute(db);
  return async () => {
    stop();
    if (!pglite.closed) await sql`unlisten ${sql.id(channel)}`.execute(db);
  };
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
