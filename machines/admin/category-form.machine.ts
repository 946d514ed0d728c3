import { categoryProblems, EMPTY_CATEGORY, type CategoryEditorValues } from '../../src/domain/category-editor';
import { asTyped, recordFormMachine, type RecordSaved } from './record-form';

/**
 * A category in the back office's form ('Категории', issue 16): the record form (machines/admin/record-form.ts) with
 * the category's rules (src/domain/category-editor.ts, the server's own): a new one's address follows its name until
 * one is typed, a save goes with the version opened, a stale copy loads afresh and says so.
 */

/** What the page shows beside the values: where the picture shows from now, and the category's page in the shop. */
export interface CategoryShown {
  imageUrl: string;
  href: string;
}

export type CategorySaved = RecordSaved<CategoryEditorValues, CategoryShown>;

export const CATEGORY_FORM_TEXT = {
  loadFailed: 'Не удалось загрузить категорию',
  failed: 'Не удалось сохранить категорию, попробуйте ещё раз',
  saved: 'Категория сохранена',
  problems: 'Исправьте отмеченные поля',
  reloaded: 'Категория загружена заново: проверьте её и сохраните ещё раз.',
} as const;

export const categoryFormMachine = recordFormMachine<CategoryEditorValues, CategoryShown>({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/
  id: 'categoryForm',
  empty: EMPTY_CATEGORY,
  emptyShown: { imageUrl: '', href: '' },
  nameField: 'name',
  problemsOf: categoryProblems,
  sent: asTyped,
  text: CATEGORY_FORM_TEXT,
});
