/**
 * The session cookie is httpOnly: the storefront's script cannot see whether the browser has a session. Beside it the
 * server keeps this readable mark, set and cleared with the session cookie and brought in line on every request (a
 * session from before the mark existed gets it with its next page). It tells nothing but "a session exists"; what the
 * session holds is only ever read through the server. Without a session the storefront makes no call on its first
 * page view: the cart is known to be empty (`empty-cart.ts`).
 */
export const SESSION_MARK_COOKIE = 'shop_has_session';
export const SESSION_MARK_VALUE = '1';

/** Whether a `document.cookie` string carries the mark. */
export function hasSessionMark(cookies: string): boolean {
  return cookies.split(/;\s*/).includes(`${SESSION_MARK_COOKIE}=${SESSION_MARK_VALUE}`);
}
