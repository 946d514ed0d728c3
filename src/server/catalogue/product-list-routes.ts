import type { FastifyInstance } from 'fastify';
import { registerCmsRoute } from '../http/cms-dispatch';
import { customerGroupOf } from '../http/customer-group';
import { success } from '../http/envelope';
import { ID_PROPERTY } from './id-body';
import { CARD_COLUMNS, toCards } from './product-cards';
import { catalogueRequestSchema, listProducts, type CatalogueRequest } from './product-list';

/** Bestsellers (/back/product/hits): the most viewed products. */
export const HITS_COUNT = 8;
/** 'Новинки' on the home page: two rows of the widest grid. */
export const LATEST_COUNT = 8;
export const LATEST_MAX = 24;

/**
 * product §7 product lists, each priced for the caller's customer group:
 * - `/back/product/list` (optional body: the catalogue request config) and `/back/product/list/{id}` (a category's
 *   products; the same optional body for filters and page): `{products, pages, total, current_page, category, trail}`,
 *   12 products a page;
 * - `/back/product/hits`: the most viewed products;
 * - `GET /cms/index.php?route=api/latest` (product §7 `GET api/latest`, the CMS family like `api/sess`): the newest
 *   products by date_available for the home page's 'Новинки', `limit` 1–24 (default 8). The storefront calls it as
 *   `fetchLatestProducts()` in src/api/catalogue.ts.
 */
export async function productListRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: CatalogueRequest | null }>(
    '/back/product/list',
    { schema: { body: catalogueRequestSchema } },
    async (request) => success(await listProducts(app.db, request.body ?? {}, await customerGroupOf(request))),
  );

  app.post<{ Params: { id: number }; Body: CatalogueRequest | null }>(
    '/back/product/list/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: ID_PROPERTY } },
        body: catalogueRequestSchema,
      },
    },
    async (request) =>
      success(await listProducts(app.db, request.body ?? {}, await customerGroupOf(request), request.params.id)),
  );

  app.post('/back/product/hits', async (request) => {
    const rows = await app.db
      .selectFrom('product as p')
      .select(CARD_COLUMNS)
      .where('p.status', '=', true)
      .orderBy('p.viewed', 'desc')
      .orderBy('p.product_id')
      .limit(HITS_COUNT)
      .execute();
    return success(await toCards(app.db, rows, await customerGroupOf(request)));
  });

  registerCmsRoute(app, 'api/latest', {
    method: 'GET',
    schema: {
      querystring: {
        type: 'object',
        properties: { limit: { type: 'integer', minimum: 1, maximum: LATEST_MAX, default: LATEST_COUNT } },
      },
    },
    handler: async (request) => {
      const { limit } = request.query as { limit: number };
      const rows = await app.db
        .selectFrom('product as p')
        .select(CARD_COLUMNS)
        .where('p.status', '=', true)
        .orderBy('p.date_available', 'desc')
        .orderBy('p.product_id', 'desc')
        .limit(limit)
        .execute();
      return success(await toCards(app.db, rows, await customerGroupOf(request)));
    },
  });
}
