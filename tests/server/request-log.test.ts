import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { requestLogLevel, SLOW_REQUEST_MS } from '../../src/server/http/request-log';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { migrate } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { openTestDatabase } from './test-app';

describe('request log', () => {
  it('keeps routine answers at debug; slow answers and client errors at info; server errors at error', () => {
    expect(requestLogLevel(200, 12)).toBe('debug');
    expect(requestLogLevel(304, 1)).toBe('debug');
    expect(requestLogLevel(200, SLOW_REQUEST_MS)).toBe('info');
    expect(requestLogLevel(404, 3)).toBe('info');
    expect(requestLogLevel(503, 3)).toBe('error');
  });

  // Two shops built and seeded: room for a loaded machine.
  it(
    'writes nothing at info for a routine request, one line at debug, and never the two lines of Fastify',
    { timeout: 60_000 },
    async () => {
      for (const level of ['info', 'debug'] as const) {
        const lines: Record<string, unknown>[] = [];
        const stream = new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
            done();
          },
        });
        const database = await openTestDatabase('seeded');
        // On PGlite the template is seeded already; on PostgreSQL the schema is empty until these run.
        await migrate(database.db);
        await seedDemoData(database.db);
        const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-log-'));
        const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist'), PORT: '0' });
        const app = await buildApp({ db: database.db, config, logger: { level, stream } });
        const reply = await app.inject({ method: 'GET', url: '/back/setting/get/1' });
        expect(reply.statusCode).toBeLessThan(400);
        await app.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
        const requestLines = lines.filter((line) => 'reqId' in line);
        if (level === 'info') expect(requestLines).toEqual([]);
        else expect(requestLines.map((line) => line.msg)).toEqual(['Запрос']);
      }
    },
  );
});
