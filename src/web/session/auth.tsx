import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { authMachine } from '../../../machines/account/auth.machine';
import { fetchSession, logout } from '../../api/account';
import type { UserInfo } from '../../domain/account';
import { PERSISTED_KEY, STORAGE_KEY } from '../../domain/constants';
import { usePersistedState } from './persisted-state-gate';
import { inspect } from '../ui/inspect';
import { toastError } from '../ui/toaster';
import { runSessionHook } from './session-hooks';
import { useAfterHydration } from './hydration';

export type AuthActor = ActorRefFrom<typeof authMachine>;

const AuthContext = createContext<AuthActor | null>(null);

export const LOGOUT_ERROR_TEXT = 'Не удалось выйти, попробуйте ещё раз';

/** A stored `userInfo` counts only if it looks like a user record: a positive customer id. */
function isUserRecord(record: unknown): record is UserInfo {
  return (
    typeof record === 'object' &&
    record !== null &&
    'customer_id' in record &&
    typeof record.customer_id === 'number' &&
    record.customer_id > 0
  );
}

export function toStoredUser(record: Record<string, unknown> | null): UserInfo | null {
  return isUserRecord(record) ? record : null;
}

function store(user: UserInfo | null): void {
  try {
    if (user) {
      localStorage.setItem(STORAGE_KEY.USER_INFO, JSON.stringify(user));
      localStorage.setItem(PERSISTED_KEY.AUTH_USER, JSON.stringify({ userAuth: true, customer_id: user.customer_id }));
    } else {
      localStorage.removeItem(STORAGE_KEY.USER_INFO);
      localStorage.removeItem(PERSISTED_KEY.AUTH_USER);
    }
  } catch (error) {
    console.error('Не удалось сохранить данные пользователя', error);
  }
}

/**
 * The auth actor, created once for the whole shop (every capability reads the customer and their group from it):
 * it starts from the stored `userInfo`, asks the server to confirm the session, and plugs in the shop's effects:
 * storage, the data cache (prices reload on login and logout), the cart/wishlist hooks and navigation.
 */
export function AuthProvider({ navigate, children }: { navigate: (to: string) => void; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { userInfo } = usePersistedState();
  const [machine] = useState(() =>
    authMachine.provide({
      actors: {
        checkSession: fromPromise(async () => {
          const session = await fetchSession();
          return session.userAuth ? session.user : null;
        }),
        logout: fromPromise(() => logout()),
      },
      actions: {
        storeUser: ({ context }) => store(context.user),
        clearUser: () => store(null),
        invalidatePrices: () => void queryClient.invalidateQueries(),
        refreshCart: () => runSessionHook('refreshCart'),
        refreshWishlist: () => runSessionHook('refreshWishlist'),
        resetCart: () => runSessionHook('resetCart'),
        goHome: () => navigate('/'),
        reportLogoutError: () => toastError(LOGOUT_ERROR_TEXT),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { storedUser: toStoredUser(userInfo) }, inspect });
  return <AuthContext.Provider value={actor}>{children}</AuthContext.Provider>;
}

/** The auth actor, or null outside the shop's providers (a component rendered on its own in a test). */
export function useOptionalAuthActor(): AuthActor | null {
  return useContext(AuthContext);
}

export function useAuthActor(): AuthActor {
  const actor = useContext(AuthContext);
  if (!actor) throw new Error('AuthProvider is missing');
  return actor;
}

/** The logged-in customer's record, or null. */
export function useUser(): UserInfo | null {
  return useAfterHydration(
    useSelector(useAuthActor(), (snapshot) => snapshot.context.user),
    null,
  );
}
