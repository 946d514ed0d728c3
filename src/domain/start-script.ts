/**
 * The storefront's start (the shop's code, src/web/start.tsx): an entry of the build, which Parcel names without a
 * content hash. A page the server rendered names the address to ask for in a <meta> of this name, with the start's
 * version (its content's hash) in the query: the browser then keeps it a year without asking again, and a new build's
 * pages name a new address. Without the <meta> (the private pages' shell) the plain address is checked on every use.
 */
export const START_SCRIPT_PATH = '/start.js';
export const START_META_NAME = 'shop-start';
/** The query parameter that carries the start's version. */
export const START_VERSION_PARAMETER = 'v';
