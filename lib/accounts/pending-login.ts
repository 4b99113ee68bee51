import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TDatabase } from '../db/open';
import { appKey } from '../security/signed-links';

/**
 * A sign-in waiting for its second factor (docs/decisions/055): the password was right, the code
 * not given yet. No session exists; the browser holds this cookie instead, for five minutes:
 * `{accountId}.{expires}.{nonce}.{signature}` (expires in Unix seconds; a 128-bit nonce naming
 * this sign-in, the key of its wrong-code limit; an HMAC-SHA256 of the rest with the app key
 * `second-factor-pending`, cut to 128 bits, base64url). Only the app can make one, bound to one
 * account; it is no session: it only lets its browser offer a code for that account.
 */

export const PENDING_LOGIN_KEY_NAME = 'second-factor-pending';
export const PENDING_LOGIN_TTL_SECONDS = 5 * 60;
export const PENDING_LOGIN_COOKIE_NAME_SECURE = '__Host-ll_second_factor';
export const PENDING_LOGIN_COOKIE_NAME_PLAIN = 'll_second_factor';

const NONCE_BYTES = 16;
const SIGNATURE_BYTES = 16;
const PATTERN = /^([1-9]\d{0,9})\.(\d{10,11})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

export type TPendingLoginCookieOptions = { httpOnly: true; sameSite: 'strict'; secure: boolean; path: '/'; maxAge: number };

/** Name and attributes of the cookie for a site origin (SITE_URL); `__Host-` when it is https. */
export function pendingLoginCookieFor(siteUrl: string): { name: string; options: TPendingLoginCookieOptions } {
  const secure = new URL(siteUrl).protocol === 'https:';
  return {
    name: secure ? PENDING_LOGIN_COOKIE_NAME_SECURE : PENDING_LOGIN_COOKIE_NAME_PLAIN,
    options: { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: PENDING_LOGIN_TTL_SECONDS },
  };
}

const signatureOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`${PENDING_LOGIN_KEY_NAME}:${payload}`).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');

/** A new pending sign-in of an account, valid PENDING_LOGIN_TTL_SECONDS from `now`. */
export async function signPendingLogin(db: TDatabase, accountId: number, now = new Date()): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + PENDING_LOGIN_TTL_SECONDS;
  const payload = `${accountId}.${expires}.${randomBytes(NONCE_BYTES).toString('base64url')}`;
  return `${payload}.${signatureOf(await appKey(db, PENDING_LOGIN_KEY_NAME), payload)}`;
}

export type TPendingLogin = { accountId: number; nonce: string; expiresAt: Date };

/** The pending sign-in a cookie holds, or null: missing, malformed, changed, or expired. Never throws. */
export async function verifyPendingLogin(db: TDatabase, value: unknown, now = new Date()): Promise<TPendingLogin | null> {
  if (typeof value !== 'string' || value.length > 100) return null;
  const match = PATTERN.exec(value);
  if (!match) return null;
  const accountId = Number(match[1]);
  const expires = Number(match[2]);
  if (!Number.isSafeInteger(accountId) || accountId > 2_147_483_647) return null;
  const nowSeconds = now.getTime() / 1000;
  if (expires <= nowSeconds || expires > nowSeconds + PENDING_LOGIN_TTL_SECONDS + 5) return null;
  const payload = `${match[1]}.${match[2]}.${match[3]}`;
  // Compared as text in constant time: only the app's own spelling of a signature is accepted.
  const given = Buffer.from(match[4]!, 'utf8');
  const expected = Buffer.from(signatureOf(await appKey(db, PENDING_LOGIN_KEY_NAME), payload), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { accountId, nonce: match[3]!, expiresAt: new Date(expires * 1000) };
}
