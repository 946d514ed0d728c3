import type { Kysely } from 'kysely';
import Type from 'typebox';
import { replies } from '../../contract/envelope';
import { ResolvedPage } from '../../contract/shell';
import type { Database } from '../db/schema';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { getAndPost } from '../http/get-and-post';
import { badRequest, notFound } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';

const HOME: ResolvedPage = { module: 'home', id: 0 };
const MAX_SEGMENT = 255;

/**
 * The page one address segment names (url_alias), or undefined: the one lookup of page addresses, used by the
 * `/back/url` call below and by the page statuses of the not-found handler (http/page-status.ts). '' is the home page.
 */
export async function lookupPage(db: Kysely<Database>, segment: string): Promise<ResolvedPage | undefined> {
  if (segment === '') return HOME;
  // Compared as stored: keywords are case-sensitive.
  const row = await db
    .selectFrom('url_alias')
    .select(['module', 'target_id'])
    .where('keyword', '=', segment)
    .executeTakeFirst();
  if (!row) return undefined;
  return { module: row.module, id: /^\d{1,15}$/.test(row.target_id) ? Number(row.target_id) : row.target_id };
}

/**
 * product §7 `/back/url/{page}` (POST and GET, no body): one URL segment → page module and id from url_alias.
 * The storefront omits the segment for single-character pages, so `/back/url/` is the home page.
 */
export async function urlRoutes(app: TypedApp): Promise<void> {
  const resolve = async (page: string): Promise<ResolvedPage> => {
    if (page.includes('/')) throw badRequest('Некорректный адрес страницы: ожидается один сегмент без «/»');
    if (page.length > MAX_SEGMENT) throw badRequest(`Слишком длинный адрес страницы (больше ${MAX_SEGMENT} символов)`);
    const found = await lookupPage(app.db, page);
    if (!found) throw notFound('Страница не найдена');
    return found;
  };

  const resolved = { tags: ['Оформление'], response: replies(ResolvedPage) };
  getAndPost(
    app,
    '/back/url',
    { ...resolved, operationId: 'homePage', summary: 'Адрес без сегмента — главная страница' },
    async () => success(HOME),
  );

  // A wildcard rather than :page so that a segment with '/' gets a clear 400 instead of a routing 404.
  getAndPost(
    app,
    '/back/url/*',
    {
      ...resolved,
      operationId: 'resolvePage',
      summary: 'Модуль и номер страницы по одному сегменту адреса',
      params: Type.Object({ '*': Type.String({ description: 'Сегмент адреса страницы' }) }),
    },
    async (request) => success(await resolve(request.params['*'] ?? '')),
    CACHED,
  );
}
