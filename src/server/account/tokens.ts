import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (256 bits by default): session cookies, reset links, OAuth state. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps instead of a token: its SHA-256, hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
