import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { mirrorEvents, mirrorRaceChanges, mirrorRaces, mirrorResultRows, mirrorRiders } from '@/lib/db/schema';
import { createMirrorReader } from '@/lib/mirror/reader';
import { acquireLease, releaseLease } from '@/lib/mirror/scheduler';
import { loadSeriesDefinitions, POINTS_PRESETS } from '@/lib/mirror/series';
import { createMirrorSync } from '@/lib/mirror/sync';
import { livelapsBases } from '@/lib/platform/livelaps/hosts';
import { createUpstream } from '@/lib/platform/livelaps/upstream';
import { computeStandings } from '@/lib/scoring/standings';
import { createTestDb } from '../setup/db';
import { startFakeSeason, type TFakeSeason } from '../fakes/livelaps-season';

/**
 * The results mirror over a whole season of the strict fake LiveLaps (tests/fakes/livelaps-season.ts:
 * only the calls whose shapes are known, 404 to the others), on PGlite and, in CI, on PostgreSQL:
 * a first sync copies every race with the known calls only and at most 6 on the wire; riders are
 * tied across races without merging two people of one name; a change of a finished race lands in
 * its change log; series standings from a definition equal what the engine computes from the
 * same rows; a second server cannot take the lease while the first holds it.
 */

let fake: TFakeSeason;
let db: TDatabase;
let close: () => Promise<void>;

beforeAll(async () => {
  fake = await startFakeSeason({ slowMs: 300 });
  ({ db, close } = await createTestDb());
}, 60_000);

afterAll(async () => {
  await close?.();
  await fake?.close();
});

const upstream = () => createUpstream({ bases: livelapsBases(fake.origin), retryDelayMs: 5, timeoutMs: 5000 });

describe('a first sync of a season', () => {
  let summary: Awaited<ReturnType<ReturnType<typeof createMirrorSync>['run']>>;
  beforeAll(async () => {
    fake.reset();
    const sync = createMirrorSync({ db, upstream: upstream() });
    summary = await sync.run({ promoterIds: fake.season.promoters.map((p) => p.id), full: true });
  }, 120_000);

  it('copies every event and every race with results, with the known calls only, at most 6 on the wire', async () => {
    const [[events], [races], [copied]] = await Promise.all([
      db.select({ n: count() }).from(mirrorEvents),
      db.select({ n: count() }).from(mirrorRaces),
      db.select({ n: count() }).from(mirrorRaces).where(eq(mirrorRaces.configured, true)),
    ]);
    expect(events!.n).toBe(fake.season.events.length);
    expect(races!.n).toBeGreaterThanOrEqual(40);
    expect(copied!.n).toBeGreaterThanOrEqual(40);
    const known = /^(livelaps\/promoter\/\d+\/events|livelaps\/race\/event\/\d+|livelaps\/race\/\d+|livelaps\/race\/results\/\d+)$/;
    expect(fake.requests.filter((r) => !known.test(r.path)).map((r) => r.path)).toEqual([]);
    expect(fake.requests.filter((r) => r.status === 404)).toEqual([]);
    expect(fake.maxInFlight).toBeLessThanOrEqual(6);
    expect(summary.calls).toBe(fake.requests.length);
  });

  it('copies the big race whole, over several pages, and keeps the junk race for later', async () => {
    const [big] = await db.select({ n: count() }).from(mirrorResultRows).where(eq(mirrorResultRows.raceId, fake.season.bigRaceId));
    expect(big!.n).toBe(fake.season.rowsOf(fake.season.bigRaceId).length);
    expect(big!.n).toBeGreaterThanOrEqual(500);
    expect(fake.requestsTo(`livelaps/race/results/${fake.season.bigRaceId}`).length).toBeGreaterThan(1);
    const [junk] = await db.select().from(mirrorRaces).where(eq(mirrorRaces.id, fake.season.junkRaceId));
    expect(junk!.failures).toBe(1);
    expect(junk!.resultsHash).toBeNull();
    expect(summary.failed.map((f) => f.what)).toContain(`results of race ${fake.season.junkRaceId}`);
  });

  it('ties one rider across races, and never two people who share a name in one race', async () => {
    const rows = await db.select().from(mirrorResultRows).where(eq(mirrorResultRows.fullName, fake.season.sharedName));
    const byRace = new Map<number, number[]>();
    for (const row of rows) byRace.set(row.raceId, [...(byRace.get(row.raceId) ?? []), row.riderId]);
    const together = [...byRace.values()].filter((ids) => ids.length > 1);
    expect(together.length).toBeGreaterThan(0);
    for (const ids of together) expect(new Set(ids).size).toBe(ids.length);
    // Each of the two keeps their own plate across the season.
    const platesByRider = new Map<number, Set<string>>();
    for (const row of rows) platesByRider.set(row.riderId, (platesByRider.get(row.riderId) ?? new Set()).add(row.number));
    expect([...platesByRider.values()].filter((plates) => plates.size > 1)).toEqual([]);
    const [riders] = await db.select({ n: count() }).from(mirrorRiders);
    expect(riders!.n).toBeLessThan((await db.select({ n: count() }).from(mirrorResultRows))[0]!.n);
  });

  it('a second pass asks again only what is due, and writes nothing twice', async () => {
    const before = (await db.select({ n: count() }).from(mirrorResultRows))[0]!.n;
    fake.reset();
    await createMirrorSync({ db, upstream: upstream() }).run({ promoterIds: fake.season.promoters.map((p) => p.id) });
    const after = (await db.select({ n: count() }).from(mirrorResultRows))[0]!.n;
    expect(after).toBe(before);
    // Old finished races are not asked again the same day.
    const oldRace = fake.season.races.find((r) => r.scoringStatus === 'completed' && fake.season.event(r.eventId)!.date <= addDaysIso(fake.season.today, -8) && !r.specials.includes('junk'));
    expect(oldRace).toBeDefined();
    expect(fake.requestsTo(`livelaps/race/results/${oldRace!.id}`)).toHaveLength(0);
  });
});

function addDaysIso(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

describe('a finished race that changes', () => {
  it('keeps every change in its change log, and the race page shows it', async () => {
    const race = fake.season.races.find((r) => r.scoringStatus === 'completed' && !r.specials.length && fake.season.rowsOf(r.id).length >= 6)!;
    const rows = fake.season.rowsOf(race.id);
    const third = rows.find((r) => Number(r.overallPosition) === 3)!;
    fake.editRace(race.id, { move: { rowId: Number(third.id), toPosition: 5 } });
    const sync = createMirrorSync({ db, upstream: upstream() });
    const [stored] = await db.select().from(mirrorRaces).where(eq(mirrorRaces.id, race.id));
    const outcome = await sync.syncRaceResults(stored!);
    expect(outcome.outcome).toBe('changed');
    const [log] = await db.select().from(mirrorRaceChanges).where(eq(mirrorRaceChanges.raceId, race.id));
    expect(log!.changes).toContainEqual(expect.objectContaining({ kind: 'moved', number: String(third.displayedNumber), from: 3, to: 5 }));

    const reader = createMirrorReader({ getDb: async () => db });
    const results = await reader.raceResults(race.id);
    expect(results!.review?.changes[0]?.items).toContainEqual(expect.objectContaining({ kind: 'moved', from: 3, to: 5 }));
    expect(results!.rows.find((r) => r.entryId === Number(third.id))!.overallPosition).toBe(5);
  });
});

describe('series standings from a definition', () => {
  it('equal what the scoring engine computes from the same results, with points on result rows', async () => {
    const promoter = fake.season.promoters[0]!;
    const events = fake.season.events.filter((e) => e.promoterId === promoter.id && e.date < fake.season.today && e.raceIds.length > 0).map((e) => e.id);
    await loadSeriesDefinitions(db, { series: [{ id: 901, name: 'Test Cup', season: 2026, promoterId: promoter.id, events, points: 'motocross', drops: 1 }] });
    const reader = createMirrorReader({ getDb: async () => db });
    const standings = await reader.seriesStandings(901, 'final');
    expect(standings!.rounds.map((r) => r.eventId)).toEqual(events);
    // The same computation by hand: every race of those events, points by class position.
    const rounds = await Promise.all(
      events.map(async (eventId) => {
        const event = await reader.getEvent(eventId);
        const races = await Promise.all(event!.races.map((r) => reader.raceResults(r.id)));
        return { eventId, finished: true, races: races.flatMap((r) => (r && r.rows.length > 0 ? [r.rows] : [])) };
      }),
    );
    for (const round of rounds) for (const race of round.races) for (const row of race) expect(row.classPoints).toBe(row.classPosition === null ? 0 : (POINTS_PRESETS.motocross[row.classPosition - 1] ?? 0));
    const expected = computeStandings({ type: 'final', dropCount: 1, rounds });
    expect(standings!.tables.map((t) => t.rows.map((r) => [r.riderId, r.total, r.position]))).toEqual(
      [...expected].sort((a, b) => (a.className ?? '').localeCompare(b.className ?? '')).map((t) => t.rows.map((r) => [r.riderId, r.total, r.position])),
    );
    expect(standings!.tables.length).toBeGreaterThanOrEqual(3);
  });
});

describe('a rider found by name', () => {
  it('shows a season of results and points', async () => {
    const rider = fake.season.riders[fake.season.seasonRider.key]!;
    const user = fake.season.users.find((u) => u.id === rider.userId)!;
    const reader = createMirrorReader({ getDb: async () => db });
    const [found, ...more] = await reader.linkUsers([user]);
    expect(more).toEqual([]);
    expect(found!.matchedByName).toBe(true);
    expect(found!.latestEvent).toBeDefined();
    const profile = await reader.racerProfile(found!.id);
    expect(profile!.events.length).toBeGreaterThanOrEqual(2);
    expect(profile!.events.flatMap((e) => e.races).length).toBeGreaterThanOrEqual(3);
    expect(profile!.series.length).toBeGreaterThanOrEqual(1);
    expect(profile!.series[0]!.classPoints).toBeGreaterThan(0);
    expect(profile!.rider.city).toBe(user.city);
  });

  it('offers every rider of a shared name to choose from', async () => {
    const users = fake.season.users.filter((u) => `${u.firstName} ${u.lastName}` === fake.season.sharedName);
    const reader = createMirrorReader({ getDb: async () => db });
    const found = await reader.linkUsers(users.slice(0, 1));
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(new Set(found.map((f) => f.id)).size).toBe(found.length);
    expect(found.every((f) => f.sharedName)).toBe(true);
  });
});

describe('one syncing server', () => {
  it('holds the lease until it gives it back or stops renewing it', async () => {
    expect(await acquireLease(db, 'server-a', 60_000)).toBe(true);
    expect(await acquireLease(db, 'server-b', 60_000)).toBe(false);
    expect(await acquireLease(db, 'server-a', 60_000)).toBe(true);
    await releaseLease(db, 'server-a');
    expect(await acquireLease(db, 'server-b', 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await acquireLease(db, 'server-a', 60_000)).toBe(true);
    await releaseLease(db, 'server-a');
  });
});
