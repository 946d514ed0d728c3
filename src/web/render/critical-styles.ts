import type { EmotionCache } from '@emotion/cache';
import { createStyleCache, SERVER_GLOBAL_ATTRIBUTE, SERVER_RULES_ATTRIBUTE } from '../ui/emotion-cache';

/**
 * A page's styles for its <head>, written once (issue 14). Left to itself, Emotion on the server writes each
 * component's rules in a <style> just before the component's markup: some 120 tags through the body of the home page,
 * which the browser parses where they stand and then parses again when the style cache moves them into <head> before
 * hydrating. In Emotion's compat mode the server's cache keeps the rules instead (this is what @emotion/server's
 * extractCriticalToChunks reads); the page is collected in full anyway, so they go in <head>, in the order the page
 * asked for them: `data-server-rules="id id…"` for classes and keyframes (the browser's cache knows those ids at start
 * and inserts none of them again), `data-server-global="id"` for each <Global> (the browser's design system leaves
 * them out: ui/browser-system.ts). Emotion's own tags would be moved about by the browser's cache (ui/emotion-cache.ts).
 */
export interface ServerStyleCache {
  cache: EmotionCache;
  /**
   * The <style> tags of the rules the rendering inserted, in insertion order: the classes the page's markup uses (a
   * Suspense fallback rendered on the way is not in the page), the keyframes and the <Global>s.
   */
  styleTags(markup: string): string;
}

export function createServerStyleCache(): ServerStyleCache {
  const cache = createStyleCache();
  cache.compat = true;
  // The order rules were asked for: what the cascade saw when each came before its component. (The keys of
  // `inserted` would not do: an all-digit id, which a hash can be, comes first in an object's keys.)
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return { cache, styleTags: (markup) => styleTagsOf(cache, order, classesIn(cache, markup)) };
}

/** The ids of the cache's classes that the markup names (`css-<id>`). */
function classesIn(cache: EmotionCache, markup: string): Set<string> {
  const names = new RegExp(`${cache.key}-([a-zA-Z0-9_-]+)`, 'g');
  return new Set(Array.from(markup.matchAll(names), (match) => match[1] ?? ''));
}

/** A rule's text inside <style>: nothing in it may end the element (an address in a url() could hold `</style`). */
const inStyleElement = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

function styleTagsOf(cache: EmotionCache, order: readonly string[], used: ReadonlySet<string>): string {
  const tags: string[] = [];
  let ids: string[] = [];
  let rules = '';
  const flush = () => {
    if (ids.length > 0)
      tags.push(`<style ${SERVER_RULES_ATTRIBUTE}="${ids.join(' ')}">${inStyleElement(rules)}</style>`);
    ids = [];
    rules = '';
  };
  for (const id of new Set(order)) {
    const css = cache.inserted[id];
    if (typeof css !== 'string' || css === '') continue;
    const isClass = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (isClass && !used.has(id)) continue;
    // A <Global>'s rules: neither a class nor keyframes (named `animation-…`).
    if (!isClass && !id.startsWith('animation-')) {
      flush();
      tags.push(`<style ${SERVER_GLOBAL_ATTRIBUTE}="${id}">${inStyleElement(css)}</style>`);
    } else {
      ids.push(id);
      rules += css;
    }
  }
  flush();
  return tags.join('');
}
