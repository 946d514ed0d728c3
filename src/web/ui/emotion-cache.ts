import createCache, { type EmotionCache } from '@emotion/cache';
import { DECLARATION, prefixer, type Middleware } from 'stylis';

/**
 * The properties the browsers the shop supports (package.json's browserslist: the last two versions of each) still
 * need a vendor prefix for: Safari's -webkit-user-select and a few more. Emotion's default prefixer writes every
 * prefix of the last decade (-webkit-box, -ms-flexbox, -webkit-translate…, and each placeholder rule three times
 * over): a fifth of the CSS in every page, parsed before the page shows.
 */
const STILL_PREFIXED = new Set([
  'user-select',
  'backdrop-filter',
  'text-size-adjust',
  'box-decoration-break',
  'background-clip',
  'mask',
  'mask-image',
  'text-stroke',
]);

const currentPrefixes: Middleware = (element, index, children, callback) =>
  element.type === DECLARATION && typeof element.props === 'string' && STILL_PREFIXED.has(element.props)
    ? prefixer(element, index, children, callback)
    : undefined;

/**
 * The server's <style> tags in a page's <head> (render/critical-styles.ts): `data-server-rules="id id…"` holds the
 * classes' and keyframes' rules, `data-server-global="id"` Chakra's global styles (its reset, tokens and layer order).
 * Not Emotion's own `data-emotion` tags: Emotion moves each of those within <head> when its cache starts, and a moved
 * style sheet has the browser work out the whole page's styles and layout again (some 150 ms on a phone, in the
 * script's first task). These stay where the server put them.
 */
export const SERVER_RULES_ATTRIBUTE = 'data-server-rules';
export const SERVER_GLOBAL_ATTRIBUTE = 'data-server-global';

/**
 * The storefront's style cache (Chakra's styles go through Emotion): one per rendering on the server, so that a page
 * carries each class once, and one in the browser. Given the page, the browser's cache knows the rules the server's
 * tags carry and inserts none of them again.
 */
export function createStyleCache(page?: Document): EmotionCache {
  const cache = createCache({ key: 'css', stylisPlugins: [currentPrefixes] });
  for (const tag of page?.querySelectorAll(`style[${SERVER_RULES_ATTRIBUTE}]`) ?? []) {
    for (const id of tag.getAttribute(SERVER_RULES_ATTRIBUTE)?.split(' ') ?? []) cache.inserted[id] = true;
  }
  return cache;
}
