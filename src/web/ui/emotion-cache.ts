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
 * The storefront's style cache (Chakra's styles go through Emotion): one per rendering on the server, so that a page
 * carries each class once, and one in the browser, which takes over the server's style tags as it hydrates.
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [currentPrefixes] });
}
