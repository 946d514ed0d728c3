import './ui/fonts.css';
// The carousels' own CSS goes with the first stylesheet, not with the page's script: a page the server rendered lays
// its carousels out before any script runs (loaded with the home page's code, the slides stood in a column first and
// jumped into place when it came: layout shift).
import 'swiper/css';
import 'swiper/css/effect-fade';
import { afterFirstPaint } from './render/after-first-paint';
import { SHOP_STATE_ID } from './render/shop-state';

/**
 * The storefront's entry, the one script index.html names: the stylesheet above, and the shop's code (start.tsx, a
 * bundle of its own) asked for once a page the server rendered has been painted. That page is whole without it, and
 * the code's download would otherwise share a slow line with what paints the page (fonts, the first picture), and its
 * start the main thread with the first paint. A page the browser draws itself (the private pages' shell) asks at once.
 */
const start = () => void import('./start');
if (document.getElementById(SHOP_STATE_ID)) afterFirstPaint(start);
else start();
