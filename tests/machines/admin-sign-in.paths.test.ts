import { SIGN_IN_TEXT, signInMachine, type SignInEvent } from '../../machines/admin/sign-in.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the back office's sign-in (issue 15: /admin/login, 'E-mail', 'Пароль', 'Войти'): only a form with an
// e-mail and a password is sent; a refusal shows the server's words and keeps what was typed.

const FILLED = { email: 'owner@example.ru', password: 'owner-secret-1' };
const REFUSED = new Error('Неверный e-mail или пароль');
const ev = (event: SignInEvent) => event;

await describePathTests(signInMachine, {
  events: {
    'signIn.change': [
      ev({ type: 'signIn.change', values: FILLED }),
      ev({ type: 'signIn.change', values: { email: 'owner' } }),
      ev({ type: 'signIn.change', values: { password: '' } }),
    ],
  },
  actors: { signIn: { done: [undefined], error: [REFUSED, 'no words'] } },
  states: {
    editing: ({ context, actions, happened }) => {
      expect(actions.signedIn).not.toHaveBeenCalled();
      if (context.error !== null) expect([REFUSED.message, SIGN_IN_TEXT.failed]).toContain(context.error);
      if (!happened('signIn.submit')) expect(context.problems).toEqual({});
    },
    submitting: ({ context, invoked }) => {
      // Only a form without problems is sent, with what was typed.
      expect(invoked.signIn.at(-1)).toEqual({ email: context.email.trim(), password: context.password });
      expect(context.email).toContain('@');
      expect(context.password).not.toBe('');
    },
    done: ({ snapshot, actions }) => {
      expect(snapshot.status).toBe('done');
      expect(actions.signedIn).toHaveBeenCalledTimes(1);
    },
  },
});

describe('staff sign-in examples', () => {
  it('names each empty field under it and sends nothing', async () => {
    const run = await startScenario(signInMachine);
    await run.send({ type: 'signIn.submit' });
    expect(run.value).toBe('editing');
    expect(run.context.problems).toEqual({
      email: SIGN_IN_TEXT.emailMissing,
      password: SIGN_IN_TEXT.passwordMissing,
    });
    expect(run.invoked.signIn ?? []).toEqual([]);
  });

  it('says an e-mail without a domain cannot be one; editing a field clears its own problem only', async () => {
    const run = await startScenario(signInMachine);
    await run.send({ type: 'signIn.change', values: { email: 'owner@shop' } });
    await run.send({ type: 'signIn.submit' });
    expect(run.context.problems).toEqual({ email: SIGN_IN_TEXT.emailInvalid, password: SIGN_IN_TEXT.passwordMissing });
    await run.send({ type: 'signIn.change', values: { password: 'x' } });
    expect(run.context.problems).toEqual({ email: SIGN_IN_TEXT.emailInvalid });
  });

  it("sends the e-mail trimmed and the password as typed; a refusal keeps both and shows the server's words", async () => {
    const run = await startScenario(signInMachine);
    await run.send({ type: 'signIn.change', values: { email: ' owner@example.ru ', password: ' pass word ' } });
    await run.send({ type: 'signIn.submit' });
    expect(run.invoked.signIn).toEqual([{ email: 'owner@example.ru', password: ' pass word ' }]);
    await run.fail('signIn', new Error('Сотрудник отключён'));
    expect(run.value).toBe('editing');
    expect(run.context).toMatchObject({
      email: ' owner@example.ru ',
      password: ' pass word ',
      error: 'Сотрудник отключён',
    });
    await run.send({ type: 'signIn.change', values: { password: 'another' } });
    expect(run.context.error).toBeNull();
  });

  it('says something in Russian when the refusal has no words (no connection)', async () => {
    const run = await startScenario(signInMachine);
    await run.send({ type: 'signIn.change', values: FILLED });
    await run.send({ type: 'signIn.submit' });
    await run.fail('signIn', new Error(''));
    expect(run.context.error).toBe(SIGN_IN_TEXT.failed);
  });
});
