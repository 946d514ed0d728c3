import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Telegram Login Widget check (integrations §2, core.telegram.org/widgets/login):
 * data-check-string = every received field but `hash`, sorted by key, `key=value`, joined by '\n';
 * secret = SHA-256(bot token); valid when hex(HMAC-SHA-256(secret, data-check-string)) equals `hash`, and auth_date is
 * recent (at most a day old, as the libraries allow).
 */

export const TELEGRAM_MAX_AGE_S = 86_400;
/** A clock a little ahead of ours is not an attack. */
const FUTURE_SKEW_S = 300;

export type TelegramFields = Record<string, string>;

export function telegramCheckString(fields: TelegramFields): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

export function telegramHash(fields: TelegramFields, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(telegramCheckString(fields)).digest('hex');
}

export type TelegramCheck = 'ok' | 'bad-hash' | 'stale';

export function verifyTelegramLogin(
  fields: TelegramFields,
  botToken: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
  maxAgeSeconds: number = TELEGRAM_MAX_AGE_S,
): TelegramCheck {
  const expected = Buffer.from(telegramHash(fields, botToken), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(fields.hash ?? '') ? fields.hash : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad-hash';
  const authDate = Number(fields.auth_date);
  if (!Number.isInteger(authDate) || nowSeconds - authDate > maxAgeSeconds || authDate - nowSeconds > FUTURE_SKEW_S) {
    return 'stale';
  }
  return 'ok';
}
