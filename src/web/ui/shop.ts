/** The shop's wordmark and the letters of its logo mark. */
export const SHOP_BRAND = { word: 'Космецевтика', mark: 'BT' } as const;

/** The shop's name as the storefront shows it: document titles, home heading, copyright line. */
export const SHOP_NAME = `${SHOP_BRAND.word} ${SHOP_BRAND.mark}`;

/** '<Page> — <shop>', or the shop name alone for the home page. */
export function documentTitle(page?: string): string {
  return page ? `${page} — ${SHOP_NAME}` : `${SHOP_NAME} — профессиональная косметика`;
}
