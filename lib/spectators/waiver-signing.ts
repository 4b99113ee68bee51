import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import type { TRelationship } from '@/lib/db/schema/accounts';
import { waiverRecords, waivers } from '@/lib/db/schema/spectators';
import { log } from '@/lib/log';
import type { TEventSummary } from '@/lib/platform/port';
import { allBoxesTicked, ZSignWaiverSchema, type TSignWaiverFieldErrors } from '@/lib/validation/waiver';
import { nextWaiverStatus } from './domain/waiver-state';
import { canonicalWaiverText, sealRecord, sha256Hex } from './domain/waiver-text';
import { isRecordOwner, issueCopyLink } from './copy-links';
import { asDb, isUniqueViolation, nowOf, type TSpectatorDeps, type TViewer } from './deps';
import type { TWaiverError } from './errors';
import { discardSelfie, storeSelfie } from './files';
import { checkSignaturePng, processSelfie, type TSelfieInput } from './images';
import { buildWaiverSignedMail } from './mail';
import { currentWaiverText } from './waiver-texts';
import { eventOf, loadWaiver, partiesOf, recordOf, requiresSelfie, sealInput, signedByBuyer, type TLoadedWaiver } from './waiver-records';
import { viewOf, type TWaiverView } from './waiver-view';

/**
 * Signing or rejecting a waiver (seed sections 4 and 5 "Waiver"): all boxes, e-signature consent,
 * signature, certification, and a selfie when the event requires one. The outcome is the evidence:
 * an append-only record (waiver_records) of what was signed, when, from where and by whom, sealed
 * with SHA-256 (docs/decisions/012); the signer is mailed a copy link.
 */

const USER_AGENT_MAX = 512;

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

function signerOf(row: TLoadedWaiver): TSigner {
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
function precheck(row: TLoadedWaiver | null, viewer: TViewer | null, event: 'sign' | 'reject'): TWaiverError | null {
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
): Promise<{ ok: true; row: TLoadedWaiver; recordedAt: Date; documentSecurityId: string; waiverSha256: string } | { ok: false; error: TWaiverError }> {
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
  row: TLoadedWaiver,
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
