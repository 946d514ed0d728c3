/**
 * Part of `npm run docs`: writes docs/api/openapi.json, the OpenAPI document the server generates from its route
 * schemas (the same one GET /api/docs serves). tests/server/openapi.test.ts fails when the committed file is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';

export const OPENAPI_FILE = join(import.meta.dirname, '..', 'docs', 'api', 'openapi.json');

export function serialiseOpenApi(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

const { db, close } = await openDatabase({ dataDir: null });
try {
  const app = await buildApp({ db, config: loadConfig({ DATABASE_URL: '' }) });
  await app.ready();
  mkdirSync(join(OPENAPI_FILE, '..'), { recursive: true });
  writeFileSync(OPENAPI_FILE, serialiseOpenApi(app.swagger()));
  console.log(`docs/api/openapi.json: ${Object.keys(app.swagger().paths ?? {}).length} paths`);
  await app.close();
} finally {
  await close();
}
