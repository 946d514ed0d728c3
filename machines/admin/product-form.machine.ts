import { EMPTY_PRODUCT, productProblems, type ProductEditorValues } from '../../src/domain/product-editor';
import { asTyped, recordFormMachine, type RecordSaved } from './record-form';

/**
 * A product in the back office's editor (issue 16): the record form (machines/admin/record-form.ts) with the product's
 * rules (src/domain/product-editor.ts, the server's own): a new one's address follows its name until one is typed, a
 * save goes with the version opened, a stale copy loads afresh and says so. A product is never deleted here (its
 * orders keep pointing at it): it is switched off.
 */

/** What the page shows beside the values: where the pictures show from (in the values' order), its page in the shop. */
export interface ProductShown {
  pictureUrls: string[];
  href: string;
}

export type ProductSaved = RecordSaved<ProductEditorValues, ProductShown>;

export const PRODUCT_FORM_TEXT = {
  loadFailed: 'Не удалось загрузить товар',
  failed: 'Не удалось сохранить товар, попробуйте ещё раз',
  saved: 'Товар сохранён',
  problems: 'Исправьте отмеченные поля',
  reloaded: 'Товар загружен заново: проверьте его и сохраните ещё раз.',
} as const;

export const productFormMachine = recordFormMachine<ProductEditorValues, ProductShown>({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/
  id: 'productForm',
  empty: EMPTY_PRODUCT,
  emptyShown: { pictureUrls: [], href: '' },
  nameField: 'name',
  problemsOf: (values) => productProblems(values),
  sent: asTyped,
  text: PRODUCT_FORM_TEXT,
});
