import type {
  AdminProductList,
  ProductBulkBody,
  ProductBulkResult,
  ProductExportQuery,
  ProductImportPlan,
  ProductImportResult,
  ProductListQuery,
} from '../../contract/admin-products';
import type { ProductImportApply } from '../../../machines/admin/product-import.machine';
import { getJson, postFile, postJson } from '../../api/http';
import { ADMIN_API, staleAware } from './admin-api';

/** 'Товары' (src/server/admin/product-routes.ts): the list, its CSV and the bulk changes. */

export const fetchProducts = (query: ProductListQuery) =>
  getJson<AdminProductList>(`${ADMIN_API}/products`, { ...query });

/** The ticked products changed together, against the versions on screen (409 stale: StaleCopy). */
export const changeProducts = (body: ProductBulkBody) =>
  staleAware(() => postJson<ProductBulkResult>(`${ADMIN_API}/products/bulk`, body));

/** The CSV export's address for the products as filtered and sorted (the browser downloads it with the staff cookie). */
export function productsCsvHref(query: ProductExportQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return `${ADMIN_API}/products.csv${search ? `?${search}` : ''}`;
}

/** The CSV import's dry run: what the file would change and its bad rows; changes nothing. */
export const checkProductImport = (file: File) =>
  postFile<ProductImportPlan>(`${ADMIN_API}/products/import/check`, file);

/** Applies the checked file with the versions its dry run showed (409 stale: StaleCopy). */
export const applyProductImport = ({ file, versions }: ProductImportApply) =>
  staleAware(() =>
    postFile<ProductImportResult>(`${ADMIN_API}/products/import`, file, { versions: JSON.stringify(versions) }),
  );
