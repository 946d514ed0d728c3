import { NEW_STAFF_TEXT, newStaffMachine, type NewStaffEvent } from '../../machines/admin/new-staff.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the owner's 'Добавить сотрудника' form (issue 15): only a sendable form goes; a refusal keeps what was
// typed with the server's words; an added member empties the form.

const ev = (event: NewStaffEvent) => event;
const TAKEN = new Error('Сотрудник с таким e-mail уже есть');

await describePathTests(newStaffMachine, {
  events: {
    'staff.change': [
      ev({
        type: 'staff.change',
        values: { email: 'anna@shop.example', password: 'пароль-менеджера', role: 'editor' },
      }),
      ev({ type: 'staff.change', values: { password: 'short' } }),
    ],
  },
  actors: { addStaff: { done: [undefined], error: [TAKEN] } },
  states: {
    editing: ({ context, actions, happened }) => {
      if (context.added) {
        expect(context).toMatchObject({ email: '', password: '', name: '', role: 'manager' });
        expect(actions.added).toHaveBeenCalled();
      }
      if (context.error) expect(context.error).toBe(TAKEN.message);
      if (!happened('staff.submit')) expect(context.problems).toEqual({});
    },
    submitting: ({ context, invoked }) => {
      expect(invoked.addStaff.at(-1)).toEqual({
        email: context.email.trim(),
        name: context.name.trim(),
        password: context.password,
        role: context.role,
      });
      expect(context.password.length).toBeGreaterThanOrEqual(10);
    },
  },
});

describe('new staff member examples', () => {
  it("names an empty e-mail and a short password, in the server's own words for the password", async () => {
    const run = await startScenario(newStaffMachine);
    await run.send({ type: 'staff.change', values: { password: '123456789' } });
    await run.send({ type: 'staff.submit' });
    expect(run.context.problems).toEqual({
      email: NEW_STAFF_TEXT.emailMissing,
      password: 'Пароль сотрудника — не короче 10 символов',
    });
    expect(run.value).toBe('editing');
  });

  it('keeps the form as typed when the server refuses, and empties it once the member is added', async () => {
    const run = await startScenario(newStaffMachine);
    const typed = { email: ' anna@shop.example ', name: ' Анна ', password: '1234567890', role: 'editor' as const };
    await run.send({ type: 'staff.change', values: typed });
    await run.send({ type: 'staff.submit' });
    expect(run.invoked.addStaff).toEqual([
      { email: 'anna@shop.example', name: 'Анна', password: '1234567890', role: 'editor' },
    ]);
    await run.fail('addStaff', TAKEN);
    expect(run.context).toMatchObject({ ...typed, error: TAKEN.message });
    await run.send({ type: 'staff.submit' });
    await run.done('addStaff', undefined);
    expect(run.context).toMatchObject({
      email: '',
      name: '',
      password: '',
      role: 'manager',
      added: 'anna@shop.example',
    });
  });
});
