import { describe, expect, it, vi } from 'vitest';
import { cachePort, createTtlCache } from '@/lib/cache/ttl';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { isPlatformDown, isPlatformNotAvailable } from '@/lib/platform/available';
import { asStale, createReadLog, staleSince, type TReadLog } from '@/lib/platform/freshness';
import { createLivelapsAdapter } from '@/lib/platform/livelaps';
import { livelapsBases } from '@/lib/platform/livelaps/hosts';
import type { PlatformPort, TRaceResults } from '@/lib/platform/port';
import { createLastGoodStore, guardUnexpected, LAST_GOOD_LIMITS, noteStaleReads, readKey, withLastGoodAnswers } from '@/lib/platform/resilient';
import { startFakeLivelaps } from '../../fakes/livelaps';
import { fakeLivelapsPerFile } from '../../fakes/fake-livelaps-per-file';

/**
 * LiveLaps down or answering junk (docs/decisions/024, "When LiveLaps fails"): each read of the
 * platform falls back to its last good answer, marked with when it was received, and the request
 * that used it knows it (the page then says "as of"); a read never answered before fails as
 * UPSTREAM_FAILED naming the call, which the pages show as "results service unavailable" (503).
 * The layers are the ones lib/platform/index.ts stacks around the adapter, over the fake LiveLaps.
 */

const NOW = new Date('2025-06-10T16:00:00Z');
const livelaps = fakeLivelapsPerFile();

/** The LiveLaps port as the pages get it, with one read log standing for one request. */
function livelapsAsPagesUseIt() {
  const adapter = createLivelapsAdapter({ bases: livelapsBases(livelaps.fake.origin), now: () => NOW, retryDelayMs: 2, timeoutMs: 1000 });
  const readCache = createTtlCache();
  let request: TReadLog = createReadLog();
  const port = noteStaleReads(cachePort(withLastGoodAnswers(guardUnexpected(adapter.port)), readCache, { prefix: 'platform', ttlMs: 1000 }), () => request);
  return {
    port,
    /** Time passes: the shared answers expire (the last good ones stay). */
    expire() {
      adapter.forgetAnswers();
      readCache.clear();
    },
    /** A new visitor's request. */
    newRequest() {
      request = createReadLog();
      return request;
    },
    get request() {
      return request;
    },
  };
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}


describe('LiveLaps answering junk', () => {
  it('serves the last good results of a race, marked with when they were received, to a request that then knows it', async () => {
    const platform = livelapsAsPagesUseIt();
    const before = Date.now();
    const fresh = (await platform.port.getRaceResults(88012, { locale: 'en' }))!;
    expect(fresh.rows.length).toBeGreaterThan(0);
    expect(staleSince(fresh)).toBeUndefined();
    expect(platform.request.staleSince()).toBeNull();

    livelaps.fake.junk('html');
    platform.expire();
    const request = platform.newRequest();
    const stale = (await platform.port.getRaceResults(88012, { locale: 'en' }))!;
    // The same results, as a marked copy: the fresh object shared earlier is never marked.
    expect(stale).not.toBe(fresh);
    expect(stale).toEqual(fresh);
    expect(staleSince(fresh)).toBeUndefined();
    const receivedAt = staleSince(stale)!;
    expect(receivedAt).toBeGreaterThanOrEqual(before);
    expect(receivedAt).toBeLessThanOrEqual(Date.now());
    expect(request.staleSince()?.getTime()).toBe(receivedAt);
    // LiveLaps was asked again (and answered junk): the race header call failed first.
    expect(livelaps.fake.requestsTo('livelaps/race/88012').length).toBeGreaterThanOrEqual(2);
    // A page says it once.
    expect(request.claim()?.getTime()).toBe(receivedAt);
    expect(request.claim()).toBeNull();
  });

  it('fails a read never answered before with UPSTREAM_FAILED naming the call and why, which pages show as "unavailable"', async () => {
    const platform = livelapsAsPagesUseIt();
    livelaps.fake.junk('html');
    const warn = vi.spyOn(log, 'warn');
    const error = await failureOf(platform.port.getRaceResults(88020, { locale: 'en' }));
    expect(error.code).toBe('UPSTREAM_FAILED');
    expect(isPlatformDown(error)).toBe(true);
    expect(error.message).toMatch(/^LiveLaps GET livelaps\/race\/88020 failed: unexpected answer: .*not JSON: "<!doctype html>/);
    // The log names the call and the reason.
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ call: 'GET livelaps/race/88020', reason: expect.stringContaining('unexpected answer') }), 'LiveLaps call failed');
    expect(platform.request.staleSince()).toBeNull();
  });

  it('keeps one last good answer for the three languages (LiveLaps answers the same whatever the language)', async () => {
    const platform = livelapsAsPagesUseIt();
    const events = await platform.port.listEvents({ locale: 'en' });
    expect(events.map((e) => e.name)).toContain('Pine Ridge Enduro');
    livelaps.fake.junk('json');
    platform.expire();
    const inFrench = await platform.port.listEvents({ locale: 'fr' });
    expect(inFrench).toEqual(events);
    expect(staleSince(inFrench)).toBeDefined();
    // Other arguments are another read: nothing kept for a promoter's events.
    expect(isPlatformDown(await failureOf(platform.port.listEvents({ locale: 'fr', promoterId: 5120 })))).toBe(true);
    expect(readKey([7101, { locale: 'es' }])).toBe(readKey([7101, { locale: 'fr' }]));
    expect(readKey([7101, { locale: 'es' }])).not.toBe(readKey([7102, { locale: 'es' }]));
  });

  it('keeps a permission answer too, and reads an HTML page from a permission call as a failure, never as a refusal', async () => {
    const platform = livelapsAsPagesUseIt();
    const check = { kind: 'displayEvent', eventId: 7101, defaultPromoterUserId: 1 } as const;
    livelaps.fake.junk('html');
    expect(isPlatformDown(await failureOf(platform.port.hasPermission(check)))).toBe(true);
    livelaps.fake.junk(null);
    platform.expire();
    expect(await platform.port.hasPermission(check)).toBe(true);
    livelaps.fake.junk('html');
    platform.expire();
    expect(await platform.port.hasPermission(check)).toBe(true);
  });

  it('answers fresh data again, unmarked, once LiveLaps answers properly', async () => {
    const platform = livelapsAsPagesUseIt();
    await platform.port.getPromoter(5120, { locale: 'en' });
    livelaps.fake.junk('json');
    platform.expire();
    expect(staleSince(await platform.port.getPromoter(5120, { locale: 'en' }))).toBeDefined();
    livelaps.fake.junk(null);
    platform.expire();
    const request = platform.newRequest();
    const promoter = await platform.port.getPromoter(5120, { locale: 'en' });
    expect(promoter?.name).toBe('Northwoods Off-Road Promotions');
    expect(staleSince(promoter)).toBeUndefined();
    expect(request.staleSince()).toBeNull();
  });

  it('"not available on this platform" is never hidden behind a kept answer', async () => {
    const platform = livelapsAsPagesUseIt();
    const error = await failureOf(platform.port.getRacerProfile(200311, { locale: 'en' }));
    expect(isPlatformNotAvailable(error)).toBe(true);
    expect(isPlatformDown(error)).toBe(false);
  });
});

describe('LiveLaps stopped', () => {
  it('serves the last good answers when nothing listens any more, and fails the rest', async () => {
    const own = await startFakeLivelaps();
    const adapter = createLivelapsAdapter({ bases: livelapsBases(own.origin), now: () => NOW, retryDelayMs: 2, timeoutMs: 1000 });
    const log = createReadLog();
    const port = noteStaleReads(withLastGoodAnswers(guardUnexpected(adapter.port)), () => log);
    const series = await port.listSeries({ locale: 'en' });
    const event = (await port.getEvent(7101, { locale: 'en' }))!;
    await own.close();
    adapter.forgetAnswers();

    expect(await port.listSeries({ locale: 'es' })).toEqual(series);
    const kept = (await port.getEvent(7101, { locale: 'fr' }))!;
    expect(kept.races.map((r) => r.name)).toEqual(event.races.map((r) => r.name));
    expect(log.staleSince()).not.toBeNull();
    const error = await failureOf(port.getEvent(7102, { locale: 'en' }));
    expect(isPlatformDown(error)).toBe(true);
    expect(error.message).toMatch(/network error ECONNREFUSED/);
  });
});

describe('the layers', () => {
  it('guardUnexpected: an answer that breaks a reshape is UPSTREAM_FAILED naming the method; AppErrors pass as they are', async () => {
    const notAvailable = new AppError('PLATFORM_NOT_AVAILABLE', { message: 'LiveLaps has no call for the classes of an organisation' });
    const port = guardUnexpected({
      getRaceResults: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'rows')");
      },
      listClasses: async () => {
        throw notAvailable;
      },
    } as unknown as PlatformPort);
    const error = await failureOf(port.getRaceResults(1, { locale: 'en' }));
    expect(error.code).toBe('UPSTREAM_FAILED');
    expect(error.message).toBe("LiveLaps getRaceResults: unexpected answer: Cannot read properties of undefined (reading 'rows')");
    await expect(port.listClasses({ locale: 'en' })).rejects.toBe(notAvailable);
  });

  it('keeps at most LAST_GOOD_LIMITS answers of a method (race results: 50), the oldest dropped first', async () => {
    const store = createLastGoodStore();
    let down = false;
    const results = (raceId: number) => ({ race: { id: raceId }, rows: [] }) as unknown as TRaceResults;
    const port = withLastGoodAnswers(
      { getRaceResults: async (raceId: number) => (down ? Promise.reject(new AppError('UPSTREAM_FAILED')) : results(raceId)) } as unknown as PlatformPort,
      store,
    );
    const limit = LAST_GOOD_LIMITS.getRaceResults!;
    expect(limit).toBe(50);
    for (let id = 1; id <= limit + 1; id++) await port.getRaceResults(id, { locale: 'en' });
    expect(store.size).toBe(limit);
    down = true;
    expect((await port.getRaceResults(limit + 1, { locale: 'en' }))?.race.id).toBe(limit + 1);
    expect((await port.getRaceResults(2, { locale: 'en' }))?.race.id).toBe(2);
    await expect(port.getRaceResults(1, { locale: 'en' })).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
  });

  it('asStale marks a copy of an object or a list, never the value itself; a request notes the oldest it used', () => {
    const list = [1, 2];
    const object = { a: 1 };
    const staleList = asStale(list, 1000);
    const staleObject = asStale(object, 2000);
    expect(staleList).toEqual(list);
    expect(staleList).not.toBe(list);
    expect(staleSince(staleList)).toBe(1000);
    expect(staleSince(staleObject)).toBe(2000);
    expect(staleSince(list)).toBeUndefined();
    expect(staleSince(object)).toBeUndefined();
    expect(asStale(true, 1000)).toBe(true);
    const request = createReadLog();
    request.note(list);
    expect(request.staleSince()).toBeNull();
    request.note(staleObject);
    request.note(staleList);
    request.note(null);
    expect(request.staleSince()).toEqual(new Date(1000));
  });
});
