import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TLocale } from '../../constants';
import type { TDatabase } from '../../db/open';
import * as t from '../../db/schema';
import { pick } from '../../i18n/locale';
import type { PlatformPort, TCalendarEntry, TEvent, TEventSummary, TRegistrant, TRegistrationCounts, TRiderRegistration } from '../port';
import { registrationState } from '../registration-state';
import {
  opt,
  optText,
  registrationTallies,
  tallyOf,
  toPromoterSummary,
  toRaceSummary,
  toSeriesSummary,
  type TPlatformContext,
} from './shared';

type TEventFilter = { promoterId?: number; organizationId?: number; seriesId?: number; from?: Date; to?: Date; ids?: readonly number[] };
type TEventRow = typeof t.events.$inferSelect;
type TPromoterRow = typeof t.promoters.$inferSelect;

/**
 * Public events matching the filter. `from` keeps the events that have not ended before it (an
 * event running at `from` is kept); `to` keeps the events that start on or before it.
 */
function publicEventConditions(db: TDatabase, filter: TEventFilter): SQL[] {
  const conditions: SQL[] = [eq(t.events.isPublic, true)];
  if (filter.promoterId !== undefined) conditions.push(eq(t.events.promoterId, filter.promoterId));
  if (filter.organizationId !== undefined) conditions.push(eq(t.events.organizationId, filter.organizationId));
  if (filter.from) conditions.push(gte(t.events.endAt, filter.from));
  if (filter.to) conditions.push(lte(t.events.startAt, filter.to));
  if (filter.ids) conditions.push(inArray(t.events.id, [...filter.ids]));
  if (filter.seriesId !== undefined) {
    const inSeries = db.select({ eventId: t.eventSeries.eventId }).from(t.eventSeries).where(eq(t.eventSeries.seriesId, filter.seriesId));
    conditions.push(inArray(t.events.id, inSeries));
  }
  return conditions;
}

async function selectPublicEvents(db: TDatabase, filter: TEventFilter): Promise<{ event: TEventRow; promoter: TPromoterRow }[]> {
  return db
    .select({ event: t.events, promoter: t.promoters })
    .from(t.events)
    .innerJoin(t.promoters, eq(t.promoters.id, t.events.promoterId))
    .where(and(...publicEventConditions(db, filter)))
    .orderBy(asc(t.events.startAt), asc(t.events.id));
}

/** Public series of each event, in one query. */
export async function seriesIdsByEvent(db: TDatabase, eventIds: readonly number[]): Promise<Map<number, number[]>> {
  const byEvent = new Map<number, number[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({ eventId: t.eventSeries.eventId, seriesId: t.eventSeries.seriesId })
    .from(t.eventSeries)
    .innerJoin(t.series, eq(t.series.id, t.eventSeries.seriesId))
    .where(and(inArray(t.eventSeries.eventId, [...eventIds]), eq(t.series.isPublic, true)))
    .orderBy(asc(t.eventSeries.seriesId));
  for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row.seriesId]);
  return byEvent;
}

export function toEventSummary(
  event: TEventRow,
  promoter: TPromoterRow,
  seriesIds: number[],
  registration: TEventSummary['registration'],
): TEventSummary {
  return {
    id: event.id,
    name: event.name,
    startAt: event.startAt,
    endAt: event.endAt,
    timeZone: event.timeZone,
    venue: opt(event.venue),
    city: opt(event.city),
    state: opt(event.state),
    country: opt(event.country),
    status: event.status,
    promoter: toPromoterSummary(promoter),
    seriesIds,
    registration,
  };
}

/**
 * Registrants of public events matching `where` (over registrations, events and riders): registered
 * riders (by class, then name) followed by the waiting list (by position); cancelled registrations
 * are left out. Each with its event's id.
 */
async function selectRegistrants(db: TDatabase, where: SQL, locale: TLocale): Promise<(TRegistrant & { eventId: number })[]> {
  const rows = await db
    .select({
      id: t.registrations.id,
      eventId: t.registrations.eventId,
      riderId: t.riders.id,
      firstName: t.riders.firstName,
      lastName: t.riders.lastName,
      city: t.riders.city,
      state: t.riders.state,
      classId: t.classes.id,
      className: t.classes.name,
      number: t.registrations.number,
      brand: t.brands.name,
      status: t.registrations.status,
      waitlistPosition: t.registrations.waitlistPosition,
    })
    .from(t.registrations)
    .innerJoin(t.events, eq(t.events.id, t.registrations.eventId))
    .innerJoin(t.riders, eq(t.riders.id, t.registrations.riderId))
    .innerJoin(t.classes, eq(t.classes.id, t.registrations.classId))
    .leftJoin(t.brands, eq(t.brands.id, t.registrations.brandId))
    .where(and(where, eq(t.events.isPublic, true), inArray(t.registrations.status, ['registered', 'waitlisted'])))
    .orderBy(
      sql`case when ${t.registrations.status} = 'registered' then 0 else 1 end`,
      sql`${t.registrations.waitlistPosition} asc nulls last`,
      asc(t.classes.sortOrder),
      sql`lower(${t.riders.lastName})`,
      sql`lower(${t.riders.firstName})`,
      asc(t.registrations.id),
    );
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    riderId: r.riderId,
    firstName: r.firstName,
    lastName: r.lastName,
    classId: r.classId,
    className: pick(r.className, locale),
    number: opt(r.number),
    brand: opt(r.brand),
    city: opt(r.city),
    state: opt(r.state),
    status: r.status === 'waitlisted' ? 'waitlisted' : 'registered',
    waitlistPosition: opt(r.waitlistPosition),
  }));
}

export function createEventQueries(
  ctx: TPlatformContext,
): Pick<PlatformPort, 'listEvents' | 'getEvent' | 'getCalendar' | 'getRegistrationCounts' | 'listRegistrants' | 'listRiderRegistrations'> {
  return {
    async listEvents(options) {
      const db = await ctx.getDb();
      const rows = await selectPublicEvents(db, options);
      const ids = rows.map((row) => row.event.id);
      const [seriesIds, tallies] = await Promise.all([seriesIdsByEvent(db, ids), registrationTallies(db, ids)]);
      const now = ctx.now();
      return rows.map(({ event, promoter }) =>
        toEventSummary(event, promoter, seriesIds.get(event.id) ?? [], registrationState(event, tallyOf(tallies, event.id), now)),
      );
    },

    async getEvent(id, { locale }) {
      const db = await ctx.getDb();
      const [row] = await db
        .select({ event: t.events, promoter: t.promoters })
        .from(t.events)
        .innerJoin(t.promoters, eq(t.promoters.id, t.events.promoterId))
        .where(and(eq(t.events.id, id), eq(t.events.isPublic, true)));
      if (!row) return null;
      const { event, promoter } = row;

      const [raceRows, seriesRows, classRows, tallies] = await Promise.all([
        db.select().from(t.races).where(eq(t.races.eventId, id)).orderBy(asc(t.races.sortOrder), asc(t.races.startAt), asc(t.races.id)),
        db
          .select({ series: t.series })
          .from(t.eventSeries)
          .innerJoin(t.series, eq(t.series.id, t.eventSeries.seriesId))
          .where(and(eq(t.eventSeries.eventId, id), eq(t.series.isPublic, true)))
          .orderBy(asc(t.series.id)),
        db
          .select({ id: t.classes.id, code: t.classes.code, name: t.classes.name, capacity: t.eventClasses.capacity, awardedPositions: t.eventClasses.awardedPositions })
          .from(t.eventClasses)
          .innerJoin(t.classes, eq(t.classes.id, t.eventClasses.classId))
          .where(eq(t.eventClasses.eventId, id))
          .orderBy(asc(t.classes.sortOrder), asc(t.classes.id)),
        registrationTallies(db, [id]),
      ]);

      const series = seriesRows.map((r) => toSeriesSummary(r.series, locale));
      const summary = toEventSummary(
        event,
        promoter,
        series.map((s) => s.id),
        registrationState(event, tallyOf(tallies, id), ctx.now()),
      );
      return {
        ...summary,
        description: optText(event.description, locale),
        organizationId: opt(event.organizationId),
        races: raceRows.map((r) => toRaceSummary(r, locale)),
        series,
        classes: classRows.map((c) => ({
          id: c.id,
          code: c.code,
          name: pick(c.name, locale),
          capacity: opt(c.capacity),
          awardedPositions: c.awardedPositions,
        })),
        registrationFeeCents: opt(event.registrationFeeCents),
        membersOnly: event.membersOnly,
        currency: event.currency,
      } satisfies TEvent;
    },

    /**
     * Public events that have not ended before `from`: an 'event' entry at the event dates and,
     * unless the event is cancelled, a 'regis' entry for its registration window (both dates set).
     */
    async getCalendar(options) {
      const db = await ctx.getDb();
      const rows = await selectPublicEvents(db, { from: options.from, promoterId: options.promoterId, seriesId: options.seriesId });
      const wantEvents = options.type === undefined || options.type === 'event';
      const wantRegistrations = options.type === undefined || options.type === 'regis';
      const entries: TCalendarEntry[] = [];
      for (const { event } of rows) {
        const subtitle = [event.venue, event.city].filter(Boolean).join(', ') || undefined;
        const base = { eventId: event.id, title: event.name, subtitle, promoterId: event.promoterId };
        if (wantEvents) entries.push({ ...base, start: event.startAt, end: event.endAt, type: 'event' });
        const { registrationOpensAt: opensAt, registrationClosesAt: closesAt } = event;
        if (wantRegistrations && opensAt && closesAt && event.status !== 'cancelled') {
          entries.push({ ...base, start: opensAt, end: closesAt, type: 'regis' });
        }
      }
      const typeOrder = (type: TCalendarEntry['type']) => (type === 'event' ? 0 : 1);
      return entries.sort(
        (a, b) => a.start.getTime() - b.start.getTime() || a.eventId - b.eventId || typeOrder(a.type) - typeOrder(b.type),
      );
    },

    /** Counts of a public event; an unknown or private event counts nothing. */
    async getRegistrationCounts(eventId) {
      const db = await ctx.getDb();
      const [[event], tallies] = await Promise.all([
        db
          .select({ capacity: t.events.registrationCapacity })
          .from(t.events)
          .where(and(eq(t.events.id, eventId), eq(t.events.isPublic, true))),
        registrationTallies(db, [eventId]),
      ]);
      if (!event) return { eventId, count: 0, capacity: null, waitlisted: 0 };
      return { eventId, capacity: event.capacity, ...tallyOf(tallies, eventId) } satisfies TRegistrationCounts;
    },

    /**
     * Registered riders (by class, then name) followed by the waiting list (by position) of a
     * public event; cancelled registrations are left out.
     */
    async listRegistrants(eventId, { locale }) {
      const rows = await selectRegistrants(await ctx.getDb(), eq(t.registrations.eventId, eventId), locale);
      return rows.map(({ eventId: _eventId, ...registrant }) => registrant);
    },

    /**
     * The rider's registrations (registered or waiting) for public events not ended before `from`
     * that still take or hold registrations: not cancelled, and a registration window not over
     * (`done`) nor absent (`none`). Soonest first.
     */
    async listRiderRegistrations(riderId, { locale, from }): Promise<TRiderRegistration[]> {
      const db = await ctx.getDb();
      const mine = await selectRegistrants(db, and(eq(t.registrations.riderId, riderId), gte(t.events.endAt, from))!, locale);
      if (mine.length === 0) return [];
      const ids = [...new Set(mine.map((r) => r.eventId))];
      const rows = await selectPublicEvents(db, { ids, from });
      const [seriesIds, tallies] = await Promise.all([seriesIdsByEvent(db, ids), registrationTallies(db, ids)]);
      const now = ctx.now();
      return rows.flatMap(({ event, promoter }) => {
        const summary = toEventSummary(event, promoter, seriesIds.get(event.id) ?? [], registrationState(event, tallyOf(tallies, event.id), now));
        if (summary.status === 'cancelled' || summary.registration.kind === 'done' || summary.registration.kind === 'none') return [];
        const found = mine.find((r) => r.eventId === event.id);
        if (!found) return [];
        const { eventId: _eventId, ...registrant } = found;
        return [{ event: summary, registrant }];
      });
    },
  };
}
