import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES as M } from '../../../src/server/admin/admin-messages';
import { TOO_MANY_LOGINS } from '../../../src/server/http/rate-limits';
import { startTestShop, type TestShop } from '../test-app';
import { adminCall, auditRows, signIn, signedIn, STAFF_PASSWORD, staffCookieOf } from './admin-helpers';

// A member changes their own password from 'Мой профиль' (issue 15): the current one first, the new one of a staff
// password's length; their other sessions end, this browser goes on under a new session, and the audit log has it.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
});
afterAll(async () => {
  await shop?.close();
});

const NEW_PASSWORD = 'новый-пароль-сотрудника';

describe('POST /admin/api/me/password', () => {
  it('changes the password: other sessions end, this one goes on with a new cookie, audited', async () => {
    const member = await signedIn(shop, 'editor');
    const elsewhere = { ...member, cookie: staffCookieOf(await signIn(shop, member.email, STAFF_PASSWORD))! };
    const reply = await adminCall(shop, member, 'POST', '/me/password', {
      current_password: STAFF_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ email: member.email, role: 'editor' });
    const renewed = { ...member, cookie: staffCookieOf(reply)! };
    expect(renewed.cookie).not.toBe(member.cookie);
    expect((await adminCall(shop, renewed, 'GET', '/me')).statusCode).toBe(200);
    expect((await adminCall(shop, member, 'GET', '/me')).statusCode).toBe(401);
    expect((await adminCall(shop, elsewhere, 'GET', '/me')).statusCode).toBe(401);

    expect((await signIn(shop, member.email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(shop, member.email, NEW_PASSWORD)).statusCode).toBe(200);

    const staffId = reply.json().data.staff_id as number;
    const audit = await auditRows(shop, 'staff', staffId);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'ownPassword']);
    expect(audit[1].actor).toBe(member.email);
    const hash = (
      await shop.db
        .selectFrom('staff')
        .select('password_hash')
        .where('staff_id', '=', staffId)
        .executeTakeFirstOrThrow()
    ).password_hash;
    expect(JSON.stringify(audit)).not.toContain(hash.split('$').at(-1));
  });

  it('refuses a wrong current password, a short or unchanged new one, and malformed bodies, in Russian', async () => {
    const member = await signedIn(shop, 'manager');
    const change = (body: object) => adminCall(shop, member, 'POST', '/me/password', body);
    expect((await change({ current_password: 'не-тот-пароль', new_password: NEW_PASSWORD })).json().error).toBe(
      M.wrongPassword,
    );
    expect((await change({ current_password: STAFF_PASSWORD, new_password: 'короткий' })).json().error).toBe(
      'Пароль сотрудника — не короче 10 символов',
    );
    expect((await change({ current_password: STAFF_PASSWORD, new_password: STAFF_PASSWORD })).json().error).toBe(
      M.samePassword,
    );
    for (const body of [{}, { current_password: STAFF_PASSWORD }, { new_password: NEW_PASSWORD }]) {
      const reply = await change(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error).toMatch(/[а-яё]/i);
    }
    // Nothing changed: the member's session and password are as they were.
    expect((await adminCall(shop, member, 'GET', '/me')).statusCode).toBe(200);
  });

  it("counts wrong current passwords against the member's login limits", async () => {
    const member = await signedIn(shop, 'owner');
    for (let i = 0; i < 5; i += 1) {
      const reply = await adminCall(shop, member, 'POST', '/me/password', {
        current_password: `неверный-${i}-пароль`,
        new_password: NEW_PASSWORD,
      });
      expect(reply.json().error).toBe(M.wrongPassword);
    }
    const blocked = await adminCall(shop, member, 'POST', '/me/password', {
      current_password: STAFF_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(TOO_MANY_LOGINS);
  });
});
