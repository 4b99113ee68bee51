/**
 * Page size: for pages of a running server, the bytes of HTML, the bytes of React's flight data
 * inlined in it (the contents of the `self.__next_f.push(...)` scripts: what the browser needs to
 * take the page over), and the DOM nodes of the page after it has loaded in Chromium.
 *
 * The budgets these are held to (docs/performance.md, "Page size"): at most 1,400 DOM nodes and
 * 150 kB of HTML per page, and no table sent twice (its markup in the HTML and again in the flight
 * data). Used by scripts/bench.ts and by scripts/page-size.ts (a server of its own).
 */
import { mkdirSync, writeFileSync } from 'node:fs';

export const DOM_NODES_BUDGET = 1_400;
export const HTML_BYTES_BUDGET = 150 * 1024;

export type TPageSize = {
  path: string;
  status: number;
  htmlBytes: number;
  flightBytes: number;
  domNodes: number;
};

const FLIGHT_SCRIPT = /<script(?:\s[^>]*)?>(self\.__next_f\.push\([\s\S]*?)<\/script>/g;

/** The bytes of the flight-data scripts of a page's HTML (their contents, UTF-8). */
export function flightBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(FLIGHT_SCRIPT)) bytes += Buffer.byteLength(match[1]!);
  return bytes;
}

/** The flight data itself: the text the scripts hand to React (`self.__next_f.push([1, "..."])`), joined. */
export function flightText(html: string): string {
  let text = '';
  for (const match of html.matchAll(FLIGHT_SCRIPT)) {
    const args = /^self\.__next_f\.push\(([\s\S]*)\)$/.exec(match[1]!.trim())?.[1];
    if (!args) continue;
    const chunk: unknown = JSON.parse(args);
    if (Array.isArray(chunk) && typeof chunk[1] === 'string') text += chunk[1];
  }
  return text;
}

async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

type TBrowser = Awaited<ReturnType<typeof launchChromium>>;

async function countNodes(browser: TBrowser, url: string): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(() => document.querySelectorAll('*').length);
  } finally {
    await page.close();
  }
}

/** The elements of a page after it has loaded (network idle) in Chromium, 1280 x 720. */
export async function domNodes(url: string): Promise<number> {
  const browser = await launchChromium();
  try {
    return await countNodes(browser, url);
  } finally {
    await browser.close();
  }
}

/** HTML bytes (uncompressed, as a browser without `Accept-Encoding` gets it), flight bytes and DOM nodes of each path. */
export async function measurePageSizes(origin: string, paths: readonly string[]): Promise<TPageSize[]> {
  const browser = await launchChromium();
  try {
    const sizes: TPageSize[] = [];
    for (const path of paths) {
      const response = await fetch(`${origin}${path}`);
      const html = await response.text();
      sizes.push({ path, status: response.status, htmlBytes: Buffer.byteLength(html), flightBytes: flightBytes(html), domNodes: await countNodes(browser, `${origin}${path}`) });
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

export function formatPageSizes(sizes: readonly TPageSize[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const width = Math.max(32, ...sizes.map((s) => s.path.length));
  const lines = [`${'page'.padEnd(width)} status   HTML kB   flight kB   DOM nodes`];
  for (const s of sizes) {
    const over = [s.domNodes > DOM_NODES_BUDGET ? 'nodes' : '', s.htmlBytes > HTML_BYTES_BUDGET ? 'HTML' : ''].filter(Boolean);
    lines.push(
      `${s.path.padEnd(width)} ${String(s.status).padStart(6)} ${kb(s.htmlBytes).padStart(9)} ${kb(s.flightBytes).padStart(11)} ${String(s.domNodes).padStart(11)}${over.length ? `   OVER BUDGET (${over.join(', ')})` : ''}`,
    );
  }
  return lines.join('\n');
}

/** The pages the bench measures besides its own list: the big tables. */
export const TABLE_PAGES = ['/ll/series/1', '/ll/series/1?type=overall', '/ll/scores/99', '/ll/eventScores/1', '/ll/event-calendar'];

/** Measure, print and write var/bench/page-size.json: one call for scripts/bench.ts. */
export async function benchPageSizes(origin: string, paths: readonly string[]): Promise<TPageSize[]> {
  const sizes = await measurePageSizes(origin, [...new Set(paths)]);
  console.log(`\npage size (DOM nodes at most ${DOM_NODES_BUDGET.toLocaleString('en')}, HTML at most ${HTML_BYTES_BUDGET / 1024} kB)`);
  console.log(formatPageSizes(sizes));
  mkdirSync('var/bench', { recursive: true });
  writeFileSync('var/bench/page-size.json', `${JSON.stringify({ date: new Date().toISOString(), origin, sizes }, null, 2)}\n`);
  return sizes;
}
