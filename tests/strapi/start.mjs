#!/usr/bin/env node
// Installs (when needed) and starts one of the test Strapi servers on a loopback port, with a fresh
// database that the project's bootstrap fills with the test content (README, "Strapi"): SQLite, or
// with --database-url (or STRAPI_DATABASE_URL) a database `strapi_test_v4` / `strapi_test_v5` made
// anew on that PostgreSQL server, which spares the install its native SQLite module (CI does this).
//
//   node tests/strapi/start.mjs v4|v5 [--port 1337] [--background] [--install-only] [--database-url postgres://…]
//   node tests/strapi/start.mjs stop v4|v5
//
// Prints `STRAPI4_URL=http://127.0.0.1:port` (or STRAPI5_URL) once the API answers. In the
// foreground the server runs until interrupted; with --background it keeps running after the script
// exits (log and pid in tests/strapi/{version}/.tmp/). Install and start times are printed.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { copyFileSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { STRAPI_DIR, VERSIONS, writeApi } from './shared.mjs';

const DEFAULT_PORTS = { v4: 1337, v5: 1338 };
const START_TIMEOUT_MS = 240_000;

function usage(message) {
  if (message) console.error(message);
  console.error('usage: node tests/strapi/start.mjs v4|v5 [--port N] [--background] [--install-only] [--database-url URL] | stop v4|v5');
  process.exit(2);
}

const args = process.argv.slice(2);
const stop = args[0] === 'stop';
const version = stop ? args[1] : args[0];
if (!VERSIONS.includes(version)) usage(`unknown version: ${version ?? '(none)'}`);
const appDir = path.join(STRAPI_DIR, version);
const runDir = path.join(appDir, '.tmp');
const pidFile = path.join(runDir, 'server.pid');
const urlVariable = version === 'v4' ? 'STRAPI4_URL' : 'STRAPI5_URL';

function option(name) {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}

function stopServer() {
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    // The server was started detached: its pid is its process group.
    process.kill(-pid, 'SIGTERM');
    return true;
  } catch {
    return false;
  }
}

if (stop) {
  console.log(stopServer() ? `stopped the Strapi ${version} test server` : `no Strapi ${version} test server running`);
  process.exit(0);
}

const port = Number(option('--port') ?? process.env.STRAPI_PORT ?? DEFAULT_PORTS[version]);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) usage(`bad port: ${option('--port')}`);
const background = args.includes('--background');
const installOnly = args.includes('--install-only');
/** A PostgreSQL server to use instead of SQLite (any database on it: the script makes its own). */
const serverUrl = option('--database-url') ?? process.env.STRAPI_DATABASE_URL;
let databaseUrl;
if (serverUrl) {
  try {
    databaseUrl = new URL(serverUrl);
    if (!/^postgres(ql)?:$/.test(databaseUrl.protocol)) throw new Error('not postgres');
  } catch {
    usage(`bad PostgreSQL URL: ${serverUrl}`);
  }
  databaseUrl.pathname = `/strapi_test_${version}`;
}

/** The installed packages with an install script (npm's `hasInstallScript`), but better-sqlite3. */
function scriptedPackages() {
  const lock = JSON.parse(readFileSync(path.join(appDir, 'node_modules', '.package-lock.json'), 'utf8'));
  const names = new Set();
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    if (entry.hasInstallScript) names.add(where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
  }
  names.delete('better-sqlite3');
  return [...names];
}

/** Runs npm in the Strapi project; throws when it fails (so a lock taken is released). */
function npm(args, what) {
  const result = spawnSync('npm', args, { cwd: appDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Strapi ${version}: ${what} failed (exit ${result.status})`);
}

/**
 * better-sqlite3's native module, compiled once for both Strapi versions. Without internet it has no
 * prebuilt binary and compiles SQLite from source, a minute of one core, the same for v4 and v5
 * (same package version, same Node): the first install to need it compiles it and keeps it in
 * tests/strapi/.cache, and the other copies it (waiting while the first compiles). docs/decisions/040.
 */
async function installBetterSqlite3() {
  const packageDir = path.join(appDir, 'node_modules', 'better-sqlite3');
  const { version: packageVersion } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const key = `better-sqlite3-${packageVersion}-node${process.versions.modules}-${process.platform}-${process.arch}`;
  const cacheDir = path.join(STRAPI_DIR, '.cache');
  const cached = path.join(cacheDir, `${key}.node`);
  const lock = path.join(cacheDir, `${key}.lock`);
  const built = path.join(packageDir, 'build', 'Release', 'better_sqlite3.node');
  await mkdir(cacheDir, { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  while (!existsSync(cached)) {
    try {
      // mkdir is atomic: whoever makes the lock folder compiles.
      mkdirSync(lock);
    } catch {
      if (Date.now() > deadline) {
        console.error(`Strapi ${version}: ${lock} is still there after 10 minutes (a compile that died? remove it)`);
        process.exit(1);
      }
      await sleep(1000);
      continue;
    }
    try {
      if (!existsSync(cached)) {
        const started = Date.now();
        npm(['rebuild', 'better-sqlite3'], 'compiling better-sqlite3');
        copyFileSync(built, `${cached}.partial`);
        renameSync(`${cached}.partial`, cached);
        console.log(`Strapi ${version}: better-sqlite3 compiled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  if (!existsSync(built)) {
    await mkdir(path.dirname(built), { recursive: true });
    copyFileSync(cached, built);
    console.log(`Strapi ${version}: better-sqlite3 from ${path.relative(STRAPI_DIR, cached)}`);
  }
}

/**
 * npm install in the project when node_modules is missing or older than package.json: the packages
 * without their install scripts, then those scripts but better-sqlite3's, which installBetterSqlite3
 * stands in for.
 */
async function installIfNeeded() {
  const marker = path.join(appDir, 'node_modules', '.package-lock.json');
  const manifest = path.join(appDir, 'package.json');
  const started = Date.now();
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(manifest).mtimeMs) {
    // Installed; the native module too (when SQLite is used) unless an install stopped before it.
    if (databaseUrl || existsSync(path.join(appDir, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'))) {
      console.log(`Strapi ${version}: already installed`);
      return;
    }
  } else {
    console.log(`Strapi ${version}: npm install…`);
    npm(['install', '--no-audit', '--no-fund', '--ignore-scripts'], 'npm install');
    const scripted = scriptedPackages();
    if (scripted.length > 0) npm(['rebuild', ...scripted], 'the install scripts');
  }
  // On PostgreSQL the pure-JavaScript `pg` stands in for SQLite: nothing to compile.
  if (!databaseUrl) await installBetterSqlite3();
  console.log(`Strapi ${version}: installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Drops and makes again the server's database on PostgreSQL, with the Strapi project's own `pg`. */
async function freshPostgresDatabase() {
  const { Client } = createRequire(path.join(appDir, 'package.json'))('pg');
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.href });
  await client.connect();
  try {
    const name = databaseUrl.pathname.slice(1);
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

async function waitUntilUp(origin, child, logFile) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      const log = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
      throw new Error(`Strapi ${version} stopped during start (exit ${child.exitCode})\n${log}`);
    }
    if (Date.now() > deadline) throw new Error(`Strapi ${version} did not answer within ${START_TIMEOUT_MS / 1000} s`);
    const ok = await fetch(`${origin}/api/i18n/locales`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
}

try {
  await installIfNeeded();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (installOnly) process.exit(0);

stopServer();
await rm(runDir, { recursive: true, force: true });
await rm(path.join(appDir, 'public', 'uploads'), { recursive: true, force: true });
await mkdir(runDir, { recursive: true });
await mkdir(path.join(appDir, 'public', 'uploads'), { recursive: true });
await writeApi(appDir);
if (databaseUrl) {
  try {
    await freshPostgresDatabase();
  } catch (error) {
    console.error(`Strapi ${version}: no fresh database on ${databaseUrl.host}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

const origin = `http://127.0.0.1:${port}`;
const logFile = background ? path.join(runDir, 'server.log') : undefined;
const output = logFile ? openSync(logFile, 'a') : 'inherit';
const started = Date.now();
const child = spawn(process.execPath, [path.join(appDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], {
  cwd: appDir,
  detached: background,
  stdio: ['ignore', output, output],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl.href } : { DATABASE_FILENAME: path.join(runDir, 'data.db') }),
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    BROWSER: 'none',
  },
});
await writeFile(pidFile, String(child.pid));

if (!background) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

try {
  await waitUntilUp(origin, child, logFile);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(1);
}
console.log(`Strapi ${version}: started in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${urlVariable}=${origin}`);
if (background) {
  child.unref();
  process.exit(0);
}
