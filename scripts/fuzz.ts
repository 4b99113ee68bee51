/**
 * Fuzz run: `npm run build && npm run fuzz` (docs/security.md, "Input").
 *
 * Starts the production server (server.mjs) on a free loopback port with its own seeded embedded
 * database under var/fuzz, or uses FUZZ_URL when given, and sends FUZZ_COUNT (default 5,000)
 * hostile requests made by e2e/fuzz-cases.ts from FUZZ_SEED: junk paths, queries, cookies,
 * headers and server-action posts (random and real action ids, bodies that are not forms, wrong
 * content types, broken multipart). FUZZ_CONCURRENCY (20) at a time, each with a 10 s timeout,
 * new requests stop after FUZZ_DURATION seconds (170).
 *
 * Prints the count per status and exits 1 on any 5xx other than 503, a hung request, an expected
 * status not met (a foreign Origin on an action must be a 403) or response headers that grew with
 * the path (e2e/fuzz-cases.ts `headersTooLarge`).
 * Raw requests (node:http), so paths are sent exactly as made: `..` and `%zz` are not normalised.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { actionIdsOf, fuzzRequests, headersTooLarge, verdict, type TFuzzRequest } from '../e2e/fuzz-cases';
import { freePort, waitFor } from './server-harness';

const COUNT = Number(process.env.FUZZ_COUNT ?? 5000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 20);
const DURATION_S = Number(process.env.FUZZ_DURATION ?? 170);
const TIMEOUT_MS = 10_000;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

type TOutcome = { status: number; headerBytes: number } | { error: 'timeout' | 'client' | 'connection'; message: string };

/** One raw request; `client` when Node refuses to send it (not the server's fault). */
function send(origin: URL, fuzz: TFuzzRequest): Promise<TOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: TOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    let req: ReturnType<typeof httpRequest>;
    try {
      const headers: Record<string, string | number> = { ...fuzz.headers };
      if (fuzz.body !== undefined) headers['content-length'] = Buffer.byteLength(fuzz.body);
      req = httpRequest({ host: origin.hostname, port: origin.port, method: fuzz.method, path: fuzz.path, headers, maxHeaderSize: 256 * 1024, agent: false });
    } catch (error) {
      done({ error: 'client', message: String(error) });
      return;
    }
    const timer = setTimeout(() => {
      done({ error: 'timeout', message: `no complete answer in ${TIMEOUT_MS} ms` });
      req.destroy();
    }, TIMEOUT_MS);
    req.on('response', (res) => {
      const headerBytes = res.rawHeaders.reduce((sum, h) => sum + Buffer.byteLength(h) + 2, 0);
      res.on('data', () => {});
      res.on('end', () => {
        clearTimeout(timer);
        done({ status: res.statusCode ?? 0, headerBytes });
      });
      res.on('error', (error) => {
        clearTimeout(timer);
        done({ error: 'connection', message: String(error) });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      done({ error: 'connection', message: String(error) });
    });
    req.end(fuzz.body);
  });
}

async function run(origin: URL, requests: TFuzzRequest[]) {
  const statuses = new Map<string, number>();
  const failures: { request: TFuzzRequest; problem: string }[] = [];
  const deadline = Date.now() + DURATION_S * 1000;
  let index = 0;
  let sent = 0;
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const worker = async () => {
    while (index < requests.length && Date.now() < deadline) {
      const fuzz = requests[index++]!;
      sent++;
      const outcome = await send(origin, fuzz);
      if ('error' in outcome) {
        count(outcome.error);
        // A connection the server drops while the client still sends (a refused large body) is fine.
        if (outcome.error === 'timeout') failures.push({ request: fuzz, problem: `hung: ${outcome.message}` });
        continue;
      }
      count(String(outcome.status));
      const v = verdict(fuzz, outcome.status);
      if (v === 'server-error') failures.push({ request: fuzz, problem: `HTTP ${outcome.status}` });
      else if (v === 'unexpected-status') failures.push({ request: fuzz, problem: `HTTP ${outcome.status}, expected ${fuzz.expectStatus}` });
      if (headersTooLarge(fuzz.path, outcome.headerBytes)) failures.push({ request: fuzz, problem: `response headers of ${outcome.headerBytes} bytes` });
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { statuses, failures, sent, seconds: (Date.now() - started) / 1000 };
}

function readActionIds(): string[] {
  const file = path.join(DIST_DIR, 'server', 'server-reference-manifest.json');
  if (!existsSync(file)) return [];
  return actionIdsOf(JSON.parse(readFileSync(file, 'utf8')));
}

const shorten = (value: string) => (value.length > 160 ? `${value.slice(0, 160)}… (${value.length} chars)` : value);

async function main(): Promise<void> {
  let server: ChildProcess | null = null;
  let base = process.env.FUZZ_URL;
  if (!base) {
    if (!existsSync(path.join(DIST_DIR, 'BUILD_ID'))) throw new Error(`no production build in ${DIST_DIR}: run \`npm run build\` first (or set NEXT_DIST_DIR)`);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const dataDir = 'var/fuzz/db';
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync('var/fuzz', { recursive: true });
    server = spawn('node', ['server.mjs'], {
      env: { ...process.env, PORT: String(port), LISTEN_ADDRESS: '127.0.0.1', DATA_DIR: dataDir, PRIVATE_FILES_DIR: 'var/fuzz/private', SITE_URL: base, LOG_LEVEL: 'fatal', NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', process.env.FUZZ_SERVER_LOG ? 'inherit' : 'ignore'],
      detached: true,
    });
  }
  try {
    const origin = new URL(base);
    await waitFor(`${origin.origin}/ll`, 180_000);
    const actionIds = readActionIds();
    const requests = fuzzRequests({ seed: SEED, count: COUNT, actionIds, origin: origin.origin });
    console.log(`fuzz: seed ${SEED}, ${requests.length} requests, ${actionIds.length} real action ids, ${CONCURRENCY} at a time, against ${origin.origin}`);
    const result = await run(origin, requests);
    console.log(`\n${result.sent} requests in ${result.seconds.toFixed(1)} s`);
    console.log('status   count');
    for (const [status, n] of [...result.statuses].sort(([a], [b]) => a.localeCompare(b))) console.log(`${status.padEnd(8)} ${n}`);
    const byKind = new Map<string, number>();
    for (const r of requests.slice(0, result.sent)) byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + 1);
    console.log(`kinds: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    if (result.failures.length > 0) {
      console.log(`\n${result.failures.length} failures (replay with FUZZ_SEED=${SEED}):`);
      for (const { request, problem } of result.failures.slice(0, 50)) {
        console.log(`- ${problem}: ${request.method} ${shorten(request.path)} ${shorten(JSON.stringify(request.headers))}${request.body !== undefined ? ` body ${shorten(JSON.stringify(request.body))}` : ''}`);
      }
      process.exitCode = 1;
    } else {
      console.log('\nno 5xx (other than 503), no hung request, no headers growing with the path');
    }
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
