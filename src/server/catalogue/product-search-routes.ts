import Type from 'typebox';
import { ProductSearchResult, SearchQuery } from '../../contract/catalogue';
import { replies } from '../../contract/envelope';
import { SEARCH_MIN_CHARS } from '../../domain/constants';
import { registerCmsRoute } from '../http/cms-dispatch';
import { customerGroupOf } from '../http/customer-group';
import { success } from '../http/envelope';
import type { TypedApp } from '../http/typed-app';
import { normaliseQuery, searchProducts } from './product-search';

/** The reply header with the number of all matching products (the list in `data` is one page of them). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * product §7 product search `/cms/index.php?route=module/isearch/ajaxget&k={query}` (GET and POST): `data` is the list of
 * the best matching products, best first (see product-search.ts), each a product card priced for the caller's
 * customer group plus product §3's `model` (the sku) and `href`. `limit` (default 5, the dropdown's count) and `page`
 * (from 1) page through the rest; the `X-Total-Count` header says how many match in all. A query shorter than 2
 * characters finds nothing (product §5 "Search: minimum 2 characters"); a longer one than 100 is refused.
 */
export async function productSearchRoutes(app: TypedApp): Promise<void> {
  registerCmsRoute(app, 'module/isearch/ajaxget', {
    method: 'BOTH',
    // The count of all matches belongs to the answer, so it is kept with it.
    cache: { headers: [TOTAL_COUNT_HEADER] },
    schema: {
      operationId: 'productSearch',
      summary:
        'Поиск товаров по названию, описанию и артикулу; X-Total-Count — сколько найдено (точно до 1 000, дальше 1 000)',
      tags: ['Каталог'],
      querystring: SearchQuery,
      response: replies(Type.Array(ProductSearchResult)),
    },
    handler: async (request, reply) => {
      const { k, limit, page } = request.query;
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
