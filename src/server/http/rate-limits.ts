import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from './http-error';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export interface Limit {
  /** How many units one client key may take in one window. */
  max: number;
  windowMs: number;
  /** The 429's message. */
  message: string;
}

const TRY_LATER = 'Слишком много запросов. Попробуйте позже.';
export const TOO_MANY_LOGINS = 'Слишком много попыток входа. Попробуйте через 15 минут.';

/**
 * Every limit on what anyone may do without an account, in one place, kept in the database (rate_limit) so that
 * all processes count together. Keys are the client address (TRUST_PROXY decides it), and for logins also the e-mail
 * or the device. The figures allow any real shopper's use with room to spare and stop scripted abuse.
 */
export const LIMITS = {
  /** Failed logins for one e-mail from one address. */
  loginFailures: { max: 5, windowMs: 15 * MINUTE, message: TOO_MANY_LOGINS },
  /** Failed logins from one address, whatever the e-mail. */
  loginFailuresByAddress: { max: 20, windowMs: 15 * MINUTE, message: TOO_MANY_LOGINS },
  /** Failed logins on a device the account has logged in from before (its own counter: others' failures don't count). */
  loginFailuresOnDevice: { max: 5, windowMs: 15 * MINUTE, message: TOO_MANY_LOGINS },
  recoveryByEmail: {
    max: 3,
    windowMs: HOUR,
    message: 'Письмо для восстановления уже отправлено несколько раз. Попробуйте через час.',
  },
  recoveryByAddress: {
    max: 10,
    windowMs: HOUR,
    message: 'Письмо для восстановления уже отправлено несколько раз. Попробуйте через час.',
  },
  registrations: { max: 5, windowMs: HOUR, message: TRY_LATER },
  reviews: { max: 5, windowMs: HOUR, message: 'Вы оставили много отзывов подряд. Попробуйте через час.' },
  questions: { max: 5, windowMs: HOUR, message: 'Вы задали много вопросов подряд. Попробуйте через час.' },
  seminarSignups: { max: 10, windowMs: HOUR, message: TRY_LATER },
  /** Orders whose confirmation the shop e-mails to an address a guest typed. */
  guestOrders: {
    max: 10,
    windowMs: HOUR,
    message: 'Слишком много заказов подряд. Попробуйте через час или войдите в аккаунт.',
  },
  /** The bank's transaction call for one order, when the shopper returns before the bank's callback. */
  bankLookups: { max: 20, windowMs: HOUR, message: TRY_LATER },
  uploads: { max: 20, windowMs: HOUR, message: 'Слишком много загрузок. Попробуйте через час.' },
  uploadBytes: { max: 50 * 1024 * 1024, windowMs: HOUR, message: 'Слишком много загрузок. Попробуйте через час.' },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

function windowStart(limit: Limit, now: Date): Date {
  return new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
}

/**
 * Takes `units` of a limit for a key, atomically (one upsert that returns the new count), BEFORE the work it guards:
 * so 30 requests at once cannot all pass a limit of 5. What counts is this window and the one before it, so a burst
 * across the boundary of two windows gets no double allowance (a limit of 5 per 15 minutes is 5 in any 15 minutes,
 * and at most 5 in 30). Over the limit: 429 with the limit's message (the unit stays taken, so hammering does not
 * help). Returns the window the units were taken in (to give them back to, see returnLimit).
 */
export async function takeLimit(
  db: Kysely<Database>,
  name: LimitName,
  key: string,
  units = 1,
  now = new Date(),
): Promise<Date> {
  const limit: Limit = LIMITS[name];
  const window = windowStart(limit, now);
  const previous = new Date(window.getTime() - limit.windowMs);
  const clientKey = key.slice(0, 320);
  const { rows } = await sql<{ count: string; before: string | null }>`
    insert into rate_limit (name, client_key, window_start, count)
    values (${name}, ${clientKey}, ${window}, ${units})
    on conflict (name, client_key, window_start) do update set count = rate_limit.count + excluded.count
    returning count,
      (select count from rate_limit p where p.name = ${name} and p.client_key = ${clientKey} and p.window_start = ${previous}) as before
  `.execute(db);
  const total = Number(rows[0]?.count ?? 0) + Number(rows[0]?.before ?? 0);
  if (total > limit.max) throw new HttpError(429, limit.message);
  return window;
}

/** Gives back units taken for work that turned out not to count (a login that succeeded was no failure). */
export async function returnLimit(
  db: Kysely<Database>,
  name: LimitName,
  key: string,
  window: Date,
  units = 1,
): Promise<void> {
  await db
    .updateTable('rate_limit')
    .set({ count: sql<number>`greatest(count - ${units}, 0)` })
    .where('name', '=', name)
    .where('client_key', '=', key.slice(0, 320))
    .where('window_start', '=', window)
    .execute();
}

/** Counters of windows long past are of no use: housekeeping removes them. */
export async function forgetOldLimits(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom('rate_limit')
    .where('window_start', '<', new Date(now.getTime() - 24 * HOUR))
    .execute();
}
