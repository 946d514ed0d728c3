import Type from 'typebox';
import { BACKGROUND_COLOR, SHOP_NAME, SHOP_TAGLINE, THEME_COLOR } from '../../domain/shop-identity';

/** The installable app's icons, at the addresses seo-routes.ts serves them. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
] as const;

/** The Web App Manifest (/manifest.webmanifest): what a phone shows when the shop is added to its home screen. */
export function webManifest() {
  return {
    name: SHOP_NAME,
    short_name: SHOP_NAME,
    description: `${SHOP_NAME} — ${SHOP_TAGLINE}`,
    lang: 'ru',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS.map((icon) => ({ ...icon, purpose: 'any' })),
  };
}

const Text = Type.String();
/** The manifest's reply schema (the HTTP contract): the members webManifest() writes. */
export const WebManifest = Type.Object({
  name: Text,
  short_name: Text,
  description: Text,
  lang: Text,
  dir: Text,
  start_url: Text,
  scope: Text,
  display: Text,
  theme_color: Text,
  background_color: Text,
  icons: Type.Array(Type.Object({ src: Text, sizes: Text, type: Text, purpose: Text })),
});
