import { CODE_TEXT } from '../../machines/admin/form-problems';
import { TWO_FACTOR_TEXT, twoFactorMachine, type TwoFactorEvent } from '../../machines/admin/two-factor.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of a member's two-factor sign-in on 'Мой профиль' (issue 15): it turns on only with a code the server
// accepts for the secret shown, and off only with a current code or the password; the page's member follows each
// change, and a refused code is typed afresh.

const SECRET = { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' };
const WRONG_CODE = new Error('Неверный код из приложения');
const ev = (event: TwoFactorEvent) => event;

await describePathTests(twoFactorMachine, {
  inputs: { off: { enabled: false }, on: { enabled: true } },
  events: {
    'twoFactor.change': [
      ev({ type: 'twoFactor.change', values: { code: '123 456' } }),
      ev({ type: 'twoFactor.change', values: { code: '12' } }),
      ev({ type: 'twoFactor.change', values: { password: 'пароль-сотрудника' } }),
    ],
    'twoFactor.proof': [
      ev({ type: 'twoFactor.proof', proof: 'password' }),
      ev({ type: 'twoFactor.proof', proof: 'code' }),
    ],
  },
  actors: {
    startSetup: { done: [SECRET], error: ['no words'] },
    confirm: { done: [undefined], error: [WRONG_CODE] },
    turnOff: { done: [undefined], error: [WRONG_CODE] },
  },
  states: {
    off: ({ context, happened, actions }) => {
      expect(context.enabled).toBe(false);
      expect(context.setup).toBeNull();
      if (happened('done: turnOff')) expect(actions.changed).toHaveBeenCalled();
      if (context.error !== null) expect(context.error).toBe(TWO_FACTOR_TEXT.failed);
    },
    starting: ({ context }) => expect(context.notice).toBeNull(),
    showing: ({ context }) => {
      // The secret is on screen only while it is being set up.
      expect(context.setup).toEqual(SECRET);
      if (context.problems.code) expect([CODE_TEXT.missing, CODE_TEXT.invalid]).toContain(context.problems.code);
    },
    confirming: ({ context, invoked }) => {
      expect(invoked.confirm.at(-1)).toEqual({ code: context.code.replace(/\s/g, '') });
      expect(context.code.replace(/\s/g, '')).toMatch(/^\d{6}$/);
    },
    on: ({ context, happened, actions }) => {
      expect(context.enabled).toBe(true);
      expect(context.setup).toBeNull();
      if (happened('done: confirm')) expect(actions.changed).toHaveBeenCalled();
    },
    stopping: ({ context }) => {
      expect(context.enabled).toBe(true);
      if (context.error) expect(context.code).toBe('');
    },
    turningOff: ({ context, invoked }) => {
      // Exactly one proof goes: the code, or the password.
      const sent = invoked.turnOff.at(-1);
      if (context.proof === 'code') expect(sent).toEqual({ code: context.code.replace(/\s/g, '') });
      else expect(sent).toEqual({ password: context.password });
    },
  },
});

describe('two-factor examples', () => {
  it('turns on with the code of the secret shown; a refused code is cleared', async () => {
    const run = await startScenario(twoFactorMachine, { input: { enabled: false } });
    expect(run.value).toBe('off');
    await run.send({ type: 'twoFactor.start' });
    await run.done('startSetup', SECRET);
    expect(run.context.setup).toEqual(SECRET);
    await run.send({ type: 'twoFactor.submit' });
    expect(run.context.problems).toEqual({ code: CODE_TEXT.missing });
    await run.send({ type: 'twoFactor.change', values: { code: '000 000' } });
    await run.send({ type: 'twoFactor.submit' });
    expect(run.invoked.confirm).toEqual([{ code: '000000' }]);
    await run.fail('confirm', WRONG_CODE);
    expect(run.context).toMatchObject({ code: '', error: WRONG_CODE.message, setup: SECRET });
    await run.send({ type: 'twoFactor.change', values: { code: '123456' } });
    await run.send({ type: 'twoFactor.submit' });
    await run.done('confirm', undefined);
    expect(run.value).toBe('on');
    expect(run.context).toMatchObject({ enabled: true, setup: null, notice: TWO_FACTOR_TEXT.on });
    expect(run.actions.changed).toHaveBeenCalledTimes(1);
  });

  it("'Отмена' forgets the secret shown and stays off", async () => {
    const run = await startScenario(twoFactorMachine, { input: { enabled: false } });
    await run.send({ type: 'twoFactor.start' });
    await run.done('startSetup', SECRET);
    await run.send({ type: 'twoFactor.cancel' });
    expect(run.value).toBe('off');
    expect(run.context.setup).toBeNull();
    expect(run.actions.changed).not.toHaveBeenCalled();
  });

  it('turns off with the password instead of a code, asking for it when empty', async () => {
    const run = await startScenario(twoFactorMachine, { input: { enabled: true } });
    expect(run.value).toBe('on');
    await run.send({ type: 'twoFactor.stop' });
    await run.send({ type: 'twoFactor.change', values: { code: '12' } });
    await run.send({ type: 'twoFactor.proof', proof: 'password' });
    expect(run.context.code).toBe('');
    await run.send({ type: 'twoFactor.submit' });
    expect(run.context.problems).toEqual({ password: TWO_FACTOR_TEXT.passwordMissing });
    await run.send({ type: 'twoFactor.change', values: { password: 'пароль-сотрудника' } });
    await run.send({ type: 'twoFactor.submit' });
    expect(run.invoked.turnOff).toEqual([{ password: 'пароль-сотрудника' }]);
    await run.done('turnOff', undefined);
    expect(run.value).toBe('off');
    expect(run.context).toMatchObject({ enabled: false, password: '', notice: TWO_FACTOR_TEXT.off });
  });
});
