import { loginFormMachine } from '../../machines/account/login-form.machine';
import { ANNA, examples } from './account-fixtures';
import { describePathTests, type StateCheckArgs } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the login form (product §2 "Login", §8): 'Войти' sends only a filled form; success hands over the record
// once; a failure shows its message and keeps what was typed.

const FILLED = { email: 'anna@example.ru', password: 'secret12' };
const SERVER_ERROR = new Error('Неверный e-mail или пароль');
const NETWORK_ERROR = new Error('Ошибка авторизации, попробуйте позже');

function lastError(args: StateCheckArgs<typeof loginFormMachine>): string | null {
  // The message of the last failed attempt, unless the form was edited since.
  const types = args.events.map((e) => e.type);
  const lastFailure = types.lastIndexOf('xstate.error.actor.0.loginForm.submitting');
  const lastChange = types.lastIndexOf('login.change');
  if (lastFailure < 0 || lastChange > lastFailure) return null;
  return (args.events[lastFailure] as unknown as { error: Error }).error.message;
}

await describePathTests(loginFormMachine, {
  events: examples({
    'login.change': [
      { type: 'login.change', values: FILLED },
      { type: 'login.change', values: { password: '' } },
      { type: 'login.change', values: { remember: true } },
    ],
  }),
  actors: { authenticate: { done: [ANNA], error: [SERVER_ERROR, NETWORK_ERROR] } },
  states: {
    editing: (args) => {
      const { context, count, actions } = args;
      expect(context.showPassword).toBe(count('login.togglePassword') % 2 === 1);
      expect(context.error).toBe(lastError(args));
      expect(actions.loggedIn).not.toHaveBeenCalled();
    },
    submitting: ({ context, invoked }) => {
      // Only a filled form is sent, with what was typed.
      expect(context.email).not.toBe('');
      expect(context.password).not.toBe('');
      expect(invoked.authenticate.at(-1)).toEqual({
        email: context.email,
        password: context.password,
        remember: context.remember,
      });
    },
    done: ({ snapshot, actions }) => {
      expect(snapshot.status).toBe('done');
      expect(actions.loggedIn).toHaveBeenCalledTimes(1);
    },
  },
});

// Examples: which forms go, what is sent, the toggle and a refusal (product §2 "Login", §8 "Login: the server's
// error").

describe('login form examples', () => {
  it('starts empty, the password hidden, the device not remembered; the toggle shows and hides it', async () => {
    const run = await startScenario(loginFormMachine);
    expect(run.context).toEqual({ email: '', password: '', remember: false, showPassword: false, error: null });
    await run.send({ type: 'login.togglePassword' });
    expect(run.context.showPassword).toBe(true);
    await run.send({ type: 'login.togglePassword' });
    expect(run.context.showPassword).toBe(false);
  });

  it("sends only with both fields filled, the e-mail trimmed and the password as typed ('Войти')", async () => {
    const table: [string, string, boolean][] = [
      ['', '', false],
      ['anna@example.ru', '', false],
      ['', 'secret12', false],
      ['   ', 'secret12', false],
      ['anna@example.ru', ' ', true],
      [' anna@example.ru ', 'secret12', true],
    ];
    for (const [email, password, sent] of table) {
      const run = await startScenario(loginFormMachine);
      await run.send({ type: 'login.change', values: { email, password, remember: true } });
      await run.send({ type: 'login.submit' });
      const label = JSON.stringify([email, password]);
      expect(run.value, label).toBe(sent ? 'submitting' : 'editing');
      if (sent) expect(run.invoked.authenticate).toEqual([{ email: email.trim(), password, remember: true }]);
    }
  });

  it("shows the server's message after a refusal, keeping what was typed until the next edit", async () => {
    const run = await startScenario(loginFormMachine);
    await run.send({ type: 'login.change', values: { email: 'anna@example.ru', password: 'secret12' } });
    await run.send({ type: 'login.submit' });
    await run.fail('authenticate', new Error('Неверный e-mail или пароль'));
    expect(run.value).toBe('editing');
    expect(run.context).toMatchObject({
      email: 'anna@example.ru',
      password: 'secret12',
      error: 'Неверный e-mail или пароль',
    });
    await run.send({ type: 'login.change', values: { password: 'secret13' } });
    expect(run.context).toMatchObject({ email: 'anna@example.ru', password: 'secret13', error: null });
  });
});
