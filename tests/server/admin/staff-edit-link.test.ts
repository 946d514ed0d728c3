import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_TTL_S, adminTokenSecret, signAdminToken } from '../../../src/server/account/admin-token';
import { sendControlCommand } from '../../../src/server/account/control-socket';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { get, post, registerCustomer, type Customer } from '../account/account-helpers';
import { startTestShop, type TestShop } from '../test-app';
import {
  addStaff,
  adminCall,
  auditRows,
  signedIn,
  signIn,
  STAFF_PASSWORD,
  staffCookieOf,
  type Staff,
} from './admin-helpers';

// The storefront's 'Редактировать' (issue 15, product §6): the owner links a customer account to a staff member; that
// customer is the storefront's admin while the member can sign in, and the link's short-lived token opens the
// matching editor only together with that member's own back-office sign-in.

const IS_ADMIN = '/cms/index.php?route=api/customer/isAdmin';

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

async function link(email: string, customerEmail: string | null) {
  const opened = await member(email);
  return adminCall(shop, owner, 'PATCH', `/staff/${opened.staff_id}`, {
    version: opened.version,
    customer_email: customerEmail,
  });
}

/** A member of the role signed in, linked to a fresh customer account. */
async function linkedMember(role: 'owner' | 'manager' | 'editor'): Promise<{ staff: Staff; customer: Customer }> {
  const email = await addStaff(shop, role);
  const customer = await registerCustomer(shop);
  expect((await link(email, customer.email)).statusCode).toBe(200);
  const ip = '10.9.8.7';
  const cookie = staffCookieOf(await signIn(shop, email, STAFF_PASSWORD, ip))!;
  return { staff: { email, cookie, ip }, customer };
}

async function tokenOf(customer: Customer): Promise<string> {
  const reply = (await get(shop, IS_ADMIN, customer.cookie)).json().data;
  expect(reply.is_admin).toBe(true);
  return reply.token;
}

describe("linking a customer account to a staff member ('Связать с покупателем')", () => {
  it('makes that customer the storefront admin, says so in the list and the audit log, and unlinks', async () => {
    const email = await addStaff(shop, 'editor');
    const anna = await registerCustomer(shop);
    expect((await get(shop, IS_ADMIN, anna.cookie)).json().data).toEqual({ is_admin: false, token: null });

    const linked = await link(email, ` ${anna.email.toUpperCase()} `);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toMatchObject({ email, customer_id: anna.customerId, customer_email: anna.email });
    expect(await member(email)).toMatchObject({ customer_email: anna.email });
    const admin = (await get(shop, IS_ADMIN, anna.cookie)).json().data;
    expect(admin).toMatchObject({ is_admin: true, editor_url: '/admin' });
    expect(typeof admin.token).toBe('string');
    // The account's own record says so (product §6 "when user info has is_admin").
    expect((await post(shop, '/back/profile/profile', {}, anna.cookie)).json().data.is_admin).toBe(true);
    const [audit] = (await auditRows(shop, 'staff', linked.json().data.staff_id)).slice(-1);
    expect(audit).toMatchObject({ action: 'linkCustomer', actor: owner.email });

    const unlinked = await link(email, null);
    expect(unlinked.json().data).toMatchObject({ customer_id: null, customer_email: null });
    expect((await get(shop, IS_ADMIN, anna.cookie)).json().data).toEqual({ is_admin: false, token: null });
  });

  it('is the admin only while the member may sign in: disabling the member ends it', async () => {
    const { staff, customer } = await linkedMember('editor');
    await tokenOf(customer);
    const opened = await member(staff.email);
    await adminCall(shop, owner, 'PATCH', `/staff/${opened.staff_id}`, { version: opened.version, disabled: true });
    expect((await get(shop, IS_ADMIN, customer.cookie)).json().data.is_admin).toBe(false);
  });

  it('refuses an e-mail nobody registered, and an account already linked to another member, in Russian', async () => {
    const email = await addStaff(shop, 'editor');
    const nobody = await link(email, 'nobody@example.ru');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error).toBe(ADMIN_MESSAGES.linkCustomerNotFound('nobody@example.ru'));
    const { customer } = await linkedMember('editor');
    const taken = await link(email, customer.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(ADMIN_MESSAGES.customerLinkedElsewhere);
    expect(await member(email)).toMatchObject({ customer_email: null });
  });

  it('is `npm run staff -- link` and `unlink` on the command line too; `customers admin` says where it went', async () => {
    const email = await addStaff(shop, 'editor');
    const boris = await registerCustomer(shop);
    const staff = (args: string[]) => sendControlCommand(shop.dataDir, args, 'staff');
    expect(await staff(['link', '--email', email, '--customer', boris.email])).toMatchObject({ ok: true });
    expect((await get(shop, IS_ADMIN, boris.cookie)).json().data.is_admin).toBe(true);
    expect((await staff(['list']))?.message).toContain(`${email}: Редактор, покупатель в магазине ${boris.email}`);
    expect(await staff(['unlink', '--email', email])).toMatchObject({ ok: true });
    expect((await get(shop, IS_ADMIN, boris.cookie)).json().data.is_admin).toBe(false);
    const old = await sendControlCommand(shop.dataDir, ['admin', boris.email]);
    expect(old).toMatchObject({ ok: false });
    expect(old?.error).toContain('npm run staff -- link');
  });
});

describe("POST /admin/api/edit-link: a 'Редактировать' link opens the editor", () => {
  it("for the linked member's own sign-in: each kind to its editor page", async () => {
    const { staff, customer } = await linkedMember('owner');
    const token = await tokenOf(customer);
    const pages = { product: '/products/42', category: '/categories/7', information: '/pages/3', blog: '/blog/9' };
    const ids = { product: 42, category: 7, information: 3, blog: 9 };
    for (const kind of ['product', 'category', 'information', 'blog'] as const) {
      const reply = await adminCall(shop, staff, 'POST', '/edit-link', { kind, id: ids[kind], token });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toEqual({ path: pages[kind] });
    }
  });

  it("refuses another member's sign-in with the same token, and a member who was unlinked since", async () => {
    const { staff, customer } = await linkedMember('editor');
    const token = await tokenOf(customer);
    const other = await adminCall(shop, owner, 'POST', '/edit-link', { kind: 'product', id: 1, token });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(ADMIN_MESSAGES.editLinkOtherStaff);
    const off = await link(staff.email, null);
    expect(off.statusCode, off.body).toBe(200);
    const unlinked = await adminCall(shop, staff, 'POST', '/edit-link', { kind: 'product', id: 1, token });
    expect(unlinked.statusCode).toBe(403);
    expect(unlinked.json().error).toBe(ADMIN_MESSAGES.editLinkOtherStaff);
  });

  it('refuses a forged, tampered or expired token, and no token, with a Russian 400', async () => {
    const { staff, customer } = await linkedMember('editor');
    const token = await tokenOf(customer);
    const secret = await adminTokenSecret(shop.config);
    const expired = signAdminToken(secret, customer.customerId, Math.floor(Date.now() / 1000) - ADMIN_TOKEN_TTL_S - 1);
    const forged = signAdminToken('another-secret-another-secret-xx', customer.customerId);
    const [, signature] = token.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ sub: customer.customerId, exp: 9e9 })).toString('base64url')}.${signature}`;
    for (const bad of [expired, forged, tampered, 'просто-текст']) {
      const reply = await adminCall(shop, staff, 'POST', '/edit-link', { kind: 'product', id: 1, token: bad });
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.json().error).toBe(ADMIN_MESSAGES.editLinkBroken);
    }
    const none = await adminCall(shop, staff, 'POST', '/edit-link', { kind: 'product', id: 1 });
    expect(none.statusCode).toBe(400);
    const strange = await adminCall(shop, staff, 'POST', '/edit-link', { kind: 'order', id: 1, token });
    expect(strange.statusCode).toBe(400);
  });

  it("refuses an editor the member's role does not open: a manager's product link", async () => {
    const { staff, customer } = await linkedMember('manager');
    const token = await tokenOf(customer);
    const reply = await adminCall(shop, staff, 'POST', '/edit-link', { kind: 'product', id: 1, token });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error).toBe(ADMIN_MESSAGES.forbidden);
  });

  it("opens nothing by the token alone: without the member's sign-in it is a 401", async () => {
    const { customer } = await linkedMember('editor');
    const token = await tokenOf(customer);
    const reply = await adminCall(shop, null, 'POST', '/edit-link', { kind: 'product', id: 1, token });
    expect(reply.statusCode).toBe(401);
  });
});
