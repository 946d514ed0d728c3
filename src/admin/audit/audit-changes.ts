/** One field of a record that a change touched: as it was and as it became (undefined: not there). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an audit entry changed: the fields whose values differ between `before` and `after` (a record created has
 * every field of `after`; the version and the modification date, which every change moves, are left out).
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => field !== 'version' && field !== 'date_modified')
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: was[field], after: now[field] }));
}

/** A value as the log shows it: text as it is, nothing as '—', the rest as JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  return JSON.stringify(value);
}
