import './ui/fonts.css';
// The carousels' own CSS goes with the first stylesheet, not with the page's script: a page the server rendered lays
// its carousels out before any script runs (loaded with the home page's code, the slides stood in a column first and
// jumped into place when it came: layout shift).
import 'swiper/css';
import 'swiper/css/effect-fade';
import { START_META_NAME, START_SCRIPT_PATH } from '../domain/start-script';
import { afterFirstPaint } from './render/after-first-paint';
import { SHOP_STATE_ID } from './render/shop-state-id';

/**
 * The storefront's entry, the one script index.html names: the stylesheet above, and the shop's code (start.tsx, a
 * bundle of its own) asked for once a page the server rendered has been painted. That page is whole without it, and
 * the code's download would otherwise share a slow line with what paints the page (fonts, the first picture), and its
 * start the main thread with the first paint. A page the browser draws itself (the private pages' shell) asks at once.
 *
 * The shop's code is an entry of the build of its own (package.json), not a chunk this script imports: Parcel then
 * scope-hoists it (a dynamically imported bundle has every module wrapped, and the minifier could drop nothing unused:
 * +19 KiB gzip), and a script element has it compiled while it streams in. The target builds it as a module, as this
 * one is (package.json's outputFormat): its parts then come by import(), and Parcel's runtime for scripts, which reads
 * an error's stack to find its own address, is not in it. An entry keeps its name: a page names it with its version
 * (src/domain/start-script.ts), and the server has it checked on every use at any other address.
 */
function start(): void {
  const script = document.createElement('script');
  script.type = 'module';
  // A page the server rendered names the start's current version, an address the browser keeps without asking again.
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${START_META_NAME}"]`);
  script.src = named?.content || START_SCRIPT_PATH;
  document.head.append(script);
}
if (document.getElementById(SHOP_STATE_ID)) afterFirstPaint(start);
else start();
