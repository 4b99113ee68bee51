/**
 * Performance benchmark: `npm run build && npm run bench`.
 *
 * Starts the production server on a free port with its own seeded embedded database, then
 * measures with autocannon (loopback only, bounded in time):
 *   - a static file of the app (the ceiling for this machine),
 *   - each page of BENCH_PAGES (requests/s and latency),
 *   - the JavaScript each page ships (sum of the gzipped script chunks it loads),
 *   - the results page of a live race on LiveLaps: a second production server with PLATFORM_API_URL
 *     pointing at the fake LiveLaps (tests/fakes/livelaps.ts), and the upstream calls per page view.
 *   - live results pushed: 200 event streams of the live race and one change (scripts/bench/live-sse.ts).
 * Prints a table and writes var/bench/results.json. Timings on a shared machine are noisy: compare
 * ratios, and run it twice. `BENCH_ONLY=livelaps npm run bench` runs the LiveLaps section alone
 * (var/bench/livelaps.json), `BENCH_ONLY=crowd` the crowd section, `BENCH_ONLY=memory` the memory
 * of the server at rest and through 10 minutes of load (scripts/bench/memory.ts; not in the full run),
 * `BENCH_ONLY=mirror` the results mirror on LiveLaps (scripts/bench/mirror.ts: a first sync of the
 * strict fake's season, the participant view and the series page read from the mirror, the server's
 * CPU per render; var/bench/mirror.json; about 2.5 minutes, not in the full run), `BENCH_ONLY=gate`
 * the gate (scripts/bench/gate.ts: 20 phones checking in at once, the gate page of an event of
 * 2,000 spectators; var/bench/gate.json; not in the full run).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { LIVE_POLL_MS } from '../lib/constants';
import { calendarDay } from '../lib/i18n/format';
import { fixtures, startFakeLivelaps } from '../tests/fakes/livelaps';
import { benchCrowd, printCrowd } from './bench/crowd';
import { benchGate, printGate } from './bench/gate';
import { benchJsFloor } from './bench/js-floor';
import { benchLiveSse, printLiveSse } from './bench/live-sse';
import { benchMemory, printMemory } from './bench/memory';
import { benchMirror, printMirror } from './bench/mirror';
import { benchPhone, printPhone } from './bench/phone';
import { benchPageSizes, domNodes, TABLE_PAGES } from './bench/page-size';
import { startProductionServer, type TProductionServer } from './server-harness';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const STATIC_FILE = process.env.BENCH_STATIC ?? '/ll/uploads/branding/oorra-logo.svg';
const PAGES = (process.env.BENCH_PAGES ?? '/ll,/ll/fr/news,/ll/faqs,/ll/es/rules').split(',');

type TLoad = { rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number };

/** What a browser sends: pages and files may come compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function load(url: string, connections: number, headers: Record<string, string> = {}): Promise<TLoad> {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  const latency = result.latency as unknown as Record<string, number>;
  return {
    rps: Math.round(result.requests.average),
    p50: latency.p50 ?? 0,
    p95: latency.p97_5 ?? latency.p95 ?? 0,
    p99: latency.p99 ?? 0,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** The scripts a modern browser runs on a page: `noModule` polyfills are skipped by it, so they are not counted. */
async function pageScripts(origin: string, path: string): Promise<string[]> {
  const html = await (await fetch(`${origin}${path}`)).text();
  return [...html.matchAll(/<script([^>]*)>/g)].filter((m) => !/nomodule/i.test(m[1]!)).flatMap((m) => /src="([^"]+)"/.exec(m[1]!)?.[1] ?? []);
}

/** The largest script of a page, loaded as browsers fetch it (server/static-assets.mjs compresses it once). */
async function loadLargestScript(origin: string, path: string): Promise<TLoad & { script: string; bytes: number }> {
  const sizes = await Promise.all(
    [...new Set(await pageScripts(origin, path))].map(async (src) => ({ src, bytes: (await (await fetch(new URL(src, origin))).arrayBuffer()).byteLength })),
  );
  const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0]!;
  return { script: largest.src, bytes: largest.bytes, ...(await load(new URL(largest.src, origin).href, 50, BROWSER_HEADERS)) };
}

async function shippedJs(origin: string, path: string): Promise<{ scripts: number; gzipBytes: number }> {
  const sources = await pageScripts(origin, path);
  let gzipBytes = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    gzipBytes += gzipSync(body).length;
  }
  return { scripts: new Set(sources).size, gzipBytes };
}

const RESULTS_PAGE = process.env.BENCH_RESULTS_PAGE ?? '/ll/results/7?race=99';

/** Requests that differ only by a query value, so each one is rendered (not served from a cache). */
async function loadUncached(urlBase: string, connections: number): Promise<TLoad> {
  let n = 0;
  // Unique per run too: a page rendered by an earlier run may still be in the page cache.
  const run = Date.now().toString(36);
  const result = await autocannon({
    url: urlBase,
    connections,
    duration: DURATION_S,
    requests: [{ setupRequest: (req) => ({ ...req, path: `${req.path ?? ''}&nocache=${run}-${++n}` }) }],
  });
  const latency = result.latency as unknown as Record<string, number>;
  return { rps: Math.round(result.requests.average), p50: latency.p50 ?? 0, p95: latency.p97_5 ?? 0, p99: latency.p99 ?? 0, errors: result.errors, non2xx: result.non2xx };
}

async function benchResults(origin: string) {
  const url = `${origin}${RESULTS_PAGE}`;
  await fetch(url);
  const cached = await load(url, 50);
  const cachedGzip = await load(url, 50, BROWSER_HEADERS);
  const uncached = await loadUncached(url, 20);
  const js = await shippedJs(origin, RESULTS_PAGE);
  const nodes = await domNodes(url);
  // CSV: server time of whole-race exports (the app reports it in Server-Timing), median of 15.
  const csvTimes: number[] = [];
  let csvRows = 0;
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    // The API refuses unknown parameters, so the same URL each time: the scored race is cached,
    // the CSV of all 1,000 rows is built on every request.
    const response = await fetch(`${origin}/ll/api/races/99/results.csv`);
    const text = await response.text();
    const serverTiming = /total;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    csvTimes.push(serverTiming ? Number(serverTiming[1]) : performance.now() - started);
    csvRows = text.trim().split('\n').length - 1;
  }
  csvTimes.sort((a, b) => a - b);
  const live = await fetch(`${origin}/ll/api/races/4/results`);
  const etag = live.headers.get('etag') ?? '';
  const again = await fetch(`${origin}/ll/api/races/4/results`, { headers: { 'if-none-match': etag } });
  return {
    cached,
    cachedGzip,
    uncached,
    jsFiles: js.scripts,
    jsGzipBytes: js.gzipBytes,
    domNodes: nodes,
    csvMedianMs: Math.round(csvTimes[Math.floor(csvTimes.length / 2)]! * 10) / 10,
    csvRuns: csvTimes.length,
    csvRows,
    notModifiedStatus: again.status,
  };
}

/** A page to compare the trackside pages' JavaScript with: the shell and a short content page. */
const SHELL_PAGE = process.env.BENCH_SHELL_PAGE ?? '/ll/about-us';
const TRACKSIDE_SEARCH_PAGE = '/ll/liveonlivelaps?q=gagne';
const TRACKSIDE_RIDER_PAGE = '/ll/liveonlivelaps/1';
/** Criteria a crowd at the track would type: names, plates, provinces (both search types). */
const SEARCH_QUERIES = ['q=gagne', 'q=tremblay', 'q=roy', 'q=1', 'q=34', 'q=emile', 'q=QC&by=state', 'q=ontario&by=state', 'q=levis&by=state', 'q=dube', 'q=pare', 'q=martin'];

/**
 * Criteria not asked before: name starts, plates and places in a rotation of about 2,800, so the
 * search's 30 s answer cache rarely helps and each request costs a database search.
 */
const FRESH_SEARCH_QUERIES = (() => {
  const starts = ['ga', 'tre', 'bel', 'cot', 'bou', 'gau', 'lev', 'pel', 'ber', 'leb', 'men', 'the', 'des', 'bea', 'fre', 'par', 'bed', 'lef', 'gel', 'her', 'bru', 'lac', 'gir', 'poi', 'dub', 'mor', 'car', 'for', 'gos', 'vez', 'tur', 'dam', 'seg', 'cha', 'smi', 'jon', 'wil', 'bro', 'mar', 'mac', 'emi', 'ale', 'jul', 'sam', 'luc', 'noa', 'oli', 'lia', 'eth', 'ma'];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const names = starts.flatMap((start) => [start, ...Array.from(letters, (letter) => `${start}${letter}`)]).map((q) => `q=${q}`);
  const plates = Array.from({ length: 999 }, (_, i) => `q=${i + 1}`);
  const places = ['on', 'qc', 'ont', 'que', 'mon', 'tro', 'sai', 'lav', 'gat', 'she', 'rim', 'sud', 'ott', 'tor', 'kin', 'bar'].flatMap((start) => [start, ...Array.from('aeiou', (v) => `${start}${v}`)]).map((q) => `q=${q}&by=state`);
  // Interleaved, so every stretch of the run mixes the three kinds.
  const all = [names, plates, places];
  return Array.from({ length: Math.max(...all.map((a) => a.length)) }, (_, i) => all.map((a) => a[i])).flat().filter((q): q is string => q !== undefined);
})();

/** Lighthouse (mobile preset: emulated phone, slow 4G, 4x CPU slowdown) performance and accessibility scores. */
async function lighthouseScores(url: string): Promise<{ performance: number; accessibility: number } | null> {
  if (process.env.BENCH_LIGHTHOUSE === '0') return null;
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const categories = result?.lhr.categories;
    return { performance: Math.round((categories?.performance?.score ?? 0) * 100), accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100) };
  } finally {
    await chrome.kill();
  }
}

/** Trackside (issue: search API under load, JavaScript over the shell's, Lighthouse mobile of both pages). */
async function benchTrackside(origin: string) {
  for (const q of SEARCH_QUERIES) await fetch(`${origin}/ll/api/racers/search?${q}`);
  let n = 0;
  const result = await autocannon({
    url: `${origin}/ll/api/racers/search?q=gagne`,
    connections: 20,
    duration: DURATION_S,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/ll/api/racers/search?${SEARCH_QUERIES[n++ % SEARCH_QUERIES.length]}` }) }],
  });
  const latency = result.latency as unknown as Record<string, number>;
  let m = 0;
  const fresh = await autocannon({
    url: `${origin}/ll/api/racers/search?q=ga`,
    connections: 20,
    duration: DURATION_S,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/ll/api/racers/search?${FRESH_SEARCH_QUERIES[m++ % FRESH_SEARCH_QUERIES.length]}` }) }],
  });
  const freshLatency = fresh.latency as unknown as Record<string, number>;
  const [shell, search, rider] = await Promise.all([shippedJs(origin, SHELL_PAGE), shippedJs(origin, TRACKSIDE_SEARCH_PAGE), shippedJs(origin, TRACKSIDE_RIDER_PAGE)]);
  const searchLh = await lighthouseScores(`${origin}${TRACKSIDE_SEARCH_PAGE}`);
  const riderLh = await lighthouseScores(`${origin}${TRACKSIDE_RIDER_PAGE}`);
  return {
    searchApi: { rps: Math.round(result.requests.average), p50: latency.p50 ?? 0, p90: latency.p90 ?? 0, p97_5: latency.p97_5 ?? 0, p99: latency.p99 ?? 0, non2xx: result.non2xx, errors: result.errors },
    searchApiFresh: {
      rps: Math.round(fresh.requests.average),
      requests: fresh.requests.total,
      distinctCriteria: Math.min(m, FRESH_SEARCH_QUERIES.length),
      p50: freshLatency.p50 ?? 0,
      p90: freshLatency.p90 ?? 0,
      p97_5: freshLatency.p97_5 ?? 0,
      p99: freshLatency.p99 ?? 0,
      non2xx: fresh.non2xx,
      errors: fresh.errors,
    },
    js: { shellGzipBytes: shell.gzipBytes, searchGzipBytes: search.gzipBytes, riderGzipBytes: rider.gzipBytes },
    lighthouse: { search: searchLh, rider: riderLh },
  };
}

/* ------------------------------------------------------------------------------------------
 * LiveLaps: the results page of a live race rendered through the adapter, against the fake.
 * ---------------------------------------------------------------------------------------- */

/** The live race: Quad Sprint (88030) of Tuesday Night Quads (7104), whose scoring is running. */
const LIVE_RACE = { eventId: 7104, raceId: 88030 };
const LIVE_RESULTS_PAGE = `/ll/results/${LIVE_RACE.eventId}?race=${LIVE_RACE.raceId}`;
const LIVE_VIEWERS = 50;
const LIVE_VIEWERS_SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 16);
/**
 * Viewers whose browser asks for English: without a language, a first visit is sent to the
 * platform's language (a redirect; README "Connect to LiveLaps"), which is not what is measured.
 */
const VIEWER_HEADERS = { 'accept-language': 'en-CA,en;q=0.9' };

async function benchLivelaps() {
  const fake = await startFakeLivelaps();
  // The race runs today (the fixture's day is in the past): its header and its event say so.
  const today = calendarDay(new Date());
  const event = fixtures.events.find((e) => e.id === LIVE_RACE.eventId)!;
  fake.override(`livelaps/race/${LIVE_RACE.raceId}`, { body: { success: 1, message: { ...fixtures.races[String(LIVE_RACE.raceId)], Event_Date: today } } });
  fake.override(`promoter/event/${LIVE_RACE.eventId}`, { body: { success: 1, message: [{ ...event, eventDate: today }] } });

  const server = await startProductionServer({ dataDir: 'var/bench/db-livelaps', env: { PLATFORM_API_URL: fake.origin }, readyPath: '/ll/theme.css' });
  const { origin } = server;
  try {
    const first = await (await fetch(`${origin}${LIVE_RESULTS_PAGE}`, { headers: VIEWER_HEADERS, redirect: 'manual' })).text();
    if (!first.includes('data-testid="live-badge"')) throw new Error(`${LIVE_RESULTS_PAGE} does not show a live race: the section would measure something else`);
    const resultsPath = `livelaps/race/results/${LIVE_RACE.raceId}`;

    /** The requests LiveLaps got from `from` on (the fake's overrides stay). */
    const since = (from: number) => fake.requests.slice(from);

    // Throughput of the page, each view rendered by the app (a live race is never page-cached).
    let from = fake.requests.length;
    const page = await load(`${origin}${LIVE_RESULTS_PAGE}`, 20, VIEWER_HEADERS);
    const views = Math.round(page.rps * DURATION_S);
    const upstream = { total: since(from).length, results: since(from).filter((r) => r.path === resultsPath).length };

    // 50 viewers of the live race at once, and the polls of their open pages (/api/races/{id}/version,
    // a route handler): how often LiveLaps is asked for its results.
    from = fake.requests.length;
    const [crowd, polls] = await Promise.all([
      autocannon({ url: `${origin}${LIVE_RESULTS_PAGE}`, connections: LIVE_VIEWERS, duration: LIVE_VIEWERS_SECONDS, headers: VIEWER_HEADERS }),
      autocannon({ url: `${origin}/ll/api/races/${LIVE_RACE.raceId}/version`, connections: LIVE_VIEWERS, duration: LIVE_VIEWERS_SECONDS, headers: VIEWER_HEADERS }),
    ]);
    const calls = since(from)
      .filter((r) => r.path === resultsPath)
      .map((r) => r.at);
    const gaps = calls.slice(1).map((at, i) => at - calls[i]!);
    const intervals = Math.ceil((LIVE_VIEWERS_SECONDS * 1000) / LIVE_POLL_MS);
    return {
      page: LIVE_RESULTS_PAGE,
      rendered20: { ...page, views, upstreamCalls: upstream.total, upstreamResultsCalls: upstream.results, upstreamCallsPerView: views > 0 ? upstream.total / views : 0 },
      viewers50: {
        seconds: LIVE_VIEWERS_SECONDS,
        pageViews: crowd.requests.total,
        polls: polls.requests.total,
        non2xx: crowd.non2xx + polls.non2xx,
        resultsCalls: calls.length,
        refreshIntervals: intervals,
        minGapMs: gaps.length > 0 ? Math.min(...gaps) : null,
        atMostOnePerInterval: calls.length <= intervals && gaps.every((gap) => gap >= LIVE_POLL_MS),
      },
    };
  } finally {
    await server.stop();
    await fake.close();
  }
}

function printLivelaps(livelaps: Awaited<ReturnType<typeof benchLivelaps>>) {
  const { rendered20: r, viewers50: v } = livelaps;
  console.log(`
LiveLaps: results page of a live race through the adapter (${livelaps.page}, fake LiveLaps on loopback)`);
  console.log(`  rendered (20 conn.): ${r.rps} req/s, p50 ${r.p50} ms, p97.5 ${r.p95} ms, non-2xx ${r.non2xx}`);
  console.log(`  upstream calls: ${r.upstreamCalls} for about ${r.views} page views (${r.upstreamCallsPerView.toFixed(4)} per view), of which ${r.upstreamResultsCalls} results calls`);
  console.log(
    `  ${LIVE_VIEWERS} viewers for ${v.seconds} s: ${v.pageViews} page views and ${v.polls} polls, ${v.resultsCalls} results calls for ${v.refreshIntervals} refresh intervals of ${LIVE_POLL_MS} ms (closest two ${v.minGapMs ?? '-'} ms apart): ${v.atMostOnePerInterval ? 'at most one per interval' : 'MORE THAN ONE PER INTERVAL'}`,
  );
}

/**
 * The production server of `npm start` (Next.js behind the page cache, server.mjs) on a free port
 * with a fresh embedded database in `dataDir`, ready. E2E_TEST_ROUTES: the page cache's counts
 * (renders) for the crowd section.
 */
async function startBenchServer(dataDir: string): Promise<TProductionServer> {
  mkdirSync('var/bench', { recursive: true });
  return startProductionServer({ dataDir, env: { E2E_TEST_ROUTES: 'true' } });
}

async function main(): Promise<void> {
  if (process.env.BENCH_ONLY === 'crowd') {
    // The crowd section alone, against a server of its own (BENCH_ONLY=crowd npm run bench).
    const { origin, stop } = await startBenchServer('var/bench/db-crowd');
    try {
      const crowd = await benchCrowd(origin, { home: '/ll', calendar: '/ll/event-calendar', 'finished results': RESULTS_PAGE, 'live results': '/ll/results/3?race=4' }, STATIC_FILE);
      writeFileSync('var/bench/crowd.json', `${JSON.stringify({ date: new Date().toISOString(), crowd }, null, 2)}\n`);
      printCrowd(crowd);
    } finally {
      await stop();
    }
    return;
  }
  if (process.env.BENCH_ONLY === 'memory') {
    // The memory section alone (BENCH_ONLY=memory npm run bench): long, so not part of the full run.
    mkdirSync('var/bench', { recursive: true });
    const memory = await benchMemory();
    writeFileSync('var/bench/memory.json', `${JSON.stringify({ date: new Date().toISOString(), memory }, null, 2)}\n`);
    printMemory(memory);
    console.log('\nwritten to var/bench/memory.json');
    return;
  }
  if (process.env.BENCH_ONLY === 'phone') {
    // The race-day pages on a phone alone (BENCH_ONLY=phone npm run bench): Lighthouse mobile and screenshots.
    mkdirSync('var/bench', { recursive: true });
    const phone = await benchPhone();
    writeFileSync('var/bench/phone.json', `${JSON.stringify({ date: new Date().toISOString(), phone }, null, 2)}\n`);
    printPhone(phone);
    console.log('\nwritten to var/bench/phone.json and docs/screenshots/');
    return;
  }
  if (process.env.BENCH_ONLY === 'gate') {
    // The gate alone (BENCH_ONLY=gate npm run bench): 20 phones checking in at once, the gate page of 2,000 spectators.
    mkdirSync('var/bench', { recursive: true });
    const gate = await benchGate();
    writeFileSync('var/bench/gate.json', `${JSON.stringify({ date: new Date().toISOString(), gate }, null, 2)}\n`);
    printGate(gate);
    console.log('\nwritten to var/bench/gate.json');
    return;
  }
  if (process.env.BENCH_ONLY === 'mirror') {
    // The results mirror alone (BENCH_ONLY=mirror npm run bench): first syncs, a server reading the mirror.
    const mirror = await benchMirror();
    writeFileSync('var/bench/mirror.json', `${JSON.stringify({ date: new Date().toISOString(), mirror }, null, 2)}\n`);
    printMirror(mirror);
    console.log('\nwritten to var/bench/mirror.json');
    return;
  }
  if (process.env.BENCH_ONLY === 'livelaps') {
    mkdirSync('var/bench', { recursive: true });
    const livelaps = await benchLivelaps();
    writeFileSync('var/bench/livelaps.json', `${JSON.stringify({ date: new Date().toISOString(), durationSeconds: DURATION_S, livelaps }, null, 2)}\n`);
    printLivelaps(livelaps);
    console.log('\nwritten to var/bench/livelaps.json');
    return;
  }
  const { origin, stop } = await startBenchServer('var/bench/db');
  try {
    // Warm up every page once (first render compiles caches, first DB reads).
    for (const p of PAGES) await fetch(`${origin}${p}`);

    const staticFile = await load(`${origin}${STATIC_FILE}`, 50);
    const staticFileGzip = await load(`${origin}${STATIC_FILE}`, 50, BROWSER_HEADERS);
    const largestScript = await loadLargestScript(origin, '/ll/contact-us');
    const pages: Record<string, TLoad & { jsScripts: number; jsGzipBytes: number }> = {};
    for (const p of PAGES) {
      const js = await shippedJs(origin, p);
      pages[p] = { ...(await load(`${origin}${p}`, 20)), jsScripts: js.scripts, jsGzipBytes: js.gzipBytes };
    }
    const results = await benchResults(origin);
    const trackside = await benchTrackside(origin);
    const crowd = await benchCrowd(origin, { home: '/ll', calendar: '/ll/event-calendar', 'finished results': RESULTS_PAGE, 'live results': '/ll/results/3?race=4' }, STATIC_FILE);
    const livelaps = await benchLivelaps();
    const liveSse = await benchLiveSse();
    const report = { date: new Date().toISOString(), durationSeconds: DURATION_S, staticFile, staticFileGzip, largestScript, pages, results, trackside, crowd, livelaps, liveSse };
    writeFileSync('var/bench/results.json', `${JSON.stringify(report, null, 2)}\n`);

    console.log(`\nstatic file (50 connections): ${staticFile.rps} req/s, p50 ${staticFile.p50} ms, p97.5 ${staticFile.p95} ms`);
    console.log(`  with a browser's Accept-Encoding: ${staticFileGzip.rps} req/s, p97.5 ${staticFileGzip.p95} ms`);
    console.log(
      `the contact page's largest script (${(largestScript.bytes / 1024).toFixed(0)} KiB, 50 connections, a browser's Accept-Encoding): ${largestScript.rps} req/s, p97.5 ${largestScript.p95} ms, non-2xx ${largestScript.non2xx}`,
    );
    console.log('\npage (20 connections)            req/s   p50 ms   p97.5 ms   non-2xx   JS files   JS gzip kB');
    for (const [p, r] of Object.entries(pages)) {
      console.log(
        `${p.padEnd(32)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(10)} ${String(r.non2xx).padStart(9)} ${String(r.jsScripts).padStart(10)} ${(r.jsGzipBytes / 1024).toFixed(1).padStart(12)}`,
      );
    }
    console.log('\nresults of race 99 (1,000 riders x 30 laps)');
    console.log(`  cached page (50 conn.):     ${results.cached.rps} req/s, p97.5 ${results.cached.p95} ms  -> ${(results.cached.rps / staticFile.rps).toFixed(2)} of the static file`);
    console.log(`  same, browser Accept-Encoding: ${results.cachedGzip.rps} req/s, p97.5 ${results.cachedGzip.p95} ms  -> ${(results.cachedGzip.rps / staticFileGzip.rps).toFixed(2)} of the static file (same headers)`);
    console.log(`  uncached render (20 conn.): ${results.uncached.rps} req/s, p97.5 ${results.uncached.p95} ms, non-2xx ${results.uncached.non2xx}`);
    console.log(`  first render: ${results.domNodes} DOM nodes, ${results.jsFiles} JS files, ${(results.jsGzipBytes / 1024).toFixed(1)} kB gzip`);
    console.log(`  CSV export of the whole race: median ${results.csvMedianMs} ms (server time, ${results.csvRuns} runs), ${results.csvRows} rows`);
    console.log(`  live JSON with If-None-Match: HTTP ${results.notModifiedStatus}`);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const { searchApi, searchApiFresh, js, lighthouse } = trackside;
    console.log('\ntrackside');
    console.log(`  search API (20 conn., ${SEARCH_QUERIES.length} criteria asked again and again): ${searchApi.rps} req/s, p50 ${searchApi.p50} ms, p90 ${searchApi.p90} ms, p97.5 ${searchApi.p97_5} ms, non-2xx ${searchApi.non2xx}`);
    console.log(
      `  search API (20 conn., ${searchApiFresh.requests} requests over ${searchApiFresh.distinctCriteria} distinct criteria): ${searchApiFresh.rps} req/s, p50 ${searchApiFresh.p50} ms, p90 ${searchApiFresh.p90} ms, p97.5 ${searchApiFresh.p97_5} ms, non-2xx ${searchApiFresh.non2xx}`,
    );
    console.log(`  JS gzip: shell (${SHELL_PAGE}) ${kb(js.shellGzipBytes)} kB; search ${kb(js.searchGzipBytes)} kB (+${kb(js.searchGzipBytes - js.shellGzipBytes)}); rider ${kb(js.riderGzipBytes)} kB (+${kb(js.riderGzipBytes - js.shellGzipBytes)})`);
    const lh = (s: { performance: number; accessibility: number } | null) => (s ? `performance ${s.performance}, accessibility ${s.accessibility}` : 'skipped (BENCH_LIGHTHOUSE=0)');
    console.log(`  Lighthouse mobile: search ${lh(lighthouse.search)}; rider ${lh(lighthouse.rider)}`);
    printCrowd(crowd);
    printLivelaps(livelaps);
    printLiveSse(liveSse);
    await benchPageSizes(origin, [...PAGES, ...TABLE_PAGES, RESULTS_PAGE]);
    await benchJsFloor(origin);
    console.log('\nwritten to var/bench/results.json');
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
