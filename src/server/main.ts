/**
 * The shop process (`tsx src/server/main.ts`): configuration → database → migrations → demo data (only into an
 * empty database) → HTTP server. SIGINT/SIGTERM close the server first (in-flight requests finish), then the
 * database, so PGlite's files are flushed.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirBusyError } from './db/data-dir-lock';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed/seed';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string, error?: unknown): never {
  // Before the app exists there is no pino logger yet: a plain line on stderr.
  console.error(message);
  if (error !== undefined && !(error instanceof ConfigError) && !(error instanceof DataDirBusyError)) {
    console.error(error);
  }
  process.exit(1);
}

async function start(): Promise<void> {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error), error);
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    fail(
      error instanceof DataDirBusyError
        ? error.message
        : config.databaseUrl
          ? 'Не удалось подключиться к PostgreSQL (DATABASE_URL). Проверьте адрес, пользователя и что сервер запущен.'
          : `Не удалось открыть встроенную базу данных в ${config.dataDir}/pglite (повреждена или нет прав?).`,
      error,
    );
  }
  const openedAt = performance.now();

  let migrations: number;
  let seeded: boolean;
  try {
    migrations = (await migrate(database.db)).length;
    seeded = await seedDemoData(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    fail(error instanceof Error ? error.message : 'Не удалось подготовить базу данных', error);
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ db: database.db, config, logger: { level: config.logLevel }, listen: database.listen });
    await app.ready();
  } catch (error) {
    await database.close().catch(() => undefined);
    fail('Не удалось запустить HTTP-сервер', error);
  }
  app.log.info(
    {
      database: config.databaseUrl ? 'postgresql' : 'pglite',
      dataDir: config.dataDir,
      openMs: Math.round(openedAt - startedAt),
      migrationsApplied: migrations,
      demoDataSeeded: seeded,
    },
    'База данных готова',
  );

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'Повторный сигнал: немедленная остановка');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'Останавливаю магазин…');
    setTimeout(() => {
      app.log.error('Остановка заняла больше 10 секунд: завершаю процесс принудительно');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await database.close();
      app.log.info('Магазин остановлен');
      process.exitCode = 0;
    } catch (error) {
      app.log.error({ err: error }, 'Ошибка при остановке');
      process.exitCode = 1;
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, `Не удалось открыть порт ${config.port}`);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ startupMs: Math.round(performance.now() - startedAt) }, `Магазин работает: http://localhost:${port}`);
}

void start();
