import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { TDatabase } from '../../db/open';
import * as t from '../../db/schema';
import { eventClassFinish, findStanding, toRacerRace, toRacerSeries, type TFoundStanding } from '../../scoring/racer-view';
import type { TLocale } from '../../constants';
import type {
  PlatformPort,
  TRaceResults,
  TRacerEvent,
  TRacerLatestRace,
  TRacerProfile,
  TRacerSeries,
  TRiderStanding,
  TSeriesStandings,
} from '../port';
import { opt, type TPlatformContext } from './shared';

/** The events a participant view lists (newest first): a season or two of racing. */
export const RACER_EVENTS_MAX = 20;

type TResultReads = Pick<PlatformPort, 'getRaceResults' | 'getRaceTiming' | 'getSeriesStandings'>;

/**
 * The trackside participant view of one rider: their races (newest events first, scored through
 * the cached race results), their standing in each series of those events (class and overall
 * tables, with the rider ahead and the leader for "what I need"), and the laps of their latest
 * race. Reads only the rider's own entries and the races and series they took part in.
 */
export function createRacerQueries(ctx: TPlatformContext, reads: TResultReads): Pick<PlatformPort, 'getRacerProfile' | 'listRiderStandings'> {
  /**
   * The series a rider scores in, each with its final standings and the rider's line (the class
   * table they score most in): the public series of the public events where the rider has an entry
   * in a race that counts for the series. Newest season first. The member profile and the
   * trackside participant view both ask this.
   */
  async function seriesOfRider(db: TDatabase, riderId: number, locale: TLocale): Promise<{ final: TSeriesStandings; mine: TFoundStanding }[]> {
    const candidates = await db
      .selectDistinct({ seriesId: t.eventSeries.seriesId })
      .from(t.entries)
      .innerJoin(t.races, eq(t.races.id, t.entries.raceId))
      .innerJoin(t.events, eq(t.events.id, t.races.eventId))
      .innerJoin(t.eventSeries, eq(t.eventSeries.eventId, t.events.id))
      .innerJoin(t.series, eq(t.series.id, t.eventSeries.seriesId))
      .where(and(eq(t.entries.riderId, riderId), eq(t.races.countsForSeries, true), eq(t.races.isPublic, true), eq(t.events.isPublic, true), eq(t.series.isPublic, true)));
    const found = await Promise.all(
      candidates.map(async ({ seriesId }) => {
        const final = await reads.getSeriesStandings(seriesId, { locale, type: 'final' });
        const mine = findStanding(final, riderId);
        return final && mine ? [{ final, mine }] : [];
      }),
    );
    return found.flat().sort((a, b) => b.final.series.season - a.final.series.season || a.final.series.id - b.final.series.id);
  }

  async function scoringShape(db: TDatabase, seriesId: number): Promise<{ pointsScale: number[]; racesPerRound: number }> {
    const [[scale], perEvent] = await Promise.all([
      db
        .select({ points: t.pointsScales.points })
        .from(t.series)
        .innerJoin(t.pointsScales, eq(t.pointsScales.id, t.series.pointsScaleId))
        .where(eq(t.series.id, seriesId)),
      db
        .select({ eventId: t.races.eventId, n: count() })
        .from(t.races)
        .innerJoin(t.eventSeries, eq(t.eventSeries.eventId, t.races.eventId))
        .where(and(eq(t.eventSeries.seriesId, seriesId), eq(t.races.countsForSeries, true), eq(t.races.isPublic, true)))
        .groupBy(t.races.eventId),
    ]);
    return { pointsScale: scale?.points ?? [], racesPerRound: Math.max(1, ...perEvent.map((e) => Number(e.n))) };
  }

  return {
    async listRiderStandings(riderId, { locale }): Promise<TRiderStanding[]> {
      const found = await seriesOfRider(await ctx.getDb(), riderId, locale);
      return found.map(({ final, mine }) => ({ series: final.series, rounds: final.rounds, classId: mine.classId, className: mine.className, row: mine.row }));
    },

    async getRacerProfile(riderId, { locale }): Promise<TRacerProfile | null> {
      const db = await ctx.getDb();
      const [rider] = await db.select().from(t.riders).where(eq(t.riders.id, riderId));
      if (!rider) return null;

      // The rider's public races that have started, newest first, limited to their latest events.
      const entryRows = await db
        .select({ raceId: t.races.id, eventId: t.events.id, eventName: t.events.name, eventStart: t.events.startAt, timeZone: t.events.timeZone, raceStart: t.races.startAt })
        .from(t.entries)
        .innerJoin(t.races, eq(t.races.id, t.entries.raceId))
        .innerJoin(t.events, eq(t.events.id, t.races.eventId))
        .where(and(eq(t.entries.riderId, riderId), eq(t.races.isPublic, true), eq(t.events.isPublic, true), ne(t.races.status, 'scheduled')))
        .orderBy(desc(t.events.startAt), desc(t.races.startAt), desc(t.races.id));
      const eventIds = [...new Set(entryRows.map((e) => e.eventId))].slice(0, RACER_EVENTS_MAX);
      const kept = entryRows.filter((e) => eventIds.includes(e.eventId));

      // Every race of those events (a class finish needs the whole event), scored once and cached.
      const eventRaces =
        eventIds.length === 0
          ? []
          : await db
              .select({ id: t.races.id, eventId: t.races.eventId })
              .from(t.races)
              .where(and(inArray(t.races.eventId, eventIds), eq(t.races.isPublic, true), ne(t.races.status, 'scheduled')))
              .orderBy(t.races.sortOrder, t.races.id);
      const scored = new Map<number, TRaceResults>();
      await Promise.all(
        eventRaces.map(async (r) => {
          const results = await reads.getRaceResults(r.id, { locale });
          if (results) scored.set(r.id, results);
        }),
      );

      const events: TRacerEvent[] = eventIds.map((eventId) => {
        const mine = kept.filter((e) => e.eventId === eventId);
        const first = mine[0]!;
        const races = mine
          .flatMap((e) => {
            const results = scored.get(e.raceId);
            const row = results?.rows.find((r) => r.riderId === riderId);
            return results && row ? [toRacerRace(results, row)] : [];
          })
          .sort((a, b) => (a.motoNumber ?? 0) - (b.motoNumber ?? 0) || a.raceId - b.raceId);
        const classId = races[0]?.classId;
        const all = eventRaces.filter((r) => r.eventId === eventId).flatMap((r) => scored.get(r.id) ?? []);
        const finish = classId === undefined ? { classFinish: null, pointsEarned: null } : eventClassFinish(all, riderId, classId);
        return { eventId, eventName: first.eventName, startAt: first.eventStart, timeZone: first.timeZone, races, ...finish };
      });

      // The series the rider scores in, each with its class (final) and overall tables.
      const series = await Promise.all(
        (await seriesOfRider(db, riderId, locale)).map(async ({ final, mine }): Promise<TRacerSeries> => {
          const [overall, shape] = await Promise.all([reads.getSeriesStandings(final.series.id, { locale, type: 'overall' }), scoringShape(db, final.series.id)]);
          return toRacerSeries({ final, mine, overall, riderId, shape });
        }),
      );

      // The latest race (running first: that is the one a parent at the track wants) with laps.
      let latestRace: TRacerLatestRace | null = null;
      const latestEntry = kept.map((e) => ({ e, results: scored.get(e.raceId) })).sort((a, b) => b.e.raceStart.getTime() - a.e.raceStart.getTime())[0];
      const latestRow = latestEntry?.results?.rows.find((r) => r.riderId === riderId);
      if (latestEntry?.results && latestRow) {
        const { results, e } = latestEntry;
        const [timing] = await reads.getRaceTiming(results.race.id, [latestRow.entryId]);
        latestRace = {
          raceId: results.race.id,
          raceName: results.race.name,
          eventId: e.eventId,
          eventName: e.eventName,
          startAt: results.race.startAt,
          timeZone: e.timeZone,
          format: results.race.format,
          raceStatus: results.race.status,
          entryId: latestRow.entryId,
          row: latestRow,
          laps: timing?.laps ?? [],
          updatedAt: results.updatedAt,
        };
      }

      const latest = events[0]?.races.at(-1);
      return {
        rider: {
          id: rider.id,
          firstName: rider.firstName,
          lastName: rider.lastName,
          city: opt(rider.city),
          state: opt(rider.state),
          country: opt(rider.country),
          number: latest?.number,
          brand: latest?.brand,
          className: latest?.className,
        },
        series,
        events,
        latestRace,
      };
    },
  };
}
