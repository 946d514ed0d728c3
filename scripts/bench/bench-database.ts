import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from '../../src/server/db/pglite-dialect';
import type { Database } from '../../src/server/db/schema';
import { valueParsers } from '../../src/server/db/type-parsers';

/**
 * What the benchmarks (`npm run bench:api`, `npm run bench:search`) share: a throwaway database — PGlite in memory, or
 * with DATABASE_URL a fresh schema of that PostgreSQL, dropped afterwards — and the percentile they report.
 */

export interface BenchDatabase {
  db: Kysely<Database>;
  kind: string;
  close(): Promise<void>;
}

/** `log` receives every statement (bench:api records them for --explain). */
export async function openBenchDatabase(log?: (event: LogEvent) => void): Promise<BenchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const pglite = await PGlite.create({ extensions: { pg_trgm }, parsers: valueParsers });
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), log });
    await sql`create extension if not exists pg_trgm`.execute(db);
    return { db, kind: 'PGlite (in memory)', close: () => db.destroy() };
  }
  const schema = `bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('create extension if not exists pg_trgm with schema public');
  await admin.query(`create schema ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema},public`);
  const pool = new pg.Pool({
    connectionString: withSchema.toString(),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        valueParsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return {
    db,
    kind: `PostgreSQL (schema ${schema}, dropped afterwards)`,
    async close() {
      await db.destroy();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/** The p-th percentile of ascending times (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
