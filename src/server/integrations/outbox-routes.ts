import type { FastifyInstance } from 'fastify';
import { success } from '../http/envelope';
import { HttpError, MESSAGES } from '../http/http-error';
import { outboxDirOf, readOutbox } from './mail';

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/**
 * GET /dev/outbox: the e-mails the shop "sent" while no SMTP server is configured, newest first (tests and developers
 * follow reset links from here). It does not exist once SMTP_URL is set, and answers only requests from this machine:
 * the messages hold password-reset links.
 */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.smtpUrl) return;
  app.get('/dev/outbox', { schema: { hide: true } }, async (request) => {
    if (!isLoopback(request.ip)) throw new HttpError(404, MESSAGES.methodNotFound);
    return success(await readOutbox(outboxDirOf(app.config)));
  });
}
