import { STORAGE_KEY } from '../../domain/constants';

/**
 * product §4: on the very first load (no `hasReset` marker) all local storage and cookies are wiped once, then the
 * marker is set. It runs before anything reads storage, so data left by an older version of the shop never leaks in.
 * Only cookies the page can read are removed; the server's httpOnly session cookie is the server's business.
 *
 * Returns true when it wiped.
 */
export function resetOnFirstLoad(storage: Storage = window.localStorage, doc: Document = document): boolean {
  try {
    if (storage.getItem(STORAGE_KEY.HAS_RESET) !== null) return false;
    storage.clear();
    clearReadableCookies(doc);
    storage.setItem(STORAGE_KEY.HAS_RESET, 'true');
    return true;
  } catch (error) {
    // Storage can be switched off (private modes, policies): the shop still opens, just without persistence.
    console.error('Не удалось очистить хранилище при первом запуске', error);
    return false;
  }
}

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';

function clearReadableCookies(doc: Document): void {
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    // A cookie is removed only with the path it was set with: try the site root and the current path.
    doc.cookie = `${name}=; ${EXPIRED}; path=/`;
    doc.cookie = `${name}=; ${EXPIRED}`;
  }
}
