import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '../constants';
import type { TDatabase } from '../db/open';
import type { TLocalized } from '../db/schema/common';
import { membershipOfferRanges, membershipOffers, memberships } from '../db/schema/memberships';
import { calendarDay, SITE_TIME_ZONE } from '../i18n/calendar-day';
import type { TMembershipType, TMemberSummary } from '../platform/port';

/**
 * Reads of the app's memberships (docs/decisions/050): the types an organisation has on sale with
 * their price ranges, and its public members. The same on every racing platform: memberships are
 * the app's, keyed by the platform's organisation and rider ids.
 */

const pick = (text: TLocalized, locale: TLocale): string => text[locale] || text.en;
const optional = (text: TLocalized | null, locale: TLocale): string | undefined => (text ? pick(text, locale) || undefined : undefined);
const opt = <T>(value: T | null): T | undefined => value ?? undefined;

/** The types on sale (of one organisation, or all), in their order, with their ranges on sale (two queries). */
export async function listMembershipTypes(db: TDatabase, options: { locale: TLocale; organizationId?: number }): Promise<TMembershipType[]> {
  const conditions: SQL[] = [eq(membershipOffers.onSale, true)];
  if (options.organizationId !== undefined) conditions.push(eq(membershipOffers.organizationId, options.organizationId));
  const offers = await db
    .select()
    .from(membershipOffers)
    .where(and(...conditions))
    .orderBy(asc(membershipOffers.sortOrder), asc(membershipOffers.id));
  if (offers.length === 0) return [];
  const ranges = await db
    .select()
    .from(membershipOfferRanges)
    .where(
      and(
        inArray(
          membershipOfferRanges.offerId,
          offers.map((o) => o.id),
        ),
        eq(membershipOfferRanges.onSale, true),
      ),
    )
    .orderBy(asc(membershipOfferRanges.sortOrder), asc(membershipOfferRanges.id));
  return offers.map(
    (offer): TMembershipType => ({
      id: offer.id,
      organizationId: offer.organizationId,
      name: pick(offer.name, options.locale),
      description: optional(offer.description, options.locale),
      validity: offer.validity,
      validUntil: opt(offer.validUntil),
      eventId: opt(offer.eventId),
      transferable: offer.transferable,
      taxRateBp: offer.taxRateBp,
      ranges: ranges
        .filter((range) => range.offerId === offer.id)
        .map((range) => ({
          id: range.id,
          name: pick(range.name, options.locale),
          minAge: opt(range.minAge),
          maxAge: opt(range.maxAge),
          feeCents: range.feeCents,
          currency: offer.currency,
        })),
    }),
  );
}

/**
 * The public members (of one organisation, or all): paid memberships valid on `today` (the site's
 * calendar day), one line per membership, by name. What the seed shows publicly: name, number,
 * class, type, dates, city; nothing else.
 */
export async function listMembers(db: TDatabase, options: { locale: TLocale; organizationId?: number; now?: Date }): Promise<TMemberSummary[]> {
  const today = calendarDay(options.now ?? new Date(), SITE_TIME_ZONE);
  const conditions: SQL[] = [eq(memberships.isPublic, true), eq(memberships.paymentState, 'paid'), lte(memberships.validFrom, today), gte(memberships.validUntil, today)];
  if (options.organizationId !== undefined) conditions.push(eq(memberships.organizationId, options.organizationId));
  const rows = await db
    .select({ m: memberships, typeName: membershipOffers.name })
    .from(memberships)
    .innerJoin(membershipOffers, eq(membershipOffers.id, memberships.offerId))
    .where(and(...conditions))
    .orderBy(sql`lower(${memberships.lastName})`, sql`lower(${memberships.firstName})`, asc(memberships.id));
  return rows.map(
    ({ m, typeName }): TMemberSummary => ({
      id: m.id,
      riderId: opt(m.riderId),
      firstName: m.firstName,
      lastName: m.lastName,
      memberNumber: m.memberNumber,
      className: optional(m.className, options.locale),
      membershipType: pick(typeName, options.locale),
      validFrom: m.validFrom,
      validUntil: m.validUntil,
      city: opt(m.city),
      state: opt(m.state),
    }),
  );
}
