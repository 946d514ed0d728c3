import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The back end's settings, read from the environment once at start-up. Paths are absolute. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; null means the embedded PGlite database in `<dataDir>/pglite`. */
  databaseUrl: string | null;
  /** PGlite data (`pglite/`) and uploaded images (`image/`) live here. */
  dataDir: string;
  /** The storefront build (Parcel output). */
  distDir: string;
  logLevel: LogLevel;
  /** `npm run dev` (NODE_ENV=development): Parcel's live-reload socket is allowed by the CSP. */
  development: boolean;
}

/** Thrown for an invalid environment; main.ts prints the message and exits without a stack trace. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Неверная конфигурация сервера:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** An unset variable and an empty one mean the same: use the default. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const portText = read(env, 'PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PORT="${portText}": ожидается целое число от 0 до 65535`);
  }

  const host = read(env, 'HOST') ?? '0.0.0.0';

  const databaseUrl = read(env, 'DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    problems.push('DATABASE_URL: ожидается адрес вида postgres://пользователь:пароль@сервер:5432/база');
  }

  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) {
    problems.push(`LOG_LEVEL="${logLevel}": допустимые значения ${LOG_LEVELS.join(', ')}`);
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    databaseUrl,
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? './data'),
    distDir: path.resolve(read(env, 'DIST_DIR') ?? './dist'),
    logLevel: logLevel as LogLevel,
    development: read(env, 'NODE_ENV') === 'development',
  };
}
