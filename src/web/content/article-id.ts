/**
 * The article id of a route: a positive integer, 0 for "no id" (the list; a resolved news_main or blog_main page
 * has id 0), or null when the address holds something that is not an id (a not-found page).
 */
export function articleId(value: number | string | undefined): number | null {
  if (value === undefined || value === '' || value === 0 || value === '0') return 0;
  const text = String(value);
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}
