import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeToken, encodeToken, generateToken, hashToken, TOKEN_BYTES, TOKEN_LENGTH } from '@/lib/accounts/tokens';

const tokenBytes = fc.uint8Array({ minLength: TOKEN_BYTES, maxLength: TOKEN_BYTES });

describe('secret tokens', () => {
  it('generates 256-bit tokens as 43 base64url characters, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => generateToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(decodeToken(token)?.length).toBe(TOKEN_BYTES);
    }
  });

  it('decodes what it encodes (property)', () => {
    fc.assert(
      fc.property(tokenBytes, (bytes) => {
        const text = encodeToken(bytes);
        expect(text).toHaveLength(TOKEN_LENGTH);
        expect(Array.from(decodeToken(text)!)).toEqual(Array.from(bytes));
      }),
    );
  });

  it('refuses anything but a canonical 43-character token (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const decoded = decodeToken(text);
        if (decoded) expect(encodeToken(decoded)).toBe(text);
      }),
    );
    const good = generateToken();
    expect(decodeToken(good.slice(0, 42))).toBeNull();
    expect(decodeToken(`${good}A`)).toBeNull();
    expect(decodeToken(`${good.slice(0, 42)}=`)).toBeNull();
    expect(decodeToken(`${good.slice(0, 41)}+/`)).toBeNull();
    expect(decodeToken('%%%')).toBeNull();
    // The last character carries two padding bits: a non-zero one is not a canonical encoding.
    const canonical = encodeToken(new Uint8Array(TOKEN_BYTES));
    expect(canonical.endsWith('A')).toBe(true);
    expect(decodeToken(`${canonical.slice(0, 42)}B`)).toBeNull();
  });

  it('stores only a SHA-256 of a token, the same for the same token', () => {
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    expect(encodeToken(new Uint8Array(32).fill(1))).not.toBe(encodeToken(new Uint8Array(32).fill(2)));
    expect(() => encodeToken(new Uint8Array(31))).toThrow(RangeError);
  });
});
