import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEY } from '../../domain/constants';
import { type CustomerGroupId, toCustomerGroup } from '../../domain/customer-group';
import { useOptionalAuthActor, type AuthActor } from './auth';

/**
 * The shopper's customer group for prices and badges (product §5, §6): 0 for a guest, else the logged-in customer's
 * `customerGroupId`, from the auth actor, so a login or logout reprices every card at once. (A component rendered
 * outside the shop's providers, e.g. alone in a test, falls back to the stored `userInfo`.)
 */
function readStoredGroup(): CustomerGroupId {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY.USER_INFO);
    const record = raw ? (JSON.parse(raw) as { customerGroupId?: unknown }) : null;
    return toCustomerGroup(record?.customerGroupId);
  } catch {
    return 0;
  }
}

function groupOf(actor: AuthActor): CustomerGroupId {
  return toCustomerGroup(actor.getSnapshot().context.user?.customerGroupId);
}

function subscribeTo(actor: AuthActor | null) {
  return (onChange: () => void) => {
    if (actor) {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    }
    window.addEventListener('storage', onChange);
    return () => window.removeEventListener('storage', onChange);
  };
}

export function useCustomerGroup(): CustomerGroupId {
  const actor = useOptionalAuthActor();
  const subscribe = useMemo(() => subscribeTo(actor), [actor]);
  return useSyncExternalStore(
    subscribe,
    () => (actor ? groupOf(actor) : readStoredGroup()),
    () => 0,
  );
}
