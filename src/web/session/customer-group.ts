import { useSyncExternalStore } from 'react';
import { STORAGE_KEY } from '../../domain/constants';
import { type CustomerGroupId, toCustomerGroup } from '../../domain/customer-group';

/**
 * The shopper's customer group for prices and badges (SPEC §5, §6): 0 for a guest, else the stored user record's
 * `customerGroupId`. Every capability asks here, so the accounts work can move the source of truth to the auth
 * actor without touching the callers. (Until then it follows localStorage `userInfo`.)
 */
function readGroup(): CustomerGroupId {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY.USER_INFO);
    const record = raw ? (JSON.parse(raw) as { customerGroupId?: unknown }) : null;
    return toCustomerGroup(record?.customerGroupId);
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function useCustomerGroup(): CustomerGroupId {
  return useSyncExternalStore(subscribe, readGroup, () => 0);
}
