import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/server/db/data-dir-lock';
import { openDatabase } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemoData } from '../../src/server/db/seed/seed';
import { openTestDatabase, type TestDatabase } from './test-app';

const ROOT = path.resolve(import.meta.dirname, '../..');

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
  await seedDemoData(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe(`database values (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('reads counts and money as numbers and calendar dates as YYYY-MM-DD text', async () => {
    const row = await database.db
      .selectFrom('product')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('price').as('total'),
        eb.fn.max('price').as('max'),
      ])
      .executeTakeFirstOrThrow();
    expect(typeof row.count).toBe('number');
    expect(typeof row.total).toBe('number');
    expect(row.max).toBe(46500);

    const peel = await database.db
      .selectFrom('product')
      .select(['price', 'date_available', 'date_added'])
      .where('sku', '=', 'bt1001')
      .executeTakeFirstOrThrow();
    expect(peel.price).toBe(2450);
    expect(peel.date_available).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(peel.date_added).toBeInstanceOf(Date);

    const { rows } = await sql<{
      big: number;
      exact: number;
    }>`select 9007199254740::int8 as big, 12.34::numeric(10, 2) as exact`.execute(database.db);
    expect(rows[0]).toEqual({ big: 9007199254740, exact: 12.34 });
  });

  it('finds products by Russian full text and by trigram similarity', async () => {
    const byText = await database.db
      .selectFrom('product')
      .select('name')
      .where(sql<boolean>`search_document @@ plainto_tsquery('russian', 'кремы для рук')`)
      .execute();
    expect(byText.map((p) => p.name)).toContain('Крем для рук с мочевиной 10%');

    const byTypo = await database.db
      .selectFrom('product')
      .select('name')
      .where(sql<boolean>`name % 'пилинг миндальны'`)
      .execute();
    expect(byTypo.map((p) => p.name)).toContain('Пилинг миндальный 30%');

    const bySku = await database.db.selectFrom('product').select('sku').where('sku', 'ilike', '%BT100%').execute();
    expect(bySku.length).toBeGreaterThanOrEqual(9);
  });

  it('keeps concurrent transactions apart', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writer = database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('banner').values({ title: 'Черновик', image: 'draft.svg' }).execute();
        await held;
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => error.message);
    // The reader must not see the writer's uncommitted row, whichever runs first.
    const reader = database.db.selectFrom('banner').select('title').where('title', '=', 'Черновик').execute();
    setTimeout(release, 50);
    expect(await writer).toBe('rolled back on purpose');
    expect(await reader).toEqual([]);
    expect(await database.db.selectFrom('banner').select('title').where('title', '=', 'Черновик').execute()).toEqual(
      [],
    );
  });
});

describe('savepoints', () => {
  it('roll back part of a transaction', async () => {
    const trx = await database.db.startTransaction().execute();
    await trx.insertInto('banner').values({ title: 'Оставить', image: 'keep.svg' }).execute();
    const withSavepoint = await trx.savepoint('before_second').execute();
    await withSavepoint.insertInto('banner').values({ title: 'Откатить', image: 'undo.svg' }).execute();
    const rolledBack = await withSavepoint.rollbackToSavepoint('before_second').execute();
    await rolledBack.commit().execute();

    const titles = (
      await database.db.selectFrom('banner').select('title').where('title', 'in', ['Оставить', 'Откатить']).execute()
    ).map((b) => b.title);
    expect(titles).toEqual(['Оставить']);
    await database.db.deleteFrom('banner').where('title', '=', 'Оставить').execute();
  });
});

describe('PGlite on disk', () => {
  it('keeps the data in DATA_DIR/pglite between runs', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrate(first.db);
      expect(await seedDemoData(first.db)).toBe(true);
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        expect(await migrate(second.db)).toEqual([]);
        expect(await seedDemoData(second.db)).toBe(false);
        const certificate = await second.db
          .selectFrom('product')
          .select('name')
          .where('product_id', '=', 187)
          .executeTakeFirst();
        expect(certificate?.name).toBe('Подарочный сертификат');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses a second process on the same folder, in Russian, the shop's command line included", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      const busy = `открыта другим процессом (PID ${process.pid})`;
      await expect(openDatabase({ dataDir })).rejects.toThrow(busy);
      // No shop answers on the control socket, so the command tries the folder itself, and is refused.
      const command = await promisify(execFile)(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/staff.ts', 'list'],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      ).catch((error: { code: number; stderr: string }) => error);
      expect(command).toMatchObject({ code: 1, stderr: expect.stringContaining(busy) });
      await first.close();
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      const second = await openDatabase({ dataDir });
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a process that no longer runs', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-pglite-'));
    try {
      const gone = spawn(process.execPath, ['-e', '']);
      await new Promise((resolve) => gone.once('exit', resolve));
      writeFileSync(path.join(dataDir, LOCK_FILE), `${gone.pid}\n`);
      const database = await openDatabase({ dataDir });
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
      await database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
