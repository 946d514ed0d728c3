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
