import { recoveryMachine } from '../../machines/account/recovery.machine';
import { examples } from './account-fixtures';
import { describePathTests } from './harness/path-model';
import { type Scenario, startScenario } from './harness/scenario';

// Every path of password recovery (product §4, §5, §8): a valid address is sent; then the countdown (2 s here, 60 s in
// the shop) before it can be sent again; a failure shows its message and allows another try at once. During the
// countdown the address can be corrected, and a different valid address is sent at once.

/** The address typed last on this path (what the field shows). */
function typed(events: { type: string; email?: string }[]): string {
  return events.filter((e) => e.type === 'recovery.change').at(-1)?.email ?? '';
}

await describePathTests(recoveryMachine, {
  inputs: { 'a 2-second countdown': { resendSeconds: 2 } },
  events: examples({
    'recovery.change': [
      { type: 'recovery.change', email: 'anna@example.ru' },
      { type: 'recovery.change', email: 'anna@example.com' },
      { type: 'recovery.change', email: 'anna@' },
    ],
  }),
  actors: {
    requestRecovery: {
      done: [undefined],
      error: [new Error('Проблема на стороне сервера. Пожалуйста, обратитесь к администратору.')],
    },
  },
  states: {
    editing: ({ context, happened, events }) => {
      expect(context.secondsLeft).toBe(0);
      // Once sent, the button offers a repeat.
      expect(context.sent).toBe(happened('done: requestRecovery'));
      const failedLast = events.at(-1)?.type.startsWith('xstate.error');
      expect(context.error).toBe(
        failedLast ? 'Проблема на стороне сервера. Пожалуйста, обратитесь к администратору.' : null,
      );
    },
    sending: ({ context, invoked, events }) => {
      // What goes out is the valid address the shopper typed last.
      expect(['anna@example.ru', 'anna@example.com']).toContain(typed(events));
      expect(invoked.requestRecovery.at(-1)).toEqual({ email: typed(events) });
      expect(context.error).toBeNull();
    },
    waiting: ({ context, labels, events }) => {
      // Counts down from 2 by one each second since the last send.
      const sinceSend = labels
        .slice(labels.lastIndexOf('done: requestRecovery (output undefined)'))
        .filter((l) => l.startsWith('after')).length;
      expect(context.secondsLeft).toBe(2 - sinceSend);
      expect(context.sent).toBe(true);
      // Correcting the address does not stop the countdown.
      expect(context.email).toBe(typed(events));
    },
  },
});

// Examples: the countdown's last second, what is sent, and which address may go during the countdown (product §4
// "a 60 s countdown, then 'Отправить повторно'", §5, §8).

const SERVER_DOWN = 'Проблема на стороне сервера. Пожалуйста, обратитесь к администратору.';

/** Typed `email` and sent it; the server accepted; a countdown of `seconds`. */
async function sentTo(email: string, seconds = 60): Promise<Scenario<typeof recoveryMachine>> {
  const run = await startScenario(recoveryMachine, { input: { resendSeconds: seconds } });
  await run.send({ type: 'recovery.change', email });
  await run.send({ type: 'recovery.send' });
  await run.done('requestRecovery', undefined);
  return run;
}

describe('recovery examples', () => {
  it('starts with an empty field, nothing sent, and sends only a valid address (product §5 "waits for a valid address")', async () => {
    const run = await startScenario(recoveryMachine, { input: { resendSeconds: 60 } });
    expect(run.context).toEqual({ email: '', resendSeconds: 60, secondsLeft: 0, sent: false, sentTo: '', error: null });
    for (const email of ['', '   ', 'anna@', 'anna@example']) {
      await run.send({ type: 'recovery.change', email });
      await run.send({ type: 'recovery.send' });
      expect(run.value, JSON.stringify(email)).toBe('editing');
    }
    await run.send({ type: 'recovery.change', email: ' anna@example.ru ' });
    await run.send({ type: 'recovery.send' });
    expect(run.value).toBe('sending');
    expect(run.invoked.requestRecovery).toEqual([{ email: 'anna@example.ru' }]);
  });

  it('counts 60 s down after a send, then offers to send again (product §9 "Recovery resend 60 s")', async () => {
    const run = await sentTo('anna@example.ru');
    expect(run.value).toBe('waiting');
    expect(run.context).toMatchObject({ secondsLeft: 60, sent: true, sentTo: 'anna@example.ru', error: null });
    await run.wait(1000);
    expect(run.context.secondsLeft).toBe(59);
    for (let i = 0; i < 58; i += 1) await run.wait(1000);
    expect(run.value).toBe('waiting');
    expect(run.context.secondsLeft).toBe(1);
    await run.wait(1000);
    expect(run.value).toBe('editing');
    expect(run.context.secondsLeft).toBe(0);
    await run.send({ type: 'recovery.send' });
    expect(run.value).toBe('sending');
    expect(run.invoked.requestRecovery).toHaveLength(2);
  });

  it('lasts exactly the seconds it was given, down to the last one', async () => {
    for (const seconds of [1, 2, 3]) {
      const run = await sentTo('anna@example.ru', seconds);
      for (let i = 1; i < seconds; i += 1) {
        await run.wait(1000);
        expect(run.value, `${i} of ${seconds} s`).toBe('waiting');
        expect(run.context.secondsLeft).toBe(seconds - i);
      }
      await run.wait(1000);
      expect(run.value, `${seconds} of ${seconds} s`).toBe('editing');
    }
  });

  it('during the countdown sends a corrected address at once, never the same one again', async () => {
    const table: [string, boolean][] = [
      ['anna@example.ru', false],
      [' anna@example.ru ', false],
      ['anna@', false],
      ['anna@example.com', true],
      [' anna@example.com ', true],
    ];
    for (const [email, sends] of table) {
      const run = await sentTo(' anna@example.ru ');
      expect(run.context.sentTo).toBe('anna@example.ru');
      await run.send({ type: 'recovery.change', email });
      // What is typed is kept during the countdown.
      expect(run.context.email).toBe(email);
      await run.send({ type: 'recovery.send' });
      expect(run.value, JSON.stringify(email)).toBe(sends ? 'sending' : 'waiting');
      if (sends) expect(run.invoked.requestRecovery.at(-1)).toEqual({ email: email.trim() });
    }
  });

  it("shows the server's message after a failed send and allows another try at once (product §8)", async () => {
    const run = await startScenario(recoveryMachine, { input: { resendSeconds: 60 } });
    await run.send({ type: 'recovery.change', email: 'anna@example.ru' });
    await run.send({ type: 'recovery.send' });
    await run.fail('requestRecovery', new Error(SERVER_DOWN));
    expect(run.value).toBe('editing');
    expect(run.context).toMatchObject({ error: SERVER_DOWN, secondsLeft: 0, sent: false });
    await run.send({ type: 'recovery.change', email: 'anna@example.ru' });
    expect(run.context.error).toBeNull();
    await run.send({ type: 'recovery.send' });
    expect(run.value).toBe('sending');
  });
});
