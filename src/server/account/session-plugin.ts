import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionChange, SessionInfo } from '../http/request-session';
import { randomToken, sha256Hex } from './tokens';
import { isAdminExpression } from './customers';
import { SESSION_MARK_COOKIE, SESSION_MARK_VALUE } from '../../domain/session-mark';

/**
 * Sessions in the database behind an httpOnly, SameSite=Lax cookie (Secure when the shop's PUBLIC_URL is https).
 * The cookie holds a random 256-bit token; the database keeps only its SHA-256.
 *
 * Lifetimes: with 'Запомнить устройство' the cookie lives 30 days (and the session slides on use); without it the
 * cookie is a browser-session cookie and the server ends the session after 24 hours without use. A guest session
 * (created only when something needs one, e.g. a cart) keeps a 30-day cookie.
 *
 * The plugin decorates every request with `session()`, `customer()` and `ensureSession(reply)` (read lazily, once per
 * request, so static files never touch the database) and the app with `onCustomerLogin` / `onCustomerLogout`.
 */

export const SESSION_COOKIE = 'shop_session';
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
const GUEST_MS = REMEMBER_MS;
/** last_seen/expires_at are moved forward at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

const loaded = new WeakMap<FastifyRequest, Promise<LoadedSession | null>>();

interface LoadedSession extends SessionInfo {
  lastSeen: Date;
}

type Listener = (change: SessionChange) => Promise<void> | void;

function lifetimeMs(session: { customer_id: number | null; remember: boolean }): number {
  if (session.customer_id === null || session.remember) return REMEMBER_MS;
  return BROWSER_SESSION_IDLE_MS;
}

export function cookieOptions(app: FastifyInstance, maxAgeMs: number | null) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.publicUrl?.startsWith('https:') ?? false,
    // No maxAge: the browser forgets the cookie when it closes.
    ...(maxAgeMs === null ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  };
}

/** The readable mark (domain/session-mark.ts): the session cookie's options, but scripts may read it. */
function setSessionMark(app: FastifyInstance, reply: FastifyReply, maxAgeMs: number | null): void {
  reply.setCookie(SESSION_MARK_COOKIE, SESSION_MARK_VALUE, { ...cookieOptions(app, maxAgeMs), httpOnly: false });
}

function clearSessionMark(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_MARK_COOKIE, { ...cookieOptions(app, null), httpOnly: false });
}

/** The session cookie and its readable mark, set together with one lifetime. */
function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, maxAgeMs: number | null): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(app, maxAgeMs));
  setSessionMark(app, reply, maxAgeMs);
}

function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app, null));
  clearSessionMark(app, reply);
}

/**
 * Brings the mark in line with the session cookie the request carries, so a page's script reads the truth: a session
 * cookie from before the mark existed gets it with the next answer (the page's own, before its script runs), and a
 * mark whose session cookie the browser dropped goes. Nothing is written when they agree, as they do nearly always.
 */
function alignSessionMark(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  const hasSession = Boolean(request.cookies?.[SESSION_COOKIE]);
  const marked = request.cookies?.[SESSION_MARK_COOKIE] === SESSION_MARK_VALUE;
  if (hasSession === marked) return;
  if (hasSession) setSessionMark(app, reply, REMEMBER_MS);
  else clearSessionMark(app, reply);
}

async function load(app: FastifyInstance, token: string | undefined): Promise<LoadedSession | null> {
  if (!token || token.length > 100) return null;
  const row = await app.db
    .selectFrom('session')
    .leftJoin('customer', 'customer.customer_id', 'session.customer_id')
    .select([
      'session.session_id',
      'session.customer_id',
      'session.remember',
      'session.last_seen',
      'customer.customer_group_id',
      'customer.email',
      'customer.firstname',
      'customer.lastname',
      'customer.status',
    ])
    .select(isAdminExpression)
    .where('session.token_hash', '=', sha256Hex(token))
    .where('session.expires_at', '>', new Date())
    .executeTakeFirst();
  if (!row) return null;
  // A disabled account keeps no session.
  if (row.customer_id !== null && row.status === false) return null;
  const session: LoadedSession = {
    sessionId: row.session_id,
    remember: row.remember,
    lastSeen: row.last_seen,
    customer:
      row.customer_id === null
        ? null
        : {
            customer_id: row.customer_id,
            customer_group_id: row.customer_group_id ?? 1,
            email: row.email ?? null,
            firstname: row.firstname ?? '',
            lastname: row.lastname ?? '',
            is_admin: row.is_admin ?? false,
          },
  };
  const now = Date.now();
  if (now - row.last_seen.getTime() > TOUCH_EVERY_MS) {
    await app.db
      .updateTable('session')
      .set({ last_seen: new Date(now), expires_at: new Date(now + lifetimeMs(row)) })
      .where('session_id', '=', row.session_id)
      .execute();
  }
  return session;
}

function requestSession(app: FastifyInstance, request: FastifyRequest): Promise<LoadedSession | null> {
  let session = loaded.get(request);
  if (!session) {
    session = load(app, request.cookies?.[SESSION_COOKIE]);
    loaded.set(request, session);
  }
  return session;
}

function clientInfo(request: FastifyRequest) {
  return { ip: request.ip.slice(0, 45), user_agent: String(request.headers['user-agent'] ?? '').slice(0, 255) };
}

/** Logs a customer in on this browser: the existing session (a guest's cart stays with it) gets a new token. */
export async function startCustomerSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
  remember: boolean,
): Promise<SessionInfo> {
  const current = await requestSession(app, request);
  const token = randomToken();
  const expires_at = new Date(Date.now() + lifetimeMs({ customer_id: customerId, remember }));
  let sessionId: number;
  if (current && (current.customer === null || current.customer.customer_id === customerId)) {
    // A new token on login: a token known before the login (session fixation) is worthless after it.
    await app.db
      .updateTable('session')
      .set({
        token_hash: sha256Hex(token),
        customer_id: customerId,
        remember,
        last_seen: new Date(),
        expires_at,
        ...clientInfo(request),
      })
      .where('session_id', '=', current.sessionId)
      .execute();
    sessionId = current.sessionId;
  } else {
    if (current) await app.db.deleteFrom('session').where('session_id', '=', current.sessionId).execute();
    const row = await app.db
      .insertInto('session')
      .values({ token_hash: sha256Hex(token), customer_id: customerId, remember, expires_at, ...clientInfo(request) })
      .returning('session_id')
      .executeTakeFirstOrThrow();
    sessionId = row.session_id;
  }
  setSessionCookie(app, reply, token, remember ? REMEMBER_MS : null);
  const session = load(app, token);
  loaded.set(request, session);
  for (const listener of listeners(app).login) await listener({ sessionId, customerId, request });
  return (await session)!;
}

/** Logout: the session row goes (with whatever a cart kept against it) and the cookie is cleared. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const current = await requestSession(app, request);
  if (current) {
    if (current.customer) {
      for (const listener of listeners(app).logout) {
        await listener({ sessionId: current.sessionId, customerId: current.customer.customer_id, request });
      }
    }
    await app.db.deleteFrom('session').where('session_id', '=', current.sessionId).execute();
  }
  clearSessionCookie(app, reply);
  loaded.set(request, Promise.resolve(null));
}

/** Ends every session of a customer except `keepSessionId` (after a password change or reset). */
export async function endOtherSessions(
  app: FastifyInstance,
  customerId: number,
  keepSessionId: number | null,
): Promise<void> {
  let query = app.db.deleteFrom('session').where('customer_id', '=', customerId);
  if (keepSessionId !== null) query = query.where('session_id', '<>', keepSessionId);
  await query.execute();
}

const LISTENERS = Symbol('sessionListeners');

function listeners(app: FastifyInstance): { login: Listener[]; logout: Listener[] } {
  return (app as unknown as Record<symbol, { login: Listener[]; logout: Listener[] }>)[LISTENERS];
}

export async function sessionPlugin(app: FastifyInstance): Promise<void> {
  (app as unknown as Record<symbol, unknown>)[LISTENERS] = { login: [], logout: [] };
  app.decorate('onCustomerLogin', (listener: Listener) => void listeners(app).login.push(listener));
  app.decorate('onCustomerLogout', (listener: Listener) => void listeners(app).logout.push(listener));
  app.addHook('onRequest', async (request, reply) => alignSessionMark(app, request, reply));

  app.decorateRequest('session', function (this: FastifyRequest) {
    return requestSession(app, this).then((s) =>
      s ? { sessionId: s.sessionId, customer: s.customer, remember: s.remember } : null,
    );
  });
  app.decorateRequest('customer', function (this: FastifyRequest) {
    return requestSession(app, this).then((s) => s?.customer ?? null);
  });
  app.decorateRequest('ensureSession', async function (this: FastifyRequest, reply: FastifyReply) {
    const current = await requestSession(app, this);
    if (current) return { sessionId: current.sessionId, customer: current.customer, remember: current.remember };
    const token = randomToken();
    await app.db
      .insertInto('session')
      .values({
        token_hash: sha256Hex(token),
        customer_id: null,
        remember: false,
        expires_at: new Date(Date.now() + GUEST_MS),
        ...clientInfo(this),
      })
      .execute();
    setSessionCookie(app, reply, token, GUEST_MS);
    const session = load(app, token);
    loaded.set(this, session);
    return { sessionId: (await session)!.sessionId, customer: null, remember: false };
  });
}
// Not encapsulated: the decorations reach every route of the app (what fastify-plugin does).
(sessionPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
