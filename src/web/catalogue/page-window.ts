/** One cell of a pagination bar: a page number or a gap ('…'). */
export type PageCell = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The pages a pagination bar shows (product §2 "pagination window offset 2"): the first and the last page, the current
 * one with up to `offset` pages either side, and a gap where pages are left out.
 */
export function pageWindow(current: number, total: number, offset = 2): PageCell[] {
  if (total <= 1) return [];
  const pages = new Set<number>([1, total]);
  for (let page = current - offset; page <= current + offset; page++) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const cells: PageCell[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous === 2) cells.push({ type: 'page', page: page - 1 });
    else if (previous !== undefined && page - previous > 2) cells.push({ type: 'gap', key: `gap-${previous}` });
    cells.push({ type: 'page', page });
  });
  return cells;
}
