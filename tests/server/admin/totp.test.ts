import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from '../../../src/server/admin/totp';
import { openTotpSecret, sealTotpSecret } from '../../../src/server/admin/totp-secret-box';

// TOTP as the authenticator apps count it (RFC 6238 over RFC 4226's HOTP: HMAC-SHA-1, 30 s, 6 digits).

const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');

describe('HOTP and TOTP', () => {
  it("gives RFC 4226's published HOTP values (appendix D)", () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_SEED, counter, 6))).toEqual(expected);
  });

  it("gives RFC 6238's published SHA-1 TOTP values (appendix B, 8 digits)", () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors)
      expect(hotp(RFC_SEED, totpStep(seconds * 1000), 8), String(seconds)).toBe(code);
  });

  it('reads and writes base32 (RFC 4648) as the apps take the secret', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    // As people copy it: lower case, spaces, padding.
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });

  it('accepts the code of this 30-second step and of the one before or after, nothing further', () => {
    const secret = base32Encode(RFC_SEED);
    const now = 1111111111 * 1000;
    const step = totpStep(now);
    for (const drift of [-1, 0, 1]) expect(matchTotp(secret, totpCode(secret, step + drift), now)).toBe(step + drift);
    for (const drift of [-2, 2]) expect(matchTotp(secret, totpCode(secret, step + drift), now)).toBeNull();
    expect(matchTotp(secret, '000000', now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
    expect(matchTotp(secret, '1234567', now)).toBeNull();
  });

  it('writes the otpauth:// address Google Authenticator and Яндекс Ключ read', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'anna@shop.example'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Космецевтика:anna@shop.example');
    // SHA-1, 6 digits and 30 s are the apps' defaults: left out for a smaller QR code.
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Космецевтика' });
  });

  it('keeps the secret sealed: opened with the same key only, and a changed text opens to nothing', () => {
    const key = 'k'.repeat(32);
    const sealed = sealTotpSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed.length).toBeLessThanOrEqual(255);
    expect(sealTotpSecret(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openTotpSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret('x'.repeat(32), sealed)).toBeNull();
    const [prefix, iv, body, tag] = sealed.split('.');
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(openTotpSecret(key, [prefix, iv, flipped, tag].join('.'))).toBeNull();
    expect(openTotpSecret(key, 'JBSWY3DPEHPK3PXP')).toBeNull();
  });
});
