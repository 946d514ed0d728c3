import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_TTL_S, adminTokenSecret, verifyAdminToken } from '../../../src/server/account/admin-token';
import { sendControlCommand } from '../../../src/server/account/control-socket';
import { COMMAND_LINE_ACTOR } from '../../../src/server/admin/audit-log';
import { setStaffCustomer } from '../../../src/server/admin/staff-store';
import { customerGroupOf } from '../../../src/server/http/customer-group';
import { addStaff } from '../admin/admin-helpers';
import { startTestShop, type TestShop } from '../test-app';
import {
  get,
  login,
  multipart,
  outbox,
  PDF,
  post,
  REGISTRATION,
  registerCustomer,
  uniqueEmail,
} from './account-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({
    seed: false,
    extend: (app) => void app.get('/test/group', async (request) => ({ group: await customerGroupOf(request) })),
  });
});
afterAll(async () => {
  await shop?.close();
});

async function registerProfessional(): Promise<string> {
  const file = multipart({ name: 'diplom.pdf', type: 'application/pdf', content: PDF });
  const upload = await shop.app.inject({ method: 'POST', url: '/cms/index.php?route=tool/upload&inferno=13', ...file });
  const email = uniqueEmail('pro');
  const reply = await post(shop, '/cms/index.php?route=api/customer/registration', {
    ...REGISTRATION,
    customer_type: 2,
    email,
    sertificat: upload.json().data.code,
  });
  expect(reply.statusCode).toBe(200);
  return email;
}

describe('approving a professional', () => {
  it('until approved they log in as a general customer; once approved, as group 2, and get an e-mail', async () => {
    const email = await registerProfessional();
    const before = await login(shop, email, REGISTRATION.password);
    expect(before.json().data).toMatchObject({ customerGroupId: 1, professional_status: 'pending', customer_type: 2 });
    const cookie = before.cookies.find((c) => c.name === 'shop_session')!.value;
    expect((await get(shop, '/test/group', cookie)).json().group).toBe(1);

    const pending = await sendControlCommand(shop.dataDir, ['pending']);
    expect(pending).toMatchObject({ ok: true, message: expect.stringContaining(email) });

    const reply = await sendControlCommand(shop.dataDir, ['approve', email.toUpperCase()]);
    expect(reply).toEqual({
      ok: true,
      message: `${email} подтверждён: цены для специалистов (группа 2), письмо отправлено`,
    });
    // Prices follow at once, on the same session.
    expect((await get(shop, '/test/group', cookie)).json().group).toBe(2);
    const after = await login(shop, email, REGISTRATION.password);
    expect(after.json().data).toMatchObject({ customerGroupId: 2, professional_status: 'approved' });
    const mail = (await outbox(shop)).find(
      (m) => m.to === email && m.subject.includes('цены для специалистов открыты'),
    );
    expect(mail?.text).toContain('скидкой 30%');
  });

  it('tells clearly when the e-mail is unknown or missing', async () => {
    expect(await sendControlCommand(shop.dataDir, ['approve', 'nobody@example.ru'])).toEqual({
      ok: false,
      error: 'Покупатель с e-mail nobody@example.ru не найден',
    });
    expect(await sendControlCommand(shop.dataDir, ['approve'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('Укажите e-mail'),
    });
    expect(await sendControlCommand(shop.dataDir, ['drop-tables'])).toMatchObject({
      ok: false,
      error: expect.stringContaining('Неизвестная команда'),
    });
  });

  it('`npm run customers` reaches the running shop through its DATA_DIR', async () => {
    const email = await registerProfessional();
    const root = path.resolve(import.meta.dirname, '../../..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/customers.ts', 'approve', email],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: shop.dataDir, DATABASE_URL: '' },
      },
    );
    expect(stdout).toContain(`${email} подтверждён`);
    expect((await login(shop, email, REGISTRATION.password)).json().data.customerGroupId).toBe(2);
  });
});

describe('admins', () => {
  it('a customer is not an admin; linked to a staff member, their isAdmin call carries a short-lived signed token', async () => {
    const anna = await registerCustomer(shop);
    const IS_ADMIN = '/cms/index.php?route=api/customer/isAdmin';
    expect((await get(shop, IS_ADMIN, anna.cookie)).json().data).toEqual({ is_admin: false, token: null });
    expect((await get(shop, IS_ADMIN)).json().data).toEqual({ is_admin: false, token: null });

    // The owner links the account to a member (the back office's 'Связать с покупателем', staff-edit-link.test.ts).
    const staff = await addStaff(shop, 'editor');
    await setStaffCustomer(shop.db, COMMAND_LINE_ACTOR, staff, anna.email);
    const reply = (await get(shop, IS_ADMIN, anna.cookie)).json().data;
    expect(reply.is_admin).toBe(true);
    // The editor's address comes with the token (ADMIN_EDITOR_URL, default '/admin').
    expect(reply.editor_url).toBe('/admin');
    const secret = await adminTokenSecret(shop.config);
    const now = Math.floor(Date.now() / 1000);
    expect(verifyAdminToken(secret, reply.token, now)).toBe(anna.customerId);
    expect(verifyAdminToken(secret, reply.token, now + ADMIN_TOKEN_TTL_S + 1)).toBeNull();
    expect(verifyAdminToken('another-secret-another-secret-xx', reply.token, now)).toBeNull();
    const [payload, signature] = reply.token.split('.');
    const tampered = Buffer.from(JSON.stringify({ sub: 1, exp: now + 600 })).toString('base64url');
    expect(verifyAdminToken(secret, `${tampered}.${signature}`, now)).toBeNull();
    expect(payload).not.toBe(tampered);
    // The profile record says so too (product §6 "when user info has is_admin").
    expect((await post(shop, '/back/profile/profile', {}, anna.cookie)).json().data.is_admin).toBe(true);
  });

  it('keeps a generated secret in DATA_DIR, or uses ADMIN_TOKEN_SECRET', async () => {
    const first = await adminTokenSecret(shop.config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await adminTokenSecret(shop.config)).toBe(first);
    expect(await adminTokenSecret({ ...shop.config, adminTokenSecret: 's'.repeat(40) })).toBe('s'.repeat(40));
  });
});
