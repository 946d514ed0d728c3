import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, at a level that says whether anyone should look: routine answers at debug (a busy shop
 * logs nothing at the default info level for them: pino's per-request line at info cost a tenth of the catalogue's
 * throughput), a slow answer at info, a client error at info, a server error at error. Fastify's own two lines per
 * request (incoming, completed, both at info) are off (`disableRequestLogging`).
 */

/** An answer slower than this is logged at info, whatever its status. */
export const SLOW_REQUEST_MS = 1000;

export function requestLogLevel(statusCode: number, elapsedMs: number): 'debug' | 'info' | 'error' {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400 || elapsedMs >= SLOW_REQUEST_MS) return 'info';
  return 'debug';
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const level = requestLogLevel(reply.statusCode, ms);
    request.log[level]({ method: request.method, url: request.url, status: reply.statusCode, ms }, 'Запрос');
  });
}
