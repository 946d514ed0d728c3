import type { ProductEditorOptions, ProductEditorRecord } from '../../contract/admin-product-editor';
import type { ProductEditorValues } from '../../domain/product-editor';
import { getJson, postJson } from '../../api/http';
import { ADMIN_API, staleAware } from './admin-api';

/** The product editor's calls (src/server/admin/product-editor-routes.ts). */

export const fetchProductEditor = (id: number) => getJson<ProductEditorRecord>(`${ADMIN_API}/products/${id}`);

export const fetchProductEditorOptions = () => getJson<ProductEditorOptions>(`${ADMIN_API}/products/editor-options`);

/** A new product, or a save of the one opened at `version` (409 'Запись изменена другим сотрудником': StaleCopy). */
export const saveProductEditor = (id: number | null, values: ProductEditorValues, version: number) =>
  id === null
    ? postJson<ProductEditorRecord>(`${ADMIN_API}/products`, { values, version: 0 })
    : staleAware(() => postJson<ProductEditorRecord>(`${ADMIN_API}/products/${id}`, { values, version }));
