import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDatabaseLock, databaseLockPath, isDatabaseLockedError, processStartTicks, STALE_MS, type TLockHolder } from '@/lib/db/lock';

/**
 * The embedded database is opened by one process only (docs/decisions/021): real processes on a
 * temporary folder, and the lock's rules for stale holders.
 */
const ROOT = path.resolve(__dirname, '../..');
/** `node --import tsx`, not the tsx binary: that one runs the script in a child, with another pid. */
const NODE = process.execPath;
const TS = ['--import', 'tsx'];
const HOLD = path.join(__dirname, 'fixtures/hold-database.ts');
const TAKE = path.join(__dirname, 'fixtures/take-lock.ts');

let tmp: string;
let children: ChildProcess[] = [];

beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
});
afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children = [];
  rmSync(tmp, { recursive: true, force: true });
});

type TRun = { code: number | null; stdout: string; stderr: string };

function run(args: string[], env: Record<string, string> = {}): TRun {
  const result = spawnSync(NODE, [...TS, ...args], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Start a process and resolve once it printed `marker`. */
function start(args: string[], marker: string): Promise<ChildProcess> {
  const child = spawn(NODE, [...TS, ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(marker)) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`exited ${code} before ${marker}: ${err}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

function writeLock(dir: string, holder: Partial<TLockHolder>): string {
  const file = databaseLockPath(dir);
  const full: TLockHolder = { pid: 1, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z', procStart: null, command: 'node server.mjs', token: 'other', ...holder };
  writeFileSync(file, JSON.stringify(full));
  return file;
}

/** A pid that no process has any more. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('embedded database lock: processes', () => {
  it('refuses a second process, and a new one takes over from a killed holder with the data intact', async () => {
    const dir = path.join(tmp, 'pglite');
    const holder = await start([HOLD, dir, 'write', 'written by the first process'], 'READY');

    // db:migrate on the same folder refuses, naming the folder and the process that holds it.
    const migrate = run(['scripts/db.ts', 'migrate'], { DATA_DIR: dir });
    expect(migrate.code).not.toBe(0);
    expect(migrate.stderr).toContain(`The embedded database ${dir} is already open in process ${holder.pid} on host ${hostname()}`);
    expect(migrate.stderr).toContain('started ');
    expect(migrate.stderr).not.toMatch(/\n\s+at /);
    // So does any other opener (the app goes through the same connect()).
    const second = run([HOLD, dir, 'read']);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`process ${holder.pid}`);

    // kill -9: the lock stays behind, but its process is gone; the next process takes over.
    holder.kill('SIGKILL');
    await exited(holder);
    expect(existsSync(databaseLockPath(dir))).toBe(true);
    const next = run([HOLD, dir, 'read']);
    expect(next.stderr).toBe('');
    expect(next.code).toBe(0);
    expect(JSON.parse(next.stdout)).toEqual(['written by the first process']);
    // A process that ends normally leaves no lock.
    expect(existsSync(databaseLockPath(dir))).toBe(false);
  }, 120_000);

  it('lets only one of several processes take over the same stale lock', async () => {
    const dir = path.join(tmp, 'pglite');
    writeLock(dir, { pid: deadPid() });
    const runs = await Promise.all(
      [0, 1, 2, 3].map(
        () =>
          new Promise<{ code: number | null; stdout: string }>((resolve) => {
            const child = spawn(NODE, [...TS, TAKE, dir, '4000'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
            children.push(child);
            let stdout = '';
            child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
            child.on('exit', (code) => resolve({ code, stdout }));
          }),
      ),
    );
    expect(runs.filter((r) => r.stdout.includes('GOT'))).toHaveLength(1);
    expect(runs.filter((r) => r.code === 3)).toHaveLength(3);
  }, 60_000);
});

describe('embedded database lock: rules', () => {
  const dir = () => path.join(tmp, 'db');

  it('lives beside the folder (a reset removes the folder), names its holder and is released', async () => {
    const lock = await acquireDatabaseLock(dir());
    expect(lock.path).toBe(`${dir()}.lock`);
    const written = JSON.parse(readFileSync(lock.path, 'utf8')) as TLockHolder;
    expect(written).toMatchObject({ pid: process.pid, host: hostname() });
    // Re-entrant within the process: released when every taker released it.
    const again = await acquireDatabaseLock(`${dir()}/`);
    expect(again).toBe(lock);
    again.release();
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses while the holder runs on this host, with the folder, pid, host and start time', async () => {
    writeLock(dir(), { pid: process.ppid, procStart: processStartTicks(process.ppid), startedAt: '2026-05-04T06:45:49.732Z' });
    const error = await acquireDatabaseLock(dir()).catch((e: unknown) => e);
    expect(isDatabaseLockedError(error)).toBe(true);
    expect((error as Error).message).toContain(
      `The embedded database ${dir()} is already open in process ${process.ppid} on host ${hostname()}, started 2026-05-04T06:45:49.732Z (node server.mjs)`,
    );
  });

  it('takes over from a holder that is gone, or whose pid now belongs to another process', async () => {
    writeLock(dir(), { pid: deadPid() });
    (await acquireDatabaseLock(dir())).release();
    if (processStartTicks(process.pid) === null) return; // no /proc: pid reuse cannot be told
    writeLock(dir(), { pid: process.ppid, procStart: '1' });
    (await acquireDatabaseLock(dir())).release();
  });

  it('waits for the heartbeat of a holder on another host to go stale', async () => {
    const file = writeLock(dir(), { host: 'other-host.example', pid: process.pid });
    await expect(acquireDatabaseLock(dir())).rejects.toThrow(/process \d+ on host other-host\.example/);
    const old = new Date(Date.now() - STALE_MS - 5_000);
    utimesSync(file, old, old);
    (await acquireDatabaseLock(dir())).release();
  });

  it('treats a lock file that stays unreadable as stale, but not one being written', async () => {
    const file = databaseLockPath(dir());
    writeFileSync(file, '');
    await expect(acquireDatabaseLock(dir())).rejects.toThrow(/being written/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    (await acquireDatabaseLock(dir())).release();
  });
});
