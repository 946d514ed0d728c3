import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { emailProblem, problemsAfterEdit } from './form-problems';

/**
 * The back office's sign-in at /admin/login (issue 15): 'E-mail', 'Пароль', 'Войти'. A field left empty or an e-mail
 * that cannot be one is named under its field before anything is sent; the server's refusal (a wrong e-mail or
 * password, a disabled member, too many tries) is shown as it said it, and the form keeps what was typed.
 */

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignInContext extends SignInValues {
  /** What is wrong with each field, found before sending. */
  problems: { email?: string; password?: string };
  /** The server's refusal, or null. */
  error: string | null;
}

export type SignInEvent = { type: 'signIn.change'; values: Partial<SignInValues> } | { type: 'signIn.submit' };

export const SIGN_IN_TEXT = {
  emailMissing: 'Введите e-mail',
  emailInvalid: 'Проверьте e-mail: в нём нужны @ и домен, например owner@example.ru',
  passwordMissing: 'Введите пароль',
  /** When the server gave no words of its own (no connection). */
  failed: 'Не удалось войти, попробуйте ещё раз',
} as const;

function problemsOf({ email, password }: SignInValues): SignInContext['problems'] {
  const problems: SignInContext['problems'] = {};
  const emailWrong = emailProblem(email, { missing: SIGN_IN_TEXT.emailMissing, invalid: SIGN_IN_TEXT.emailInvalid });
  if (emailWrong) problems.email = emailWrong;
  if (password === '') problems.password = SIGN_IN_TEXT.passwordMissing;
  return problems;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : SIGN_IN_TEXT.failed);

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
  },
  actors: {
    /** Rejects with an Error whose message is the server's words. */
    signIn: notProvided<void, SignInValues>('signIn'),
  },
  actions: {
    /** The member is signed in: the app opens the page they came for. */
    signedIn: () => {},
  },
  guards: {
    fillable: ({ context }) => Object.keys(problemsOf(context)).length === 0,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'staffSignIn',
  context: { email: '', password: '', problems: {}, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'signIn.change': {
          // A field's problem goes as soon as that field is edited; the other's stays until the next 'Войти'.
          actions: assign(({ context, event }) => ({
            ...event.values,
            problems: problemsAfterEdit(context.problems, event.values),
            error: null,
          })),
        },
        'signIn.submit': [
          { guard: 'fillable', target: 'submitting', actions: assign({ problems: {}, error: null }) },
          { actions: assign({ problems: ({ context }) => problemsOf(context) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: { target: 'done', actions: 'signedIn' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
