import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time codes as Google Authenticator and Яндекс Ключ count them (RFC 6238 over RFC 4226's HOTP):
 * HMAC-SHA-1 of the 30-second step number, 6 digits, the secret given to the app in base32 (RFC 4648).
 */

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the server's: a phone's clock may be up to 30 s off. */
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20;
export const TOTP_ISSUER = 'Космецевтика';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 as people copy it: any case, spaces and padding ignored; a character outside it is an error. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`base32: «${char}»`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret for a member's app: 160 random bits, as RFC 4226 recommends. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226's HOTP: the counter's HMAC-SHA-1, dynamically truncated to `digits` decimal digits. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step a moment falls in (RFC 6238's T, counted from the Unix epoch). */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_S);
}

export function totpCode(secret: string, step: number): string {
  return hotp(base32Decode(secret), step);
}

/**
 * The step whose code this is, within one step of now either way, or null. Every step is compared, each in
 * constant time, so the reply takes as long whichever step (or none) matched.
 */
export function matchTotp(secret: string, code: string, nowMs = Date.now()): number | null {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return null;
  const key = base32Decode(secret);
  const given = Buffer.from(code);
  const now = totpStep(nowMs);
  let matched: number | null = null;
  for (let step = now - DRIFT_STEPS; step <= now + DRIFT_STEPS; step += 1) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given) && matched === null) matched = step;
  }
  return matched;
}

/**
 * The address the app reads from the QR code: `otpauth://totp/<issuer>:<account>?secret=…&issuer=…`. SHA-1, 6 digits
 * and 30 s are what every app assumes when the address does not say, so it does not: a shorter address is a QR code of
 * fewer, larger squares, read at once from a screen.
 */
export function otpauthUri(secret: string, account: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${account}`);
  const params = new URLSearchParams({ secret, issuer: TOTP_ISSUER });
  return `otpauth://totp/${label}?${params.toString()}`;
}
