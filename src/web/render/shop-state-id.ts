/**
 * The element that carries the server's data cache into the page, read once before hydration. A module of its own:
 * the entry (index.ts) only asks whether the page has it, and takes nothing else of the hand-over with it.
 */
export const SHOP_STATE_ID = 'shop-state';
