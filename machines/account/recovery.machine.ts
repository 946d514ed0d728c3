import { assign, setup } from 'xstate';
import { checkRecoveryEmail } from '../../src/domain/validation';
import { notProvided } from '../not-provided';

/**
 * Password recovery by e-mail (product §2, §4, §5, §8). 'Отправить' is enabled once the address is valid ('Введите
 * email' / 'Некорректный email' otherwise). After a send: 'Проверьте свой почтовый ящик.' and a countdown
 * ('Повторная отправка возможна через: N с.', 60 s), then 'Отправить повторно'. A failed send shows the server's
 * message, or 'Проблема на стороне сервера. Пожалуйста, обратитесь к администратору.'.
 *
 * The countdown blocks sending to the same address again, not correcting it: during the countdown the field stays
 * editable, and a different valid address (the first one had a typo) is sent at once.
 */

export interface RecoveryInput {
  /** The resend countdown, in whole seconds (product §9: 60). */
  resendSeconds: number;
}

export interface RecoveryContext {
  email: string;
  resendSeconds: number;
  secondsLeft: number;
  /** Whether a message was sent at least once (the button then says 'Отправить повторно'). */
  sent: boolean;
  /** The address of the last successful send ('' before any): the countdown holds back only this one. */
  sentTo: string;
  error: string | null;
}

export type RecoveryEvent = { type: 'recovery.change'; email: string } | { type: 'recovery.send' };

export const recoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
    input: {} as RecoveryInput,
  },
  actors: {
    requestRecovery: notProvided<void, { email: string }>('requestRecovery'),
  },
  guards: {
    emailValid: ({ context }) => checkRecoveryEmail(context.email) === null,
    moreToWait: ({ context }) => context.secondsLeft > 1,
    /** A valid address other than the one just sent to: a corrected typo, not a resend. */
    correctedEmail: ({ context }) =>
      checkRecoveryEmail(context.email) === null && context.email.trim() !== context.sentTo,
  },
  delays: {
    second: 1000,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id only names the machine in docs/statecharts/ (no '#id' target uses it)
  id: 'recovery',
  context: ({ input }) => ({
    email: '',
    resendSeconds: input.resendSeconds,
    secondsLeft: 0,
    sent: false,
    sentTo: '',
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'recovery.change': { actions: assign({ email: ({ event }) => event.email, error: null }) },
        'recovery.send': { guard: 'emailValid', target: 'sending' },
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: 'requestRecovery',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'waiting',
          actions: assign({
            sent: true,
            sentTo: ({ context }) => context.email.trim(),
            secondsLeft: ({ context }) => context.resendSeconds,
          }),
        },
        // A failed send (also of a corrected address during a countdown) may be tried again at once.
        onError: {
          target: 'editing',
          actions: assign({ secondsLeft: 0, error: ({ event }) => (event.error as Error).message }),
        },
      },
    },
    waiting: {
      on: {
        'recovery.change': { actions: assign({ email: ({ event }) => event.email, error: null }) },
        'recovery.send': { guard: 'correctedEmail', target: 'sending' },
      },
      after: {
        second: [
          {
            guard: 'moreToWait',
            target: 'waiting',
            reenter: true,
            actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
          },
          { target: 'editing', actions: assign({ secondsLeft: 0 }) },
        ],
      },
    },
  },
});
