import type { DehydratedState } from '@tanstack/react-query';
import { scriptSafeJson } from '../../domain/text';
import { SHOP_STATE_ID } from './shop-state-id';

/** What the server hands the browser with a rendered page. */
export interface ShopState {
  /** TanStack Query's cache as the page was rendered from. */
  queries: DehydratedState;
  /** The page is the maintenance notice (the loader starts there and keeps asking). */
  maintenance: boolean;
  /** The shop's public address, which the page's canonical and Open Graph addresses are built on. */
  origin: string;
}

/** The hand-over as the text of its `<script type="application/json">` element. */
export function serialiseState(state: ShopState): string {
  return scriptSafeJson(state);
}

/** The server's hand-over as the page carries it, or undefined (a page the server did not render). */
export function readShopState(doc: Document): ShopState | undefined {
  const text = doc.getElementById(SHOP_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ShopState;
  } catch {
    return undefined;
  }
}
