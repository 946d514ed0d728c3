import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CALLBACK_ROUTE } from '../checkout/payment-form';
import { HttpError } from './http-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Addresses a page of another site may send state-changing requests to: the bank's callback (a server-to-server
 * POST, trusted for its signature alone) and the local stand-in bank's pages, which play the bank's part. The Telegram
 * and VK returns need no exception: the providers send the browser back to our own page, whose script posts the
 * signed data from our origin, and refusing a cross-site post there is what stops a login forged from elsewhere.
 */
function isExempt(request: FastifyRequest): boolean {
  const cmsRoute = (request.routeOptions.config as { cmsRoute?: string } | undefined)?.cmsRoute;
  if (cmsRoute === CALLBACK_ROUTE) return true;
  const path = request.url.split('?')[0];
  return path === '/payment/sandbox' || path === '/payment/sandbox/decision';
}

/**
 * Whether `Origin` is the shop's own: PUBLIC_URL's origin when set (production sets it); otherwise the host the request
 * was addressed to (the scheme is not compared, since a proxy may end TLS in front of a shop that was not told so).
 */
function isOwnOrigin(origin: string, request: FastifyRequest, publicUrl: string | null): boolean {
  if (publicUrl) return origin === new URL(publicUrl).origin;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false; // 'null' (a sandboxed frame, a privacy redirect) or garbage
  }
}

export const CROSS_SITE_MESSAGE = 'Запрос отклонён: он отправлен с другого сайта';

/**
 * A hostile page must not act with the shopper's cookies (add to their cart, change their profile, place orders):
 * every POST/PUT/PATCH/DELETE that carries cookies is refused with 403 when the browser says it comes from another
 * site (`Sec-Fetch-Site: cross-site`) or its `Origin` is not the shop's own. SameSite=Lax cookies alone leave
 * top-level form posts from sibling subdomains and older browsers open.
 */
export function registerCrossSiteRefusal(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.headers.cookie) return;
    if (isExempt(request)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (fetchSite === 'cross-site' || (origin !== undefined && !isOwnOrigin(origin, request, app.config.publicUrl))) {
      request.log.warn({ origin, fetchSite, url: request.url }, 'Запрос с другого сайта отклонён');
      throw new HttpError(403, CROSS_SITE_MESSAGE);
    }
  });
}
