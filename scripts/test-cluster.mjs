// @ts-check
/**
 * `npm run test:cluster`: the site as several servers, proven (README "Run several servers",
 * docs/decisions/032-several-servers.md). Starts PostgreSQL (or uses TEST_DATABASE_URL's server,
 * with a fresh database of its own), two production app servers (`node server.mjs`, one build)
 * on that database, and nginx (deploy/nginx.conf.template) as load balancer and shared HTTP cache
 * in front of them; then runs the checks of tests/cluster/ through nginx (cluster.check.ts, then
 * gate.check.ts: a gate check-in through each server, decided once by the database) and stops
 * everything it started, whatever happens (success, failure, Ctrl-C).
 *
 * The build: the existing one (.next/BUILD_ID) is used; `next build` runs only when there is none,
 * or with `--build` (CLUSTER_BUILD=always). `--no-build` (CLUSTER_BUILD=never) refuses to build.
 * Ports (loopback): CLUSTER_NGINX_PORT (3220), CLUSTER_APP_PORTS (3211,3212), CLUSTER_PG_PORT
 * (3213, only for the PostgreSQL this script starts). CLUSTER_PG_BIN: PostgreSQL's programs
 * (/usr/lib/postgresql/15/bin). CLUSTER_KEEP=true leaves the run folder (logs) in place.
 * `--serve` starts everything and keeps it running, without the checks, until Ctrl-C.
 *
 * Then a second, small cluster on LiveLaps (tests/cluster/mirror.check.ts): the season fake
 * (scripts/fake-livelaps.ts, CLUSTER_FAKE_PORT 3217), a database of its own on the same PostgreSQL,
 * prepared before the servers start (migrations, demo seed, `default_promoter` 7301,7302), two app
 * servers on it with PLATFORM_API_URL = the fake (CLUSTER_MIRROR_APP_PORTS 3214,3215) and nginx
 * (CLUSTER_MIRROR_NGINX_PORT 3216): the results mirror is filled by one server only, both answer
 * the same, and the other takes the sync over when the syncing one stops. `--no-mirror` leaves
 * this phase out.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { renderNginxConfig } from './cluster/nginx-config.mjs';
import { BASE_PATH } from '../server/config.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const buildMode = args.has('--build') ? 'always' : args.has('--no-build') ? 'never' : (process.env.CLUSTER_BUILD || 'auto');
if (!['auto', 'always', 'never'].includes(buildMode)) {
  console.error(`CLUSTER_BUILD must be auto, always or never (not ${buildMode})`);
  process.exit(2);
}
for (const arg of args) {
  if (!['--build', '--no-build', '--serve', '--no-mirror'].includes(arg)) {
    console.error(`unknown option ${arg}: --build, --no-build, --serve or --no-mirror`);
    process.exit(2);
  }
}
const NGINX_PORT = Number(process.env.CLUSTER_NGINX_PORT || 3220);
const APP_PORTS = (process.env.CLUSTER_APP_PORTS || '3211,3212').split(',').map((p) => Number(p.trim()));
const PG_PORT = Number(process.env.CLUSTER_PG_PORT || 3213);
const PG_BIN = process.env.CLUSTER_PG_BIN || '/usr/lib/postgresql/15/bin';
const NGINX_BIN = process.env.CLUSTER_NGINX_BIN || '/usr/sbin/nginx';
const MIRROR_APP_PORTS = (process.env.CLUSTER_MIRROR_APP_PORTS || '3214,3215').split(',').map((p) => Number(p.trim()));
const MIRROR_NGINX_PORT = Number(process.env.CLUSTER_MIRROR_NGINX_PORT || 3216);
const FAKE_PORT = Number(process.env.CLUSTER_FAKE_PORT || 3217);
const HOST = '127.0.0.1';
const SITE_URL = `http://${HOST}:${NGINX_PORT}`;
const MIRROR_SITE_URL = `http://${HOST}:${MIRROR_NGINX_PORT}`;
/** The promoters of the season fake (tests/fakes/livelaps-season.ts), as the settings name them. */
const FAKE_PROMOTERS = '7301,7302';
const isRoot = process.getuid?.() === 0;

const startedAt = Date.now();
const seconds = (/** @type {number} */ since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** @param {string} message */
const say = (message) => console.log(`[cluster ${seconds(startedAt).padStart(7)}] ${message}`);

/** @param {string} what @param {() => Promise<void> | void} run */
async function step(what, run) {
  const t = Date.now();
  say(`${what}...`);
  await run();
  say(`${what}: done in ${seconds(t)}`);
}

const runDir = mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
// nginx's workers (and PostgreSQL, as root) run as other users: they must reach their folders.
chmodSync(runDir, 0o755);

/** What to stop, newest first. */
/** @type {{ name: string; stop: () => Promise<void> }[]} */
const cleanups = [];
/** @type {Promise<void> | undefined} */
let cleaning;

/** Stops everything started, once; a second call (Ctrl-C during the cleanup) waits for the first. */
function cleanup() {
  cleaning ??= stopAll();
  return cleaning;
}

async function stopAll() {
  for (const { name, stop } of cleanups.reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(`[cluster] could not stop ${name}:`, error instanceof Error ? error.message : error);
    }
  }
  if (process.env.CLUSTER_KEEP === 'true') say(`run folder kept: ${runDir}`);
  else rmSync(runDir, { recursive: true, force: true });
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.once(signal, () => {
    say(`${signal}: stopping everything`);
    void cleanup().finally(() => process.exit(130));
  });
}

/**
 * A command run to its end; its output shown only when it fails.
 * @param {string} command @param {string[]} argv @param {{ env?: NodeJS.ProcessEnv; user?: string }} [options]
 */
function run(command, argv, options = {}) {
  const [cmd, list] = options.user ? ['su', [options.user, '-s', '/bin/sh', '-c', [command, ...argv].map(shellQuote).join(' ')]] : [command, argv];
  const result = spawnSync(cmd, list, { cwd: ROOT, env: options.env ?? process.env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${argv.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}`);
  }
  return result.stdout;
}

/** @param {string} value */
function shellQuote(value) {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Resolves when something listens on the port (or rejects after `timeoutMs`). @param {number} port @param {number} timeoutMs @param {() => string | null} [failed] */
async function waitForPort(port, timeoutMs, failed) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const problem = failed?.();
    if (problem) throw new Error(problem);
    const open = await new Promise((resolve) => {
      const socket = connect({ host: HOST, port }, () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${HOST}:${port} after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Nothing of ours may meet a process already on our ports. @param {number} port */
async function expectFreePort(port) {
  const busy = await new Promise((resolve) => {
    const socket = connect({ host: HOST, port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
  if (busy) throw new Error(`port ${port} is in use: stop what listens there, or choose other ports (CLUSTER_NGINX_PORT, CLUSTER_APP_PORTS, CLUSTER_PG_PORT)`);
}

/** The last lines of a log file. @param {string} file */
function tail(file, lines = 40) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/** @type {string[]} */
const logs = [];

async function ensureBuild() {
  const built = existsSync(path.join(ROOT, '.next', 'BUILD_ID'));
  if (buildMode === 'never' && !built) throw new Error('no build in .next and --no-build was given: run `npm run build` first');
  if (built && buildMode !== 'always') {
    const file = path.join(ROOT, '.next', 'BUILD_ID');
    const minutes = Math.round((Date.now() - statSync(file).mtimeMs) / 60_000);
    say(`using the existing build (.next, ${readFileSync(file, 'utf8').trim()}, made ${minutes} min ago); --build builds again`);
    return;
  }
  await step('building (next build)', () => {
    const result = spawnSync('npx', ['next', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error('next build failed');
  });
}

/** PostgreSQL: TEST_DATABASE_URL's server, or one started here. Answers the URL of its `postgres` database. */
async function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  if (!existsSync(path.join(PG_BIN, 'initdb'))) throw new Error(`no PostgreSQL programs in ${PG_BIN} (apt-get install postgresql-15, or set CLUSTER_PG_BIN or TEST_DATABASE_URL)`);
  await expectFreePort(PG_PORT);
  const dataDir = path.join(runDir, 'pg');
  const user = isRoot ? 'postgres' : undefined;
  mkdirSync(dataDir);
  if (isRoot) chownSync(dataDir, Number(run('id', ['-u', 'postgres']).trim()), Number(run('id', ['-g', 'postgres']).trim()));
  run(path.join(PG_BIN, 'initdb'), ['-D', path.join(dataDir, 'data'), '-A', 'trust', '-U', 'postgres'], { user });
  const pgCtl = path.join(PG_BIN, 'pg_ctl');
  run(pgCtl, ['-D', path.join(dataDir, 'data'), '-o', `-p ${PG_PORT} -k ${dataDir} -c listen_addresses=${HOST} -c fsync=off -c max_connections=100`, '-l', path.join(dataDir, 'log'), '-w', 'start'], { user });
  logs.push(path.join(dataDir, 'log'));
  cleanups.push({
    name: 'PostgreSQL',
    stop: async () => {
      run(pgCtl, ['-D', path.join(dataDir, 'data'), '-m', 'fast', '-w', 'stop'], { user });
      say('PostgreSQL stopped');
    },
  });
  return `postgres://postgres@${HOST}:${PG_PORT}/postgres`;
}

/** A fresh database on that server, dropped at the end. Answers its URL. @param {string} serverUrl @param {string} [suffix] */
async function createDatabase(serverUrl, suffix = '') {
  const name = `portal_cluster_${process.pid}_${Date.now().toString(36)}${suffix}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push({
    name: `database ${name}`,
    stop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  say(`database ${name} on ${url.host}${process.env.TEST_DATABASE_URL ? ' (TEST_DATABASE_URL)' : ' (started here)'}`);
  return url.toString();
}

/**
 * One production app server. Every server gets the same settings: database, private files,
 * public address (nginx's), trusted proxy (nginx), test routes; `options.env` adds or replaces some
 * (the LiveLaps cluster's PLATFORM_API_URL).
 * @param {number} port @param {string} databaseUrl
 * @param {{ siteUrl?: string; env?: Record<string, string> }} [options]
 */
function startAppServer(port, databaseUrl, options = {}) {
  const log = path.join(runDir, `app-${port}.log`);
  logs.push(log);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    LISTEN_ADDRESS: HOST,
    DATABASE_URL: databaseUrl,
    // The demo data, seeded by whichever server takes the setup lock first (lib/db/open.ts).
    SEED_DEMO_DATA: 'true',
    PRIVATE_FILES_DIR: path.join(runDir, 'private'),
    SITE_URL: options.siteUrl ?? SITE_URL,
    TRUSTED_PROXIES: HOST,
    E2E_TEST_ROUTES: 'true',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['TEST_DATABASE_URL', 'TRUSTED_PROXY_HOPS', 'CONTENT_URL', 'PLATFORM_API_URL', 'PLATFORM_API_LINK_URL', 'MIRROR_SYNC', 'PAGE_CACHE', 'STRIPE_SECRET_KEY', 'SMTP_URL']) delete env[name];
  Object.assign(env, options.env);
  const child = spawn(process.execPath, ['server.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let exited = /** @type {string | null} */ (null);
  const keep = (/** @type {Buffer} */ chunk) => writeFileSync(log, chunk, { flag: 'a' });
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    exited = `app server on port ${port} exited (${code ?? signal}); its log:\n${tail(log)}`;
  });
  cleanups.push({
    name: `app server ${port}`,
    stop: () => stopChild(child, `app server ${port}`, 'SIGTERM'),
  });
  return { port, pid: /** @type {number} */ (child.pid), ready: () => waitForPort(port, 120_000, () => exited) };
}

/** @param {import('node:child_process').ChildProcess} child @param {string} name @param {NodeJS.Signals} signal */
async function stopChild(child, name, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
  say(`${name} stopped`);
}

/** nginx on `port` in front of the app servers on `appPorts`; its files in the run folder's `folder`. */
async function startNginx(port = NGINX_PORT, appPorts = APP_PORTS, folder = 'nginx') {
  if (!existsSync(NGINX_BIN)) throw new Error(`no nginx at ${NGINX_BIN} (apt-get install nginx, or set CLUSTER_NGINX_BIN)`);
  await expectFreePort(port);
  const dir = path.join(runDir, folder);
  mkdirSync(dir, { mode: 0o755 });
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, renderNginxConfig({ runDir: dir, listen: `${HOST}:${port}`, servers: appPorts.map((p) => `${HOST}:${p}`) }));
  run(NGINX_BIN, ['-t', '-q', '-p', dir, '-c', config]);
  logs.push(path.join(dir, 'error.log'));
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = /** @type {string | null} */ (null);
  child.on('exit', (code, signal) => {
    exited = `nginx exited (${code ?? signal}):\n${tail(path.join(dir, 'error.log'))}`;
  });
  // SIGQUIT: nginx finishes the requests under way, then stops.
  cleanups.push({ name: folder, stop: () => stopChild(child, folder, 'SIGQUIT') });
  await waitForPort(port, 10_000, () => exited);
  return { config, accessLog: path.join(dir, 'access.log') };
}

/**
 * The strict fake LiveLaps of a whole season (scripts/fake-livelaps.ts) as a process of its own.
 * tsx is started directly: through npx, a SIGTERM would not reach it (`sh -c` does not pass it on).
 * Answers its origin (the servers' PLATFORM_API_URL).
 */
async function startFakeLivelaps() {
  await expectFreePort(FAKE_PORT);
  const log = path.join(runDir, 'fake-livelaps.log');
  logs.push(log);
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/fake-livelaps.ts', '--port', String(FAKE_PORT), '--host', HOST], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push({ name: 'fake LiveLaps', stop: () => stopChild(child, 'fake LiveLaps', 'SIGTERM') });
  const keep = (/** @type {Buffer} */ chunk) => writeFileSync(log, chunk, { flag: 'a' });
  child.stderr.on('data', keep);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the fake LiveLaps printed no FAKE_LIVELAPS_URL in 30 s:\n${output}${tail(log)}`)), 30_000);
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      keep(chunk);
      output += chunk.toString('utf8');
      const found = /FAKE_LIVELAPS_URL=(\S+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(/** @type {string} */ (found[1]));
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the fake LiveLaps exited (${code ?? signal}):\n${output}${tail(log)}`));
    });
  });
}

/**
 * The LiveLaps cluster's database, ready before any server starts: migrated and seeded as a
 * server would (scripts/db.ts seed), and the content settings' promoters set to the fake's. A
 * server started on an empty database would seed the default promoter (1) and its first sync pass
 * would list that promoter's events: the event lists are read again only daily, so a promoter list
 * changed afterwards would not be synced during the test.
 * @param {string} databaseUrl
 */
async function prepareMirrorDatabase(databaseUrl) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' };
  for (const name of ['CONTENT_URL', 'PLATFORM_API_URL', 'PLATFORM_API_LINK_URL', 'TEST_DATABASE_URL']) delete env[name];
  run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/db.ts', 'seed'], { env });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`insert into settings (name, value) values ('default_promoter', $1) on conflict (name) do update set value = excluded.value`, [FAKE_PROMOTERS]);
  } finally {
    await client.end();
  }
}

/**
 * The checks of one file of tests/cluster (vitest, vitest.cluster.config.ts), with the addresses
 * they talk to in their environment. @param {string} file @param {Record<string, string>} env @param {string} accessLog
 */
async function runChecks(file, env, accessLog) {
  const checks = spawn('npx', ['vitest', 'run', '--config', 'vitest.cluster.config.ts', file], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const [code, signal] = await new Promise((resolve) => checks.once('exit', (c, s) => resolve([c, s])));
  if (code !== 0) throw new Error(`checks of ${file} failed (vitest exit ${code ?? signal}); nginx's access log: ${accessLog}${process.env.CLUSTER_KEEP === 'true' ? '' : ' (CLUSTER_KEEP=true keeps it)'}`);
}

/**
 * The second cluster: two servers on the season fake of LiveLaps, one database (its own, on the same
 * PostgreSQL), nginx in front; tests/cluster/mirror.check.ts checks that one server fills the
 * results mirror, both answer from it, and the other takes over when the syncing one stops.
 * @param {string} serverUrl the PostgreSQL server's URL
 */
async function mirrorCluster(serverUrl) {
  for (const port of MIRROR_APP_PORTS) await expectFreePort(port);
  let fakeUrl = '';
  await step('LiveLaps cluster: the season fake (scripts/fake-livelaps.ts)', async () => {
    fakeUrl = await startFakeLivelaps();
  });
  let databaseUrl = '';
  await step(`LiveLaps cluster: its database, migrated and seeded, default_promoter ${FAKE_PROMOTERS}`, async () => {
    databaseUrl = await createDatabase(serverUrl, '_mirror');
    await prepareMirrorDatabase(databaseUrl);
  });
  /** @type {ReturnType<typeof startAppServer>[]} */
  let servers = [];
  await step(`LiveLaps cluster: ${MIRROR_APP_PORTS.length} app servers on ${fakeUrl}`, async () => {
    servers = MIRROR_APP_PORTS.map((port) =>
      startAppServer(port, databaseUrl, { siteUrl: MIRROR_SITE_URL, env: { PLATFORM_API_URL: fakeUrl, SEED_DEMO_DATA: 'true' } }),
    );
    await Promise.all(servers.map((s) => s.ready()));
  });
  let accessLog = '';
  await step('LiveLaps cluster: nginx', async () => {
    accessLog = (await startNginx(MIRROR_NGINX_PORT, MIRROR_APP_PORTS, 'nginx-mirror')).accessLog;
  });
  say(`LiveLaps cluster: ${MIRROR_SITE_URL}${BASE_PATH} -> ${MIRROR_APP_PORTS.map((p) => `${HOST}:${p}`).join(', ')}, LiveLaps ${fakeUrl}`);
  await step('LiveLaps cluster: checks (tests/cluster/mirror.check.ts)', () =>
    runChecks(
      'tests/cluster/mirror.check.ts',
      {
        CLUSTER_URL: MIRROR_SITE_URL,
        CLUSTER_SERVERS: MIRROR_APP_PORTS.map((p) => `http://${HOST}:${p}`).join(','),
        CLUSTER_DATABASE_URL: databaseUrl,
        CLUSTER_FAKE_LIVELAPS_URL: fakeUrl,
        CLUSTER_SERVER_PIDS: servers.map((s) => s.pid).join(','),
      },
      accessLog,
    ),
  );
}

let failed = false;
try {
  say(`run folder ${runDir}`);
  await ensureBuild();
  for (const port of APP_PORTS) await expectFreePort(port);
  let serverUrl = '';
  let databaseUrl = '';
  await step('PostgreSQL', async () => {
    serverUrl = await startPostgres();
    databaseUrl = await createDatabase(serverUrl);
  });
  await step(`${APP_PORTS.length} app servers (migrate and seed the demo data on the first start)`, async () => {
    const servers = APP_PORTS.map((port) => startAppServer(port, databaseUrl));
    await Promise.all(servers.map((s) => s.ready()));
  });
  /** @type {{ config: string; accessLog: string }} */
  let nginx = { config: '', accessLog: '' };
  await step('nginx', async () => {
    nginx = await startNginx();
  });
  say(`site: ${SITE_URL}${BASE_PATH} -> ${APP_PORTS.map((p) => `${HOST}:${p}`).join(', ')}`);
  if (args.has('--serve')) {
    say(`--serve: the cluster runs until Ctrl-C (nginx configuration: ${nginx.config})`);
    await new Promise(() => {});
  }
  await step('checks (tests/cluster/cluster.check.ts, through nginx)', () =>
    runChecks(
      'tests/cluster/cluster.check.ts',
      { CLUSTER_URL: SITE_URL, CLUSTER_SERVERS: APP_PORTS.map((p) => `http://${HOST}:${p}`).join(','), CLUSTER_DATABASE_URL: databaseUrl },
      nginx.accessLog,
    ),
  );
  await step('the gate: check-ins through each server (tests/cluster/gate.check.ts)', () =>
    runChecks(
      'tests/cluster/gate.check.ts',
      { CLUSTER_URL: SITE_URL, CLUSTER_SERVERS: APP_PORTS.map((p) => `http://${HOST}:${p}`).join(','), CLUSTER_DATABASE_URL: databaseUrl },
      nginx.accessLog,
    ),
  );
  if (!args.has('--no-mirror')) await mirrorCluster(serverUrl);
} catch (error) {
  failed = true;
  console.error(`\n[cluster] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  for (const log of logs) {
    const text = tail(log, 30).trim();
    if (text) console.error(`\n--- ${path.relative(runDir, log)} (last lines) ---\n${text}`);
  }
} finally {
  await cleanup();
}
say(failed ? 'cluster test FAILED' : 'cluster test passed');
process.exit(failed ? 1 : 0);
