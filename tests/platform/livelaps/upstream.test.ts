import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { createLivelapsPlatform, LIVELAPS_TTL_MS, type TLivelapsOptions } from '@/lib/platform/livelaps';
import { livelapsBases } from '@/lib/platform/livelaps/hosts';
import { LIVELAPS_BREAKER_MIN_CALLS } from '@/lib/platform/livelaps/upstream';
import type { PlatformPort } from '@/lib/platform/port';
import { fakeLivelapsPerFile } from '../../fakes/fake-livelaps-per-file';

/**
 * How the LiveLaps adapter treats the platform and its failures: timeouts, one retry of reads on
 * network errors and 5xx, coalescing and caching per call, the cap on concurrent calls, and the
 * failure it reports (AppError UPSTREAM_FAILED naming the call and the reason, logged).
 */

const NOW = new Date('2025-06-10T16:00:00Z');
const livelaps = fakeLivelapsPerFile();

function createPlatform(options: Partial<TLivelapsOptions> = {}): PlatformPort {
  return createLivelapsPlatform({ bases: livelapsBases(livelaps.fake.origin), now: () => NOW, retryDelayMs: 5, resultsPageSize: 200, timeoutMs: 1000, ...options });
}

async function upstreamFailure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('UPSTREAM_FAILED');
  expect((error as AppError).status).toBe(502);
  return error as AppError;
}

afterEach(() => vi.useRealTimers());

describe('failures', () => {
  it('tries a read once more after a 500, and gets the answer', async () => {
    livelaps.fake.override('livelaps/race/event/7101', { status: 500, body: { message: 'Server Error' }, times: 1 });
    const event = await createPlatform().getEvent(7101, { locale: 'en' });
    expect(event!.races).toHaveLength(2);
    expect(livelaps.fake.requestsTo('livelaps/race/event/7101')).toHaveLength(2);
  });

  it('tries once more after a dropped connection', async () => {
    livelaps.fake.override('livelaps/promoter/5120', { hangUp: true, times: 1 });
    expect((await createPlatform().getPromoter(5120, { locale: 'en' }))!.name).toBe('Northwoods Off-Road Promotions');
    expect(livelaps.fake.requestsTo('livelaps/promoter/5120')).toHaveLength(2);
  });

  it('fails after the second 500, naming the call and the reason, and logs it', async () => {
    const warn = vi.spyOn(log, 'warn');
    livelaps.fake.override('livelaps/race/88012', { status: 500, body: { message: 'Server Error' } });
    const error = await upstreamFailure(createPlatform().getRaceResults(88012, { locale: 'en' }));
    expect(error.message).toBe('LiveLaps GET livelaps/race/88012 failed: HTTP 500');
    expect(livelaps.fake.requestsTo('livelaps/race/88012')).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith({ call: 'GET livelaps/race/88012', reason: 'HTTP 500', status: 500 }, 'LiveLaps call failed');
  });

  it('does not ask again after a timeout', async () => {
    livelaps.fake.override('livelaps/race/event/7102', { delayMs: 700 });
    const error = await upstreamFailure(createPlatform({ timeoutMs: 200 }).getEvent(7102, { locale: 'en' }));
    expect(error.message).toBe('LiveLaps GET livelaps/race/event/7102 failed: no answer within 200 ms');
    expect(livelaps.fake.requestsTo('livelaps/race/event/7102')).toHaveLength(1);
  });

  it('fails on an answer of the wrong shape, without asking again', async () => {
    const warn = vi.spyOn(log, 'warn');
    livelaps.fake.override('livelaps/race/event/7101', { body: { success: 1, message: { races: 'none' } } });
    const error = await upstreamFailure(createPlatform().getEvent(7101, { locale: 'en' }));
    expect(error.message).toMatch(/^LiveLaps GET livelaps\/race\/event\/7101 failed: unexpected answer: /);
    expect(livelaps.fake.requestsTo('livelaps/race/event/7101')).toHaveLength(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ call: 'GET livelaps/race/event/7101', reason: expect.stringMatching(/^unexpected answer/) });
  });

  it('fails on a page that is not JSON (an error page of a proxy)', async () => {
    livelaps.fake.override('livelaps/events', { status: 200, raw: '<html><body>Bad gateway</body></html>' });
    const error = await upstreamFailure(createPlatform().listEvents({ locale: 'en' }));
    expect(error.message).toContain('not JSON: "<html><body>Bad gateway');
  });

  it('fails on a result page whose rows are junk', async () => {
    livelaps.fake.override('livelaps/race/results/88011', { body: { total: 'many', has_more_pages: 'maybe', data: [{ id: 'x' }] } });
    const error = await upstreamFailure(createPlatform().getRaceResults(88011, { locale: 'en' }));
    expect(error.message).toContain('GET livelaps/race/results/88011?page=1&size=200 failed: unexpected answer');
  });

  it('takes a 404 as a call the platform does not offer: not retried, kept like an answer, PLATFORM_NOT_AVAILABLE', async () => {
    livelaps.fake.override('livelaps/series', { status: 404, body: { message: 'Not Found' } });
    const platform = createPlatform();
    for (let i = 0; i < 2; i++) {
      const error = await platform.listSeries({ locale: 'en' }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('PLATFORM_NOT_AVAILABLE');
      expect((error as AppError).message).toContain('GET livelaps/series (HTTP 404)');
    }
    expect(livelaps.fake.requestsTo('livelaps/series')).toHaveLength(1);
  });

  it('stops asking a platform that keeps failing, answers at once meanwhile, and tries again after a while', async () => {
    const platform = createPlatform({ breakerResetMs: 300 });
    livelaps.fake.override('livelaps/promoter/5120', { status: 503, body: { message: 'Service Unavailable' } });
    // Three visits, two attempts each: the circuit of the main domain's client opens at the fifth
    // failure in a row (LIVELAPS_BREAKER_MIN_CALLS), so the third visit's second attempt is not made.
    for (let i = 0; i < 3; i++) await upstreamFailure(platform.getPromoter(5120, { locale: 'en' }));
    expect(livelaps.fake.requestsTo('livelaps/promoter/5120')).toHaveLength(LIVELAPS_BREAKER_MIN_CALLS);

    // The circuit is open: another call of that client fails without being asked, and without waiting.
    const started = Date.now();
    const error = await upstreamFailure(platform.getOrganization(12, { locale: 'en' }));
    expect(Date.now() - started).toBeLessThan(100);
    expect(error.message).toBe('LiveLaps GET livelaps/organization/12 failed: not asked: it failed too often lately (circuit open)');
    expect(livelaps.fake.requestsTo('livelaps/organization/12')).toHaveLength(0);
    // The api link is another client: its calls are still made.
    expect((await platform.getRaceResults(88012, { locale: 'en' }))!.race.name).toBe('Pine Ridge Youth XC');

    // The platform is back; after the pause one call tries it, and the circuit closes.
    livelaps.fake.reset();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await platform.getPromoter(5120, { locale: 'en' }))!.name).toBe('Northwoods Off-Road Promotions');
    expect(await platform.getOrganization(12, { locale: 'en' })).not.toBeUndefined();
    expect(livelaps.fake.requestsTo('livelaps/organization/12')).toHaveLength(1);
  });

  it('stops asking a platform that answers junk (a maintenance page with HTTP 200)', async () => {
    const platform = createPlatform({ breakerResetMs: 60_000 });
    livelaps.fake.junk('html');
    for (let i = 0; i < LIVELAPS_BREAKER_MIN_CALLS; i++) await upstreamFailure(platform.getPromoter(5120 + i, { locale: 'en' }));
    const asked = livelaps.fake.requests.length;
    const error = await upstreamFailure(platform.getPromoter(5120, { locale: 'en' }));
    expect(error.message).toContain('circuit open');
    expect(livelaps.fake.requests).toHaveLength(asked);
  });

  it('keeps asking a platform that refuses (HTTP 4xx is an answer, not a failure)', async () => {
    const platform = createPlatform({ breakerResetMs: 60_000 });
    livelaps.fake.override('livelaps/race/results/88012', { status: 404, body: { message: 'Not Found' } });
    for (let i = 0; i < 8; i++) await upstreamFailure(platform.getRaceResults(88012, { locale: 'en' }));
    livelaps.fake.reset();
    expect((await platform.getRaceResults(88012, { locale: 'en' }))!.rows.length).toBeGreaterThan(0);
  });

  it('does not keep a failure: the next visitor asks again', async () => {
    const platform = createPlatform();
    livelaps.fake.override('livelaps/promoter/5230', { status: 502, body: {}, times: 2 });
    await upstreamFailure(platform.getPromoter(5230, { locale: 'en' }));
    expect((await platform.getPromoter(5230, { locale: 'en' }))!.name).toBe('Prairie Quad Racing');
    expect(livelaps.fake.requestsTo('livelaps/promoter/5230')).toHaveLength(3);
  });
});

describe('sharing answers', () => {
  it('makes one set of calls for many visitors of the same race at once', async () => {
    const platform = createPlatform();
    const all = await Promise.all(Array.from({ length: 25 }, () => platform.getRaceResults(88020, { locale: 'en' })));
    expect(all.every((r) => r!.rows.length === 540)).toBe(true);
    expect(livelaps.fake.requestsTo('livelaps/race/88020')).toHaveLength(1);
    expect(livelaps.fake.requestsTo('livelaps/race/event/7102')).toHaveLength(1);
    expect(livelaps.fake.requestsTo('livelaps/race/results/88020')).toHaveLength(3);
  });

  it('shares a same search (URL and body), not different ones', async () => {
    const platform = createPlatform();
    await Promise.all([
      platform.searchRacers({ type: 'racerIdentifier', text: 'ana' }),
      platform.searchRacers({ type: 'racerIdentifier', text: 'ana' }),
      platform.searchRacers({ type: 'state', text: 'ana' }),
    ]);
    expect(livelaps.fake.requestsTo('livelaps/user/searchUsers').map((r) => r.body)).toEqual(expect.arrayContaining([{ name: 'ana' }, { location: 'ana' }]));
    expect(livelaps.fake.requestsTo('livelaps/user/searchUsers')).toHaveLength(2);
  });

  it('keeps the results of a race still being scored for one live poll, of a completed race far longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const platform = createPlatform();
    await platform.getRaceResults(88030, { locale: 'en' });
    await platform.getRaceResults(88011, { locale: 'en' });
    const results = (id: number) => livelaps.fake.requestsTo(`livelaps/race/results/${id}`).length;
    expect([results(88030), results(88011)]).toEqual([1, 1]);

    vi.setSystemTime(NOW.getTime() + LIVELAPS_TTL_MS.live - 100);
    await platform.getRaceResults(88030, { locale: 'en' });
    expect(results(88030)).toBe(1);

    vi.setSystemTime(NOW.getTime() + LIVELAPS_TTL_MS.live + 100);
    await platform.getRaceResults(88030, { locale: 'en' });
    await platform.getRaceResults(88011, { locale: 'en' });
    expect([results(88030), results(88011)]).toEqual([2, 1]);

    vi.setSystemTime(NOW.getTime() + LIVELAPS_TTL_MS.completed + 60_000);
    await platform.getRaceResults(88011, { locale: 'en' });
    expect(results(88011)).toBe(2);
  });
});

describe('the cap on concurrent calls', () => {
  it('never has more calls on the wire than the cap, and still gets every page', async () => {
    const capped = createPlatform({ maxConcurrent: 2, resultsPageSize: 40 });
    const results = await capped.getRaceResults(88020, { locale: 'en' });
    expect(results!.rows).toHaveLength(540);
    expect(livelaps.fake.requestsTo('livelaps/race/results/88020')).toHaveLength(14);
    expect(livelaps.fake.maxInFlight).toBe(2);
  });

  it('asks for the pages side by side when the cap allows', async () => {
    const wide = createPlatform({ maxConcurrent: 8, resultsPageSize: 40 });
    await wide.getRaceResults(88020, { locale: 'en' });
    expect(livelaps.fake.maxInFlight).toBeGreaterThan(2);
    expect(livelaps.fake.maxInFlight).toBeLessThanOrEqual(8);
  });
});
