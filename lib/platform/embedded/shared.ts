import { and, count, inArray } from 'drizzle-orm';
import type { TLocale } from '../../constants';
import type { TDatabase } from '../../db/open';
import * as t from '../../db/schema';
import type { TLocalized } from '../../db/schema/common';
import { pick } from '../../i18n/locale';
import type { TPromoterSummary, TRaceSummary, TSeriesSummary } from '../port';
import type { TRegistrationTally } from '../registration-state';

export type TPlatformContext = {
  getDb: () => Promise<TDatabase>;
  /** The clock registration states are computed against. */
  now: () => Date;
};

/** null (database) to undefined (optional field of the domain types). */
export const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** Localized text for an optional field: undefined when absent or empty. */
export function optText(value: TLocalized | null | undefined, locale: TLocale): string | undefined {
  const text = pick(value, locale);
  return text === '' ? undefined : text;
}

export function toPromoterSummary(p: typeof t.promoters.$inferSelect): TPromoterSummary {
  return {
    id: p.id,
    userId: p.userId,
    name: p.name,
    city: opt(p.city),
    state: opt(p.state),
    country: opt(p.country),
    logoUrl: opt(p.logoUrl),
  };
}

export function toSeriesSummary(s: typeof t.series.$inferSelect, locale: TLocale): TSeriesSummary {
  return {
    id: s.id,
    name: pick(s.name, locale),
    discipline: s.discipline,
    season: s.season,
    promoterId: opt(s.promoterId),
    organizationId: opt(s.organizationId),
    dropCount: s.dropCount,
  };
}

export function toRaceSummary(r: typeof t.races.$inferSelect, locale: TLocale): TRaceSummary {
  return {
    id: r.id,
    eventId: r.eventId,
    name: pick(r.name, locale),
    format: r.format,
    motoNumber: opt(r.motoNumber),
    startAt: r.startAt,
    status: r.status,
    isPublic: r.isPublic,
    isConfigured: r.isConfigured,
    updatedAt: r.updatedAt,
  };
}

const EMPTY_TALLY: TRegistrationTally = { count: 0, waitlisted: 0 };

/** Registered and waitlisted riders of each event, in one grouped query. */
export async function registrationTallies(db: TDatabase, eventIds: readonly number[]): Promise<Map<number, TRegistrationTally>> {
  const tallies = new Map<number, TRegistrationTally>();
  if (eventIds.length === 0) return tallies;
  const rows = await db
    .select({ eventId: t.registrations.eventId, status: t.registrations.status, n: count() })
    .from(t.registrations)
    .where(and(inArray(t.registrations.eventId, [...eventIds]), inArray(t.registrations.status, ['registered', 'waitlisted'])))
    .groupBy(t.registrations.eventId, t.registrations.status);
  for (const row of rows) {
    const tally = tallies.get(row.eventId) ?? { ...EMPTY_TALLY };
    if (row.status === 'registered') tally.count += Number(row.n);
    else tally.waitlisted += Number(row.n);
    tallies.set(row.eventId, tally);
  }
  return tallies;
}

export const tallyOf = (tallies: Map<number, TRegistrationTally>, eventId: number): TRegistrationTally =>
  tallies.get(eventId) ?? EMPTY_TALLY;
