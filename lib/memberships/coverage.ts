import { and, eq, gte, inArray, lte, ne, or, asc } from 'drizzle-orm';
import type { TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import { membershipOffers, memberships } from '@/lib/db/schema/memberships';

/**
 * Members-only pre-registration (seed §6 "pre-registration is for existing members only"; docs/
 * decisions/050): does a holder have a paid membership of the event's organisation valid on the
 * event's day (a single-event membership only for its own event)? And when nobody does, which
 * types on sale would be.
 */

export type TCoverage = { holderAccountId: number; membershipId: number; typeName: string; memberNumber: string } | null;

/** The membership that covers each holder on `day` for `eventId`, or null. */
export async function coverageOf(
  db: TDatabase,
  options: { holderIds: number[]; organizationId: number; eventId: number; day: string; locale: TLocale },
): Promise<Map<number, TCoverage>> {
  const found = new Map<number, TCoverage>(options.holderIds.map((id) => [id, null]));
  if (options.holderIds.length === 0) return found;
  const rows = await db
    .select({ m: memberships, name: membershipOffers.name })
    .from(memberships)
    .innerJoin(membershipOffers, eq(membershipOffers.id, memberships.offerId))
    .where(
      and(
        inArray(memberships.holderAccountId, options.holderIds),
        eq(memberships.organizationId, options.organizationId),
        eq(memberships.paymentState, 'paid'),
        lte(memberships.validFrom, options.day),
        gte(memberships.validUntil, options.day),
        or(ne(membershipOffers.validity, 'single_event'), eq(membershipOffers.eventId, options.eventId)),
      ),
    )
    .orderBy(asc(memberships.validUntil));
  for (const { m, name } of rows) {
    if (m.holderAccountId !== null && found.get(m.holderAccountId) === null) {
      found.set(m.holderAccountId, { holderAccountId: m.holderAccountId, membershipId: m.id, typeName: name[options.locale] || name.en, memberNumber: m.memberNumber });
    }
  }
  return found;
}

/** The types on sale of the organisation that would cover the event's day: what a holder without one is missing. */
export async function typesCovering(db: TDatabase, options: { organizationId: number; eventId: number; day: string; locale: TLocale }) {
  const offers = await db
    .select()
    .from(membershipOffers)
    .where(and(eq(membershipOffers.organizationId, options.organizationId), eq(membershipOffers.onSale, true)))
    .orderBy(asc(membershipOffers.sortOrder), asc(membershipOffers.id));
  return offers
    .filter((o) => (o.validity === 'twelve_months' ? true : o.validity === 'until_date' ? o.validUntil !== null && o.validUntil >= options.day : o.eventId === options.eventId))
    .map((o) => ({ id: o.id, name: o.name[options.locale] || o.name.en }));
}
