import { dayRangeProblems } from './calendar-day';
import { discountTitle, xPlusOneTitle } from './cart-totals';
import { formatRoubles } from './money';

/**
 * The promotions of product §3 as the owner edits them in the back office's 'Акции и подарки' (issue 16): x+1, a
 * percentage discount from a goods total, free gifts from a goods total, each for a customer group, with optional
 * dates. One check of a promotion's values, used by the form before sending and by the server before saving.
 */

export const PROMOTION_TYPES = ['x_plus_one', 'discount', 'present'] as const;
export type PromotionKind = (typeof PROMOTION_TYPES)[number];

export const PROMOTION_TYPE_NAME: Record<PromotionKind, string> = {
  x_plus_one: 'x+1: одна штука бесплатно',
  discount: 'Скидка от суммы корзины',
  present: 'Подарки от суммы корзины',
};

/** Who a promotion is for (§6: 0 every shopper, else the shopper's own group). */
export const PROMOTION_GROUP_NAME: Record<0 | 1 | 2, string> = {
  0: 'Все покупатели',
  1: 'Частные покупатели',
  2: 'Специалисты',
};

export const PROMOTION_COUNT_MAX = 99;
export const PROMOTION_GIFTS_MAX = 20;
/** The largest goods total a threshold may name, in whole roubles. */
export const PROMOTION_TOTAL_MAX = 10_000_000;

/** A promotion's values as saved (numbers in whole units; null where the kind has none). */
export interface PromotionValues {
  type: PromotionKind;
  customer_group_id: 0 | 1 | 2;
  /** x+1: units paid before one free; present: how many gifts. */
  product_count: number | null;
  /** discount: whole percent. */
  percent: number | null;
  /** discount and present: the goods total (whole roubles, inclusive) from which it applies. */
  total: number | null;
  /** present: the products offered as gifts. */
  gift_product_ids: number[];
  /** 'YYYY-MM-DD' or null. */
  date_start: string | null;
  date_end: string | null;
  /** Switched on. */
  status: boolean;
}

export const PROMOTION_TEXT = {
  count: `Сколько штук покупают — целое число от 1 до ${PROMOTION_COUNT_MAX}`,
  gifts: `Сколько подарков — целое число от 1 до ${PROMOTION_COUNT_MAX}`,
  percent: 'Скидка — целое число процентов от 1 до 100',
  total: 'Сумма корзины — целые рубли от 0',
  giftProducts: 'Выберите хотя бы один товар в подарок',
  tooManyGifts: `Подарков на выбор — не больше ${PROMOTION_GIFTS_MAX}`,
  date: 'Дата — ДД.ММ.ГГГГ',
  dateOrder: 'Акция заканчивается раньше, чем начинается',
} as const;

export type PromotionField = 'product_count' | 'percent' | 'total' | 'gift_product_ids' | 'date_start' | 'date_end';

const whole = (value: number | null, min: number, max: number) =>
  value !== null && Number.isInteger(value) && value >= min && value <= max;

/** What is wrong with a promotion's values, by field (empty when it can be saved). */
export function promotionProblems(values: PromotionValues): Partial<Record<PromotionField, string>> {
  const problems: Partial<Record<PromotionField, string>> = {};
  if (values.type === 'x_plus_one' && !whole(values.product_count, 1, PROMOTION_COUNT_MAX)) {
    problems.product_count = PROMOTION_TEXT.count;
  }
  if (values.type === 'present' && !whole(values.product_count, 1, PROMOTION_COUNT_MAX)) {
    problems.product_count = PROMOTION_TEXT.gifts;
  }
  if (values.type === 'discount' && !whole(values.percent, 1, 100)) problems.percent = PROMOTION_TEXT.percent;
  if (values.type !== 'x_plus_one' && !whole(values.total, 0, PROMOTION_TOTAL_MAX)) {
    problems.total = PROMOTION_TEXT.total;
  }
  if (values.type === 'present' && values.gift_product_ids.length === 0) {
    problems.gift_product_ids = PROMOTION_TEXT.giftProducts;
  }
  if (values.type === 'present' && values.gift_product_ids.length > PROMOTION_GIFTS_MAX) {
    problems.gift_product_ids = PROMOTION_TEXT.tooManyGifts;
  }
  const dates = dayRangeProblems([values.date_start, values.date_end], ['date_start', 'date_end'], {
    date: PROMOTION_TEXT.date,
    order: PROMOTION_TEXT.dateOrder,
  });
  return { ...problems, ...dates };
}

/** Only the fields a kind has: the others are null (a discount keeps no count, x+1 no total); an empty date is none. */
export function promotionValuesOf(values: PromotionValues): PromotionValues {
  return {
    ...values,
    product_count: values.type === 'discount' ? null : values.product_count,
    percent: values.type === 'discount' ? values.percent : null,
    total: values.type === 'x_plus_one' ? null : values.total,
    gift_product_ids: values.type === 'present' ? [...new Set(values.gift_product_ids)].sort((a, b) => a - b) : [],
    date_start: values.date_start || null,
    date_end: values.date_end || null,
  };
}

/** What a promotion gives, in words: 'Акция 3+1', 'Скидка 10% от 10 000 ₽', '1 подарок от 5 000 ₽'. */
export function promotionSummary(
  values: Pick<PromotionValues, 'type' | 'product_count' | 'percent' | 'total'>,
): string {
  const from = `от ${formatRoubles(values.total ?? 0)}`;
  if (values.type === 'x_plus_one') return xPlusOneTitle(values.product_count ?? 0);
  if (values.type === 'discount') return `${discountTitle(values.percent ?? 0)} ${from}`;
  return `Подарки: ${values.product_count ?? 1} на выбор ${from}`;
}

/** A promotion as the back office lists it (the contract's AdminPromotion has this shape). */
export interface PromotionRecord extends Omit<PromotionValues, 'customer_group_id'> {
  promotion_id: number;
  customer_group_id: number;
  gifts: { product_id: number; name: string; sku: string }[];
  in_force: boolean;
  version: number;
  date_modified: string;
}

/** What a sample cart gets from the promotions (the contract's PromotionPreview has this shape). */
export interface PromotionPreviewResult {
  lines: { product_id: number; name: string; quantity: number; price: number; total: number }[];
  totals: { code: string; title: string; value: number; text: string }[];
  total: number;
  gift_count: number;
  gifts: { product_id: number; name: string; sku: string }[];
}
