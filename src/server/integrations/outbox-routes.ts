import type { FastifyInstance } from 'fastify';
import { success } from '../http/envelope';
import { HttpError, MESSAGES } from '../http/http-error';
import { outboxDirOf, readOutbox } from './mail';

function isLoopback(ip: string | undefined): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/**
 * GET /dev/outbox: the e-mails the shop "sent" while no SMTP server is configured, newest first (tests and developers
 * follow reset links from here). It does not exist once SMTP_URL is set, and answers only requests from this machine:
 * the messages hold password-reset links. "This machine" is the connection's own socket address, never request.ip
 * (which TRUST_PROXY may take from a header), and a request carrying any forwarding header came through a proxy, so
 * it is refused too: behind a proxy on the same machine every visitor would otherwise look local.
 */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.smtpUrl) return;
  app.get('/dev/outbox', { schema: { hide: true } }, async (request) => {
    const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
    if (forwarded || !isLoopback(request.socket.remoteAddress)) throw new HttpError(404, MESSAGES.methodNotFound);
    return success(await readOutbox(outboxDirOf(app.config)));
  });
}
