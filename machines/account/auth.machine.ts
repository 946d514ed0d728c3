import { assign, setup } from 'xstate';
import type { UserInfo } from '../../src/domain/account';
import { notProvided } from '../not-provided';

/**
 * The shopper's login state (product §4 "Auth"), one actor for the whole shop.
 *
 * Logged in if a stored user record exists at start AND the server confirms the session (a server that cannot be
 * reached leaves the stored record in place; the profile page clears it when its own load fails). Logging in stores
 * the record and reprices everything for the customer's group; logging out asks the server first, then clears the
 * record, refreshes cart and wishlist, goes to / and resets the cart state.
 */

export interface AuthInput {
  /** The record stored under `userInfo` at start, or null. */
  storedUser: UserInfo | null;
}

export interface AuthContext {
  user: UserInfo | null;
}

export type AuthEvent =
  /** A login (password, registration, Telegram, VK) succeeded with this record. */
  | { type: 'auth.login'; user: UserInfo }
  /** The profile changed (save, avatar): store the new record. */
  | { type: 'auth.update'; user: UserInfo }
  | { type: 'auth.logout' }
  /** The server no longer knows the session (a profile call failed): forget it without asking the server. */
  | { type: 'auth.expired' };

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    /** Resolves to the server's record for the session cookie, or null when the server knows no session. */
    checkSession: notProvided<UserInfo | null>('checkSession'),
    logout: notProvided<void>('logout'),
  },
  actions: {
    /** localStorage userInfo / authUser := the record. */
    storeUser: () => {},
    /** Removes userInfo / authUser. */
    clearUser: () => {},
    /** Prices depend on the customer group: the data cache is invalidated so every price reloads. */
    invalidatePrices: () => {},
    /** Hooks the cart and wishlist capabilities register (they come with their own issues). */
    refreshCart: () => {},
    refreshWishlist: () => {},
    resetCart: () => {},
    goHome: () => {},
    reportLogoutError: () => {},
  },
  guards: {
    hasStoredUser: ({ context }) => context.user !== null,
    /** Asked of an actor's reply: the transition passes the reply's output. */
    sessionConfirmed: (_, { output }: { output: unknown }) => output != null,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'auth',
  context: ({ input }) => ({ user: input.storedUser }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStoredUser', target: 'checking' }, { target: 'loggedOut' }],
    },
    checking: {
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'sessionConfirmed', params: ({ event }) => ({ output: event.output }) },
            target: 'loggedIn',
            actions: [assign({ user: ({ event }) => event.output }), 'storeUser'],
          },
          { target: 'loggedOut', actions: [assign({ user: null }), 'clearUser', 'invalidatePrices'] },
        ],
        // No answer: keep the stored record rather than log someone out for a network hiccup.
        onError: { target: 'loggedIn' },
      },
    },
    loggedOut: {
      on: {
        'auth.login': {
          target: 'loggedIn',
          actions: [
            assign({ user: ({ event }) => event.user }),
            'storeUser',
            'invalidatePrices',
            'refreshCart',
            'refreshWishlist',
          ],
        },
      },
    },
    loggedIn: {
      on: {
        'auth.login': {
          // Stryker disable next-line StringLiteral: loggedIn has no entry, exit or invocation, so a self-transition that re-enters it, one that does not, and a targetless one all do the same
          target: 'loggedIn',
          // Stryker disable next-line BooleanLiteral: as above
          reenter: true,
          actions: [
            assign({ user: ({ event }) => event.user }),
            'storeUser',
            'invalidatePrices',
            'refreshCart',
            'refreshWishlist',
          ],
        },
        'auth.update': { actions: [assign({ user: ({ event }) => event.user }), 'storeUser'] },
        'auth.logout': 'loggingOut',
        'auth.expired': {
          target: 'loggedOut',
          actions: [
            assign({ user: null }),
            'clearUser',
            'invalidatePrices',
            'refreshCart',
            'refreshWishlist',
            'resetCart',
          ],
        },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        onDone: {
          target: 'loggedOut',
          actions: [
            assign({ user: null }),
            'clearUser',
            'invalidatePrices',
            'refreshCart',
            'refreshWishlist',
            'goHome',
            'resetCart',
          ],
        },
        onError: { target: 'loggedIn', actions: 'reportLogoutError' },
      },
    },
  },
});
