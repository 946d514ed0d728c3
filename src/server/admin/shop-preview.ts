import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_SESSION } from '../../contract/admin';
import Type from 'typebox';
import { ErrorReply } from '../../contract/envelope';
import { SHOP_PREVIEW_COOKIE } from '../../domain/shop-settings';
import { adminTokenSecret } from '../account/admin-token';
import type { TypedApp } from '../http/typed-app';
import { currentStaff } from './staff-guard';

/**
 * A signed-in staff member previews the shop while it is closed for maintenance (issue 16): 'Посмотреть магазин' on
 * 'Настройки' (a link to GET /admin/api/preview) sets a cookie for the whole site, signed with the shop's secret and good for an hour, with which the
 * storefront's pages are served as usual instead of the maintenance page. The staff session's own cookie stays on
 * /admin; this one opens nothing but the pages, whose data the storefront's calls give everybody anyway.
 */

const PREVIEW_MS = 60 * 60 * 1000;

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`shop-preview:${body}`).digest('hex');

/** `<staff id>.<until, ms>.<signature>`. */
export function previewToken(secret: string, staffId: number, until: number): string {
  const body = `${staffId}.${until}`;
  return `${body}.${sign(secret, body)}`;
}

/** Whether the cookie's value is a preview this shop signed and whose hour has not passed. */
export function isPreview(secret: string, value: string | undefined, now: number): boolean {
  const match = /^(\d{1,10})\.(\d{1,15})\.([0-9a-f]{64})$/.exec(value ?? '');
  if (!match) return false;
  const expected = Buffer.from(sign(secret, `${match[1]}.${match[2]}`), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(match[3], 'hex'))) return false;
  return Number(match[2]) > now;
}

/** The storefront's question: is this request a staff member's preview? */
export function previewOf(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<boolean> => {
    const value = request.cookies[SHOP_PREVIEW_COOKIE];
    return value !== undefined && isPreview(await adminTokenSecret(app.config), value, Date.now());
  };
}

/**
 * GET /admin/api/preview: the cookie, then on to the storefront's home page. A link, so that the page opens in a tab
 * of its own; a GET from another site does not carry the staff session (SameSite=Strict) and is refused.
 */
export function previewRoutes(app: TypedApp): void {
  app.get('/preview', {
    config: { staff: 'signedIn' },
    schema: {
      operationId: 'shopPreview',
      summary: 'Предпросмотр магазина на час, пока он закрыт на технические работы (любой сотрудник)',
      tags: ['Панель управления'],
      security: STAFF_SESSION,
      response: {
        303: Type.Null({ description: 'Переадресация на главную страницу магазина (заголовок Location)' }),
        '4xx': ErrorReply,
        '5xx': ErrorReply,
      },
    },
    handler: async (request, reply) => {
      const token = previewToken(
        await adminTokenSecret(app.config),
        currentStaff(request).staffId,
        Date.now() + PREVIEW_MS,
      );
      void reply.setCookie(SHOP_PREVIEW_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure: app.config.publicUrl?.startsWith('https:') ?? false,
        maxAge: PREVIEW_MS / 1000,
      });
      return reply.redirect('/', 303);
    },
  });
}
