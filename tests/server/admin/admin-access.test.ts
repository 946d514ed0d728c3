import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canOpen, STAFF_ROLES, type StaffArea } from '../../../src/domain/staff';
import { ADMIN_MESSAGES } from '../../../src/server/admin/admin-messages';
import { COMMAND_LINE_ACTOR } from '../../../src/server/admin/audit-log';
import { registerStaffGuard } from '../../../src/server/admin/staff-guard';
import { setStaffCustomer } from '../../../src/server/admin/staff-store';
import { newCustomer } from '../checkout-helpers';
import { nextClientAddress } from '../client-address';
import { startTestShop, type TestShop } from '../test-app';
import { ADMIN, addStaff, type Staff, signedIn } from './admin-helpers';

/**
 * Who reaches which back-office call. The routes come from the HTTP contract the server builds from its own routes
 * (every route of the shop is in it, see openapi.test.ts), so a new /admin/api route is covered the moment it exists.
 */

const UNDECLARED = `${ADMIN}/test/undeclared`;

let shop: TestShop;
let routes: { method: string; path: string; url: string; area: StaffArea | 'open' | 'signedIn' }[];

/** The area a route's path belongs to, as the role table names them (checked against the route's own config). */
function areaOf(path: string): StaffArea | 'open' | 'signedIn' {
  if (path === `${ADMIN}/session`) return 'open';
  // The member's own page: their second step and password.
  if (path === `${ADMIN}/me` || path.startsWith(`${ADMIN}/me/`)) return 'signedIn';
  // The dashboard opens for everyone; what it holds follows the role (admin-dashboard.test.ts).
  if (path === `${ADMIN}/dashboard`) return 'signedIn';
  // Any member may preview the shop while it is closed for maintenance.
  if (path === `${ADMIN}/preview`) return 'signedIn';
  // The storefront's 'Редактировать' reaches any member; the route checks the link is theirs and the editor's area.
  if (path === `${ADMIN}/edit-link`) return 'signedIn';
  const area = /^\/admin\/api\/(orders|staff|audit|customers|professionals|moderation|webinars|settings)\b/.exec(
    path,
  )?.[1];
  if (
    area === 'orders' ||
    area === 'staff' ||
    area === 'audit' ||
    area === 'customers' ||
    area === 'moderation' ||
    area === 'settings'
  )
    return area;
  // Products are the catalogue's (owner and editors).
  if (path === `${ADMIN}/products` || path.startsWith(`${ADMIN}/products/`) || path === `${ADMIN}/products.csv`)
    return 'catalogue';
  // Categories are the catalogue's too.
  if (path === `${ADMIN}/categories` || path.startsWith(`${ADMIN}/categories/`)) return 'catalogue';
  // Promotions and money (promotions, certificates, delivery) are the owner's alone.
  if (path === `${ADMIN}/promotions` || path.startsWith(`${ADMIN}/promotions/`)) return 'promotions';
  if (path === `${ADMIN}/certificates` || path.startsWith(`${ADMIN}/certificates/`)) return 'promotions';
  if (path === `${ADMIN}/delivery` || path.startsWith(`${ADMIN}/delivery/`)) return 'promotions';
  // News, blog, information pages, banners, the FAQ, seminars and the editor's preview are content (owner and editors).
  if (path.startsWith(`${ADMIN}/content/`)) return 'content';
  // Pictures are uploaded for the catalogue and the content alike; every role with one has the other.
  if (path === `${ADMIN}/images`) return 'catalogue';
  // Applications are customers; webinar signups are people's contacts, kept with the customers.
  if (area === 'professionals' || area === 'webinars') return 'customers';
  throw new Error(`No expectation for ${path}: add it here`);
}

beforeAll(async () => {
  shop = await startTestShop({
    seed: false,
    // A route in a guarded scope that forgot to say who it is for.
    extend: (app) =>
      void app.register(async (scope) => {
        registerStaffGuard(scope);
        scope.get(UNDECLARED, { schema: { hide: true } }, async () => ({ opened: true }));
      }),
  });
  const document = shop.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith(`${ADMIN}/`))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        path,
        url: path.replace('{id}', '1'),
        area: areaOf(path),
      })),
    );
});
afterAll(async () => {
  await shop?.close();
});

function call(route: { method: string; url: string }, cookies: Record<string, string>, ip = nextClientAddress()) {
  return shop.app.inject({
    method: route.method as 'GET',
    url: route.url,
    remoteAddress: ip,
    cookies,
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

describe('the role guard of /admin/api', () => {
  it('finds the back-office routes in the contract', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        `POST ${ADMIN}/session`,
        `GET ${ADMIN}/me`,
        `GET ${ADMIN}/staff`,
        `POST ${ADMIN}/staff`,
        `GET ${ADMIN}/orders`,
        `GET ${ADMIN}/orders.csv`,
        `GET ${ADMIN}/orders/{id}`,
        `POST ${ADMIN}/orders/{id}/transition`,
        `GET ${ADMIN}/audit`,
      ]),
    );
  });

  it('refuses every call but the sign-in without a staff session (401, in Russian)', async () => {
    for (const route of routes.filter((r) => r.area !== 'open')) {
      const reply = await call(route, {});
      expect(reply.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(reply.json()).toEqual({ result: 'error', error: ADMIN_MESSAGES.signInFirst });
    }
  });

  it("opens nothing to a customer's session: every call says the customer's sign-in is not a staff sign-in", async () => {
    const { cookie: customer, ip, email } = await newCustomer(shop);
    // Even an admin customer of the storefront ('Редактировать' links: linked to a staff member) opens nothing here
    // by that session.
    await setStaffCustomer(shop.db, COMMAND_LINE_ACTOR, await addStaff(shop, 'owner'), email);
    for (const route of routes.filter((r) => r.area !== 'open')) {
      const reply = await call(route, { shop_session: customer }, ip);
      expect(reply.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(reply.json().error).toBe(ADMIN_MESSAGES.customerSession);
    }
  });

  it('lets each role through to its areas only (403 elsewhere), checked before the body is read', async () => {
    const members = new Map<string, Staff>();
    for (const role of STAFF_ROLES) members.set(role, await signedIn(shop, role));
    for (const role of STAFF_ROLES) {
      const member = members.get(role)!;
      for (const route of routes.filter((r) => r.area !== 'open' && r.area !== 'signedIn')) {
        const reply = await call(route, { staff_session: member.cookie }, member.ip);
        const name = `${role}: ${route.method} ${route.path}`;
        if (canOpen(role, route.area as StaffArea)) {
          // Through the guard: the route's own answer (a 400 for the empty body, a 404 for order 1, or a 200).
          expect([200, 400, 404], name).toContain(reply.statusCode);
        } else {
          expect(reply.statusCode, name).toBe(403);
          expect(reply.json().error, name).toBe(ADMIN_MESSAGES.forbidden);
        }
      }
    }
    // The table the guard reads: a manager never reaches staff or settings, an editor never orders.
    expect(canOpen('manager', 'staff')).toBe(false);
    expect(canOpen('manager', 'settings')).toBe(false);
    expect(canOpen('manager', 'audit')).toBe(false);
    expect(canOpen('editor', 'orders')).toBe(false);
    // Promotions and money: the owner's alone (neither a manager's orders nor an editor's catalogue).
    expect(STAFF_ROLES.filter((role) => canOpen(role, 'promotions'))).toEqual(['owner']);
    expect(STAFF_ROLES.every((role) => canOpen(role, 'orders') === (role !== 'editor'))).toBe(true);
  });

  it('refuses to everybody a route that does not say who it is for', async () => {
    const owner = await signedIn(shop, 'owner');
    const reply = await call({ method: 'GET', url: UNDECLARED }, { staff_session: owner.cookie }, owner.ip);
    expect(reply.statusCode).toBe(403);
  });

  it('answers an unknown /admin/api address with a JSON 404, not the storefront page', async () => {
    const reply = await shop.app.inject({
      method: 'GET',
      url: `${ADMIN}/no-such-call`,
      headers: { accept: 'text/html' },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ result: 'error', error: 'Метод не найден' });
  });
});
