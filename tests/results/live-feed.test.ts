import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors';
import { asStale } from '@/lib/platform/freshness';
import type { TRaceResults } from '@/lib/platform/port';
import { createLiveFeed, raceVersionReader, type TLiveEvent, type TLiveFeed, type TLiveRead } from '@/lib/results/live-feed';
import { liveVersion } from '@/lib/results/live-snapshot';

/**
 * The live feed (lib/results/live-feed.ts): one read of a live race per interval whatever the
 * number of subscribers, a change told to each, stop when the last one leaves or the race ends,
 * failures told as "not fresh" and retried. A fake platform, fake timers.
 */

const INTERVAL = 1000;
const T0 = new Date('2026-05-02T14:00:00.000Z');

type TFakeRace = { status: 'scheduled' | 'running' | 'finished'; updatedAt: Date; answer: 'ok' | 'gone' | 'down' | 'throws'; staleSince: Date | null };

function fakePlatform(initial: Partial<TFakeRace> = {}) {
  const races = new Map<number, TFakeRace>();
  const reads: number[] = [];
  const race = (id: number) => {
    let r = races.get(id);
    if (!r) races.set(id, (r = { status: 'running', updatedAt: T0, answer: 'ok', staleSince: null, ...initial }));
    return r;
  };
  const read = async (id: number): Promise<TLiveRead> => {
    reads.push(id);
    await Promise.resolve();
    const r = race(id);
    if (r.answer === 'throws') throw new Error('database connection lost');
    if (r.answer === 'down') return { kind: 'failed', reason: 'unavailable' };
    if (r.answer === 'gone') return { kind: 'gone' };
    return { kind: 'ok', status: r.status, updatedAt: r.updatedAt, staleSince: r.staleSince };
  };
  return { race, read, reads, readsOf: (id: number) => reads.filter((x) => x === id).length };
}

let feed: TLiveFeed;
beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  feed?.close();
  vi.useRealTimers();
});

function collect() {
  const events: TLiveEvent[] = [];
  return { events, listener: (event: TLiveEvent) => events.push(event) };
}

describe('live feed', () => {
  it('reads a live race once per interval, whatever the number of subscribers', async () => {
    const platform = fakePlatform();
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 10 });
    const subscriptions = await Promise.all(Array.from({ length: 200 }, () => feed.subscribe(4, () => {})));
    expect(subscriptions.every((s) => s.kind === 'ok')).toBe(true);
    expect(platform.readsOf(4)).toBe(1);

    await vi.advanceTimersByTimeAsync(30 * INTERVAL);
    expect(platform.readsOf(4)).toBe(31);
    expect(feed.stats().watching).toEqual([{ raceId: 4, subscribers: 200, reads: 31, version: liveVersion(T0, 'running'), fresh: true }]);
    expect(feed.stats().reads[4]).toBe(31);
  });

  it('gives the current snapshot to each subscriber: its status, timing version and freshness', async () => {
    const platform = fakePlatform();
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 10 });
    const first = await feed.subscribe(4, () => {});
    await vi.advanceTimersByTimeAsync(2500);
    const later = await feed.subscribe(4, () => {});
    const expected = { id: 4, status: 'running', updatedAt: T0.toISOString(), version: liveVersion(T0, 'running'), fresh: true };
    expect(first).toMatchObject({ kind: 'ok', snapshot: { ...expected, checkedAt: T0.toISOString() } });
    // The late subscriber is answered from the last read (at 2 s), not by a read of its own.
    expect(later).toMatchObject({ kind: 'ok', snapshot: { ...expected, checkedAt: new Date(T0.getTime() + 2000).toISOString() } });
    expect(platform.readsOf(4)).toBe(3);
  });

  it('tells every subscriber of a change once, with the new version', async () => {
    const platform = fakePlatform();
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 10 });
    const a = collect();
    const b = collect();
    await feed.subscribe(4, a.listener);
    await feed.subscribe(4, b.listener);
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(a.events).toEqual([]);

    const lap = new Date(T0.getTime() + 3500);
    platform.race(4).updatedAt = lap;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    const change = { kind: 'change', snapshot: expect.objectContaining({ id: 4, status: 'running', updatedAt: lap.toISOString(), version: liveVersion(lap, 'running'), fresh: true }) };
    expect(a.events).toEqual([change]);
    expect(b.events).toEqual([change]);
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(a.events).toHaveLength(1);
  });

  it('stops reading when the last subscriber leaves', async () => {
    const platform = fakePlatform();
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 10 });
    const one = await feed.subscribe(4, () => {});
    const two = await feed.subscribe(4, () => {});
    if (one.kind !== 'ok' || two.kind !== 'ok') throw new Error('subscribed');
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    one.unsubscribe();
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(platform.readsOf(4)).toBe(5);
    two.unsubscribe();
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(platform.readsOf(4)).toBe(5);
    expect(feed.stats().watching).toEqual([]);
    // A new viewer starts a new watch with a read of its own.
    await feed.subscribe(4, () => {});
    expect(platform.readsOf(4)).toBe(6);
  });

  it('ends with one last change when the race finishes, and stops reading', async () => {
    const platform = fakePlatform();
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 10 });
    const a = collect();
    await feed.subscribe(4, a.listener);
    const end = new Date(T0.getTime() + 1500);
    Object.assign(platform.race(4), { status: 'finished', updatedAt: end });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(a.events).toEqual([
      { kind: 'change', snapshot: expect.objectContaining({ status: 'finished', version: liveVersion(end, 'finished') }) },
      { kind: 'end', reason: 'finished' },
    ]);
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(platform.readsOf(4)).toBe(2);
    expect(feed.stats().watching).toEqual([]);
  });

  it('answers a race that is not running with its snapshot, and does not watch it', async () => {
    const platform = fakePlatform({ status: 'finished' });
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 10 });
    const subscription = await feed.subscribe(1, () => {});
    expect(subscription).toMatchObject({ kind: 'ok', snapshot: { status: 'finished' } });
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(platform.readsOf(1)).toBe(1);
    expect(feed.stats().watching).toEqual([]);
  });

  it('says the data is not fresh while the platform fails, keeps trying each interval, and says when it is fresh again', async () => {
    const platform = fakePlatform();
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 10 });
    const a = collect();
    await feed.subscribe(4, a.listener);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    const lastGood = new Date(T0.getTime() + INTERVAL).toISOString();

    platform.race(4).answer = 'down';
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(a.events).toEqual([{ kind: 'freshness', snapshot: expect.objectContaining({ fresh: false, checkedAt: lastGood, version: liveVersion(T0, 'running') }) }]);
    expect(feed.current(4)).toMatchObject({ fresh: false, checkedAt: lastGood });
    platform.race(4).answer = 'throws';
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    // Told once; the reads go on, one per interval.
    expect(a.events).toHaveLength(1);
    expect(platform.readsOf(4)).toBe(6);

    platform.race(4).answer = 'ok';
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(a.events[1]).toEqual({ kind: 'freshness', snapshot: expect.objectContaining({ fresh: true, checkedAt: new Date(T0.getTime() + 6 * INTERVAL).toISOString() }) });
  });

  it('takes a last good answer of the platform as not fresh, as of when it was received', async () => {
    const received = new Date(T0.getTime() - 60_000);
    const platform = fakePlatform({ staleSince: received });
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 10 });
    expect(await feed.subscribe(4, () => {})).toMatchObject({ kind: 'ok', snapshot: { fresh: false, checkedAt: received.toISOString() } });
  });

  it('answers gone, unavailable or failed when the first read says so, and tries again for the next viewer', async () => {
    const platform = fakePlatform({ answer: 'gone' });
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 10 });
    expect(await feed.subscribe(27, () => {})).toEqual({ kind: 'gone' });
    platform.race(27).answer = 'down';
    expect(await feed.subscribe(27, () => {})).toEqual({ kind: 'unavailable' });
    platform.race(27).answer = 'throws';
    expect(await feed.subscribe(27, () => {})).toEqual({ kind: 'failed' });
    expect(feed.stats().watching).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(platform.readsOf(27)).toBe(3);
  });

  it('ends the subscriptions of a race that goes away (made private, deleted)', async () => {
    const platform = fakePlatform();
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 10 });
    const a = collect();
    await feed.subscribe(4, a.listener);
    platform.race(4).answer = 'gone';
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(a.events).toEqual([{ kind: 'end', reason: 'gone' }]);
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    expect(platform.readsOf(4)).toBe(2);
  });

  it('watches at most maxRaces races at once', async () => {
    const platform = fakePlatform();
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 2 });
    const first = await feed.subscribe(4, () => {});
    await feed.subscribe(5, () => {});
    expect(await feed.subscribe(6, () => {})).toEqual({ kind: 'busy' });
    // Another viewer of a watched race is welcome.
    expect((await feed.subscribe(5, () => {})).kind).toBe('ok');
    if (first.kind === 'ok') first.unsubscribe();
    expect((await feed.subscribe(6, () => {})).kind).toBe('ok');
  });

  it('drops a subscriber that throws, and goes on telling the others', async () => {
    const platform = fakePlatform();
    feed = createLiveFeed({ read: platform.read, intervalMs: INTERVAL, maxRaces: 10 });
    const a = collect();
    await feed.subscribe(4, () => {
      throw new Error('stream closed');
    });
    await feed.subscribe(4, a.listener);
    platform.race(4).updatedAt = new Date(T0.getTime() + 500);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(a.events).toHaveLength(1);
    expect(feed.stats().watching[0]!.subscribers).toBe(1);
  });

  it('does not overlap reads: a slow read delays the next one', async () => {
    let calls = 0;
    feed = createLiveFeed({
      read: async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 2500));
        return { kind: 'ok', status: 'running', updatedAt: T0, staleSince: null };
      },
      intervalMs: INTERVAL,
      maxRaces: 10,
    });
    const subscribed = feed.subscribe(4, () => {});
    await vi.advanceTimersByTimeAsync(2500);
    await subscribed;
    await vi.advanceTimersByTimeAsync(5000);
    // At 0 s and 2.5 s (the second ends at 5 s), then at 5 s: three reads in 7.5 s, never two at once.
    expect(calls).toBe(3);
  });
});

describe('raceVersionReader (the platform port as the feed reads it)', () => {
  const results = { race: { status: 'running' }, updatedAt: T0 } as unknown as TRaceResults;
  const port = (answer: { results?: TRaceResults | null; allowed?: boolean; error?: unknown }) => ({
    getRaceResults: vi.fn(async () => {
      if (answer.error) throw answer.error;
      return answer.results === undefined ? results : answer.results;
    }),
    hasPermission: vi.fn(async () => answer.allowed ?? true),
  });

  it('reads the status and last timing change of a race visitors may see, asking "display race"', async () => {
    const platform = port({});
    await expect(raceVersionReader(platform)(7)).resolves.toEqual({ kind: 'ok', status: 'running', updatedAt: T0, staleSince: null });
    expect(platform.hasPermission).toHaveBeenCalledWith({ kind: 'displayRace', raceId: 7 });
  });

  it('says when the answer is the last good one kept while the platform is down', async () => {
    const kept = asStale(results, T0.getTime() - 60_000);
    await expect(raceVersionReader(port({ results: kept }))(7)).resolves.toMatchObject({ kind: 'ok', staleSince: new Date(T0.getTime() - 60_000) });
  });

  it('answers gone for an unknown or refused race, and unavailable when the platform is down', async () => {
    await expect(raceVersionReader(port({ results: null }))(7)).resolves.toEqual({ kind: 'gone' });
    await expect(raceVersionReader(port({ allowed: false }))(7)).resolves.toEqual({ kind: 'gone' });
    const down = new AppError('UPSTREAM_FAILED', { message: 'LiveLaps GET livelaps/race/7 failed: timeout' });
    await expect(raceVersionReader(port({ error: down }))(7)).resolves.toMatchObject({ kind: 'failed', reason: 'unavailable' });
    await expect(raceVersionReader(port({ error: new Error('odd') }))(7)).resolves.toMatchObject({ kind: 'failed', reason: 'failed' });
  });
});
