import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A member's TOTP secret is kept sealed (AES-256-GCM) under a key derived from the shop's ADMIN_TOKEN_SECRET (or the
 * one generated into DATA_DIR), never as the app's base32: a copy of the database alone opens nobody's second step.
 * Another ADMIN_TOKEN_SECRET cannot open what the old one sealed: the owner then resets those members' two-factor.
 */

const PREFIX = 'v1';

function keyOf(master: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, 'staff_totp', 'staff TOTP secret', 32));
}

export function sealTotpSecret(master: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(master), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [PREFIX, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was sealed under another key or the stored text was changed. */
export function openTotpSecret(master: string, stored: string): string | null {
  const [prefix, iv, sealed, tag] = stored.split('.');
  if (prefix !== PREFIX || !iv || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(master), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
