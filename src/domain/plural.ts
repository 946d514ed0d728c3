/** The three Russian plural forms: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 11–14, 25…). */
export type PluralForms = readonly [one: string, few: string, many: string];

export const ITEM_FORMS: PluralForms = ['товар', 'товара', 'товаров'];

/** Picks the Russian plural form for a count; negative counts use their absolute value, fractions their whole part. */
export function pluralRu(n: number, forms: PluralForms): string {
  const whole = Math.trunc(Math.abs(Number.isFinite(n) ? n : 0));
  const lastTwo = whole % 100;
  const last = whole % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** 'N товар/товара/товаров', as in 'Ваша корзина, 3 товара' and 'Избранное, 5 товаров' (product §2). */
export function itemsCountText(n: number): string {
  return `${n} ${pluralRu(n, ITEM_FORMS)}`;
}
