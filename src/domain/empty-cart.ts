import type { Cart } from './cart-reply';
import { computeCartTotals } from './cart-totals';

/**
 * The cart of a browser without a session. The server keeps carts against sessions, so such a browser's cart is
 * empty, and this is the reply the cart call gives it: the server answers with it, and the storefront starts from it
 * without asking when the browser shows it has no session (its session mark, `session-mark.ts`).
 */
export function emptyCart(): Cart {
  const { rows, total } = computeCartTotals({ lines: [], promotions: [], group: 0, voucher: null });
  return {
    products: [],
    cart: {},
    totals: rows.map(({ code, title, text, value }) => ({ code, title, text, value })),
    voucher: null,
    product_to_present: { status: false, totalCount: 0, currentCount: 0, products: [] },
    countItems: 0,
    total,
    hasCertificate: false,
  };
}
