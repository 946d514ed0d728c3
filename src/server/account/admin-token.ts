import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The short-lived token an admin's storefront passes to the admin editor ('Редактировать', product §6):
 * base64url({sub: customer_id, exp}) + '.' + base64url(HMAC-SHA-256(secret, payload)). The secret is
 * ADMIN_TOKEN_SECRET, or one generated on first use and kept in <DATA_DIR>/admin-token-secret (readable by the
 * shop's user only), so tokens survive a restart.
 */

export const ADMIN_TOKEN_TTL_S = 10 * 60;
const SECRET_FILE = 'admin-token-secret';

export async function adminTokenSecret(config: Config): Promise<string> {
  if (config.adminTokenSecret) return config.adminTokenSecret;
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not there yet
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  // 'wx': if another process wrote it first, use theirs.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function signAdminToken(secret: string, customerId: number, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const payload = Buffer.from(JSON.stringify({ sub: customerId, exp: nowSeconds + ADMIN_TOKEN_TTL_S })).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The admin's customer_id when the token is genuine and not expired, else null. */
export function verifyAdminToken(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): number | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { sub, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: unknown;
      exp?: unknown;
    };
    if (typeof sub !== 'number' || typeof exp !== 'number' || exp < nowSeconds) return null;
    return sub;
  } catch {
    return null;
  }
}
