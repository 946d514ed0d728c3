import {
  promotionProblems,
  promotionValuesOf,
  type PromotionField,
  type PromotionKind,
  type PromotionRecord as AdminPromotion,
  type PromotionValues,
} from '../../src/domain/promotion-edit';
import type { RecordForm, RecordListInput, RecordProblems } from './record-list.machine';

/**
 * The owner's 'Акции и подарки' (issue 16) on the record-list statechart: 'Добавить акцию' and 'Изменить' open the
 * form in a dialog, checked before sending (the server checks the same rules), saved against the version on screen;
 * 'Выключить' / 'Включить' saves the promotion with its switch turned, at once; 'Удалить' asks first.
 */

export interface PromotionGiftChoice {
  product_id: number;
  name: string;
  sku: string;
}

/** The form as typed: numbers as text, dates as the date field holds them ('' for none). */
export type PromotionForm = {
  type: PromotionKind;
  group: '0' | '1' | '2';
  count: string;
  percent: string;
  total: string;
  gifts: PromotionGiftChoice[];
  dateStart: string;
  dateEnd: string;
  status: boolean;
};

export const PROMOTION_EDIT_TEXT = {
  loadFailed: 'Не удалось загрузить акции',
  failed: 'Не удалось сохранить акцию, попробуйте ещё раз',
  created: 'Акция добавлена',
  saved: 'Акция сохранена',
  deleted: 'Акция удалена',
  reloaded: 'Список акций загружен заново: проверьте акцию и повторите.',
} as const;

export const EMPTY_PROMOTION_FORM: PromotionForm = {
  type: 'discount',
  group: '0',
  count: '',
  percent: '',
  total: '',
  gifts: [],
  dateStart: '',
  dateEnd: '',
  status: true,
};

const text = (value: number | null) => (value === null ? '' : String(value));
const number = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed.trim().replace(',', '.')));

export function formOf(p: AdminPromotion): PromotionForm {
  return {
    type: p.type,
    group: String(p.customer_group_id) as PromotionForm['group'],
    count: text(p.product_count),
    percent: text(p.percent),
    total: text(p.total),
    gifts: p.gifts,
    dateStart: p.date_start ?? '',
    dateEnd: p.date_end ?? '',
    status: p.status,
  };
}

export function valuesOf(form: PromotionForm): PromotionValues {
  return promotionValuesOf({
    type: form.type,
    customer_group_id: Number(form.group) as 0 | 1 | 2,
    product_count: number(form.count),
    percent: number(form.percent),
    total: number(form.total),
    gift_product_ids: form.gifts.map((g) => g.product_id),
    date_start: form.dateStart || null,
    date_end: form.dateEnd || null,
    status: form.status,
  });
}

/** The fields of the form whose problems an edit clears (another kind of promotion clears them all). */
const FIELD_OF: Partial<Record<keyof PromotionForm, PromotionField[]>> = {
  count: ['product_count'],
  percent: ['percent'],
  total: ['total'],
  gifts: ['gift_product_ids'],
  dateStart: ['date_start', 'date_end'],
  dateEnd: ['date_start', 'date_end'],
};

function problemsAfterEdit(problems: RecordProblems, edited: RecordForm): RecordProblems {
  if ('type' in edited) return {};
  const kept = { ...problems };
  for (const key of Object.keys(edited) as (keyof PromotionForm)[]) {
    for (const field of FIELD_OF[key] ?? []) delete kept[field];
  }
  return kept;
}

/** The form the record-list statechart holds, as the promotion's (it only ever holds one built here). */
export const promotionFormOf = (form: RecordForm) => form as PromotionForm;

/** The list's input for the record-list statechart. */
export const PROMOTION_LIST: RecordListInput = {
  empty: EMPTY_PROMOTION_FORM,
  check: (form) => promotionProblems(valuesOf(promotionFormOf(form))),
  cleared: problemsAfterEdit,
  text: PROMOTION_EDIT_TEXT,
};
