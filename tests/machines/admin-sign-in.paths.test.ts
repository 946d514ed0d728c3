import { CODE_TEXT } from '../../machines/admin/form-problems';
import { SIGN_IN_TEXT, signInMachine, type SignInEvent } from '../../machines/admin/sign-in.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the back office's sign-in (issue 15: /admin/login, 'E-mail', 'Пароль', 'Войти', then 'Код из
// приложения' for a member with two-factor sign-in): only a form with an e-mail and a password is sent, and only a code
// of 6 digits; a refusal shows the server's words and keeps what was typed (but a refused code).

const FILLED = { email: 'owner@example.ru', password: 'owner-secret-1' };
const REFUSED = new Error('Неверный e-mail или пароль');
const WRONG_CODE = new Error('Неверный код из приложения');
const ev = (event: SignInEvent) => event;

await describePathTests(signInMachine, {
  events: {
    'signIn.change': [
      ev({ type: 'signIn.change', values: FILLED }),
      ev({ type: 'signIn.change', values: { email: 'owner' } }),
      ev({ type: 'signIn.change', values: { password: '' } }),
      ev({ type: 'signIn.change', values: { code: '123 456' } }),
      ev({ type: 'signIn.change', values: { code: '12345' } }),
    ],
  },
  actors: { signIn: { done: ['signedIn', 'codeRequired'], error: [REFUSED, 'no words'] } },
  states: {
    editing: ({ context, actions, happened }) => {
      expect(actions.signedIn).not.toHaveBeenCalled();
      if (context.error !== null) expect([REFUSED.message, SIGN_IN_TEXT.failed]).toContain(context.error);
      if (!happened('signIn.submit')) expect(context.problems).toEqual({});
    },
    submitting: ({ context, invoked }) => {
      // Only a form without problems is sent, with what was typed, and without a code.
      expect(invoked.signIn.at(-1)).toEqual({ email: context.email.trim(), password: context.password });
      expect(context.email).toContain('@');
      expect(context.password).not.toBe('');
    },
    askingCode: ({ context, actions }) => {
      expect(actions.signedIn).not.toHaveBeenCalled();
      expect(context.password).not.toBe('');
      if (context.problems.code) expect([CODE_TEXT.missing, CODE_TEXT.invalid]).toContain(context.problems.code);
    },
    checkingCode: ({ context, invoked }) => {
      // The code goes with the same e-mail and password, its spaces left out.
      expect(invoked.signIn.at(-1)).toEqual({
        email: context.email.trim(),
        password: context.password,
        code: context.code.replace(/\s/g, ''),
      });
      expect(context.code.replace(/\s/g, '')).toMatch(/^\d{6}$/);
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

  it('asks a member with two-factor sign-in for the code, sends it with the password, and clears a refused one', async () => {
    const run = await startScenario(signInMachine);
    await run.send({ type: 'signIn.change', values: FILLED });
    await run.send({ type: 'signIn.submit' });
    await run.done('signIn', 'codeRequired');
    expect(run.value).toBe('askingCode');
    expect(run.actions.signedIn).not.toHaveBeenCalled();
    await run.send({ type: 'signIn.submit' });
    expect(run.context.problems).toEqual({ code: CODE_TEXT.missing });
    await run.send({ type: 'signIn.change', values: { code: '12 34' } });
    expect(run.context.problems).toEqual({});
    await run.send({ type: 'signIn.submit' });
    expect(run.context.problems).toEqual({ code: CODE_TEXT.invalid });
    await run.send({ type: 'signIn.change', values: { code: '123 456' } });
    await run.send({ type: 'signIn.submit' });
    expect(run.value).toBe('checkingCode');
    expect(run.invoked.signIn.at(-1)).toEqual({ ...FILLED, code: '123456' });
    await run.fail('signIn', WRONG_CODE);
    expect(run.value).toBe('askingCode');
    expect(run.context).toMatchObject({ code: '', error: WRONG_CODE.message, password: FILLED.password });
    await run.send({ type: 'signIn.change', values: { code: '654321' } });
    expect(run.context.error).toBeNull();
    await run.send({ type: 'signIn.submit' });
    await run.done('signIn', 'signedIn');
    expect(run.value).toBe('done');
    expect(run.actions.signedIn).toHaveBeenCalledTimes(1);
  });

  it("goes back to the first step with 'Другая учётная запись', the password and code forgotten", async () => {
    const run = await startScenario(signInMachine);
    await run.send({ type: 'signIn.change', values: FILLED });
    await run.send({ type: 'signIn.submit' });
    await run.done('signIn', 'codeRequired');
    await run.send({ type: 'signIn.change', values: { code: '111' } });
    await run.send({ type: 'signIn.back' });
    expect(run.value).toBe('editing');
    expect(run.context).toMatchObject({ email: FILLED.email, password: '', code: '', problems: {}, error: null });
  });
});
