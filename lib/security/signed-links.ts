import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/open';
import { appKeys } from '../db/schema/system';

/**
 * Signed addresses (docs/decisions/050): `{id}-{signature}` (no dot: a path with one is taken for
 * a file and skips the language routing), the signature an HMAC-SHA256 of the
 * purpose and the id with a key of the app (`app_keys`, made by the first server that needs it and
 * read by the others), cut to 128 bits. Anyone can present one; only the app can make one, and a
 * changed id or signature is refused. Nothing to store per address.
 */

/** Keys read, per database handle (a test process may open several databases). */
const keys = new WeakMap<TDatabase, Map<string, Buffer>>();
const SIGNATURE_BYTES = 16;

/**
 * The key of a purpose, made once per database (cluster-safe: insert if absent, then read). Also
 * the key of the device cookies (lib/security/device-cookies.ts), under a name of their own.
 */
export async function appKey(db: TDatabase, name: string): Promise<Buffer> {
  let ofDb = keys.get(db);
  if (!ofDb) keys.set(db, (ofDb = new Map()));
  const known = ofDb.get(name);
  if (known) return known;
  await db.insert(appKeys).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appKeys.value }).from(appKeys).where(eq(appKeys.name, name));
  const key = Buffer.from(row!.value, 'base64url');
  ofDb.set(name, key);
  return key;
}

const signatureOf = (key: Buffer, purpose: string, id: number) => createHmac('sha256', key).update(`${purpose}:${id}`).digest().subarray(0, SIGNATURE_BYTES);

/** A signed token for `id` (a positive integer) and a purpose ("membership-card"). */
export async function signId(db: TDatabase, purpose: string, id: number): Promise<string> {
  return `${id}-${signatureOf(await appKey(db, purpose), purpose, id).toString('base64url')}`;
}

/** The id a token was signed for, or null when it is malformed or its signature is not the app's. */
export async function verifySignedId(db: TDatabase, purpose: string, token: string): Promise<number | null> {
  const match = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  // Compared as text: 22 base64url characters carry 132 bits for 128, so decoding would accept
  // several spellings of one signature; only the app's own spelling is.
  const given = Buffer.from(match[2]!, 'utf8');
  const expected = Buffer.from(signatureOf(await appKey(db, purpose), purpose, id).toString('base64url'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
