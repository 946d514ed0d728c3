import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';

/**
 * Password guessing is slowed per account and per address: after 5 failed logins in a row (within 15 minutes, counted
 * since the last successful login of that account or from that address) the next attempt is refused with 429 until
 * the failures are 15 minutes old. Refused attempts are not counted, so waiting always helps.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MINUTES = 15;
export const TOO_MANY_ATTEMPTS = 'Слишком много попыток входа. Попробуйте через 15 минут.';

async function failures(db: Kysely<Database>, column: 'email' | 'ip', value: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from login_attempt
    where ${sql.ref(column)} = ${value} and not success
      and date_added > now() - make_interval(mins => ${WINDOW_MINUTES})
      and date_added > coalesce(
        (select max(date_added) from login_attempt where ${sql.ref(column)} = ${value} and success), '-infinity')
  `.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Throws 429 when this account or this address has failed too often. */
export async function assertLoginAllowed(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  const [byEmail, byIp] = await Promise.all([failures(db, 'email', email), failures(db, 'ip', ip)]);
  if (byEmail >= MAX_FAILURES || byIp >= MAX_FAILURES) throw new HttpError(429, TOO_MANY_ATTEMPTS);
}

export async function recordLoginAttempt(db: Kysely<Database>, email: string, ip: string, success: boolean): Promise<void> {
  await db.insertInto('login_attempt').values({ email: email.slice(0, 254), ip: ip.slice(0, 45), success }).execute();
}
