import type { LightMyRequestResponse } from 'fastify';
import { readOutbox } from '../../../src/server/integrations/mail';
import type { TestShop } from '../test-app';
import { nextClientAddress } from '../client-address';

/** Helpers for the account tests: a shopper's browser is its cookie jar. */

export const SESSION = 'shop_session';

export interface Customer {
  email: string;
  password: string;
  cookie: string;
  customerId: number;
}

let counter = 0;
/** A unique address per call, so tests in one file do not collide. */
export function uniqueEmail(prefix = 'buyer'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.ru`;
}

export function sessionCookieOf(
  reply: LightMyRequestResponse,
):
  | { value: string; maxAge?: number; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string }
  | undefined {
  return reply.cookies.find((c) => c.name === SESSION);
}

export const REGISTRATION = {
  customer_type: 1,
  name: 'Анна',
  surname: 'Иванова',
  phone: '+7(912)345-67-89',
  password: 'secret12',
  retry: 'secret12',
};

/** Registers a private customer and returns their logged-in cookie. */
export async function registerCustomer(shop: TestShop, overrides: Record<string, unknown> = {}): Promise<Customer> {
  const email = (overrides.email as string) ?? uniqueEmail();
  const reply = await shop.app.inject({
    method: 'POST',
    url: '/cms/index.php?route=api/customer/registration',
    payload: { ...REGISTRATION, email, ...overrides },
    // Each customer registers from an address of their own, as real ones do (registrations are limited per address).
    remoteAddress: nextClientAddress(),
  });
  if (reply.statusCode !== 200) throw new Error(`registration failed: ${reply.statusCode} ${reply.body}`);
  const cookie = sessionCookieOf(reply);
  if (!cookie) throw new Error('registration set no session cookie');
  return {
    email,
    password: REGISTRATION.password,
    cookie: cookie.value,
    customerId: reply.json().data.user.customer_id,
  };
}

export function login(
  shop: TestShop,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
  remoteAddress?: string,
) {
  return shop.app.inject({
    method: 'POST',
    url: '/cms/index.php?route=api/customer/authentication',
    payload: { email, password, ...extra },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A POST as the owner of `cookie` (or as a guest without one). */
export function post(shop: TestShop, url: string, payload: unknown, cookie?: string) {
  return shop.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    cookies: cookie ? { [SESSION]: cookie } : {},
  });
}

export function get(shop: TestShop, url: string, cookie?: string) {
  return shop.app.inject({ method: 'GET', url, cookies: cookie ? { [SESSION]: cookie } : {} });
}

export async function outbox(shop: TestShop) {
  return readOutbox(`${shop.dataDir}/outbox`);
}

/** A multipart body with one file field `file` (and optional text fields before it). */
export function multipart(file: { name: string; type: string; content: Buffer }, fields: Record<string, string> = {}) {
  const boundary = `----shoptest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small but genuine files: the type is read from these first bytes (and an avatar must decode: a 2×2 PNG). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4kaJxIkWDAUIBACe+BVEPunA5AAAAAElFTkSuQmCC',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
