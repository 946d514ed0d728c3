import type { SystemContext } from '@chakra-ui/react';
import { SERVER_GLOBAL_ATTRIBUTE } from './emotion-cache';
import { storefrontSystem } from './theme';

/**
 * The storefront's design system as the browser's Chakra provider gets it. The provider writes the system's global
 * styles (Chakra's reset, the global CSS and every token as a CSS variable: some 30 KB) and its cascade layers' order
 * with Emotion's <Global>s. A page the server rendered carries both in its <head> already (src/web/render/
 * critical-styles.ts), and they never change while the shop is open: the provider then gets the system without them,
 * so that the browser neither works them out (Chakra's createSystem does so on first read in our build: scripts/parcel/
 * transformer-lazy-chakra-global.cjs) nor writes them again, and the server's tags stay as they are. A page the
 * browser draws itself (the private pages' shell) gets them from the whole system.
 */
export function browserSystem(document: Document): SystemContext {
  const system = storefrontSystem();
  if (!document.querySelector(`style[${SERVER_GLOBAL_ATTRIBUTE}]`)) return system;
  // The system's properties copied as they are defined (its global styles are a getter that works them out). The
  // layers' own functions are kept: Chakra's style functions wrap rules in them; only the order's statement goes.
  return Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(system),
      _global: { value: [], enumerable: true },
      layers: { value: { ...system.layers, atRule: '' }, enumerable: true },
    },
  ) as SystemContext;
}
