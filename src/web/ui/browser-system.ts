import type { SystemContext } from '@chakra-ui/react';
import { system } from './theme';

/**
 * The storefront's design system as the browser's Chakra provider gets it. The provider writes the system's global
 * styles (Chakra's reset, the global CSS and every token as a CSS variable: some 30 KB) with Emotion's <Global>. A page
 * the server rendered carries them in its <head> already (a `css-global` tag, src/web/render/critical-styles.ts), and
 * they never change while the shop is open: the provider then gets the system without them, so the browser neither
 * works them out (Chakra's createSystem does so on first read in our build: scripts/parcel/
 * transformer-lazy-chakra-global.cjs) nor serialises them again at hydration. A page the browser draws itself (the
 * private pages' shell) gets them from the whole system.
 */
export function browserSystem(document: Document): SystemContext {
  if (!document.querySelector('style[data-emotion^="css-global "]')) return system;
  // The system's properties copied as they are defined (its global styles are a getter that works them out).
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(system), _global: { value: [], enumerable: true } },
  ) as SystemContext;
}
