import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGliteDialect } from '../../src/server/db/pglite-dialect';
import { valueParsers } from '../../src/server/db/type-parsers';
import { migrate } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Dumped PGlite data directories, '' when the tests run on PostgreSQL: `migrated` has the schema, `seeded` the
     * demo shop too.
     */
    pgliteTemplates: { migrated: string; seeded: string };
    /** On PostgreSQL, the prefix of this run's test schemas ('' on PGlite). */
    pgSchemaPrefix: string;
  }
}

/**
 * PGlite's initdb, the migrations and the demo seed take seconds per database; loading a dumped data directory takes
 * a fraction of that. The dumps are made once per run and every test file starts its own in-memory database from
 * one of them (migrating and seeding again find nothing left to do).
 */
export default async function setup(project: TestProject): Promise<() => void | Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('pgliteTemplates', { migrated: '', seeded: '' });
    // Each file's schema is dropped only when the whole run ends: Kysely's migrator introspects every schema of the
    // server (pg_get_serial_sequence by name), and a schema dropped by a file finishing at that moment made another
    // file's migration fail with 'schema … does not exist'.
    const prefix = `test_${randomBytes(4).toString('hex')}`;
    project.provide('pgSchemaPrefix', prefix);
    return () => dropSchemas(url, prefix);
  }
  project.provide('pgSchemaPrefix', '');
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-pglite-template-'));
  const pglite = await PGlite.create({ extensions: { pg_trgm }, parsers: valueParsers });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  const dump = async (name: string) => {
    const file = path.join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  await pglite.exec('create extension if not exists pg_trgm');
  await migrate(db);
  const migrated = await dump('migrated');
  await seedDemoData(db);
  const seeded = await dump('seeded');
  await db.destroy();
  project.provide('pgliteTemplates', { migrated, seeded });
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Drops this run's test schemas (their names start with the run's prefix). */
async function dropSchemas(url: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      'select nspname as name from pg_namespace where starts_with(nspname, $1)',
      [`${prefix}_`],
    );
    for (const { name } of rows) await admin.query(`drop schema if exists "${name}" cascade`);
  } finally {
    await admin.end();
  }
}
