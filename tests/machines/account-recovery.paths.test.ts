import { recoveryMachine } from '../../machines/account/recovery.machine';
import { examples } from './account-fixtures';
import { describePathTests } from './harness/path-model';

// Every path of password recovery (SPEC §4, §5, §8): a valid address is sent; then the countdown (2 s here, 60 s in
// the shop) before it can be sent again; a failure shows its message and allows another try at once.

await describePathTests(recoveryMachine, {
  inputs: { 'a 2-second countdown': { resendSeconds: 2 } },
  events: examples({
    'recovery.change': [
      { type: 'recovery.change', email: 'anna@example.ru' },
      { type: 'recovery.change', email: 'anna@' },
    ],
  }),
  actors: { requestRecovery: { done: [undefined], error: [new Error('Проблема на стороне сервера. Пожалуйста, обратитесь к администратору.')] } },
  states: {
    editing: ({ context, happened, events }) => {
      expect(context.secondsLeft).toBe(0);
      // Once sent, the button offers a repeat.
      expect(context.sent).toBe(happened('done: requestRecovery'));
      const failedLast = events.at(-1)?.type.startsWith('xstate.error');
      expect(context.error).toBe(failedLast ? 'Проблема на стороне сервера. Пожалуйста, обратитесь к администратору.' : null);
    },
    sending: ({ context, invoked }) => {
      expect(context.email).toBe('anna@example.ru');
      expect(invoked.requestRecovery.at(-1)).toEqual({ email: 'anna@example.ru' });
      expect(context.error).toBeNull();
    },
    waiting: ({ context, labels }) => {
      // Counts down from 2 by one each second since the last send.
      const sinceSend = labels.length - 1 - labels.lastIndexOf('done: requestRecovery (output undefined)');
      expect(context.secondsLeft).toBe(2 - sinceSend);
      expect(context.sent).toBe(true);
    },
  },
});
