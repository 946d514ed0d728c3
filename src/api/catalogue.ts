import type {
  CardProduct,
  CategoryDetails,
  CategoryItem,
  FilterGroup,
  NewReview,
  ProductDetails,
  ProductPage,
  ReviewPage,
} from '../contract/catalogue';
import { getJson, postJson } from './http';

/**
 * The catalogue calls of product §7 (categories, filters, product lists, the product, its reviews, 'Новинки',
 * bestsellers, the review form). Prices come from the server already decided for the shopper's customer group:
 * `price` and `special` in whole roubles, `specials` the rows behind `special`.
 */

/** The reply and body types of these calls, as the contract defines them. */
export type * from '../contract/catalogue';

/** product §3 "Catalogue request config", as the storefront keeps it (the server reads every field as optional). */
export interface CatalogueConfig {
  namePage: string;
  category_id: number | null;
  filters: number[];
  current_page: number;
  /** The category trail (top level first), as the last reply gave it. */
  categories: number[];
}

/** POST /back/category/list {parent_id}: the sub-categories (0: the top level). */
export function fetchCategories(parentId: number): Promise<CategoryItem[]> {
  return postJson('/back/category/list', { parent_id: parentId });
}

/** POST /back/category/one {id}: what a category's page says of itself (description, picture, meta). */
export function fetchCategory(id: number): Promise<CategoryDetails> {
  return postJson('/back/category/one', { id });
}

/** POST /back/category/filters {category_id}: the filter groups of a category page. */
export function fetchCategoryFilters(categoryId: number): Promise<FilterGroup[]> {
  return postJson('/back/category/filters', { category_id: categoryId });
}

/** POST /back/product/list (config): one page of every product, a category's, or the products on sale. */
export function fetchProducts(config: CatalogueConfig): Promise<ProductPage> {
  return postJson('/back/product/list', config);
}

/** POST /back/product/list/{id} (config for filters and page): one page of a category's products. */
export function fetchCategoryProducts(categoryId: number, config: CatalogueConfig): Promise<ProductPage> {
  return postJson(`/back/product/list/${categoryId}`, config);
}

/** POST /back/product/one {id}. */
export function fetchProduct(id: number): Promise<ProductDetails> {
  return postJson('/back/product/one', { id });
}

/** POST /back/product/images {id}: the extra images. */
export function fetchProductImages(id: number): Promise<string[]> {
  return postJson('/back/product/images', { id });
}

/** POST /back/product/recommended {id}: similar products (quick view shows the first 3). */
export function fetchRecommended(id: number): Promise<CardProduct[]> {
  return postJson('/back/product/recommended', { id });
}

/** POST /back/product/review {id, page}: 5 reviews a page, newest first. */
export function fetchReviews(id: number, page: number): Promise<ReviewPage> {
  return postJson('/back/product/review', { id, page });
}

/** POST /back/review/add {name, product_id, text}: the new review's number. */
export function addReview(review: NewReview): Promise<number> {
  return postJson('/back/review/add', review);
}

/** POST /back/product/hits: the bestsellers (most viewed first). */
export function fetchHits(): Promise<CardProduct[]> {
  return postJson('/back/product/hits');
}

/**
 * GET /cms/index.php?route=api/latest (product §7 `GET api/latest`): the home page's 'Новинки', newest first by
 * date_available; 8 unless `limit` (1–24) says otherwise.
 */
export function fetchLatestProducts(limit?: number): Promise<CardProduct[]> {
  return getJson(`/cms/index.php?route=api/latest${limit === undefined ? '' : `&limit=${limit}`}`);
}
