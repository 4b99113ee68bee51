import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { LIVE_POLL_MS } from '../constants';
import type { TDatabase } from '../db/open';
import { mirrorEvents, mirrorRaceChanges, mirrorRaces, mirrorResultRows, mirrorRiders, mirrorState, type TMirrorChange, type TMirrorSection } from '../db/schema/mirror';
import { calendarDay, SITE_TIME_ZONE } from '../i18n/calendar-day';
import { log } from '../log';
import { isScoringCompleted, raceFormatOf } from '../platform/livelaps/reshape';
import { ZEventListSchema, ZEventRacesSchema, ZRaceAnswerSchema, ZResultsPageSchema, type TResultRow as TLivelapsRow } from '../platform/livelaps/schemas';
import type { TUpstream } from '../platform/livelaps/upstream';
import { linkRaceRows, type TKnownRider } from './matcher';
import { foldName, splitFullName } from './names';
import { addDays, isOfficial } from './status';

/**
 * The results mirror's sync (docs/decisions/045): copies from LiveLaps, with the four calls whose
 * shapes are known and nothing else, the events of the organisation's promoters
 * (`livelaps/promoter/{id}/events`), their races (`livelaps/race/event/{id}`), a race's header only
 * when its event's list lacks its mode (`livelaps/race/{id}`), and every race's result rows
 * (`livelaps/race/results/{id}`, page by page).
 *
 * Polite: every call goes through the LiveLaps upstream (its limiter of 6 calls on the wire, its
 * timeouts, retries and circuit breaker); a race copied and unchanged costs one call per page when
 * it is due again, and nothing is asked that is not due (`dueRaces`).
 *
 * Resumable: what is due is read from the database each time, and each race's rows are replaced
 * in one transaction with the race's new fingerprint. A sync killed at any point leaves every race
 * either as it was or as it is on LiveLaps; a restart carries on with what is still due.
 */

/** When each kind of read is due again. */
export const MIRROR_TIMING = {
  /** The scheduler's beat. */
  tickMs: LIVE_POLL_MS,
  /** Results of a race being scored (its event is today and its scoring not completed). */
  liveMs: LIVE_POLL_MS,
  /** Results of a finished race not yet official (lib/mirror/status.ts). */
  provisionalMs: 60_000,
  /** The race lists of events of today (a race added, a scoring status that changes). */
  todayRacesMs: 60_000,
  /** The promoters' event lists, and the race lists and results of recent events. */
  dailyMs: 24 * 3600_000,
  /** Finished events this recent are read again daily (late corrections); older ones once. */
  recentDays: 7,
  /** A race whose read failed is tried again after 30 s, doubling, at most this. */
  backoffMaxMs: 30 * 60_000,
} as const;

/** LiveLaps pages results by up to 1000 rows (what a public program uses against production). */
export const MIRROR_PAGE_SIZE = 1000;
const MAX_PAGES = 500;
/** Row inserts per statement (a race of 1,000 riders is a few statements). */
const INSERT_CHUNK = 250;
/** The transaction lock under which riders are created (the sync and the racer search both create them). */
export const RIDER_LOCK = 7_242_601;

export type TSyncDeps = {
  db: TDatabase;
  upstream: TUpstream;
  now?: () => Date;
  timeZone?: string;
  pageSize?: number;
  /** Races copied at once (their pages share the upstream's limit of calls on the wire). */
  raceConcurrency?: number;
  /** Stops the work between races (a clean shutdown). */
  signal?: AbortSignal;
  onProgress?: (progress: TSyncProgress) => void;
};

export type TSyncProgress = { phase: 'events' | 'races' | 'results'; done: number; total: number; calls: number; rows: number; failed: number };

export type TSyncSummary = {
  calls: number;
  events: number;
  races: number;
  resultsRead: number;
  resultsChanged: number;
  rows: number;
  failed: { what: string; reason: string }[];
  changesLogged: number;
  ms: number;
};

type TRaceRow = typeof mirrorRaces.$inferSelect;
type TStoredRow = typeof mirrorResultRows.$inferSelect;

/** Raised when a read of a race answered something unusable (junk, a timeout): the race is tried later. */
class ReadFailure extends Error {}

function hashRows(rows: TLivelapsRow[]): string {
  const sorted = [...rows].sort((a, b) => a.id - b.id);
  return createHash('sha1').update(JSON.stringify(sorted)).digest('base64url');
}

const positionOf = (value: number | undefined): number | null => (value !== undefined && Number.isInteger(value) && value > 0 ? value : null);
const lastTime = (sections: TMirrorSection[]): number | null => {
  for (let i = sections.length - 1; i >= 0; i--) {
    const time = sections[i]?.totalCumulatedTime;
    if (time !== undefined) return time;
  }
  return null;
};

/** What changed between the rows a finished race had and the rows it has now (the change log). */
export function diffRows(before: TStoredRow[], after: TLivelapsRow[]): TMirrorChange[] {
  const old = new Map(before.map((r) => [r.rowId, r]));
  const changes: (TMirrorChange & { order: number })[] = [];
  const who = (name: string | undefined, number: string | undefined, className: string | undefined) => ({ name: name ?? '', number: number ?? '', className: className ?? '' });
  for (const row of after) {
    const was = old.get(row.id);
    const to = positionOf(row.overallPosition);
    const order = to ?? Number.MAX_SAFE_INTEGER;
    if (!was) {
      changes.push({ kind: 'added', rowId: row.id, ...who(row.fullName, row.displayedNumber, row.className), to, order });
      continue;
    }
    old.delete(row.id);
    if (was.overallPosition !== to) {
      changes.push({ kind: 'moved', rowId: row.id, ...who(row.fullName, row.displayedNumber, row.className), from: was.overallPosition, to, order });
    } else if (lastTime(was.sections) !== lastTime(row.sections) || was.sections.length !== row.sections.length) {
      changes.push({ kind: 'time', rowId: row.id, ...who(row.fullName, row.displayedNumber, row.className), order });
    }
  }
  for (const was of old.values()) {
    changes.push({ kind: 'removed', rowId: was.rowId, ...who(was.fullName, was.number, was.className), from: was.overallPosition, order: was.overallPosition ?? Number.MAX_SAFE_INTEGER });
  }
  return changes.sort((a, b) => a.order - b.order || a.rowId - b.rowId).map(({ order: _order, ...change }) => change);
}

export function createMirrorSync(deps: TSyncDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const timeZone = deps.timeZone ?? SITE_TIME_ZONE;
  const pageSize = deps.pageSize ?? MIRROR_PAGE_SIZE;
  const raceConcurrency = deps.raceConcurrency ?? 3;
  let calls = 0;

  /** Every call of the sync: counted, and fresh (never an answer the pages keep or have in flight). */
  function call<T>(run: () => Promise<T>): Promise<T> {
    calls += 1;
    return run();
  }
  const get = <S extends Parameters<TUpstream['fetch']>[0]['schema']>(client: 'main' | 'link', path: string, schema: S, query?: Record<string, number>) =>
    call(() => deps.upstream.fetch({ client, method: 'GET', path, schema, ttlMs: 0, query, fresh: true }));

  /* ------------------------------------------------------------------ events --------- */

  /** A promoter's events (past and future). False when the read failed (the events kept stay). */
  async function syncPromoterEvents(promoterId: number): Promise<number> {
    const answer = await get('main', `livelaps/promoter/${promoterId}/events`, ZEventListSchema);
    if (!answer.success) {
      log.warn({ promoterId, message: answer.message }, 'mirror: LiveLaps refused the events of a promoter');
      return 0;
    }
    const items = answer.message.filter((e) => e.promoterUserId === undefined || e.promoterUserId === promoterId);
    await db.transaction(async (tx) => {
      for (const item of items) {
        const values = {
          promoterId,
          promoterName: item.promoterName ?? '',
          name: item.name ?? `#${item.id}`,
          eventDate: item.eventDate,
          raceCount: item.raceCount ?? null,
          listed: true,
          updatedAt: now(),
        };
        await tx.insert(mirrorEvents).values({ id: item.id, ...values }).onConflictDoUpdate({ target: mirrorEvents.id, set: values });
      }
      const ids = items.map((e) => e.id);
      await tx
        .update(mirrorEvents)
        .set({ listed: false, updatedAt: now() })
        .where(and(eq(mirrorEvents.promoterId, promoterId), ids.length > 0 ? notInArray(mirrorEvents.id, ids) : sql`true`));
    });
    return items.length;
  }

  /* ------------------------------------------------------------------ races ---------- */

  /** An event's races (its race list). */
  async function syncEventRaces(eventId: number): Promise<void> {
    const answer = await get('link', `livelaps/race/event/${eventId}`, ZEventRacesSchema);
    const races = answer.success ? answer.message : [];
    // The mode says laps or sections; a race listed without one is asked for its header.
    const modes = new Map<number, string | undefined>();
    for (const race of races) {
      if (race.mode !== undefined) modes.set(race.id, String(race.mode));
      else {
        const [known] = await db.select({ mode: mirrorRaces.mode }).from(mirrorRaces).where(eq(mirrorRaces.id, race.id));
        if (known?.mode) modes.set(race.id, known.mode);
        else {
          const header = await get('link', `livelaps/race/${race.id}`, ZRaceAnswerSchema);
          modes.set(race.id, header.success ? (header.message.RACE_MODE_NAME ?? (header.message.Race_Mode === undefined ? undefined : String(header.message.Race_Mode))) : undefined);
        }
      }
    }
    await db.transaction(async (tx) => {
      let order = 0;
      for (const race of races) {
        const mode = modes.get(race.id);
        const values = {
          eventId,
          name: race.raceName ?? `#${race.id}`,
          mode: mode ?? null,
          format: raceFormatOf(mode),
          scoringStatus: race.scoring_status ?? null,
          sortOrder: order++,
          listed: true,
          updatedAt: now(),
        };
        await tx.insert(mirrorRaces).values({ id: race.id, ...values }).onConflictDoUpdate({ target: mirrorRaces.id, set: values });
      }
      const ids = races.map((r) => r.id);
      await tx
        .update(mirrorRaces)
        .set({ listed: false, updatedAt: now() })
        .where(and(eq(mirrorRaces.eventId, eventId), ids.length > 0 ? notInArray(mirrorRaces.id, ids) : sql`true`));
      await tx.update(mirrorEvents).set({ racesReadAt: now() }).where(eq(mirrorEvents.id, eventId));
    });
  }

  /* ------------------------------------------------------------------ results -------- */

  /** Every row of a race, page by page; null when LiveLaps refuses them (HTTP 400). */
  async function readResults(raceId: number): Promise<TLivelapsRow[] | null> {
    const page = (n: number) =>
      call(() =>
        deps.upstream.fetchOr(
          { client: 'link', method: 'GET', path: `livelaps/race/results/${raceId}`, query: { page: n, size: pageSize }, schema: ZResultsPageSchema, ttlMs: 0, fresh: true },
          [400],
        ),
      );
    const first = await page(1);
    if (!first.ok || first.data.success === false) return null;
    const pages = [first.data];
    let last = first.data;
    let next = 2;
    if (last.has_more_pages && last.data.length > 0) {
      // The total and the size the platform really used say how many pages remain.
      const perPage = last.data.length;
      const expected = Math.min(MAX_PAGES, Math.ceil(last.total / perPage));
      const rest = await Promise.all(Array.from({ length: Math.max(0, expected - 1) }, (_, i) => page(i + 2)));
      for (const answer of rest) {
        if (!answer.ok || answer.data.success === false) throw new ReadFailure(`page ${next} refused`);
        pages.push(answer.data);
        last = answer.data;
        next += 1;
      }
      while (last.has_more_pages && last.data.length > 0 && next <= MAX_PAGES) {
        const answer = await page(next);
        if (!answer.ok || answer.data.success === false) throw new ReadFailure(`page ${next} refused`);
        pages.push(answer.data);
        last = answer.data;
        next += 1;
      }
    }
    const seen = new Set<number>();
    return pages.flatMap((p) => p.data).filter((row) => !seen.has(row.id) && seen.add(row.id));
  }

  /** The riders already known by these name keys, with the plates and classes of their rows. */
  async function knownRiders(tx: TDatabase, keys: string[], exclude: Set<number>): Promise<TKnownRider[]> {
    if (keys.length === 0) return [];
    const riders = await tx.select({ id: mirrorRiders.id, nameKey: mirrorRiders.nameKey }).from(mirrorRiders).where(inArray(mirrorRiders.nameKey, keys));
    const ids = riders.map((r) => r.id).filter((id) => !exclude.has(id));
    if (ids.length === 0) return [];
    const history = await tx
      .selectDistinct({ riderId: mirrorResultRows.riderId, number: mirrorResultRows.number, className: mirrorResultRows.className })
      .from(mirrorResultRows)
      .where(inArray(mirrorResultRows.riderId, ids));
    return riders
      .filter((r) => !exclude.has(r.id))
      .map((r) => ({
        id: r.id,
        nameKey: r.nameKey,
        plates: history.filter((h) => h.riderId === r.id).map((h) => h.number),
        classes: history.filter((h) => h.riderId === r.id).map((h) => h.className),
      }));
  }

  type TResultsOutcome = 'unchanged' | 'changed' | 'refused' | 'failed';

  /** Reads a race's results and, when they changed, replaces its rows in one transaction. */
  async function syncRaceResults(race: TRaceRow): Promise<{ outcome: TResultsOutcome; rows: number; changes: number; reason?: string }> {
    // When the read started: what the next one is due from (a read ending after the next beat must not skip it).
    const at = now();
    let rows: TLivelapsRow[] | null;
    try {
      rows = await readResults(race.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mirrorRaces)
        .set({ failures: sql`${mirrorRaces.failures} + 1`, lastFailure: reason.slice(0, 500), failedAt: at, updatedAt: now() })
        .where(eq(mirrorRaces.id, race.id));
      log.warn({ raceId: race.id, reason }, 'mirror: the results of a race could not be read; tried again later');
      return { outcome: 'failed', rows: 0, changes: 0, reason };
    }
    if (rows === null) {
      await db
        .update(mirrorRaces)
        .set({ configured: false, resultsReadAt: at, failures: 0, lastFailure: null, updatedAt: at })
        .where(eq(mirrorRaces.id, race.id));
      return { outcome: 'refused', rows: 0, changes: 0 };
    }
    const completed = isScoringCompleted(race.scoringStatus ?? undefined);
    const hash = hashRows(rows);
    if (hash === race.resultsHash) {
      await db
        .update(mirrorRaces)
        .set({
          configured: true,
          resultsReadAt: at,
          failures: 0,
          lastFailure: null,
          ...(completed && !race.finishedAt && rows.length > 0 ? { finishedAt: at } : {}),
        })
        .where(eq(mirrorRaces.id, race.id));
      return { outcome: 'unchanged', rows: rows.length, changes: 0 };
    }

    let changes = 0;
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as TDatabase;
      await tx.execute(sql`select pg_advisory_xact_lock(${RIDER_LOCK})`);
      const [current] = await tx.select().from(mirrorRaces).where(eq(mirrorRaces.id, race.id));
      if (!current) return;
      const before = await tx.select().from(mirrorResultRows).where(eq(mirrorResultRows.raceId, race.id));
      const kept = new Map(before.map((r) => [r.rowId, r]));

      // Rows already copied keep their rider (unless their name changed); the others are matched.
      const keys = rows.map((row) => foldName(row.fullName ?? ''));
      const keepsRider = (row: TLivelapsRow, i: number) => kept.get(row.id)?.nameKey === keys[i];
      const fresh = rows.flatMap((row, i) => (keepsRider(row, i) ? [] : [{ rowId: row.id, nameKey: keys[i]!, plate: row.displayedNumber ?? '', className: row.className ?? '' }]));
      const taken = new Set(rows.flatMap((row, i) => (keepsRider(row, i) ? [kept.get(row.id)!.riderId] : [])));
      const known = await knownRiders(tx, [...new Set(fresh.map((f) => f.nameKey).filter(Boolean))], taken);
      const { links, newRiders } = linkRaceRows(fresh, known);
      const created =
        newRiders.length === 0
          ? []
          : await tx
              .insert(mirrorRiders)
              .values(
                newRiders.map((r) => {
                  const row = rows.find((x) => x.id === r.rowId);
                  const { firstName, lastName } = splitFullName(row?.fullName ?? '');
                  return { nameKey: r.nameKey, firstName, lastName };
                }),
              )
              .returning({ id: mirrorRiders.id });
      const linkOf = new Map(links.map((l) => [l.rowId, { riderId: l.riderId ?? created[l.newRider ?? -1]!.id, linkedBy: l.linkedBy }]));

      const values = rows.map((row, i) => {
        const link = keepsRider(row, i) ? { riderId: kept.get(row.id)!.riderId, linkedBy: kept.get(row.id)!.linkedBy } : linkOf.get(row.id)!;
        return {
          raceId: race.id,
          rowId: row.id,
          riderId: link.riderId,
          linkedBy: link.linkedBy,
          fullName: row.fullName ?? '',
          nameKey: keys[i]!,
          number: row.displayedNumber ?? '',
          brand: row.brand ?? null,
          className: row.className ?? '',
          overallPosition: positionOf(row.overallPosition),
          classPosition: positionOf(row.classPosition),
          averageSpeed: row.avgSpeedTotal ?? null,
          behindLeaderMs: row.overallBehindByLeader ?? null,
          classBehindLeaderMs: row.classBehindByLeader ?? null,
          sections: row.sections,
          sortOrder: i,
        };
      });
      await tx.delete(mirrorResultRows).where(eq(mirrorResultRows.raceId, race.id));
      for (let i = 0; i < values.length; i += INSERT_CHUNK) await tx.insert(mirrorResultRows).values(values.slice(i, i + INSERT_CHUNK));

      // A race held finished before: what changed goes to its change log.
      if (current.finishedAt) {
        const diff = diffRows(before, rows);
        if (diff.length > 0) {
          await tx.insert(mirrorRaceChanges).values({ raceId: race.id, at, changes: diff });
          changes = diff.length;
        }
      }
      await tx
        .update(mirrorRaces)
        .set({
          configured: true,
          resultsHash: hash,
          rowCount: rows.length,
          resultsReadAt: at,
          resultsChangedAt: at,
          failures: 0,
          lastFailure: null,
          updatedAt: at,
          ...(completed && !current.finishedAt && rows.length > 0 ? { finishedAt: at } : {}),
        })
        .where(eq(mirrorRaces.id, race.id));
    });
    if (changes > 0) log.info({ raceId: race.id, changes }, 'mirror: a finished race changed (change log)');
    return { outcome: 'changed', rows: rows.length, changes };
  }

  /* ------------------------------------------------------------------ what is due ---- */

  /** Races whose results are due now, most urgent first: live, provisional, never copied, recent. */
  async function dueRaces(at: Date): Promise<TRaceRow[]> {
    const today = calendarDay(at, timeZone);
    const recent = addDays(today, -MIRROR_TIMING.recentDays);
    const rows = await db
      .select({ race: mirrorRaces, eventDate: mirrorEvents.eventDate })
      .from(mirrorRaces)
      .innerJoin(mirrorEvents, eq(mirrorEvents.id, mirrorRaces.eventId))
      .where(and(eq(mirrorRaces.listed, true), lte(mirrorEvents.eventDate, today)))
      .orderBy(asc(mirrorEvents.eventDate), asc(mirrorRaces.eventId), asc(mirrorRaces.sortOrder));
    const due: { race: TRaceRow; rank: number }[] = [];
    for (const { race, eventDate } of rows) {
      const since = race.resultsReadAt ? at.getTime() - race.resultsReadAt.getTime() : Infinity;
      if (race.failures > 0) {
        // From the last failed attempt, 30 s, doubling, at most backoffMaxMs.
        const wait = Math.min(MIRROR_TIMING.backoffMaxMs, 30_000 * 2 ** Math.min(race.failures - 1, 20));
        if (at.getTime() - (race.failedAt ?? race.updatedAt).getTime() >= wait) due.push({ race, rank: 2 });
        continue;
      }
      const completed = isScoringCompleted(race.scoringStatus ?? undefined);
      const onTheDay = eventDate >= addDays(today, -1);
      if (race.resultsHash === null && race.resultsReadAt === null) due.push({ race, rank: onTheDay ? 0 : 2 });
      else if (!completed && eventDate === today) {
        // Being scored: every live interval; not started yet (no rows): every minute.
        if (since >= (race.rowCount > 0 ? MIRROR_TIMING.liveMs : MIRROR_TIMING.todayRacesMs)) due.push({ race, rank: 0 });
      } else if (completed && !race.finishedAt && race.rowCount > 0) due.push({ race, rank: 1 });
      else if (!isOfficial({ race, eventDate, now: at, timeZone })) {
        if (since >= MIRROR_TIMING.provisionalMs) due.push({ race, rank: 1 });
      } else if (eventDate >= recent && since >= MIRROR_TIMING.dailyMs) due.push({ race, rank: 3 });
    }
    return due.sort((a, b) => a.rank - b.rank).map((d) => d.race);
  }

  /** Every listed race of an event that has begun (`--full`: read everything again). */
  async function allRaces(at: Date): Promise<TRaceRow[]> {
    const rows = await db
      .select({ race: mirrorRaces })
      .from(mirrorRaces)
      .innerJoin(mirrorEvents, eq(mirrorEvents.id, mirrorRaces.eventId))
      .where(and(eq(mirrorRaces.listed, true), lte(mirrorEvents.eventDate, calendarDay(at, timeZone))))
      .orderBy(asc(mirrorEvents.eventDate), asc(mirrorRaces.eventId), asc(mirrorRaces.sortOrder));
    return rows.map((r) => r.race);
  }

  /** Events whose race list is due: never read; today's (and the days beside it) every minute; recent and future ones daily. */
  async function dueEventRaceLists(at: Date, all = false): Promise<number[]> {
    const today = calendarDay(at, timeZone);
    const recent = addDays(today, -MIRROR_TIMING.recentDays);
    const events = await db
      .select({ id: mirrorEvents.id, eventDate: mirrorEvents.eventDate, racesReadAt: mirrorEvents.racesReadAt })
      .from(mirrorEvents)
      .where(eq(mirrorEvents.listed, true))
      .orderBy(asc(mirrorEvents.eventDate), asc(mirrorEvents.id));
    return events
      .filter((e) => {
        if (!e.racesReadAt || all) return true;
        const since = at.getTime() - e.racesReadAt.getTime();
        if (e.eventDate >= addDays(today, -1) && e.eventDate <= addDays(today, 1)) return since >= MIRROR_TIMING.todayRacesMs;
        return e.eventDate >= recent && since >= MIRROR_TIMING.dailyMs;
      })
      .map((e) => e.id);
  }

  async function readState(key: string): Promise<Record<string, unknown> | undefined> {
    const [row] = await db.select().from(mirrorState).where(eq(mirrorState.key, key));
    return row?.value;
  }
  async function writeState(key: string, value: Record<string, unknown>): Promise<void> {
    await db.insert(mirrorState).values({ key, value }).onConflictDoUpdate({ target: mirrorState.key, set: { value, updatedAt: now() } });
  }

  /* ------------------------------------------------------------------ passes --------- */

  const aborted = () => deps.signal?.aborted === true;

  async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
    for (let i = 0; i < items.length && !aborted(); i += size) await Promise.all(items.slice(i, i + size).map(run));
  }

  /**
   * One pass: the promoters' event lists when due (or `force`), the race lists that are due, then
   * every race whose results are due. `full` reads every event's race list and every race's
   * results again, whatever is due (the command's --full).
   */
  async function run(options: { promoterIds: number[]; full?: boolean; force?: boolean }): Promise<TSyncSummary> {
    const started = Date.now();
    const callsBefore = calls;
    const summary: TSyncSummary = { calls: 0, events: 0, races: 0, resultsRead: 0, resultsChanged: 0, rows: 0, failed: [], changesLogged: 0, ms: 0 };
    const progress = (phase: TSyncProgress['phase'], done: number, total: number) =>
      deps.onProgress?.({ phase, done, total, calls: calls - callsBefore, rows: summary.rows, failed: summary.failed.length });
    const fail = (what: string, error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      summary.failed.push({ what, reason });
      log.warn({ what, reason }, 'mirror: a read failed; the rest of the sync goes on');
    };

    const at = now();
    const lists = await readState('lists');
    // Daily, and at once when the organisation's promoters changed (the content settings).
    const samePromoters = JSON.stringify(lists?.promoterIds) === JSON.stringify(options.promoterIds);
    const listsDue = options.force || options.full || !lists || !samePromoters || at.getTime() - Date.parse(String(lists.at)) >= MIRROR_TIMING.dailyMs;
    if (listsDue) {
      let done = 0;
      progress('events', 0, options.promoterIds.length);
      for (const promoterId of options.promoterIds) {
        if (aborted()) break;
        try {
          summary.events += await syncPromoterEvents(promoterId);
        } catch (error) {
          fail(`events of promoter ${promoterId}`, error);
        }
        progress('events', ++done, options.promoterIds.length);
      }
      if (!aborted()) await writeState('lists', { at: at.toISOString(), promoterIds: options.promoterIds });
    }

    const eventIds = await dueEventRaceLists(at, options.full === true);
    let racesDone = 0;
    progress('races', 0, eventIds.length);
    await inBatches(eventIds, raceConcurrency, async (eventId) => {
      try {
        await syncEventRaces(eventId);
      } catch (error) {
        fail(`races of event ${eventId}`, error);
      }
      progress('races', ++racesDone, eventIds.length);
    });

    const races = options.full ? await allRaces(now()) : await dueRaces(now());
    summary.races = races.length;
    let resultsDone = 0;
    progress('results', 0, races.length);
    await inBatches(races, raceConcurrency, async (race) => {
      try {
        const outcome = await syncRaceResults(race);
        summary.resultsRead += 1;
        summary.rows += outcome.rows;
        summary.changesLogged += outcome.changes;
        if (outcome.outcome === 'changed') summary.resultsChanged += 1;
        if (outcome.outcome === 'failed') summary.failed.push({ what: `results of race ${race.id}`, reason: outcome.reason ?? '' });
      } catch (error) {
        fail(`results of race ${race.id}`, error);
      }
      progress('results', ++resultsDone, races.length);
    });

    summary.calls = calls - callsBefore;
    summary.ms = Date.now() - started;
    if (!aborted()) await writeState('last-pass', { at: now().toISOString(), ...summary, failed: summary.failed.slice(0, 20) });
    return summary;
  }

  return {
    run,
    syncPromoterEvents,
    syncEventRaces,
    syncRaceResults,
    dueRaces,
    get calls() {
      return calls;
    },
  };
}

export type TMirrorSync = ReturnType<typeof createMirrorSync>;
