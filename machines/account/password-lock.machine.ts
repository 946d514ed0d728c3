import { assign, setup } from 'xstate';
import { checkSettingsPassword } from '../../src/domain/validation';
import { notProvided } from '../not-provided';

/**
 * The settings tab's password field (product §2 "Settings", §4 "Password edit: locked/unlocked", §5, §8). Locked until
 * 'Изменить' (the button then reads 'Отменить', which locks it again and forgets the typing). Saving needs at least
 * 5 characters ('Слишком короткий пароль'); success shows 'Пароль успешно изменён' and logs out.
 */

export interface PasswordLockContext {
  password: string;
  error: string | null;
}

export type PasswordLockEvent =
  | { type: 'password.unlock' }
  | { type: 'password.cancel' }
  | { type: 'password.change'; password: string }
  | { type: 'password.save' };

export const passwordLockMachine = setup({
  types: {
    context: {} as PasswordLockContext,
    events: {} as PasswordLockEvent,
  },
  actors: {
    changePassword: notProvided<void, { password: string }>('changePassword'),
  },
  actions: {
    /** 'Пароль успешно изменён', then logout. */
    changed: () => {},
  },
  guards: {
    longEnough: ({ context }) => checkSettingsPassword(context.password) === null,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'passwordLock',
  context: { password: '', error: null },
  initial: 'locked',
  states: {
    locked: {
      on: { 'password.unlock': 'unlocked' },
    },
    unlocked: {
      on: {
        'password.cancel': { target: 'locked', actions: assign({ password: '', error: null }) },
        'password.change': { actions: assign({ password: ({ event }) => event.password, error: null }) },
        'password.save': [
          { guard: 'longEnough', target: 'saving' },
          { actions: assign({ error: ({ context }) => checkSettingsPassword(context.password) }) },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'changePassword',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'changed', actions: 'changed' },
        onError: { target: 'unlocked', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
      },
    },
    changed: { type: 'final' },
  },
});
