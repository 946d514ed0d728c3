import { contentImagePath } from '../http/content-image-paths';
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

/** The storefront address of a page with a URL keyword (news, blog, product): one segment the server resolves. */
export function pageHref(keyword: string | null | undefined): string {
  return keyword ? `/${keyword}` : '';
}
