import {
  OWN_PASSWORD_TEXT,
  ownPasswordMachine,
  type OwnPasswordEvent,
} from '../../machines/admin/own-password.machine';
import { staffPasswordProblem } from '../../src/domain/staff';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of a member's own new password on 'Мой профиль' (issue 15): only the current password with a new one of
// a staff password's length, typed twice alike, is sent; a refusal keeps the form, a change empties it.

const FILLED = { current: 'старый-пароль-1', next: 'новый-пароль-22', repeat: 'новый-пароль-22' };
const REFUSED = new Error('Неверный текущий пароль');
const ev = (event: OwnPasswordEvent) => event;

await describePathTests(ownPasswordMachine, {
  events: {
    'password.change': [
      ev({ type: 'password.change', values: FILLED }),
      ev({ type: 'password.change', values: { repeat: 'другой-пароль-3' } }),
      ev({ type: 'password.change', values: { next: 'короткий' } }),
    ],
  },
  actors: { changePassword: { done: [undefined], error: [REFUSED, 'no words'] } },
  states: {
    editing: ({ context, happened }) => {
      if (context.saved) expect(context).toMatchObject({ current: '', next: '', repeat: '', error: null });
      if (context.error !== null) expect([REFUSED.message, OWN_PASSWORD_TEXT.failed]).toContain(context.error);
      if (!happened('password.submit')) expect(context.problems).toEqual({});
    },
    saving: ({ context, invoked }) => {
      expect(invoked.changePassword.at(-1)).toEqual({ current: context.current, next: context.next });
      expect(context.current).not.toBe('');
      expect(staffPasswordProblem(context.next)).toBeNull();
      expect(context.repeat).toBe(context.next);
    },
  },
});

describe('own password examples', () => {
  it('names what is wrong under each field and sends nothing', async () => {
    const run = await startScenario(ownPasswordMachine);
    await run.send({ type: 'password.submit' });
    expect(run.context.problems).toEqual({
      current: OWN_PASSWORD_TEXT.currentMissing,
      next: 'Пароль сотрудника — не короче 10 символов',
    });
    await run.send({ type: 'password.change', values: { ...FILLED, repeat: 'новый-пароль-2' } });
    expect(run.context.problems).toEqual({});
    await run.send({ type: 'password.submit' });
    expect(run.context.problems).toEqual({ repeat: OWN_PASSWORD_TEXT.repeatDiffers });
    expect(run.invoked.changePassword ?? []).toEqual([]);
  });

  it("keeps the form on the server's refusal and empties it once changed", async () => {
    const run = await startScenario(ownPasswordMachine);
    await run.send({ type: 'password.change', values: FILLED });
    await run.send({ type: 'password.submit' });
    await run.fail('changePassword', REFUSED);
    expect(run.context).toMatchObject({ ...FILLED, error: REFUSED.message, saved: false });
    await run.send({ type: 'password.submit' });
    await run.done('changePassword', undefined);
    expect(run.context).toMatchObject({ current: '', next: '', repeat: '', saved: true, error: null });
  });
});
