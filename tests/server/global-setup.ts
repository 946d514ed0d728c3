import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped, empty PGlite data directory with pg_trgm; '' when the tests run on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's initdb takes seconds; loading a dumped data directory takes a fraction of that. The dump is made once per
 * run and every test file starts its own in-memory database from it (still empty: each file migrates and seeds).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-pglite-template-'));
  const file = path.join(dir, 'pgdata.tar');
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  await pglite.exec('create extension if not exists pg_trgm');
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
