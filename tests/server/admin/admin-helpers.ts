import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AuditRecord } from '../../../src/contract/admin';
import type { StaffRole } from '../../../src/domain/staff';
import { COMMAND_LINE_ACTOR } from '../../../src/server/admin/audit-log';
import { STAFF_COOKIE } from '../../../src/server/admin/staff-session';
import { createStaff } from '../../../src/server/admin/staff-store';
import { nextClientAddress } from '../client-address';
import type { TestShop } from '../test-app';

/** Helpers for the back-office tests: staff members made as `npm run staff` makes them, signed in over HTTP. */

export const ADMIN = '/admin/api';
export const STAFF_PASSWORD = 'длинный-пароль-1';

let counter = 0;
export function staffEmail(role: string): string {
  counter += 1;
  return `${role}.${Date.now().toString(36)}.${counter}@shop.example`;
}

export interface Staff {
  email: string;
  cookie: string;
  ip: string;
}

export async function addStaff(shop: TestShop, role: StaffRole, email = staffEmail(role)): Promise<string> {
  await createStaff(shop.db, COMMAND_LINE_ACTOR, { email, password: STAFF_PASSWORD, role });
  return email;
}

export function signIn(shop: TestShop, email: string, password: string, ip = nextClientAddress()) {
  return shop.app.inject({ method: 'POST', url: `${ADMIN}/session`, remoteAddress: ip, payload: { email, password } });
}

export function staffCookieOf(reply: LightMyRequestResponse): string | undefined {
  return reply.cookies.find((c) => c.name === STAFF_COOKIE)?.value;
}

/** A member of this role, signed in on a browser of their own. */
export async function signedIn(shop: TestShop, role: StaffRole): Promise<Staff> {
  const email = await addStaff(shop, role);
  const ip = nextClientAddress();
  const reply = await signIn(shop, email, STAFF_PASSWORD, ip);
  const cookie = staffCookieOf(reply);
  if (reply.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${reply.statusCode} ${reply.body}`);
  return { email, cookie, ip };
}

export function adminCall(
  shop: TestShop,
  staff: Staff | null,
  method: InjectOptions['method'],
  path: string,
  payload?: object,
) {
  return shop.app.inject({
    method,
    url: `${ADMIN}${path}`,
    remoteAddress: staff?.ip ?? '127.0.0.1',
    cookies: staff ? { [STAFF_COOKIE]: staff.cookie } : {},
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** The audit log's rows of one record, oldest first. */
export function auditRows(shop: TestShop, recordType: AuditRecord, recordId: number) {
  return shop.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', recordType)
    .where('record_id', '=', recordId)
    .orderBy('audit_log_id')
    .execute();
}
