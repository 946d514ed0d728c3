import { authMachine } from '../../machines/account/auth.machine';
import { ANNA, ANNA_RENAMED, PRO, examples } from './account-fixtures';
import { describePathTests, type StateCheckArgs } from './harness/path-model';

// Every path of the auth actor (product §4 "Auth"): a stored record is confirmed by the server or dropped; login stores
// and reprices; logout asks the server first, then clears, refreshes cart and wishlist, goes home, resets the cart.

const CONFIRMED = `done: checkSession (output ${JSON.stringify(ANNA)})`;
const UNKNOWN_SESSION = 'done: checkSession (output null)';

/** What must have happened, counted from the path so far: the same in every state. */
function effects({ count, actions }: StateCheckArgs) {
  const logins = count('auth.login');
  const loggedOut = count('done: logout') + count('auth.expired');
  expect(actions.storeUser).toHaveBeenCalledTimes(logins + count('auth.update') + count(CONFIRMED));
  expect(actions.clearUser).toHaveBeenCalledTimes(loggedOut + count(UNKNOWN_SESSION));
  // Prices follow the group: every login and every logout reprices.
  expect(actions.invalidatePrices).toHaveBeenCalledTimes(logins + loggedOut + count(UNKNOWN_SESSION));
  expect(actions.refreshCart).toHaveBeenCalledTimes(logins + loggedOut);
  expect(actions.refreshWishlist).toHaveBeenCalledTimes(logins + loggedOut);
  expect(actions.resetCart).toHaveBeenCalledTimes(loggedOut);
  // Only a logout the server confirmed goes home.
  expect(actions.goHome).toHaveBeenCalledTimes(count('done: logout'));
  expect(actions.reportLogoutError).toHaveBeenCalledTimes(count('error: logout'));
}

await describePathTests(authMachine, {
  inputs: { guest: { storedUser: null }, 'stored record': { storedUser: ANNA } },
  events: examples({
    'auth.login': [
      { type: 'auth.login', user: ANNA },
      { type: 'auth.login', user: PRO },
    ],
    'auth.update': [{ type: 'auth.update', user: ANNA_RENAMED }],
  }),
  actors: {
    checkSession: { done: [ANNA, null], error: [new Error('Network Error')] },
    logout: { done: [undefined], error: [new Error('Network Error')] },
  },
  states: {
    checking: (args) => {
      // Only a stored record is checked, and nothing is stored or cleared before the server answers.
      expect(args.context.user).toEqual(ANNA);
      expect(args.invoked.checkSession).toHaveLength(1);
      effects(args);
    },
    loggedIn: (args) => {
      const { context, events } = args;
      // The record is the last one a login, the session check or an update gave (the stored one when unconfirmed).
      const last = [...events].reverse().find((e) => 'user' in e || e.type.startsWith('xstate.done.actor')) as
        { user?: unknown; output?: unknown } | undefined;
      expect(context.user).toEqual(last?.user ?? last?.output ?? ANNA);
      effects(args);
    },
    loggedOut: (args) => {
      expect(args.context.user).toBeNull();
      effects(args);
    },
    loggingOut: (args) => {
      // The server is asked first; nothing is cleared before it answers.
      expect(args.context.user).not.toBeNull();
      expect(args.invoked.logout.length).toBe(args.count('auth.logout'));
      effects(args);
    },
  },
});
