// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors';
import { createReadLog, type TReadLog } from '@/lib/platform/freshness';
import type * as freshness from '@/lib/platform/freshness';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import { resolveServerTree } from '../setup/server-components';

/**
 * The racing platform down or answering junk, as a visitor sees it (docs/decisions/024): the last
 * good data with a line saying when it was received, or, with nothing kept, a translated "results
 * service unavailable" notice inside the page (its header stays) that makes the document a 503;
 * "not available on this platform" a 501; anything else still fails as before.
 */

type TLocale = 'en' | 'es' | 'fr';
type TFreshnessModule = typeof freshness;
const MESSAGES = { en, es, fr };
const state = vi.hoisted(() => ({ locale: 'en' as 'en' | 'es' | 'fr', readLog: null as unknown }));
const status = vi.hoisted(() => ({ markServiceUnavailable: vi.fn(), markNotImplemented: vi.fn() }));
const platform = vi.hoisted(() => ({ getRacerProfile: vi.fn() }));

vi.mock('next-intl/server', () => ({
  getTranslations: async (arg?: string | { locale: TLocale; namespace: string }) => {
    const { locale, namespace } = typeof arg === 'object' ? arg : { locale: state.locale, namespace: arg };
    return createTranslator({ locale, messages: MESSAGES[locale], ...(namespace ? { namespace: namespace as never } : {}) });
  },
  getLocale: async () => state.locale,
}));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, prefetch: _prefetch, ...rest }: { href: string; children: ReactNode; prefetch?: boolean }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/components/ui/NextLink', () => ({
  NextLink: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/lib/http/request-page', () => ({ requestHref: async () => '/ll/fr/results/7101?race=88012' }));
vi.mock('@/server/response-status.mjs', () => status);
vi.mock('@/lib/platform/freshness', async (importOriginal) => ({
  ...(await importOriginal<TFreshnessModule>()),
  requestReadLog: () => state.readLog as TReadLog,
}));
vi.mock('@/lib/platform', () => ({ getPlatform: () => platform }));

const { PlatformDown, withPlatformOutage, withPlatformOutageSection } = await import('@/components/platform/PlatformOutage');
const { StaleDataNotice } = await import('@/components/platform/StaleDataNotice');
const { PageBody } = await import('@/components/layout/PageHeader');
const { asStale } = await import('@/lib/platform/freshness');
const { loadRacerProfile } = await import('@/lib/trackside/profile');

const down = () => new AppError('UPSTREAM_FAILED', { message: 'LiveLaps GET livelaps/race/event/7101 failed: network error ECONNREFUSED' });
const notAvailable = () => new AppError('PLATFORM_NOT_AVAILABLE', { message: "LiveLaps has no call for a racer's season profile" });

/** A request that used a last good answer received at `at`. */
function requestThatUsedStaleDataFrom(at: Date): TReadLog {
  const log = createReadLog();
  log.note(asStale({ rows: [] }, at.getTime()));
  return log;
}

beforeEach(() => {
  state.locale = 'en';
  state.readLog = createReadLog();
  status.markServiceUnavailable.mockClear();
  status.markNotImplemented.mockClear();
});

describe('PlatformDown', () => {
  it('says, in the visitor’s language, that the results service is not answering, links to the same page again, and makes the document a 503', async () => {
    state.locale = 'fr';
    render(await resolveServerTree(await PlatformDown({})));
    expect(screen.getByRole('heading', { level: 2, name: fr.PlatformOutage.title })).toBeTruthy();
    // The text as written, no-break spaces included (the default matcher folds them into spaces).
    expect(screen.getByText(fr.PlatformOutage.description, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    expect(screen.getByRole('link', { name: fr.PlatformOutage.retry }).getAttribute('href')).toBe('/ll/fr/results/7101?race=88012');
    expect(status.markServiceUnavailable).toHaveBeenCalledTimes(1);
    expect(status.markNotImplemented).not.toHaveBeenCalled();
  });
});

describe('StaleDataNotice', () => {
  it('says "as of" the time the last good data was received, in each language, once per page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-13T18:30:00Z'));
    try {
      const receivedAt = new Date('2026-06-13T18:05:00Z'); // 14:05 in Toronto
      for (const locale of ['en', 'es', 'fr'] as const) {
        state.locale = locale;
        state.readLog = requestThatUsedStaleDataFrom(receivedAt);
        const { unmount } = render(await resolveServerTree(await StaleDataNotice()));
        const expected = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'PlatformOutage' })('asOf', { sameDay: 'yes', time: '14:05', date: '' });
        expect(screen.getByRole('status').textContent).toBe(expected);
        expect(expected).toContain('14:05');
        expect(screen.getByTestId('platform-stale').getAttribute('data-as-of')).toBe(receivedAt.toISOString());
        unmount();
        // Said once: a second notice on the same page stays empty.
        expect(await StaleDataNotice()).toBeNull();
      }

      // Data from an earlier day names the day too.
      state.locale = 'en';
      state.readLog = requestThatUsedStaleDataFrom(new Date('2026-06-12T23:10:00Z'));
      render(await resolveServerTree(await StaleDataNotice()));
      expect(screen.getByRole('status').textContent).toBe('Data as of Jun 12, 2026, 19:10: the live-scoring platform is not answering, so this page shows the last data received from it.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing when every answer of the request was fresh', async () => {
    expect(await StaleDataNotice()).toBeNull();
  });

  it('opens every page body that showed last good data', async () => {
    state.readLog = requestThatUsedStaleDataFrom(new Date());
    render(await resolveServerTree(await PageBody({ children: <p>the results</p> })));
    expect(screen.getByTestId('platform-stale')).toBeTruthy();
    expect(screen.getByText('the results')).toBeTruthy();
  });
});

describe('withPlatformOutage', () => {
  const Page = withPlatformOutage(async ({ fail }: { fail?: () => Error }) => {
    if (fail) throw fail();
    return <p>the event</p>;
  }, 'Events.title');

  it('renders the page as it is when the platform answers', async () => {
    render(await resolveServerTree(await Page({})));
    expect(screen.getByText('the event')).toBeTruthy();
    expect(status.markServiceUnavailable).not.toHaveBeenCalled();
  });

  it('platform down with nothing kept: the page title and "results service unavailable" (503), in the visitor’s language', async () => {
    state.locale = 'es';
    render(await resolveServerTree(await Page({ fail: down })));
    expect(screen.getByRole('heading', { level: 1, name: es.Events.title })).toBeTruthy();
    expect(screen.getByTestId('platform-down').textContent).toContain(es.PlatformOutage.title);
    expect(status.markServiceUnavailable).toHaveBeenCalledTimes(1);
  });

  it('not offered by the platform: the "not available" notice (501)', async () => {
    render(await resolveServerTree(await Page({ fail: notAvailable })));
    expect(screen.getByTestId('platform-unavailable').textContent).toContain(en.PlatformUnavailable.title);
    expect(status.markNotImplemented).toHaveBeenCalledTimes(1);
    expect(status.markServiceUnavailable).not.toHaveBeenCalled();
  });

  it('lets any other failure through (the error page, as before), and a refusal that says why', async () => {
    await expect(Page({ fail: () => new TypeError('a bug') })).rejects.toThrow('a bug');
    const refused = new AppError('UPSTREAM_FAILED', { upstreamMessage: 'too_many_results' });
    await expect(Page({ fail: () => refused })).rejects.toBe(refused);
    const notFound = Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    await expect(Page({ fail: () => notFound })).rejects.toBe(notFound);
  });

  it('for a part of a page, puts the notice in its place', async () => {
    const Tab = withPlatformOutageSection(async () => {
      throw down();
    });
    render(await resolveServerTree(await Tab({})));
    expect(screen.getByTestId('platform-down')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('the trackside participant view', () => {
  it('tells "not available on this platform", "platform down" and other failures apart', async () => {
    platform.getRacerProfile.mockRejectedValueOnce(notAvailable());
    expect(await loadRacerProfile(1, 'en')).toEqual({ kind: 'notAvailable' });
    platform.getRacerProfile.mockRejectedValueOnce(down());
    expect(await loadRacerProfile(2, 'en')).toEqual({ kind: 'unavailable' });
    platform.getRacerProfile.mockRejectedValueOnce(new Error('a bug'));
    expect(await loadRacerProfile(3, 'en')).toEqual({ kind: 'failed' });
    platform.getRacerProfile.mockResolvedValueOnce(null);
    expect(await loadRacerProfile(4, 'en')).toEqual({ kind: 'notFound' });
  });
});
