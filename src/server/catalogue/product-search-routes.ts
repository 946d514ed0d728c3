import type { FastifyInstance } from 'fastify';
import { SEARCH_MIN_CHARS } from '../../domain/constants';
import { registerCmsRoute } from '../http/cms-dispatch';
import { customerGroupOf } from '../http/customer-group';
import { success } from '../http/envelope';
import { normaliseQuery, SEARCH_LIMIT, SEARCH_PAGE_MAX, SEARCH_QUERY_MAX, searchProducts } from './product-search';

/** The reply header with the number of all matching products (the list in `data` is one page of them). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

interface SearchQuerystring {
  k: string;
  limit: number;
  page: number;
}

/**
 * product §7 product search `/cms/index.php?route=module/isearch/ajaxget&k={query}` (GET and POST): `data` is the list of
 * the best matching products, best first (see product-search.ts), each a product card priced for the caller's
 * customer group plus product §3's `model` (the sku) and `href`. `limit` (default 5, the dropdown's count) and `page`
 * (from 1) page through the rest; the `X-Total-Count` header says how many match in all. A query shorter than 2
 * characters finds nothing (product §5 "Search: minimum 2 characters"); a longer one than 100 is refused.
 */
export async function productSearchRoutes(app: FastifyInstance): Promise<void> {
  registerCmsRoute(app, 'module/isearch/ajaxget', {
    method: 'BOTH',
    schema: {
      summary: 'Поиск товаров по названию, описанию и артикулу',
      querystring: {
        type: 'object',
        required: ['k'],
        properties: {
          k: { type: 'string', maxLength: SEARCH_QUERY_MAX, description: 'Поисковый запрос (от 2 символов)' },
          limit: {
            type: 'integer',
            minimum: 1,
            maximum: SEARCH_LIMIT.MAX,
            default: SEARCH_LIMIT.DEFAULT,
            description: 'Сколько товаров вернуть',
          },
          page: { type: 'integer', minimum: 1, maximum: SEARCH_PAGE_MAX, default: 1, description: 'Страница, с 1' },
        },
      },
    },
    handler: async (request, reply) => {
      const { k, limit, page } = request.query as SearchQuerystring;
      const query = normaliseQuery(k);
      if (Array.from(query).length < SEARCH_MIN_CHARS) {
        void reply.header(TOTAL_COUNT_HEADER, '0');
        return success([]);
      }
      const found = await searchProducts(
        app.db,
        { query, limit, offset: (page - 1) * limit },
        await customerGroupOf(request),
      );
      void reply.header(TOTAL_COUNT_HEADER, String(found.total));
      return success(found.products);
    },
  });
}
