import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, request, type Browser, type Page } from '@playwright/test';
import type { StaffRole } from '../../src/domain/staff';
import { freshPage, uniqueEmail } from './fixtures';
import { E2E } from './shop-env';

/**
 * The back office's browser tests' helpers: staff made the way the owner's guide says (`npm run staff -- create`
 * against the running shop), a member signed in through the sign-in call where a test is not about signing in, and
 * orders placed through the checkout's calls (the checkout itself has its own browser tests).
 */

export const STAFF_PASSWORD = 'пароль-сотрудника-1';
const root = path.join(import.meta.dirname, '..', '..');

/** `npm run staff -- create …` while the shop runs (its control socket in DATA_DIR). */
export async function createStaffMember(role: StaffRole): Promise<string> {
  const email = uniqueEmail(role);
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
      role,
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: E2E.dataDir, DATABASE_URL: '' } },
  );
  expect(stdout).toContain(email);
  return email;
}

/** A member of this role on a browser of their own, signed in through the sign-in call, at /admin. */
export async function staffPage(browser: Browser, role: StaffRole, viewport?: { width: number; height: number }) {
  const email = await createStaffMember(role);
  const page = await freshPage(browser, viewport);
  const reply = await page.request.post(`${E2E.url}/admin/api/session`, {
    data: { email, password: STAFF_PASSWORD },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return { page, email };
}

const CMS = '/cms/index.php?route=';

/** An order paid on delivery, placed by a guest of its own through the checkout's calls; its number. */
export async function placeOrder(lastname: string): Promise<number> {
  const shopper = await request.newContext({
    baseURL: E2E.url,
    extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const call = async (method: 'GET' | 'POST', route: string, data?: object) => {
      const reply = await shopper.fetch(`${CMS}${route}`, { method, data });
      if (!reply.ok()) throw new Error(`${route}: ${reply.status()} ${await reply.text()}`);
      return (await reply.json()).data;
    };
    await call('POST', 'checkout/cart/add', { product_id: 1, quantity: 2 });
    await call('POST', 'd_quickcheckout/area/update', { area: 'msk.inside-mkad' });
    await call('POST', 'd_quickcheckout/shipping_method/update', { shipping_method: 'flat.flat' });
    await call('POST', 'd_quickcheckout/payment_method/update', { payment_method: 'cod' });
    await call('POST', 'd_quickcheckout/shipping_address/update', {
      firstname: 'Ольга',
      lastname,
      email: uniqueEmail('buyer'),
      telephone: '+7(916)555-44-33',
      address_1: 'ул. Садовая, 5, кв. 7',
    });
    const state = await call('GET', 'module/d_quickcheckout/stepsInit');
    const placed = await call('POST', 'd_quickcheckout/confirm/update', {
      checkout_key: state.checkout_key,
      total: state.total,
      comment: 'Позвоните за час',
      agree_privacy: true,
      agree_rules: true,
    });
    return placed.order_id;
  } finally {
    await shopper.dispose();
  }
}

/** A private customer registered through the registration call; their e-mail. */
export async function registerCustomer(surname: string): Promise<string> {
  const email = uniqueEmail('client');
  const visitor = await request.newContext({
    baseURL: E2E.url,
    extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const reply = await visitor.post(`${CMS}api/customer/registration`, {
      data: {
        customer_type: 1,
        name: 'Вера',
        surname,
        phone: '+7(912)345-67-89',
        email,
        password: 'secret12',
        retry: 'secret12',
      },
    });
    if (!reply.ok()) throw new Error(`registration: ${await reply.text()}`);
    return email;
  } finally {
    await visitor.dispose();
  }
}

/** The version of the order the server has now (for a change made "by someone else"). */
export async function orderVersion(page: Page, orderId: number): Promise<number> {
  const reply = await page.request.get(`${E2E.url}/admin/api/orders/${orderId}`);
  return (await reply.json()).data.version;
}
