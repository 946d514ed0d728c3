import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import { codeProblem, emailProblem, problemsAfterEdit } from './form-problems';
import { errorText } from '../error-text';

/**
 * The back office's sign-in at /admin/login (issue 15): 'E-mail', 'Пароль', 'Войти'. A field left empty or an e-mail
 * that cannot be one is named under its field before anything is sent; the server's refusal (a wrong e-mail or
 * password, a disabled member, too many tries) is shown as it said it, and the form keeps what was typed. A member
 * with two-factor sign-in is then asked for the 'Код из приложения' (the second step): the session starts only with
 * the code, and a refused code is cleared for the next one; 'Другая учётная запись' goes back to the first step.
 */

export interface SignInValues {
  email: string;
  password: string;
  code: string;
}

export interface SignInContext extends SignInValues {
  /** What is wrong with each field, found before sending. */
  problems: { email?: string; password?: string; code?: string };
  /** The server's refusal, or null. */
  error: string | null;
}

/** What the sign-in call did: the member is in, or their password was right and the code from their app is due. */
export type SignInOutcome = 'signedIn' | 'codeRequired';

export type SignInEvent =
  { type: 'signIn.change'; values: Partial<SignInValues> } | { type: 'signIn.submit' } | { type: 'signIn.back' };

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

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
  },
  actors: {
    /** Resolves with what happened; rejects with an Error whose message is the server's words. */
    signIn: notProvided<SignInOutcome, { email: string; password: string; code?: string }>('signIn'),
  },
  actions: {
    /** The member is signed in: the app opens the page they came for. */
    signedIn: () => {},
    edit: assign(({ context, event }) => {
      assertEvent(event, 'signIn.change');
      return { ...event.values, problems: problemsAfterEdit(context.problems, event.values), error: null };
    }),
    /** At the second step only the code is typed: the e-mail and password stay as they were sent. */
    editCode: assign(({ context, event }) => {
      assertEvent(event, 'signIn.change');
      return { code: event.values.code ?? context.code, problems: {}, error: null };
    }),
  },
  guards: {
    fillable: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    codeFillable: ({ context }) => codeProblem(context.code) === undefined,
    /** The call's answer: the password was right and the code from the app is due. */
    codeDue: (_, params: { outcome: SignInOutcome }) => params.outcome === 'codeRequired',
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'staffSignIn',
  context: { email: '', password: '', code: '', problems: {}, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        // A field's problem goes as soon as that field is edited; the other's stays until the next 'Войти'.
        'signIn.change': { actions: 'edit' },
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
        onDone: [
          { guard: { type: 'codeDue', params: ({ event }) => ({ outcome: event.output }) }, target: 'askingCode' },
          { target: 'done', actions: 'signedIn' },
        ],
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => errorText(event.error, SIGN_IN_TEXT.failed) }),
        },
      },
    },
    /** 'Код из приложения': the password was right, the member's second step is due. */
    askingCode: {
      on: {
        'signIn.change': { actions: 'editCode' },
        'signIn.submit': [
          { guard: 'codeFillable', target: 'checkingCode', actions: assign({ problems: {}, error: null }) },
          { actions: assign({ problems: ({ context }) => ({ code: codeProblem(context.code) }) }) },
        ],
        'signIn.back': { target: 'editing', actions: assign({ password: '', code: '', problems: {}, error: null }) },
      },
    },
    checkingCode: {
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          code: context.code.replace(/\s/g, ''),
        }),
        onDone: [
          { guard: { type: 'codeDue', params: ({ event }) => ({ outcome: event.output }) }, target: 'askingCode' },
          { target: 'done', actions: 'signedIn' },
        ],
        // A wrong or used code: the next one from the app is typed afresh.
        onError: {
          target: 'askingCode',
          actions: assign({ code: '', error: ({ event }) => errorText(event.error, SIGN_IN_TEXT.failed) }),
        },
      },
    },
    done: { type: 'final' },
  },
});
