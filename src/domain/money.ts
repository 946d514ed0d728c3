import { CURRENCY_SIGN } from './constants';
import { toFiniteNumber } from './to-number';

/**
 * The space used in prices, both between digit groups and before '₽': U+00A0 NO-BREAK SPACE, as
 * Intl.NumberFormat('ru-RU') groups in Node and Chromium (some ICU builds use U+202F, the narrow one). A no-break space
 * also keeps '12 345 ₽' on one line. (Testing Library's default text matcher collapses it, so getByText('12 345 ₽')
 * matches.)
 */
export const PRICE_SPACE = '\u00a0';

/**
 * Russian digit grouping of a whole number: threes from the right, from 1 000 on, a hyphen-minus before a negative
 * one; what Intl.NumberFormat('ru-RU') prints (tests/domain/money.test.ts holds the two together). Written out
 * because the browser's first Intl.NumberFormat loads the locale's data: 70–145 ms of a phone's start, in the task
 * that hydrates the page.
 */
function groupDigits(whole: number): string {
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, PRICE_SPACE);
  return whole < 0 ? `-${digits}` : digits;
}

/** Whole roubles with Russian digit grouping and the rouble sign: 12345.6 → '12 346 ₽' (invalid → '0 ₽'). */
export function formatRoubles(value: number | string): string {
  // `+ 0` turns -0 (from rounding -0.4) into 0, so it never prints as '-0'.
  const roubles = Math.round(toFiniteNumber(value) ?? 0) + 0;
  return `${groupDigits(roubles)}${PRICE_SPACE}${CURRENCY_SIGN}`;
}

/**
 * THE parser of an amount of money or a count that arrives from outside (a request body, a form field): whole
 * roubles only, as a JSON number or a string of plain digits. Everything else is null, so the caller answers 400:
 * fractions ('5000.5'), signs and -0, blanks and padding (' 5000'), exponents and non-finite numbers (1e400 parses as
 * Infinity), more than 15 digits (past what a double holds exactly and what the database's money columns take),
 * arrays, objects, booleans. Limits of the field (a certificate above 100 ₽…) are the caller's.
 */
export function parseRoubles(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0) && value < 1e15 ? value : null;
  }
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
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
