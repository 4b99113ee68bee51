/**
 * Live results pushed (SSE), measured (docs/performance.md "Live results pushed (SSE)",
 * docs/decisions/031):
 *   - CONNECTIONS streams of the live race (/ll/api/races/{id}/live: plain HTTP requests reading
 *     the event stream, as EventSource does), each waiting for its snapshot;
 *   - one change of the race's timing (the test-only route /ll/api/test/laps: the server needs
 *     E2E_TEST_ROUTES=true), and the time until each stream got the `change` event (median, p95,
 *     max: the last is the time until all had it);
 *   - the reads of the race by the server's live feed during WINDOW seconds with all the streams
 *     open (its counters: /ll/api/test/live-feed), against the feed's intervals in that time;
 *   - the subscribers left once the streams are closed (the server must let go of them);
 *   - on LiveLaps (the fake LiveLaps of tests/fakes/livelaps.ts, a live race): the results calls
 *     LiveLaps gets while CONNECTIONS streams of the race stay open for WINDOW seconds.
 *
 * `measureLiveSse(origin)` works on a running server; `benchLiveSse()` starts its own production
 * servers (server.mjs, the build in NEXT_DIST_DIR or .next), each with its own seeded database and
 * the test routes: one on the embedded platform, one on the fake LiveLaps. Run alone:
 * `npx tsx scripts/bench/live-sse.ts [origin]` (with an origin: the embedded measure only).
 */
import { request as httpRequest, type ClientRequest } from 'node:http';
import { LIVE_FEED_POLL_MS, LIVE_POLL_MS } from '../../lib/constants';
import { calendarDay } from '../../lib/i18n/format';
import { fixtures, startFakeLivelaps } from '../../tests/fakes/livelaps';
import { startProductionServer, type TProductionServer } from '../server-harness';

/** The demo data's live race (README "Stable ids"). */
const LIVE_RACE_ID = 4;
/** The fake LiveLaps' race whose scoring is running: Quad Sprint of Tuesday Night Quads. */
const LIVELAPS_RACE = { eventId: 7104, raceId: 88030 };

export type TLiveSseOptions = { raceId?: number; connections?: number; windowSeconds?: number };

export type TLiveSseResult = {
  raceId: number;
  connections: number;
  /** Time until every stream had its snapshot. */
  connectAllMs: number;
  /** From the change being written (the test route's answer) to each stream's `change` event. */
  changeMs: { median: number; p95: number; max: number; received: number };
  /** The feed's reads of the race during the window, with every stream open. */
  reads: { windowSeconds: number; count: number; intervals: number; intervalMs: number; atMostOnePerInterval: boolean };
  /** Subscribers of the race on the server once the streams were closed (expected 0). */
  subscribersAfterClose: number;
};

export type TLiveSseUpstream = {
  raceId: number;
  connections: number;
  windowSeconds: number;
  /** The feed's reads of the race (every LIVE_FEED_POLL_MS, most answered from the adapter's cache). */
  feedReads: number;
  /** Results calls LiveLaps got for the race, the intervals of LIVE_POLL_MS in the window, and the closest two calls. */
  upstream: { resultsCalls: number; intervals: number; intervalMs: number; minGapMs: number | null; atMostOnePerInterval: boolean };
};

type TStream = { snapshot: Promise<string>; changedAt: () => number | null; close: () => void };

/** One stream read like EventSource does: blocks separated by a blank line, `id:` and `event:` fields. */
function openStream(url: string, onChange: () => void): TStream {
  let changedAt: number | null = null;
  let request: ClientRequest | undefined;
  const snapshot = new Promise<string>((resolve, reject) => {
    request = httpRequest(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url}: HTTP ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let at = buffer.indexOf('\n\n'); at >= 0; at = buffer.indexOf('\n\n')) {
          const fields = new Map(
            buffer
              .slice(0, at)
              .split('\n')
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as const),
          );
          buffer = buffer.slice(at + 2);
          if (fields.get('event') === 'snapshot') resolve(fields.get('id') ?? '');
          if (fields.get('event') === 'change' && changedAt === null) {
            changedAt = performance.now();
            onChange();
          }
        }
      });
    });
    request.on('error', (error) => reject(error));
    request.end();
  });
  snapshot.catch(() => undefined);
  return { snapshot, changedAt: () => changedAt, close: () => request?.destroy() };
}

type TFeedStats = { watching: { raceId: number; subscribers: number }[]; reads: Record<string, number> };

async function feedStats(origin: string): Promise<TFeedStats> {
  const response = await fetch(`${origin}/ll/api/test/live-feed`);
  if (!response.ok) throw new Error(`/ll/api/test/live-feed: HTTP ${response.status} (is E2E_TEST_ROUTES=true on the server?)`);
  return (await response.json()) as TFeedStats;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function measureLiveSse(origin: string, { raceId = LIVE_RACE_ID, connections = 200, windowSeconds = 30 }: TLiveSseOptions = {}): Promise<TLiveSseResult> {
  const url = `${origin}/ll/api/races/${raceId}/live`;
  let changes = 0;
  let allChanged: () => void = () => {};
  const everyoneChanged = new Promise<void>((resolve) => (allChanged = resolve));
  const onChange = () => {
    if (++changes === connections) allChanged();
  };

  const started = performance.now();
  const streams = Array.from({ length: connections }, () => openStream(url, onChange));
  try {
    const versions = await Promise.all(streams.map((s) => s.snapshot));
    const connectAllMs = Math.round(performance.now() - started);
    if (new Set(versions).size !== 1) throw new Error(`the streams started from different versions: ${[...new Set(versions)].join(', ')}`);

    const windowStart = { at: performance.now(), reads: (await feedStats(origin)).reads[raceId] ?? 0 };
    const lap = await fetch(`${origin}/ll/api/test/laps`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ raceId }) });
    const changeAt = performance.now();
    if (lap.status !== 201) throw new Error(`/ll/api/test/laps: HTTP ${lap.status} ${await lap.text()}`);
    await Promise.race([everyoneChanged, sleep(15_000)]);
    const latencies = streams
      .map((s) => s.changedAt())
      .filter((at): at is number => at !== null)
      .map((at) => Math.max(0, at - changeAt))
      .sort((a, b) => a - b);

    await sleep(Math.max(0, windowStart.at + windowSeconds * 1000 - performance.now()));
    const windowEnd = { at: performance.now(), reads: (await feedStats(origin)).reads[raceId] ?? 0 };
    const seconds = (windowEnd.at - windowStart.at) / 1000;
    const intervals = Math.ceil((seconds * 1000) / LIVE_FEED_POLL_MS);
    const count = windowEnd.reads - windowStart.reads;

    for (const s of streams) s.close();
    let subscribersAfterClose = Number.NaN;
    for (let i = 0; i < 20; i++) {
      subscribersAfterClose = (await feedStats(origin)).watching.find((w) => w.raceId === raceId)?.subscribers ?? 0;
      if (subscribersAfterClose === 0) break;
      await sleep(250);
    }
    const round = (ms: number) => Math.round(ms);
    return {
      raceId,
      connections,
      connectAllMs,
      changeMs: { median: round(percentile(latencies, 0.5)), p95: round(percentile(latencies, 0.95)), max: round(latencies.at(-1) ?? Number.NaN), received: latencies.length },
      reads: { windowSeconds: Math.round(seconds * 10) / 10, count, intervals, intervalMs: LIVE_FEED_POLL_MS, atMostOnePerInterval: count <= intervals + 1 },
      subscribersAfterClose,
    };
  } finally {
    for (const s of streams) s.close();
  }
}

/** `connections` streams of a race on a running server, each with its snapshot. */
async function openStreams(origin: string, raceId: number, connections: number, onChange: () => void = () => {}): Promise<TStream[]> {
  const streams = Array.from({ length: connections }, () => openStream(`${origin}/ll/api/races/${raceId}/live`, onChange));
  try {
    await Promise.all(streams.map((s) => s.snapshot));
  } catch (error) {
    for (const s of streams) s.close();
    throw error;
  }
  return streams;
}

/** A production server of the build (server.mjs) on a free port, its own database, the test routes on. */
function startServer(name: string, env: Record<string, string> = {}): Promise<TProductionServer> {
  return startProductionServer({ dataDir: `var/bench/db-${name}`, env: { E2E_TEST_ROUTES: 'true', ...env }, readyPath: '/ll/theme.css' });
}

/** The fake LiveLaps and a server on it: `connections` streams of its live race for `windowSeconds`, the upstream calls counted. */
export async function measureLiveSseOnLivelaps({ connections = 200, windowSeconds = 30 }: TLiveSseOptions = {}): Promise<TLiveSseUpstream> {
  const { eventId, raceId } = LIVELAPS_RACE;
  const fake = await startFakeLivelaps();
  // The race runs today (the fixture's day is in the past).
  const today = calendarDay(new Date());
  const event = fixtures.events.find((e) => e.id === eventId)!;
  fake.override(`livelaps/race/${raceId}`, { body: { success: 1, message: { ...fixtures.races[String(raceId)], Event_Date: today } } });
  fake.override(`promoter/event/${eventId}`, { body: { success: 1, message: [{ ...event, eventDate: today }] } });
  let server: TProductionServer | undefined;
  let streams: TStream[] = [];
  try {
    server = await startServer('live-sse-livelaps', { PLATFORM_API_URL: fake.origin });
    const { origin } = server;
    streams = await openStreams(origin, raceId, connections);
    const resultsPath = `livelaps/race/results/${raceId}`;
    const from = fake.requests.length;
    const readsFrom = (await feedStats(origin)).reads[raceId] ?? 0;
    await sleep(windowSeconds * 1000);
    const feedReads = ((await feedStats(origin)).reads[raceId] ?? 0) - readsFrom;
    const calls = fake.requests
      .slice(from)
      .filter((r) => r.path === resultsPath)
      .map((r) => r.at);
    const gaps = calls.slice(1).map((at, i) => at - calls[i]!);
    const intervals = Math.ceil((windowSeconds * 1000) / LIVE_POLL_MS);
    return {
      raceId,
      connections,
      windowSeconds,
      feedReads,
      upstream: {
        resultsCalls: calls.length,
        intervals,
        intervalMs: LIVE_POLL_MS,
        minGapMs: gaps.length > 0 ? Math.min(...gaps) : null,
        atMostOnePerInterval: calls.length <= intervals && gaps.every((gap) => gap >= LIVE_POLL_MS),
      },
    };
  } finally {
    for (const s of streams) s.close();
    await server?.stop();
    await fake.close();
  }
}

/** Both measures, each on production servers of its own. */
export async function benchLiveSse(options: TLiveSseOptions = {}): Promise<{ embedded: TLiveSseResult; livelaps: TLiveSseUpstream }> {
  const server = await startServer('live-sse');
  let embedded: TLiveSseResult;
  try {
    embedded = await measureLiveSse(server.origin, options);
  } finally {
    await server.stop();
  }
  const livelaps = await measureLiveSseOnLivelaps(options);
  return { embedded, livelaps };
}

export function printLiveSse({ embedded: r, livelaps: l }: { embedded?: TLiveSseResult; livelaps?: TLiveSseUpstream }): void {
  if (r) {
    console.log(`
Live results pushed (SSE): ${r.connections} streams of race ${r.raceId}, one change of its timing`);
    console.log(`  all ${r.connections} streams had their snapshot after ${r.connectAllMs} ms`);
    console.log(`  change received by ${r.changeMs.received}/${r.connections}: median ${r.changeMs.median} ms, p95 ${r.changeMs.p95} ms, max ${r.changeMs.max} ms`);
    console.log(
      `  feed reads of the race in ${r.reads.windowSeconds} s: ${r.reads.count} for ${r.reads.intervals} intervals of ${r.reads.intervalMs} ms: ${r.reads.atMostOnePerInterval ? 'one per interval' : 'MORE THAN ONE PER INTERVAL'}`,
    );
    console.log(`  subscribers left after the streams closed: ${r.subscribersAfterClose}`);
  }
  if (l) {
    console.log(`  on LiveLaps (fake), ${l.connections} streams of race ${l.raceId} for ${l.windowSeconds} s: ${l.feedReads} feed reads, ${l.upstream.resultsCalls} results calls to LiveLaps for ${l.upstream.intervals} intervals of ${l.upstream.intervalMs} ms (closest two ${l.upstream.minGapMs ?? '-'} ms apart): ${l.upstream.atMostOnePerInterval ? 'at most one per interval' : 'MORE THAN ONE PER INTERVAL'}`);
  }
}

if (process.argv[1]?.endsWith('live-sse.ts')) {
  const origin = process.argv[2];
  (origin ? measureLiveSse(origin).then((embedded) => ({ embedded })) : benchLiveSse())
    .then((result) => {
      printLiveSse(result);
      console.log(JSON.stringify(result));
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
