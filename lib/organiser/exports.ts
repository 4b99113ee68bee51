import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import { membershipOfferRanges, membershipOffers, memberships } from '@/lib/db/schema/memberships';
import { purchaseRefunds, ticketCheckIns } from '@/lib/db/schema/organiser';
import { spectatorPurchases, spectators, waiverRecords, waivers, type TPurchaseStatus, type TWaiverStatus } from '@/lib/db/schema/spectators';
import type { TLocalized } from '@/lib/db/schema/common';
import { toCsv } from '@/lib/results/csv';
import { formatTicketNumber } from '@/lib/spectators/domain/availability';
import { sealRecord, sha256Hex } from '@/lib/spectators/domain/waiver-text';
import type { TLocale } from '@/lib/constants';
import { qualified } from '@/lib/db/qualified';

/**
 * The organiser's exports of an event (docs/decisions/056): spectators with their waiver and
 * check-in, purchases for accounting, the members of the event's organisation, and the waiver
 * bundle for print. CSV files are those of the results export (lib/results/csv.ts `toCsv`):
 * UTF-8 with a byte order mark, CRLF, and every cell a spreadsheet would run as a formula
 * (= + - @ tab CR first) escaped with an apostrophe; headers and words (yes, signed…) in the
 * organiser's language; amounts as plain decimals ("25.00", a dot whatever the language, for
 * accounting software); times as ISO 8601 in the event's time zone with its offset.
 */

export const EXPORT_KINDS = ['spectators', 'purchases', 'members'] as const;
export type TExportKind = (typeof EXPORT_KINDS)[number];

/** A translator of `OrganiserPurchases.csv` keys. */
export type TCsvTranslate = (key: string) => string;

const money = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const yesNo = (t: TCsvTranslate, value: boolean) => t(value ? 'yes' : 'no');

/** An instant as ISO 8601 in a time zone, with its offset ("2026-06-14T08:00:00-04:00"); empty for none. */
export function isoIn(at: Date | null, timeZone: string): string {
  return at ? format(new TZDate(at.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm:ssXXX") : '';
}

// ---------------------------------------------------------------------------------------------
// Spectators

export type TSpectatorExportRow = {
  eventId: number;
  ticketNumber: number | null;
  firstName: string;
  lastName: string;
  isMinor: boolean;
  isBuyer: boolean;
  purchaseId: number;
  buyerName: string;
  buyerEmail: string | null;
  waiverStatus: TWaiverStatus | null;
  waiverAt: Date | null;
  waiverVersion: number | null;
  checkedInAt: Date | null;
  gateLabel: string | null;
};

/** Every valid ticket of the event (paid purchases, not released), by ticket number. */
export async function spectatorExportRows(db: TDatabase, eventId: number): Promise<TSpectatorExportRow[]> {
  const rows = await db
    .select({
      ticketNumber: spectators.ticketNumber,
      firstName: spectators.firstName,
      lastName: spectators.lastName,
      isMinor: spectators.isMinor,
      isBuyer: spectators.isBuyer,
      purchaseId: spectators.purchaseId,
      buyerFirst: accounts.firstName,
      buyerLast: accounts.lastName,
      buyerEmail: accounts.email,
      waiverStatus: waivers.status,
      signedAt: waivers.signedAt,
      rejectedAt: waivers.rejectedAt,
      waiverVersion: waiverRecords.waiverVersion,
      checkedInAt: ticketCheckIns.scannedAt,
      gateLabel: ticketCheckIns.gateLabel,
    })
    .from(spectators)
    .innerJoin(spectatorPurchases, eq(spectatorPurchases.id, spectators.purchaseId))
    .innerJoin(accounts, eq(accounts.id, spectatorPurchases.buyerAccountId))
    .leftJoin(waivers, eq(waivers.spectatorId, spectators.id))
    .leftJoin(waiverRecords, eq(waiverRecords.waiverId, waivers.id))
    .leftJoin(ticketCheckIns, eq(ticketCheckIns.purchaseId, spectatorPurchases.id))
    .where(and(eq(spectators.eventId, eventId), eq(spectatorPurchases.status, 'paid'), isNull(spectators.removedAt)))
    .orderBy(asc(spectators.ticketNumber), asc(spectators.id));
  return rows.map((r) => ({
    eventId,
    ticketNumber: r.ticketNumber,
    firstName: r.firstName,
    lastName: r.lastName,
    isMinor: r.isMinor,
    isBuyer: r.isBuyer,
    purchaseId: r.purchaseId,
    buyerName: `${r.buyerFirst} ${r.buyerLast}`,
    buyerEmail: r.buyerEmail,
    waiverStatus: r.waiverStatus,
    waiverAt: r.waiverStatus === 'signed' ? r.signedAt : r.waiverStatus === 'rejected' ? r.rejectedAt : null,
    waiverVersion: r.waiverVersion,
    checkedInAt: r.checkedInAt,
    gateLabel: r.gateLabel,
  }));
}

export const SPECTATOR_COLUMNS = ['ticket', 'firstName', 'lastName', 'minor', 'buyer', 'purchase', 'buyerName', 'buyerEmail', 'waiver', 'waiverAt', 'waiverVersion', 'checkedIn', 'checkedInAt', 'gate'] as const;

export function spectatorsCsv(rows: readonly TSpectatorExportRow[], options: { t: TCsvTranslate; timeZone: string }): string {
  const { t, timeZone } = options;
  return toCsv(
    SPECTATOR_COLUMNS.map((c) => t(`spectators.${c}`)),
    rows.map((r) => [
      formatTicketNumber(r.eventId, r.ticketNumber) ?? '',
      r.firstName,
      r.lastName,
      yesNo(t, r.isMinor),
      yesNo(t, r.isBuyer),
      String(r.purchaseId),
      r.buyerName,
      r.buyerEmail ?? '',
      t(`waiverStatus.${r.waiverStatus ?? 'not_signed'}`),
      isoIn(r.waiverAt, timeZone),
      r.waiverVersion === null ? '' : String(r.waiverVersion),
      yesNo(t, r.checkedInAt !== null),
      isoIn(r.checkedInAt, timeZone),
      r.gateLabel ?? '',
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// Purchases for accounting

export type TPurchaseExportRow = {
  purchase: typeof spectatorPurchases.$inferSelect;
  buyerName: string;
  buyerEmail: string | null;
  ticketsBought: number;
  refundedCents: number;
  pendingRefundCents: number;
  refundIds: string[];
};

/** The event's paid purchases (fully refunded ones too: a refund keeps the purchase paid), oldest first. */
export async function purchaseExportRows(db: TDatabase, eventId: number): Promise<TPurchaseExportRow[]> {
  const rows = await db
    .select({ p: spectatorPurchases, firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email })
    .from(spectatorPurchases)
    .innerJoin(accounts, eq(accounts.id, spectatorPurchases.buyerAccountId))
    .where(and(eq(spectatorPurchases.eventId, eventId), eq(spectatorPurchases.status, 'paid')))
    .orderBy(asc(spectatorPurchases.paidAt), asc(spectatorPurchases.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.p.id);
  const [refunds, bought] = await Promise.all([
    db
      .select({ purchaseId: purchaseRefunds.purchaseId, status: purchaseRefunds.status, amountCents: purchaseRefunds.amountCents, providerRefundId: purchaseRefunds.providerRefundId })
      .from(purchaseRefunds)
      .where(inArray(purchaseRefunds.purchaseId, ids))
      .orderBy(asc(purchaseRefunds.id)),
    db
      .select({ purchaseId: spectators.purchaseId, n: sql<number>`count(*)::int` })
      .from(spectators)
      .where(and(inArray(spectators.purchaseId, ids), sql`${spectators.ticketNumber} is not null`))
      .groupBy(spectators.purchaseId),
  ]);
  const boughtOf = new Map(bought.map((b) => [b.purchaseId, Number(b.n)]));
  return rows.map((r) => {
    const own = refunds.filter((x) => x.purchaseId === r.p.id);
    const sum = (status: string) => own.filter((x) => x.status === status).reduce((s, x) => s + x.amountCents, 0);
    return {
      purchase: r.p,
      buyerName: `${r.firstName} ${r.lastName}`,
      buyerEmail: r.email,
      ticketsBought: boughtOf.get(r.p.id) ?? 0,
      refundedCents: sum('succeeded'),
      pendingRefundCents: sum('pending'),
      refundIds: own.filter((x) => x.status === 'succeeded' && x.providerRefundId).map((x) => x.providerRefundId!),
    };
  });
}

export const PURCHASE_COLUMNS = [
  'purchase',
  'status',
  'createdAt',
  'paidAt',
  'buyerName',
  'buyerEmail',
  'language',
  'ticketsBought',
  'ticketsHeld',
  'unitPrice',
  'subtotal',
  'discount',
  'promoCode',
  'taxRate',
  'tax',
  'total',
  'paid',
  'refunded',
  'refundPending',
  'net',
  'currency',
  'provider',
  'checkoutSession',
  'paymentId',
  'refundIds',
] as const;

export function purchasesCsv(rows: readonly TPurchaseExportRow[], options: { t: TCsvTranslate; timeZone: string }): string {
  const { t, timeZone } = options;
  return toCsv(
    PURCHASE_COLUMNS.map((c) => t(`purchases.${c}`)),
    rows.map(({ purchase: p, ...r }) => [
      String(p.id),
      t(`status.${p.status satisfies TPurchaseStatus}`),
      isoIn(p.createdAt, timeZone),
      isoIn(p.paidAt, timeZone),
      r.buyerName,
      r.buyerEmail ?? '',
      p.locale,
      String(r.ticketsBought),
      String(p.quantity),
      money(p.unitPriceCents),
      money(p.subtotalCents),
      money(p.discountCents),
      p.promoCode ?? '',
      (p.taxRateBp / 100).toFixed(3).replace(/\.?0+$/, ''),
      money(p.taxCents),
      money(p.totalCents),
      money(p.totalPaidCents),
      money(r.refundedCents),
      money(r.pendingRefundCents),
      money(p.totalPaidCents - r.refundedCents),
      p.currency,
      p.paymentProvider ?? '',
      p.checkoutSessionId ?? '',
      p.paymentTransactionId ?? '',
      r.refundIds.join(' '),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// Members of an organisation

export type TMemberExportRow = typeof memberships.$inferSelect & { typeName: TLocalized; rangeName: TLocalized | null; holderEmail: string | null; buyerEmail: string | null };

/** The organisation's paid memberships (valid, past and upcoming; one being paid or cancelled is not a member's), by member number. */
export async function memberExportRows(db: TDatabase, organizationId: number): Promise<TMemberExportRow[]> {
  const holder = sql<string | null>`(select a.email from accounts a where a.id = ${qualified(memberships.holderAccountId)})`;
  const buyer = sql<string | null>`(select a.email from accounts a where a.id = ${qualified(memberships.buyerAccountId)})`;
  const rows = await db
    .select({ m: memberships, typeName: membershipOffers.name, rangeName: membershipOfferRanges.name, holderEmail: holder, buyerEmail: buyer })
    .from(memberships)
    .innerJoin(membershipOffers, eq(membershipOffers.id, memberships.offerId))
    .leftJoin(membershipOfferRanges, eq(membershipOfferRanges.id, memberships.rangeId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.paymentState, 'paid')))
    .orderBy(asc(memberships.memberNumber), asc(memberships.id));
  return rows.map((r) => ({ ...r.m, typeName: r.typeName, rangeName: r.rangeName, holderEmail: r.holderEmail, buyerEmail: r.buyerEmail }));
}

export const MEMBER_COLUMNS = ['number', 'firstName', 'lastName', 'type', 'range', 'validFrom', 'validUntil', 'state', 'public', 'fee', 'tax', 'currency', 'paidAt', 'city', 'region', 'email'] as const;

/** `today`: the site's calendar day ("YYYY-MM-DD"), against which a membership is valid, expired or upcoming. */
export function membersCsv(rows: readonly TMemberExportRow[], options: { t: TCsvTranslate; locale: TLocale; timeZone: string; today: string }): string {
  const { t, locale, timeZone, today } = options;
  const state = (m: TMemberExportRow) => (m.validUntil < today ? 'expired' : m.validFrom > today ? 'upcoming' : 'valid');
  const name = (text: TLocalized | null) => (text ? (text[locale] ?? text.en) : '');
  return toCsv(
    MEMBER_COLUMNS.map((c) => t(`members.${c}`)),
    rows.map((m) => [
      m.memberNumber,
      m.firstName,
      m.lastName,
      name(m.typeName),
      name(m.rangeName),
      m.validFrom,
      m.validUntil,
      t(`memberState.${state(m)}`),
      yesNo(t, m.isPublic),
      money(m.feeCents),
      money(m.taxCents),
      m.currency,
      isoIn(m.paidAt, timeZone),
      m.city ?? '',
      m.state ?? '',
      m.holderEmail ?? m.buyerEmail ?? '',
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// The waiver bundle (print)

export type TBundleRecord = {
  uuid: string;
  outcome: 'signed' | 'rejected';
  purchaseId: number;
  ticketNumber: string | null;
  released: boolean;
  spectator: { firstName: string; lastName: string; birthDate: string };
  signer: { firstName: string; lastName: string; email: string | null };
  guardian: { firstName: string; lastName: string; relationship: string } | null;
  waiverVersion: number;
  locale: string;
  waiverSha256: string;
  recordSha256: string;
  documentSecurityId: string;
  recordedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  hasSelfie: boolean;
  hasSignature: boolean;
  /** The text still matches its SHA-256 and the record its seal (recomputed now). */
  verified: boolean;
};

/** Every signed or rejected waiver of the event, with its evidence, by time. */
export async function waiverBundle(db: TDatabase, eventId: number): Promise<TBundleRecord[]> {
  const rows = await db
    .select({ r: waiverRecords, w: waivers, s: spectators, guardianFirst: accounts.firstName, guardianLast: accounts.lastName })
    .from(waiverRecords)
    .innerJoin(waivers, eq(waivers.id, waiverRecords.waiverId))
    .innerJoin(spectators, eq(spectators.id, waivers.spectatorId))
    .leftJoin(accounts, eq(accounts.id, waiverRecords.guardianAccountId))
    .where(eq(waivers.eventId, eventId))
    .orderBy(asc(waiverRecords.recordedAt), asc(waiverRecords.id));
  return rows.map(({ r, w, s, guardianFirst, guardianLast }) => {
    const seal = sealRecord({
      outcome: r.outcome,
      waiverUuid: w.uuid,
      waiverVersion: r.waiverVersion,
      waiverSha256: r.waiverSha256,
      locale: r.locale,
      consentText: r.consentText,
      certificationText: r.certificationText,
      boxesTicked: r.boxesTicked,
      recordedAt: r.recordedAt.toISOString(),
      ipAddress: r.ipAddress,
      userAgent: r.userAgent,
      documentSecurityId: r.documentSecurityId,
      signatureSha256: r.signatureSha256,
      selfieSha256: r.selfieSha256,
      signer: { firstName: r.signerFirstName, lastName: r.signerLastName, email: r.signerEmail, birthDate: r.signerBirthDate, accountId: r.signerAccountId },
      spectator: { firstName: r.spectatorFirstName, lastName: r.spectatorLastName, birthDate: r.spectatorBirthDate },
      guardianAccountId: r.guardianAccountId,
      relationship: r.relationship,
    });
    return {
      uuid: w.uuid,
      outcome: r.outcome,
      purchaseId: s.purchaseId,
      ticketNumber: formatTicketNumber(s.eventId, s.ticketNumber),
      released: s.removedAt !== null,
      spectator: { firstName: r.spectatorFirstName, lastName: r.spectatorLastName, birthDate: r.spectatorBirthDate },
      signer: { firstName: r.signerFirstName, lastName: r.signerLastName, email: r.signerEmail },
      guardian: r.relationship && guardianFirst !== null ? { firstName: guardianFirst, lastName: guardianLast ?? '', relationship: r.relationship } : null,
      waiverVersion: r.waiverVersion,
      locale: r.locale,
      waiverSha256: r.waiverSha256,
      recordSha256: r.recordSha256,
      documentSecurityId: r.documentSecurityId,
      recordedAt: r.recordedAt,
      ipAddress: r.ipAddress,
      userAgent: r.userAgent,
      hasSelfie: r.selfieFile !== null,
      hasSignature: r.signaturePng !== null,
      verified: seal === r.recordSha256 && sha256Hex(r.documentText) === r.waiverSha256,
    };
  });
}
