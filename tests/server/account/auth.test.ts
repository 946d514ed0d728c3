import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerGroupOf } from '../../../src/server/http/customer-group';
import { startTestShop, type TestShop } from '../test-app';
import {
  get,
  login,
  outbox,
  post,
  REGISTRATION,
  registerCustomer,
  sessionCookieOf,
  SESSION,
  uniqueEmail,
} from './account-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({
    seed: false,
    // What a pricing route sees: the caller's customer group from the session.
    extend: (app) => void app.get('/test/group', async (request) => ({ group: await customerGroupOf(request) })),
  });
});
afterAll(async () => {
  await shop?.close();
});

const REGISTER = '/cms/index.php?route=api/customer/registration';
const SESS = '/cms/index.php?route=api/sess';
const LOGOUT = '/cms/index.php?route=api/customer/logout';
const MARK = 'shop_has_session';

async function groupOf(cookie?: string): Promise<number> {
  return (await get(shop, '/test/group', cookie)).json().group;
}

describe('registration of a private customer', () => {
  it('creates the account, logs it in and answers with the user record', async () => {
    const email = uniqueEmail('anna');
    const reply = await post(shop, REGISTER, { ...REGISTRATION, email, remember: true });
    expect(reply.statusCode).toBe(200);
    const { user } = reply.json().data;
    expect(user).toMatchObject({
      firstname: 'Анна',
      lastname: 'Иванова',
      email,
      telephone: '79123456789',
      customerGroupId: 1,
      userAuth: true,
      customer_type: 1,
      professional_status: 'none',
      is_admin: false,
      avatar: { image: null, password: '' },
    });
    const cookie = sessionCookieOf(reply)!;
    const session = await get(shop, SESS, cookie.value);
    expect(session.json().data).toMatchObject({ userAuth: true, user: { customer_id: user.customer_id, email } });
    expect(await groupOf(cookie.value)).toBe(1);
    // A welcome, with the way to the account.
    const welcome = (await outbox(shop)).find((m) => m.to === email);
    expect(welcome?.subject).toBe('Добро пожаловать в интернет-магазин Космецевтика BT');
    expect(welcome?.text).toContain('Здравствуйте, Анна!');
    expect(welcome?.links.some((link) => link.endsWith('/my-account'))).toBe(true);
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const { email } = await registerCustomer(shop);
    const reply = await post(shop, REGISTER, { ...REGISTRATION, email: `  ${email.toUpperCase()} ` });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ result: 'error', error: expect.stringContaining('уже зарегистрирован') });
  });

  it('checks every field with the form’s Russian texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'Введите имя'],
      [{ surname: '' }, 'Введите фамилию'],
      [{ phone: '+7(912)345' }, 'Введите телефон полностью: +7(000)000-00-00'],
      [{ email: 'not-an-email' }, 'Некорректный email'],
      [{ password: 'abc', retry: 'abc' }, 'пароль не может быть короче 4 и длинее 20 символов'],
      [{ retry: 'другой' }, 'Пароли не совпадают'],
    ];
    for (const [change, message] of cases) {
      const reply = await post(shop, REGISTER, { ...REGISTRATION, email: uniqueEmail(), ...change });
      expect(reply.statusCode, JSON.stringify(change)).toBe(400);
      expect(reply.json().error).toBe(message);
    }
  });

  it('stores a scrypt hash with its own salt, never the password', async () => {
    const a = await registerCustomer(shop);
    const b = await registerCustomer(shop);
    const rows = await shop.db
      .selectFrom('customer')
      .select(['email', 'password_hash'])
      .where('email', 'in', [a.email, b.email])
      .execute();
    const [ha, hb] = rows.map((r) => r.password_hash!);
    expect(ha).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(ha).not.toContain(REGISTRATION.password);
    // Same password, different salts: different hashes.
    expect(ha.split('$')[4]).not.toBe(hb.split('$')[4]);
    expect(ha.split('$')[5]).not.toBe(hb.split('$')[5]);
  });
});

describe('login and logout', () => {
  it('logs in with the e-mail in any case and the password, and answers with the user record', async () => {
    const { email, password, customerId } = await registerCustomer(shop);
    const reply = await login(shop, email.toUpperCase(), password);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ customer_id: customerId, email, userAuth: true, customerGroupId: 1 });
  });

  it('answers a wrong password and an unknown address alike', async () => {
    const { email } = await registerCustomer(shop);
    const wrong = await login(shop, email, 'не тот', {}, '10.0.0.50');
    const unknown = await login(shop, uniqueEmail('nobody'), 'secret12', {}, '10.0.0.51');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ result: 'error', error: 'Неверный e-mail или пароль' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const { email, password } = await registerCustomer(shop);
    const cookie = sessionCookieOf(await login(shop, email, password))!.value;
    expect((await get(shop, SESS, cookie)).json().data.userAuth).toBe(true);
    const out = await post(shop, LOGOUT, {}, cookie);
    expect(out.statusCode, out.body).toBe(200);
    const cleared = sessionCookieOf(out)!;
    expect(cleared.value).toBe('');
    // The old cookie is worthless even if the browser kept it.
    expect((await get(shop, SESS, cookie)).json().data).toEqual({ userAuth: false, user: null });
    expect(await groupOf(cookie)).toBe(0);
  });

  it('a guest has no session and group 0', async () => {
    expect((await get(shop, SESS)).json().data).toEqual({ userAuth: false, user: null });
    expect(await groupOf()).toBe(0);
    expect(await groupOf('forged-token')).toBe(0);
  });
});

describe('session cookies', () => {
  it('is httpOnly, SameSite=Lax, for the whole site, and stores only a hash of the token', async () => {
    const { email, password } = await registerCustomer(shop);
    const cookie = sessionCookieOf(await login(shop, email, password))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await shop.db.selectFrom('session').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === cookie.value)).toBe(false);
  });

  it('«Запомнить устройство» keeps the cookie 30 days; without it the cookie ends with the browser', async () => {
    const { email, password } = await registerCustomer(shop);
    const remembered = sessionCookieOf(await login(shop, email, password, { remember: true }))!;
    const browserOnly = sessionCookieOf(await login(shop, email, password, { remember: false }))!;
    expect(remembered.maxAge).toBe(30 * 24 * 60 * 60);
    expect(browserOnly.maxAge).toBeUndefined();
    const rows = await shop.db
      .selectFrom('session')
      .innerJoin('customer', 'customer.customer_id', 'session.customer_id')
      .select(['session.remember', 'session.expires_at', 'session.date_added'])
      .where('customer.email', '=', email)
      .execute();
    const days = (r: (typeof rows)[number]) => (r.expires_at.getTime() - r.date_added.getTime()) / 86_400_000;
    expect(Math.round(days(rows.find((r) => r.remember)!))).toBe(30);
    // A browser-session login ends on the server after a day without use.
    expect(Math.round(days(rows.find((r) => !r.remember)!))).toBe(1);
  });

  it('goes with a mark scripts can read, set and cleared with it, that says only that a session exists', async () => {
    const { email, password } = await registerCustomer(shop);
    const mark = (reply: { cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean }[] }) =>
      reply.cookies.find((c) => c.name === MARK);
    const remembered = await login(shop, email, password, { remember: true });
    expect(mark(remembered)).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(mark(remembered)?.httpOnly).toBeFalsy();
    expect(mark(remembered)?.maxAge).toBe(30 * 24 * 60 * 60);
    // A browser-session login: the mark ends with the browser too.
    const browserOnly = await login(shop, email, password, { remember: false });
    expect(mark(browserOnly)?.value).toBe('1');
    expect(mark(browserOnly)?.maxAge).toBeUndefined();
    const out = await post(shop, LOGOUT, {}, sessionCookieOf(browserOnly)!.value);
    expect(mark(out)?.value).toBe('');
  });

  it('brings the mark in line with the session cookie on any answer, and leaves it alone when they agree', async () => {
    const { cookie } = await registerCustomer(shop);
    const ask = (url: string, cookies: Record<string, string>) => shop.app.inject({ method: 'GET', url, cookies });
    for (const url of [SESS, '/test/group']) {
      // A session from before the mark existed gets it with its next answer.
      const unmarked = await ask(url, { [SESSION]: cookie });
      expect(unmarked.cookies, url).toEqual([expect.objectContaining({ name: MARK, value: '1', path: '/' })]);
      expect(unmarked.cookies[0].httpOnly, url).toBeFalsy();
      // A mark without its session cookie goes.
      const orphan = await ask(url, { [MARK]: '1' });
      expect(orphan.cookies, url).toEqual([expect.objectContaining({ name: MARK, value: '' })]);
      expect((await ask(url, { [SESSION]: cookie, [MARK]: '1' })).cookies, url).toEqual([]);
      expect((await ask(url, {})).cookies, url).toEqual([]);
    }
  });

  it('a session past its expiry logs nobody in', async () => {
    const { cookie, customerId } = await registerCustomer(shop);
    await shop.db
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('customer_id', '=', customerId)
      .execute();
    expect((await get(shop, SESS, cookie)).json().data.userAuth).toBe(false);
  });

  it('gives a new token on login, so a token known before it is worthless after it', async () => {
    const guest = await shop.app.inject({ method: 'GET', url: '/test/group' });
    expect(guest.cookies).toHaveLength(0);
    const { email, password, cookie: first } = await registerCustomer(shop);
    const second = sessionCookieOf(
      await shop.app.inject({
        method: 'POST',
        url: '/cms/index.php?route=api/customer/authentication',
        payload: { email, password },
        cookies: { [SESSION]: first },
      }),
    )!.value;
    expect(second).not.toBe(first);
    expect((await get(shop, SESS, first)).json().data.userAuth).toBe(false);
    expect((await get(shop, SESS, second)).json().data.userAuth).toBe(true);
  });
});

describe('login throttling', () => {
  const TOO_MANY = { result: 'error', error: 'Слишком много попыток входа. Попробуйте через 15 минут.' };

  it('5 failures for one e-mail from one address: the 6th try there is 429, even with the right password; elsewhere the owner logs in', async () => {
    const { email, password } = await registerCustomer(shop);
    for (let i = 1; i <= 5; i += 1) {
      expect((await login(shop, email, `wrong-${i}`, {}, '10.1.0.1')).statusCode, `attempt ${i}`).toBe(401);
    }
    const sixth = await login(shop, email, password, {}, '10.1.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
    expect(sessionCookieOf(sixth)).toBeUndefined();
    // An attacker's failures never lock the owner out from their own address.
    expect((await login(shop, email, password, {}, '10.1.0.2')).statusCode).toBe(200);

    // 15 minutes later the window has passed.
    await shop.db
      .updateTable('rate_limit')
      .set({ window_start: new Date(Date.now() - 60 * 60_000) })
      .where('client_key', '=', `${email}|10.1.0.1`)
      .execute();
    expect((await login(shop, email, password, {}, '10.1.0.1')).statusCode).toBe(200);
  });

  it('20 failures from one address across e-mails: the 21st is 429; another address is not affected', async () => {
    const ip = '10.2.0.1';
    for (let i = 1; i <= 20; i += 1) {
      expect((await login(shop, uniqueEmail('guess'), 'x', {}, ip)).statusCode, `attempt ${i}`).toBe(401);
    }
    const { email, password } = await registerCustomer(shop);
    expect((await login(shop, email, password, {}, ip)).statusCode).toBe(429);
    expect((await login(shop, email, password, {}, '10.2.0.2')).statusCode).toBe(200);
  });

  it('30 wrong passwords at once: at most 5 are checked, the rest are refused before the password is looked at', async () => {
    const { email } = await registerCustomer(shop);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(shop, email, `wrong-${i}`, {}, '10.4.0.1')),
    );
    expect(replies.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(25);
  });

  it('logging in does not wipe the failures counted before it', async () => {
    const { email, password } = await registerCustomer(shop);
    for (let i = 1; i <= 4; i += 1) await login(shop, email, 'wrong', {}, '10.3.0.1');
    expect((await login(shop, email, password, {}, '10.3.0.1')).statusCode).toBe(200);
    expect((await login(shop, email, 'wrong', {}, '10.3.0.1')).statusCode).toBe(401);
    // That was the 5th failure in the window: the login in between did not start the count again.
    expect((await login(shop, email, password, {}, '10.3.0.1')).statusCode).toBe(429);
  });

  it("the owner's device, which logged in before, logs in while an attacker on the same address is throttled", async () => {
    const { email, password } = await registerCustomer(shop);
    const first = await login(shop, email, password, {}, '10.5.0.1');
    const device = first.cookies.find((c) => c.name === 'shop_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // Someone behind the same address (a café's Wi-Fi) guesses the password.
    for (let i = 1; i <= 25; i += 1) await login(shop, email, `guess-${i}`, {}, '10.5.0.1');
    expect((await login(shop, email, password, {}, '10.5.0.1')).statusCode).toBe(429);
    const owner = await shop.app.inject({
      method: 'POST',
      url: '/cms/index.php?route=api/customer/authentication',
      payload: { email, password },
      remoteAddress: '10.5.0.1',
      cookies: { shop_device: device!.value },
    });
    expect(owner.statusCode).toBe(200);
    // A device cookie of another account opens nothing here.
    const other = await registerCustomer(shop);
    const stranger = await shop.app.inject({
      method: 'POST',
      url: '/cms/index.php?route=api/customer/authentication',
      payload: { email: other.email, password: other.password },
      remoteAddress: '10.5.0.1',
      cookies: { shop_device: device!.value },
    });
    expect(stranger.statusCode).toBe(429);
  });
});
