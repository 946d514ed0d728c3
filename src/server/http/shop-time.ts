/** The shop's clock: Moscow, UTC+3 all year (no daylight saving since 2014). */
const SHOP_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * A stored timestamp as every reply shows it: 'YYYY-MM-DD HH:mm:ss' in shop time (product §3 "date then time, date part
 * year-month-day"); '' for a missing or unreadable value. Shared by every capability's routes.
 */
export function shopDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // toISOString of the shifted instant reads as the wall-clock time in Moscow.
  return new Date(date.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A date and time typed in shop time ('YYYY-MM-DD HH:mm', also with 'T' or seconds, or a date alone: its midnight)
 * as the instant it names; null when it is not one.
 */
export function parseShopDateTime(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`);
  // '2026-02-30' rolls over in Date: a date that does not read back as typed is not one.
  if (Number.isNaN(date.getTime()) || shopDateTime(date).slice(0, 10) !== `${y}-${mo}-${d}`) return null;
  return date;
}
