import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226), as authenticator apps make them:
 * HMAC-SHA-1, 6 digits, 30-second steps from the Unix epoch; a code of the step before or after
 * the server's is accepted too (a phone's clock a little off, a code typed as it changed).
 * node:crypto only (docs/decisions/055). Pure: the caller keeps the secret and the last step used.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted on either side of the current one. */
export const TOTP_WINDOW = 1;
/** 160 bits, the length RFC 4226 recommends (and the HMAC-SHA-1 block's natural key size). */
export const TOTP_SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding (what otpauth:// URIs and apps use). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** Decode base32 (any case, spaces and padding ignored); null when a character is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(out);
}

/** A new random secret, base32 (32 characters for 20 bytes). */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(TOTP_SECRET_BYTES));
}

/** RFC 4226 HOTP: the code of `counter` for a raw key, `digits` long (zero-padded). */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError('hotp: the counter is a non-negative integer');
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (RFC 6238: T = floor(unix seconds / 30)). */
export function totpStep(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a base32 secret at a step. */
export function totpCode(secret: string, step: number, digits = TOTP_DIGITS): string {
  const key = base32Decode(secret);
  if (!key || key.length === 0) throw new Error('totpCode: the secret is not base32');
  return hotp(key, step, digits);
}

/** What a person typed, as a code: digits only (spaces removed), or null when it cannot be one. */
export function normaliseTotpInput(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The step a code belongs to, within ±TOTP_WINDOW of `now`, or null. A step at or before
 * `lastStep` (a code already used) is not accepted: each code signs in once, and an older one
 * after a newer one neither. Every candidate is compared, in constant time, so the answer's timing
 * does not tell which step matched.
 */
export function matchTotp(secret: string, code: string, options: { now: Date | number; lastStep?: number | null }): number | null {
  const given = normaliseTotpInput(code);
  const key = base32Decode(secret);
  if (!given || !key || key.length === 0) return null;
  const current = totpStep(options.now);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (step < 0) continue;
    const expected = Buffer.from(hotp(key, step), 'utf8');
    const same = timingSafeEqual(expected, Buffer.from(given, 'utf8'));
    const fresh = options.lastStep == null || step > options.lastStep;
    if (same && fresh && matched === null) matched = step;
  }
  return matched;
}

/**
 * The otpauth:// URI authenticator apps read from a QR code (Key URI Format: label
 * "Issuer:account", the secret, the issuer again as a parameter, and the defaults spelled out).
 */
export function otpauthUri(options: { secret: string; issuer: string; account: string }): string {
  const issuer = options.issuer.replace(/:/g, '').trim() || 'Racing Portal';
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(options.account.replace(/:/g, ''))}`;
  const query = new URLSearchParams({ secret: options.secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}

/** A secret in groups of four for reading and typing ("ABCD EFGH ..."). */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
