import { SIGNUP_FAILED, seminarSignupMachine } from '../../machines/content/seminar-signup.machine';
import { describePathTests } from './harness/path-model';
import { type Scenario, startScenario } from './harness/scenario';
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

// Examples: what the dialog holds and sends, and what a refusal shows (product §3 "Seminar signup", §4 "Seminar signup:
// a modal from a card, closing on success with 'Вы успешно записались'", §8 "Seminar signup shows the server's
// message").

/** The dialog opened for SIGNUP_SEMINAR and filled in with spaces around the name and the city. */
async function filledIn(): Promise<Scenario<typeof seminarSignupMachine>> {
  const run = await startScenario(seminarSignupMachine);
  await run.send({ type: 'seminar.open', seminar: SIGNUP_SEMINAR });
  await run.send({ type: 'seminar.name.change', value: ' Петрова Мария ' });
  await run.send({ type: 'seminar.phone.change', value: '79161234567' });
  await run.send({ type: 'seminar.city.change', value: ' Казань ' });
  return run;
}

describe('seminar signup examples', () => {
  it('keeps what is typed and sends it trimmed for the seminar opened, then closes with the toast', async () => {
    const run = await filledIn();
    expect(run.value).toEqual({ open: 'editing' });
    expect(run.context).toEqual({
      seminar: SIGNUP_SEMINAR,
      name: ' Петрова Мария ',
      phone: '79161234567',
      city: ' Казань ',
      error: null,
    });
    await run.send({ type: 'seminar.submit' });
    expect(run.value).toEqual({ open: 'submitting' });
    expect(run.invoked.signUp).toEqual([
      { seminar_id: 3, seminar_name: 'Петрова Мария', seminar_tele: '79161234567', seminar_city: 'Казань' },
    ]);
    await run.done('signUp', 17);
    expect(run.value).toBe('closed');
    expect(run.context).toEqual({ seminar: null, name: '', phone: '', city: '', error: null });
    expect(run.actions.notifySignedUp).toHaveBeenCalledTimes(1);
  });

  it('closes without sending, forgetting what was typed', async () => {
    const run = await filledIn();
    await run.send({ type: 'seminar.close' });
    expect(run.value).toBe('closed');
    expect(run.context).toEqual({ seminar: null, name: '', phone: '', city: '', error: null });
    expect(run.invoked.signUp).toEqual([]);
  });

  it("shows the server's message after a refusal, or a general one when it has none, until the next try", async () => {
    const table: [unknown, string][] = [
      [SIGNUP_REFUSAL, 'Укажите ваш город'],
      [new Error(''), SIGNUP_FAILED],
      [new Error('  '), SIGNUP_FAILED],
      [{ status: 500 }, SIGNUP_FAILED],
    ];
    for (const [error, shown] of table) {
      const run = await filledIn();
      await run.send({ type: 'seminar.submit' });
      await run.fail('signUp', error);
      expect(run.value).toEqual({ open: 'editing' });
      expect(run.context.error, JSON.stringify(error)).toBe(shown);
      // The general message is a sentence of its own, not an empty box.
      expect(run.context.error).toMatch(/\S/);
      // What was typed stays; the next try clears the message.
      expect(run.context.name).toBe(' Петрова Мария ');
      await run.send({ type: 'seminar.submit' });
      expect(run.context.error).toBeNull();
    }
  });
});
