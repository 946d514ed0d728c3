import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { MESSAGES } from './http-error';
import { maintenanceOn } from '../db/shop-settings';
import { pageStatus } from './page-status';
import type { SpaIndex } from './static';
import type { PageRenderer } from '../render/page-renderer';

/** Paths of the back end; anything unknown under them is an API error, never the storefront page. */
const API_PREFIXES = ['/back', '/cms', '/api', '/admin/api'];
/** The back office: its own page (decision 0023) for every address, outside the storefront's statuses and maintenance. */
const ADMIN_PREFIX = '/admin';
/** Seconds a crawler is asked to wait while the shop is closed for maintenance. */
export const MAINTENANCE_RETRY_AFTER = 600;
/** Seconds a browser may keep a redirect of an old address: it can move again, or back. */
const REDIRECT_MAX_AGE = 3600;

function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

function searchOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return q < 0 ? '' : request.url.slice(q);
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Unknown /back, /cms, /api routes: 404 'Метод не найден'. Unknown images: 404. A page request (GET or HEAD that
 * accepts HTML, and the home page whatever it accepts) anywhere else gets the storefront's index.html — the app routes
 * itself and shows its own not-found page — with the status a crawler must see (decision 0016, page-status.ts): 200,
 * 404 for an address the storefront has no page for, 301 from an old product or category address, 503 with
 * Retry-After while the shop is closed for maintenance (but to a staff member's preview, `previewing`).
 */
export function registerNotFound(
  app: FastifyInstance,
  spa: SpaIndex,
  renderer: PageRenderer,
  previewing: Previewing = async () => false,
): void {
  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request);
    if (API_PREFIXES.some((prefix) => under(path, prefix))) {
      return reply.code(404).send(failure(MESSAGES.methodNotFound));
    }
    if (under(path, '/image')) {
      return reply.code(404).header('cache-control', 'no-cache').send(failure('Изображение не найдено'));
    }
    const page = (request.method === 'GET' || request.method === 'HEAD') && (acceptsHtml(request) || path === '/');
    if (!page) return reply.code(404).send(failure(MESSAGES.pageNotFound));
    if (under(path, ADMIN_PREFIX)) return spa.sendAdmin(reply);
    return sendPage(app, request, reply, { spa, renderer, previewing }, path);
  });
}

/** Whether a request is a staff member's preview of the shop closed for maintenance (admin/shop-preview.ts). */
export type Previewing = (request: FastifyRequest) => Promise<boolean>;

interface Pages {
  spa: SpaIndex;
  renderer: PageRenderer;
  previewing: Previewing;
}

/**
 * The page rendered on the server (decision 0018) with its status; the shell alone when the server build is missing.
 * A rendering that fails is logged and the shell is sent with 500: the browser may still manage the page.
 */
async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: Pages,
  status: number,
  maintenance: boolean,
): Promise<FastifyReply> {
  let html;
  try {
    html = await pages.renderer.render(request, { maintenance });
  } catch (error) {
    request.log.error({ err: error }, 'server rendering');
    return pages.spa.send(reply, 500);
  }
  if (!html) return pages.spa.send(reply, status);
  return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  pages: Pages,
  path: string,
): Promise<FastifyReply> {
  const { spa } = pages;
  let status;
  try {
    if ((await maintenanceOn(app.db)) && !(await pages.previewing(request))) {
      return sendRendered(request, reply.header('retry-after', String(MAINTENANCE_RETRY_AFTER)), pages, 503, true);
    }
    status = await pageStatus(app.db, path, searchOf(request));
  } catch (error) {
    // The database did not answer: the shell still comes (the app shows its own error), as a temporary failure.
    request.log.error({ err: error }, 'page status');
    return spa.send(reply.header('retry-after', '60'), 503);
  }
  if (status.status === 301) {
    return reply
      .code(301)
      .header('location', status.location)
      .header('cache-control', `public, max-age=${REDIRECT_MAX_AGE}`)
      .send();
  }
  if (status.private) return spa.send(reply.header('x-robots-tag', 'noindex'), status.status);
  return sendRendered(request, reply, pages, status.status, false);
}
