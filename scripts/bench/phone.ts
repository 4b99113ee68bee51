/**
 * Race day on a phone, measured (docs/performance.md "Race-day pages on a phone"): Lighthouse's
 * mobile preset (emulated phone, slow 4G, 4x CPU slowdown: performance, accessibility, best
 * practices) on the pages a racer uses at the track, the median of RUNS runs each, and a
 * screenshot of each at 390 x 844 into docs/screenshots/ (the first screen, as the racer sees it),
 * from a production server of the current build with its demo data. The page cache is on, as
 * visitors get these pages (the first request of each page renders it, then Lighthouse is answered
 * from the cache while it is fresh); BENCH_PHONE_CACHE=off makes every run wait for a render, whose
 * CPU then competes with the browser's on the same machine.
 *
 * `BENCH_ONLY=phone npm run bench`; knobs: BENCH_PHONE_RUNS (5), BENCH_PHONE_CACHE (on; off),
 * BENCH_PHONE_SCREENSHOTS (1; 0 skips them). A run Lighthouse could not finish is left out and counted.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startProductionServer } from '../server-harness';

const RUNS = Math.max(1, Number(process.env.BENCH_PHONE_RUNS ?? 5));
const PAGE_CACHE = process.env.BENCH_PHONE_CACHE === 'off' ? 'off' : 'on';
const SCREENSHOTS = process.env.BENCH_PHONE_SCREENSHOTS !== '0';
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The race-day pages, in English, with the demo's data (a finished race, the live race, a series, a rider). */
export const PHONE_PAGES = [
  { name: 'trackside search', file: 'trackside-search', path: '/ll/liveonlivelaps?q=ga' },
  { name: 'participant view', file: 'participant-view', path: '/ll/liveonlivelaps/1' },
  { name: 'race results', file: 'race-results', path: '/ll/results/7?race=99' },
  { name: 'live race', file: 'live-race', path: '/ll/races/4' },
  { name: 'series standings', file: 'series', path: '/ll/series/1' },
] as const;

/** A run's scores, and Lighthouse's measure of the host's speed then (benchmarkIndex: higher is faster; this machine's varies with its neighbours). */
type TScores = { performance: number; accessibility: number; bestPractices: number; benchmarkIndex: number };

async function lighthouseOnce(url: string): Promise<TScores | null> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    const c = result?.lhr.categories;
    if (!c || result?.lhr.runtimeError || typeof c.performance?.score !== 'number') return null;
    return { performance: Math.round(c.performance.score * 100), accessibility: Math.round((c.accessibility?.score ?? 0) * 100), bestPractices: Math.round((c['best-practices']?.score ?? 0) * 100), benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex ?? 0) };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

export async function benchPhone() {
  const server = await startProductionServer({ dataDir: 'var/bench/db-phone', env: { PAGE_CACHE }, readyPath: '/ll/theme.css' });
  try {
    const pages = [];
    for (const page of PHONE_PAGES) {
      const url = `${server.origin}${page.path}`;
      await (await fetch(url)).arrayBuffer(); // the first render of the page warms the server
      const runs: TScores[] = [];
      for (let i = 0; i < RUNS; i++) {
        const scores = await lighthouseOnce(url);
        if (scores) runs.push(scores);
      }
      pages.push({
        ...page,
        runs,
        median: {
          performance: median(runs.map((r) => r.performance)),
          accessibility: median(runs.map((r) => r.accessibility)),
          bestPractices: median(runs.map((r) => r.bestPractices)),
          benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
        },
      });
    }
    if (SCREENSHOTS) {
      mkdirSync('docs/screenshots', { recursive: true });
      const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
      try {
        for (const locale of ['en', 'fr'] as const) {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale });
          const tab = await context.newPage();
          for (const page of PHONE_PAGES) {
            const path = locale === 'en' ? page.path : page.path.replace('/ll/', `/ll/${locale}/`);
            await tab.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
            await tab.screenshot({ path: `docs/screenshots/phone-${page.file}-${locale}.png` });
          }
          await context.close();
        }
      } finally {
        await browser.close();
      }
    }
    return { runs: RUNS, pageCache: PAGE_CACHE, pages };
  } finally {
    await server.stop();
  }
}

export function printPhone(result: Awaited<ReturnType<typeof benchPhone>>) {
  console.log(`\nRace-day pages on a phone (Lighthouse mobile preset, median of ${result.runs}, page cache ${result.pageCache})`);
  console.log('  page                                            performance  accessibility  best practices  host index   runs (performance)');
  for (const p of result.pages) {
    console.log(`  ${`${p.name} ${p.path}`.padEnd(48)} ${String(p.median.performance).padStart(4)} ${String(p.median.accessibility).padStart(14)} ${String(p.median.bestPractices).padStart(15)} ${String(p.median.benchmarkIndex).padStart(11)}   ${p.runs.map((r) => r.performance).join(', ')}${p.runs.length < result.runs ? ` (${result.runs - p.runs.length} failed)` : ''}`);
  }
}
