import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';

/**
 * The seminar (webinar) signup (product §2, §3 "Seminar signup", §4, §8): a card opens the signup dialog for its
 * seminar; the shopper gives full name, phone and city (no client checks: product §5) and sends. On success the dialog
 * closes and 'Вы успешно записались' is shown; a refusal shows the server's message in the dialog.
 */

export interface SignupSeminar {
  seminarId: number;
  title: string;
}

export interface SeminarSignupContext {
  seminar: SignupSeminar | null;
  name: string;
  /** As typed in the mask +7(000)000-00-00. */
  phone: string;
  city: string;
  /** The server's message after a refusal. */
  error: string | null;
}

export type SeminarSignupEvent =
  | { type: 'seminar.open'; seminar: SignupSeminar }
  | { type: 'seminar.name.change'; value: string }
  | { type: 'seminar.phone.change'; value: string }
  | { type: 'seminar.city.change'; value: string }
  | { type: 'seminar.submit' }
  | { type: 'seminar.close' };

/** product §3 "Seminar signup: seminar_id, seminar_name (full name), seminar_tele (phone), seminar_city". */
export interface SeminarSignupSubmission {
  seminar_id: number;
  seminar_name: string;
  seminar_tele: string;
  seminar_city: string;
}

/** When the refusal carries no text of its own. */
export const SIGNUP_FAILED = 'Не удалось записаться. Попробуйте позже';

const EMPTY = { name: '', phone: '', city: '', error: null };

export const seminarSignupMachine = setup({
  types: {
    context: {} as SeminarSignupContext,
    events: {} as SeminarSignupEvent,
  },
  actors: {
    /** Provided by the app: POST /back/seminar/addUserSeminar, resolving to the signup's number. */
    signUp: notProvided<number, SeminarSignupSubmission>('signUp'),
  },
  actions: {
    openFor: assign(({ event }) => {
      assertEvent(event, 'seminar.open');
      return { seminar: event.seminar, error: null };
    }),
    setName: assign(({ event }) => {
      assertEvent(event, 'seminar.name.change');
      return { name: event.value };
    }),
    setPhone: assign(({ event }) => {
      assertEvent(event, 'seminar.phone.change');
      return { phone: event.value };
    }),
    setCity: assign(({ event }) => {
      assertEvent(event, 'seminar.city.change');
      return { city: event.value };
    }),
    forget: assign({ seminar: null, ...EMPTY }),
    clearError: assign({ error: null }),
    rememberError: assign((_, { error }: { error: unknown }) => {
      return { error: error instanceof Error && error.message.trim() !== '' ? error.message : SIGNUP_FAILED };
    }),
    /** Provided by the app: the toast 'Вы успешно записались'. */
    notifySignedUp: () => {},
  },
}).createMachine({
  id: 'seminarSignup',
  context: { seminar: null, ...EMPTY },
  initial: 'closed',
  states: {
    closed: {
      on: { 'seminar.open': { target: 'open', actions: 'openFor' } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'seminar.name.change': { actions: 'setName' },
            'seminar.phone.change': { actions: 'setPhone' },
            'seminar.city.change': { actions: 'setCity' },
            'seminar.submit': { target: 'submitting', actions: 'clearError' },
            'seminar.close': { target: '#seminarSignup.closed', actions: 'forget' },
          },
        },
        submitting: {
          invoke: {
            src: 'signUp',
            input: ({ context }) => ({
              // Stryker disable next-line OptionalChaining: submitting is only reached from open, which holds the seminar opened
              seminar_id: context.seminar?.seminarId ?? 0,
              seminar_name: context.name.trim(),
              seminar_tele: context.phone,
              seminar_city: context.city.trim(),
            }),
            onDone: { target: '#seminarSignup.closed', actions: ['forget', 'notifySignedUp'] },
            onError: {
              target: 'editing',
              actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
