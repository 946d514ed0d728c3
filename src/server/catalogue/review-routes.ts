import type { FastifyInstance } from 'fastify';
import { MESSAGES as FORM_MESSAGES } from '../../domain/validation';
import { PAGE_SIZE } from '../../domain/constants';
import { success } from '../http/envelope';
import { badRequest, notFound } from '../http/http-error';
import { shopDateTime } from '../http/shop-time';
import { ID_PROPERTY, MESSAGES } from './id-body';
import { takeLimit } from '../http/rate-limits';

export const REVIEW_LIMITS = { name: 128, text: 4000 } as const;

export interface ReviewItem {
  review_id: number;
  product_id: number;
  author: string;
  /** Plain text, as written: the storefront shows it as text, never as HTML. */
  text: string;
  /** 'YYYY-MM-DD HH:mm:ss' in shop time. */
  date_modified: string;
}

export interface ReviewPage {
  reviews: ReviewItem[];
  /** All published reviews of the product ('Отзывы (N)'). */
  total: number;
  page: number;
  pages: number;
}

interface AddBody {
  name?: string;
  product_id: number;
  text?: string;
}

/**
 * product §7 `/back/product/review {id, page}`: a product's published reviews, newest first, 5 a page (product §9);
 * `page` is optional (1). `/back/review/add {name, product_id, text}`: reply data = the new review's number.
 * A review is stored as plain text and published at once (status true): the shop reads them and hides one by setting
 * its status to false; docs/product.md names no moderation step, and the shopper expects to see the review just sent.
 */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { id: number; page?: number } }>(
    '/back/product/review',
    {
      schema: {
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: ID_PROPERTY, page: { type: 'integer', minimum: 1, maximum: 1000000 } },
        },
      },
    },
    async (request) => {
      const { id, page = 1 } = request.body;
      await requireProduct(app, id);
      const published = app.db.selectFrom('review').where('product_id', '=', id).where('status', '=', true);
      const { total } = await published.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await published
        .select(['review_id', 'product_id', 'author', 'text', 'date_modified'])
        .orderBy('date_added', 'desc')
        .orderBy('review_id', 'desc')
        .limit(PAGE_SIZE.REVIEWS)
        .offset((page - 1) * PAGE_SIZE.REVIEWS)
        .execute();
      const reply: ReviewPage = {
        reviews: rows.map((row) => ({ ...row, date_modified: shopDateTime(row.date_modified) })),
        total: Number(total),
        page,
        pages: Math.ceil(Number(total) / PAGE_SIZE.REVIEWS),
      };
      return success(reply);
    },
  );

  app.post<{ Body: AddBody }>(
    '/back/review/add',
    {
      schema: {
        body: {
          type: 'object',
          required: ['product_id'],
          properties: {
            name: { type: 'string', maxLength: REVIEW_LIMITS.name },
            product_id: ID_PROPERTY,
            text: { type: 'string', maxLength: REVIEW_LIMITS.text },
          },
        },
      },
    },
    async (request) => {
      const name = (request.body.name ?? '').trim();
      const text = (request.body.text ?? '').trim();
      if (name === '') throw badRequest(FORM_MESSAGES.REVIEW_NAME_REQUIRED);
      if (text === '') throw badRequest(FORM_MESSAGES.REVIEW_TEXT_REQUIRED);
      await requireProduct(app, request.body.product_id);
      await takeLimit(app.db, 'reviews', request.ip);
      const { review_id } = await app.db
        .insertInto('review')
        .values({
          product_id: request.body.product_id,
          customer_id: null,
          author: name,
          text,
          rating: null,
          status: true,
        })
        .returning('review_id')
        .executeTakeFirstOrThrow();
      return success(review_id);
    },
  );
}

async function requireProduct(app: FastifyInstance, id: number): Promise<void> {
  const row = await app.db
    .selectFrom('product')
    .select('product_id')
    .where('product_id', '=', id)
    .where('status', '=', true)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.productNotFound);
}
