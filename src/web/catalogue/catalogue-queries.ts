import { queryOptions } from '@tanstack/react-query';
import {
  fetchCategories,
  fetchCategory,
  fetchCategoryFilters,
  fetchCategoryProducts,
  fetchProductImages,
  fetchProducts,
  fetchReviews,
  type CatalogueConfig,
} from '../../api/catalogue';

export function categoriesQuery(parentId: number) {
  return queryOptions({ queryKey: ['categories', parentId], queryFn: () => fetchCategories(parentId) });
}

export function categoryQuery(categoryId: number) {
  return queryOptions({ queryKey: ['category', categoryId], queryFn: () => fetchCategory(categoryId) });
}

export function filtersQuery(categoryId: number) {
  return queryOptions({ queryKey: ['category-filters', categoryId], queryFn: () => fetchCategoryFilters(categoryId) });
}

/**
 * One page of a listing. `byPath` is /catalog/products/{id}: the category in the address (/back/product/list/{id});
 * otherwise the config says what to list (/back/product/list).
 */
export function productPageQuery(config: CatalogueConfig, byPath: boolean) {
  return queryOptions({
    queryKey: ['products', byPath ? 'by-path' : 'by-config', config],
    queryFn: () =>
      byPath && config.category_id !== null ? fetchCategoryProducts(config.category_id, config) : fetchProducts(config),
  });
}

export function productImagesQuery(id: number) {
  return queryOptions({ queryKey: ['product', id, 'images'], queryFn: () => fetchProductImages(id) });
}

export function reviewsQuery(id: number, page: number) {
  return queryOptions({ queryKey: ['product', id, 'reviews', page], queryFn: () => fetchReviews(id, page) });
}
