import { loginFormMachine } from '../../machines/account/login-form.machine';
import { ANNA, examples } from './account-fixtures';
import { describePathTests, type StateCheckArgs } from './harness/path-model';

// Every path of the login form (product §2 "Login", §8): 'Войти' sends only a filled form; success hands over the record
// once; a failure shows its message and keeps what was typed.

const FILLED = { email: 'anna@example.ru', password: 'secret12' };
const SERVER_ERROR = new Error('Неверный e-mail или пароль');
const NETWORK_ERROR = new Error('Ошибка авторизации, попробуйте позже');

function lastError(args: StateCheckArgs): string | null {
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
