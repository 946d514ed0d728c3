import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendControlCommand } from '../../../src/server/account/control-socket';
import { runStaffCommand } from '../../../src/server/admin/staff-commands';
import { startTestShop, type TestShop } from '../test-app';
import { adminCall, signIn, signedIn, STAFF_PASSWORD, staffCookieOf, staffEmail } from './admin-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
});
afterAll(async () => {
  await shop?.close();
});

const staff = (...args: string[]) => runStaffCommand(shop.db, args);

async function auditOf(email: string) {
  const member = await shop.db
    .selectFrom('staff')
    .select('staff_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'staff')
    .where('record_id', '=', member.staff_id)
    .orderBy('audit_log_id')
    .execute();
}

describe('npm run staff', () => {
  it('creates a member who can sign in, and logs it as made by the command line', async () => {
    const email = staffEmail('owner');
    expect(
      await staff('create', '--email', email, '--password', STAFF_PASSWORD, '--role', 'owner', '--name', 'Ольга'),
    ).toBe(`Сотрудник создан: ${email} (Ольга): Владелец`);
    expect((await signIn(shop, email, STAFF_PASSWORD)).statusCode).toBe(200);
    const [row] = await auditOf(email);
    expect(row).toMatchObject({ staff_id: null, actor: 'npm run staff', action: 'create', before: null });
    expect(row.after).toMatchObject({ email, role: 'owner', disabled: false, version: 1 });
    expect(JSON.stringify(row.after)).not.toContain('scrypt');
  });

  it('keeps e-mails unique whatever their case', async () => {
    const email = staffEmail('manager');
    await staff('create', '--email', email, '--password', STAFF_PASSWORD, '--role', 'manager');
    await expect(
      staff('create', '--email', email.toUpperCase(), '--password', STAFF_PASSWORD, '--role', 'editor'),
    ).rejects.toThrow('Сотрудник с таким e-mail уже есть');
  });

  it('refuses what is not a role, a short password, a bad e-mail or a missing flag, in Russian', async () => {
    const email = staffEmail('x');
    await expect(staff('create', '--email', email, '--password', STAFF_PASSWORD, '--role', 'admin')).rejects.toThrow(
      'Роль — owner (владелец), manager (менеджер) или editor (редактор)',
    );
    await expect(staff('create', '--email', email, '--password', 'short', '--role', 'owner')).rejects.toThrow(
      'Пароль сотрудника — не короче 10 символов',
    );
    await expect(
      staff('create', '--email', 'not-an-email', '--password', STAFF_PASSWORD, '--role', 'owner'),
    ).rejects.toThrow('Некорректный e-mail');
    await expect(staff('create', '--email', email, '--role', 'owner')).rejects.toThrow('Укажите --password');
    await expect(staff('promote')).rejects.toThrow('Неизвестная команда «promote»');
    expect(await shop.db.selectFrom('staff').select('staff_id').where('email', '=', email).execute()).toEqual([]);
  });

  it('changes the role, signs the member out everywhere, and logs before and after with the version raised', async () => {
    const member = await signedIn(shop, 'editor');
    expect(await staff('role', '--email', member.email, '--role', 'manager')).toBe(
      `Роль изменена: ${member.email}: Менеджер`,
    );
    expect((await adminCall(shop, member, 'GET', '/me')).statusCode).toBe(401);
    const rows = await auditOf(member.email);
    // The owner reads the same rows through the back office, newest first, by record.
    const owner = await signedIn(shop, 'owner');
    const read = await adminCall(shop, owner, 'GET', `/audit?record_type=staff&record_id=${rows[0].record_id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ total: 2, page: 1 });
    expect(read.json().data.entries.map((e: { action: string }) => e.action)).toEqual(['role', 'create']);
    expect((await adminCall(shop, member, 'GET', '/audit')).statusCode).toBe(401);
    expect((await adminCall(shop, await signedIn(shop, 'manager'), 'GET', '/audit')).statusCode).toBe(403);
    expect(rows.at(-1)).toMatchObject({
      action: 'role',
      before: expect.objectContaining({ role: 'editor', version: 1 }),
      after: expect.objectContaining({ role: 'manager', version: 2 }),
    });
  });

  it('disables and enables, lists, and keeps one owner who can sign in', async () => {
    const email = staffEmail('manager');
    await staff('create', '--email', email, '--password', STAFF_PASSWORD, '--role', 'manager');
    expect(await staff('disable', '--email', email)).toBe(`Отключён: ${email}: Менеджер, отключён`);
    expect(await staff('list')).toContain(`${email}: Менеджер, отключён`);
    expect((await signIn(shop, email, STAFF_PASSWORD)).statusCode).toBe(403);
    await staff('enable', '--email', email);
    expect((await signIn(shop, email, STAFF_PASSWORD)).statusCode).toBe(200);

    // Every owner but one disabled; the last one stays.
    const owners = await shop.db.selectFrom('staff').select('email').where('role', '=', 'owner').execute();
    const last = staffEmail('owner');
    await staff('create', '--email', last, '--password', STAFF_PASSWORD, '--role', 'owner');
    for (const { email: owner } of owners) await staff('disable', '--email', owner);
    await expect(staff('disable', '--email', last)).rejects.toThrow(
      'Нельзя отключить или понизить последнего владельца',
    );
    await expect(staff('role', '--email', last, '--role', 'editor')).rejects.toThrow('последнего владельца');
    for (const { email: owner } of owners) await staff('enable', '--email', owner);
  });

  it('sets a new password: the old one stops working', async () => {
    const member = await signedIn(shop, 'manager');
    expect(await staff('password', '--email', member.email, '--password', 'другой-пароль-9')).toBe(
      `Пароль изменён: ${member.email}`,
    );
    expect((await signIn(shop, member.email, STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(shop, member.email, 'другой-пароль-9')).statusCode).toBe(200);
    await expect(staff('password', '--email', 'nobody@shop.example', '--password', STAFF_PASSWORD)).rejects.toThrow(
      'Сотрудник с e-mail nobody@shop.example не найден',
    );
  });

  it('reaches the running shop through its control socket, beside `npm run customers`', async () => {
    const email = staffEmail('editor');
    expect(
      await sendControlCommand(
        shop.dataDir,
        ['create', '--email', email, '--password', STAFF_PASSWORD, '--role', 'editor'],
        'staff',
      ),
    ).toEqual({ ok: true, message: `Сотрудник создан: ${email}: Редактор` });
    expect(await sendControlCommand(shop.dataDir, ['disable'], 'staff')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Укажите --email'),
    });
    // The customers' commands are still the default.
    expect(await sendControlCommand(shop.dataDir, ['pending'])).toMatchObject({ ok: true });
  });

  it('`npm run staff` reaches the running shop through its DATA_DIR', async () => {
    const email = staffEmail('owner');
    const root = path.resolve(import.meta.dirname, '../../..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'scripts/staff.ts',
        'create',
        '--email',
        email,
        '--password',
        STAFF_PASSWORD,
        '--role',
        'owner',
      ],
      { cwd: root, env: { ...process.env, DATA_DIR: shop.dataDir, DATABASE_URL: '' } },
    );
    expect(stdout).toContain(`Сотрудник создан: ${email}: Владелец`);
    expect(staffCookieOf(await signIn(shop, email, STAFF_PASSWORD))).toBeDefined();
  });
});
