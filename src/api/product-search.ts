import type { ProductSearchResult } from '../contract/catalogue';
import { http } from './http';
import { listOf } from './list-of';

export type { ProductSearchResult } from '../contract/catalogue';

export interface ProductSearchPage {
  products: ProductSearchResult[];
  /** How many products match in all. */
  total: number;
}

/**
 * GET /cms/index.php?route=module/isearch/ajaxget&k={query} (product §7), best match first: `limit` products (the server's
 * default is the dropdown's 5) of page `page` (from 1); the reply's X-Total-Count header counts all matches.
 */
async function getSearch(query: string, paging: { limit?: number; page?: number }, signal?: AbortSignal) {
  const path = `/cms/index.php?route=module/isearch/ajaxget&k=${encodeURIComponent(query)}`;
  const response = await http.get(path, { params: paging, signal });
  return {
    products: listOf<ProductSearchResult>(response.data),
    total: Number(response.headers['x-total-count'] ?? 0),
  };
}

/** Up to 5 products for a name or an article number (the header dropdown, the question form's product field). */
export async function searchProducts(query: string, signal?: AbortSignal): Promise<ProductSearchResult[]> {
  return (await getSearch(query, {}, signal)).products;
}

/** One page of the search page's results, and how many there are in all. */
export async function searchProductsPage(
  query: string,
  paging: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<ProductSearchPage> {
  return getSearch(query, paging, signal);
}
