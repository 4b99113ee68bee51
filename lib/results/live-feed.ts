import { log } from '../log';
import { isPlatformDown, permissionOf } from '../platform/available';
import { staleSince } from '../platform/freshness';
import type { PlatformPort } from '../platform/port';
import { liveVersion, type TLiveRaceStatus, type TLiveSnapshot } from './live-snapshot';

/**
 * One poll per live race, shared by every viewer of the race on this server (docs/decisions/031).
 *
 * While at least one subscriber watches race N, the feed reads the race's version (status and last
 * timing change, what /api/races/{id}/version answers) once per interval, keeps the latest
 * snapshot, and tells the subscribers when it changes. It stops reading when the last subscriber
 * leaves, and when the race is no longer running (one last `change`, then `end`). A read that fails
 * is logged and tried again at the next interval; meanwhile the subscribers are told the data is
 * not fresh (a `freshness` event), and keep their stream. At most `maxRaces` races are watched at
 * once: a subscriber of one more is answered `busy` (its page polls instead).
 *
 * The reader is given (`raceVersionReader`: the racing platform port's, given by lib/app.ts), so
 * the feed can be tested with fake timers and a fake platform.
 */

/** One read of a race's version. */
export type TLiveRead =
  /** `staleSince`: the platform answered with its last good answer, received then (docs/decisions/024). */
  | { kind: 'ok'; status: TLiveRaceStatus; updatedAt: Date; staleSince: Date | null }
  /** No such race, or the platform does not let visitors see it. */
  | { kind: 'gone' }
  /** The platform did not answer (`unavailable`: down, nothing kept) or failed to (`failed`). */
  | { kind: 'failed'; reason: 'unavailable' | 'failed'; error?: unknown };

export type TLiveEvent =
  /** The race's status or timing changed (a new version). */
  | { kind: 'change'; snapshot: TLiveSnapshot }
  /** The data stopped, or started again, being fresh (the version did not change). */
  | { kind: 'freshness'; snapshot: TLiveSnapshot }
  /** Nothing more will come: the race finished (after its last `change`) or is gone. */
  | { kind: 'end'; reason: 'finished' | 'gone' };

export type TLiveListener = (event: TLiveEvent) => void;

export type TLiveSubscription =
  /** The current snapshot; events follow while it is running (for any other status, none: `unsubscribe` does nothing). */
  | { kind: 'ok'; snapshot: TLiveSnapshot; unsubscribe: () => void }
  | { kind: 'gone' }
  | { kind: 'unavailable' }
  | { kind: 'failed' }
  /** Too many races are watched already. */
  | { kind: 'busy' };

export type TLiveFeedStats = {
  /** The races watched now. */
  watching: { raceId: number; subscribers: number; reads: number; version: string | null; fresh: boolean | null }[];
  /** Reads made per race since the feed started (the races of the last 1,000 watches). */
  reads: Record<number, number>;
};

export type TLiveFeed = {
  subscribe(raceId: number, listener: TLiveListener): Promise<TLiveSubscription>;
  /** The latest snapshot of a watched race, else null. */
  current(raceId: number): TLiveSnapshot | null;
  stats(): TLiveFeedStats;
  /** Stops every watch (tests, shutdown); subscribers get no more events. */
  close(): void;
};

export type TLiveFeedOptions = {
  read: (raceId: number) => Promise<TLiveRead>;
  intervalMs: number;
  maxRaces: number;
  now?: () => number;
};

type TFirst = 'ok' | 'gone' | 'unavailable' | 'failed';

type TWatch = {
  raceId: number;
  listeners: Set<TLiveListener>;
  /** Subscribers waiting for the first read: the watch must not stop under them. */
  waiting: number;
  snapshot: TLiveSnapshot | null;
  ready: Promise<TFirst>;
  timer: ReturnType<typeof setTimeout> | undefined;
  stopped: boolean;
  reads: number;
  /** Failed reads in a row (logged on the first, and when the platform answers again). */
  failures: number;
};

const READ_COUNTS_KEPT = 1000;

/**
 * A live race's version as the platform port gives it: what /api/races/{id}/version answers
 * (status, last timing change), with the same permission check ("display race"). Read outside any
 * page render (the feed's timer), so it asks the port itself rather than the per-request cached
 * loaders of lib/results/access.ts.
 */
export function raceVersionReader(platform: Pick<PlatformPort, 'getRaceResults' | 'hasPermission'>): (raceId: number) => Promise<TLiveRead> {
  return async (raceId) => {
    try {
      const [results, allowed] = await Promise.all([platform.getRaceResults(raceId, { locale: 'en' }), permissionOf(platform, { kind: 'displayRace', raceId })]);
      if (!results || !allowed) return { kind: 'gone' };
      const since = staleSince(results);
      return { kind: 'ok', status: results.race.status, updatedAt: results.updatedAt, staleSince: since === undefined ? null : new Date(since) };
    } catch (error) {
      return { kind: 'failed', reason: isPlatformDown(error) ? 'unavailable' : 'failed', error };
    }
  };
}

export function createLiveFeed({ read, intervalMs, maxRaces, now = Date.now }: TLiveFeedOptions): TLiveFeed {
  const watches = new Map<number, TWatch>();
  const readCounts = new Map<number, number>();

  function countRead(watch: TWatch) {
    watch.reads++;
    const total = (readCounts.get(watch.raceId) ?? 0) + 1;
    readCounts.delete(watch.raceId);
    readCounts.set(watch.raceId, total);
    if (readCounts.size > READ_COUNTS_KEPT) readCounts.delete(readCounts.keys().next().value!);
  }

  async function readOnce(watch: TWatch): Promise<TLiveRead> {
    countRead(watch);
    try {
      return await read(watch.raceId);
    } catch (error) {
      return { kind: 'failed', reason: 'failed', error };
    }
  }

  function snapshotOf(raceId: number, result: Extract<TLiveRead, { kind: 'ok' }>): TLiveSnapshot {
    return {
      id: raceId,
      status: result.status,
      updatedAt: result.updatedAt.toISOString(),
      version: liveVersion(result.updatedAt, result.status),
      fresh: result.staleSince === null,
      checkedAt: new Date(result.staleSince?.getTime() ?? now()).toISOString(),
    };
  }

  function stop(watch: TWatch) {
    watch.stopped = true;
    clearTimeout(watch.timer);
    watch.listeners.clear();
    if (watches.get(watch.raceId) === watch) watches.delete(watch.raceId);
  }

  function emit(watch: TWatch, event: TLiveEvent) {
    for (const listener of [...watch.listeners]) {
      try {
        listener(event);
      } catch (error) {
        // A subscriber that cannot take an event (its stream is gone) is dropped; the others go on.
        log.warn({ err: error, raceId: watch.raceId }, 'live results: a subscriber failed to take an event');
        watch.listeners.delete(listener);
      }
    }
  }

  function schedule(watch: TWatch, readStartedAt: number) {
    if (watch.stopped) return;
    const wait = Math.max(0, readStartedAt + intervalMs - now());
    watch.timer = setTimeout(() => void tick(watch), wait);
    watch.timer.unref?.();
  }

  function noteFailure(watch: TWatch, result: Extract<TLiveRead, { kind: 'failed' }>) {
    watch.failures++;
    if (watch.failures === 1) log.warn({ err: result.error, raceId: watch.raceId, reason: result.reason }, 'live results: the race could not be read; trying again at each interval');
  }

  async function tick(watch: TWatch) {
    const startedAt = now();
    const result = await readOnce(watch);
    if (watch.stopped) return;
    const previous = watch.snapshot!;
    if (result.kind === 'gone') {
      emit(watch, { kind: 'end', reason: 'gone' });
      stop(watch);
      return;
    }
    if (result.kind === 'failed') {
      noteFailure(watch, result);
      if (previous.fresh) {
        watch.snapshot = { ...previous, fresh: false };
        emit(watch, { kind: 'freshness', snapshot: watch.snapshot });
      }
      schedule(watch, startedAt);
      return;
    }
    if (watch.failures > 0) log.info({ raceId: watch.raceId, failures: watch.failures }, 'live results: the race is read again');
    watch.failures = 0;
    const next = snapshotOf(watch.raceId, result);
    watch.snapshot = next;
    if (next.version !== previous.version) {
      emit(watch, { kind: 'change', snapshot: next });
      if (next.status !== 'running') {
        emit(watch, { kind: 'end', reason: 'finished' });
        stop(watch);
        return;
      }
    } else if (next.fresh !== previous.fresh) {
      emit(watch, { kind: 'freshness', snapshot: next });
    }
    schedule(watch, startedAt);
  }

  function start(raceId: number): TWatch {
    const watch: TWatch = { raceId, listeners: new Set(), waiting: 0, snapshot: null, ready: Promise.resolve('ok'), timer: undefined, stopped: false, reads: 0, failures: 0 };
    watches.set(raceId, watch);
    const startedAt = now();
    watch.ready = readOnce(watch).then((result): TFirst => {
      if (result.kind !== 'ok') {
        if (result.kind === 'failed') noteFailure(watch, result);
        stop(watch);
        return result.kind === 'gone' ? 'gone' : result.reason;
      }
      watch.snapshot = snapshotOf(raceId, result);
      // Only a running race changes: for any other, the snapshot is all there is.
      if (result.status !== 'running' || (watch.listeners.size === 0 && watch.waiting === 0)) stop(watch);
      else schedule(watch, startedAt);
      return 'ok';
    });
    return watch;
  }

  function leave(watch: TWatch, listener: TLiveListener) {
    watch.listeners.delete(listener);
    if (watch.listeners.size === 0 && watch.waiting === 0) stop(watch);
  }

  async function subscribe(raceId: number, listener: TLiveListener): Promise<TLiveSubscription> {
    let watch = watches.get(raceId);
    if (!watch) {
      if (watches.size >= maxRaces) return { kind: 'busy' };
      watch = start(raceId);
    }
    watch.waiting++;
    let first: TFirst;
    try {
      first = await watch.ready;
    } finally {
      watch.waiting--;
    }
    if (first !== 'ok') return { kind: first };
    const snapshot = watch.snapshot!;
    if (watch.stopped) {
      // Not running: its snapshot, no events. (Running but stopped: it ended while this
      // subscriber waited, a race that a new watch settles.)
      if (snapshot.status === 'running') return subscribe(raceId, listener);
      return { kind: 'ok', snapshot, unsubscribe: () => {} };
    }
    watch.listeners.add(listener);
    const joined = watch;
    return { kind: 'ok', snapshot, unsubscribe: () => leave(joined, listener) };
  }

  return {
    subscribe,

    current(raceId) {
      return watches.get(raceId)?.snapshot ?? null;
    },

    stats() {
      return {
        watching: [...watches.values()].map((w) => ({ raceId: w.raceId, subscribers: w.listeners.size, reads: w.reads, version: w.snapshot?.version ?? null, fresh: w.snapshot?.fresh ?? null })),
        reads: Object.fromEntries(readCounts),
      };
    },

    close() {
      for (const watch of [...watches.values()]) stop(watch);
    },
  };
}
