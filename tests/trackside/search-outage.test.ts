import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors';

/**
 * The trackside search when the racing platform is not answering (docs/decisions/024): the route
 * answers 503 with Retry-After (the platform's own refusal stays a 502 with its message, seed §8),
 * and the search box says "the results service could not answer" rather than a generic failure.
 */

const platform = vi.hoisted(() => ({ searchRacers: vi.fn() }));
vi.mock('@/lib/platform', () => ({ getPlatform: () => platform }));

const { GET } = await import('@/app/api/racers/search/route');
const { fetchRacers, SearchFailure } = await import('@/components/trackside/fetch-racers');

const search = (q: string) => GET(new Request(`http://localhost/ll/api/racers/search?q=${q}&locale=fr`));

afterEach(() => {
  platform.searchRacers.mockReset();
  vi.unstubAllGlobals();
});

describe('GET /api/racers/search with the platform failing', () => {
  it('answers 503 with Retry-After when the platform is not answering', async () => {
    platform.searchRacers.mockRejectedValue(new AppError('UPSTREAM_FAILED', { message: 'LiveLaps POST livelaps/user/searchUsers failed: no answer within 5000 ms' }));
    const response = await search('tremblay');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ success: false });
  });

  it('keeps the platform’s own refusal: 502 with its message', async () => {
    platform.searchRacers.mockRejectedValue(new AppError('UPSTREAM_FAILED', { message: 'refused', upstreamMessage: 'too_many_results' }));
    const response = await search('tre');
    expect(response.status).toBe(502);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await response.json()).toEqual({ success: false, message: 'too_many_results' });
  });
});

describe('fetchRacers (the search box)', () => {
  it('reads a 503 as the results service not answering, and a refusal as the platform’s message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false }, { status: 503 })));
    const down = await fetchRacers({ text: 'tremblay', type: 'racerIdentifier', locale: 'fr' }).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(SearchFailure);
    expect(down).toMatchObject({ kind: 'upstream', upstreamMessage: undefined });

    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false }, { status: 500 })));
    expect(await fetchRacers({ text: 'tremblay', type: 'racerIdentifier', locale: 'fr' }).catch((e: unknown) => e)).toMatchObject({ kind: 'request_error' });

    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false, message: 'too_many_results' }, { status: 502 })));
    expect(await fetchRacers({ text: 'tre', type: 'racerIdentifier', locale: 'fr' }).catch((e: unknown) => e)).toMatchObject({ kind: 'upstream', upstreamMessage: 'too_many_results' });
  });
});
