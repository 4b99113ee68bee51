import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BASE_PATH, type TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import { accounts, type TRelationship } from '@/lib/db/schema/accounts';
import {
  eventTicketing,
  spectatorPurchases,
  spectators,
  waiverRecords,
  waiverTexts,
  waivers,
  type TWaiverStatus,
} from '@/lib/db/schema/spectators';
import { log } from '@/lib/log';
import type { TEventSummary } from '@/lib/platform/port';
import { allBoxesTicked, ZSignWaiverSchema, type TSignWaiverFieldErrors } from '@/lib/validation/waiver';
import { nextWaiverStatus } from './domain/waiver-state';
import { canonicalWaiverText, sealRecord, sha256Hex, type TSealedRecord } from './domain/waiver-text';
import { checkCopyLink, initialsOf, isRecordOwner, issueCopyLink, recordAccess, type TCopyLinkState, type TRecordAccess, type TWaiverParties } from './copy-links';
import { asDb, isUniqueViolation, nowOf, type TSpectatorDeps, type TViewer } from './deps';
import type { TWaiverError } from './errors';
import { discardSelfie, readSelfieFile, storeSelfie } from './files';
import { checkSignaturePng, processSelfie, type TSelfieInput } from './images';
import { asLocale } from '@/lib/i18n/locale';
import { buildWaiverSignedMail } from './mail';
import { currentWaiverText, platformEvent, settingsOf } from './queries';

/**
 * The waiver page /waiver/{documentUUID} (seed sections 2, 4 "Waiver", 5 "Waiver"): the event's
 * waiver in the signer's language, signing (all boxes, e-signature consent, signature,
 * certification, selfie when the event requires one) or rejecting, and the signed copy. The
 * outcome is an append-only record (waiver_records) sealed with SHA-256; docs/decisions/012.
 * Once signed, the record's personal data is shown only to its owners or through a copy link
 * (./copy-links.ts); anyone else holding the link sees a summary.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const USER_AGENT_MAX = 512;

export function isDocumentUuid(value: string): boolean {
  return UUID.test(value);
}

export type TWaiverTextView = {
  id: number;
  version: number;
  locale: TLocale;
  sha256: string;
  title: string;
  /** The body split into paragraphs. */
  paragraphs: string[];
  boxes: { key: string; label: string }[];
  consentText: string;
  certificationText: string;
};

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

type TLoaded = NonNullable<Awaited<ReturnType<typeof loadWaiver>>>;

async function loadWaiver(db: TDatabase, uuid: string, lock = false) {
  if (!isDocumentUuid(uuid)) return null;
  const query = db
    .select({ w: waivers, s: spectators, p: spectatorPurchases, b: accounts, t: eventTicketing })
    .from(waivers)
    .innerJoin(spectators, eq(spectators.id, waivers.spectatorId))
    .innerJoin(spectatorPurchases, eq(spectatorPurchases.id, spectators.purchaseId))
    .innerJoin(accounts, eq(accounts.id, spectatorPurchases.buyerAccountId))
    .leftJoin(eventTicketing, eq(eventTicketing.eventId, waivers.eventId))
    .where(eq(waivers.uuid, uuid.toLowerCase()));
  const [row] = lock ? await query.for('update', { of: waivers }) : await query;
  if (!row) return null;
  // A spectator removed from the party before signing no longer has a waiver to sign.
  if (row.s.removedAt && row.w.status === 'not_signed') return null;
  return row;
}

/** A waiver version in one language, as the signer sees it (the signing page; the organiser's preview). */
export function textView(row: typeof waiverTexts.$inferSelect, locale: TLocale): TWaiverTextView {
  return {
    id: row.id,
    version: row.version,
    locale,
    sha256: row.sha256[locale],
    title: row.title[locale],
    paragraphs: row.body[locale].split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
    boxes: row.boxes.map((b) => ({ key: b.key, label: b.label[locale] })),
    consentText: row.consentText[locale],
    certificationText: row.certificationText[locale],
  };
}

function signedByBuyer(row: TLoaded): boolean {
  return row.s.isBuyer || row.s.isMinor;
}

/** Who may see a selfie without a copy link: the buyer, the signer's own account, the guardian, an organiser. */
export function maySeeSelfie(viewer: TViewer | null, parties: TWaiverParties): boolean {
  return isRecordOwner(viewer, parties);
}

/**
 * The same, or an account that runs the waiver's event in the organiser area (decision 056: the
 * organiser of the event reads its waiver records from a purchase's page). Asked only when the
 * plain rule says no, so a buyer's page costs no role lookup.
 */
async function seesRecord(deps: Pick<TSpectatorDeps, 'runsEvent'>, viewer: TViewer | null, parties: TWaiverParties, eventId: number): Promise<boolean> {
  if (maySeeSelfie(viewer, parties)) return true;
  return viewer !== null && deps.runsEvent !== undefined && (await deps.runsEvent(viewer.id, eventId));
}

function partiesOf(row: TLoaded, record: Pick<typeof waiverRecords.$inferSelect, 'signerAccountId' | 'guardianAccountId'> | null): TWaiverParties {
  return {
    buyerAccountId: row.p.buyerAccountId,
    spectatorAccountId: row.s.accountId,
    signerAccountId: record?.signerAccountId ?? null,
    guardianAccountId: record?.guardianAccountId ?? null,
  };
}

async function recordOf(db: TDatabase, waiverId: number) {
  const [record] = await db.select().from(waiverRecords).where(eq(waiverRecords.waiverId, waiverId));
  return record ?? null;
}

/** `copyToken`: a valid copy link's token, which also opens the selfie; `owner`: the viewer sees the record whole. */
async function copyOf(db: TDatabase, row: TLoaded, owner: boolean, basePath: string, copyToken: string | null): Promise<TWaiverCopy | null> {
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

function sealInput(record: typeof waiverRecords.$inferSelect, uuid: string): TSealedRecord {
  return {
    outcome: record.outcome,
    waiverUuid: uuid,
    waiverVersion: record.waiverVersion,
    waiverSha256: record.waiverSha256,
    locale: record.locale,
    consentText: record.consentText,
    certificationText: record.certificationText,
    boxesTicked: record.boxesTicked,
    recordedAt: record.recordedAt.toISOString(),
    ipAddress: record.ipAddress,
    userAgent: record.userAgent,
    documentSecurityId: record.documentSecurityId,
    signatureSha256: record.signatureSha256,
    selfieSha256: record.selfieSha256,
    signer: {
      firstName: record.signerFirstName,
      lastName: record.signerLastName,
      email: record.signerEmail,
      birthDate: record.signerBirthDate,
      accountId: record.signerAccountId,
    },
    spectator: { firstName: record.spectatorFirstName, lastName: record.spectatorLastName, birthDate: record.spectatorBirthDate },
    guardianAccountId: record.guardianAccountId,
    relationship: record.relationship,
  };
}

/** Whether the event's waiver asks for a selfie (the app's ticket settings of the event). */
function requiresSelfie(row: TLoaded): boolean {
  return settingsOf(row.w.eventId, row.t).waiverRequiresSelfie;
}

/** The platform's event of a waiver, or null when the platform does not know or show it (the page answers 404). */
function eventOf(deps: TSpectatorDeps, row: TLoaded, locale: TLocale): Promise<TEventSummary | null> {
  return platformEvent(deps, row.w.eventId, locale);
}

async function viewOf(
  deps: TSpectatorDeps,
  db: TDatabase,
  row: TLoaded,
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

export type TSignWaiverPayload = {
  boxes?: unknown;
  esignConsent?: unknown;
  certify?: unknown;
  /** signature_pad's PNG data URL. */
  signature?: unknown;
  /** The selfie: a File/Blob from FormData, bytes, or react-webcam's data URL. */
  selfie?: TSelfieInput | null;
};

/** Where the request came from (recorded with the signature). */
export type TSignContext = { ip?: string | null; userAgent?: string | null; locale: TLocale };

export type TWaiverResult =
  /** `copyToken`: a copy link for a signer who is not signed in as an owner (the completion page). */
  | { ok: true; waiver: TWaiverView; copyToken: string | null }
  | { ok: false; error: TWaiverError; fieldErrors?: TSignWaiverFieldErrors };

type TSigner = {
  firstName: string;
  lastName: string;
  email: string | null;
  birthDate: string | null;
  accountId: number | null;
  guardianAccountId: number | null;
  relationship: TRelationship | null;
};

function signerOf(row: TLoaded): TSigner {
  if (row.s.isMinor) {
    return {
      firstName: row.b.firstName,
      lastName: row.b.lastName,
      email: row.b.email,
      birthDate: row.b.birthDate,
      accountId: row.b.id,
      guardianAccountId: row.s.guardianAccountId ?? row.b.id,
      relationship: row.s.relationship,
    };
  }
  return {
    firstName: row.s.firstName,
    lastName: row.s.lastName,
    email: row.s.email,
    birthDate: row.s.birthDate,
    accountId: row.s.accountId,
    guardianAccountId: null,
    relationship: null,
  };
}

/** Refusals that depend only on the waiver and who asks (before looking at the input). */
function precheck(row: TLoaded | null, viewer: TViewer | null, event: 'sign' | 'reject'): TWaiverError | null {
  if (!row) return 'recordNotFound';
  const next = nextWaiverStatus(row.w.status, event);
  if (!next.ok) return next.error;
  if (row.s.removedAt) return 'recordNotFound';
  if (signedByBuyer(row) && viewer?.id !== row.p.buyerAccountId) return 'signInRequired';
  return null;
}

async function writeRecord(
  deps: TSpectatorDeps,
  options: {
    uuid: string;
    viewer: TViewer | null;
    outcome: 'signed' | 'rejected';
    context: TSignContext;
    boxesTicked: string[];
    signature: { png: Buffer; sha256: string } | null;
    selfie: { name: string; sha256: string } | null;
  },
): Promise<{ ok: true; row: TLoaded; recordedAt: Date; documentSecurityId: string; waiverSha256: string } | { ok: false; error: TWaiverError }> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  const locale = options.context.locale;
  return db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const row = await loadWaiver(tx, options.uuid, true);
    const refusal = precheck(row, options.viewer, options.outcome === 'signed' ? 'sign' : 'reject');
    if (refusal || !row) return { ok: false, error: refusal ?? 'recordNotFound' };
    const text = await currentWaiverText(tx, row.w.eventId, now);
    if (!text) return { ok: false, error: 'waiverUnavailable' };
    const documentText = canonicalWaiverText(text, locale);
    const waiverSha256 = sha256Hex(documentText);
    if (waiverSha256 !== text.sha256[locale]) {
      log.error({ waiverTextId: text.id, locale }, 'waiver text does not match its stored SHA-256');
      return { ok: false, error: 'waiverUnavailable' };
    }
    const required = text.boxes.map((b) => b.key);
    if (options.outcome === 'signed' && !allBoxesTicked(required, options.boxesTicked)) return { ok: false, error: 'tickAllBoxesAndSign' };
    const boxesTicked = required.filter((key) => options.boxesTicked.includes(key));
    const signer = signerOf(row);
    const documentSecurityId = randomUUID().toUpperCase();
    const ipAddress = options.context.ip?.trim().slice(0, 64) || null;
    const userAgent = options.context.userAgent?.slice(0, USER_AGENT_MAX) || null;
    const values = {
      waiverId: row.w.id,
      outcome: options.outcome,
      waiverTextId: text.id,
      waiverVersion: text.version,
      waiverSha256,
      locale,
      documentText,
      consentText: text.consentText[locale],
      certificationText: text.certificationText[locale],
      boxesTicked,
      recordedAt: now,
      ipAddress,
      userAgent,
      documentSecurityId,
      signaturePng: options.signature?.png ?? null,
      signatureSha256: options.signature?.sha256 ?? null,
      selfieFile: options.selfie?.name ?? null,
      selfieSha256: options.selfie?.sha256 ?? null,
      signerFirstName: signer.firstName,
      signerLastName: signer.lastName,
      signerEmail: signer.email,
      signerBirthDate: signer.birthDate,
      signerAccountId: signer.accountId,
      spectatorFirstName: row.s.firstName,
      spectatorLastName: row.s.lastName,
      spectatorBirthDate: row.s.birthDate,
      guardianAccountId: signer.guardianAccountId,
      relationship: signer.relationship,
    };
    const recordSha256 = sealRecord(sealInput({ ...values, id: 0, recordSha256: '' }, row.w.uuid));
    await tx.insert(waiverRecords).values({ ...values, recordSha256 });
    await tx
      .update(waivers)
      .set(options.outcome === 'signed' ? { status: 'signed', signedAt: now, updatedAt: now } : { status: 'rejected', rejectedAt: now, updatedAt: now })
      .where(and(eq(waivers.id, row.w.id), eq(waivers.status, 'not_signed')));
    return { ok: true, row, recordedAt: now, documentSecurityId, waiverSha256 };
  });
}

/**
 * Sign a waiver: every box ticked, e-signature consent, a drawn signature (real PNG, at most
 * 512 KB), the certification, and a selfie when the event requires one (optional otherwise). The
 * record keeps the version and its SHA-256, the consent text, the time (UTC), IP address, user
 * agent, a document security id, the signature and selfie with their SHA-256, and who signed.
 * The waivers of the buyer and of minors are signed by the signed-in buyer.
 */
export async function signWaiver(
  deps: TSpectatorDeps,
  options: { uuid: string; viewer: TViewer | null; input: TSignWaiverPayload; context: TSignContext },
): Promise<TWaiverResult> {
  const db = await deps.getDb();
  const row = await loadWaiver(db, options.uuid);
  const refusal = precheck(row, options.viewer, 'sign');
  if (refusal || !row) return { ok: false, error: refusal ?? 'recordNotFound' };
  const event = await eventOf(deps, row, options.context.locale);
  if (!event) return { ok: false, error: 'recordNotFound' };

  const parsed = ZSignWaiverSchema.safeParse(options.input);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as TSignWaiverFieldErrors;
    const first = Object.values(fieldErrors).flat()[0] as TWaiverError | undefined;
    return { ok: false, error: first ?? 'tickAllBoxesAndSign', fieldErrors };
  }
  const text = await currentWaiverText(db, row.w.eventId, nowOf(deps));
  if (!text) return { ok: false, error: 'waiverUnavailable' };
  if (!allBoxesTicked(text.boxes.map((b) => b.key), parsed.data.boxes)) {
    return { ok: false, error: 'tickAllBoxesAndSign', fieldErrors: { boxes: ['tickAllBoxesAndSign'] } };
  }
  const signature = await checkSignaturePng(parsed.data.signature);
  if (!signature.ok) return { ok: false, error: signature.error, fieldErrors: { signature: [signature.error] } };

  let selfie: { name: string; sha256: string } | null = null;
  const given = options.input.selfie;
  const hasSelfie = given !== undefined && given !== null && !(typeof given === 'string' && given === '');
  if (requiresSelfie(row) || hasSelfie) {
    const processed = await processSelfie(given);
    if (!processed.ok) return { ok: false, error: processed.error, fieldErrors: { selfie: [processed.error] } };
    selfie = { name: await storeSelfie(deps.privateFilesDir, processed.jpeg), sha256: processed.sha256 };
  }

  let written: Awaited<ReturnType<typeof writeRecord>>;
  try {
    written = await writeRecord(deps, {
      uuid: options.uuid,
      viewer: options.viewer,
      outcome: 'signed',
      context: options.context,
      boxesTicked: parsed.data.boxes,
      signature,
      selfie,
    });
  } catch (error) {
    if (selfie) await discardSelfie(deps.privateFilesDir, selfie.name);
    if (isUniqueViolation(error)) return { ok: false, error: 'alreadySigned' };
    throw error;
  }
  if (!written.ok) {
    if (selfie) await discardSelfie(deps.privateFilesDir, selfie.name);
    return { ok: false, error: written.error };
  }
  log.info({ waiver: row.w.uuid, eventId: row.w.eventId }, 'waiver signed');
  await mailSignedCopy(deps, written.row, event, { ...written, locale: options.context.locale });
  return completed(deps, db, event, options);
}

/** The outcome for the one who just signed or rejected, with a copy link when no account shows it to them. */
async function completed(
  deps: TSpectatorDeps,
  db: TDatabase,
  event: TEventSummary,
  options: { uuid: string; viewer: TViewer | null; context: TSignContext },
): Promise<TWaiverResult> {
  const fresh = (await loadWaiver(db, options.uuid))!;
  const record = await recordOf(db, fresh.w.id);
  const copyToken = isRecordOwner(options.viewer, partiesOf(fresh, record)) ? null : (await issueCopyLink(db, fresh.w.id, nowOf(deps))).token;
  return { ok: true, waiver: await viewOf(deps, db, fresh, event, options.context.locale, options.viewer, copyToken), copyToken };
}

/** Reject a waiver (the spectator does not agree): final, recorded like a signature. */
export async function rejectWaiver(
  deps: TSpectatorDeps,
  options: { uuid: string; viewer: TViewer | null; context: TSignContext },
): Promise<TWaiverResult> {
  const db = await deps.getDb();
  const row = await loadWaiver(db, options.uuid);
  const refusal = precheck(row, options.viewer, 'reject');
  if (refusal || !row) return { ok: false, error: refusal ?? 'recordNotFound' };
  const event = await eventOf(deps, row, options.context.locale);
  if (!event) return { ok: false, error: 'recordNotFound' };
  let written: Awaited<ReturnType<typeof writeRecord>>;
  try {
    written = await writeRecord(deps, { uuid: options.uuid, viewer: options.viewer, outcome: 'rejected', context: options.context, boxesTicked: [], signature: null, selfie: null });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'alreadySigned' };
    throw error;
  }
  if (!written.ok) return { ok: false, error: written.error };
  log.info({ waiver: options.uuid, eventId: row.w.eventId }, 'waiver rejected');
  return completed(deps, db, event, options);
}

async function mailSignedCopy(
  deps: TSpectatorDeps,
  row: TLoaded,
  event: TEventSummary,
  signed: { recordedAt: Date; documentSecurityId: string; waiverSha256: string; locale: TLocale },
): Promise<void> {
  const signer = signerOf(row);
  if (!signer.email) return;
  try {
    const db = await deps.getDb();
    const link = await issueCopyLink(db, row.w.id, nowOf(deps));
    await deps.sendMail(
      buildWaiverSignedMail({
        siteUrl: deps.siteUrl,
        to: signer.email,
        locale: signed.locale,
        firstName: signer.firstName,
        spectatorName: `${row.s.firstName} ${row.s.lastName}`,
        event: { name: event.name, startAt: event.startAt, timeZone: event.timeZone },
        uuid: row.w.uuid,
        signedAt: signed.recordedAt,
        documentSecurityId: signed.documentSecurityId,
        waiverSha256: signed.waiverSha256,
        copyToken: link.token,
        copyExpiresAt: link.expiresAt,
      }),
    );
  } catch (error) {
    log.error({ err: error, waiver: row.w.uuid }, 'signed waiver copy mail failed');
  }
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
