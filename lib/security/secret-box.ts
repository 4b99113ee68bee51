import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TDatabase } from '../db/open';
import { appKey } from './signed-links';

/**
 * Small secrets kept encrypted in the database (docs/decisions/055): AES-256-GCM with a key of
 * `app_keys` (made once by the first server that needs it, shared by all; lib/security/signed-links.ts),
 * a fresh 96-bit IV per value, and associated data naming what the value belongs to
 * ("totp:12"), so a ciphertext copied to another row does not open there. Stored as
 * `v1.{iv}.{tag}.{ciphertext}`, base64url.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypt `plaintext` with the app key `keyName`, bound to `context`. */
export async function sealSecret(db: TDatabase, keyName: string, context: string, plaintext: string): Promise<string> {
  const key = await appKey(db, keyName);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plaintext of a sealed value, or null when it is malformed, changed, another context's or another key's. */
export async function openSecret(db: TDatabase, keyName: string, context: string, sealed: string): Promise<string | null> {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, ivText, tagText, bodyText] = parts as [string, string, string, string];
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await appKey(db, keyName), iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
