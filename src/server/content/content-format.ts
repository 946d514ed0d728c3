import { imageUrl as sharedImageUrl } from '../http/image-url';

/**
 * How content rows leave the server: image paths as URLs under /image/, page links as '/<keyword>', dates as
 * 'YYYY-MM-DD HH:mm:ss' (product §3 "date then time, date part year-month-day") in shop time.
 */

/**
 * A stored image path as the address the storefront loads, with its version and size (src/server/http/image-url.ts);
 * '' when there is none. Content paths may start with './' or 'image/' (CMS habits).
 */
export function imageUrl(path: string | null | undefined): string {
  return sharedImageUrl(contentImagePath(path)) ?? '';
}

/** A content image path without the CMS's leading './' or 'image/'. */
function contentImagePath(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/')) return path;
  return path.replace(/^(\.\.?\/)+/, '').replace(/^image\//, '');
}

/** An image path inside content HTML as a plain address under /image/ (the HTML's own `<img>`, unversioned). */
export function imageHref(path: string | null | undefined): string {
  const normalised = contentImagePath(path);
  if (!normalised) return '';
  return normalised.startsWith('/') || /^(https?:)?\/\//i.test(normalised) ? normalised : `/image/${normalised}`;
}

/** The storefront address of a page with a URL keyword (news, blog, product): one segment the server resolves. */
export function pageHref(keyword: string | null | undefined): string {
  return keyword ? `/${keyword}` : '';
}
