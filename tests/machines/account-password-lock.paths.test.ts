import { passwordLockMachine } from '../../machines/account/password-lock.machine';
import { examples } from './account-fixtures';
import { describePathTests } from './harness/path-model';

// Every path of the settings password field (product §4 "Password edit", §5, §8): locked until 'Изменить'; 'Отменить'
// locks it and forgets the typing; under 5 characters 'Слишком короткий пароль'; success logs out.

await describePathTests(passwordLockMachine, {
  events: examples({
    'password.change': [
      { type: 'password.change', password: 'newpass1' },
      { type: 'password.change', password: '1234' },
    ],
  }),
  actors: { changePassword: { done: [undefined], error: [new Error('Войдите в аккаунт')] } },
  states: {
    locked: ({ context, actions }) => {
      expect(context).toEqual({ password: '', error: null });
      expect(actions.changed).not.toHaveBeenCalled();
    },
    unlocked: ({ context, events }) => {
      const last = events.at(-1)?.type;
      if (last === 'password.save') expect(context.error).toBe('Слишком короткий пароль');
      else if (last?.startsWith('xstate.error')) expect(context.error).toBe('Войдите в аккаунт');
      else expect(context.error).toBeNull();
    },
    saving: ({ context, invoked }) => {
      expect(context.password.length).toBeGreaterThanOrEqual(5);
      expect(invoked.changePassword.at(-1)).toEqual({ password: context.password });
    },
    changed: ({ actions }) => {
      expect(actions.changed).toHaveBeenCalledTimes(1);
    },
  },
});
