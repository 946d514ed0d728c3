import Type from 'typebox';
import { CardProduct, CatalogueRequest, LatestQuery, ProductPage } from '../../contract/catalogue';
import { IdBody, replies } from '../../contract/envelope';
import { registerCmsRoute } from '../http/cms-dispatch';
import { CACHED, type CachedAnswerPolicy } from '../http/cached-answers';
import { customerGroupOf } from '../http/customer-group';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import { CARD_COLUMNS, toCards } from './product-cards';
import { listProducts } from './product-list';

/** Bestsellers (/back/product/hits): the most viewed products. */
export const HITS_COUNT = 8;

/**
 * A catalogue page's answer is decided by its category, filters and page: the trail of categories the storefront
 * sends along (`categories`) is ignored by the server, so it does not split the kept answers.
 */
const PAGE_ANSWER: CachedAnswerPolicy = {
  key: (request) => {
    const body = (request.body ?? {}) as NonNullable<CatalogueRequest>;
    const filters = [...new Set(body.filters ?? [])].sort((a, b) => a - b);
    return [request.params, body.namePage ?? '', body.category_id ?? null, filters, body.current_page ?? 1];
  },
};

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
export async function productListRoutes(app: TypedApp): Promise<void> {
  app.post(
    '/back/product/list',
    {
      schema: {
        operationId: 'productList',
        summary: 'Страница каталога: все товары, товары категории или акции (12 на странице)',
        tags: ['Каталог'],
        body: CatalogueRequest,
        response: replies(ProductPage),
      },
      config: { cachedAnswer: PAGE_ANSWER },
    },
    async (request) => success(await listProducts(app.db, request.body ?? {}, await customerGroupOf(request))),
  );

  app.post(
    '/back/product/list/:id',
    {
      schema: {
        operationId: 'categoryProductList',
        summary: 'Страница товаров категории {id} с фильтрами и номером страницы из тела',
        tags: ['Каталог'],
        params: IdBody,
        body: CatalogueRequest,
        response: replies(ProductPage),
      },
      config: { cachedAnswer: PAGE_ANSWER },
    },
    async (request) =>
      success(await listProducts(app.db, request.body ?? {}, await customerGroupOf(request), request.params.id)),
  );

  const hits = {
    operationId: 'productHits',
    summary: 'Хиты продаж: самые просматриваемые товары',
    tags: ['Каталог'],
    response: replies(Type.Array(CardProduct)),
  };
  // The view counts behind the order change without a catalogue change: kept for ANSWER_MAX_AGE_MS at most.
  app.post('/back/product/hits', { schema: hits, config: CACHED }, async (request) => {
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
    cache: CACHED.cachedAnswer,
    schema: {
      operationId: 'latestProducts',
      summary: 'Новинки для главной страницы: самые новые по date_available',
      tags: ['Каталог'],
      querystring: LatestQuery,
      response: replies(Type.Array(CardProduct)),
    },
    handler: async (request) => {
      const { limit } = request.query;
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
