/**
 * The one place where database values become JavaScript values, for both drivers.
 * `pg` returns int8 (count(*)) and numeric (prices) as strings, PGlite returns int8 as a number and numeric as a
 * string, and both turn `date` into a Date at midnight of some time zone. We read counts and money as numbers
 * (numeric(10, 2) is far inside the exact range of a double) and a calendar date as its 'YYYY-MM-DD' text.
 */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;
export const DATE_OID = 1082;

export type ValueParser = (text: string) => unknown;

export const valueParsers: Record<number, ValueParser> = {
  [INT8_OID]: (text) => Number(text),
  [NUMERIC_OID]: (text) => Number(text),
  [DATE_OID]: (text) => text,
};
