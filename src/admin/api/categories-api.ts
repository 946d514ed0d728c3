import type {
  AdminCategory,
  AdminCategoryTree,
  CategoryEditorRecord,
  CategoryFilterGroups,
} from '../../contract/admin-categories';
import type { CategoryEditorValues } from '../../domain/category-editor';
import { getJson, postJson } from '../../api/http';
import { ADMIN_API, staleAware } from './admin-api';

/** 'Категории' (src/server/admin/category-routes.ts): each change of the tree answers the tree as it is now. */

export const fetchCategoryTree = async (): Promise<AdminCategory[]> =>
  (await getJson<AdminCategoryTree>(`${ADMIN_API}/categories`)).categories;

/** Where a category goes among its siblings: 'Выше', 'Ниже', or the place it was dragged to. */
export type CategoryMove = { direction: 'up' | 'down' } | { position: number };

/** Moved at the version on screen (409 stale: StaleCopy). */
export const moveCategory = (id: number, version: number, move: CategoryMove) =>
  staleAware(
    async () =>
      (await postJson<AdminCategoryTree>(`${ADMIN_API}/categories/${id}/move`, { ...move, version })).categories,
  );

export const deleteCategory = (id: number, version: number) =>
  staleAware(
    async () => (await postJson<AdminCategoryTree>(`${ADMIN_API}/categories/${id}/delete`, { version })).categories,
  );

export const fetchCategory = (id: number) => getJson<CategoryEditorRecord>(`${ADMIN_API}/categories/${id}`);

export const fetchFilterGroups = async () =>
  (await getJson<CategoryFilterGroups>(`${ADMIN_API}/categories/filter-groups`)).filter_groups;

/** A new category, or a save of the one opened at `version` (409 'Запись изменена другим сотрудником': StaleCopy). */
export const saveCategory = (id: number | null, values: CategoryEditorValues, version: number) =>
  id === null
    ? postJson<CategoryEditorRecord>(`${ADMIN_API}/categories`, { values, version: 0 })
    : staleAware(() => postJson<CategoryEditorRecord>(`${ADMIN_API}/categories/${id}`, { values, version }));
