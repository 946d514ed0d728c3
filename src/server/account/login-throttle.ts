import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type LimitName, returnLimit, takeLimit } from '../http/rate-limits';
import { cookieOptions } from './session-plugin';
import { randomToken, sha256Hex } from './tokens';

/**
 * Password guessing, slowed without handing an attacker a way to lock the owner out (OWASP's "device cookies"):
 * - every attempt takes a unit of its limits BEFORE the password is checked, in the database and atomically, so
 *   parallel guesses are counted, not raced; a correct password gives its units back (it was no failure), and
 *   never wipes the failures counted against others;
 * - from an unknown device: at most 5 failures per e-mail and address, and 20 per address across e-mails, in any
 *   15 minutes;
 * - from a device that has logged in to this account before (its device cookie), only that device's own failures
 *   count, so the owner logs in while someone elsewhere is throttled on the same e-mail.
 */
export const DEVICE_COOKIE = 'shop_device';
const DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

export type LoginReservation = { name: LimitName; key: string; window: Date }[];

/** The device token's hash when the request carries a device cookie of this customer, else null. */
async function knownDevice(
  db: Kysely<Database>,
  request: FastifyRequest,
  customerId: number | null,
): Promise<string | null> {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token || customerId === null || token.length > 100) return null;
  const hash = sha256Hex(token);
  const row = await db
    .selectFrom('login_device')
    .select('customer_id')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  return row?.customer_id === customerId ? hash : null;
}

/** Counts this attempt against its limits (429 when over them); call before checking the password. */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
  request: FastifyRequest,
  email: string,
  customerId: number | null,
): Promise<LoginReservation> {
  const device = await knownDevice(db, request, customerId);
  const limits: { name: LimitName; key: string }[] = device
    ? [{ name: 'loginFailuresOnDevice', key: device }]
    : [
        { name: 'loginFailuresByAddress', key: request.ip },
        { name: 'loginFailures', key: `${email}|${request.ip}` },
      ];
  const reservation: LoginReservation = [];
  for (const { name, key } of limits) reservation.push({ name, key, window: await takeLimit(db, name, key) });
  return reservation;
}

/** The password was right: the attempt was no failure, so its units go back (the staff sign-in uses this too). */
export async function giveBackLoginAttempt(db: Kysely<Database>, reservation: LoginReservation): Promise<void> {
  for (const { name, key, window } of reservation) await returnLimit(db, name, key, window);
}

/** The password was right: the attempt was no failure, and this device is remembered for the account. */
export async function loginSucceeded(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  reservation: LoginReservation,
  customerId: number,
): Promise<void> {
  await giveBackLoginAttempt(app.db, reservation);
  if (await knownDevice(app.db, request, customerId)) return;
  const token = randomToken();
  await app.db
    .insertInto('login_device')
    .values({ token_hash: sha256Hex(token), customer_id: customerId })
    .execute();
  reply.setCookie(DEVICE_COOKIE, token, cookieOptions(app, DEVICE_MAX_AGE_MS));
}

export async function recordLoginAttempt(
  db: Kysely<Database>,
  email: string,
  ip: string,
  success: boolean,
): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values({ email: email.slice(0, 254), ip: ip.slice(0, 45), success })
    .execute();
}
