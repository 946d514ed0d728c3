import { InformationPage } from '../../contract/content';
import { IdBody, replies } from '../../contract/envelope';
import type { TypedApp } from '../http/typed-app';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { notFound } from '../http/http-error';
import { servedHtml } from '../http/served-html';

export const INFORMATION_NOT_FOUND = 'Страница не найдена';

/** product §7 `/back/information/one {id}`: an information page, its HTML sanitised and its image paths under /image/. */
export async function informationRoutes(app: TypedApp): Promise<void> {
  const one = {
    operationId: 'informationPage',
    summary: 'Информационная страница',
    tags: ['Контент'],
    body: IdBody,
    response: replies(InformationPage),
  };
  app.post('/back/information/one', { schema: one, config: CACHED }, async (request) => {
    const row = await app.db
      .selectFrom('information')
      .select(['information_id', 'title', 'description', 'keyword', 'meta_title', 'meta_description'])
      .where('information_id', '=', request.body.id)
      .where('status', '=', true)
      .executeTakeFirst();
    if (!row) throw notFound(INFORMATION_NOT_FOUND);
    return success({
      information_id: row.information_id,
      title: row.title,
      description: servedHtml('information', row.description),
      url: `/${row.keyword}`,
      meta_title: row.meta_title || row.title,
      meta_description: row.meta_description,
    });
  });
}
