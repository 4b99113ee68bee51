import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { createTtlCache } from '../cache/ttl';
import type { TDatabase } from '../db/open';
import { mirrorEvents, mirrorRaceChanges, mirrorRaces, mirrorResultRows, mirrorRiders, mirrorUsers } from '../db/schema/mirror';
import { calendarDay, SITE_TIME_ZONE } from '../i18n/calendar-day';
import { dayRange, toEventSummary, toRaceResults, toRiderTiming } from '../platform/livelaps/reshape';
import type { TRace, TResultRow as TLivelapsRow } from '../platform/livelaps/schemas';
import type {
  TCalendarEntry,
  TClass,
  TEvent,
  TEventSummary,
  TPromoter,
  TPromoterSummary,
  TRaceResults,
  TRacerEvent,
  TRacerLatestRace,
  TRacerProfile,
  TRacerSearchResult,
  TRacerSeries,
  TResultSearch,
  TRiderStanding,
  TRiderTiming,
  TSeriesStandings,
  TSeriesSummary,
  TSeriesType,
} from '../platform/port';
import { foldSearchText } from '../search/racer-search';
import { pointsFor } from '../scoring/engine';
import { eventClassFinish, findStanding, toRacerRace, toRacerSeries } from '../scoring/racer-view';
import { computeStandings, type TStandingsRound } from '../scoring/standings';
import { foldName, sameClass } from './names';
import { listSeriesDefinitions, type TSeriesDefinition } from './series';
import { resultsState } from './status';
import { RIDER_LOCK } from './sync';

/**
 * Reads of the results mirror in the port's own types (docs/decisions/045): what the LiveLaps
 * platform port answers from the app's database. Race results are rebuilt with the adapter's own
 * reshape (lib/platform/livelaps/reshape.ts) from the rows as LiveLaps gave them, then given the
 * mirror's riders, stable class ids and the points of the series definitions that count them
 * (lib/mirror/series.ts), scored by the app's engine (lib/results). Scored races are kept in
 * memory per race and fingerprint, so a crowd on one rider's page costs a few small queries.
 */

/** Events a participant view lists (newest first), as on the embedded platform. */
export const MIRROR_RACER_EVENTS_MAX = 20;
const SEARCH_LIMIT = 100;

type TRaceRow = typeof mirrorRaces.$inferSelect;
type TEventRow = typeof mirrorEvents.$inferSelect;
type TStoredRow = typeof mirrorResultRows.$inferSelect;

/** A class's id, the same in every race and series (LiveLaps gives class names only). */
export function classIdOf(name: string): number {
  const key = foldName(name);
  if (!key) return 0;
  return Number.parseInt(createHash('sha1').update(key).digest('hex').slice(0, 7), 16) + 1;
}

function toLivelapsRow(row: TStoredRow): TLivelapsRow {
  return {
    id: row.rowId,
    fullName: row.fullName,
    displayedNumber: row.number,
    brand: row.brand ?? undefined,
    className: row.className,
    overallPosition: row.overallPosition ?? undefined,
    classPosition: row.classPosition ?? undefined,
    avgSpeedTotal: row.averageSpeed ?? undefined,
    overallBehindByLeader: row.behindLeaderMs ?? undefined,
    classBehindByLeader: row.classBehindLeaderMs ?? undefined,
    sections: row.sections.map((x) => ({ ...x, sectionName: x.sectionName, totalCumulatedTime: x.totalCumulatedTime, overallBehindBy: x.overallBehindBy })),
  };
}

function toRaceHeader(race: TRaceRow, event: TEventRow): TRace {
  return {
    Race_Name: race.name,
    RACE_MODE_NAME: race.mode ?? undefined,
    Race_Mode: undefined,
    Event_Name: event.name,
    Event_ID: event.id,
    countSections: undefined,
    Promoter_Name: event.promoterName,
    Promoter_ID: event.promoterId,
    scoring_status: race.scoringStatus ?? undefined,
    eventDay: event.eventDate,
  } as TRace;
}

export type TMirrorReaderDeps = { getDb: () => Promise<TDatabase>; now?: () => Date; timeZone?: string };

export function createMirrorReader(deps: TMirrorReaderDeps) {
  const now = deps.now ?? (() => new Date());
  const timeZone = deps.timeZone ?? SITE_TIME_ZONE;
  const cache = createTtlCache({ maxEntries: 600 });
  const SHORT_MS = 2000;

  const definitions = () => cache.get('definitions', SHORT_MS, async () => listSeriesDefinitions(await deps.getDb()));

  function toSeriesSummary(d: TSeriesDefinition): TSeriesSummary {
    return { id: d.id, name: d.name, discipline: d.discipline, season: d.season, promoterId: d.promoterId, dropCount: d.dropCount };
  }

  /** The definitions an event counts for, and whether a race of it counts. */
  const countsEvent = (d: TSeriesDefinition, eventId: number) => d.eventIds.includes(eventId);
  const countsRace = (d: TSeriesDefinition, eventId: number, raceId: number) => countsEvent(d, eventId) && (d.raceIds === null || d.raceIds.includes(raceId));
  const countsClass = (d: TSeriesDefinition, className: string) => d.classes === null || d.classes.some((c) => sameClass(c, className));

  function summaryOf(event: TEventRow, defs: TSeriesDefinition[], at: Date): TEventSummary {
    const summary = toEventSummary(
      { id: event.id, name: event.name, eventDate: event.eventDate, promoterUserId: event.promoterId, promoterName: event.promoterName, raceCount: event.raceCount ?? undefined } as Parameters<typeof toEventSummary>[0],
      at,
      timeZone,
    );
    return { ...summary, seriesIds: defs.filter((d) => countsEvent(d, event.id)).map((d) => d.id) };
  }

  /* ------------------------------------------------------------------ events --------- */

  /** Whether the mirror holds anything yet (a first sync may still be running). */
  async function hasEvents(): Promise<boolean> {
    return cache.get('has-events', SHORT_MS, async () => {
      const db = await deps.getDb();
      const [row] = await db.select({ id: mirrorEvents.id }).from(mirrorEvents).limit(1);
      return row !== undefined;
    });
  }

  async function listEvents(options: { promoterIds?: number[]; eventIds?: number[]; from?: Date; to?: Date } = {}): Promise<TEventSummary[]> {
    const db = await deps.getDb();
    const conditions = [eq(mirrorEvents.listed, true)];
    if (options.promoterIds) conditions.push(inArray(mirrorEvents.promoterId, options.promoterIds.length > 0 ? options.promoterIds : [-1]));
    if (options.eventIds) conditions.push(inArray(mirrorEvents.id, options.eventIds.length > 0 ? options.eventIds : [-1]));
    const [rows, defs] = await Promise.all([
      db.select().from(mirrorEvents).where(and(...conditions)).orderBy(asc(mirrorEvents.eventDate), asc(mirrorEvents.id)),
      definitions(),
    ]);
    const at = now();
    return rows
      .map((e) => summaryOf(e, defs, at))
      .filter((e) => (!options.from || e.endAt >= options.from) && (!options.to || e.startAt <= options.to));
  }

  async function getEvent(id: number): Promise<TEvent | null> {
    const db = await deps.getDb();
    const [[event], races, defs] = await Promise.all([
      db.select().from(mirrorEvents).where(eq(mirrorEvents.id, id)),
      db.select().from(mirrorRaces).where(and(eq(mirrorRaces.eventId, id), eq(mirrorRaces.listed, true))).orderBy(asc(mirrorRaces.sortOrder), asc(mirrorRaces.id)),
      definitions(),
    ]);
    if (!event) return null;
    const at = now();
    const summary = summaryOf(event, defs, at);
    const classes = await classesOf(db, races.map((r) => r.id));
    return {
      ...summary,
      races: races.map((r) => {
        const startAt = dayRange(event.eventDate, timeZone).startAt;
        const state = resultsState({ race: r, eventDate: event.eventDate, now: at, timeZone });
        return {
          id: r.id,
          eventId: id,
          name: r.name,
          format: r.format,
          startAt,
          status: state === 'scheduled' ? 'scheduled' : state === 'live' ? 'running' : 'finished',
          isPublic: true,
          isConfigured: r.configured,
          updatedAt: r.resultsChangedAt ?? r.updatedAt,
        };
      }),
      series: defs.filter((d) => countsEvent(d, id)).map(toSeriesSummary),
      classes: classes.map((c) => ({ id: c.id, code: c.code, name: c.name, awardedPositions: 3 })),
      membersOnly: false,
      currency: 'CAD',
    };
  }

  async function classesOf(db: TDatabase, raceIds: number[]): Promise<TClass[]> {
    if (raceIds.length === 0) return [];
    const rows = await db.selectDistinct({ name: mirrorResultRows.className }).from(mirrorResultRows).where(inArray(mirrorResultRows.raceId, raceIds));
    const byId = new Map<number, TClass>();
    for (const { name } of rows) {
      if (!name) continue;
      const id = classIdOf(name);
      if (!byId.has(id)) byId.set(id, { id, code: name, name, vehicle: /quad|\batv\b/i.test(name) ? 'quad' : 'motorcycle' });
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  async function listClasses(options: { eventId?: number; promoterIds?: number[] }): Promise<TClass[]> {
    const db = await deps.getDb();
    const conditions = [eq(mirrorRaces.listed, true)];
    if (options.eventId !== undefined) conditions.push(eq(mirrorRaces.eventId, options.eventId));
    if (options.promoterIds) conditions.push(inArray(mirrorEvents.promoterId, options.promoterIds.length > 0 ? options.promoterIds : [-1]));
    const races = await db.select({ id: mirrorRaces.id }).from(mirrorRaces).innerJoin(mirrorEvents, eq(mirrorEvents.id, mirrorRaces.eventId)).where(and(...conditions));
    return classesOf(db, races.map((r) => r.id));
  }

  async function listPromoters(promoterIds?: number[]): Promise<TPromoterSummary[]> {
    const db = await deps.getDb();
    const rows = await db
      .selectDistinct({ id: mirrorEvents.promoterId, name: mirrorEvents.promoterName })
      .from(mirrorEvents)
      .where(promoterIds ? inArray(mirrorEvents.promoterId, promoterIds.length > 0 ? promoterIds : [-1]) : undefined);
    const byId = new Map<number, TPromoterSummary>();
    for (const r of rows) if (!byId.has(r.id) || (!byId.get(r.id)!.name && r.name)) byId.set(r.id, { id: r.id, userId: r.id, name: r.name });
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  async function getPromoter(id: number): Promise<TPromoter | null> {
    const [promoter] = await listPromoters([id]);
    return promoter ?? null;
  }

  async function getCalendar(options: { from: Date; promoterId?: number; seriesId?: number }): Promise<TCalendarEntry[]> {
    let eventIds: number[] | undefined;
    if (options.seriesId !== undefined) eventIds = (await definitions()).find((d) => d.id === options.seriesId)?.eventIds ?? [];
    const events = await listEvents({ promoterIds: options.promoterId !== undefined ? [options.promoterId] : undefined, eventIds, from: options.from });
    return events.map((e) => ({ eventId: e.id, title: e.name, subtitle: e.promoter.name || undefined, start: e.startAt, end: e.endAt, type: 'event', promoterId: e.promoter.id }));
  }

  /* ------------------------------------------------------------------ results -------- */

  async function raceWithEvent(db: TDatabase, raceId: number): Promise<{ race: TRaceRow; event: TEventRow } | null> {
    const [found] = await db.select({ race: mirrorRaces, event: mirrorEvents }).from(mirrorRaces).innerJoin(mirrorEvents, eq(mirrorEvents.id, mirrorRaces.eventId)).where(eq(mirrorRaces.id, raceId));
    return found ?? null;
  }

  /** Whether the mirror holds this race (its results are then answered from here). */
  async function hasRace(raceId: number): Promise<boolean> {
    const db = await deps.getDb();
    // Copied, or refused by LiveLaps (not configured); a race whose reads failed so far is read live.
    const [row] = await db.select({ hash: mirrorRaces.resultsHash, configured: mirrorRaces.configured, readAt: mirrorRaces.resultsReadAt }).from(mirrorRaces).where(eq(mirrorRaces.id, raceId));
    return row !== undefined && row.readAt !== null && (row.hash !== null || !row.configured);
  }

  /** Scored results of a mirrored race (null when the mirror does not hold it). */
  async function raceResults(raceId: number): Promise<TRaceResults | null> {
    const db = await deps.getDb();
    const found = await raceWithEvent(db, raceId);
    if (!found || !found.race.resultsReadAt) return null;
    const { race, event } = found;
    const at = now();
    const scored = await scoredRace(db, found, await definitions(), at);
    const state = resultsState({ race, eventDate: event.eventDate, now: at, timeZone });
    if ((state !== 'provisional' && state !== 'official') || !race.finishedAt) return scored;
    const changes = await cache.get(`changes:${raceId}:${race.resultsChangedAt?.getTime()}`, 10 * 60_000, () =>
      db.select().from(mirrorRaceChanges).where(eq(mirrorRaceChanges.raceId, raceId)).orderBy(desc(mirrorRaceChanges.at), desc(mirrorRaceChanges.id)).limit(20),
    );
    return {
      ...scored,
      review: {
        state,
        changedAt: race.resultsChangedAt ?? race.finishedAt,
        changes: changes.map((c) => ({ at: c.at, items: c.changes.map(({ rowId: _rowId, ...item }) => item) })),
      },
    };
  }

  /** What a race's scored results depend on: the copy's content and state (a new copy is a new key). */
  const raceVersion = (race: TRaceRow) => `${race.id}:${race.resultsHash}:${race.scoringStatus}:${race.configured}:${race.resultsChangedAt?.getTime() ?? ''}`;
  const definitionsVersion = (defs: TSeriesDefinition[]) => defs.map((d) => `${d.id}@${d.updatedAt.getTime()}`).join(',');

  /**
   * A race's results rebuilt from its stored rows and scored (without the provisional review, which
   * only the race's own page shows), kept per content, day and definitions: the rows are read once
   * per copy of the race, whoever asks (a race page, a series, a participant view).
   */
  async function scoredRace(db: TDatabase, { race, event }: { race: TRaceRow; event: TEventRow }, defs: TSeriesDefinition[], at: Date): Promise<TRaceResults> {
    const raceId = race.id;
    const key = `results:${raceVersion(race)}:${calendarDay(at, timeZone)}:${definitionsVersion(defs)}`;
    return cache.get(key, 10 * 60_000, async () => {
      const stored = await db.select().from(mirrorResultRows).where(eq(mirrorResultRows.raceId, raceId)).orderBy(asc(mirrorResultRows.sortOrder));
      const updatedAt = race.resultsChangedAt ?? race.resultsReadAt ?? at;
      const base = toRaceResults({
        raceId,
        race: toRaceHeader(race, event),
        eventRace: { id: race.id, raceName: race.name, mode: race.mode ?? undefined, eventId: event.id, scoring_status: race.scoringStatus ?? undefined },
        eventId: event.id,
        eventDay: event.eventDate,
        promoterId: event.promoterId,
        rows: stored.map(toLivelapsRow),
        configured: race.configured,
        updatedAt,
        now: at,
        timeZone,
      });
      const counting = defs.find((d) => countsRace(d, event.id, raceId));
      const scale = counting?.points ?? null;
      const byRow = new Map(stored.map((r) => [r.rowId, r]));
      const rows = base.rows.map((row) => {
        const own = byRow.get(row.entryId);
        const scores = scale !== null && counting !== undefined && countsClass(counting, row.className);
        return {
          ...row,
          riderId: own?.riderId ?? row.riderId,
          classId: classIdOf(row.className),
          overallPoints: scores ? pointsFor(row.overallPosition, scale) : null,
          classPoints: scores ? pointsFor(row.classPosition, scale) : null,
        };
      });
      return {
        ...base,
        race: { ...base.race, seriesIds: defs.filter((d) => countsEvent(d, event.id)).map((d) => d.id), scoresPoints: scale !== null },
        classes: base.classes.map((c) => ({ ...c, id: classIdOf(c.name) })),
        rows,
      } satisfies TRaceResults;
    });
  }

  /** The listed races with results of some events, with their event, in race order (one query). */
  async function racesOfEvents(db: TDatabase, eventIds: number[]): Promise<{ race: TRaceRow; event: TEventRow }[]> {
    if (eventIds.length === 0) return [];
    return db
      .select({ race: mirrorRaces, event: mirrorEvents })
      .from(mirrorRaces)
      .innerJoin(mirrorEvents, eq(mirrorEvents.id, mirrorRaces.eventId))
      .where(and(inArray(mirrorRaces.eventId, eventIds), eq(mirrorRaces.listed, true), gt(mirrorRaces.rowCount, 0)))
      .orderBy(asc(mirrorRaces.sortOrder), asc(mirrorRaces.id));
  }

  async function raceTiming(raceId: number, entryIds?: number[]): Promise<TRiderTiming[]> {
    const db = await deps.getDb();
    const found = await raceWithEvent(db, raceId);
    if (!found) return [];
    const conditions = [eq(mirrorResultRows.raceId, raceId)];
    if (entryIds) conditions.push(inArray(mirrorResultRows.rowId, entryIds.length > 0 ? entryIds : [-1]));
    const rows = await db.select().from(mirrorResultRows).where(and(...conditions)).orderBy(asc(mirrorResultRows.sortOrder));
    return toRiderTiming(rows.map(toLivelapsRow), found.race.format);
  }

  /* ------------------------------------------------------------------ series --------- */

  async function listSeries(options: { promoterIds?: number[] } = {}): Promise<TSeriesSummary[]> {
    const defs = await definitions();
    return defs
      .filter((d) => !options.promoterIds || options.promoterIds.includes(d.promoterId))
      .sort((a, b) => b.season - a.season || a.name.localeCompare(b.name) || a.id - b.id)
      .map(toSeriesSummary);
  }

  type TRound = { event: TEventRow; round: number; results: TRaceResults[]; finished: boolean };

  /**
   * The races of a definition, per round (event), with their scored results, and the key of what
   * they were built from (the definition, the day, every counted race's version): two queries,
   * then kept until one of those changes.
   */
  async function roundsOf(d: TSeriesDefinition, defs: TSeriesDefinition[]): Promise<{ key: string; rounds: TRound[] }> {
    const db = await deps.getDb();
    const [events, races] = await Promise.all([db.select().from(mirrorEvents).where(inArray(mirrorEvents.id, d.eventIds)), racesOfEvents(db, d.eventIds)]);
    const at = now();
    const today = calendarDay(at, timeZone);
    const counted = races.filter(({ race }) => race.resultsReadAt !== null && countsRace(d, race.eventId, race.id));
    const key = `rounds:${d.id}@${d.updatedAt.getTime()}:${today}:${definitionsVersion(defs)}:${events.map((e) => `${e.id}/${e.eventDate}`).join(',')}:${counted.map(({ race }) => raceVersion(race)).join(',')}`;
    const rounds = await cache.get(key, 10 * 60_000, async () => {
      const built: TRound[] = [];
      let round = 0;
      for (const eventId of d.eventIds) {
        const event = events.find((e) => e.id === eventId);
        if (!event) continue;
        round += 1;
        const mine = counted.filter(({ race }) => race.eventId === eventId);
        const results = await Promise.all(mine.map((found) => scoredRace(db, found, defs, at)));
        const finished = event.eventDate < today || (mine.length > 0 && results.every((r) => r.race.status === 'finished'));
        built.push({ event, round, results, finished });
      }
      return built;
    });
    return { key, rounds };
  }

  /** A published definition's tables of one type (the public pages). */
  async function seriesStandings(seriesId: number, requested: TSeriesType): Promise<TSeriesStandings | null> {
    const defs = await definitions();
    const d = defs.find((x) => x.id === seriesId);
    return d ? standingsOf(d, requested, defs) : null;
  }

  /**
   * The tables a definition would have once published, published or not (the organiser's preview,
   * docs/decisions/057): computed by the same code as `seriesStandings`, with the published
   * definitions and this one in its place, in their order (which one's points a shared race
   * carries), so a preview equals what the public pages show after publishing.
   */
  async function previewStandings(d: TSeriesDefinition, requested: TSeriesType): Promise<TSeriesStandings> {
    const others = (await definitions()).filter((x) => x.id !== d.id);
    const defs = [...others, d].sort((a, b) => a.season - b.season || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id);
    return standingsOf(d, requested, defs);
  }

  /** A definition's tables of one type, computed once per version of its rounds and of the definitions that score them. */
  async function standingsOf(d: TSeriesDefinition, requested: TSeriesType, defs: TSeriesDefinition[]): Promise<TSeriesStandings> {
    const type: TSeriesType = d.tables === 'both' ? requested : d.tables;
    const { key, rounds } = await roundsOf(d, defs);
    return cache.get(`standings:${type}:${key}`, 10 * 60_000, async () => {
      const inClasses = (rows: TRaceResults['rows']) => rows.filter((r) => countsClass(d, r.className));
      const standingsRounds: TStandingsRound[] = rounds.map((r) => ({ eventId: r.event.id, finished: r.finished, races: r.results.map((x) => inClasses(x.rows)) }));
      const tables = computeStandings({ type, dropCount: d.dropCount, rounds: standingsRounds });
      const allRows = standingsRounds.flatMap((r) => r.races.flat());
      const classes = new Map<number, string>();
      for (const row of allRows) if (!classes.has(row.classId)) classes.set(row.classId, row.className);
      return {
        series: toSeriesSummary(d),
        type,
        rounds: rounds.map((r) => ({ eventId: r.event.id, round: r.round, name: r.event.name, startAt: dayRange(r.event.eventDate, timeZone).startAt, finished: r.finished })),
        tables: type === 'final' ? tables.sort((a, b) => (a.className ?? '').localeCompare(b.className ?? '')) : tables,
        filters: {
          brands: [...new Set(allRows.flatMap((r) => (r.brand ? [r.brand] : [])))].sort(),
          classes: [...classes.entries()].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
          classGroups: [],
        },
      } satisfies TSeriesStandings;
    });
  }

  /* ------------------------------------------------------------------ riders --------- */

  async function seriesOfRider(riderId: number, eventIds: number[]) {
    const defs = (await definitions()).filter((d) => d.eventIds.some((id) => eventIds.includes(id)));
    const found = await Promise.all(
      defs.map(async (d) => {
        const final = await seriesStandings(d.id, 'final');
        const mine = findStanding(final, riderId);
        return final && mine ? [{ d, final, mine }] : [];
      }),
    );
    return found.flat().sort((a, b) => b.final.series.season - a.final.series.season || a.final.series.id - b.final.series.id);
  }

  async function riderEventIds(db: TDatabase, riderId: number): Promise<number[]> {
    const rows = await db
      .selectDistinct({ eventId: mirrorRaces.eventId })
      .from(mirrorResultRows)
      .innerJoin(mirrorRaces, eq(mirrorRaces.id, mirrorResultRows.raceId))
      .where(eq(mirrorResultRows.riderId, riderId));
    return rows.map((r) => r.eventId);
  }

  async function riderStandings(riderId: number): Promise<TRiderStanding[]> {
    const db = await deps.getDb();
    const found = await seriesOfRider(riderId, await riderEventIds(db, riderId));
    return found.map(({ final, mine }) => ({ series: final.series, rounds: final.rounds, classId: mine.classId, className: mine.className, row: mine.row }));
  }

  async function racerProfile(riderId: number): Promise<TRacerProfile | null> {
    const db = await deps.getDb();
    const [rider] = await db.select().from(mirrorRiders).where(eq(mirrorRiders.id, riderId));
    if (!rider) return null;
    const [users, mine] = await Promise.all([
      db.select().from(mirrorUsers).where(sql`${mirrorUsers.riderId} = ${riderId} or ${mirrorUsers.nameKey} = ${rider.nameKey}`).orderBy(asc(mirrorUsers.userId)),
      db
        .select({ row: mirrorResultRows, race: mirrorRaces, event: mirrorEvents })
        .from(mirrorResultRows)
        .innerJoin(mirrorRaces, eq(mirrorRaces.id, mirrorResultRows.raceId))
        .innerJoin(mirrorEvents, eq(mirrorEvents.id, mirrorRaces.eventId))
        .where(eq(mirrorResultRows.riderId, riderId))
        .orderBy(desc(mirrorEvents.eventDate), desc(mirrorEvents.id), desc(mirrorRaces.sortOrder)),
    ]);
    const user = users.find((u) => u.riderId === riderId) ?? users[0];
    const eventIds = [...new Set(mine.map((m) => m.event.id))].slice(0, MIRROR_RACER_EVENTS_MAX);
    const [eventRaces, defs] = await Promise.all([racesOfEvents(db, eventIds), definitions()]);
    const at = now();
    const scored = new Map<number, TRaceResults>();
    await Promise.all(
      eventRaces.map(async (found) => {
        if (found.race.resultsReadAt !== null) scored.set(found.race.id, await scoredRace(db, found, defs, at));
      }),
    );

    const events: TRacerEvent[] = eventIds.map((eventId) => {
      const rows = mine.filter((m) => m.event.id === eventId);
      const first = rows[0]!;
      const races = rows
        .flatMap(({ row, race }) => {
          const results = scored.get(race.id);
          const line = results?.rows.find((r) => r.entryId === row.rowId);
          return results && line ? [{ ...toRacerRace(results, line), matchedByName: row.linkedBy === 'name' }] : [];
        })
        .sort((a, b) => a.raceId - b.raceId);
      races.sort((a, b) => eventRaces.findIndex((r) => r.race.id === a.raceId) - eventRaces.findIndex((r) => r.race.id === b.raceId));
      const classId = races[0]?.classId;
      const all = eventRaces.filter((r) => r.race.eventId === eventId).flatMap((r) => scored.get(r.race.id) ?? []);
      const finish = classId === undefined ? { classFinish: null, pointsEarned: null } : eventClassFinish(all, riderId, classId);
      return { eventId, eventName: first.event.name, startAt: dayRange(first.event.eventDate, timeZone).startAt, timeZone, races, ...finish };
    });

    const series: TRacerSeries[] = await Promise.all(
      (await seriesOfRider(riderId, eventIds)).map(async ({ d, final, mine: standing }) => {
        const overall = await seriesStandings(d.id, 'overall');
        const perRound = (await roundsOf(d, defs)).rounds.map((r) => r.results.length);
        return toRacerSeries({ final, mine: standing, overall, riderId, shape: { pointsScale: d.points, racesPerRound: Math.max(1, ...perRound) } });
      }),
    );

    let latestRace: TRacerLatestRace | null = null;
    const latest = mine.find((m) => scored.get(m.race.id)?.race.status === 'running') ?? mine[0];
    const latestResults = latest ? (scored.get(latest.race.id) ?? (await raceResults(latest.race.id))) : null;
    const latestRow = latest && latestResults?.rows.find((r) => r.entryId === latest.row.rowId);
    if (latest && latestResults && latestRow) {
      const [timing] = toRiderTiming([toLivelapsRow(latest.row)], latest.race.format);
      latestRace = {
        raceId: latest.race.id,
        raceName: latest.race.name,
        eventId: latest.event.id,
        eventName: latest.event.name,
        startAt: latestResults.race.startAt,
        timeZone,
        format: latest.race.format,
        raceStatus: latestResults.race.status,
        entryId: latest.row.rowId,
        row: latestRow,
        laps: timing?.laps ?? [],
        updatedAt: latestResults.updatedAt,
      };
    }

    const newest = events[0]?.races.at(-1);
    return {
      rider: {
        id: rider.id,
        firstName: user?.firstName ?? rider.firstName,
        lastName: user?.lastName ?? rider.lastName,
        city: user?.city ?? undefined,
        state: user?.state ?? undefined,
        number: newest?.number,
        brand: newest?.brand,
        className: newest?.className,
      },
      matchedByName: true,
      series,
      events,
      latestRace,
    };
  }

  /** The latest row of each rider (number, class, event) for search results. */
  async function latestOf(db: TDatabase, riderIds: number[]) {
    if (riderIds.length === 0) return new Map<number, { number: string; className: string; event: TEventRow }>();
    const rows = await db
      .select({ riderId: mirrorResultRows.riderId, number: mirrorResultRows.number, className: mirrorResultRows.className, event: mirrorEvents })
      .from(mirrorResultRows)
      .innerJoin(mirrorRaces, eq(mirrorRaces.id, mirrorResultRows.raceId))
      .innerJoin(mirrorEvents, eq(mirrorEvents.id, mirrorRaces.eventId))
      .where(inArray(mirrorResultRows.riderId, riderIds))
      .orderBy(desc(mirrorEvents.eventDate), desc(mirrorEvents.id));
    const latest = new Map<number, { number: string; className: string; event: TEventRow }>();
    for (const r of rows) if (!latest.has(r.riderId)) latest.set(r.riderId, r);
    return latest;
  }

  function withLatest(result: TRacerSearchResult, latest: { number: string; className: string; event: TEventRow } | undefined): TRacerSearchResult {
    if (!latest) return result;
    return {
      ...result,
      number: latest.number || undefined,
      className: latest.className || undefined,
      latestEvent: { id: latest.event.id, name: latest.event.name, startAt: dayRange(latest.event.eventDate, timeZone).startAt },
    };
  }

  /**
   * Users found by the platform's racer search, tied to the mirror's riders of the same name: one
   * result per rider (several riders of one name: the visitor chooses), or a rider made for the
   * user when nobody of that name has raced yet (their results attach to it as they come).
   */
  async function linkUsers(users: { id: number; firstName: string; lastName: string; city?: string; state?: string }[]): Promise<TRacerSearchResult[]> {
    if (users.length === 0) return [];
    const db = await deps.getDb();
    const keyed = users.map((u) => ({ ...u, nameKey: foldName(`${u.firstName} ${u.lastName}`) }));
    const ridersByKey = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as TDatabase;
      await tx.execute(sql`select pg_advisory_xact_lock(${RIDER_LOCK})`);
      for (const u of keyed) {
        const values = { firstName: u.firstName, lastName: u.lastName, city: u.city ?? null, state: u.state ?? null, nameKey: u.nameKey, seenAt: now() };
        await tx.insert(mirrorUsers).values({ userId: u.id, ...values }).onConflictDoUpdate({ target: mirrorUsers.userId, set: values });
      }
      const keys = [...new Set(keyed.map((u) => u.nameKey).filter(Boolean))];
      const riders = keys.length === 0 ? [] : await tx.select({ id: mirrorRiders.id, nameKey: mirrorRiders.nameKey }).from(mirrorRiders).where(inArray(mirrorRiders.nameKey, keys));
      for (const u of keyed) {
        if (!u.nameKey || riders.some((r) => r.nameKey === u.nameKey)) continue;
        const [made] = await tx.insert(mirrorRiders).values({ nameKey: u.nameKey, firstName: u.firstName, lastName: u.lastName }).returning({ id: mirrorRiders.id });
        riders.push({ id: made!.id, nameKey: u.nameKey });
        await tx.update(mirrorUsers).set({ riderId: made!.id }).where(eq(mirrorUsers.userId, u.id));
      }
      return riders;
    });
    const latest = await latestOf(db, ridersByKey.map((r) => r.id));
    const shown = new Set<number>();
    return keyed.flatMap((u) => {
      const riders = ridersByKey.filter((r) => r.nameKey === u.nameKey).sort((a, b) => a.id - b.id);
      // Two users of one name: each rider once, with the first user's place.
      return riders.filter((r) => !shown.has(r.id) && shown.add(r.id)).map((r) =>
        withLatest(
          { id: r.id, firstName: u.firstName, lastName: u.lastName, city: u.city, state: u.state, matchedByName: true, ...(riders.length > 1 ? { sharedName: true } : {}) },
          latest.get(r.id),
        ),
      );
    });
  }

  /** Riders of the mirror by name (when the platform's search cannot answer). */
  async function searchRiders(text: string): Promise<TRacerSearchResult[]> {
    const tokens = foldName(text).split(' ').filter(Boolean);
    if (tokens.length === 0) return [];
    const db = await deps.getDb();
    const riders = await db
      .select()
      .from(mirrorRiders)
      .where(and(...tokens.map((t) => sql`${mirrorRiders.nameKey} like ${`%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)))
      .orderBy(asc(mirrorRiders.lastName), asc(mirrorRiders.firstName), asc(mirrorRiders.id))
      .limit(50);
    const latest = await latestOf(db, riders.map((r) => r.id));
    const counts = new Map<string, number>();
    for (const r of riders) counts.set(r.nameKey, (counts.get(r.nameKey) ?? 0) + 1);
    return riders.map((r) =>
      withLatest({ id: r.id, firstName: r.firstName, lastName: r.lastName, matchedByName: true, ...((counts.get(r.nameKey) ?? 0) > 1 ? { sharedName: true } : {}) }, latest.get(r.id)),
    );
  }

  /* ------------------------------------------------------------------ search --------- */

  async function searchResultEvents(query: TResultSearch & { promoterIds?: number[] }): Promise<(TEventSummary & { raceNames: string[] })[]> {
    const db = await deps.getDb();
    const today = calendarDay(now(), timeZone);
    const conditions = [eq(mirrorEvents.listed, true), lte(mirrorEvents.eventDate, today)];
    if (query.promoterId) conditions.push(eq(mirrorEvents.promoterId, query.promoterId));
    else if (query.promoterIds) conditions.push(inArray(mirrorEvents.promoterId, query.promoterIds.length > 0 ? query.promoterIds : [-1]));
    if (query.date && /^\d{4}-\d{2}-\d{2}$/.test(query.date)) conditions.push(eq(mirrorEvents.eventDate, query.date));
    if (query.year) conditions.push(sql`extract(year from ${mirrorEvents.eventDate}) = ${query.year}`);
    const [events, races, defs] = await Promise.all([
      db.select().from(mirrorEvents).where(and(...conditions)).orderBy(desc(mirrorEvents.eventDate), desc(mirrorEvents.id)),
      db
        .select({ eventId: mirrorRaces.eventId, name: mirrorRaces.name })
        .from(mirrorRaces)
        .where(and(eq(mirrorRaces.listed, true), gt(mirrorRaces.rowCount, 0)))
        .orderBy(asc(mirrorRaces.sortOrder), asc(mirrorRaces.id)),
      definitions(),
    ]);
    const text = query.text ? foldSearchText(query.text) : '';
    const at = now();
    return events
      .map((e) => ({ ...summaryOf(e, defs, at), raceNames: races.filter((r) => r.eventId === e.id).map((r) => r.name) }))
      .filter((e) => e.raceNames.length > 0)
      .filter((e) => !text || [e.name, e.promoter.name, ...e.raceNames].some((v) => foldSearchText(v).includes(text)))
      .slice(0, SEARCH_LIMIT);
  }

  return {
    hasEvents,
    hasRace,
    listEvents,
    getEvent,
    listClasses,
    listPromoters,
    getPromoter,
    getCalendar,
    raceResults,
    raceTiming,
    listSeries,
    seriesStandings,
    previewStandings,
    racerProfile,
    riderStandings,
    linkUsers,
    searchRiders,
    searchResultEvents,
    forget: () => cache.clear(),
  };
}

export type TMirrorReader = ReturnType<typeof createMirrorReader>;
