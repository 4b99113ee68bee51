import { eq } from 'drizzle-orm';
import type { TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import { eventTicketing, spectatorPurchases, spectators, waiverRecords, waivers } from '@/lib/db/schema/spectators';
import type { TEventSummary } from '@/lib/platform/port';
import type { TSealedRecord } from './domain/waiver-text';
import { isRecordOwner, type TWaiverParties } from './copy-links';
import type { TSpectatorDeps, TViewer } from './deps';
import { platformEvent, settingsOf } from './event-ticketing';

/**
 * A waiver document (/waiver/{documentUUID}) with its spectator, purchase and buyer, the record of
 * its signature or rejection (waiver_records, append-only, sealed with SHA-256: docs/decisions/012)
 * and who may read that record. Shared by the pages' reads (./waiver-view.ts) and the signing
 * (./waiver-signing.ts).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isDocumentUuid(value: string): boolean {
  return UUID.test(value);
}

export type TLoadedWaiver = NonNullable<Awaited<ReturnType<typeof loadWaiver>>>;

/**
 * A waiver by its document UUID, with its spectator, purchase, buyer and the event's ticket
 * settings; null when the UUID is malformed or unknown. `lock`: the waiver row FOR UPDATE (in the
 * signing transaction).
 */
export async function loadWaiver(db: TDatabase, uuid: string, lock = false) {
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

/** The buyer signs this waiver in the stepper: their own, and each minor's as parent or guardian. */
export function signedByBuyer(row: TLoadedWaiver): boolean {
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
export async function seesRecord(deps: Pick<TSpectatorDeps, 'runsEvent'>, viewer: TViewer | null, parties: TWaiverParties, eventId: number): Promise<boolean> {
  if (maySeeSelfie(viewer, parties)) return true;
  return viewer !== null && deps.runsEvent !== undefined && (await deps.runsEvent(viewer.id, eventId));
}

/** The accounts a waiver's record belongs to (./copy-links.ts decides what each may see). */
export function partiesOf(row: TLoadedWaiver, record: Pick<typeof waiverRecords.$inferSelect, 'signerAccountId' | 'guardianAccountId'> | null): TWaiverParties {
  return {
    buyerAccountId: row.p.buyerAccountId,
    spectatorAccountId: row.s.accountId,
    signerAccountId: record?.signerAccountId ?? null,
    guardianAccountId: record?.guardianAccountId ?? null,
  };
}

/** The record of a signed or rejected waiver, or null while it is not signed. */
export async function recordOf(db: TDatabase, waiverId: number) {
  const [record] = await db.select().from(waiverRecords).where(eq(waiverRecords.waiverId, waiverId));
  return record ?? null;
}

/** The fields of a record that its SHA-256 seals (./domain/waiver-text.ts). */
export function sealInput(record: typeof waiverRecords.$inferSelect, uuid: string): TSealedRecord {
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
export function requiresSelfie(row: TLoadedWaiver): boolean {
  return settingsOf(row.w.eventId, row.t).waiverRequiresSelfie;
}

/** The platform's event of a waiver, or null when the platform does not know or show it (the page answers 404). */
export function eventOf(deps: TSpectatorDeps, row: TLoadedWaiver, locale: TLocale): Promise<TEventSummary | null> {
  return platformEvent(deps, row.w.eventId, locale);
}
