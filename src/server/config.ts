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
  /**
   * Every reply is checked against its route's reply schema before it is sent, and one that breaks the HTTP contract
   * becomes a 500 naming the route and the field (CHECK_REPLIES=1/0; unset: on under NODE_ENV=test or development,
   * so every server and browser test checks the contract, off in production, where the schema serialiser runs alone).
   */
  checkReplies: boolean;
  /**
   * The shop's public address (PUBLIC_URL, e.g. https://shop.example.ru), used in links sent by e-mail and as the VK ID
   * redirect address; null: http://localhost:<PORT>. An https address makes the session cookie Secure.
   */
  publicUrl: string | null;
  /** SMTP server for outgoing mail (smtp[s]://user:password@host:port); null: messages go to <DATA_DIR>/outbox. */
  smtpUrl: string | null;
  /** Sender of the shop's e-mails (MAIL_FROM). */
  mailFrom: string;
  /** Telegram login widget (TELEGRAM_BOT_TOKEN + TELEGRAM_BOT_NAME); null: Telegram login is off. */
  telegram: { botToken: string; botName: string } | null;
  /** VK ID login (VK_APP_ID); null: VK login is off. baseUrl (VK_ID_BASE_URL) is where /authorize and /oauth2/* live. */
  vkId: { appId: string; baseUrl: string } | null;
  /** Signs the short-lived admin token (ADMIN_TOKEN_SECRET); null: generated once and kept in <DATA_DIR>. */
  adminTokenSecret: string | null;
  /**
   * Where the admin editor lives (ADMIN_EDITOR_URL, default '/admin'): an admin's 'Редактировать' links open
   * `<this>/product/edit?product_id=N&token=…` (product §6). A path on this shop or an http(s) address; no trailing '/'.
   */
  adminEditorUrl: string;
  /**
   * Modulbank acquiring (MODULBANK_MERCHANT + MODULBANK_SECRET, MODULBANK_TEST_MODE): merchant null means no merchant
   * account, so card payments go to the local sandbox page (/payment/sandbox) when `paymentSandbox` allows it, signed
   * with `secret` when given, else with a key generated once into <DATA_DIR>. testMode (default on) sends testing=1
   * and expects it in callbacks.
   */
  modulbank: { merchant: string | null; secret: string | null; testMode: boolean };
  /** Where the shop's copy of every order e-mail goes (SHOP_EMAIL). */
  shopEmail: string;
  /**
   * The CDEK account (CDEK_CLIENT_ID + CDEK_CLIENT_SECRET) and API v2 address (CDEK_API_URL, default
   * https://api.cdek.ru/v2; test https://api.edu.cdek.ru/v2): pickup points come from CDEK. null: no account, the
   * seeded stand-in points are served.
   */
  cdek: { clientId: string; clientSecret: string; apiUrl: string } | null;
  /**
   * Whether the local sandbox bank may take card payments while no merchant is configured (PAYMENT_SANDBOX: 1 or 0;
   * unset: on unless NODE_ENV=production). A production shop never falls back to a demo bank silently: there card
   * payment is unavailable until MODULBANK_MERCHANT is set, or until PAYMENT_SANDBOX=1 asks for a demo on purpose.
   */
  paymentSandbox: boolean;
  /** The largest gift certificate a shopper may buy, in roubles (CERTIFICATE_MAX_RUB, default 100 000). */
  certificateMaxRub: number;
  /**
   * How long an unpaid card order keeps its goods reserved (ORDER_HOLD_MINUTES, default 30): then it is cancelled,
   * the goods and any certificate debit go back, and the shopper is e-mailed a link to order again.
   */
  orderHoldMinutes: number;
  /** The total size of uploaded documents the shop keeps, in megabytes (UPLOAD_QUOTA_MB, default 1024). */
  uploadQuotaMb: number;
  /**
   * Which proxies in front of the shop are believed about the client's address (TRUST_PROXY): false (unset) trusts
   * none, so X-Forwarded-For is ignored; otherwise the proxies' addresses or CIDR ranges (a list), or a number of
   * hops. Every per-client limit keys on the address this yields.
   */
  trustProxy: false | string[] | number;
  /**
   * Public catalogue and content answers are kept in memory, per customer group, up to this many megabytes
   * (ANSWER_CACHE_MB, default 64; 0 turns the cache off). Decision 0020.
   */
  answerCacheMb: number;
  /**
   * How often, at most, a process rereads the catalogue's version to learn whether its cached answers still hold
   * (CATALOGUE_CHECK_MS, default 1000; 0: on every cached request). A change made in this process's back office, or
   * announced by PostgreSQL's NOTIFY, is seen at once; this bounds the wait when a notification is lost.
   */
  catalogueCheckMs: number;
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

  const publicUrl = read(env, 'PUBLIC_URL')?.replace(/\/+$/, '') ?? null;
  if (publicUrl !== null && !isHttpUrl(publicUrl)) {
    problems.push(`PUBLIC_URL="${publicUrl}": ожидается адрес вида https://магазин.рф`);
  }

  const smtpUrl = read(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    problems.push('SMTP_URL: ожидается адрес вида smtps://пользователь:пароль@smtp.example.ru:465');
  }
  const mailFrom = read(env, 'MAIL_FROM') ?? 'Космецевтика <no-reply@localhost>';

  const botToken = read(env, 'TELEGRAM_BOT_TOKEN');
  const botName = read(env, 'TELEGRAM_BOT_NAME');
  if (botToken !== undefined && !/^[^\s:]+:[^\s:]{10,}$/.test(botToken)) {
    problems.push('TELEGRAM_BOT_TOKEN: ожидается токен бота от @BotFather вида 123456789:AAE…');
  }
  if ((botToken === undefined) !== (botName === undefined)) {
    problems.push('TELEGRAM_BOT_TOKEN и TELEGRAM_BOT_NAME задаются вместе (токен и имя бота для виджета входа)');
  } else if (botName !== undefined && !/^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(botName.replace(/^@/, ''))) {
    problems.push(`TELEGRAM_BOT_NAME="${botName}": ожидается имя бота без пробелов, например shop_login_bot`);
  }

  const vkAppId = read(env, 'VK_APP_ID');
  if (vkAppId !== undefined && !/^\d{1,20}$/.test(vkAppId)) {
    problems.push(`VK_APP_ID="${vkAppId}": ожидается числовой ID приложения VK ID`);
  }
  const vkBaseUrl = (read(env, 'VK_ID_BASE_URL') ?? 'https://id.vk.com').replace(/\/+$/, '');
  if (!isHttpUrl(vkBaseUrl)) problems.push(`VK_ID_BASE_URL="${vkBaseUrl}": ожидается адрес вида https://id.vk.com`);

  const adminTokenSecret = read(env, 'ADMIN_TOKEN_SECRET') ?? null;
  if (adminTokenSecret !== null && adminTokenSecret.length < 32) {
    problems.push('ADMIN_TOKEN_SECRET: не короче 32 символов (случайная строка)');
  }
  const adminEditorUrl = (read(env, 'ADMIN_EDITOR_URL') ?? '/admin').replace(/\/+$/, '');
  if (!/^\/[^/\s]/.test(adminEditorUrl) && !isHttpUrl(adminEditorUrl)) {
    problems.push(
      `ADMIN_EDITOR_URL="${adminEditorUrl}": ожидается путь вида /admin или адрес вида https://admin.магазин.рф`,
    );
  }

  const merchant = read(env, 'MODULBANK_MERCHANT') ?? null;
  const modulbankSecret = read(env, 'MODULBANK_SECRET') ?? null;
  if (merchant !== null && !/^[\x21-\x7e]{1,128}$/.test(merchant)) {
    problems.push(
      'MODULBANK_MERCHANT: ожидается идентификатор магазина из личного кабинета Модульбанка (до 128 символов ASCII)',
    );
  }
  if (merchant !== null && modulbankSecret === null) {
    problems.push('MODULBANK_SECRET: задаётся вместе с MODULBANK_MERCHANT (секретный ключ магазина)');
  }
  const testModeText = (read(env, 'MODULBANK_TEST_MODE') ?? '1').toLowerCase();
  if (!['1', '0', 'true', 'false'].includes(testModeText)) {
    problems.push(`MODULBANK_TEST_MODE="${testModeText}": допустимые значения 1 (тестовые платежи) или 0 (настоящие)`);
  }
  const shopEmail = read(env, 'SHOP_EMAIL') ?? 'shop@localhost';
  if (!/^[^\s@]+@[^\s@]+$/.test(shopEmail))
    problems.push(`SHOP_EMAIL="${shopEmail}": ожидается адрес электронной почты`);

  const cdekClientId = read(env, 'CDEK_CLIENT_ID');
  const cdekClientSecret = read(env, 'CDEK_CLIENT_SECRET');
  if ((cdekClientId === undefined) !== (cdekClientSecret === undefined)) {
    problems.push(
      'CDEK_CLIENT_ID и CDEK_CLIENT_SECRET задаются вместе (идентификатор и секретный ключ клиента API СДЭК)',
    );
  }
  const cdekApiUrl = (read(env, 'CDEK_API_URL') ?? 'https://api.cdek.ru/v2').replace(/\/+$/, '');
  if (!isHttpUrl(cdekApiUrl))
    problems.push(`CDEK_API_URL="${cdekApiUrl}": ожидается адрес вида https://api.cdek.ru/v2`);

  const paymentSandboxText = read(env, 'PAYMENT_SANDBOX')?.toLowerCase();
  if (paymentSandboxText !== undefined && !['1', '0', 'true', 'false'].includes(paymentSandboxText)) {
    problems.push(`PAYMENT_SANDBOX="${paymentSandboxText}": допустимые значения 1 (тестовая оплата без банка) или 0`);
  }
  const paymentSandbox =
    paymentSandboxText === undefined
      ? read(env, 'NODE_ENV') !== 'production'
      : paymentSandboxText === '1' || paymentSandboxText === 'true';

  const certificateMaxRub = wholeNumber(
    env,
    'CERTIFICATE_MAX_RUB',
    100_000,
    101,
    10_000_000,
    problems,
    'наибольшая сумма сертификата в рублях',
  );
  const orderHoldMinutes = wholeNumber(
    env,
    'ORDER_HOLD_MINUTES',
    30,
    1,
    7 * 24 * 60,
    problems,
    'сколько минут неоплаченный заказ держит товар',
  );
  const uploadQuotaMb = wholeNumber(
    env,
    'UPLOAD_QUOTA_MB',
    1024,
    1,
    1_000_000,
    problems,
    'место под загруженные документы, МБ',
  );
  const answerCacheMb = wholeNumber(
    env,
    'ANSWER_CACHE_MB',
    64,
    0,
    65_536,
    problems,
    'память под готовые ответы каталога, МБ; 0 — без кэша',
  );
  const catalogueCheckMs = wholeNumber(
    env,
    'CATALOGUE_CHECK_MS',
    1000,
    0,
    60_000,
    problems,
    'как часто, в мс, перечитывать версию каталога',
  );
  const trustProxy = readTrustProxy(read(env, 'TRUST_PROXY'), problems);
  const checkRepliesText = read(env, 'CHECK_REPLIES')?.toLowerCase();
  if (checkRepliesText !== undefined && !['1', '0', 'true', 'false'].includes(checkRepliesText)) {
    problems.push(`CHECK_REPLIES="${checkRepliesText}": допустимые значения 1 (проверять ответы по схемам) или 0`);
  }
  const checkReplies =
    checkRepliesText === undefined
      ? ['test', 'development'].includes(read(env, 'NODE_ENV') ?? '')
      : checkRepliesText === '1' || checkRepliesText === 'true';

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    databaseUrl,
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? './data'),
    distDir: path.resolve(read(env, 'DIST_DIR') ?? './dist'),
    logLevel: logLevel as LogLevel,
    development: read(env, 'NODE_ENV') === 'development',
    checkReplies,
    publicUrl,
    smtpUrl,
    mailFrom,
    telegram: botToken && botName ? { botToken, botName: botName.replace(/^@/, '') } : null,
    vkId: vkAppId ? { appId: vkAppId, baseUrl: vkBaseUrl } : null,
    adminTokenSecret,
    adminEditorUrl,
    modulbank: { merchant, secret: modulbankSecret, testMode: testModeText === '1' || testModeText === 'true' },
    shopEmail,
    cdek:
      cdekClientId && cdekClientSecret
        ? { clientId: cdekClientId, clientSecret: cdekClientSecret, apiUrl: cdekApiUrl }
        : null,
    paymentSandbox,
    certificateMaxRub,
    orderHoldMinutes,
    uploadQuotaMb,
    trustProxy,
    answerCacheMb,
    catalogueCheckMs,
  };
}

/** A whole number setting within [min, max], or its default when unset. */
function wholeNumber(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
  what: string,
): number {
  const text = read(env, name);
  if (text === undefined) return fallback;
  const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) {
    problems.push(`${name}="${text}": ожидается целое число от ${min} до ${max} (${what})`);
    return fallback;
  }
  return value;
}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/** TRUST_PROXY: unset → trust nobody; a hop count; or addresses/CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal). */
function readTrustProxy(text: string | undefined, problems: string[]): false | string[] | number {
  if (text === undefined) return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter(
    (entry) => !IPV4.test(entry) && !IPV6.test(entry) && !['loopback', 'linklocal', 'uniquelocal'].includes(entry),
  );
  if (entries.length === 0 || bad.length > 0) {
    problems.push(
      `TRUST_PROXY="${text}": ожидаются адреса или сети прокси через запятую (например 10.0.0.0/8, 127.0.0.1) или число прокси перед магазином`,
    );
    return false;
  }
  return entries;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The shop's own address for links in e-mails and OAuth redirects (never taken from a request's Host header). */
export function publicBaseUrl(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
