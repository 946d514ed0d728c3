/**
 * The shop's name and colours as crawlers, feeds and the installed app see them. The storefront's own constants live
 * in src/web/ui/shop.ts (SHOP_BRAND, SHOP_NAME), which the server may not import (.dependency-cruiser.cjs), so the
 * same words are written here; tests/server/seo-files.test.ts checks the two stay equal.
 */
export const SHOP_BRAND = { word: 'Космецевтика', mark: 'BT' } as const;
export const SHOP_NAME = `${SHOP_BRAND.word} ${SHOP_BRAND.mark}`;
export const SHOP_TAGLINE = 'профессиональная косметика';
/** The brand colour (the logo's square, `theme-color` in src/web/index.html). */
export const THEME_COLOR = '#0f766e';
export const BACKGROUND_COLOR = '#ffffff';

/** An absolute address on the shop's public URL, percent-encoded as sitemaps and feeds require (RFC 3986). */
export function absoluteUrl(base: string, href: string): string {
  if (/^https?:\/\//i.test(href)) return new URL(href).href;
  if (href.startsWith('//')) return new URL(`https:${href}`).href;
  return new URL(`${base}${href.startsWith('/') ? '' : '/'}${href}`).href;
}
