import { assign, setup } from 'xstate';
import {
  promotionProblems,
  promotionValuesOf,
  type PromotionField,
  type PromotionKind,
  type PromotionRecord as AdminPromotion,
  type PromotionValues,
} from '../../src/domain/promotion-edit';
import { notProvided } from '../not-provided';
import { StaleCopy } from './stale-copy';

/**
 * The owner's 'Акции и подарки' (issue 16): the promotions load; 'Добавить акцию' and 'Изменить' open the form in a
 * dialog, checked before sending (the server checks the same rules), saved against the version on screen;
 * 'Выключить' / 'Включить' saves the promotion with its switch turned, at once; 'Удалить' asks first. A change made
 * from a copy someone else changed since it loaded is refused ('Запись изменена другим сотрудником'): the list loads
 * afresh and the owner decides again. Another refusal keeps the dialog with the server's words.
 */

export interface PromotionGiftChoice {
  product_id: number;
  name: string;
  sku: string;
}

/** The form as typed: numbers as text, dates as the date field holds them ('' for none). */
export interface PromotionForm {
  type: PromotionKind;
  group: '0' | '1' | '2';
  count: string;
  percent: string;
  total: string;
  gifts: PromotionGiftChoice[];
  dateStart: string;
  dateEnd: string;
  status: boolean;
}

/** What goes to the server: a new promotion (id null) or a save of one at the version on screen. */
export interface PromotionChange {
  id: number | null;
  version: number;
  values: PromotionValues;
}

export interface PromotionEditContext {
  promotions: AdminPromotion[];
  form: PromotionForm;
  /** The promotion the dialog edits or asks about (null: a new one). */
  target: AdminPromotion | null;
  problems: Partial<Record<PromotionField, string>>;
  /** The server's refusal, or null. */
  error: string | null;
  stale: boolean;
  /** What the page says after the last change went through. */
  done: string | null;
  /** The change is 'Выключить' / 'Включить' from the list (no dialog: a refusal is said on the page). */
  toggling: boolean;
}

export type PromotionEditEvent =
  | { type: 'promo.new' }
  | { type: 'promo.edit'; promotion: AdminPromotion }
  | { type: 'promo.change'; values: Partial<PromotionForm> }
  | { type: 'promo.submit' }
  | { type: 'promo.back' }
  | { type: 'promo.toggle'; promotion: AdminPromotion }
  | { type: 'promo.delete'; promotion: AdminPromotion }
  | { type: 'promo.confirm' }
  | { type: 'promo.retry' };

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

function problemsAfterEdit(
  problems: Partial<Record<PromotionField, string>>,
  edited: Partial<PromotionForm>,
): Partial<Record<PromotionField, string>> {
  if ('type' in edited) return {};
  const kept = { ...problems };
  for (const key of Object.keys(edited) as (keyof PromotionForm)[]) {
    for (const field of FIELD_OF[key] ?? []) delete kept[field];
  }
  return kept;
}

const messageOf = (error: unknown, otherwise: string) =>
  error instanceof Error && error.message ? error.message : otherwise;

export const promotionEditMachine = setup({
  types: {
    context: {} as PromotionEditContext,
    events: {} as PromotionEditEvent,
  },
  actors: {
    load: notProvided<AdminPromotion[], void>('load'),
    /** Resolves with the promotions as they are now; rejects with StaleCopy, or an Error with the server's words. */
    save: notProvided<AdminPromotion[], PromotionChange>('save'),
    remove: notProvided<AdminPromotion[], { id: number; version: number }>('remove'),
  },
  guards: {
    valid: ({ context }) => Object.keys(promotionProblems(valuesOf(context.form))).length === 0,
    stale: ({ event }) => 'error' in event && event.error instanceof StaleCopy,
  },
  actions: {
    forget: assign({ error: null, stale: false, done: null, problems: {} }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'promotionEdit',
  context: {
    promotions: [],
    form: EMPTY_PROMOTION_FORM,
    target: null,
    problems: {},
    error: null,
    stale: false,
    done: null,
    toggling: false,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'idle', actions: assign({ promotions: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => messageOf(event.error, PROMOTION_EDIT_TEXT.loadFailed) }),
        },
      },
    },
    loadFailed: {
      on: { 'promo.retry': { target: 'loading', actions: 'forget' } },
    },
    idle: {
      on: {
        'promo.new': {
          target: 'editing',
          actions: ['forget', assign({ target: null, form: EMPTY_PROMOTION_FORM, toggling: false })],
        },
        'promo.edit': {
          target: 'editing',
          actions: [
            'forget',
            assign(({ event }) => ({ target: event.promotion, form: formOf(event.promotion), toggling: false })),
          ],
        },
        'promo.toggle': {
          target: 'saving',
          actions: [
            'forget',
            assign(({ event }) => ({
              target: event.promotion,
              form: { ...formOf(event.promotion), status: !event.promotion.status },
              toggling: true,
            })),
          ],
        },
        'promo.delete': {
          target: 'confirmingDelete',
          actions: ['forget', assign({ target: ({ event }) => event.promotion })],
        },
      },
    },
    /** The form in its dialog: 'Добавить акцию' or 'Изменить акцию'. */
    editing: {
      tags: ['form'],
      on: {
        'promo.change': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, ...event.values },
            problems: problemsAfterEdit(context.problems, event.values),
            error: null,
          })),
        },
        'promo.submit': [
          { guard: 'valid', target: 'saving' },
          { actions: assign({ problems: ({ context }) => promotionProblems(valuesOf(context.form)) }) },
        ],
        'promo.back': { target: 'idle', actions: 'forget' },
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null, stale: false }),
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          id: context.target?.promotion_id ?? null,
          version: context.target?.version ?? 1,
          values: valuesOf(context.form),
        }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            promotions: event.output,
            done: context.target ? PROMOTION_EDIT_TEXT.saved : PROMOTION_EDIT_TEXT.created,
          })),
        },
        onError: [
          {
            guard: 'stale',
            target: 'loading',
            actions: assign({ error: ({ event }) => messageOf(event.error, PROMOTION_EDIT_TEXT.failed), stale: true }),
          },
          {
            // A switch turned from the list has no dialog: its refusal is said on the page.
            guard: ({ context }) => context.toggling,
            target: 'idle',
            actions: assign({ error: ({ event }) => messageOf(event.error, PROMOTION_EDIT_TEXT.failed) }),
          },
          {
            target: 'editing',
            actions: assign({ error: ({ event }) => messageOf(event.error, PROMOTION_EDIT_TEXT.failed) }),
          },
        ],
      },
    },
    /** 'Удалить акцию?' */
    confirmingDelete: {
      tags: ['confirm'],
      on: {
        'promo.confirm': 'deleting',
        'promo.back': { target: 'idle', actions: 'forget' },
      },
    },
    deleting: {
      tags: ['confirm', 'busy'],
      entry: assign({ error: null, stale: false }),
      invoke: {
        src: 'remove',
        input: ({ context }) => {
          const target = context.target;
          if (!target) throw new Error(PROMOTION_EDIT_TEXT.failed);
          return { id: target.promotion_id, version: target.version };
        },
        onDone: {
          target: 'idle',
          actions: assign({ promotions: ({ event }) => event.output, done: PROMOTION_EDIT_TEXT.deleted }),
        },
        onError: [
          {
            guard: 'stale',
            target: 'loading',
            actions: assign({ error: ({ event }) => messageOf(event.error, PROMOTION_EDIT_TEXT.failed), stale: true }),
          },
          {
            target: 'confirmingDelete',
            actions: assign({ error: ({ event }) => messageOf(event.error, PROMOTION_EDIT_TEXT.failed) }),
          },
        ],
      },
    },
  },
});
