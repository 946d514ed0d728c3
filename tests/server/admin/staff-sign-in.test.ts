import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_AREAS } from '../../../src/domain/staff';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { COMMAND_LINE_ACTOR } from '../../../src/server/admin/audit-log';
import { forgetExpiredStaffSessions, STAFF_COOKIE } from '../../../src/server/admin/staff-session';
import { setStaffDisabled, setStaffPassword } from '../../../src/server/admin/staff-store';
import { TOO_MANY_LOGINS } from '../../../src/server/http/rate-limits';
import { CROSS_SITE_MESSAGE } from '../../../src/server/http/cross-site';
import { newCustomer } from '../checkout-helpers';
import { nextClientAddress } from '../client-address';
import { startTestShop, type TestShop } from '../test-app';
import { ADMIN, addStaff, adminCall, signIn, signedIn, STAFF_PASSWORD, staffCookieOf } from './admin-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
});
afterAll(async () => {
  await shop?.close();
});

describe('staff sign-in', () => {
  it('signs a member in with e-mail and password (any case of the e-mail) and tells who is signed in', async () => {
    const email = await addStaff(shop, 'manager');
    const reply = await signIn(shop, email.toUpperCase(), STAFF_PASSWORD);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ email, role: 'manager', areas: [...ROLE_AREAS.manager] });
    const cookie = staffCookieOf(reply)!;
    const me = await adminCall(shop, { email, cookie, ip: '127.0.0.1' }, 'GET', '/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email, role: 'manager' });
  });

  it("sets its own cookie: httpOnly, SameSite=Strict, path /admin, a browser-session cookie, not the customers'", async () => {
    const email = await addStaff(shop, 'editor');
    const reply = await signIn(shop, email, STAFF_PASSWORD);
    const cookie = reply.cookies.find((c) => c.name === STAFF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeUndefined();
    expect(reply.cookies.map((c) => c.name)).toEqual([STAFF_COOKIE]);
    // The database keeps the token's hash, never the token.
    const rows = await shop.db.selectFrom('staff_session').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(cookie?.value);
  });

  it('marks the cookie Secure when the shop is on https', async () => {
    const https = await startTestShop({ seed: false, env: { PUBLIC_URL: 'https://shop.example' } });
    try {
      const email = await addStaff(https, 'owner');
      const reply = await signIn(https, email, STAFF_PASSWORD);
      expect(reply.cookies.find((c) => c.name === STAFF_COOKIE)?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('answers a wrong password and an unknown e-mail with the same message, and sets no cookie', async () => {
    const email = await addStaff(shop, 'owner');
    for (const [who, password] of [
      [email, 'не-тот-пароль-1'],
      ['nobody@shop.example', STAFF_PASSWORD],
    ]) {
      const reply = await signIn(shop, who, password);
      expect(reply.statusCode, who).toBe(401);
      expect(reply.json()).toEqual({ result: 'error', error: ADMIN_MESSAGES.wrongCredentials });
      expect(staffCookieOf(reply)).toBeUndefined();
    }
  });

  it("refuses a customer's e-mail and password: customers are not staff", async () => {
    const customer = await newCustomer(shop);
    expect((await signIn(shop, customer.email, 'secret12')).statusCode).toBe(401);
  });

  it('refuses a disabled member, and disabling ends the sessions they had', async () => {
    const member = await signedIn(shop, 'manager');
    await setStaffDisabled(shop.db, COMMAND_LINE_ACTOR, member.email, true);
    const me = await adminCall(shop, member, 'GET', '/me');
    expect(me.statusCode).toBe(401);
    const again = await signIn(shop, member.email, STAFF_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe(ADMIN_MESSAGES.disabled);
    expect(staffCookieOf(again)).toBeUndefined();
  });

  it('ends the sessions of a member whose password changed', async () => {
    const member = await signedIn(shop, 'editor');
    await setStaffPassword(shop.db, COMMAND_LINE_ACTOR, member.email, 'новый-пароль-22');
    expect((await adminCall(shop, member, 'GET', '/me')).statusCode).toBe(401);
    expect((await signIn(shop, member.email, 'новый-пароль-22')).statusCode).toBe(200);
  });

  it("counts failures against the customers' login limits: the 6th try in 15 minutes from one address is a 429", async () => {
    const email = await addStaff(shop, 'owner');
    const ip = nextClientAddress();
    for (let i = 1; i <= 5; i += 1)
      expect((await signIn(shop, email, `неверный-${i}-пароль`, ip)).statusCode).toBe(401);
    const blocked = await signIn(shop, email, STAFF_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(TOO_MANY_LOGINS);
    // From another address the owner still signs in: failures count per e-mail and address.
    expect((await signIn(shop, email, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('gives a right password its unit back: signing in often is no failure', async () => {
    const email = await addStaff(shop, 'owner');
    const ip = nextClientAddress();
    for (let i = 0; i < 8; i += 1) expect((await signIn(shop, email, STAFF_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('ends a session 12 hours after its last use, and the hourly job removes its row', async () => {
    const member = await signedIn(shop, 'manager');
    const rows = () => shop.db.selectFrom('staff_session').select('staff_session_id').where('ip', '=', member.ip);
    await shop.db
      .updateTable('staff_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('ip', '=', member.ip)
      .execute();
    expect((await adminCall(shop, member, 'GET', '/me')).statusCode).toBe(401);
    expect(await rows().execute()).toHaveLength(1);
    await forgetExpiredStaffSessions(shop.app);
    expect(await rows().execute()).toHaveLength(0);
  });

  it('validates the body with a Russian message', async () => {
    for (const payload of [{}, { email: 'a@b.ru' }, { email: 'a@b.ru', password: 'x'.repeat(201) }]) {
      const reply = await shop.app.inject({ method: 'POST', url: `${ADMIN}/session`, payload });
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json().error).toMatch(/[а-яё]/i);
    }
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const member = await signedIn(shop, 'owner');
    const out = await adminCall(shop, member, 'DELETE', '/session');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === STAFF_COOKIE)).toMatchObject({ value: '', path: '/admin' });
    expect((await adminCall(shop, member, 'GET', '/me')).statusCode).toBe(401);
  });

  it('refuses a sign-in or a change posted from another site', async () => {
    const member = await signedIn(shop, 'owner');
    for (const [method, url] of [
      ['POST', `${ADMIN}/session`],
      ['POST', `${ADMIN}/staff`],
      ['DELETE', `${ADMIN}/session`],
    ] as const) {
      const reply = await shop.app.inject({
        method,
        url,
        headers: { origin: 'https://evil.example' },
        cookies: { [STAFF_COOKIE]: member.cookie },
        payload: { email: member.email, password: STAFF_PASSWORD, role: 'owner' },
      });
      expect(reply.statusCode, `${method} ${url}`).toBe(403);
      expect(reply.json().error).toBe(CROSS_SITE_MESSAGE);
    }
    expect((await adminCall(shop, member, 'GET', '/me')).statusCode).toBe(200);
  });
});

describe("the owner's staff calls", () => {
  it('lists the staff and adds a member, logged as made by the owner; a manager reaches neither', async () => {
    const owner = await signedIn(shop, 'owner');
    const email = `new.${Date.now()}@shop.example`;
    const created = await adminCall(shop, owner, 'POST', '/staff', {
      email,
      password: STAFF_PASSWORD,
      role: 'editor',
      name: 'Ева',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ email, role: 'editor', name: 'Ева', disabled: false, version: 1 });
    expect(JSON.stringify(created.json())).not.toContain('scrypt');
    const listed = (await adminCall(shop, owner, 'GET', '/staff')).json().data.staff;
    expect(listed).toContainEqual(expect.objectContaining({ email, role: 'editor', two_factor: false }));
    const audit = await shop.db
      .selectFrom('audit_log')
      .innerJoin('staff', 'staff.staff_id', 'audit_log.staff_id')
      .select(['audit_log.action', 'audit_log.actor', 'staff.email'])
      .where('audit_log.record_id', '=', created.json().data.staff_id)
      .where('audit_log.record_type', '=', 'staff')
      .execute();
    expect(audit).toEqual([{ action: 'create', actor: owner.email, email: owner.email }]);

    expect(
      (await adminCall(shop, owner, 'POST', '/staff', { email, password: STAFF_PASSWORD, role: 'owner' })).statusCode,
    ).toBe(409);
    for (const body of [
      { email: 'x@shop.example', password: STAFF_PASSWORD, role: 'admin' },
      { email: 'x@shop.example', password: 'short', role: 'editor' },
      { email: 'not an e-mail', password: STAFF_PASSWORD, role: 'editor' },
    ]) {
      const reply = await adminCall(shop, owner, 'POST', '/staff', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error).toMatch(/[а-яё]/i);
    }

    const manager = await signedIn(shop, 'manager');
    expect((await adminCall(shop, manager, 'GET', '/staff')).statusCode).toBe(403);
    expect(
      (
        await adminCall(shop, manager, 'POST', '/staff', {
          email: 'y@shop.example',
          password: STAFF_PASSWORD,
          role: 'owner',
        })
      ).statusCode,
    ).toBe(403);
  });
});
