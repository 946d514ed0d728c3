/**
 * product §7: a reply's data may be a list or "an object whose values are iterated as a list"; either way the caller
 * gets an array (anything else, e.g. null, is an empty list).
 */
export function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data !== null && typeof data === 'object') return Object.values(data) as T[];
  return [];
}
