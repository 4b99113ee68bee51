import { and, eq, lt } from 'drizzle-orm';
import { decodeToken, generateToken, hashToken } from '@/lib/accounts/tokens';
import type { TDatabase } from '@/lib/db/open';
import { waiverCopyLinks } from '@/lib/db/schema/spectators';
import { COPY_LINK_TTL_MS, type TViewer } from './deps';

/**
 * Who sees the personal data of a signed or rejected waiver (docs/decisions/012, "Who sees the
 * record"). The link /waiver/{uuid} is how a waiver is signed; once signed, holding it shows only
 * that it was signed (initials, event, date). The whole record (email, dates of birth, IP address,
 * browser, signature, selfie) is for the signed-in signer, guardian or buyer, an organiser, or
 * whoever holds a copy link: a 256-bit token (stored hashed) valid COPY_LINK_TTL_MS, given on the
 * completion page and in the mail.
 */

export type TCopyLinkState = 'valid' | 'expired' | 'invalid';
export type TRecordAccess = 'full' | 'summary';

export type TWaiverParties = {
  buyerAccountId: number;
  spectatorAccountId: number | null;
  signerAccountId: number | null;
  guardianAccountId: number | null;
};

/** The accounts that see a record when signed in: the buyer, the signer's own account, the guardian, an organiser. */
export function isRecordOwner(viewer: TViewer | null, parties: TWaiverParties): boolean {
  if (!viewer) return false;
  if (viewer.role === 'organiser') return true;
  return [parties.buyerAccountId, parties.spectatorAccountId, parties.signerAccountId, parties.guardianAccountId].includes(viewer.id);
}

/** The access rule: the whole record for an owner or a valid copy link, a summary for anyone else. */
export function recordAccess(viewer: TViewer | null, parties: TWaiverParties, copyLink: TCopyLinkState | null): TRecordAccess {
  return isRecordOwner(viewer, parties) || copyLink === 'valid' ? 'full' : 'summary';
}

/** A new copy link token for a waiver (expired ones of the same waiver are cleared). */
export async function issueCopyLink(db: TDatabase, waiverId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + COPY_LINK_TTL_MS);
  await db.delete(waiverCopyLinks).where(and(eq(waiverCopyLinks.waiverId, waiverId), lt(waiverCopyLinks.expiresAt, now)));
  await db.insert(waiverCopyLinks).values({ waiverId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The state of a copy link token for this waiver; a malformed, unknown or other waiver's token is invalid. */
export async function checkCopyLink(
  db: TDatabase,
  waiverId: number,
  token: string,
  now: Date,
): Promise<{ state: TCopyLinkState; expiresAt: Date | null }> {
  if (!decodeToken(token)) return { state: 'invalid', expiresAt: null };
  const [row] = await db
    .select({ expiresAt: waiverCopyLinks.expiresAt })
    .from(waiverCopyLinks)
    .where(and(eq(waiverCopyLinks.tokenHash, hashToken(token)), eq(waiverCopyLinks.waiverId, waiverId)));
  if (!row) return { state: 'invalid', expiresAt: null };
  return { state: row.expiresAt.getTime() > now.getTime() ? 'valid' : 'expired', expiresAt: row.expiresAt };
}

/** "Sam Rivera" → "S. R.": what a summary shows of a name. */
export function initialsOf(...names: string[]): string {
  return names
    .flatMap((name) => name.trim().split(/[\s-]+/))
    .filter(Boolean)
    .map((part) => `${Array.from(part.normalize('NFC'))[0]!.toLocaleUpperCase()}.`)
    .join(' ');
}
