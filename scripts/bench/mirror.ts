/**
 * The results mirror on LiveLaps, measured (docs/performance.md "Results mirror", docs/decisions/045),
 * against the strict fake LiveLaps of a whole season (tests/fakes/livelaps-season.ts: promoters 7301
 * and 7302, 12 events, 44 races, a race of 530 riders over capped pages, a slow race, a junk race):
 *
 *   1. a first sync of the season (`createMirrorSync(…).run({ full: true })`, lib/mirror/sync.ts)
 *      into a fresh in-memory database each time, with the fake as it is (a couple of ms a call, the
 *      slow race's results after its default 3 s) and with `LATENCY_MS` more on every call (the
 *      fake's override of each path the season has: a realistic round trip to LiveLaps): calls made,
 *      requests LiveLaps got, wall time, peak calls on the wire (the fake's maxInFlight; the goal is
 *      at most 6), rows copied; median of RUNS each;
 *   2. the participant view and the series page read from the mirror: a production server
 *      (scripts/server-harness.ts) with PLATFORM_API_URL on the fake, MIRROR_SYNC=off (the load does
 *      not race a sync) and its page cache on, as deployed, its embedded database prepared before
 *      it starts (one process per folder): migrated and seeded, the settings' promoters
 *      (`default_promoter` 7301,7302), a series definition of promoter 7301's finished events
 *      (points "motocross", 1 drop) and a first sync. 20 connections for BENCH_DURATION on
 *      `/ll/liveonlivelaps/{rider}` (the season rider, who rode every event) and on
 *      `/ll/series/{id}`, each twice: as visitors get it (the page cache shares one render a
 *      while; the goal for the participant view is p95 < 100 ms) and rendered each time (a session
 *      cookie takes every request past the cache): requests/s, p50, p95 (from every response's
 *      time), p97.5, errors, non-2xx, and the calls LiveLaps got meanwhile; RUNS loads of each,
 *      medians;
 *   3. the server's CPU per render: utime + stime of its process group (/proc/{pid}/stat) before and
 *      after RENDERS sequential requests of the series page, then of the big race's results page
 *      (for comparison), of the participant view and of a content page (the floor of a render),
 *      divided by RENDERS; median of RUNS. Beside it, what the page's read of the mirror costs in
 *      this process on the same data before the server starts (first, then once the reader keeps
 *      the scored races). Back to back, so the port's 1 s read cache
 *      (PLATFORM_READ_CACHE_MS) is shared by the requests of each second, as it is by visitors.
 *
 * `benchMirror()` starts and stops everything it needs; `BENCH_ONLY=mirror npm run bench` runs it
 * alone (var/bench/mirror.json). Knobs: BENCH_MIRROR_RUNS (3), BENCH_MIRROR_LATENCY_MS (100),
 * BENCH_MIRROR_RENDERS (20), BENCH_DURATION (10 s).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import { connect, runMigrations, setupDatabase, type TDatabase } from '../../lib/db/open';
import { seedDemoData } from '../../lib/demo';
import { log } from '../../lib/log';
import { settings } from '../../lib/db/schema/content';
import { mirrorEvents, mirrorRaces, mirrorResultRows, mirrorRiders } from '../../lib/db/schema/mirror';
import { foldName } from '../../lib/mirror/names';
import { createMirrorReader, type TMirrorReader } from '../../lib/mirror/reader';
import { loadSeriesDefinitions } from '../../lib/mirror/series';
import { createMirrorSync, type TSyncProgress, type TSyncSummary } from '../../lib/mirror/sync';
import { livelapsBases } from '../../lib/platform/livelaps/hosts';
import { createUpstream, LIVELAPS_MAX_CONCURRENT } from '../../lib/platform/livelaps/upstream';
import { startFakeSeason, type TFakeSeason, type TSeason } from '../../tests/fakes/livelaps-season';
import { startProductionServer } from '../server-harness';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const RUNS = Math.max(1, Number(process.env.BENCH_MIRROR_RUNS ?? 3));
const LATENCY_MS = Number(process.env.BENCH_MIRROR_LATENCY_MS ?? 100);
const RENDERS = Math.max(1, Number(process.env.BENCH_MIRROR_RENDERS ?? 20));
const CONNECTIONS = 20;
/** A content page of the same server (no platform read): the floor of a render. */
const SHELL_PAGE = '/ll/about-us';
const DATA_DIR = 'var/bench/db-mirror';
/** The series definition the server's database gets (any id the seed does not use on LiveLaps: the mirror's definitions are their own table). */
const SERIES_ID = 9301;
/** Viewers whose browser asks for English (a first visit without a language is sent to the platform's). */
const VIEWER_HEADERS = { 'accept-language': 'en-CA,en;q=0.9' };
/**
 * A viewer the page cache passes to the app (it carries a sign-in session cookie, here one the app
 * does not know: the anonymous page): every request is a render, the figure of a page nobody has
 * asked for within its page-cache time (server/page-cache-routes.mjs).
 */
const RENDER_HEADERS = { ...VIEWER_HEADERS, cookie: 'll_session=bench-not-a-session' };
/** The issue's goals. */
export const MIRROR_GOALS = { maxInFlight: LIVELAPS_MAX_CONCURRENT, participantP95Ms: 100 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* ------------------------------------------------------------------------------------------
 * 1. A first sync of the season
 * ---------------------------------------------------------------------------------------- */

/** Every path of the season the sync may call (the fake's overrides are per exact path, without the query). */
function seasonPaths(season: TSeason): string[] {
  return [
    ...season.promoters.map((p) => `livelaps/promoter/${p.id}/events`),
    ...season.events.map((e) => `livelaps/race/event/${e.id}`),
    ...season.races.flatMap((r) => [`livelaps/race/${r.id}`, `livelaps/race/results/${r.id}`]),
  ];
}

/** A fake season whose every known call takes `latencyMs` more (the delay of an override without an answer of its own). */
async function startSlowerSeason(latencyMs: number): Promise<TFakeSeason> {
  const fake = await startFakeSeason();
  if (latencyMs > 0) for (const path of seasonPaths(fake.season)) fake.override(path, { delayMs: latencyMs });
  return fake;
}

export type TFirstSync = {
  latencyMs: number;
  /** Calls the sync made (its own count) and requests LiveLaps got (retries included). */
  calls: number;
  requests: number;
  /** Of which results pages. */
  resultsRequests: number;
  wallMs: number;
  /** When each phase began, from the start (ms): event lists, race lists, results. */
  phasesMs: Partial<Record<TSyncProgress['phase'], number>>;
  maxInFlight: number;
  events: number;
  races: number;
  resultsRead: number;
  rowsRead: number;
  rowsStored: number;
  riders: number;
  failed: string[];
};

async function countOf(db: TDatabase, table: typeof mirrorResultRows | typeof mirrorRiders | typeof mirrorEvents | typeof mirrorRaces): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/** One first sync into a fresh in-memory database (the database's start is not timed). */
async function firstSync(latencyMs: number): Promise<TFirstSync> {
  const fake = await startSlowerSeason(latencyMs);
  const { db, close } = await connect({});
  try {
    await runMigrations(db, true);
    const upstream = createUpstream({ bases: livelapsBases(fake.origin) });
    const phasesMs: TFirstSync['phasesMs'] = {};
    let started = performance.now();
    const sync = createMirrorSync({ db, upstream, onProgress: (p) => void (phasesMs[p.phase] ??= Math.round(performance.now() - started)) });
    started = performance.now();
    const summary: TSyncSummary = await sync.run({ promoterIds: fake.season.promoters.map((p) => p.id), full: true });
    const wallMs = Math.round(performance.now() - started);
    return {
      latencyMs,
      calls: summary.calls,
      requests: fake.requests.length,
      resultsRequests: fake.requests.filter((r) => r.path.startsWith('livelaps/race/results/')).length,
      wallMs,
      phasesMs,
      maxInFlight: fake.maxInFlight,
      events: await countOf(db, mirrorEvents),
      races: await countOf(db, mirrorRaces),
      resultsRead: summary.resultsRead,
      rowsRead: summary.rows,
      rowsStored: await countOf(db, mirrorResultRows),
      riders: await countOf(db, mirrorRiders),
      failed: summary.failed.map((f) => `${f.what}: ${f.reason}`),
    };
  } finally {
    await close();
    await fake.close();
  }
}

export type TFirstSyncMedians = {
  latencyMs: number;
  runs: TFirstSync[];
  median: { calls: number; requests: number; wallMs: number; maxInFlight: number; rowsStored: number };
};

/** The junk race's read fails on every sync, as it should (counted in `failed`): its warnings are not printed. */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const level = log.level;
  log.level = 'error';
  try {
    return await run();
  } finally {
    log.level = level;
  }
}

async function firstSyncs(latencyMs: number): Promise<TFirstSyncMedians> {
  const runs: TFirstSync[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await quietly(() => firstSync(latencyMs)));
  const m = (pick: (r: TFirstSync) => number) => median(runs.map(pick));
  return {
    latencyMs,
    runs,
    median: { calls: m((r) => r.calls), requests: m((r) => r.requests), wallMs: m((r) => r.wallMs), maxInFlight: m((r) => r.maxInFlight), rowsStored: m((r) => r.rowsStored) },
  };
}

/* ------------------------------------------------------------------------------------------
 * 2. and 3. A production server reading the mirror
 * ---------------------------------------------------------------------------------------- */

/** The server's database, before it starts: migrated, seeded, the promoters, a series definition, a first sync. */
async function prepareServerDatabase(fake: TFakeSeason) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const started = performance.now();
  const { db, close } = await connect({ dataDir: DATA_DIR });
  try {
    await setupDatabase(db, { usesPglite: true, seed: seedDemoData });
    const promoterIds = fake.season.promoters.map((p) => p.id);
    const value = promoterIds.join(',');
    await db.insert(settings).values({ name: 'default_promoter', value }).onConflictDoUpdate({ target: settings.name, set: { value } });
    const events = fake.season.events.filter((e) => e.promoterId === 7301 && e.kind === 'finished');
    await loadSeriesDefinitions(db, {
      series: [{ id: SERIES_ID, name: 'Northern Trails Championship', season: Number(events[0]!.date.slice(0, 4)), promoterId: 7301, events: events.map((e) => e.id), points: 'motocross', drops: 1 }],
    });
    const summary = await quietly(() => createMirrorSync({ db, upstream: createUpstream({ bases: livelapsBases(fake.origin) }) }).run({ promoterIds, full: true }));
    const riders = await db.select({ id: mirrorRiders.id }).from(mirrorRiders).where(eq(mirrorRiders.nameKey, foldName(fake.season.seasonRider.fullName)));
    if (riders.length !== 1) throw new Error(`the season rider (${fake.season.seasonRider.fullName}) is ${riders.length} riders in the mirror`);
    const riderId = riders[0]!.id;
    const prepareMs = Math.round(performance.now() - started);
    const reads = await mirrorReads(db, riderId, fake.season.bigRaceId);
    return { riderId, seriesEvents: events.length, syncRows: summary.rows, syncFailed: summary.failed.length, prepareMs, reads };
  } finally {
    await close();
  }
}

export type TMirrorRead = { coldMs: number; warmMs: number };

/**
 * What the pages' reads of the mirror cost, in this process on the same data (PGlite): the first
 * (every race scored) and then the median of RENDERS more (the scored races kept by the reader, as
 * in a running server once the port's 1 s read cache has expired).
 */
async function mirrorReads(db: TDatabase, riderId: number, bigRaceId: number): Promise<Record<'participant' | 'series' | 'bigRace', TMirrorRead>> {
  // A reader of its own for each page: the first read scores every race it needs.
  const time = async (page: (reader: TMirrorReader) => Promise<unknown>): Promise<TMirrorRead> => {
    const reader = createMirrorReader({ getDb: async () => db });
    const read = () => page(reader);
    let started = performance.now();
    if (!(await read())) throw new Error('a read of the mirror found nothing');
    const coldMs = round1(performance.now() - started);
    const warm: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      started = performance.now();
      await read();
      warm.push(performance.now() - started);
    }
    return { coldMs, warmMs: round1(median(warm)) };
  };
  return {
    series: await time((reader) => reader.seriesStandings(SERIES_ID, 'final')),
    bigRace: await time((reader) => reader.raceResults(bigRaceId)),
    participant: await time((reader) => reader.racerProfile(riderId)),
  };
}

export type TMirrorLoad = { rps: number; requests: number; p50: number; p95: number; p97_5: number; p99: number; errors: number; timeouts: number; non2xx: number; livelapsRequests: number };
export type TMirrorLoads = { path: string; htmlBytes: number; runs: TMirrorLoad[]; median: TMirrorLoad };

/** RUNS loads of a page, and the median of each figure. */
async function loadPageRuns(origin: string, path: string, fake: TFakeSeason, headers: Record<string, string>): Promise<TMirrorLoads> {
  const htmlBytes = (await (await fetch(`${origin}${path}`, { headers })).arrayBuffer()).byteLength;
  const runs: TMirrorLoad[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await loadPage(origin, path, fake, headers));
  const m = (key: keyof TMirrorLoad) => round1(median(runs.map((r) => r[key])));
  return {
    path,
    htmlBytes,
    runs,
    median: { rps: m('rps'), requests: m('requests'), p50: m('p50'), p95: m('p95'), p97_5: m('p97_5'), p99: m('p99'), errors: m('errors'), timeouts: m('timeouts'), non2xx: m('non2xx'), livelapsRequests: m('livelapsRequests') },
  };
}

/** CONNECTIONS connections for DURATION_S on a page; p50 and p95 from every response's time. */
async function loadPage(origin: string, path: string, fake: TFakeSeason, headers: Record<string, string>): Promise<TMirrorLoad> {
  // The renders a run left queued on the server (autocannon stops waiting at its end) finish first.
  await sleep(2000);
  const from = fake.requests.length;
  const times: number[] = [];
  const run = autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: DURATION_S, headers }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  run.on('response', (_client, _status, _bytes, ms) => void times.push(ms));
  const result = await run;
  times.sort((a, b) => a - b);
  const latency = result.latency as unknown as Record<string, number>;
  return {
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    p50: round1(percentile(times, 0.5)),
    p95: round1(percentile(times, 0.95)),
    p97_5: latency.p97_5 ?? 0,
    p99: round1(percentile(times, 0.99)),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    livelapsRequests: fake.requests.length - from,
  };
}

const TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (ms) of every process of a process group (the server runs in one of its own). */
function groupCpuMs(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command's closing parenthesis: state, ppid, pgrp, …, utime (12th), stime (13th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_S;
}

export type TRenderCpu = { path: string; renders: number; runs: { cpuMsPerRender: number; wallMsPerRender: number }[]; medianCpuMs: number; medianWallMs: number };

/** RENDERS sequential requests of a page, RUNS times: the server's CPU per render. */
async function renderCpu(origin: string, pid: number, path: string): Promise<TRenderCpu> {
  const get = async () => {
    const response = await fetch(`${origin}${path}`, { headers: RENDER_HEADERS });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  };
  for (let i = 0; i < 3; i++) await get();
  const runs: TRenderCpu['runs'] = [];
  for (let r = 0; r < RUNS; r++) {
    const cpuBefore = groupCpuMs(pid);
    const started = performance.now();
    for (let i = 0; i < RENDERS; i++) await get();
    const wall = performance.now() - started;
    runs.push({ cpuMsPerRender: round1((groupCpuMs(pid) - cpuBefore) / RENDERS), wallMsPerRender: round1(wall / RENDERS) });
  }
  return { path, renders: RENDERS, runs, medianCpuMs: median(runs.map((x) => x.cpuMsPerRender)), medianWallMs: median(runs.map((x) => x.wallMsPerRender)) };
}

async function expectPage(origin: string, path: string, text: string): Promise<void> {
  const response = await fetch(`${origin}${path}`, { headers: VIEWER_HEADERS, redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200 || !html.includes(text)) throw new Error(`${path}: HTTP ${response.status}${response.status === 200 ? `, without "${text}"` : ''}: the section would measure something else`);
}

async function benchServer() {
  const fake = await startFakeSeason();
  try {
    const prepared = await prepareServerDatabase(fake);
    const server = await startProductionServer({
      dataDir: DATA_DIR,
      keepData: true,
      // The page cache as deployed (on); the loads "rendered" and the CPU figures pass it.
      env: { PLATFORM_API_URL: fake.origin, MIRROR_SYNC: 'off' },
      readyPath: '/ll/theme.css',
    });
    try {
      const { season } = fake;
      const bigRace = season.race(season.bigRaceId)!;
      const pages = {
        participant: `/ll/liveonlivelaps/${prepared.riderId}`,
        series: `/ll/series/${SERIES_ID}`,
        bigRace: `/ll/results/${bigRace.eventId}?race=${bigRace.id}`,
      };
      await expectPage(server.origin, pages.participant, season.seasonRider.fullName.split(' ')[0]!);
      await expectPage(server.origin, pages.series, 'Northern Trails Championship');
      await expectPage(server.origin, pages.bigRace, bigRace.name.split(' ')[0]!);
      const participant = await loadPageRuns(server.origin, pages.participant, fake, VIEWER_HEADERS);
      const participantRendered = await loadPageRuns(server.origin, pages.participant, fake, RENDER_HEADERS);
      const series = await loadPageRuns(server.origin, pages.series, fake, VIEWER_HEADERS);
      const seriesRendered = await loadPageRuns(server.origin, pages.series, fake, RENDER_HEADERS);
      await sleep(2000);
      const cpu = {
        series: await renderCpu(server.origin, server.pid, pages.series),
        bigRace: await renderCpu(server.origin, server.pid, pages.bigRace),
        participant: await renderCpu(server.origin, server.pid, pages.participant),
        shell: await renderCpu(server.origin, server.pid, SHELL_PAGE),
      };
      return { prepared, bigRaceRows: season.rowsOf(bigRace.id).length, participant, participantRendered, series, seriesRendered, cpu };
    } finally {
      await server.stop();
    }
  } finally {
    await fake.close();
  }
}

/* ------------------------------------------------------------------------------------------
 * The section
 * ---------------------------------------------------------------------------------------- */

export async function benchMirror() {
  mkdirSync('var/bench', { recursive: true });
  const load: number[] = [];
  const sample = () => void load.push(loadavg()[0]!);
  sample();
  const sampler = setInterval(sample, 5000);
  try {
    const started = performance.now();
    const sync = { fake: await firstSyncs(0), latency: await firstSyncs(LATENCY_MS) };
    const server = await benchServer();
    sample();
    return {
      runs: RUNS,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      goals: MIRROR_GOALS,
      loadAverage1m: { min: round1(Math.min(...load)), median: round1(median(load)), max: round1(Math.max(...load)), samples: load.length },
      seconds: Math.round((performance.now() - started) / 1000),
      sync,
      server,
    };
  } finally {
    clearInterval(sampler);
  }
}

export function printMirror(result: Awaited<ReturnType<typeof benchMirror>>) {
  const { sync, server, goals } = result;
  const l = result.loadAverage1m;
  console.log(`\nResults mirror (the strict fake LiveLaps season; medians of ${result.runs} runs; load average ${l.min}–${l.max}, median ${l.median}; ${result.seconds} s)`);
  console.log('  first sync of the season          calls  requests   wall s  peak on the wire  rows copied  failed');
  for (const s of [sync.fake, sync.latency]) {
    const name = s.latencyMs === 0 ? 'fake as is (slow race 3 s)' : `+${s.latencyMs} ms a call`;
    const failed = median(s.runs.map((r) => r.failed.length));
    console.log(
      `  ${name.padEnd(32)} ${String(s.median.calls).padStart(6)} ${String(s.median.requests).padStart(9)} ${(s.median.wallMs / 1000).toFixed(1).padStart(8)} ${`${s.median.maxInFlight} (≤ ${goals.maxInFlight}${s.median.maxInFlight <= goals.maxInFlight ? ' ✔' : ' ✘'})`.padStart(17)} ${String(s.median.rowsStored).padStart(12)} ${String(failed).padStart(7)}`,
    );
    console.log(`    runs: ${s.runs.map((r) => `${(r.wallMs / 1000).toFixed(1)} s (results from ${((r.phasesMs.results ?? 0) / 1000).toFixed(1)} s), ${r.maxInFlight} on the wire`).join('; ')}`);
  }
  console.log(`  server's mirror: rider ${server.prepared.riderId}, series ${SERIES_ID} (${server.prepared.seriesEvents} events), prepared in ${(server.prepared.prepareMs / 1000).toFixed(1)} s`);
  console.log(`  page (${result.connections} conn., ${result.durationSeconds} s, median of ${result.runs})     req/s   p50 ms   p95 ms  p97.5 ms  errors  non-2xx  LiveLaps calls  HTML kB`);
  for (const [name, page] of [
    ['participant view', server.participant],
    ['  rendered each time', server.participantRendered],
    ['series page', server.series],
    ['  rendered each time', server.seriesRendered],
  ] as const) {
    const r = page.median;
    const goal = name === 'participant view' ? (r.p95 < goals.participantP95Ms ? ' ✔' : ` ✘ (goal < ${goals.participantP95Ms})`) : '';
    console.log(
      `  ${`${name} ${page.path}`.padEnd(38)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(8)} ${`${r.p95}${goal}`.padStart(8)} ${String(r.p97_5).padStart(9)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.livelapsRequests).padStart(15)} ${(page.htmlBytes / 1024).toFixed(0).padStart(8)}`,
    );
    console.log(`    runs: ${page.runs.map((x) => `${x.rps} req/s, p95 ${x.p95} ms`).join('; ')}`);
  }
  console.log(`  server CPU per render (${server.cpu.series.renders} sequential requests, median of ${result.runs})`);
  const reads = server.prepared.reads;
  for (const [c, read] of [
    [server.cpu.series, reads.series],
    [server.cpu.bigRace, reads.bigRace],
    [server.cpu.participant, reads.participant],
    [server.cpu.shell, null],
  ] as const) {
    const mirror = read ? `; its read of the mirror in process: ${read.coldMs} ms first, ${read.warmMs} ms then` : '; no platform read';
    console.log(`    ${c.path.padEnd(36)} ${String(c.medianCpuMs).padStart(7)} ms CPU, ${String(c.medianWallMs).padStart(7)} ms wall (runs: ${c.runs.map((x) => x.cpuMsPerRender).join(', ')})${mirror}`);
  }
}
