import { PERSISTED_KEY, STORAGE_KEY, TIMING_MS } from '../../domain/constants';
import { resetOnFirstLoad } from './first-load-reset';

/**
 * What the shell restores from localStorage at start (product §3 keys, §4 "logged in if a stored user record exists at
 * start"). The auth, cart, wishlist and history actors of later issues add their own keys here.
 */
export interface PersistedState {
  /** The stored user record (`userInfo`), or null for a guest. */
  userInfo: Record<string, unknown> | null;
  /** `cookie-warning` = true: the shopper accepted the cookie notice. */
  cookieAccepted: boolean;
  /** The wishlist as stored under `favorite` (raw JSON, read by the wishlist actor), or null. */
  favorite?: string | null;
  /** The cart as stored under `cartActions` (raw JSON, read by the cart actor), or null. */
  cartActions?: string | null;
}

export const EMPTY_PERSISTED_STATE: PersistedState = { userInfo: null, cookieAccepted: false };

function parseRecord(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const isRecord = typeof value === 'object' && value !== null && !Array.isArray(value);
    return isRecord ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function readPersistedState(storage: Storage): PersistedState {
  return {
    userInfo: parseRecord(storage.getItem(STORAGE_KEY.USER_INFO)),
    cookieAccepted: storage.getItem(STORAGE_KEY.COOKIE_WARNING) === 'true',
    favorite: storage.getItem(PERSISTED_KEY.FAVORITE),
    cartActions: storage.getItem(PERSISTED_KEY.CART_ACTIONS),
  };
}

/**
 * First-load reset, then one read of the persisted keys. Storage access is wrapped in a promise with the product §9
 * timeout (5000 ms) so a slow or broken store never keeps the shop closed: on timeout the shop starts as a guest.
 */
export function loadPersistedState(
  storage: () => Storage = () => window.localStorage,
  timeoutMs: number = TIMING_MS.PERSISTED_STATE_LOAD_TIMEOUT,
): Promise<PersistedState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const read = new Promise<PersistedState>((resolve) => {
    try {
      const store = storage();
      resetOnFirstLoad(store);
      resolve(readPersistedState(store));
    } catch (error) {
      console.error('Не удалось прочитать сохранённое состояние', error);
      resolve(EMPTY_PERSISTED_STATE);
    }
  });
  const timeout = new Promise<PersistedState>((resolve) => {
    timer = setTimeout(() => resolve(EMPTY_PERSISTED_STATE), timeoutMs);
  });
  return Promise.race([read, timeout]).finally(() => clearTimeout(timer));
}
