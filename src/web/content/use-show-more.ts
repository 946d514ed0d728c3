import { useEffect, useState } from 'react';

/**
 * A list that shows `first` items and `more` more per 'Показать ещё' (product §9 counts). Starts over when `resetKey`
 * changes (a new search, another article).
 */
export function useShowMore(first: number, more: number, resetKey?: unknown) {
  const [shown, setShown] = useState(first);
  useEffect(() => setShown(first), [first, resetKey]);
  return { shown, showMore: () => setShown((n) => n + more) };
}
