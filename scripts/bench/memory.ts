/**
 * Memory of the production server (docs/performance.md "Memory"): resident memory at rest right
 * after a start on data already there, then every few seconds through a long mixed load (pages of
 * every kind in three languages, unknown query parameters, trackside searches with new criteria,
 * the live version poll), then at rest again. Goals (issue "A crowd on race day"): at most 300 MB at
 * rest with the embedded database, 200 MB with DATABASE_URL, and no growth over the load.
 *
 *   BENCH_ONLY=memory npm run bench                     embedded database, 10 minutes of load
 *   BENCH_MEMORY_MINUTES=2 BENCH_ONLY=memory npm run bench
 *   BENCH_DATABASE_URL=postgres://… BENCH_ONLY=memory npm run bench   also with PostgreSQL
 *   BENCH_MEMORY_ONLY=postgresql (or embedded)                          one of the two runs
 *
 * At rest is measured twice: right after the first page (samples 2 to 10 s after it) and idle, a
 * minute after it (samples 50 to 60 s after). In between, V8's memory reducer, which collects and
 * shrinks the heap once a process stops allocating, gives back 30 to 35 MB (docs/performance.md).
 * The goals are for a server at rest ("when idle"); both figures are reported.
 *
 * Growth is the median of the last minute's samples against the median of the second minute's
 * (the first minute fills the caches, which are bounded). Writes var/bench/memory.json.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startProductionServer } from '../server-harness';

/** At least two: growth is the last minute against the second. */
const MINUTES = Math.max(2, Number(process.env.BENCH_MEMORY_MINUTES ?? 10));
const SAMPLE_MS = 5_000;
const CONNECTIONS = 20;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en-CA,en;q=0.9' };

/** What a race day asks for: every kind of public page, in the three languages. */
const PATHS = [
  '/ll',
  '/ll/fr',
  '/ll/es',
  '/ll/event-calendar',
  '/ll/fr/event-calendar?page=2',
  '/ll/results/7?race=99',
  '/ll/results/3?race=4',
  '/ll/es/results/7?race=99&page=3',
  '/ll/races/1',
  '/ll/series/1',
  '/ll/series/1?type=overall',
  '/ll/fr/series/1',
  '/ll/scores/99',
  '/ll/eventScores/1',
  '/ll/events/1',
  '/ll/promoters/1',
  '/ll/organizations/1',
  '/ll/news',
  '/ll/fr/news',
  '/ll/faqs',
  '/ll/es/rules',
  '/ll/sponsors',
  '/ll/api/races/4/version',
];

export type TMemorySample = { atSeconds: number; rssMb: number };
export type TMemoryRun = {
  database: 'embedded' | 'postgresql';
  /** Right after the first page (median of samples 2-10 s after it). */
  restMb: number;
  /** Idle: the same server a minute after its first page (median of samples 50-60 s after it). */
  idleMb: number;
  minutes: number;
  requests: number;
  non2xx: number;
  errors: number;
  samples: TMemorySample[];
  secondMinuteMb: number;
  lastMinuteMb: number;
  growthMb: number;
  peakMb: number;
  afterLoadMb: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};

/** Resident memory of a process, MB (Linux /proc). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Median of a few samples taken at rest. */
async function atRest(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(2_000);
    samples.push(residentMb(pid));
  }
  return median(samples);
}

/** Right after the first page (2-10 s), then idle (50-60 s after it). */
async function atRestAndIdle(pid: number): Promise<{ restMb: number; idleMb: number }> {
  const restMb = await atRest(pid);
  await sleep(40_000);
  const idleMb = await atRest(pid);
  return { restMb, idleMb };
}

let searchCounter = 0;
/** One request of the mix: a page, sometimes with a parameter no route reads, or a new trackside search. */
function nextPath(): string {
  const roll = Math.random();
  if (roll < 0.1) return `/ll/api/racers/search?q=${encodeURIComponent(`r${(searchCounter++).toString(36)}`)}`;
  const path = PATHS[Math.floor(Math.random() * PATHS.length)]!;
  if (roll < 0.25) return `${path}${path.includes('?') ? '&' : '?'}x=${Math.floor(Math.random() * 1e9)}`;
  return path;
}

export async function benchMemoryRun(database: 'embedded' | 'postgresql', env: Record<string, string>): Promise<TMemoryRun> {
  // First start migrates and seeds; the measure is of a restart on data already there.
  const dataDir = env.DATA_DIR;
  const first = await startProductionServer({ dataDir, env });
  await first.stop();
  const server = await startProductionServer({ dataDir, keepData: true, env, port: first.port });
  const { origin } = server;
  try {
    const { pid } = server;
    const { restMb, idleMb } = await atRestAndIdle(pid);

    const samples: TMemorySample[] = [];
    const started = Date.now();
    const sampler = setInterval(() => samples.push({ atSeconds: Math.round((Date.now() - started) / 1000), rssMb: residentMb(pid) }), SAMPLE_MS);
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: MINUTES * 60,
      headers: BROWSER,
      timeout: 20,
      requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
    });
    clearInterval(sampler);
    await sleep(30_000);
    const afterLoadMb = await atRest(pid);
    const inMinute = (m: number) => samples.filter((s) => s.atSeconds > m * 60 && s.atSeconds <= (m + 1) * 60).map((s) => s.rssMb);
    const secondMinuteMb = median(inMinute(1));
    const lastMinuteMb = median(inMinute(MINUTES - 1));
    return {
      database,
      restMb,
      idleMb,
      minutes: MINUTES,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      samples,
      secondMinuteMb,
      lastMinuteMb,
      growthMb: lastMinuteMb - secondMinuteMb,
      peakMb: Math.max(...samples.map((s) => s.rssMb)),
      afterLoadMb,
    };
  } finally {
    await server.stop();
  }
}

export async function benchMemory(): Promise<TMemoryRun[]> {
  const runs: TMemoryRun[] = [];
  // BENCH_MEMORY_ONLY=postgresql skips the embedded run (ten minutes each).
  if (process.env.BENCH_MEMORY_ONLY !== 'postgresql') runs.push(await benchMemoryRun('embedded', { DATA_DIR: 'var/bench/db-memory' }));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl && process.env.BENCH_MEMORY_ONLY !== 'embedded') {
    // The same pages as the embedded run need the same data: demo data is seeded into the (empty)
    // database only when asked with DATABASE_URL (README, SEED_DEMO_DATA).
    runs.push(await benchMemoryRun('postgresql', { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true' }));
  }
  return runs;
}

export function printMemory(runs: TMemoryRun[]): void {
  console.log(`\nmemory of the production server (resident, MB; ${CONNECTIONS} connections of mixed requests)`);
  console.log('database     at rest   idle   2nd minute   last minute   growth   peak   30 s after   requests   non-2xx   errors');
  for (const r of runs) {
    console.log(
      `${r.database.padEnd(12)} ${String(r.restMb).padStart(7)} ${String(r.idleMb).padStart(6)} ${String(r.secondMinuteMb).padStart(12)} ${String(r.lastMinuteMb).padStart(13)} ${String(r.growthMb).padStart(8)} ${String(r.peakMb).padStart(6)} ${String(r.afterLoadMb).padStart(12)} ${String(r.requests).padStart(10)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(8)}`,
    );
  }
  if (!process.env.BENCH_DATABASE_URL) console.log('  (PostgreSQL run skipped: set BENCH_DATABASE_URL)');
}
