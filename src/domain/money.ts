import { CURRENCY_SIGN } from './constants';
import { toFiniteNumber } from './to-number';

/**
 * The space used in prices, both between digit groups and before '₽': U+00A0 NO-BREAK SPACE. It is what
 * Intl.NumberFormat('ru-RU') emits in Node and Chromium today; some ICU builds use U+202F (narrow no-break space)
 * instead, so we normalise to U+00A0 and every environment prints the same string. A no-break space also keeps
 * '12 345 ₽' on one line. (Testing Library's default text matcher collapses it, so getByText('12 345 ₽') matches.)
 */
export const PRICE_SPACE = '\u00a0';

const groupFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0, useGrouping: true });

/** Whole roubles with Russian digit grouping and the rouble sign: 12345.6 → '12 346 ₽' (invalid → '0 ₽'). */
export function formatRoubles(value: number | string): string {
  // `+ 0` turns -0 (from rounding -0.4) into 0, so it never prints as '-0'.
  const roubles = Math.round(toFiniteNumber(value) ?? 0) + 0;
  const digits = groupFormat.format(roubles).replace(/[\s\u202f]/g, PRICE_SPACE);
  return `${digits}${PRICE_SPACE}${CURRENCY_SIGN}`;
}

/** The integer total in the add-to-cart reply's total text (§7: its second space-separated word), or null. */
export function parseTotalFromAddMessage(text: string | null | undefined): number | null {
  const word = (text ?? '').trim().split(/ +/)[1];
  if (word === undefined) return null;
  // Words split on ordinary spaces only; no-break spaces inside a grouped number are dropped ('12 345' → 12345).
  const digits = word.replace(/[\u00a0\u202f\u2009]/g, '');
  const total = Number.parseInt(digits, 10);
  return Number.isNaN(total) ? null : total;
}
