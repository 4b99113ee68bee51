/**
 * The gate (docs/performance.md "The gate", docs/decisions/054), against a production server of
 * the current build with a database of its own:
 *   - 20 gate phones checking in at once: 20 clients scan at the same moment (one check-in per
 *     request, as a phone with a connection sends it), wait for their answers, pause 250 ms and
 *     scan their next ticket, 15 times, every ticket distinct: the latency of each request (p50,
 *     p95, max) and that every one was admitted; then the same tickets again (each "already
 *     in"); then a stress run on other tickets, each phone sending its next check-in as soon as it
 *     has an answer;
 *   - the gate page of an event of 2,000 spectators on a phone: its DOM nodes once the phone has
 *     loaded the whole list (the page shows a window of it), with and without a search, the HTML
 *     bytes, and the list API's size.
 * The event's crowd and the organiser's session come from the test-only route (app/api/test/gate),
 * so the server runs with E2E_TEST_ROUTES=true.
 *
 * For comparison, the same phones asking who is signed in (`/api/account/me`: the session and the
 * roles, no check-in), so the check-in's own cost shows apart from the session's and the server's.
 *
 * `BENCH_ONLY=gate npm run bench`; knobs: BENCH_GATE_PHONES (20), BENCH_GATE_PER_PHONE (15),
 * BENCH_GATE_DATABASE_URL (a PostgreSQL server: the server then runs on a database made there for
 * the run and dropped after; else the embedded PGlite), and BENCH_GATE_SERVERS (1; with 2 or more,
 * on PostgreSQL only, that many app servers on the one database behind nginx, as README "Run
 * several servers" deploys them (decision 032): the phones then talk to nginx, which shares them
 * out; BENCH_GATE_NGINX names nginx's binary, /usr/sbin/nginx by default).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { DEMO_EMAILS } from '../../lib/demo/accounts';
import { freePort, startProductionServer, type TProductionServer } from '../server-harness';

const PHONES = Math.max(1, Number(process.env.BENCH_GATE_PHONES ?? 20));
const PER_PHONE = Math.max(1, Number(process.env.BENCH_GATE_PER_PHONE ?? 15));
const SERVERS = Math.max(1, Number(process.env.BENCH_GATE_SERVERS ?? 1));
const NGINX = process.env.BENCH_GATE_NGINX ?? '/usr/sbin/nginx';
const SPECTATORS = 2000;
/** The demo event with tickets on sale that the crowd is added to (event 5: Thunder Valley). */
const EVENT = 5;
const CHROME = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ?? '/usr/bin/chromium';
export const GATE_P95_BUDGET_MS = 150;
export const GATE_DOM_BUDGET = 1400;

type TStats = { requests: number; p50: number; p95: number; max: number; outcomes: Record<string, number> };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function post(origin: string, path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Time between two scans of one phone in the waves: the gate person looks at the answer, the next person steps up. */
const WAVE_PAUSE_MS = 250;

/**
 * Every phone checks its tickets in, one request each. `waves`: the 20 phones scan at the same
 * moment, wait for their answers, pause, and scan the next ticket (a gate's rhythm, every phone
 * at once); otherwise each phone sends its next check-in as soon as it has an answer (a stress
 * test: no one at a gate scans that fast).
 */
async function phonesAtOnce(origin: string, cookie: string, tokens: string[], mode: 'waves' | 'stress'): Promise<TStats> {
  const times: number[] = [];
  const outcomes: Record<string, number> = {};
  const checkIn = async (phone: number, i: number) => {
    const token = tokens[phone * PER_PHONE + i]!;
    const started = performance.now();
    const response = await fetch(`${origin}/ll/api/organiser/check-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ eventId: EVENT, gate: `Phone ${phone + 1}`, items: [{ key: `${phone}-${i}`, token, scannedAt: new Date().toISOString() }] }),
    });
    const body = (await response.json()) as { answers?: { outcome: string }[] };
    times.push(performance.now() - started);
    const outcome = response.ok ? (body.answers?.[0]?.outcome ?? 'none') : `HTTP ${response.status}`;
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  };
  if (mode === 'waves') {
    for (let i = 0; i < PER_PHONE; i++) {
      await Promise.all(Array.from({ length: PHONES }, (_, phone) => checkIn(phone, i)));
      await new Promise((resolve) => setTimeout(resolve, WAVE_PAUSE_MS));
    }
  } else {
    await Promise.all(
      Array.from({ length: PHONES }, async (_, phone) => {
        for (let i = 0; i < PER_PHONE; i++) await checkIn(phone, i);
      }),
    );
  }
  times.sort((a, b) => a - b);
  return { requests: times.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times.at(-1) ?? 0), outcomes };
}

/** The same phones, each asking who is signed in PER_PHONE times (the session and roles only). */
async function baselineAtOnce(origin: string, cookie: string): Promise<TStats> {
  const times: number[] = [];
  const outcomes: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: PHONES }, async () => {
      for (let i = 0; i < PER_PHONE; i++) {
        const started = performance.now();
        const response = await fetch(`${origin}/ll/api/account/me`, { headers: { cookie } });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        outcomes[`HTTP ${response.status}`] = (outcomes[`HTTP ${response.status}`] ?? 0) + 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { requests: times.length, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times.at(-1) ?? 0), outcomes };
}

/** A database of the run's own on the PostgreSQL server of `serverUrl`, and how to drop it. */
async function postgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gate_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The gate page on a phone, signed in: DOM nodes once the whole list is on the phone. */
async function gatePage(origin: string, cookie: string, query: string) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: origin }]);
    const page = await context.newPage();
    page.on('crash', () => console.error('gate page: the tab crashed'));
    page.on('pageerror', (error) => console.error(`gate page: ${error.message}`));
    await page.goto(`${origin}/ll/organiser/events/${EVENT}/gate${query ? `?q=${encodeURIComponent(query)}` : ''}`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="gate"][data-complete="true"]').waitFor({ timeout: 60_000 });
    return await page.evaluate(() => ({
      domNodes: document.querySelectorAll('*').length,
      parties: document.querySelectorAll('[data-testid="gate-party"]').length,
      matches: Number(document.querySelector('[data-testid="gate-matches"]')?.getAttribute('data-matches') ?? 0),
    }));
  } finally {
    await browser.close();
  }
}

/**
 * `count` app servers on one PostgreSQL database behind nginx (the deployment of decision 032,
 * nginx's configuration from deploy/nginx.conf.template): answers nginx's origin and how to stop it all.
 */
async function startCluster(count: number, databaseUrl: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (!existsSync(NGINX)) throw new Error(`BENCH_GATE_SERVERS=${count} needs nginx (${NGINX}): apt-get install nginx, or set BENCH_GATE_NGINX`);
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'gate-bench-'));
  const nginxPort = await freePort();
  const origin = `http://127.0.0.1:${nginxPort}`;
  const servers: TProductionServer[] = [];
  let nginx: ReturnType<typeof spawn> | null = null;
  const stop = async () => {
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await gone;
    }
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first seeds the demo under the setup lock, the others find it done.
    for (let i = 0; i < count; i++) {
      servers.push(
        await startProductionServer({
          env: { E2E_TEST_ROUTES: 'true', DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true', SITE_URL: origin, TRUSTED_PROXIES: '127.0.0.1', PRIVATE_FILES_DIR: path.join(runDir, 'private') },
        }),
      );
    }
    const dir = path.join(runDir, 'nginx');
    mkdirSync(dir, { mode: 0o755 });
    // nginx's workers run as another user: they must reach their folder.
    for (const folder of [runDir, dir]) chmodSync(folder, 0o755);
    const config = path.join(dir, 'nginx.conf');
    // Loaded here: an ES module with top-level await, which the bench's own loader cannot require.
    const { renderNginxConfig } = await import('../cluster/nginx-config.mjs');
    writeFileSync(config, renderNginxConfig({ runDir: dir, listen: `127.0.0.1:${nginxPort}`, servers: servers.map((s) => new URL(s.origin).host) }));
    nginx = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (let tries = 0; ; tries++) {
      const answer = await fetch(`${origin}/ll/theme.css`).catch(() => null);
      if (answer?.ok) break;
      if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not answer on ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { origin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function benchGate() {
  if (SERVERS > 1 && !process.env.BENCH_GATE_DATABASE_URL) throw new Error('BENCH_GATE_SERVERS > 1 needs BENCH_GATE_DATABASE_URL: several servers share one PostgreSQL database');
  const postgres = process.env.BENCH_GATE_DATABASE_URL ? await postgresDatabase(process.env.BENCH_GATE_DATABASE_URL) : null;
  const server = await (
    postgres && SERVERS > 1
      ? startCluster(SERVERS, postgres.url)
      : startProductionServer(
          postgres ? { env: { E2E_TEST_ROUTES: 'true', DATABASE_URL: postgres.url, SEED_DEMO_DATA: 'true' } } : { dataDir: 'var/bench/db-gate', env: { E2E_TEST_ROUTES: 'true' } },
        )
  ).catch(async (error: unknown) => {
    await postgres?.drop();
    throw error;
  });
  try {
    const { origin } = server;
    const crowd = (await post(origin, '/ll/api/test/gate', { action: 'crowd', eventId: EVENT, spectators: SPECTATORS, tokens: Math.min(1000, 2 * PHONES * PER_PHONE) })) as { parties: number; tokens: string[] };
    if (crowd.tokens.length < 2 * PHONES * PER_PHONE) throw new Error(`the crowd has ${crowd.tokens.length} parties, not ${2 * PHONES * PER_PHONE}`);
    const { cookie } = (await post(origin, '/ll/api/test/gate', { action: 'session', email: DEMO_EMAILS.organiser })) as { cookie: string };
    // Warm up: the page, the list and one check-in path (first queries, the signing key).
    await fetch(`${origin}/ll/organiser/events/${EVENT}/gate`, { headers: { cookie } });
    const list = await fetch(`${origin}/ll/api/organiser/gate?event=${EVENT}`, { headers: { cookie } });
    const listBody = Buffer.from(await list.arrayBuffer());
    // The check-in path once (a changed token: refused, nothing written), so the first phones do not pay its first load.
    await fetch(`${origin}/ll/api/organiser/check-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ eventId: EVENT, items: [{ key: 'warm', token: crowd.tokens[0]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }] }),
    });
    const baseline = await baselineAtOnce(origin, cookie);
    const admitted = await phonesAtOnce(origin, cookie, crowd.tokens.slice(0, PHONES * PER_PHONE), 'waves');
    const again = await phonesAtOnce(origin, cookie, crowd.tokens.slice(0, PHONES * PER_PHONE), 'waves');
    const stress = await phonesAtOnce(origin, cookie, crowd.tokens.slice(PHONES * PER_PHONE), 'stress');
    const html = await (await fetch(`${origin}/ll/organiser/events/${EVENT}/gate`, { headers: { cookie } })).text();
    const page = await gatePage(origin, cookie, '');
    const searched = await gatePage(origin, cookie, 'tremblay');
    return {
      database: postgres ? 'postgresql' : 'pglite',
      servers: SERVERS,
      baseline,
      spectators: SPECTATORS,
      parties: crowd.parties,
      phones: PHONES,
      perPhone: PER_PHONE,
      admitted,
      again,
      stress,
      listApi: { status: list.status, bytes: listBody.byteLength, gzipBytes: gzipSync(listBody).byteLength },
      htmlBytes: Buffer.byteLength(html),
      page,
      searched,
    };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

export function printGate(result: Awaited<ReturnType<typeof benchGate>>) {
  const line = (name: string, s: TStats) =>
    `  ${name.padEnd(34)} ${String(s.requests).padStart(5)} requests   p50 ${String(s.p50).padStart(6)} ms   p95 ${String(s.p95).padStart(6)} ms   max ${String(s.max).padStart(6)} ms   ${JSON.stringify(s.outcomes)}`;
  console.log(`\nThe gate (${result.database}${result.servers > 1 ? `, ${result.servers} servers behind nginx` : ''}): ${result.phones} phones at once, ${result.perPhone} tickets each, an event of ${result.spectators} spectators (${result.parties} parties)`);
  console.log(line('who is signed in (the baseline)', result.baseline));
  console.log(line('check-ins, 20 at once (admitted)', result.admitted));
  console.log(line('again, 20 at once (already in)', result.again));
  console.log(`  p95 budget ${GATE_P95_BUDGET_MS} ms (20 at once): ${result.admitted.p95 <= GATE_P95_BUDGET_MS && result.again.p95 <= GATE_P95_BUDGET_MS ? 'met' : 'MISSED'}`);
  console.log(line('stress: no pause (admitted)', result.stress));
  console.log(`  list API: ${(result.listApi.bytes / 1024).toFixed(1)} kB (${(result.listApi.gzipBytes / 1024).toFixed(1)} kB gzip); page HTML ${(result.htmlBytes / 1024).toFixed(1)} kB`);
  for (const [name, p] of [['gate page', result.page], ['gate page, search "tremblay"', result.searched]] as const) {
    console.log(`  ${name}: ${p.domNodes} DOM nodes (budget ${GATE_DOM_BUDGET}: ${p.domNodes <= GATE_DOM_BUDGET ? 'met' : 'MISSED'}), ${p.parties} parties shown of ${p.matches} matching`);
  }
}
