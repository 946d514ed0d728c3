import Type from 'typebox';
import { NewsArticle, NewsItem } from '../../contract/content';
import { IdBody, replies } from '../../contract/envelope';
import type { TypedApp } from '../http/typed-app';
import type { Selectable } from 'kysely';
import type { NewsTable } from '../db/tables/content-tables';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { notFound } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { imageUrl, pageHref } from './content-format';
import { servedHtml } from '../http/served-html';

export const NEWS_NOT_FOUND = 'Новость не найдена';
/** The home page's news column shows this many of the latest items. */
export const HOME_NEWS_COUNT = 10;

type NewsRow = Pick<
  Selectable<NewsTable>,
  'news_id' | 'title' | 'short_description' | 'image' | 'keyword' | 'date_added'
>;

/** A news item in a list (product §3 "News item: news_id, title, description, image, url"): the description is the teaser. */
export function newsListItem(row: NewsRow) {
  return {
    news_id: row.news_id,
    title: row.title,
    description: row.short_description,
    image: imageUrl(row.image),
    url: pageHref(row.keyword),
    date_added: shopDateTime(row.date_added),
  };
}

const LIST_COLUMNS = ['news_id', 'title', 'short_description', 'image', 'keyword', 'date_added'] as const;

/**
 * product §7 News: `/back/news/main` (the home column, newest first), `/back/news/list` (every item, oldest first: the
 * storefront reverses a news list before showing it), `/back/news/another {id}` (the others, newest first) and
 * `/back/news/one {id}` (one article, sanitised HTML).
 */
export async function newsRoutes(app: TypedApp): Promise<void> {
  const list = { tags: ['Контент'], response: replies(Type.Array(NewsItem)) };
  const published = () => app.db.selectFrom('news').select(LIST_COLUMNS).where('status', '=', true);

  const main = { ...list, operationId: 'homeNews', summary: 'Последние новости для колонки главной страницы' };
  app.post('/back/news/main', { schema: main, config: CACHED }, async () => {
    const rows = await published()
      .orderBy('date_added', 'desc')
      .orderBy('news_id', 'desc')
      .limit(HOME_NEWS_COUNT)
      .execute();
    return success(rows.map(newsListItem));
  });

  const all = { ...list, operationId: 'newsList', summary: 'Все новости, старые первыми' };
  app.post('/back/news/list', { schema: all, config: CACHED }, async () => {
    const rows = await published().orderBy('date_added', 'asc').orderBy('news_id', 'asc').execute();
    return success(rows.map(newsListItem));
  });

  const another = {
    ...list,
    operationId: 'otherNews',
    summary: 'Другие новости, кроме {id}, новые первыми',
    body: IdBody,
  };
  app.post('/back/news/another', { schema: another, config: CACHED }, async (request) => {
    const exists = await published().where('news_id', '=', request.body.id).executeTakeFirst();
    if (!exists) throw notFound(NEWS_NOT_FOUND);
    const rows = await published()
      .where('news_id', '<>', request.body.id)
      .orderBy('date_added', 'desc')
      .orderBy('news_id', 'desc')
      .execute();
    return success(rows.map(newsListItem));
  });

  const one = {
    operationId: 'newsArticle',
    summary: 'Одна новость',
    tags: ['Контент'],
    body: IdBody,
    response: replies(NewsArticle),
  };
  app.post('/back/news/one', { schema: one, config: CACHED }, async (request) => {
    const row = await app.db
      .selectFrom('news')
      .select([...LIST_COLUMNS, 'description'])
      .where('news_id', '=', request.body.id)
      .where('status', '=', true)
      .executeTakeFirst();
    if (!row) throw notFound(NEWS_NOT_FOUND);
    return success({
      ...newsListItem(row),
      short_description: row.short_description,
      description: servedHtml('article', row.description),
    });
  });
}
