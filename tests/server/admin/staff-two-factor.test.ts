import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_MESSAGES as M } from '../../../src/server/admin/admin-messages';
import { runStaffCommand } from '../../../src/server/admin/staff-commands';
import { TOTP_PERIOD_S, totpCode, totpStep } from '../../../src/server/admin/totp';
import { TOO_MANY_LOGINS } from '../../../src/server/http/rate-limits';
import { nextClientAddress } from '../client-address';
import { startTestShop, type TestShop } from '../test-app';
import { ADMIN, adminCall, auditRows, signedIn, STAFF_PASSWORD, staffCookieOf, type Staff } from './admin-helpers';

// The optional second step of a staff sign-in (issue 15): a member sets up their app from their own page and confirms
// it with a code; then a right password alone is not enough. Codes of the step before or after count (a phone's
// clock drifts), no code counts twice, wrong codes count against the login limits, the owner resets it for a member
// who lost their phone, and the audit log has every change without the secret.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
});
afterAll(async () => {
  await shop?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * The clock stands still in the middle of the step after next (only Date: the database and timers run on), so the
 * step before it is later than any code used so far.
 */
function freezeClock(): number {
  const middle = (totpStep(Date.now()) + 2) * TOTP_PERIOD_S * 1000 + 15_000;
  vi.useFakeTimers({ toFake: ['Date'], now: middle });
  return totpStep(middle);
}

const codeAt = (secret: string, step: number) => totpCode(secret, step);

function signInWith(email: string, body: object, ip = nextClientAddress()) {
  return shop.app.inject({
    method: 'POST',
    url: `${ADMIN}/session`,
    remoteAddress: ip,
    payload: { email, password: STAFF_PASSWORD, ...body },
  });
}

/** A member of this role with the second step on; the secret their app holds; the step of the code that confirmed it. */
async function withTwoFactor(role: 'owner' | 'manager' = 'manager') {
  const member = await signedIn(shop, role);
  const setup = await adminCall(shop, member, 'POST', '/me/two-factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const step = totpStep(Date.now());
  const confirmed = await adminCall(shop, member, 'POST', '/me/two-factor/confirm', { code: codeAt(secret, step) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { member, secret, step };
}

const auditOf = (staffId: number) => auditRows(shop, 'staff', staffId);

const staffIdOf = async (member: Staff) => (await adminCall(shop, member, 'GET', '/me')).json().data.staff_id as number;

describe('setting up the second step', () => {
  it('shows a secret once, turns on only with a code from it, and never shows or logs the secret again', async () => {
    const member = await signedIn(shop, 'editor');
    expect((await adminCall(shop, member, 'GET', '/me')).json().data.two_factor).toBe(false);
    const setup = await adminCall(shop, member, 'POST', '/me/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain(encodeURIComponent(member.email));

    // Kept sealed, not as the app's text.
    const row = await shop.db
      .selectFrom('staff')
      .selectAll()
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(row.totp_pending_secret).not.toContain(secret);
    expect(row.totp_secret).toBeNull();

    const wrong = await adminCall(shop, member, 'POST', '/me/two-factor/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(M.wrongCode);
    const malformed = await adminCall(shop, member, 'POST', '/me/two-factor/confirm', { code: '12ab56' });
    expect(malformed.json().error).toBe(M.codeFormat);

    const on = await adminCall(shop, member, 'POST', '/me/two-factor/confirm', {
      code: codeAt(secret, totpStep(Date.now())),
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ email: member.email, two_factor: true });
    expect((await adminCall(shop, member, 'GET', '/me')).json().data.two_factor).toBe(true);

    const again = await adminCall(shop, member, 'POST', '/me/two-factor/setup');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(M.twoFactorOn);

    const owner = await signedIn(shop, 'owner');
    const listed = await adminCall(shop, owner, 'GET', '/staff');
    expect(listed.json().data.staff).toContainEqual(expect.objectContaining({ email: member.email, two_factor: true }));
    const audit = await auditOf(row.staff_id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'twoFactorOn']);
    expect(audit[1]).toMatchObject({ actor: member.email, before: { two_factor: false }, after: { two_factor: true } });
    const sealed = (
      await shop.db
        .selectFrom('staff')
        .select('totp_secret')
        .where('staff_id', '=', row.staff_id)
        .executeTakeFirstOrThrow()
    ).totp_secret!;
    for (const text of [listed.body, JSON.stringify(audit)]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(sealed);
    }
  });

  it('refuses a code before a secret was asked for, and every call without a staff session', async () => {
    const member = await signedIn(shop, 'manager');
    const early = await adminCall(shop, member, 'POST', '/me/two-factor/confirm', { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(M.setupFirst);
    for (const path of ['/me/two-factor/setup', '/me/two-factor/confirm', '/me/two-factor/off', '/me/password'])
      expect((await adminCall(shop, null, 'POST', path, { code: '123456' })).statusCode, path).toBe(401);
  });
});

describe('signing in with the second step', () => {
  it('asks for the code after a right password, and opens a session only with a code not used before', async () => {
    const { member, secret, step } = await withTwoFactor();
    const asked = await signInWith(member.email, {});
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ result: 'success', data: { code_required: true } });
    expect(staffCookieOf(asked)).toBeUndefined();

    // A wrong password with a code says nothing of the code.
    const wrongPassword = await signInWith(member.email, { password: 'не-тот-пароль', code: codeAt(secret, step) });
    expect(wrongPassword.json().error).toBe(M.wrongCredentials);

    const wrong = await signInWith(member.email, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(M.wrongCode);
    expect(staffCookieOf(wrong)).toBeUndefined();

    // The code that turned the second step on is spent.
    const confirmCode = await signInWith(member.email, { code: codeAt(secret, step) });
    expect(confirmCode.json().error).toBe(M.codeUsed);

    const next = codeAt(secret, step + 1);
    const signed = await signInWith(member.email, { code: `${next.slice(0, 3)} ${next.slice(3)}` });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ email: member.email, two_factor: true });
    // The session it opened lets the member into the back office.
    const session = { ...member, cookie: staffCookieOf(signed)! };
    expect((await adminCall(shop, session, 'GET', '/me')).statusCode).toBe(200);

    const replayed = await signInWith(member.email, { code: next });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error).toBe(M.codeUsed);
    expect(staffCookieOf(replayed)).toBeUndefined();
  });

  it("takes the code of the step before or after the server's, not two steps off", async () => {
    const { member, secret } = await withTwoFactor();
    const now = freezeClock();
    for (const drift of [-2, 2]) {
      const reply = await signInWith(member.email, { code: codeAt(secret, now + drift) });
      expect(reply.json().error, `drift ${drift}`).toBe(M.wrongCode);
    }
    // The confirming code was of an earlier step, so the step before now is still fresh.
    for (const drift of [-1, 1]) {
      const reply = await signInWith(member.email, { code: codeAt(secret, now + drift) });
      expect(reply.statusCode, `drift ${drift}: ${reply.body}`).toBe(200);
    }
    // After a code of the step after now, the code of now is older: refused too.
    expect((await signInWith(member.email, { code: codeAt(secret, now) })).json().error).toBe(M.codeUsed);
  });

  it('counts wrong codes with wrong passwords against the login limits: the 6th try from one address is a 429', async () => {
    const { member, secret, step } = await withTwoFactor();
    const ip = nextClientAddress();
    for (let i = 0; i < 3; i += 1)
      expect((await signInWith(member.email, { password: `неверный-${i}` }, ip)).statusCode).toBe(401);
    for (const code of ['111111', '222222'])
      expect((await signInWith(member.email, { code }, ip)).json().error).toBe(M.wrongCode);
    const blocked = await signInWith(member.email, { code: codeAt(secret, step + 1) }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(TOO_MANY_LOGINS);
    // A right code is no failure: from another address the member signs in, again and again.
    const other = nextClientAddress();
    expect((await signInWith(member.email, { code: codeAt(secret, step + 1) }, other)).statusCode).toBe(200);
    for (let i = 0; i < 6; i += 1) expect((await signInWith(member.email, {}, other)).statusCode).toBe(202);
  });
});

describe('turning the second step off, and the reset', () => {
  it('takes a fresh code or the password, one of the two; the audit log has it', async () => {
    const { member, secret, step } = await withTwoFactor();
    const off = (body: object) => adminCall(shop, member, 'POST', '/me/two-factor/off', body);
    for (const body of [{}, { code: codeAt(secret, step + 1), password: STAFF_PASSWORD }])
      expect((await off(body)).json().error, JSON.stringify(body)).toBe(M.proofOne);
    expect((await off({ code: codeAt(secret, step) })).json().error).toBe(M.codeUsed);
    expect((await off({ code: '000000' })).json().error).toBe(M.wrongCode);
    expect((await off({ password: 'не-тот-пароль-1' })).json().error).toBe(M.wrongPassword);
    const done = await off({ code: codeAt(secret, step + 1) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.two_factor).toBe(false);
    expect((await signInWith(member.email, {})).statusCode).toBe(200);
    expect((await off({ password: STAFF_PASSWORD })).json().error).toBe(M.twoFactorOff);

    // On again (a new secret), off with the password this time.
    const second = await adminCall(shop, member, 'POST', '/me/two-factor/setup');
    const newSecret = second.json().data.secret as string;
    expect(newSecret).not.toBe(secret);
    await adminCall(shop, member, 'POST', '/me/two-factor/confirm', { code: codeAt(newSecret, totpStep(Date.now())) });
    expect((await off({ password: STAFF_PASSWORD })).statusCode).toBe(200);
    const actions = (await auditOf(await staffIdOf(member))).map((entry) => entry.action);
    expect(actions).toEqual(['create', 'twoFactorOn', 'twoFactorOff', 'twoFactorOn', 'twoFactorOff']);
  });

  it("is reset by the owner from 'Сотрудники' against the version on screen, audited; not by a manager", async () => {
    const { member } = await withTwoFactor();
    const owner = await signedIn(shop, 'owner');
    const staffId = await staffIdOf(member);
    const listed = (await adminCall(shop, owner, 'GET', '/staff')).json().data.staff;
    const opened = listed.find((m: { staff_id: number }) => m.staff_id === staffId);
    const manager = await signedIn(shop, 'manager');
    expect(
      (await adminCall(shop, manager, 'PATCH', `/staff/${staffId}`, { version: opened.version, two_factor: false }))
        .statusCode,
    ).toBe(403);
    const stale = await adminCall(shop, owner, 'PATCH', `/staff/${staffId}`, {
      version: opened.version - 1,
      two_factor: false,
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await adminCall(shop, owner, 'PATCH', `/staff/${staffId}`, { version: opened.version, two_factor: true }))
        .statusCode,
    ).toBe(400);
    const reset = await adminCall(shop, owner, 'PATCH', `/staff/${staffId}`, {
      version: opened.version,
      two_factor: false,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toMatchObject({ two_factor: false, version: opened.version + 1 });
    // Their session goes on; the next sign-in needs the password only.
    expect((await adminCall(shop, member, 'GET', '/me')).json().data.two_factor).toBe(false);
    expect((await signInWith(member.email, {})).statusCode).toBe(200);
    expect((await auditOf(staffId)).at(-1)).toMatchObject({
      action: 'twoFactorReset',
      actor: owner.email,
      before: { two_factor: true },
      after: { two_factor: false },
    });
    const again = await adminCall(shop, owner, 'PATCH', `/staff/${staffId}`, {
      version: opened.version + 1,
      two_factor: false,
    });
    expect(again.json().error).toBe(M.twoFactorOff);
  });

  it('is reset from the terminal: npm run staff -- 2fa-reset --email E', async () => {
    const { member } = await withTwoFactor();
    expect(await runStaffCommand(shop.db, ['list'])).toContain(`${member.email}: Менеджер, вход с кодом из приложения`);
    expect(await runStaffCommand(shop.db, ['2fa-reset', '--email', member.email])).toBe(
      `Двухфакторный вход сброшен: ${member.email}: Менеджер`,
    );
    expect((await auditOf(await staffIdOf(member))).at(-1)).toMatchObject({
      action: 'twoFactorReset',
      actor: 'npm run staff',
    });
    await expect(runStaffCommand(shop.db, ['2fa-reset', '--email', member.email])).rejects.toThrow(M.twoFactorOff);
    await expect(runStaffCommand(shop.db, ['2fa-reset'])).rejects.toThrow('Укажите --email');
  });
});
