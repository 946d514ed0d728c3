/** A calendar day as the back office's date fields give it and the database keeps it: 'YYYY-MM-DD', a real day. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** '2026-12-31' as the shop writes it: '31.12.2026'. */
export const dayText = (iso: string): string => iso.split('-').reverse().join('.');

/** 'с 01.12.2026 по 31.12.2026', 'с 01.12.2026', 'по 31.12.2026', or `none` without either date. */
export function daysText(from: string | null, to: string | null, none: string): string {
  const parts = [from ? `с ${dayText(from)}` : '', to ? `по ${dayText(to)}` : ''];
  return parts.filter(Boolean).join(' ') || none;
}

/**
 * What is wrong with optional first and last days, by field: not a day (`text.date`), or the last before the first
 * (`text.order`, said of the last).
 */
export function dayRangeProblems<F extends string>(
  [first, last]: [string | null, string | null],
  [firstField, lastField]: [F, F],
  text: { date: string; order: string },
): Partial<Record<F, string>> {
  const problems: Partial<Record<F, string>> = {};
  if (first !== null && !isDay(first)) problems[firstField] = text.date;
  if (last !== null && !isDay(last)) problems[lastField] = text.date;
  if (first && last && !problems[firstField] && !problems[lastField] && last < first) problems[lastField] = text.order;
  return problems;
}
