import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { MESSAGES } from './http-error';
import type { SpaIndex } from './static';

/** Paths of the back end; anything unknown under them is an API error, never the storefront page. */
const API_PREFIXES = ['/back', '/cms', '/api'];

function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Unknown /back, /cms, /api routes: 404 'Метод не найден'. Unknown images: 404. A page request (GET that accepts
 * HTML) anywhere else gets the storefront's index.html: the app routes itself and shows its own not-found page.
 */
export function registerNotFound(app: FastifyInstance, spa: SpaIndex): void {
  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request);
    if (API_PREFIXES.some((prefix) => under(path, prefix))) {
      return reply.code(404).send(failure(MESSAGES.methodNotFound));
    }
    if (under(path, '/image')) {
      return reply.code(404).header('cache-control', 'no-cache').send(failure('Изображение не найдено'));
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request)) return spa.send(reply);
    return reply.code(404).send(failure(MESSAGES.pageNotFound));
  });
}
