import { SHOP_NAME, SHOP_TAGLINE } from '../../domain/shop-identity';

/** '<Page> — <shop>', or the shop name with what it is for the home page. */
export function documentTitle(page?: string): string {
  return page ? `${page} — ${SHOP_NAME}` : `${SHOP_NAME} — ${SHOP_TAGLINE}`;
}
