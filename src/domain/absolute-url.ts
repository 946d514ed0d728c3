/**
 * An absolute address on the shop's public URL `base` (no trailing slash, as the server's config holds PUBLIC_URL),
 * percent-encoded as sitemaps, feeds and structured data require (RFC 3986). An address that is absolute already
 * stays on its own host.
 */
export function absoluteUrl(base: string, href: string): string {
  if (/^https?:\/\//i.test(href)) return new URL(href).href;
  if (href.startsWith('//')) return new URL(`https:${href}`).href;
  return new URL(`${base}${href.startsWith('/') ? '' : '/'}${href}`).href;
}
