import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createTtlCache } from '../../cache/ttl';
import type { TLocale } from '../../constants';
import type { TDatabase } from '../../db/open';
import * as t from '../../db/schema';
import { pick } from '../../i18n/locale';
import { riderTiming, scoreRace, type TRawEntry, type TScoringInput } from '../../scoring/engine';
import { computeStandings, type TStandingsRound } from '../../scoring/standings';
import type { PlatformPort, TRaceResults, TSeriesStandings } from '../port';
import { registrationState } from '../registration-state';
import { seriesIdsByEvent, toEventSummary } from './events';
import { opt, registrationTallies, tallyOf, toRaceSummary, toSeriesSummary, type TPlatformContext } from './shared';

type TRaceRow = typeof t.races.$inferSelect;

/** Everything needed to score a race, loaded in a handful of set-based queries. */
type TLoadedRace = {
  race: TRaceRow;
  event: typeof t.events.$inferSelect;
  seriesIds: number[];
  input: TScoringInput;
  classes: TRaceResults['classes'];
  groups: TRaceResults['groups'];
  teams: TRaceResults['teams'];
  brands: string[];
  sections: TRaceResults['sections'];
};

async function loadRace(db: TDatabase, race: TRaceRow, locale: TLocale): Promise<TLoadedRace | null> {
  const group = alias(t.classGroups, 'class_group');
  const [[event], seriesRows, entryRows, lapRows, sectionRows, checkpointRows, passRows, awardRows] = await Promise.all([
    db.select().from(t.events).where(eq(t.events.id, race.eventId)),
    db
      .select({ seriesId: t.series.id, points: t.pointsScales.points })
      .from(t.eventSeries)
      .innerJoin(t.series, eq(t.series.id, t.eventSeries.seriesId))
      .leftJoin(t.pointsScales, eq(t.pointsScales.id, t.series.pointsScaleId))
      .where(eq(t.eventSeries.eventId, race.eventId))
      .orderBy(asc(t.series.id)),
    db
      .select({ entry: t.entries, rider: t.riders, cls: t.classes, group: { id: group.id, name: group.name }, team: t.teams, brand: t.brands.name })
      .from(t.entries)
      .innerJoin(t.riders, eq(t.riders.id, t.entries.riderId))
      .innerJoin(t.classes, eq(t.classes.id, t.entries.classId))
      .leftJoin(group, eq(group.id, t.classes.classGroupId))
      .leftJoin(t.teams, eq(t.teams.id, t.entries.teamId))
      .leftJoin(t.brands, eq(t.brands.id, t.entries.brandId))
      .where(eq(t.entries.raceId, race.id)),
    db
      .select({ entryId: t.laps.entryId, lapNumber: t.laps.lapNumber, lapTimeMs: t.laps.lapTimeMs, readAt: t.laps.readAt })
      .from(t.laps)
      .innerJoin(t.entries, eq(t.entries.id, t.laps.entryId))
      .where(eq(t.entries.raceId, race.id)),
    db.select().from(t.sections).where(eq(t.sections.raceId, race.id)).orderBy(asc(t.sections.sortOrder), asc(t.sections.id)),
    db
      .select({ checkpoint: t.checkpoints })
      .from(t.checkpoints)
      .innerJoin(t.sections, eq(t.sections.id, t.checkpoints.sectionId))
      .where(eq(t.sections.raceId, race.id))
      .orderBy(asc(t.checkpoints.sortOrder), asc(t.checkpoints.id)),
    db
      .select({ pass: t.checkpointPasses })
      .from(t.checkpointPasses)
      .innerJoin(t.entries, eq(t.entries.id, t.checkpointPasses.entryId))
      .where(eq(t.entries.raceId, race.id)),
    db.select().from(t.eventClasses).where(eq(t.eventClasses.eventId, race.eventId)),
  ]);
  if (!event) return null;

  const scale = race.countsForSeries ? (seriesRows.find((s) => s.points)?.points ?? null) : null;
  const entries: TRawEntry[] = entryRows.map(({ entry, rider, cls, group: g, team, brand }) => ({
    entryId: entry.id,
    riderId: rider.id,
    firstName: rider.firstName,
    lastName: rider.lastName,
    number: entry.number,
    brand: opt(brand),
    classId: cls.id,
    classCode: cls.code,
    className: pick(cls.name, locale),
    groupId: opt(g?.id),
    groupName: g?.name ? pick(g.name, locale) : undefined,
    teamId: opt(team?.id),
    teamName: opt(team?.name),
    city: opt(rider.city),
    state: opt(rider.state),
    status: entry.status,
    penaltyMs: entry.penaltyMs,
    penaltyNote: opt(entry.penaltyNote),
    startOffsetMs: entry.startOffsetMs,
  }));
  const awarded = new Map(awardRows.map((a) => [a.classId, a.awardedPositions]));
  const classes = uniqueBy(
    entryRows.map(({ cls }) => ({ id: cls.id, code: cls.code, name: pick(cls.name, locale), groupId: opt(cls.classGroupId), awardedPositions: awarded.get(cls.id) ?? 3, sortOrder: cls.sortOrder })),
    (c) => c.id,
  )
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
    .map(({ sortOrder: _sortOrder, ...c }) => c);
  const sections = sectionRows.map((s) => ({
    id: s.id,
    name: pick(s.name, locale),
    isSpecialTest: s.isSpecialTest,
    checkpoints: checkpointRows.filter((c) => c.checkpoint.sectionId === s.id).map(({ checkpoint: c }) => ({ id: c.id, name: pick(c.name, locale), keyTimeMs: opt(c.keyTimeMs) })),
  }));

  return {
    race,
    event,
    seriesIds: seriesRows.map((s) => s.seriesId),
    classes,
    groups: uniqueBy(entryRows.flatMap(({ group: g }) => (g?.id ? [{ id: g.id, name: pick(g.name, locale) }] : [])), (g) => g.id).sort((a, b) => a.id - b.id),
    teams: uniqueBy(entryRows.flatMap(({ team }) => (team ? [{ id: team.id, name: team.name }] : [])), (x) => x.id).sort((a, b) => a.name.localeCompare(b.name)),
    brands: [...new Set(entryRows.flatMap(({ brand }) => (brand ? [brand] : [])))].sort(),
    sections,
    input: {
      format: race.format,
      raceStartAt: race.startAt,
      lapLengthKm: opt(race.lapLengthKm),
      pointsScale: scale,
      entries,
      laps: lapRows,
      passes: passRows.map(({ pass }) => pass),
      sections: sections.map((s) => ({ id: s.id, isSpecialTest: s.isSpecialTest, checkpoints: s.checkpoints })),
    },
  };
}

function uniqueBy<T, K>(items: T[], key: (item: T) => K): T[] {
  const seen = new Map<K, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/**
 * Race results, lap timing and series standings from the database, scored by lib/results. A
 * race's scored results are cached per (race, last timing change, language): finished races are
 * computed once, a running race again only when a lap has been added (races.updated_at, bumped by
 * database triggers on every timing write).
 */
export function createResultQueries(ctx: TPlatformContext): Pick<PlatformPort, 'getRaceResults' | 'getRaceTiming' | 'getSeriesStandings' | 'searchResultEvents'> {
  const cache = createTtlCache({ maxEntries: 300 });
  const CACHE_MS = 10 * 60 * 1000;

  async function raceRow(db: TDatabase, raceId: number): Promise<TRaceRow | undefined> {
    const [race] = await db.select().from(t.races).where(eq(t.races.id, raceId));
    return race;
  }

  async function scored(db: TDatabase, race: TRaceRow, locale: TLocale): Promise<TRaceResults | null> {
    return cache.get(`results:${race.id}:${race.updatedAt.getTime()}:${locale}`, CACHE_MS, async () => {
      const loaded = await loadRace(db, race, locale);
      if (!loaded) return null;
      return {
        race: {
          ...toRaceSummary(race, locale),
          eventName: loaded.event.name,
          promoterId: loaded.event.promoterId,
          lapLengthKm: opt(race.lapLengthKm),
          scheduledLaps: opt(race.scheduledLaps),
          timeFormat: race.timeFormat,
          seriesIds: loaded.seriesIds,
          scoresPoints: loaded.input.pointsScale !== null,
        },
        classes: loaded.classes,
        groups: loaded.groups,
        teams: loaded.teams,
        brands: loaded.brands,
        sections: loaded.sections,
        rows: scoreRace(loaded.input),
        updatedAt: race.updatedAt,
      };
    });
  }

  return {
    async getRaceResults(raceId, { locale }) {
      const db = await ctx.getDb();
      const race = await raceRow(db, raceId);
      return race ? scored(db, race, locale) : null;
    },

    async getRaceTiming(raceId, entryIds) {
      const db = await ctx.getDb();
      const race = await raceRow(db, raceId);
      if (!race) return [];
      const timing = await cache.get(`timing:${race.id}:${race.updatedAt.getTime()}`, CACHE_MS, async () => {
        const loaded = await loadRace(db, race, 'en');
        return loaded ? riderTiming(loaded.input) : [];
      });
      if (!entryIds) return timing;
      const wanted = new Set(entryIds);
      return timing.filter((x) => wanted.has(x.entryId));
    },

    async getSeriesStandings(seriesId, { locale, type }): Promise<TSeriesStandings | null> {
      const db = await ctx.getDb();
      const [series] = await db.select().from(t.series).where(eq(t.series.id, seriesId));
      if (!series) return null;
      const roundRows = await db
        .select({ event: t.events, round: t.eventSeries.round })
        .from(t.eventSeries)
        .innerJoin(t.events, eq(t.events.id, t.eventSeries.eventId))
        .where(and(eq(t.eventSeries.seriesId, seriesId), eq(t.events.isPublic, true), sql`${t.events.status} <> 'cancelled'`))
        .orderBy(asc(t.eventSeries.round), asc(t.events.startAt));
      const eventIds = roundRows.map((r) => r.event.id);
      const raceRows =
        eventIds.length === 0
          ? []
          : await db
              .select()
              .from(t.races)
              .where(and(inArray(t.races.eventId, eventIds), eq(t.races.countsForSeries, true), eq(t.races.isPublic, true)))
              .orderBy(asc(t.races.sortOrder), asc(t.races.id));

      const rounds: TStandingsRound[] = [];
      for (const { event } of roundRows) {
        const races = raceRows.filter((r) => r.eventId === event.id && r.status !== 'scheduled');
        const results = await Promise.all(races.map((r) => scored(db, r, locale)));
        rounds.push({ eventId: event.id, finished: event.status === 'finished', races: results.flatMap((r) => (r ? [r.rows] : [])) });
      }
      const tables = computeStandings({ type, dropCount: series.dropCount, rounds });
      const allRows = rounds.flatMap((r) => r.races.flat());
      return {
        series: toSeriesSummary(series, locale),
        type,
        rounds: roundRows.map(({ event, round }) => ({ eventId: event.id, round, name: event.name, startAt: event.startAt, finished: event.status === 'finished' })),
        tables,
        filters: {
          brands: [...new Set(allRows.flatMap((r) => (r.brand ? [r.brand] : [])))].sort(),
          classes: uniqueBy(allRows.map((r) => ({ id: r.classId, name: r.className })), (c) => c.id).sort((a, b) => a.id - b.id),
          classGroups: [...new Set(allRows.flatMap((r) => (r.groupName ? [r.groupName] : [])))].sort(),
        },
      };
    },

    async searchResultEvents(query, { locale }) {
      const db = await ctx.getDb();
      const conditions: SQL[] = [eq(t.events.isPublic, true), inArray(t.events.status, ['finished', 'live'])];
      const text = query.text?.trim();
      if (text) {
        const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const matchingRaces = db
          .select({ eventId: t.races.eventId })
          .from(t.races)
          .where(or(ilike(sql`${t.races.name}->>'en'`, like), ilike(sql`coalesce(${t.races.name}->>${locale}, '')`, like)));
        conditions.push(or(ilike(t.events.name, like), ilike(t.promoters.name, like), inArray(t.events.id, matchingRaces))!);
      }
      if (query.date && /^\d{4}-\d{2}-\d{2}$/.test(query.date)) {
        const day = new Date(`${query.date}T00:00:00Z`);
        conditions.push(lte(t.events.startAt, new Date(day.getTime() + 36 * 3600_000)), gte(t.events.endAt, new Date(day.getTime() - 12 * 3600_000)));
      }
      if (query.promoterId) conditions.push(eq(t.events.promoterId, query.promoterId));
      if (query.year) conditions.push(sql`extract(year from ${t.events.startAt}) = ${query.year}`);
      const rows = await db
        .select({ event: t.events, promoter: t.promoters })
        .from(t.events)
        .innerJoin(t.promoters, eq(t.promoters.id, t.events.promoterId))
        .where(and(...conditions))
        .orderBy(desc(t.events.startAt), desc(t.events.id))
        .limit(100);
      const ids = rows.map((r) => r.event.id);
      if (ids.length === 0) return [];
      const [seriesIds, tallies, races] = await Promise.all([
        seriesIdsByEvent(db, ids),
        registrationTallies(db, ids),
        db
          .select({ eventId: t.races.eventId, name: t.races.name })
          .from(t.races)
          .where(and(inArray(t.races.eventId, ids), eq(t.races.isPublic, true)))
          .orderBy(asc(t.races.sortOrder), asc(t.races.id)),
      ]);
      const now = ctx.now();
      return rows
        .map(({ event, promoter }) => ({
          ...toEventSummary(event, promoter, seriesIds.get(event.id) ?? [], registrationState(event, tallyOf(tallies, event.id), now)),
          raceNames: races.filter((r) => r.eventId === event.id).map((r) => pick(r.name, locale)),
        }))
        .filter((e) => e.raceNames.length > 0);
    },
  };
}
