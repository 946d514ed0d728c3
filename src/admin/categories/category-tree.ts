import type { AdminCategory } from '../../contract/admin-categories';

/** The tree's query: the list page and the form's parent choice share it (a save or a move refreshes both). */
export const TREE_QUERY = ['admin', 'categories'] as const;

/** How deep each category lies (0 — top level), from the tree in the menu's order (each parent before its own). */
export function depthsOf(tree: readonly AdminCategory[]): Map<number, number> {
  const depths = new Map<number, number>();
  for (const category of tree) depths.set(category.category_id, (depths.get(category.parent_id) ?? -1) + 1);
  return depths;
}

/** The category's siblings (itself among them) in the menu's order. */
export const siblingsOf = (tree: readonly AdminCategory[], category: AdminCategory) =>
  tree.filter((c) => c.parent_id === category.parent_id);
