import type { FastifyInstance } from 'fastify';
import { success } from '../http/envelope';
import { getAndPost } from '../http/get-and-post';
import { badRequest, notFound } from '../http/http-error';

export interface ResolvedPage {
  module: string;
  /** A number for content ids; a word for the account module (login, register, account). */
  id: number | string;
}

const HOME: ResolvedPage = { module: 'home', id: 0 };
const MAX_SEGMENT = 255;

/**
 * product §7 `/back/url/{page}` (POST and GET, no body): one URL segment → page module and id from url_alias.
 * The storefront omits the segment for single-character pages, so `/back/url/` is the home page.
 */
export async function urlRoutes(app: FastifyInstance): Promise<void> {
  const resolve = async (page: string): Promise<ResolvedPage> => {
    if (page === '') return HOME;
    if (page.includes('/')) throw badRequest('Некорректный адрес страницы: ожидается один сегмент без «/»');
    if (page.length > MAX_SEGMENT) throw badRequest(`Слишком длинный адрес страницы (больше ${MAX_SEGMENT} символов)`);
    // Compared as stored: keywords are case-sensitive.
    const row = await app.db
      .selectFrom('url_alias')
      .select(['module', 'target_id'])
      .where('keyword', '=', page)
      .executeTakeFirst();
    if (!row) throw notFound('Страница не найдена');
    return { module: row.module, id: /^\d{1,15}$/.test(row.target_id) ? Number(row.target_id) : row.target_id };
  };

  getAndPost(app, '/back/url', {}, async () => success(HOME));

  // A wildcard rather than :page so that a segment with '/' gets a clear 400 instead of a routing 404.
  getAndPost<{ Params: { '*': string } }>(
    app,
    '/back/url/*',
    { params: { type: 'object', properties: { '*': { type: 'string' } } } },
    async (request) => success(await resolve(request.params['*'] ?? '')),
  );
}
