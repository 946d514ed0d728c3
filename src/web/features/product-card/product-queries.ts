import { queryOptions } from '@tanstack/react-query';
import { fetchProduct, fetchRecommended } from '../../../api/catalogue';

/** One cache entry per product, shared by quick view and the product page. */
export function productQuery(id: number) {
  return queryOptions({ queryKey: ['product', id], queryFn: () => fetchProduct(id) });
}

export function recommendedQuery(id: number) {
  return queryOptions({ queryKey: ['product', id, 'recommended'], queryFn: () => fetchRecommended(id) });
}
