import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '../../domain/staff';
import { randomToken, sha256Hex } from '../account/tokens';

/**
 * The back office's sessions (decision 0021), apart from the customers': their own cookie, sent only to /admin
 * (path), never with a request another site starts (SameSite=Strict), out of reach of scripts (httpOnly), Secure when
 * the shop's PUBLIC_URL is https. The cookie holds a random 256-bit token; the database keeps its SHA-256. A session
 * ends at sign-out, after 12 hours without use, and when the member is disabled or their password or role changes
 * (staff-store.ts deletes the rows).
 */

export const STAFF_COOKIE = 'staff_session';
export const STAFF_COOKIE_PATH = '/admin';
export const STAFF_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen/expires_at are moved forward at most this often, not on every call. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface SignedInStaff {
  sessionId: number;
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  /** Whether the member signs in with a code from their app too. */
  twoFactor: boolean;
}

const loaded = new WeakMap<FastifyRequest, Promise<SignedInStaff | null>>();

export function staffCookieOptions(app: FastifyInstance) {
  return {
    path: STAFF_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.publicUrl?.startsWith('https:') ?? false,
  };
}

async function load(app: FastifyInstance, token: string | undefined): Promise<SignedInStaff | null> {
  if (!token || token.length > 100) return null;
  const row = await app.db
    .selectFrom('staff_session')
    .innerJoin('staff', 'staff.staff_id', 'staff_session.staff_id')
    .select([
      'staff_session.staff_session_id',
      'staff_session.last_seen',
      'staff.staff_id',
      'staff.email',
      'staff.name',
      'staff.role',
      'staff.disabled',
      'staff.totp_secret',
    ])
    .where('staff_session.token_hash', '=', sha256Hex(token))
    .where('staff_session.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row || row.disabled) return null;
  const now = Date.now();
  if (now - row.last_seen.getTime() > TOUCH_EVERY_MS) {
    await app.db
      .updateTable('staff_session')
      .set({ last_seen: new Date(now), expires_at: new Date(now + STAFF_IDLE_MS) })
      .where('staff_session_id', '=', row.staff_session_id)
      .execute();
  }
  return {
    sessionId: row.staff_session_id,
    staffId: row.staff_id,
    email: row.email,
    name: row.name,
    role: row.role,
    twoFactor: row.totp_secret !== null,
  };
}

/** The staff member signed in on this browser (read once per request), or null. */
export function signedInStaff(app: FastifyInstance, request: FastifyRequest): Promise<SignedInStaff | null> {
  let staff = loaded.get(request);
  if (!staff) {
    staff = load(app, request.cookies?.[STAFF_COOKIE]);
    loaded.set(request, staff);
  }
  return staff;
}

/** Ends the session this browser's cookie names, if any. */
async function forgetCookieSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = request.cookies?.[STAFF_COOKIE];
  if (!token || token.length > 100) return;
  await app.db.deleteFrom('staff_session').where('token_hash', '=', sha256Hex(token)).execute();
}

/** Signs a member in on this browser: a fresh session and token (any earlier one of this browser ends). */
export async function startStaffSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  staffId: number,
): Promise<void> {
  await forgetCookieSession(app, request);
  const token = randomToken();
  await app.db
    .insertInto('staff_session')
    .values({
      staff_id: staffId,
      token_hash: sha256Hex(token),
      expires_at: new Date(Date.now() + STAFF_IDLE_MS),
      ip: request.ip.slice(0, 45),
      user_agent: String(request.headers['user-agent'] ?? '').slice(0, 255),
    })
    .execute();
  // A browser-session cookie: closing the browser signs the member out; the server ends it after STAFF_IDLE_MS idle.
  reply.setCookie(STAFF_COOKIE, token, staffCookieOptions(app));
  loaded.set(request, load(app, token));
}

export async function endStaffSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await forgetCookieSession(app, request);
  reply.clearCookie(STAFF_COOKIE, staffCookieOptions(app));
  loaded.set(request, Promise.resolve(null));
}

/** Sessions long expired are of no use: housekeeping removes them. */
export async function forgetExpiredStaffSessions(app: FastifyInstance, now = new Date()): Promise<void> {
  await app.db.deleteFrom('staff_session').where('expires_at', '<', now).execute();
}
