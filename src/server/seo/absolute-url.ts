/** An absolute address on the shop's public URL, percent-encoded as sitemaps and feeds require (RFC 3986). */
export function absoluteUrl(base: string, href: string): string {
  if (/^https?:\/\//i.test(href)) return new URL(href).href;
  if (href.startsWith('//')) return new URL(`https:${href}`).href;
  return new URL(`${base}${href.startsWith('/') ? '' : '/'}${href}`).href;
}
