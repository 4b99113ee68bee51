import { eq } from 'drizzle-orm';
import { BASE_PATH, type TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import { accounts, type TRelationship } from '@/lib/db/schema/accounts';
import { waiverRecords, waiverTexts, type TWaiverStatus } from '@/lib/db/schema/spectators';
import { log } from '@/lib/log';
import type { TEventSummary } from '@/lib/platform/port';
import { sealRecord, sha256Hex } from './domain/waiver-text';
import { checkCopyLink, initialsOf, recordAccess, type TCopyLinkState, type TRecordAccess } from './copy-links';
import { nowOf, type TSpectatorDeps, type TViewer } from './deps';
import { readSelfieFile } from './files';
import { asLocale } from '@/lib/i18n/locale';
import { currentWaiverText, textView, type TWaiverTextView } from './waiver-texts';
import { eventOf, loadWaiver, partiesOf, recordOf, requiresSelfie, sealInput, seesRecord, signedByBuyer, type TLoadedWaiver } from './waiver-records';

/**
 * The waiver page /waiver/{documentUUID} and its printable copy (seed sections 2, 4 "Waiver", 5
 * "Waiver"), read only: the event's waiver in the signer's language while it is not signed; once
 * signed or rejected, the record with the checks of its hashes, shown whole only to its owners or
 * through a copy link (./copy-links.ts); anyone else holding the link sees a summary. And the
 * selfie of a record, for the same people. Signing and rejecting: ./waiver-signing.ts.
 */

/** What was signed (or rejected), for the printable copy, with the checks of its hashes. */
export type TWaiverCopy = {
  outcome: 'signed' | 'rejected';
  documentSecurityId: string;
  /** UTC. */
  recordedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  locale: TLocale;
  waiverVersion: number;
  waiverSha256: string;
  /** The exact text whose SHA-256 is waiverSha256. */
  documentText: string;
  consentText: string;
  certificationText: string;
  boxesTicked: { key: string; label: string }[];
  signer: { firstName: string; lastName: string; email: string | null; birthDate: string | null };
  spectator: { firstName: string; lastName: string; birthDate: string };
  guardian: { firstName: string; lastName: string; relationship: TRelationship } | null;
  signatureDataUrl: string | null;
  signatureSha256: string | null;
  hasSelfie: boolean;
  selfieSha256: string | null;
  /** Where the selfie image is served, only when this viewer may see it. */
  selfieUrl: string | null;
  recordSha256: string;
  /** Recomputed now: the text, the signature and the whole record still match their hashes. */
  verified: { text: boolean; signature: boolean; record: boolean };
};

/** What anyone holding the link sees of a signed or rejected waiver: no email, birth date, IP or browser. */
export type TWaiverSummary = {
  outcome: 'signed' | 'rejected';
  /** UTC. */
  recordedAt: Date;
  signerInitials: string;
  spectatorInitials: string;
};

export type TWaiverView = {
  uuid: string;
  status: TWaiverStatus;
  /**
   * `full`: everything (a waiver not signed yet, whose link is how it is signed, or a record seen
   * by an owner or through a valid copy link); `summary`: names are initials, no birth date, and
   * `copy` is null: only `summary` (decision 012, "Who sees the record").
   */
  access: TRecordAccess;
  /** The copy link token given with the request, when there was one: its state and end. */
  copyLink: { state: TCopyLinkState; expiresAt: Date | null } | null;
  /** That token when it is valid, for the links of the page (printable copy, selfie). */
  copyToken: string | null;
  summary: TWaiverSummary | null;
  event: { id: number; name: string; startAt: Date; endAt: Date; timeZone: string; venue: string | null; city: string | null };
  requiresSelfie: boolean;
  /** In a summary, the names are initials and birthDate is null. */
  spectator: { firstName: string; lastName: string; birthDate: string | null; isMinor: boolean };
  /** Who signs: the spectator, or for a minor the buyer as parent or guardian. */
  signer: { kind: 'self' | 'guardian'; firstName: string; lastName: string; relationship: TRelationship | null };
  buyerName: string;
  /** Signed in the stepper by the signed-in buyer (their own waiver and their minors'). */
  signedByBuyer: boolean;
  /** Current version (not signed yet) or the version of the record. */
  text: TWaiverTextView | null;
  signedAt: Date | null;
  rejectedAt: Date | null;
  copy: TWaiverCopy | null;
};

/** `copyToken`: a valid copy link's token, which also opens the selfie; `owner`: the viewer sees the record whole. */
async function copyOf(db: TDatabase, row: TLoadedWaiver, owner: boolean, basePath: string, copyToken: string | null): Promise<TWaiverCopy | null> {
  const record = await recordOf(db, row.w.id);
  if (!record) return null;
  const [text] = await db.select().from(waiverTexts).where(eq(waiverTexts.id, record.waiverTextId));
  const locale = asLocale(record.locale);
  const labels = new Map((text?.boxes ?? []).map((b) => [b.key, b.label[locale]]));
  let guardian: TWaiverCopy['guardian'] = null;
  if (record.guardianAccountId !== null && record.relationship) {
    const [g] = await db.select({ firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, record.guardianAccountId));
    if (g) guardian = { ...g, relationship: record.relationship };
  }
  const sealed = sealRecord(sealInput(record, row.w.uuid));
  const selfiePath = `${basePath}/api/waivers/${row.w.uuid}/selfie`;
  return {
    outcome: record.outcome,
    documentSecurityId: record.documentSecurityId,
    recordedAt: record.recordedAt,
    ipAddress: record.ipAddress,
    userAgent: record.userAgent,
    locale,
    waiverVersion: record.waiverVersion,
    waiverSha256: record.waiverSha256,
    documentText: record.documentText,
    consentText: record.consentText,
    certificationText: record.certificationText,
    boxesTicked: record.boxesTicked.map((key) => ({ key, label: labels.get(key) ?? key })),
    signer: {
      firstName: record.signerFirstName,
      lastName: record.signerLastName,
      email: record.signerEmail,
      birthDate: record.signerBirthDate,
    },
    spectator: { firstName: record.spectatorFirstName, lastName: record.spectatorLastName, birthDate: record.spectatorBirthDate },
    guardian,
    signatureDataUrl: record.signaturePng ? `data:image/png;base64,${record.signaturePng.toString('base64')}` : null,
    signatureSha256: record.signatureSha256,
    hasSelfie: record.selfieFile !== null,
    selfieSha256: record.selfieSha256,
    selfieUrl: !record.selfieFile ? null : owner ? selfiePath : copyToken ? `${selfiePath}?token=${copyToken}` : null,
    recordSha256: record.recordSha256,
    verified: {
      text: sha256Hex(record.documentText) === record.waiverSha256,
      signature: record.signaturePng ? sha256Hex(record.signaturePng) === record.signatureSha256 : record.outcome === 'rejected',
      record: sealed === record.recordSha256,
    },
  };
}

/** A waiver as its page shows it to this viewer (with a valid copy link's token, if any). */
export async function viewOf(
  deps: TSpectatorDeps,
  db: TDatabase,
  row: TLoadedWaiver,
  event: TEventSummary,
  locale: TLocale,
  viewer: TViewer | null,
  copyToken: string | null = null,
): Promise<TWaiverView> {
  const signed = row.w.status !== 'not_signed';
  const record = signed ? await recordOf(db, row.w.id) : null;
  const copyLink = signed && copyToken !== null ? await checkCopyLink(db, row.w.id, copyToken, nowOf(deps)) : null;
  const owner = record ? await seesRecord(deps, viewer, partiesOf(row, record), row.w.eventId) : false;
  const access: TRecordAccess = record ? (owner ? 'full' : recordAccess(viewer, partiesOf(row, record), copyLink?.state ?? null)) : 'full';
  const validToken = copyLink?.state === 'valid' ? copyToken : null;
  const copy = record && access === 'full' ? await copyOf(db, row, owner, BASE_PATH, validToken) : null;
  let text: TWaiverTextView | null = null;
  if (copy) {
    const [recordText] = await db
      .select()
      .from(waiverTexts)
      .innerJoin(waiverRecords, eq(waiverRecords.waiverTextId, waiverTexts.id))
      .where(eq(waiverRecords.waiverId, row.w.id));
    if (recordText) text = textView(recordText.waiver_texts, copy.locale);
  } else {
    const current = await currentWaiverText(db, row.w.eventId, nowOf(deps));
    if (current) text = textView(current, locale);
  }
  const minor = row.s.isMinor;
  // A summary carries no name in full and no birth date, whatever renders it.
  const name = access === 'full' ? (first: string, last: string) => ({ firstName: first, lastName: last }) : (first: string, last: string) => ({ firstName: initialsOf(first), lastName: initialsOf(last) });
  const signer = minor ? name(row.b.firstName, row.b.lastName) : name(row.s.firstName, row.s.lastName);
  const buyer = name(row.b.firstName, row.b.lastName);
  return {
    uuid: row.w.uuid,
    status: row.w.status,
    access,
    copyLink,
    copyToken: validToken,
    summary: record
      ? {
          outcome: record.outcome,
          recordedAt: record.recordedAt,
          signerInitials: initialsOf(record.signerFirstName, record.signerLastName),
          spectatorInitials: initialsOf(record.spectatorFirstName, record.spectatorLastName),
        }
      : null,
    event: { id: event.id, name: event.name, startAt: event.startAt, endAt: event.endAt, timeZone: event.timeZone, venue: event.venue ?? null, city: event.city ?? null },
    requiresSelfie: requiresSelfie(row),
    spectator: { ...name(row.s.firstName, row.s.lastName), birthDate: access === 'full' ? row.s.birthDate : null, isMinor: minor },
    signer: minor ? { kind: 'guardian', ...signer, relationship: row.s.relationship } : { kind: 'self', ...signer, relationship: null },
    buyerName: `${buyer.firstName} ${buyer.lastName}`,
    signedByBuyer: signedByBuyer(row),
    text,
    signedAt: row.w.signedAt,
    rejectedAt: row.w.rejectedAt,
    copy,
  };
}

/**
 * The waiver of a document UUID in the signer's language, or null when the UUID is malformed or
 * unknown (the page answers 404). Signed and rejected waivers come with their copy (`copy`) for
 * an owner or a valid `copyToken`, else with their summary only (`access`).
 */
export async function getWaiver(
  deps: TSpectatorDeps,
  options: { uuid: string; locale: TLocale; viewer?: TViewer | null; copyToken?: string | null },
): Promise<TWaiverView | null> {
  const db = await deps.getDb();
  const row = await loadWaiver(db, options.uuid);
  if (!row) return null;
  const event = await eventOf(deps, row, options.locale);
  return event ? viewOf(deps, db, row, event, options.locale, options.viewer ?? null, options.copyToken ?? null) : null;
}

/**
 * The selfie of a signed waiver, for those who may see it (the buyer, the signer's or guardian's
 * account, organisers, or the holder of a valid copy link); null otherwise or when there is none.
 * Checked against its SHA-256.
 */
export async function readSelfie(
  deps: TSpectatorDeps,
  options: { uuid: string; viewer: TViewer | null; copyToken?: string | null },
): Promise<{ jpeg: Buffer; sha256: string } | null> {
  const db = await deps.getDb();
  const row = await loadWaiver(db, options.uuid);
  if (!row) return null;
  const record = await recordOf(db, row.w.id);
  if (!record?.selfieFile || !record.selfieSha256) return null;
  const copyLink = options.copyToken ? (await checkCopyLink(db, row.w.id, options.copyToken, nowOf(deps))).state : null;
  const owner = await seesRecord(deps, options.viewer, partiesOf(row, record), row.w.eventId);
  if (!owner && recordAccess(options.viewer, partiesOf(row, record), copyLink) !== 'full') return null;
  const jpeg = await readSelfieFile(deps.privateFilesDir, record.selfieFile);
  if (!jpeg) {
    log.error({ waiver: options.uuid }, 'selfie file of a waiver record is missing');
    return null;
  }
  const sha256 = sha256Hex(jpeg);
  if (sha256 !== record.selfieSha256) {
    log.error({ waiver: options.uuid }, 'selfie file does not match its SHA-256');
    return null;
  }
  return { jpeg, sha256 };
}
