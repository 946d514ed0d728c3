import { assign, setup } from 'xstate';
import type { UserInfo } from '../../src/domain/account';
import { notProvided } from '../not-provided';
import { output } from '../params';

/**
 * The login form (product §2 "Login", §8): e-mail, password with a show/hide toggle, 'Запомнить устройство'. 'Войти'
 * sends it when both are filled; success hands the record to the auth actor ('Вы успешно авторизовались!'), a
 * failure shows the server's message (or 'Ошибка авторизации, попробуйте позже' without an answer) and the form
 * stays as typed.
 */

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginFormContext extends LoginValues {
  showPassword: boolean;
  /** The message under the form, or null. */
  error: string | null;
}

export type LoginFormEvent =
  { type: 'login.change'; values: Partial<LoginValues> } | { type: 'login.togglePassword' } | { type: 'login.submit' };

export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
  },
  actors: {
    /** Rejects with an Error whose message is the text to show. */
    authenticate: notProvided<UserInfo, LoginValues>('authenticate'),
  },
  actions: {
    /** Hands the record to the auth actor and shows 'Вы успешно авторизовались!'. */
    loggedIn: (_, _user: UserInfo) => {},
  },
  guards: {
    filled: ({ context }) => context.email.trim() !== '' && context.password !== '',
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'loginForm',
  context: { email: '', password: '', remember: false, showPassword: false, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.change': { actions: assign(({ context, event }) => ({ ...context, ...event.values, error: null })) },
        'login.togglePassword': { actions: assign({ showPassword: ({ context }) => !context.showPassword }) },
        'login.submit': { guard: 'filled', target: 'submitting' },
      },
    },
    submitting: {
      invoke: {
        src: 'authenticate',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          remember: context.remember,
        }),
        onDone: { target: 'done', actions: { type: 'loggedIn', params: output } },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
      },
    },
    done: { type: 'final' },
  },
});
