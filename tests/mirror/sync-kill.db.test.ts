import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { connect } from '@/lib/db/open';
import { mirrorRaces, mirrorResultRows } from '@/lib/db/schema';
import { startFakeSeason, type TFakeSeason } from '../fakes/livelaps-season';

/**
 * `npm run mirror:sync` killed with SIGKILL in the middle of a first sync, then run again: nothing
 * lost, nothing twice. Each race's rows are replaced in one transaction with its fingerprint, and
 * what is due is read from the database, so the second run copies what the first did not and
 * leaves the rest. Compared with one uninterrupted sync of the same season into another database:
 * the same rows, and the same riders (the rows tied together the same way). On the embedded
 * database (a folder, as the app keeps it) and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const ROOT = path.resolve(__dirname, '..', '..');
let fake: TFakeSeason;
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  fake = await startFakeSeason({ slowMs: 200 });
}, 30_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await fake?.close();
});

/** A database the sync command can open: a PGlite folder, or a new database on the test server. */
async function newDatabase(): Promise<{ env: Record<string, string>; open: () => ReturnType<typeof connect> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mirror-kill-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { env: { DATA_DIR: dir }, open: () => connect({ dataDir: dir }) };
  }
  const { Client } = await import('pg');
  const name = `mirror_kill_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    const c = new Client({ connectionString: server });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return { env: { DATABASE_URL: url.href }, open: () => connect({ databaseUrl: url.href }) };
}

function runSync(env: Record<string, string>): { child: ChildProcess; done: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> } {
  const promoters = fake.season.promoters.map((p) => p.id).join(',');
  // One process (node with tsx's loader), so that SIGKILL reaches the sync itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/mirror.ts', 'sync', '--promoters', promoters, '--full'], {
    cwd: ROOT,
    env: { ...process.env, PLATFORM_API_URL: fake.origin, PLATFORM_API_LINK_URL: '', DATABASE_URL: '', NODE_ENV: 'production', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, output })));
  return { child, done };
}

/** What a database holds: every row with its race, and the rows grouped by rider (ids aside). */
async function contents(open: () => ReturnType<typeof connect>) {
  const { db, close } = await open();
  try {
    const rows = await db.select().from(mirrorResultRows).orderBy(asc(mirrorResultRows.raceId), asc(mirrorResultRows.rowId));
    const races = await db.select().from(mirrorRaces).orderBy(asc(mirrorRaces.id));
    const byRider = new Map<number, string[]>();
    for (const r of rows) byRider.set(r.riderId, [...(byRider.get(r.riderId) ?? []), `${r.raceId}/${r.rowId}`]);
    return {
      rows: rows.map((r) => `${r.raceId}/${r.rowId}/${r.overallPosition}`),
      races: races.map((r) => `${r.id}:${r.resultsHash ?? '-'}:${r.rowCount}`),
      riders: [...byRider.values()].map((group) => group.join(' ')).sort(),
    };
  } finally {
    await close();
  }
}

describe('a sync killed mid-way and run again', () => {
  it(
    'loses nothing and writes nothing twice',
    async () => {
      const killed = await newDatabase();
      fake.reset();
      const first = runSync(killed.env);
      // Kill it once it has copied some races but not all: a dozen results pages asked.
      const deadline = Date.now() + 90_000;
      while (fake.requests.filter((r) => r.path.startsWith('livelaps/race/results/')).length < 12) {
        if (Date.now() > deadline) throw new Error(`the sync did not start: ${(await Promise.race([first.done, Promise.resolve(null)]))?.output ?? ''}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      first.child.kill('SIGKILL');
      const stopped = await first.done;
      expect(stopped.signal).toBe('SIGKILL');
      const partial = await contents(killed.open);
      expect(partial.rows.length).toBeLessThan(fake.season.races.reduce((n, r) => n + fake.season.rowsOf(r.id).length, 0));

      const second = await runSync(killed.env).done;
      expect(second.code, second.output).toBe(0);

      const clean = await newDatabase();
      const reference = await runSync(clean.env).done;
      expect(reference.code, reference.output).toBe(0);

      const [after, expected] = await Promise.all([contents(killed.open), contents(clean.open)]);
      expect(after.rows).toEqual(expected.rows);
      expect(after.races).toEqual(expected.races);
      expect(after.riders).toEqual(expected.riders);
      expect(after.rows.length).toBeGreaterThan(1000);
    },
    240_000,
  );
});
