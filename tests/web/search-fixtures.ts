import type { ProductSearchResult } from '../../src/api/product-search';
import { card } from './catalogue-fixtures';
import type { Route } from './helpers/fake-backend';

/** Product search data as the server sends it, for the header dropdown and /search page tests. */

export function found(id: number, name: string): ProductSearchResult {
  const product = card(id, { name });
  return { ...product, model: product.sku, href: `/${product.url}` };
}

export const CREAMS = [
  found(1, 'Крем с гиалуроновой кислотой'),
  found(2, 'Крем-гель увлажняющий'),
  found(3, 'Крем для рук с мочевиной'),
  found(4, 'Крем для ног'),
  found(5, 'Крем солнцезащитный SPF 50'),
  found(6, 'Крем ночной'),
];

/** The fake back end's key of a search call (limit and page travel as separate parameters). */
export const searchKey = (query: string) =>
  `GET /cms/index.php?route=module/isearch/ajaxget&k=${encodeURIComponent(query)}`;

/** The dropdown's product search (5 at most) answering `results` for every prefix (2+ characters) of each query. */
export function searchRoutes(answers: Record<string, ProductSearchResult[]>): Record<string, Route> {
  const routes: Record<string, Route> = {};
  for (const [query, results] of Object.entries(answers)) {
    for (let n = 2; n <= query.length; n++) {
      routes[searchKey(query.slice(0, n))] = {
        status: 200,
        body: { result: 'success', data: results.slice(0, 5) },
        headers: { 'x-total-count': String(results.length) },
      };
    }
  }
  return routes;
}
