import { resetFormMachine } from '../../machines/account/reset-form.machine';
import { examples } from './account-fixtures';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the new-password form (product §5, §8): 4–20 characters and equal fields before sending; a used or
// expired link shows the server's message.

const TOKEN = 'tok3n';
const RULE = 'пароль не может быть короче 4 и длинее 20 символов';
const DIFFER = 'Пароли не совпадают';

await describePathTests(resetFormMachine, {
  inputs: { 'from the link': { token: TOKEN } },
  events: examples({
    'reset.change': [
      { type: 'reset.change', values: { password: 'newpass', retry: 'newpass' } },
      { type: 'reset.change', values: { password: 'abc', retry: 'abc' } },
      { type: 'reset.change', values: { retry: 'другой' } },
    ],
  }),
  actors: {
    changePassword: { done: [undefined], error: [new Error('Ссылка для смены пароля недействительна или устарела.')] },
  },
  states: {
    editing: ({ context, events, actions }) => {
      expect(actions.changed).not.toHaveBeenCalled();
      const last = events.at(-1)?.type;
      if (last === 'reset.submit') expect([RULE, DIFFER]).toContain(context.error);
      else if (last?.startsWith('xstate.error'))
        expect(context.error).toBe('Ссылка для смены пароля недействительна или устарела.');
      else expect(context.error).toBeNull();
    },
    submitting: ({ context, invoked }) => {
      expect(context.error).toBeNull();
      expect(invoked.changePassword.at(-1)).toEqual({
        password: context.password,
        retry: context.password,
        token: TOKEN,
      });
    },
    changed: ({ actions, snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(actions.changed).toHaveBeenCalledTimes(1);
    },
  },
});

// Examples: the password length limits and matching (product §5 "Reset: 'пароль не может быть короче 4 и длинее 20
// символов'; 'Пароли не совпадают' blocks sending", §9 "reset password 4–20"), what is sent, and a refusal.

describe('reset form examples', () => {
  it('starts empty for the token of the link', async () => {
    const run = await startScenario(resetFormMachine, { input: { token: 'a1b2c3' } });
    expect(run.context).toEqual({ token: 'a1b2c3', password: '', retry: '', error: null });
  });

  it('sends a password of 4 to 20 characters typed twice the same, else says why', async () => {
    const table: [string, string, string | null][] = [
      ['', '', RULE],
      ['abc', 'abc', RULE],
      ['abcd', 'abcd', null],
      ['a'.repeat(20), 'a'.repeat(20), null],
      ['a'.repeat(21), 'a'.repeat(21), RULE],
      ['abcd', 'abce', DIFFER],
    ];
    for (const [password, retry, error] of table) {
      const run = await startScenario(resetFormMachine, { input: { token: 'a1b2c3' } });
      await run.send({ type: 'reset.change', values: { password, retry } });
      await run.send({ type: 'reset.submit' });
      const label = `${password.length} / ${retry.length} characters`;
      expect(run.value, label).toBe(error ? 'editing' : 'submitting');
      expect(run.context.error, label).toBe(error);
      if (!error) expect(run.invoked.changePassword).toEqual([{ password, retry, token: 'a1b2c3' }]);
    }
  });

  it("shows the server's refusal, kept until the next edit, and ends once changed", async () => {
    let run = await startScenario(resetFormMachine, { input: { token: 'a1b2c3' } });
    await run.send({ type: 'reset.change', values: { password: 'secret12', retry: 'secret12' } });
    await run.send({ type: 'reset.submit' });
    await run.fail('changePassword', new Error('Ссылка устарела'));
    expect(run.value).toBe('editing');
    expect(run.context).toMatchObject({ password: 'secret12', error: 'Ссылка устарела' });
    await run.send({ type: 'reset.change', values: { retry: 'secret1' } });
    expect(run.context).toMatchObject({ password: 'secret12', retry: 'secret1', error: null });
    run = await startScenario(resetFormMachine, { input: { token: 'a1b2c3' } });
    await run.send({ type: 'reset.change', values: { password: 'secret12', retry: 'secret12' } });
    await run.send({ type: 'reset.submit' });
    await run.done('changePassword', undefined);
    expect(run.value).toBe('changed');
    expect(run.snapshot().status).toBe('done');
    expect(run.actions.changed).toHaveBeenCalledTimes(1);
  });
});
