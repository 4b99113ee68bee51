import { and, eq, inArray } from 'drizzle-orm';
import type { TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import { membershipOffers, memberships } from '@/lib/db/schema/memberships';
import { paymentCheckouts } from '@/lib/db/schema/spectators';
import { calendarDay, SITE_TIME_ZONE } from '@/lib/i18n/format';
import { absoluteUrl } from '@/lib/http/paths';
import { signId, verifySignedId } from '@/lib/security/signed-links';
import { membershipStatus } from './validity';

/**
 * What the account pages, the membership card and its public check show of a membership
 * (docs/decisions/050).
 */

/** The purpose of the card's signed address (lib/security/signed-links.ts). */
export const CARD_PURPOSE = 'membership-card';

/** Paid and by the dates: upcoming, valid or expired; otherwise its payment state. */
export type TMembershipStatus = 'upcoming' | 'valid' | 'expired' | 'pending_payment' | 'cancelled';

export type TMembershipView = {
  id: number;
  typeName: string;
  holderAccountId: number | null;
  buyerAccountId: number | null;
  holderName: string;
  memberNumber: string;
  validFrom: string;
  validUntil: string;
  status: TMembershipStatus;
  feeCents: number;
  taxCents: number;
  currency: string;
  paidAt: Date | null;
};

type TRow = typeof memberships.$inferSelect;

export function statusOf(row: Pick<TRow, 'paymentState' | 'validFrom' | 'validUntil'>, now: Date): TMembershipStatus {
  if (row.paymentState !== 'paid') return row.paymentState;
  return membershipStatus(row, calendarDay(now, SITE_TIME_ZONE));
}

/** Views of some memberships (with their type's name in `locale`), in the order given. */
export async function viewsOf(db: TDatabase, rows: TRow[], locale: TLocale, now: Date): Promise<TMembershipView[]> {
  if (rows.length === 0) return [];
  const offers = await db
    .select({ id: membershipOffers.id, name: membershipOffers.name })
    .from(membershipOffers)
    .where(inArray(membershipOffers.id, [...new Set(rows.map((r) => r.offerId))]));
  const names = new Map(offers.map((o) => [o.id, o.name[locale] || o.name.en]));
  return rows.map((r) => ({
    id: r.id,
    typeName: names.get(r.offerId) ?? '',
    holderAccountId: r.holderAccountId,
    buyerAccountId: r.buyerAccountId,
    holderName: `${r.firstName} ${r.lastName}`,
    memberNumber: r.memberNumber,
    validFrom: r.validFrom,
    validUntil: r.validUntil,
    status: statusOf(r, now),
    feeCents: r.feeCents,
    taxCents: r.taxCents,
    currency: r.currency,
    paidAt: r.paidAt,
  }));
}

/** The card's check address: /membership/verify/{signed id}, absolute (it goes in a QR code). */
export async function verifyAddress(db: TDatabase, siteUrl: string, membershipId: number, locale: TLocale): Promise<string> {
  return absoluteUrl(siteUrl, `/membership/verify/${await signId(db, CARD_PURPOSE, membershipId)}`, locale);
}

/** The open checkout of a membership being paid (its provider page), if any. */
export async function openCheckoutUrl(db: TDatabase, row: Pick<TRow, 'id' | 'checkoutSessionId' | 'paymentState'>): Promise<string | null> {
  if (row.paymentState !== 'pending_payment' || !row.checkoutSessionId) return null;
  const [open] = await db
    .select({ url: paymentCheckouts.url })
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.membershipId, row.id), eq(paymentCheckouts.sessionId, row.checkoutSessionId), eq(paymentCheckouts.status, 'open')));
  return open?.url ?? null;
}

/**
 * What the public check of a card shows: the holder's name, the type, the dates and whether the
 * membership is valid now; nothing else of the holder. Null for an address the app did not sign
 * or a membership that no longer exists.
 */
export async function checkCard(db: TDatabase, token: string, locale: TLocale, now: Date) {
  const id = await verifySignedId(db, CARD_PURPOSE, token);
  if (id === null) return null;
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  if (!row) return null;
  const [view] = await viewsOf(db, [row], locale, now);
  return { holderName: view!.holderName, typeName: view!.typeName, validFrom: view!.validFrom, validUntil: view!.validUntil, status: view!.status };
}
