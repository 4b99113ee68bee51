import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { AppError } from '../errors';

/**
 * The lock of the embedded database: PGlite corrupts its folder for good when two processes open
 * it, so only one may (docs/decisions/021). A lock file `{DATA_DIR}.lock` beside the folder (not in
 * it: db:reset removes the folder) is created with O_EXCL and names its holder: pid, host, the
 * process's start time and command. A lock whose holder is gone (kill -9, a crash) is taken over:
 * on the same host when that pid is no longer the process that wrote it (dead, or reused by another
 * process, told apart by its start time in /proc), from another host when its heartbeat (the file's
 * mtime, touched every HEARTBEAT_MS) is older than STALE_MS. Taking over goes through a second
 * O_EXCL file (`.lock.break`), so two processes that both find a stale lock cannot both win.
 */

export type TLockHolder = {
  pid: number;
  host: string;
  /** ISO time the holding process started. */
  startedAt: string;
  /** Linux only: the process's start time in clock ticks since boot (/proc/{pid}/stat, field 22). */
  procStart: string | null;
  command: string;
  /** Unique per acquisition: tells this lock from a newer one of the same process. */
  token: string;
};

export type TDatabaseLock = { path: string; holder: TLockHolder; release: () => void };

/** The holder touches the lock file this often, so a lock from another host can be seen to be stale. */
export const HEARTBEAT_MS = 10_000;
/** A lock from another host whose heartbeat is older than this is stale. */
export const STALE_MS = 60_000;
/** A break file older than this was left by a process that died while breaking a stale lock. */
const BREAK_STALE_MS = 10_000;
const ATTEMPTS = 20;

export function databaseLockPath(dataDir: string): string {
  return `${path.resolve(dataDir).replace(/[\\/]+$/, '')}.lock`;
}

/** This process's start time in clock ticks since boot (Linux), or null where /proc is absent. */
export function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function currentHolder(): TLockHolder {
  return {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    procStart: processStartTicks(process.pid),
    command: process.argv.slice(1).map((a) => path.basename(a)).join(' ').slice(0, 200),
    token: randomUUID(),
  };
}

function parseHolder(text: string): TLockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<TLockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string' || typeof value.token !== 'string') return null;
    return {
      pid: value.pid,
      host: value.host,
      startedAt: String(value.startedAt ?? ''),
      procStart: typeof value.procStart === 'string' ? value.procStart : null,
      command: String(value.command ?? ''),
      token: value.token,
    };
  } catch {
    return null;
  }
}

function readLock(lockPath: string): { text: string; holder: TLockHolder | null; mtimeMs: number } | null {
  try {
    const mtimeMs = statSync(lockPath).mtimeMs;
    const text = readFileSync(lockPath, 'utf8');
    return { text, holder: parseHolder(text), mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Is the process that wrote this lock still running? `unknown`: it is on another host. */
export function holderState(holder: TLockHolder, host = hostname()): 'alive' | 'dead' | 'unknown' {
  if (holder.host !== host) return 'unknown';
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return 'dead';
  }
  // The pid may have been given to another process since (a container restarted as pid 1).
  const start = processStartTicks(holder.pid);
  if (holder.procStart && start && start !== holder.procStart) return 'dead';
  return 'alive';
}

function isStale(lock: { holder: TLockHolder | null; mtimeMs: number }, now: number): boolean {
  // Unreadable: a process is between creating the file and writing it, or it died there.
  if (!lock.holder) return now - lock.mtimeMs > BREAK_STALE_MS;
  const state = holderState(lock.holder);
  if (state === 'unknown') return now - lock.mtimeMs > STALE_MS;
  return state === 'dead';
}

function lockedError(dataDir: string, lockPath: string, holder: TLockHolder | null): AppError {
  const who = holder
    ? `process ${holder.pid} on host ${holder.host}, started ${holder.startedAt}${holder.command ? ` (${holder.command})` : ''}`
    : 'another process (its lock file is being written)';
  return new AppError('CONFLICT', {
    userMessageKey: 'databaseLocked',
    message:
      `The embedded database ${path.resolve(dataDir)} is already open in ${who}. ` +
      `Only one process may open it: stop that process first (or give this one another DATA_DIR, ` +
      `or use DATABASE_URL to share a PostgreSQL server). Lock file: ${lockPath}`,
  });
}

function tryCreate(lockPath: string, holder: TLockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

function unlinkIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Remove a stale lock, unless it changed since it was read: only the process holding the break
 * file may remove the lock, and it checks again under it.
 */
function breakStaleLock(lockPath: string, staleText: string): void {
  const breakPath = `${lockPath}.break`;
  const mine = randomUUID();
  if (!tryCreate(breakPath, { ...currentHolder(), token: mine })) {
    try {
      if (Date.now() - statSync(breakPath).mtimeMs > BREAK_STALE_MS) unlinkIfPresent(breakPath);
    } catch {
      // Gone already: the other process finished breaking.
    }
    return;
  }
  try {
    const again = readLock(lockPath);
    if (again && again.text === staleText) unlinkIfPresent(lockPath);
  } finally {
    unlinkIfPresent(breakPath);
  }
}

type TLockRegistry = Map<string, { lock: TDatabaseLock; count: number }>;
const globalForLocks = globalThis as unknown as { __portalDbLocks?: TLockRegistry };
const registry = (globalForLocks.__portalDbLocks ??= new Map());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Take the lock of the embedded database folder `dataDir` for this process, or throw an AppError
 * (CONFLICT) naming the folder and the process that holds it. Re-entrant within a process; the
 * lock is released by `release()` (as many times as it was taken) or when the process exits.
 */
export async function acquireDatabaseLock(dataDir: string): Promise<TDatabaseLock> {
  const lockPath = databaseLockPath(dataDir);
  const held = registry.get(lockPath);
  if (held) {
    held.count++;
    return held.lock;
  }
  mkdirSync(path.dirname(lockPath), { recursive: true });
  const holder = currentHolder();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (tryCreate(lockPath, holder)) return register(lockPath, holder);
    const existing = readLock(lockPath);
    if (!existing) continue;
    if (!isStale(existing, Date.now())) {
      if (existing.holder || attempt >= ATTEMPTS - 1) throw lockedError(dataDir, lockPath, existing.holder);
      // A lock being written right now: look again in a moment.
      await sleep(50);
      continue;
    }
    breakStaleLock(lockPath, existing.text);
    await sleep(attempt === 0 ? 0 : 20 + Math.random() * 30);
  }
  throw lockedError(dataDir, lockPath, readLock(lockPath)?.holder ?? null);
}

function register(lockPath: string, holder: TLockHolder): TDatabaseLock {
  const isMine = () => readLock(lockPath)?.holder?.token === holder.token;
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      if (isMine()) utimesSync(lockPath, now, now);
    } catch {
      // A missed beat is harmless: the next one comes in HEARTBEAT_MS.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const releaseNow = () => {
    clearInterval(heartbeat);
    process.removeListener('exit', releaseNow);
    registry.delete(lockPath);
    try {
      if (isMine()) unlinkIfPresent(lockPath);
    } catch {
      // Leaving it is safe: the next process sees that this one is gone.
    }
  };
  process.on('exit', releaseNow);
  const lock: TDatabaseLock = {
    path: lockPath,
    holder,
    release: () => {
      const entry = registry.get(lockPath);
      if (entry && --entry.count > 0) return;
      releaseNow();
    },
  };
  registry.set(lockPath, { lock, count: 1 });
  return lock;
}

/** The lock error of acquireDatabaseLock (the app refuses to start on it). */
export function isDatabaseLockedError(error: unknown): error is AppError {
  // By its key, not instanceof: Next may load lib/errors.ts once per bundle.
  return typeof error === 'object' && error !== null && (error as { userMessageKey?: unknown }).userMessageKey === 'databaseLocked';
}
