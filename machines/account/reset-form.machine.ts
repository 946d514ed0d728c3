import { assign, setup } from 'xstate';
import { checkResetPassword } from '../../src/domain/validation';
import { notProvided } from '../not-provided';

/**
 * The new-password form of a recovery link, change/{token} (product §2, §5, §8): two fields; 4–20 characters
 * ('пароль не может быть короче 4 и длинее 20 символов') and equal ('Пароли не совпадают') before it is sent; then
 * 'Пароль успешно изменен!' and /login. A server error (an expired or used link) is shown under the form.
 */

export interface ResetFormInput {
  token: string;
}

export interface ResetFormContext {
  token: string;
  password: string;
  retry: string;
  /** The rule broken on the last submit, or the server's message; null when none. */
  error: string | null;
}

export type ResetFormEvent =
  { type: 'reset.change'; values: Partial<Pick<ResetFormContext, 'password' | 'retry'>> } | { type: 'reset.submit' };

export const resetFormMachine = setup({
  types: {
    context: {} as ResetFormContext,
    events: {} as ResetFormEvent,
    input: {} as ResetFormInput,
  },
  actors: {
    changePassword: notProvided<void, { password: string; retry: string; token: string }>('changePassword'),
  },
  actions: {
    /** 'Пароль успешно изменен!', then /login. */
    changed: () => {},
  },
  guards: {
    valid: ({ context }) => checkResetPassword(context.password, context.retry) === null,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'resetForm',
  context: ({ input }) => ({ token: input.token, password: '', retry: '', error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reset.change': { actions: assign(({ context, event }) => ({ ...context, ...event.values, error: null })) },
        'reset.submit': [
          { guard: 'valid', target: 'submitting' },
          { actions: assign({ error: ({ context }) => checkResetPassword(context.password, context.retry) }) },
        ],
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({ password: context.password, retry: context.retry, token: context.token }),
        onDone: { target: 'changed', actions: 'changed' },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
      },
    },
    changed: { type: 'final' },
  },
});
