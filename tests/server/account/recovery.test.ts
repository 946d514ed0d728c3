import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../test-app';
import { get, login, outbox, post, registerCustomer, uniqueEmail } from './account-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false, env: { PUBLIC_URL: 'https://shop.example.ru' } });
});
afterAll(async () => {
  await shop?.close();
});

const REQUEST = '/cms/index.php?route=api/customer/passwordRecoveryRequest';
const CHANGE = '/cms/index.php?route=api/customer/passwordRecoveryChange';

/** Asks for a reset and returns the token from the link in the e-mail the customer got. */
async function tokenFor(email: string): Promise<string> {
  const reply = await post(shop, REQUEST, { email });
  expect(reply.json()).toEqual({ result: 'success', data: { message: 'Проверьте свой почтовый ящик.' } });
  const mail = (await outbox(shop)).find(
    (m) => m.to.toLowerCase() === email.toLowerCase() && m.subject === 'Восстановление пароля',
  );
  expect(mail, `an e-mail to ${email}`).toBeDefined();
  const link = mail!.links.find((l) => l.includes('/change/'))!;
  expect(link).toMatch(/^https:\/\/shop\.example\.ru\/change\/[A-Za-z0-9_-]{43}$/);
  return link.split('/change/')[1];
}

describe('password recovery', () => {
  it('e-mails a link; the new password from it logs in, the old one stops working', async () => {
    const anna = await registerCustomer(shop);
    // Typed in another case: the address is found all the same, and the e-mail goes to the stored one.
    const token = await tokenFor(anna.email.toUpperCase());
    const change = await post(shop, CHANGE, { password: 'новый1', retry: 'новый1', token });
    expect(change.json()).toEqual({ result: 'success', data: { message: 'Пароль успешно изменен!' } });
    expect((await login(shop, anna.email, 'новый1')).statusCode).toBe(200);
    expect((await login(shop, anna.email, anna.password)).statusCode).toBe(401);
    // Whoever was logged in with the old password is logged out.
    expect((await get(shop, '/cms/index.php?route=api/sess', anna.cookie)).json().data.userAuth).toBe(false);
  });

  it('keeps only a hash of the token', async () => {
    const anna = await registerCustomer(shop);
    const token = await tokenFor(anna.email);
    const rows = await shop.db.selectFrom('password_reset').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
  });

  it('a link works once', async () => {
    const anna = await registerCustomer(shop);
    const token = await tokenFor(anna.email);
    expect((await post(shop, CHANGE, { password: 'first1', retry: 'first1', token })).statusCode).toBe(200);
    const again = await post(shop, CHANGE, { password: 'second2', retry: 'second2', token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(
      'Ссылка для смены пароля недействительна или устарела. Запросите восстановление пароля ещё раз.',
    );
    expect((await login(shop, anna.email, 'first1')).statusCode).toBe(200);
  });

  it('a link older than an hour does not work', async () => {
    const anna = await registerCustomer(shop);
    const token = await tokenFor(anna.email);
    await shop.db
      .updateTable('password_reset')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('customer_id', '=', anna.customerId)
      .execute();
    const reply = await post(shop, CHANGE, { password: 'late12', retry: 'late12', token });
    expect(reply.statusCode).toBe(400);
    expect((await login(shop, anna.email, anna.password)).statusCode).toBe(200);
  });

  it('expires an hour after it was sent', async () => {
    const anna = await registerCustomer(shop);
    await tokenFor(anna.email);
    const row = await shop.db
      .selectFrom('password_reset')
      .selectAll()
      .where('customer_id', '=', anna.customerId)
      .executeTakeFirstOrThrow();
    expect(Math.round((row.expires_at.getTime() - row.date_added.getTime()) / 60_000)).toBe(60);
  });

  it('checks the new password with the reset rules', async () => {
    const anna = await registerCustomer(shop);
    const token = await tokenFor(anna.email);
    for (const [password, retry, message] of [
      ['abc', 'abc', 'пароль не может быть короче 4 и длинее 20 символов'],
      ['a'.repeat(21), 'a'.repeat(21), 'пароль не может быть короче 4 и длинее 20 символов'],
      ['abcd', 'abce', 'Пароли не совпадают'],
    ]) {
      const reply = await post(shop, CHANGE, { password, retry, token });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toBe(message);
    }
    // The refused attempts did not use the link up.
    expect((await post(shop, CHANGE, { password: 'goodpass', retry: 'goodpass', token })).statusCode).toBe(200);
  });

  it('answers the same for an address nobody registered, and sends nothing', async () => {
    const before = (await outbox(shop)).length;
    const stranger = uniqueEmail('stranger');
    const reply = await post(shop, REQUEST, { email: stranger });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ result: 'success', data: { message: 'Проверьте свой почтовый ящик.' } });
    expect((await outbox(shop)).length).toBe(before);
  });

  it('refuses a malformed address', async () => {
    const reply = await post(shop, REQUEST, { email: 'no-at-sign' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('Некорректный email');
  });

  it('sends at most one e-mail a minute to an address', async () => {
    const anna = await registerCustomer(shop);
    await post(shop, REQUEST, { email: anna.email });
    await post(shop, REQUEST, { email: anna.email });
    const recovery = (await outbox(shop)).filter((m) => m.to === anna.email && m.subject === 'Восстановление пароля');
    expect(recovery).toHaveLength(1);
  });
});

describe('GET /dev/outbox', () => {
  it('lists the e-mails written instead of sending them, to this machine only', async () => {
    const anna = await registerCustomer(shop);
    await post(shop, REQUEST, { email: anna.email });
    const reply = await shop.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(reply.statusCode).toBe(200);
    const [latest] = reply.json().data;
    expect(latest).toMatchObject({
      to: anna.email,
      subject: 'Восстановление пароля',
      file: expect.stringMatching(/\.eml$/),
    });
    const remote = await shop.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });

  it('does not exist when SMTP is configured', async () => {
    const withSmtp = await startTestShop({ seed: false, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect((await withSmtp.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});
