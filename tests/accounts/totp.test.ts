import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  groupSecret,
  hotp,
  matchTotp,
  otpauthUri,
  totpCode,
  totpStep,
} from '@/lib/security/totp';

/**
 * TOTP as authenticator apps make it (RFC 6238 over RFC 4226; docs/decisions/055): the published
 * test vectors, the ±1 step window, and a code (or an older one) refused once a step was used.
 */

/** The RFC's SHA-1 key: the ASCII "12345678901234567890". */
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_KEY);

describe('TOTP', () => {
  it('matches RFC 4226 Appendix D (HOTP, 6 digits, counters 0 to 9)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it('matches RFC 6238 Appendix B (SHA-1, 8 digits) and their last six digits', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      const step = totpStep(seconds * 1000);
      expect(totpCode(RFC_SECRET, step, 8), `T = ${seconds}`).toBe(code);
      expect(totpCode(RFC_SECRET, step), `T = ${seconds}, 6 digits`).toBe(code.slice(2));
    }
    // The step of T = 1111111109 is 0x23523EC (the RFC's table).
    expect(totpStep(1111111109 * 1000)).toBe(0x23523ec);
  });

  it('encodes base32 as RFC 4648 does, and reads it back in any case, with spaces', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi')?.toString()).toBe('foobar');
    expect(base32Decode('MZXW6YTBOI======')?.toString()).toBe('foobar');
    expect(base32Decode('not base32!')).toBeNull();
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('accepts the step before and after the current one, not two away', () => {
    const now = Date.parse('2026-06-01T12:00:10Z');
    const step = totpStep(now);
    const secret = generateTotpSecret();
    expect(matchTotp(secret, totpCode(secret, step), { now })).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), { now })).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), { now })).toBe(step + 1);
    const far = [step - 2, step + 2].map((s) => totpCode(secret, s)).filter((c) => ![step - 1, step, step + 1].some((s) => totpCode(secret, s) === c));
    for (const code of far) expect(matchTotp(secret, code, { now })).toBeNull();
    // Spaces are ignored; anything but six digits is no code.
    const code = totpCode(secret, step);
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { now })).toBe(step);
    for (const wrong of ['', '12345', '1234567', 'abcdef', `${code}0`]) expect(matchTotp(secret, wrong, { now })).toBeNull();
  });

  it('refuses a code whose step was used, and an older one after a newer one', () => {
    const now = Date.parse('2026-06-01T12:00:10Z');
    const step = totpStep(now);
    const secret = generateTotpSecret();
    const code = totpCode(secret, step);
    expect(matchTotp(secret, code, { now, lastStep: step - 1 })).toBe(step);
    expect(matchTotp(secret, code, { now, lastStep: step })).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step - 1), { now, lastStep: step })).toBeNull();
    // The next step's code still works after this one.
    expect(matchTotp(secret, totpCode(secret, step + 1), { now, lastStep: step })).toBe(step + 1);
  });

  it('writes the otpauth:// address apps read (Key URI Format)', () => {
    const uri = otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'OORRA: Racing', account: 'organiser@oorra.ca' });
    expect(uri).toBe('otpauth://totp/OORRA%20Racing:organiser%40oorra.ca?secret=JBSWY3DPEHPK3PXP&issuer=OORRA%20Racing&algorithm=SHA1&digits=6&period=30');
  });
});
