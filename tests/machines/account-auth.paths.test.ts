import { authMachine } from '../../machines/account/auth.machine';
import { ANNA, ANNA_RENAMED, PRO, examples } from './account-fixtures';
import { describePathTests, type StateCheckArgs } from './harness/path-model';
import { type Scenario, startScenario } from './harness/scenario';

// Every path of the auth actor (product §4 "Auth"): a stored record is confirmed by the server or dropped; login stores
// and reprices; logout asks the server first, then clears, refreshes cart and wishlist, goes home, resets the cart.

const CONFIRMED = `done: checkSession (output ${JSON.stringify(ANNA)})`;
const UNKNOWN_SESSION = 'done: checkSession (output null)';

/** What must have happened, counted from the path so far: the same in every state. */
function effects({ count, actions }: StateCheckArgs<typeof authMachine>) {
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

// Examples: the session at start, login, update, expiry and logout, with the hooks each one runs (product §2 "Account
// area": "Logout ends the session, refreshes cart and wishlist data, goes to / and resets cart state"; §4 "Auth").

type AuthRun = Scenario<typeof authMachine>;
const HOOKS = ['storeUser', 'clearUser', 'invalidatePrices', 'refreshCart', 'refreshWishlist', 'resetCart', 'goHome'];
/** The hooks that ran, each once (none twice). */
function ran(run: AuthRun): string[] {
  for (const hook of HOOKS) expect(run.actions[hook].mock.calls.length, hook).toBeLessThanOrEqual(1);
  return HOOKS.filter((hook) => run.actions[hook].mock.calls.length > 0);
}

async function loggedInAs(user = ANNA): Promise<AuthRun> {
  const run = await startScenario(authMachine, { input: { storedUser: null } });
  await run.send({ type: 'auth.login', user });
  for (const hook of HOOKS) run.actions[hook].mockClear();
  return run;
}

describe('auth examples', () => {
  it('checks a stored session at start: confirmed, unknown to the server, or unanswered', async () => {
    let run = await startScenario(authMachine, { input: { storedUser: ANNA } });
    expect(run.value).toBe('checking');
    await run.done('checkSession', ANNA_RENAMED);
    expect(run.value).toBe('loggedIn');
    expect(run.context.user).toEqual(ANNA_RENAMED);
    expect(ran(run)).toEqual(['storeUser']);
    run = await startScenario(authMachine, { input: { storedUser: ANNA } });
    await run.done('checkSession', null);
    expect(run.value).toBe('loggedOut');
    expect(run.context.user).toBeNull();
    expect(ran(run)).toEqual(['clearUser', 'invalidatePrices']);
    // No answer: the stored record stays (a network hiccup logs nobody out).
    run = await startScenario(authMachine, { input: { storedUser: ANNA } });
    await run.fail('checkSession', new Error('Network Error'));
    expect(run.value).toBe('loggedIn');
    expect(run.context.user).toEqual(ANNA);
    expect(ran(run)).toEqual([]);
    run = await startScenario(authMachine, { input: { storedUser: null } });
    expect(run.value).toBe('loggedOut');
    expect(run.invoked.checkSession).toEqual([]);
  });

  it('logs in, or in as someone else, storing the record and reloading prices, cart and wishlist', async () => {
    let run = await startScenario(authMachine, { input: { storedUser: null } });
    await run.send({ type: 'auth.login', user: ANNA });
    expect(run.value).toBe('loggedIn');
    expect(run.context.user).toEqual(ANNA);
    expect(ran(run)).toEqual(['storeUser', 'invalidatePrices', 'refreshCart', 'refreshWishlist']);
    run = await loggedInAs(ANNA);
    await run.send({ type: 'auth.login', user: PRO });
    expect(run.value).toBe('loggedIn');
    expect(run.context.user).toEqual(PRO);
    expect(ran(run)).toEqual(['storeUser', 'invalidatePrices', 'refreshCart', 'refreshWishlist']);
  });

  it('stores an updated record without reloading anything', async () => {
    const run = await loggedInAs();
    await run.send({ type: 'auth.update', user: ANNA_RENAMED });
    expect(run.value).toBe('loggedIn');
    expect(run.context.user).toEqual(ANNA_RENAMED);
    expect(ran(run)).toEqual(['storeUser']);
  });

  it('drops an expired session with everything the customer saw, staying on the page', async () => {
    const run = await loggedInAs();
    await run.send({ type: 'auth.expired' });
    expect(run.value).toBe('loggedOut');
    expect(run.context.user).toBeNull();
    expect(ran(run)).toEqual(['clearUser', 'invalidatePrices', 'refreshCart', 'refreshWishlist', 'resetCart']);
  });

  it('logs out once the server agrees, going home; a refusal keeps the session and says so', async () => {
    let run = await loggedInAs();
    await run.send({ type: 'auth.logout' });
    expect(run.value).toBe('loggingOut');
    expect(run.context.user).toEqual(ANNA);
    await run.done('logout', undefined);
    expect(run.value).toBe('loggedOut');
    expect(run.context.user).toBeNull();
    expect(ran(run)).toEqual([
      'clearUser',
      'invalidatePrices',
      'refreshCart',
      'refreshWishlist',
      'resetCart',
      'goHome',
    ]);
    run = await loggedInAs();
    await run.send({ type: 'auth.logout' });
    await run.fail('logout', new Error('Network Error'));
    expect(run.value).toBe('loggedIn');
    expect(run.context.user).toEqual(ANNA);
    expect(ran(run)).toEqual([]);
    expect(run.actions.reportLogoutError).toHaveBeenCalledTimes(1);
  });
});
