import { SIGNUP_FAILED, seminarSignupMachine } from '../../machines/content/seminar-signup.machine';
import { describePathTests } from './harness/path-model';
import { SIGNUP_EVENTS, SIGNUP_REFUSAL, SIGNUP_SEMINAR } from './content-seminar-signup.examples';

// Every path of the seminar signup (product §4, §8): a card opens the dialog for its seminar, the shopper fills in name,
// phone and city and sends; success closes it with 'Вы успешно записались', a refusal shows the server's message.

/** The value of the last change event of a type on the path, or '' when none since the dialog last opened. */
function lastValue(events: { type: string; value?: string }[], type: string): string {
  const sinceOpen = events.slice(events.map((e) => e.type).lastIndexOf('seminar.open'));
  return sinceOpen.filter((e) => e.type === type).at(-1)?.value ?? '';
}

await describePathTests(seminarSignupMachine, {
  events: SIGNUP_EVENTS,
  actors: { signUp: { done: [17], error: [SIGNUP_REFUSAL, { status: 500 }] } },
  states: {
    closed: ({ context, actions, count }) => {
      expect(context).toEqual({ seminar: null, name: '', phone: '', city: '', error: null });
      // The success message runs once per successful signup, and only then.
      expect(actions.notifySignedUp).toHaveBeenCalledTimes(count('done: signUp'));
    },
    'open.editing': ({ context, events, actions, count }) => {
      expect(context.seminar).toEqual(SIGNUP_SEMINAR);
      expect(context.name).toBe(lastValue(events, 'seminar.name.change'));
      expect(context.phone).toBe(lastValue(events, 'seminar.phone.change'));
      expect(context.city).toBe(lastValue(events, 'seminar.city.change'));
      const last = events.at(-1);
      if (last?.type.startsWith('xstate.error.actor') && 'error' in last) {
        expect(context.error).toBe(last.error === SIGNUP_REFUSAL ? SIGNUP_REFUSAL.message : SIGNUP_FAILED);
      }
      if (last?.type === 'seminar.open') expect(context.error).toBeNull();
      expect(actions.notifySignedUp).toHaveBeenCalledTimes(count('done: signUp'));
    },
    'open.submitting': ({ context, events, invoked, count }) => {
      expect(context.error).toBeNull();
      expect(invoked.signUp).toHaveLength(count('seminar.submit'));
      expect(invoked.signUp.at(-1)).toEqual({
        seminar_id: SIGNUP_SEMINAR.seminarId,
        seminar_name: lastValue(events, 'seminar.name.change'),
        seminar_tele: lastValue(events, 'seminar.phone.change'),
        seminar_city: lastValue(events, 'seminar.city.change'),
      });
    },
  },
});
