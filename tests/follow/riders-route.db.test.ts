import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDatabase } from '@/lib/db/open';
import { createEmbeddedPlatform } from '@/lib/platform/embedded';
import { AppError } from '@/lib/errors';
import type { PlatformPort, TRaceResults } from '@/lib/platform/port';
import { ZRaceRidersResponse } from '@/components/follow/riders';
import { createTestDb, platformTemplate } from '../setup/db';

/** GET /api/races/{id}/riders on the embedded platform over a seeded database (PGlite). */

const ANCHOR = new Date('2026-06-15T14:00:00Z');
const holder = vi.hoisted(() => ({ platform: null as unknown }));
vi.mock('@/lib/platform', () => ({ getPlatform: () => holder.platform }));
vi.mock('@/lib/content', () => ({ getSettings: async () => ({ defaultPromoterIds: [1], defaultPromoterUserId: 1 }) }));

const { GET } = await import('@/app/api/races/[id]/riders/route');

const call = (id: string | number, query: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/ll/api/races/${id}/riders${query ? `?${query}` : ''}`, { headers }), { params: Promise.resolve({ id: String(id) }) });

describe('GET /api/races/{id}/riders', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let platform: PlatformPort;
  let moto: TRaceResults;

  beforeAll(async () => {
    ({ db, close } = await createTestDb({ template: platformTemplate(ANCHOR) }));
    platform = createEmbeddedPlatform(async () => db, { now: () => ANCHOR });
    holder.platform = platform;
    moto = (await platform.getRaceResults(1, { locale: 'en' }))!;
  });
  afterAll(() => close());

  it('answers the given riders who are in the race, in race order, with the documented shape', async () => {
    const [first, , third] = moto.rows;
    const dsq = moto.rows.find((r) => r.status === 'dsq')!;
    const ids = [dsq.riderId, third!.riderId, 999_999, first!.riderId];
    const response = await call(1, `ids=${ids.join(',')}&locale=fr`);
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toMatch(/^W\/"/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    const json: unknown = await response.json();
    const body = ZRaceRidersResponse.parse(json);
    expect(body.race).toEqual({ id: 1, status: 'finished', updatedAt: moto.updatedAt.toISOString(), format: 'laps' });
    expect(body.riders.map((r) => r.riderId)).toEqual([first!.riderId, third!.riderId, dsq.riderId]);
    expect(Object.keys(body.riders[0]!).sort()).toEqual(
      ['riderId', 'entryId', 'firstName', 'lastName', 'number', 'className', 'status', 'overallPosition', 'classPosition', 'gapToLeader', 'lastLapMs', 'laps'].sort(),
    );
    expect(body.riders[0]).toMatchObject({ entryId: first!.entryId, overallPosition: 1, classPosition: 1, gapToLeader: null, lastLapMs: first!.lastLapMs });
    expect(body.riders[1]!.gapToLeader).toEqual(third!.gapToLeader);
    expect(body.riders[2]).toMatchObject({ status: 'dsq', overallPosition: null });
  });

  it('answers an empty list when none of the riders is in the race', async () => {
    const response = await call(1, 'ids=999998,999999');
    expect(response.status).toBe(200);
    expect(ZRaceRidersResponse.parse(await response.json()).riders).toEqual([]);
  });

  it('answers 304 to the same version, whatever the order of the ids, and another ETag for other riders or language', async () => {
    const [a, b] = moto.rows;
    const first = await call(1, `ids=${a!.riderId},${b!.riderId}`);
    const etag = first.headers.get('ETag')!;
    const again = await call(1, `ids=${b!.riderId},${a!.riderId}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await call(1, `ids=${a!.riderId}`)).headers.get('ETag')).not.toBe(etag);
    expect((await call(1, `ids=${a!.riderId},${b!.riderId}&locale=es`)).headers.get('ETag')).not.toBe(etag);
  });

  it('caches a running race for a few seconds only', async () => {
    const live = (await platform.getRaceResults(4, { locale: 'en' }))!;
    const response = await call(4, `ids=${live.rows[0]!.riderId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=2');
    expect(ZRaceRidersResponse.parse(await response.json()).race.status).toBe('running');
  });

  it('refuses a bad query with 400 and the issue named', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    for (const query of ['', 'ids=', 'ids=abc', 'ids=1,,2', 'ids=0', 'ids=-1', 'ids=1.5', `ids=${ids(31)}`, 'ids=1&locale=de', 'ids=1&foo=2', 'ids=1&ids=2']) {
      const response = await call(1, query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const body = (await response.json()) as { error: { code: string; issues: string[] } };
      expect(body.error.code, query).toBe('INVALID_INPUT');
      expect(body.error.issues.length, query).toBeGreaterThan(0);
    }
    const tooMany = (await (await call(1, `ids=${ids(31)}`)).json()) as { error: { issues: string[] } };
    expect(tooMany.error.issues.join(' ')).toContain('at most 30');
    expect((await call(1, `ids=${ids(30)}`)).status).toBe(200);
  });

  it('answers 404 for unknown and private races, and for a malformed race id', async () => {
    expect((await call(999_999, 'ids=1')).status).toBe(404);
    expect((await call(27, 'ids=1')).status).toBe(404); // private race
    expect((await call(29, 'ids=1')).status).toBe(404); // race of a private event
    expect((await call('abc', 'ids=1')).status).toBe(404);
  });

  it('answers 503 with Retry-After when the racing platform is not answering and nothing is kept', async () => {
    holder.platform = {
      ...platform,
      getRaceResults: async () => {
        throw new AppError('UPSTREAM_FAILED', { message: 'LiveLaps GET livelaps/race/2 failed: network error ECONNREFUSED' });
      },
    };
    try {
      const response = await call(2, 'ids=1');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UPSTREAM_FAILED');
    } finally {
      holder.platform = platform;
    }
  });

  it('answers 502 when the platform fails', async () => {
    holder.platform = {
      ...platform,
      getRaceResults: async () => {
        throw new Error('upstream down');
      },
    };
    try {
      const response = await call(2, 'ids=1');
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UPSTREAM_FAILED');
    } finally {
      holder.platform = platform;
    }
  });
});
