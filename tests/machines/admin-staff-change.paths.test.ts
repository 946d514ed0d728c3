import { StaleCopy } from '../../machines/admin/stale-copy';
import {
  STAFF_CHANGE_TEXT,
  staffChangeMachine,
  type StaffChangeEvent,
} from '../../machines/admin/staff-change.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the owner's changes on 'Сотрудники' (issue 15): a role goes at once, taking access away asks first,
// every change carries the version on screen, and any answer reloads the list (a stale copy said so).

const ev = (event: StaffChangeEvent) => event;
const ROLE = ev({
  type: 'staff.changeAsked',
  staffId: 4,
  email: 'anna@shop.example',
  version: 2,
  change: { role: 'editor' },
});
const DISABLE = ev({
  type: 'staff.changeAsked',
  staffId: 5,
  email: 'oleg@shop.example',
  version: 3,
  change: { disabled: true },
});
const ENABLE = ev({
  type: 'staff.changeAsked',
  staffId: 5,
  email: 'oleg@shop.example',
  version: 3,
  change: { disabled: false },
});
const RESET = ev({
  type: 'staff.changeAsked',
  staffId: 6,
  email: 'ira@shop.example',
  version: 4,
  change: { two_factor: false },
});
const UNLINK = ev({
  type: 'staff.changeAsked',
  staffId: 6,
  email: 'ira@shop.example',
  version: 4,
  change: { customer_email: null },
});
const LINK = ev({ type: 'staff.linkAsked', staffId: 7, email: 'oleg@shop.example', version: 5 });
const NO_CUSTOMER = new Error(
  'Покупатель с e-mail anna@mail.ru не найден: он должен сначала зарегистрироваться в магазине',
);
const LAST_OWNER = new Error('Нельзя отключить или понизить последнего владельца магазина');
const STALE = new StaleCopy('Запись изменена другим сотрудником');

await describePathTests(staffChangeMachine, {
  events: {
    'staff.changeAsked': [ROLE, DISABLE, ENABLE, RESET, UNLINK],
    'staff.linkAsked': [LINK],
    'staff.customerEmailChanged': [
      ev({ type: 'staff.customerEmailChanged', value: ' anna@mail.ru ' }),
      ev({ type: 'staff.customerEmailChanged', value: 'anna' }),
    ],
  },
  actors: { changeStaff: { done: [undefined], error: [LAST_OWNER, STALE, NO_CUSTOMER] } },
  states: {
    idle: ({ context, actions, happened }) => {
      if (happened('done: changeStaff') || happened('error: changeStaff')) expect(actions.reload).toHaveBeenCalled();
      if (context.stale) expect(context.error).toBe(STALE.message);
    },
    confirming: ({ context }) => {
      // Only taking access away, resetting the second step and unlinking the storefront account ask.
      expect([{ disabled: true }, { two_factor: false }, { customer_email: null }]).toContainEqual(
        context.request?.change,
      );
    },
    linking: ({ context }) => {
      expect(context.request).toMatchObject({ staffId: 7, email: 'oleg@shop.example', version: 5 });
      // A refused link keeps the dialog and what was typed, with the reason.
      if (context.error)
        expect([STAFF_CHANGE_TEXT.badEmail, NO_CUSTOMER.message, LAST_OWNER.message]).toContain(context.error);
    },
    saving: ({ context, invoked }) => {
      expect(invoked.changeStaff.at(-1)).toEqual(context.request);
      expect(context.error).toBeNull();
    },
  },
});

describe('staff change examples', () => {
  it('asks before taking access away, and sends nothing when the owner goes back', async () => {
    const run = await startScenario(staffChangeMachine);
    await run.send(DISABLE);
    expect(run.value).toBe('confirming');
    await run.send({ type: 'staff.back' });
    expect(run.value).toBe('idle');
    expect(run.invoked.changeStaff ?? []).toEqual([]);
    await run.send(ENABLE);
    expect(run.value).toBe('saving');
    expect(run.invoked.changeStaff).toEqual([
      { staffId: 5, email: 'oleg@shop.example', version: 3, change: { disabled: false } },
    ]);
  });

  it("asks before resetting a member's two-factor sign-in, then sends it", async () => {
    const run = await startScenario(staffChangeMachine);
    await run.send(RESET);
    expect(run.value).toBe('confirming');
    await run.send({ type: 'staff.confirm' });
    expect(run.invoked.changeStaff).toEqual([
      { staffId: 6, email: 'ira@shop.example', version: 4, change: { two_factor: false } },
    ]);
  });

  it("tells a stale copy from the server's other refusals, and reloads after either", async () => {
    const run = await startScenario(staffChangeMachine);
    await run.send(ROLE);
    await run.fail('changeStaff', LAST_OWNER);
    expect(run.context).toMatchObject({ error: LAST_OWNER.message, stale: false });
    await run.send(ROLE);
    expect(run.context.error).toBeNull();
    await run.fail('changeStaff', STALE);
    expect(run.context).toMatchObject({ error: STALE.message, stale: true });
    expect(run.actions.reload).toHaveBeenCalledTimes(2);
  });
});

describe("'Связать с покупателем'", () => {
  it('checks the e-mail before sending it trimmed, and keeps the dialog with what was typed when the server refuses', async () => {
    const run = await startScenario(staffChangeMachine);
    await run.send(LINK);
    expect(run.value).toBe('linking');
    await run.send({ type: 'staff.customerEmailChanged', value: 'anna' });
    await run.send({ type: 'staff.confirm' });
    expect(run.value).toBe('linking');
    expect(run.context.error).toBe(STAFF_CHANGE_TEXT.badEmail);
    await run.send({ type: 'staff.customerEmailChanged', value: ' anna@mail.ru ' });
    await run.send({ type: 'staff.confirm' });
    expect(run.invoked.changeStaff).toEqual([
      { staffId: 7, email: 'oleg@shop.example', version: 5, change: { customer_email: 'anna@mail.ru' } },
    ]);
    await run.fail('changeStaff', NO_CUSTOMER);
    expect(run.value).toBe('linking');
    expect(run.context).toMatchObject({ error: NO_CUSTOMER.message, customerEmail: ' anna@mail.ru ' });
    expect(run.actions.reload).not.toHaveBeenCalled();
  });

  it('asks before unlinking, and a stale copy closes the dialog and reloads', async () => {
    const run = await startScenario(staffChangeMachine);
    await run.send(UNLINK);
    expect(run.value).toBe('confirming');
    await run.send(LINK);
    await run.send({ type: 'staff.back' });
    await run.send(LINK);
    await run.send({ type: 'staff.customerEmailChanged', value: 'anna@mail.ru' });
    await run.send({ type: 'staff.confirm' });
    await run.fail('changeStaff', STALE);
    expect(run.value).toBe('idle');
    expect(run.context).toMatchObject({ stale: true, error: STALE.message });
    expect(run.actions.reload).toHaveBeenCalledTimes(1);
  });
});
