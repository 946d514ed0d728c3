import { resetFormMachine } from '../../machines/account/reset-form.machine';
import { examples } from './account-fixtures';
import { describePathTests } from './harness/path-model';

// Every path of the new-password form (product §5, §8): 4–20 characters and equal fields before sending; a used or
// expired link shows the server's message.

const TOKEN = 'tok3n';
const RULE = 'пароль не может быть короче 4 и длинее 20 символов';
const DIFFER = 'Пароли не совпадают';

await describePathTests(resetFormMachine, {
  inputs: { 'from the link': { token: TOKEN } },
  events: examples({
    'reset.change': [
      { type: 'reset.change', values: { password: 'newpass', retry: 'newpass' } },
      { type: 'reset.change', values: { password: 'abc', retry: 'abc' } },
      { type: 'reset.change', values: { retry: 'другой' } },
    ],
  }),
  actors: {
    changePassword: { done: [undefined], error: [new Error('Ссылка для смены пароля недействительна или устарела.')] },
  },
  states: {
    editing: ({ context, events, actions }) => {
      expect(actions.changed).not.toHaveBeenCalled();
      const last = events.at(-1)?.type;
      if (last === 'reset.submit') expect([RULE, DIFFER]).toContain(context.error);
      else if (last?.startsWith('xstate.error'))
        expect(context.error).toBe('Ссылка для смены пароля недействительна или устарела.');
      else expect(context.error).toBeNull();
    },
    submitting: ({ context, invoked }) => {
      expect(context.error).toBeNull();
      expect(invoked.changePassword.at(-1)).toEqual({
        password: context.password,
        retry: context.password,
        token: TOKEN,
      });
    },
    changed: ({ actions, snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(actions.changed).toHaveBeenCalledTimes(1);
    },
  },
});
