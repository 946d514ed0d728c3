/**
 * How catalogue rows leave the server (the same conventions as the content calls, which the capability rule keeps in
 * their own folder): image paths as URLs under /image/, dates as 'YYYY-MM-DD HH:mm:ss' in shop time (product §3
 * "date then time, date part year-month-day").
 */

/** A stored image path ('catalog/demo/x.svg') as the URL the storefront loads ('/image/catalog/demo/x.svg?v=…'). */
export { imageUrl } from '../http/image-url';

/** The storefront address of a category: its one URL segment, which /back/url resolves. */
export function categoryHref(keyword: string): string {
  return `/${keyword}`;
}
