import { sql } from 'kysely';
import { NewReview, ReviewPage, ReviewPageBody } from '../../contract/catalogue';
import { Id, replies } from '../../contract/envelope';
import { MESSAGES as FORM_MESSAGES } from '../../domain/validation';
import { PAGE_SIZE } from '../../domain/constants';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { badRequest, notFound } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { MESSAGES } from './catalogue-messages';
import { takeLimit } from '../http/rate-limits';
import { sessionCustomerOf } from '../http/request-session';
import { publishesCustomerReviews } from '../db/shop-settings';
import type { TypedApp } from '../http/typed-app';

/**
 * product §7 `/back/product/review {id, page}`: a product's published reviews, newest first, 5 a page (product §9);
 * `page` is optional (1). Each review carries its rating, and the reply the rating of all published reviews (beyond
 * product §7: the product page's structured data, issue 14). `/back/review/add {name, product_id, text}`: reply
 * data = the new review's number.
 * A review is stored as plain text with the signed-in customer who wrote it, and waits for moderation (issue 15;
 * migration 023) unless the owner's setting publishes signed-in customers' reviews at once (migration 025; a guest's
 * review always waits): only published reviews are read here (`status`, generated from `moderation`), and the shopper
 * is told 'Отзыв №{number} отправлен!' as product §4 says, the number being the review's.
 */
export async function reviewRoutes(app: TypedApp): Promise<void> {
  app.post(
    '/back/product/review',
    {
      schema: {
        operationId: 'productReviews',
        summary: 'Опубликованные отзывы о товаре, новые первыми, по 5 на странице',
        tags: ['Каталог'],
        body: ReviewPageBody,
        response: replies(ReviewPage),
      },
      config: CACHED,
    },
    async (request) => {
      const { id, page = 1 } = request.body;
      await requireProduct(app, id);
      const published = app.db.selectFrom('review').where('product_id', '=', id).where('status', '=', true);
      // The rating over every published review, not only this page's: what the product's structured data shows.
      const { total, rated, average } = await published
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>('rating').as('rated'),
          sql<number | null>`round(avg(rating), 2)`.as('average'),
        ])
        .executeTakeFirstOrThrow();
      const rows = await published
        .select(['review_id', 'product_id', 'author', 'text', 'date_modified', 'rating'])
        .orderBy('date_added', 'desc')
        .orderBy('review_id', 'desc')
        .limit(PAGE_SIZE.REVIEWS)
        .offset((page - 1) * PAGE_SIZE.REVIEWS)
        .execute();
      const reply: ReviewPage = {
        reviews: rows.map((row) => ({ ...row, date_modified: shopDateTime(row.date_modified) })),
        total: Number(total),
        rating: Number(rated) > 0 && average !== null ? { average: Number(average), count: Number(rated) } : null,
        page,
        pages: Math.ceil(Number(total) / PAGE_SIZE.REVIEWS),
      };
      return success(reply);
    },
  );

  app.post(
    '/back/review/add',
    {
      schema: {
        operationId: 'addProductReview',
        summary: 'Новый отзыв о товаре; в ответе — номер отзыва',
        tags: ['Каталог'],
        body: NewReview,
        response: replies(Id),
      },
    },
    async (request) => {
      const name = (request.body.name ?? '').trim();
      const text = (request.body.text ?? '').trim();
      if (name === '') throw badRequest(FORM_MESSAGES.REVIEW_NAME_REQUIRED);
      if (text === '') throw badRequest(FORM_MESSAGES.REVIEW_TEXT_REQUIRED);
      await requireProduct(app, request.body.product_id);
      await takeLimit(app.db, 'reviews', request.ip);
      const customer = await sessionCustomerOf(request);
      const atOnce = customer !== null && (await publishesCustomerReviews(app.db));
      const { review_id } = await app.db
        .insertInto('review')
        .values({
          product_id: request.body.product_id,
          customer_id: customer?.customer_id ?? null,
          author: name,
          text,
          rating: null,
          ...(atOnce ? { moderation: 'published' as const } : {}),
        })
        .returning('review_id')
        .executeTakeFirstOrThrow();
      // The review table bumped the catalogue version; this process rereads it now, so the next load shows the review.
      if (atOnce) app.answers.version.changed();
      return success(review_id);
    },
  );
}

async function requireProduct(app: TypedApp, id: number): Promise<void> {
  const row = await app.db
    .selectFrom('product')
    .select('product_id')
    .where('product_id', '=', id)
    .where('status', '=', true)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.productNotFound);
}
