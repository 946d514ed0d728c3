/**
 * How content rows leave the server: image paths as URLs under /image/, page links as '/<keyword>', dates as
 * 'YYYY-MM-DD HH:mm:ss' (SPEC §3 "date then time, date part year-month-day") in shop time.
 */

/** The shop's clock: Moscow, UTC+3 all year (no daylight saving since 2014). */
const SHOP_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

export function shopDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // toISOString of the shifted instant reads as the wall-clock time in Moscow.
  return new Date(date.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

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
