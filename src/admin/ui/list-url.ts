import type { ListQuery } from '../../../machines/admin/list-query.machine';

/**
 * A queue's or list's address (`?status=rejected&q=крем&page=2`): which filters it has, each with the value a fresh
 * list takes and the values it accepts. Whatever is missing or cannot be read takes the fresh list's value, so any
 * address opens a list, and a fresh list is its plain path.
 */
export interface ListSpec {
  filters: Readonly<Record<string, { fresh: string; accepts: (value: string) => boolean }>>;
}

export const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);

/** A record's number in the address (a seminar, a product). */
export const anId = (value: string): boolean => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647;

export function readListQuery(search: string, spec: ListSpec): ListQuery {
  const params = new URLSearchParams(search);
  const text = (name: string) => (params.get(name) ?? '').trim();
  const filters = Object.fromEntries(
    Object.entries(spec.filters).map(([name, { fresh, accepts }]) => {
      const value = text(name);
      return [name, value !== '' && accepts(value) ? value : fresh];
    }),
  );
  const page = Number(text('page'));
  return {
    filters,
    q: text('q').slice(0, 100),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

/** The address of a query: only what differs from a fresh list. */
export function listSearch(query: ListQuery, spec: ListSpec): string {
  const params = new URLSearchParams();
  for (const [name, { fresh }] of Object.entries(spec.filters)) {
    const value = query.filters[name] ?? fresh;
    if (value !== fresh && value !== '') params.set(name, value);
  }
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
