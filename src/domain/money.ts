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
