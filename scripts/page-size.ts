/**
 * Page size of the big-table pages on the production build, without the rest of the bench:
 * `npm run build && npx tsx scripts/page-size.ts [path ...]`.
 *
 * Starts `node server.mjs` on a free loopback port with its own seeded embedded database
 * (var/bench/db-page-size), then prints HTML bytes, flight-data bytes and DOM nodes of each path
 * (default: the bench's pages, the series, scores, scoreboard, calendar and results pages) and
 * writes var/bench/page-size.json. `PAGE_SIZE_ORIGIN=http://host:port` measures a server already
 * running instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { benchPageSizes, TABLE_PAGES } from './bench/page-size';
import { freePort, waitFor } from './server-harness';

const DEFAULT_PAGES = [...(process.env.BENCH_PAGES ?? '/ll,/ll/fr/news,/ll/faqs,/ll/es/rules').split(','), ...TABLE_PAGES, '/ll/results/7?race=99'];

async function main(): Promise<void> {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEFAULT_PAGES;
  if (process.env.PAGE_SIZE_ORIGIN) {
    await benchPageSizes(process.env.PAGE_SIZE_ORIGIN, paths);
    return;
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = 'var/bench/db-page-size';
  rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn('node', ['server.mjs'], {
    env: { ...process.env, PORT: String(port), LISTEN_ADDRESS: '127.0.0.1', SITE_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitFor(`${origin}/ll`, 180_000);
    // One render of each first: the sizes are those of the page a visitor gets, not of a cold start.
    for (const path of paths) await fetch(`${origin}${path}`);
    await benchPageSizes(origin, paths);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
