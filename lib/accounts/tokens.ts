import { createHash, randomBytes } from 'node:crypto';

/**
 * Secret tokens of sessions and reset links: 32 random bytes (256 bits), sent as base64url
 * (43 characters, no padding). Only the SHA-256 of a token is stored.
 */
export const TOKEN_BYTES = 32;
export const TOKEN_LENGTH = 43;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function encodeToken(bytes: Uint8Array): string {
  if (bytes.length !== TOKEN_BYTES) throw new RangeError(`a token has ${TOKEN_BYTES} bytes`);
  return Buffer.from(bytes).toString('base64url');
}

/** The token's bytes, or null when the text is not a well-formed token (wrong length or alphabet). */
export function decodeToken(text: string): Uint8Array | null {
  if (!TOKEN_PATTERN.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  // 43 base64url characters carry 258 bits: the last two must be zero for a canonical encoding.
  if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== text) return null;
  return new Uint8Array(bytes);
}

export function generateToken(): string {
  return encodeToken(randomBytes(TOKEN_BYTES));
}

/** SHA-256 (hex) of a token: what the database keeps. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
