/**
 * Shipped JavaScript of the pages a crowd opens on race day, against the floor of the stack.
 *
 * The floor is a page of the same stack with nothing of the app's own: Next.js, the root layout's
 * next-intl provider, and MUI's theme and Emotion cache as the site's MUI pages mount them
 * (app/[locale]/bench-floor/). That route exists only in a build made with `BENCH_FLOOR=1`
 * (next.config.ts): `BENCH_FLOOR=1 npm run build`, then `npm run bench` (which calls
 * benchJsFloor) or this file alone:
 *
 *   npx tsx scripts/bench/js-floor.ts                 starts the production server itself
 *   npx tsx scripts/bench/js-floor.ts http://host:port measures a server already running
 *
 * For each page: the scripts a modern browser runs (`noModule` polyfills left out, as in
 * scripts/bench.ts), their gzipped size, the ratio to the floor (goal: at most FLOOR_RATIO_GOAL),
 * the modules shipped in two chunks of the same page (the same Turbopack module id in two
 * scripts: downloaded and parsed twice), and the median of Lighthouse mobile performance scores.
 * Writes var/bench/js-floor.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { startProductionServer } from '../server-harness';

/** The floor page, in a `BENCH_FLOOR=1` build only. */
export const FLOOR_PAGE = '/ll/bench-floor';
/** The most a page may ship, as a multiple of the floor. */
export const FLOOR_RATIO_GOAL = 1.05;
/** The pages of the measure: home, a finished race's results, the calendar and two form pages. */
export const JS_FLOOR_PAGES: readonly { name: string; path: string }[] = [
  { name: 'home', path: '/ll' },
  { name: 'results', path: '/ll/results/7?race=99' },
  { name: 'calendar', path: '/ll/event-calendar' },
  { name: 'registration', path: '/ll/registration/participant' },
  { name: 'spectator', path: '/ll/spectator/5' },
];

export type TPageJs = {
  path: string;
  scripts: number;
  gzipBytes: number;
  /** Modules (Turbopack module ids) found in more than one script of the page. */
  duplicatedModules: number;
  /** Their size, minified, counted once per extra copy. */
  duplicatedBytes: number;
};

export type TPageJsAgainstFloor = TPageJs & {
  name: string;
  /** gzipBytes / the floor's; null without a floor page in the build. */
  ratio: number | null;
  /** Lighthouse mobile performance: the scores of the runs that gave one, their median, and how many failed; null when skipped. */
  lighthouse: { runs: number[]; failed: number; median: number } | null;
};

export type TJsFloorReport = { floor: TPageJs | null; goal: number; pages: TPageJsAgainstFloor[] };

/** The scripts of a page's HTML that a modern browser runs (it skips `noModule` ones). */
export function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script([^>]*)>/g)].filter((m) => !/nomodule/i.test(m[1]!)).flatMap((m) => /src="([^"]+)"/.exec(m[1]!)?.[1] ?? []);
  return [...new Set(sources)];
}

/**
 * The modules a Turbopack chunk registers: `(globalThis.TURBOPACK ||= []).push([script, id,
 * factory, id, id, factory, ...])` (several ids before one factory: one module under each id). The
 * chunk runs in an empty context where it only fills that array (no factory is called); the
 * runtime chunk, which needs a browser, registers none. Returns each id with its factory's size.
 */
export function chunkModules(code: string): Map<number, number> {
  const modules = new Map<number, number>();
  const context: { TURBOPACK?: unknown[] } = {};
  try {
    runInNewContext(code, context, { timeout: 2_000 });
  } catch {
    return modules;
  }
  for (const entry of context.TURBOPACK ?? []) {
    if (!Array.isArray(entry)) continue;
    let ids: number[] = [];
    for (const item of entry.slice(1) as unknown[]) {
      if (typeof item === 'number') ids.push(item);
      else if (typeof item === 'function') {
        const size = String(item).length;
        for (const id of ids) modules.set(id, size);
        ids = [];
      }
    }
  }
  return modules;
}

/** What a page ships: its scripts, their gzipped size and the modules sent in two of them. */
export async function measurePageJs(origin: string, path: string): Promise<TPageJs> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const sources = scriptSources(await response.text());
  let gzipBytes = 0;
  let duplicatedModules = 0;
  let duplicatedBytes = 0;
  const seen = new Set<number>();
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    gzipBytes += gzipSync(body).length;
    for (const [id, size] of chunkModules(body.toString('utf8'))) {
      if (seen.has(id)) {
        duplicatedModules += 1;
        duplicatedBytes += size;
      } else seen.add(id);
    }
  }
  return { path, scripts: sources.length, gzipBytes, duplicatedModules, duplicatedBytes };
}

/** The floor, or null when this build has no floor page (built without BENCH_FLOOR=1). */
export async function measureFloor(origin: string): Promise<TPageJs | null> {
  const probe = await fetch(`${origin}${FLOOR_PAGE}`);
  await probe.body?.cancel();
  if (probe.status === 404) return null;
  return measurePageJs(origin, FLOOR_PAGE);
}

/**
 * Lighthouse's mobile preset (emulated phone, slow 4G, 4x CPU slowdown): the performance score,
 * or null when the run failed (Lighthouse reports a runtime error and no score; on a busy machine
 * a run now and then does not get the page's paint in time).
 */
export async function lighthousePerformance(url: string): Promise<number | null> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const score = result?.lhr.categories.performance?.score;
    return result?.lhr.runtimeError || typeof score !== 'number' ? null : Math.round(score * 100);
  } finally {
    chrome.kill();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * The pages' JavaScript against the floor, and their Lighthouse medians over `lighthouseRuns`
 * runs (BENCH_LIGHTHOUSE=0 skips Lighthouse; BENCH_LIGHTHOUSE_RUNS sets the runs, default 3).
 */
export async function measureJsAgainstFloor(
  origin: string,
  options: { pages?: readonly { name: string; path: string }[]; lighthouseRuns?: number } = {},
): Promise<TJsFloorReport> {
  const pages = options.pages ?? JS_FLOOR_PAGES;
  const runs = options.lighthouseRuns ?? (process.env.BENCH_LIGHTHOUSE === '0' ? 0 : Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const floor = await measureFloor(origin);
  const measured: TPageJsAgainstFloor[] = [];
  for (const page of pages) {
    const js = await measurePageJs(origin, page.path);
    const scores: number[] = [];
    let failed = 0;
    for (let i = 0; i < runs; i++) {
      const score = await lighthousePerformance(`${origin}${page.path}`);
      if (score === null) failed++;
      else scores.push(score);
    }
    measured.push({
      ...js,
      name: page.name,
      ratio: floor ? js.gzipBytes / floor.gzipBytes : null,
      lighthouse: scores.length > 0 ? { runs: scores, failed, median: median(scores) } : null,
    });
  }
  return { floor, goal: FLOOR_RATIO_GOAL, pages: measured };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatJsFloorReport(report: TJsFloorReport): string {
  const lines = ['', 'Shipped JavaScript against the floor (gzip; docs/performance.md)'];
  if (report.floor) lines.push(`  floor ${FLOOR_PAGE}: ${report.floor.scripts} scripts, ${kib(report.floor.gzipBytes)} KiB; goal: at most ${report.goal} times the floor`);
  else lines.push(`  floor: this build has no ${FLOOR_PAGE} (build with BENCH_FLOOR=1 to measure the ratios)`);
  lines.push('  page                                         scripts   KiB gzip   x floor   twice (modules, bytes)   Lighthouse perf. (median; runs)');
  for (const p of report.pages) {
    const ratio = p.ratio === null ? '-' : `${p.ratio.toFixed(2)} ${p.ratio <= report.goal ? 'ok' : 'OVER'}`;
    const lighthouse = p.lighthouse ? `${p.lighthouse.median} (${p.lighthouse.runs.join(', ')}${p.lighthouse.failed ? `; ${p.lighthouse.failed} failed` : ''})` : 'skipped';
    lines.push(
      `  ${`${p.name} ${p.path}`.padEnd(44)} ${String(p.scripts).padStart(7)} ${kib(p.gzipBytes).padStart(10)} ${ratio.padStart(9)} ${`${p.duplicatedModules}, ${p.duplicatedBytes}`.padStart(24)}   ${lighthouse}`,
    );
  }
  return lines.join('\n');
}

/** Measures, prints and writes var/bench/js-floor.json: the one call of scripts/bench.ts. */
export async function benchJsFloor(origin: string): Promise<TJsFloorReport> {
  const report = await measureJsAgainstFloor(origin);
  mkdirSync('var/bench', { recursive: true });
  writeFileSync('var/bench/js-floor.json', `${JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2)}\n`);
  console.log(formatJsFloorReport(report));
  return report;
}

/** Alone: against the server at argv[2], or a production server of its own (own database folder). */
async function main(): Promise<void> {
  const given = process.argv[2];
  if (given) {
    await benchJsFloor(given.replace(/\/$/, ''));
    return;
  }
  const server = await startProductionServer({ dataDir: 'var/bench/db-js-floor' });
  try {
    for (const page of JS_FLOOR_PAGES) await (await fetch(`${server.origin}${page.path}`)).text();
    await benchJsFloor(server.origin);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && /js-floor\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
