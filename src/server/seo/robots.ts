/**
 * Pages a crawler has no business indexing: the shopper's own pages (cart, checkout and its success page, account,
 * sign-in and recovery, wishlist), search results (endless parameter combinations) and the back end's calls.
 */
export const DISALLOWED_PATHS = [
  '/cart',
  '/checkout',
  '/success',
  '/my-account',
  '/profile',
  '/login',
  '/create-account',
  '/recovery',
  '/change/',
  '/search',
  '/wishlist',
  '/favorite',
  '/admin',
  '/back/',
  '/cms/',
  '/api/',
] as const;

/** robots.txt for the shop at `base` (its public URL): everything else may be crawled; the sitemap is named. */
export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
