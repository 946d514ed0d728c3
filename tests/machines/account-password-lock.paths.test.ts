import { passwordLockMachine } from '../../machines/account/password-lock.machine';
import { examples } from './account-fixtures';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the settings password field (product §4 "Password edit", §5, §8): locked until 'Изменить'; 'Отменить'
// locks it and forgets the typing; under 5 characters 'Слишком короткий пароль'; success logs out.

await describePathTests(passwordLockMachine, {
  events: examples({
    'password.change': [
      { type: 'password.change', password: 'newpass1' },
      { type: 'password.change', password: '1234' },
    ],
  }),
  actors: { changePassword: { done: [undefined], error: [new Error('Войдите в аккаунт')] } },
  states: {
    locked: ({ context, actions }) => {
      expect(context).toEqual({ password: '', error: null });
      expect(actions.changed).not.toHaveBeenCalled();
    },
    unlocked: ({ context, events }) => {
      const last = events.at(-1)?.type;
      if (last === 'password.save') expect(context.error).toBe('Слишком короткий пароль');
      else if (last?.startsWith('xstate.error')) expect(context.error).toBe('Войдите в аккаунт');
      else expect(context.error).toBeNull();
    },
    saving: ({ context, invoked }) => {
      expect(context.password.length).toBeGreaterThanOrEqual(5);
      expect(invoked.changePassword.at(-1)).toEqual({ password: context.password });
    },
    changed: ({ actions }) => {
      expect(actions.changed).toHaveBeenCalledTimes(1);
    },
  },
});

// Examples: locked until 'Изменить', 'Отменить' forgets, the 5-character minimum (product §2 "Settings: e-mail
// read-only; the password locked until 'Изменить' (then 'Отменить'); save", §5 "New password in settings under 5
// characters: 'Слишком короткий пароль'").

describe('password lock examples', () => {
  it("unlocks with 'Изменить'; 'Отменить' locks again and forgets what was typed", async () => {
    const run = await startScenario(passwordLockMachine);
    expect(run.value).toBe('locked');
    expect(run.context).toEqual({ password: '', error: null });
    await run.send({ type: 'password.unlock' });
    expect(run.value).toBe('unlocked');
    await run.send({ type: 'password.change', password: 'abc' });
    await run.send({ type: 'password.save' });
    expect(run.context.error).toBe('Слишком короткий пароль');
    await run.send({ type: 'password.cancel' });
    expect(run.value).toBe('locked');
    expect(run.context).toEqual({ password: '', error: null });
  });

  it('saves a password of 5 characters or more', async () => {
    for (const [password, saves] of [
      ['', false],
      ['abcd', false],
      ['abcde', true],
      ['secret12', true],
    ] as const) {
      const run = await startScenario(passwordLockMachine);
      await run.send({ type: 'password.unlock' });
      await run.send({ type: 'password.change', password });
      await run.send({ type: 'password.save' });
      expect(run.value, password).toBe(saves ? 'saving' : 'unlocked');
      expect(run.context.error).toBe(saves ? null : 'Слишком короткий пароль');
      if (saves) expect(run.invoked.changePassword).toEqual([{ password }]);
    }
  });

  it("shows the server's refusal until the next edit, and ends once changed", async () => {
    let run = await startScenario(passwordLockMachine);
    await run.send({ type: 'password.unlock' });
    await run.send({ type: 'password.change', password: 'secret12' });
    await run.send({ type: 'password.save' });
    await run.fail('changePassword', new Error('Неверный текущий пароль'));
    expect(run.value).toBe('unlocked');
    expect(run.context).toEqual({ password: 'secret12', error: 'Неверный текущий пароль' });
    await run.send({ type: 'password.change', password: 'secret13' });
    expect(run.context.error).toBeNull();
    run = await startScenario(passwordLockMachine);
    await run.send({ type: 'password.unlock' });
    await run.send({ type: 'password.change', password: 'secret12' });
    await run.send({ type: 'password.save' });
    await run.done('changePassword', undefined);
    expect(run.value).toBe('changed');
    expect(run.snapshot().status).toBe('done');
    expect(run.actions.changed).toHaveBeenCalledTimes(1);
  });
});
