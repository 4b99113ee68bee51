import { hostname } from 'node:os';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '@/lib/mirror/status';
import { DATABASE_URL, required, send, SERVERS, site } from './site';

/**
 * Two app servers on LiveLaps (the strict season fake, scripts/fake-livelaps.ts) on one database,
 * nginx in front (scripts/test-cluster.mjs starts them after the first cluster; README "Run several
 * servers", docs/decisions/032 and 045). Each server runs the results mirror's scheduler; the lease
 * row `mirror_lease` ('sync') lets one of them sync, the other only reads the mirror. Checked here:
 * the mirror fills, LiveLaps is asked for each finished race once (one server synced), the lease
 * names one of the two servers, both answer the same from the mirror, and when the syncing server
 * stops (SIGTERM, a clean shutdown that gives the lease back) the other takes the sync over.
 *
 * The fake's request log (`/__fake/requests`) does not say which server asked: "one server synced"
 * is read from the counts (a second syncing server would read every race a second time within
 * seconds, where by design a finished race is read again a minute later at the soonest).
 */

const FAKE = required('CLUSTER_FAKE_LIVELAPS_URL');
/** The app servers' process ids, in the order of SERVERS (the lease holder is `host:pid:random`). */
const PIDS = required('CLUSTER_SERVER_PIDS').split(',').map(Number);

/** Two reads of a finished race's results closer than this mean two servers synced: by design a race is read again after 30 s (a failed read) or a minute (provisional) at the soonest. */
const TWICE_WITHIN_MS = 25_000;
const FILL_DEADLINE_MS = 60_000;
const TAKEOVER_DEADLINE_MS = 75_000;

type TFakeRace = { id: number; eventId: number; name: string; rows: number; scoringStatus: string };
type TFakeEvent = { id: number; name: string; date: string; promoterId: number; kind: string; raceIds: number[] };
type TFakeSeason = {
  today: string;
  promoters: { id: number; name: string }[];
  events: TFakeEvent[];
  races: TFakeRace[];
  bigRaceId: number;
  junkRaceId: number;
  liveRaceId: number;
  todayEventId: number;
  sharedNameRaceId: number;
  sharedName: string;
  seasonRider: { fullName: string };
};
type TFakeRequest = { method: string; path: string; query: Record<string, string>; status: number; at: number };

const db = new pg.Client({ connectionString: DATABASE_URL });
let season: TFakeSeason;
beforeAll(async () => {
  await db.connect();
  season = await fakeJson<TFakeSeason>('/__fake/season');
});
afterAll(() => db.end());

async function fakeJson<T>(path: string): Promise<T> {
  const answer = await send(`${FAKE}${path}`);
  if (answer.status !== 200) throw new Error(`the fake LiveLaps answered ${answer.status} to ${path}`);
  return JSON.parse(answer.body) as T;
}

const fakeRequests = () => fakeJson<TFakeRequest[]>('/__fake/requests?since=0');
const resultsPath = (raceId: number) => `livelaps/race/results/${raceId}`;
/** The first page of a race's results: one per read of the race, however many pages it has. */
const firstPageReads = (requests: TFakeRequest[], raceId: number) =>
  requests.filter((r) => r.path === resultsPath(raceId) && (r.query.page ?? '1') === '1').map((r) => r.at);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secondsSince = (t: number, to = Date.now()) => `${((to - t) / 1000).toFixed(1)} s`;

const eventOf = (race: TFakeRace) => season.events.find((e) => e.id === race.eventId)!;
/** Races of events before today: read once in a first pass, then (provisional ones) a minute later at the soonest. */
const pastRaces = () => season.races.filter((r) => eventOf(r).date < season.today);
/** Races the mirror must hold with their rows: every race of an event up to today that has results (the junk race's answer cannot be copied). */
const racesWithResults = () => season.races.filter((r) => eventOf(r).date <= season.today && r.rows > 0 && r.id !== season.junkRaceId);

type TLease = { holder: string; valid: boolean };
async function lease(): Promise<TLease | null> {
  const { rows } = await db.query<TLease>(`select holder, expires_at > now() as valid from mirror_lease where name = 'sync'`);
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0] ?? null;
}

/** Which server (index in SERVERS) a lease holder names; -1 for none of them. */
function serverOfHolder(holder: string): number {
  const match = /^(.+):(\d+):([0-9a-f]{8})$/.exec(holder);
  if (!match || match[1] !== hostname()) return -1;
  return PIDS.indexOf(Number(match[2]));
}

function portIsClosed(url: string): Promise<boolean> {
  const { hostname: host, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port) }, () => {
      socket.end();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

/** What the phases below share: when the mirror was full, and which server synced. */
const state = { filledAt: 0, holder: -1 };

describe('two servers on LiveLaps sync once', () => {
  test('the mirror fills: every race of the season with results is copied, with its rows', async () => {
    const expected = racesWithResults();
    const expectedRows = expected.reduce((sum, r) => sum + r.rows, 0);
    const started = Date.now();
    let missing: string[] = [];
    for (;;) {
      const { rows } = await db.query<{ id: number; row_count: number; copied: boolean; failures: number }>(
        `select id, row_count, results_hash is not null as copied, failures from mirror_races`,
      );
      const held = new Map(rows.map((r) => [r.id, r]));
      missing = expected.filter((r) => !held.get(r.id)?.copied || held.get(r.id)?.row_count !== r.rows).map((r) => `${r.id} (${r.rows} rows, held ${held.get(r.id)?.row_count ?? 'none'})`);
      // The junk race's answer (an HTML page) is not copied: its read failed and is kept for later.
      if (!(held.get(season.junkRaceId)?.failures ?? 0)) missing.push(`${season.junkRaceId} (the junk race: no failed read yet)`);
      if (missing.length === 0) break;
      if (Date.now() - started > FILL_DEADLINE_MS) break;
      await sleep(250);
    }
    state.filledAt = Date.now();
    expect(missing, `races not copied after ${FILL_DEADLINE_MS / 1000} s`).toEqual([]);
    const counted = await db.query<{ n: number }>(`select count(*)::int as n from mirror_result_rows where race_id = any($1::int[])`, [expected.map((r) => r.id)]);
    expect(counted.rows[0]?.n).toBe(expectedRows);
    const requests = await fakeRequests();
    const first = Math.min(...requests.map((r) => r.at));
    console.log(
      `mirror filled: ${expected.length} races, ${expectedRows} rows, ${secondsSince(first, state.filledAt)} after the first LiveLaps call ` +
        `(${requests.length} calls to the fake by then; waited ${secondsSince(started, state.filledAt)} here)`,
    );
  }, FILL_DEADLINE_MS + 30_000);

  test('LiveLaps saw each finished race read once, and each promoter listed once: the two servers did not both sync', async () => {
    expect(state.filledAt, 'the mirror filled').toBeGreaterThan(0);
    const requests = await fakeRequests();
    // The promoters' event lists are read again daily: once in all.
    for (const promoter of season.promoters) {
      expect(requests.filter((r) => r.path === `livelaps/promoter/${promoter.id}/events`).length, `event lists of promoter ${promoter.id}`).toBe(1);
    }
    // Race lists of events older than yesterday: daily too (today's, yesterday's and tomorrow's every minute).
    for (const event of season.events.filter((e) => e.date < addDays(season.today, -1))) {
      expect(requests.filter((r) => r.path === `livelaps/race/event/${event.id}`).length, `race list of event ${event.id} (${event.date})`).toBe(1);
    }
    // Each race of an event before today: read in the first pass, and never twice within seconds.
    // (Today's live race is read every 5 s by design, today's others every minute: left out.)
    const twice: string[] = [];
    const unread: number[] = [];
    for (const race of pastRaces()) {
      const reads = firstPageReads(requests, race.id);
      if (!reads.some((at) => at <= state.filledAt)) unread.push(race.id);
      for (let i = 1; i < reads.length; i++) {
        if (reads[i]! - reads[i - 1]! < TWICE_WITHIN_MS) twice.push(`race ${race.id} (${eventOf(race).date}) read at +0 and +${reads[i]! - reads[i - 1]!} ms`);
      }
    }
    expect(unread, 'races of past events not read in the first pass').toEqual([]);
    expect(twice, 'races read twice within seconds: two servers synced').toEqual([]);
    const results = requests.filter((r) => r.path.startsWith('livelaps/race/results/'));
    console.log(
      `LiveLaps calls so far: ${requests.length} (${results.length} results pages, ${results.filter((r) => (r.query.page ?? '1') === '1').length} first pages); ` +
        `${pastRaces().length} races of past events each read once`,
    );
  });

  test('the lease names one holder, one of the two servers', async () => {
    const row = await lease();
    expect(row, 'a lease row').not.toBeNull();
    expect(row!.valid, 'the lease is current').toBe(true);
    state.holder = serverOfHolder(row!.holder);
    expect(state.holder, `holder ${row!.holder} is one of ${PIDS.map((p) => `${hostname()}:${p}`).join(', ')}`).toBeGreaterThanOrEqual(0);
    console.log(`sync lease: ${row!.holder} = ${SERVERS[state.holder]}`);
  });

  test('both servers, directly and through nginx, answer the same data from the mirror', async () => {
    const before = (await fakeRequests()).length;
    /** Every server directly, then nginx twice (round robin: both servers), with its JSON. */
    async function everywhere(path: string): Promise<{ from: string; status: number; json: unknown }[]> {
      const answers = [];
      for (const server of SERVERS) answers.push({ from: server, ...(await send(`${server}${path}`)) });
      for (let i = 0; i < 2; i++) answers.push({ from: `nginx #${i + 1}`, ...(await send(site(path))) });
      return answers.map((a) => ({ from: a.from, status: a.status, json: a.status === 200 ? (JSON.parse(a.body) as unknown) : a.body }));
    }
    function expectSame(answers: { from: string; status: number; json: unknown }[], what: string) {
      for (const a of answers) expect(a.status, `${what} from ${a.from}`).toBe(200);
      for (const a of answers.slice(1)) expect(a.json, `${what}: ${a.from} and ${answers[0]!.from}`).toEqual(answers[0]!.json);
    }

    // A race's results, whole: the big race (several LiveLaps pages), the race with riders of one name, an old race.
    const oldRace = season.races.find(
      (r) => eventOf(r).date < addDays(season.today, -1) && r.rows > 0 && ![season.junkRaceId, season.bigRaceId, season.sharedNameRaceId].includes(r.id),
    )!;
    const raceIds = [...new Set([season.bigRaceId, season.sharedNameRaceId, oldRace.id])];
    for (const raceId of raceIds) {
      const answers = await everywhere(`/ll/api/races/${raceId}/results?all=1`);
      expectSame(answers, `results of race ${raceId}`);
      const body = answers[0]!.json as { state: string; total: number; rows: unknown[] };
      const race = season.races.find((r) => r.id === raceId)!;
      expect(body.state, `race ${raceId}`).toBe('ok');
      expect(body.total, `race ${raceId}: every row`).toBe(race.rows);
      expect(body.rows.length, `race ${raceId}: every row, one page`).toBe(race.rows);
    }

    // The racer search: the season's rider and the name two riders share (LiveLaps' users tied to the mirror's riders).
    for (const name of [season.seasonRider.fullName, season.sharedName]) {
      const answers = await everywhere(`/ll/api/racers/search?q=${encodeURIComponent(name)}`);
      expectSame(answers, `racer search "${name}"`);
      const body = answers[0]!.json as { success: boolean; racers: unknown[] };
      expect(body.success).toBe(true);
      expect(body.racers.length, `racers named ${name}`).toBeGreaterThan(0);
    }

    // The races of events older than yesterday are official and held: neither server asked LiveLaps for them.
    const official = raceIds.filter((id) => eventOf(season.races.find((r) => r.id === id)!).date < addDays(season.today, -1));
    const asked = (await fakeRequests()).slice(before).filter((r) => official.some((id) => r.path === resultsPath(id)));
    expect(asked.map((r) => `${r.path}?${new URLSearchParams(r.query)}`), 'results of official races read live').toEqual([]);
    console.log(`same answers from ${SERVERS.length} servers and nginx: results of races ${raceIds.join(', ')} (all rows); racer search of 2 names; no LiveLaps call for the official ones`);
  });

  test(
    'when the syncing server stops, the other takes the sync over',
    async () => {
      expect(state.holder, 'the holder is known').toBeGreaterThanOrEqual(0);
      const stopped = state.holder;
      const other = SERVERS.findIndex((_, i) => i !== stopped);
      const stoppedAt = Date.now();
      process.kill(PIDS[stopped]!, 'SIGTERM');

      let releasedAt = 0;
      let takenAt = 0;
      let last: TLease | null = null;
      while (Date.now() - stoppedAt < TAKEOVER_DEADLINE_MS) {
        last = await lease();
        if (!releasedAt && (last === null || serverOfHolder(last.holder) !== stopped)) releasedAt = Date.now();
        if (last && serverOfHolder(last.holder) === other && last.valid) {
          takenAt = Date.now();
          break;
        }
        await sleep(200);
      }
      expect(takenAt, `the lease after ${TAKEOVER_DEADLINE_MS / 1000} s: ${last?.holder ?? 'none'} (server ${other} is pid ${PIDS[other]})`).toBeGreaterThan(0);

      // The stopped server is gone; the other syncs: today's live race is read again (every 5 s).
      for (const until = Date.now() + 15_000; !(await portIsClosed(SERVERS[stopped]!)); ) {
        expect(Date.now(), `${SERVERS[stopped]} still answers`).toBeLessThan(until);
        await sleep(200);
      }
      // (The stopped server gives the lease back only once its pass is over and it makes no call
      // after: whatever LiveLaps is asked once the lease was seen given back, the other asked.)
      let syncedAt = 0;
      for (const until = Date.now() + 20_000; Date.now() < until; await sleep(500)) {
        const read = firstPageReads(await fakeRequests(), season.liveRaceId).find((at) => at >= releasedAt);
        if (read) {
          syncedAt = read;
          break;
        }
      }
      expect(syncedAt, `the live race ${season.liveRaceId} read by the new holder`).toBeGreaterThan(0);

      // nginx sends everyone to the server left (an answer nginx does not keep: X-Upstream names the server).
      for (let i = 0; i < 2; i++) {
        const answer = await send(site('/ll/api/account/me'));
        expect(answer.status).toBe(200);
        expect(answer.server).toBe(other);
      }
      console.log(
        `SIGTERM to ${SERVERS[stopped]} (pid ${PIDS[stopped]}): lease given back after ${secondsSince(stoppedAt, releasedAt)}, ` +
          `taken by ${SERVERS[other]} after ${secondsSince(stoppedAt, takenAt)}; it read the live race after ${secondsSince(stoppedAt, syncedAt)}`,
      );
    },
    TAKEOVER_DEADLINE_MS + 60_000,
  );
});
