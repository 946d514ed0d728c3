/**
 * The shop's name and colours, one place for the storefront (wordmark, titles, copyright) and the server (the web
 * manifest, the Yandex Market feed).
 */

/** The shop's wordmark and the letters of its logo mark. */
export const SHOP_BRAND = { word: 'Космецевтика', mark: 'BT' } as const;

/** The shop's name: document titles, home heading, copyright line, the feed and the installed app. */
export const SHOP_NAME = `${SHOP_BRAND.word} ${SHOP_BRAND.mark}`;

/** What the shop is, under its name (the logo, the home page's title, the manifest). */
export const SHOP_TAGLINE = 'профессиональная косметика';

/** The shop's phone (a demo number until the real one replaces it here) and its hours, for the header and e-mails. */
export const SHOP_PHONE = { display: '+7 (495) 120-45-67', href: 'tel:+74951204567' } as const;
export const SHOP_HOURS = 'Пн-Пт 10:00-18:00';

/** The brand colour (the logo's square; `theme-color` in src/web/index.html) and the page background. */
export const THEME_COLOR = '#0f766e';
export const BACKGROUND_COLOR = '#ffffff';

/** Where the Web App Manifest is served; every page's head points there. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
