/**
 * How content rows leave the server: image paths as URLs under /image/, page links as '/<keyword>', dates as
 * 'YYYY-MM-DD HH:mm:ss' (product §3 "date then time, date part year-month-day") in shop time.
 */

/** A stored image path ('catalog/demo/x.svg') as the URL the storefront loads ('/image/catalog/demo/x.svg'). */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/')) return path;
  return `/image/${path.replace(/^(\.\.?\/)+/, '').replace(/^image\//, '')}`;
}

/** The storefront address of a page with a URL keyword (news, blog, product): one segment the server resolves. */
export function pageHref(keyword: string | null | undefined): string {
  return keyword ? `/${keyword}` : '';
}
