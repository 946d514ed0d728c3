import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { startTestShop, type TestShop } from '../test-app';
import { addStaff, adminCall, signedIn, signIn, STAFF_PASSWORD, staffCookieOf, type Staff } from './admin-helpers';

// 'Сотрудники' in the back office (issue 15): the owner changes a member's role or access against the version they
// opened; someone else's change in between is refused with the member as they are now.

let shop: TestShop;
let owner: Staff;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
  owner = await signedIn(shop, 'owner');
});
afterAll(async () => {
  await shop?.close();
});

async function member(email: string) {
  const list = await adminCall(shop, owner, 'GET', '/staff');
  return list.json().data.staff.find((m: { email: string }) => m.email === email);
}

describe('PATCH /admin/api/staff/:id', () => {
  it("changes a member's role, raises the version, ends their sessions and writes the audit log", async () => {
    const email = await addStaff(shop, 'manager');
    const session = staffCookieOf(await signIn(shop, email, STAFF_PASSWORD))!;
    const before = await member(email);
    const reply = await adminCall(shop, owner, 'PATCH', `/staff/${before.staff_id}`, {
      version: before.version,
      role: 'editor',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ email, role: 'editor', version: before.version + 1 });
    const me = await adminCall(shop, { email, cookie: session, ip: '127.0.0.1' }, 'GET', '/me');
    expect(me.statusCode).toBe(401);
    const audit = await adminCall(shop, owner, 'GET', `/audit?record_type=staff&record_id=${before.staff_id}`);
    expect(audit.json().data.entries[0]).toMatchObject({
      actor: owner.email,
      action: 'role',
      before: { role: 'manager' },
      after: { role: 'editor' },
    });
  });

  it('disables and enables a member; a disabled member cannot sign in', async () => {
    const email = await addStaff(shop, 'manager');
    const opened = await member(email);
    const off = await adminCall(shop, owner, 'PATCH', `/staff/${opened.staff_id}`, {
      version: opened.version,
      disabled: true,
    });
    expect(off.json().data).toMatchObject({ disabled: true });
    expect((await signIn(shop, email, STAFF_PASSWORD)).statusCode).toBe(403);
    const on = await adminCall(shop, owner, 'PATCH', `/staff/${opened.staff_id}`, {
      version: off.json().data.version,
      disabled: false,
    });
    expect(on.json().data).toMatchObject({ disabled: false });
    expect((await signIn(shop, email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a change from a stale copy with 'Запись изменена другим сотрудником' and the member as they are now", async () => {
    const email = await addStaff(shop, 'manager');
    const opened = await member(email);
    await adminCall(shop, owner, 'PATCH', `/staff/${opened.staff_id}`, { version: opened.version, role: 'editor' });
    const stale = await adminCall(shop, owner, 'PATCH', `/staff/${opened.staff_id}`, {
      version: opened.version,
      disabled: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      result: 'error',
      error: 'Запись изменена другим сотрудником',
      data: { email, role: 'editor', disabled: false, version: opened.version + 1 },
    });
  });

  it('keeps the last owner, and asks for exactly one change', async () => {
    const only = await startTestShop({ seed: false });
    try {
      const theOwner = await signedIn(only, 'owner');
      const list = await adminCall(only, theOwner, 'GET', '/staff');
      const me = list.json().data.staff[0];
      const demote = await adminCall(only, theOwner, 'PATCH', `/staff/${me.staff_id}`, {
        version: me.version,
        role: 'manager',
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error).toBe(ADMIN_MESSAGES.lastOwner);
      for (const body of [{ version: me.version }, { version: me.version, role: 'owner', disabled: false }]) {
        const reply = await adminCall(only, theOwner, 'PATCH', `/staff/${me.staff_id}`, body);
        expect(reply.statusCode).toBe(400);
        expect(reply.json().error).toBe(ADMIN_MESSAGES.staffChangeOne);
      }
      const missing = await adminCall(only, theOwner, 'PATCH', '/staff/999999', { version: 1, role: 'owner' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Сотрудник не найден');
    } finally {
      await only.close();
    }
  });

  it('is not open to a manager', async () => {
    const manager = await signedIn(shop, 'manager');
    const reply = await adminCall(shop, manager, 'PATCH', '/staff/1', { version: 1, role: 'owner' });
    expect(reply.statusCode).toBe(403);
  });
});
