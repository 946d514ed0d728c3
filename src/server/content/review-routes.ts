import Type from 'typebox';
import { HomeReview } from '../../contract/content';
import { replies } from '../../contract/envelope';
import type { TypedApp } from '../http/typed-app';
import { CACHED } from '../http/cached-answers';
import { success } from '../http/envelope';
import { shopDateTime } from '../http/shop-time';
import { pageHref } from './content-format';

/** How many reviews the home carousel gets (the call's name says it). */
export const HOME_REVIEW_COUNT = 3;

/**
 * product §7 `/back/review/get_three`: the latest published reviews for the home carousel (product §3 "Review: review_id,
 * product_id, name/author, text, date_modified"), with the product they are about.
 */
export async function reviewRoutes(app: TypedApp): Promise<void> {
  const latest = {
    operationId: 'homeReviews',
    summary: 'Три последних отзыва для карусели главной страницы',
    tags: ['Контент'],
    response: replies(Type.Array(HomeReview)),
  };
  app.post('/back/review/get_three', { schema: latest, config: CACHED }, async () => {
    const rows = await app.db
      .selectFrom('review')
      .innerJoin('product', 'product.product_id', 'review.product_id')
      .select([
        'review.review_id',
        'review.product_id',
        'review.author',
        'review.text',
        'review.rating',
        'review.date_modified',
        'product.name as product_title',
        'product.keyword as product_keyword',
      ])
      .where('review.status', '=', true)
      .where('product.status', '=', true)
      .orderBy('review.date_modified', 'desc')
      .orderBy('review.review_id', 'desc')
      .limit(HOME_REVIEW_COUNT)
      .execute();
    return success(
      rows.map((row) => ({
        review_id: row.review_id,
        product_id: row.product_id,
        name: row.author,
        author: row.author,
        text: row.text,
        rating: row.rating,
        date_modified: shopDateTime(row.date_modified),
        product_title: row.product_title,
        product_href: pageHref(row.product_keyword),
      })),
    );
  });
}
