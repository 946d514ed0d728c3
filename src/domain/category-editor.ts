import { RICH_TEXT_MAX } from './content-kinds';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, PRODUCT_EDITOR_TEXT } from './product-editor';
import { keywordProblem } from './transliterate';

/**
 * A category as the back office's form holds it ('Категории', issue 16), and what is wrong with it: one set of rules
 * read by the form's statechart (named under each field before sending) and by the server (refused with the same
 * words), the parent's too — a category cannot go inside itself or one of its own subcategories.
 */

export interface CategoryEditorValues {
  name: string;
  /** 0 — a top-level category. */
  parent_id: number;
  /** The URL keyword; '' — made from the name. */
  keyword: string;
  /** Shown in the shop's menu and pages. */
  status: boolean;
  /** HTML, kept by the product descriptions' policy (no frames). */
  description: string;
  /** The picture's path under /image/, '' — none. */
  image: string;
  meta_title: string;
  meta_description: string;
  /** The filter groups the category's page offers (each with all its filters). */
  filter_group_ids: number[];
}

export const CATEGORY_NAME_MAX = 255;

export const EMPTY_CATEGORY: CategoryEditorValues = {
  name: '',
  parent_id: 0,
  keyword: '',
  status: true,
  description: '',
  image: '',
  meta_title: '',
  meta_description: '',
  filter_group_ids: [],
};

export const CATEGORY_EDITOR_TEXT = {
  nameMissing: 'Укажите название категории',
  nameLong: `Название — не длиннее ${CATEGORY_NAME_MAX} символов`,
  parentLoop: 'Категорию нельзя вложить в неё саму или в её подкатегорию',
  descriptionLong: 'Описание слишком длинное',
  metaTitle: PRODUCT_EDITOR_TEXT.metaTitle,
  metaDescription: PRODUCT_EDITOR_TEXT.metaDescription,
} as const;

export type CategoryEditorField = keyof CategoryEditorValues;
export type CategoryEditorProblems = Partial<Record<CategoryEditorField, string>>;

/** A category's place in the tree: enough to know what lies under it. */
export interface CategoryLink {
  category_id: number;
  parent_id: number;
}

/** The category and everything under it (its subcategories, theirs…): where it may not be put. */
export function categoryAndBelow(categoryId: number, tree: readonly CategoryLink[]): Set<number> {
  const below = new Set([categoryId]);
  for (let grown = true; grown;) {
    grown = false;
    for (const link of tree) {
      if (below.has(link.parent_id) && !below.has(link.category_id)) {
        below.add(link.category_id);
        grown = true;
      }
    }
  }
  return below;
}

/** The parent is the category itself or lies under it (null for a new category: nothing lies under it yet). */
export function parentProblem(
  categoryId: number | null,
  parentId: number,
  tree: readonly CategoryLink[],
): string | undefined {
  if (categoryId === null || parentId === 0) return undefined;
  return categoryAndBelow(categoryId, tree).has(parentId) ? CATEGORY_EDITOR_TEXT.parentLoop : undefined;
}

/** What is wrong with the category as typed, field by field (an empty object: it may be sent). */
export function categoryProblems(values: CategoryEditorValues): CategoryEditorProblems {
  const problems: CategoryEditorProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = CATEGORY_EDITOR_TEXT.nameMissing;
  else if (name.length > CATEGORY_NAME_MAX) problems.name = CATEGORY_EDITOR_TEXT.nameLong;
  const keyword = keywordProblem(values.keyword.trim());
  if (keyword) problems.keyword = keyword;
  if (values.description.length > RICH_TEXT_MAX) problems.description = CATEGORY_EDITOR_TEXT.descriptionLong;
  if (values.meta_title.length > META_TITLE_MAX) problems.meta_title = CATEGORY_EDITOR_TEXT.metaTitle;
  if (values.meta_description.length > META_DESCRIPTION_MAX)
    problems.meta_description = CATEGORY_EDITOR_TEXT.metaDescription;
  return problems;
}
