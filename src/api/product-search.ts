import { http } from './http';
import { listOf } from './list-of';

/** One product found by the product search (SPEC §3: sku is `model` here, and results carry `href`). */
export interface ProductSearchResult {
  product_id: number;
  name: string;
  /** The article number (sku). */
  model: string;
  /** The product page, '/{product url}'. */
  href: string;
  /** Regular price, whole roubles. */
  price: number;
  /** The special price the shopper's group pays, or null. */
  special: number | null;
  image: string;
}

/**
 * GET /cms/index.php?route=module/isearch/ajaxget&k={query} (SPEC §7): up to 5 products matching a name or an
 * article number. The question form's product field uses it; the search dropdown and page may too.
 */
export async function searchProducts(query: string, signal?: AbortSignal): Promise<ProductSearchResult[]> {
  const path = `/cms/index.php?route=module/isearch/ajaxget&k=${encodeURIComponent(query)}`;
  const response = await http.get(path, { signal });
  return listOf<ProductSearchResult>(response.data);
}
