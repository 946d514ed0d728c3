import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import { toCustomerGroup } from '../../domain/customer-group';
import { CatalogueVersion } from '../db/catalogue-version';
import type { Listen } from '../db/database';
import type { Database } from '../db/schema';
import { AnswerCache, COMPRESS_THRESHOLD, etagOf, type CachedAnswer, type Encoding } from './answer-cache';
import { sessionCustomerOf } from './request-session';

/**
 * Public catalogue and content answers served from memory (decision 0020). A route opts in with
 * `config: { cachedAnswer: {…} }`; its answer is then kept per customer group (prices differ per group), keyed by
 * the validated request, under the catalogue version it was computed at (db/catalogue-version.ts), and every process
 * drops its answers when the version moves. Kept or not, a successful answer carries a weak ETag (a hash of its body)
 * and a short Cache-Control; a GET whose If-None-Match holds that tag gets 304 without a body.
 *
 * How it hooks in: after validation (preHandler: the key needs the validated request) a kept answer is sent as it is,
 * compressed once per encoding; otherwise the route runs and its body, as its schema's serialiser wrote it, is kept on
 * the way out (onSend, before @fastify/compress's, so the plain text is seen).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this route's successful answers in memory (http/cached-answers.ts). Only for answers alike for a group. */
    cachedAnswer?: CachedAnswerPolicy;
  }
  interface FastifyInstance {
    /** The kept answers (null: ANSWER_CACHE_MB=0) and the catalogue version they follow. */
    answers: { store: AnswerCache | null; version: CatalogueVersion };
  }
}

export interface CachedAnswerPolicy {
  /**
   * What of the validated request decides the answer (JSON-serialisable). Default: the path parameters, the query
   * and the body, as validated. A route names fewer when a request carries fields the answer ignores.
   */
  key?: (request: FastifyRequest) => unknown;
  /** Headers the route sets that belong to its answer (e.g. X-Total-Count): kept and sent with it. */
  headers?: readonly string[];
  /** Kept at most this long (default ANSWER_MAX_AGE_MS), for what changes without a catalogue change (time, views). */
  maxAgeMs?: number;
}

/** The common policy: every input counts, the default lifetime. */
export const CACHED: { cachedAnswer: CachedAnswerPolicy } = { cachedAnswer: {} };

/**
 * How long an answer is kept however quiet the catalogue: what a catalogue change does not announce (a special or a
 * seminar whose date passed, the bestsellers' view counts) is at most this late.
 */
export const ANSWER_MAX_AGE_MS = 60_000;

/** A guest's answer: the same for every guest, so any cache may keep it a minute. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60';
/** A logged-in customer's answer (their group's prices): the browser only, asking again every time (ETag: 304). */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/** The answer differs with the session (the group's prices) and, in bytes, with the encoding. */
const VARY = 'cookie, accept-encoding';
const JSON_TYPE = 'application/json; charset=utf-8';
/** A request whose key is longer than this is answered without the cache (a search of 100 characters is far below). */
const MAX_KEY_LENGTH = 2000;

export interface CachedAnswersOptions {
  db: Kysely<Database>;
  /** The store's bound in bytes; 0 keeps nothing (answers still get ETags). */
  maxBytes: number;
  /** How often at most the catalogue version is read (config.catalogueCheckMs). */
  checkMs: number;
  /** The database's LISTEN: a change is then seen at once rather than at the next check. */
  listen?: Listen;
}

interface Pending {
  key: string;
  version: number;
  personal: boolean;
}

/** Registered in buildApp before the route plugins (their routes are met here) and before @fastify/compress. */
export function registerCachedAnswers(app: FastifyInstance, options: CachedAnswersOptions): void {
  const version = new CatalogueVersion(options.db, options.checkMs);
  const store = options.maxBytes > 0 ? new AnswerCache(options.maxBytes) : null;
  app.decorate('answers', { store, version });

  if (options.listen) {
    const listen = options.listen;
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = await version.listen(listen);
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  }

  const pending = new WeakMap<FastifyRequest, Pending>();

  app.addHook('onRoute', (route: RouteOptions) => {
    const policy = route.config?.cachedAnswer;
    if (!policy) return;
    // GET and POST twins of a call share their answers: the path names the call, not the method.
    const prefix = `${route.url}\u0000${route.config?.cmsRoute ?? ''}\u0000`;
    const maxAgeMs = policy.maxAgeMs ?? ANSWER_MAX_AGE_MS;

    const lookUp: preHandlerAsyncHookHandler = async (request, reply) => {
      let known: number;
      try {
        known = await version.current();
      } catch (error) {
        request.log.warn({ err: error }, 'Версия каталога не прочитана: ответ без кэша');
        return;
      }
      const customer = await sessionCustomerOf(request);
      const group = customer ? toCustomerGroup(customer.customer_group_id) : 0;
      const inputs = policy.key ? policy.key(request) : [request.params, request.query, request.body ?? null];
      const key = `${prefix}${group}\u0000${JSON.stringify(inputs)}`;
      const personal = customer !== null;
      const answer = key.length <= MAX_KEY_LENGTH ? store?.get(key, known) : undefined;
      if (!answer) {
        pending.set(request, { key, version: known, personal });
        return;
      }
      describe(reply, answer.etag, answer.headers, personal);
      if (notModified(request, answer.etag)) return reply.code(304).send();
      void reply.header('content-type', JSON_TYPE);
      const encoding = answer.body.length >= COMPRESS_THRESHOLD ? acceptedEncoding(request) : null;
      if (encoding && store) {
        void reply.header('content-encoding', encoding);
        return reply.send(store.encoded(key, answer, encoding));
      }
      return reply.send(answer.body);
    };

    const keep: onSendAsyncHookHandler = async (request, reply, payload) => {
      const computed = pending.get(request);
      if (!computed || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const headers: Record<string, string> = {};
      for (const name of policy.headers ?? []) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const kept =
        computed.key.length <= MAX_KEY_LENGTH
          ? store?.set(computed.key, computed.version, payload, headers, maxAgeMs)
          : undefined;
      const etag = kept?.etag ?? etagOf(payload);
      describe(reply, etag, {}, computed.personal);
      if (notModified(request, etag)) {
        void reply.code(304);
        return null;
      }
      return payload;
    };

    route.preHandler = [...hooks(route.preHandler), lookUp];
    route.onSend = [...hooks(route.onSend), keep];
  });
}

function hooks<T>(hook: T | T[] | undefined): T[] {
  if (hook === undefined) return [];
  return Array.isArray(hook) ? hook : [hook];
}

function describe(reply: FastifyReply, etag: string, headers: CachedAnswer['headers'], personal: boolean): void {
  for (const name in headers) void reply.header(name, headers[name]);
  void reply.header('etag', etag);
  void reply.header('cache-control', personal ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
  void reply.header('vary', VARY);
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether a GET's If-None-Match holds the answer's tag (compared weakly, as RFC 9110 says for If-None-Match). A POST
 * is always answered in full: a failed condition there would be 412, and no client of the shop asks that.
 */
export function notModified(request: FastifyRequest, etag: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * The encoding to send a kept answer in: brotli or gzip, whichever the client prefers (q-values; brotli on a tie), or
 * null for the plain body (no Accept-Encoding, only other encodings, or `x-no-compression`, as @fastify/compress).
 */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  let best: Encoding | null = null;
  let bestQuality = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const encoding: Encoding | null = name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' ? 'gzip' : null;
    if (!encoding) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!(quality > 0)) continue;
    if (quality > bestQuality || (quality === bestQuality && encoding === 'br')) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}
