// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { resolveServerTree } from '../setup/server-components';

/**
 * "Not available on this platform" as a visitor sees it: a page or a section whose platform read
 * the platform in use does not offer (AppError PLATFORM_NOT_AVAILABLE) shows a translated notice
 * in its place, while any other failure still fails as before.
 */

const state = vi.hoisted(() => ({ locale: 'fr' as 'en' | 'fr' }));
const platform = { listSeries: vi.fn() };
const loadClasses = vi.fn();

vi.mock('next-intl/server', () => ({
  getTranslations: async (arg: string | { locale: 'en' | 'fr'; namespace: string }) => {
    const { locale, namespace } = typeof arg === 'string' ? { locale: state.locale, namespace: arg } : arg;
    return createTranslator({ locale, messages: locale === 'fr' ? fr : en, namespace: namespace as never });
  },
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
vi.mock('@/lib/platform', () => ({ getPlatform: () => platform }));
vi.mock('@/lib/organizations/data', () => ({ loadClasses: (...args: unknown[]) => loadClasses(...args) }));
vi.mock('@/lib/server/services', () => ({ captchaSiteKey: undefined }));
vi.mock('@/lib/http/request-page', () => ({ requestHref: async () => '/ll/organizations/31/classes' }));
const status = vi.hoisted(() => ({ markServiceUnavailable: vi.fn(), markNotImplemented: vi.fn() }));
vi.mock('@/server/response-status.mjs', () => status);

const { PlatformUnavailable } = await import('@/components/platform/PlatformUnavailable');
const { readIfAvailable } = await import('@/lib/platform/available');
const { SeriesSection, ClassesSection } = await import('@/components/organizations/Sections');

const notAvailable = () => new AppError('PLATFORM_NOT_AVAILABLE', { message: 'LiveLaps has no call for series' });
const organization = { id: 31, name: 'Great Lakes Off-Road Association' };

describe('PlatformUnavailable', () => {
  it('says, in the visitor’s language, that the platform does not offer this, with a way home, and makes the document a 501', async () => {
    state.locale = 'fr';
    status.markNotImplemented.mockClear();
    render(await resolveServerTree(await PlatformUnavailable({})));
    expect(screen.getByRole('heading', { level: 2, name: fr.PlatformUnavailable.title })).toBeTruthy();
    expect(screen.getByText(fr.PlatformUnavailable.description)).toBeTruthy();
    expect(screen.getByRole('link', { name: fr.Common.backHome }).getAttribute('href')).toBe('/');
    expect(status.markNotImplemented).toHaveBeenCalledTimes(1);
    expect(status.markServiceUnavailable).not.toHaveBeenCalled();
  });
});

describe('readIfAvailable', () => {
  it('gives the value, "not available" and "platform down" as states, and rethrows other failures', async () => {
    await expect(readIfAvailable('x', async () => 3)).resolves.toEqual({ ok: true, value: 3 });
    await expect(readIfAvailable('x', async () => Promise.reject(notAvailable()))).resolves.toEqual({ ok: false, reason: 'notAvailable' });
    const down = new AppError('UPSTREAM_FAILED', { message: 'LiveLaps GET livelaps/series failed: HTTP 500' });
    await expect(readIfAvailable('x', async () => Promise.reject(down))).resolves.toEqual({ ok: false, reason: 'down' });
    // A refusal that says why is an answer, not an outage; any other failure is a bug.
    const refused = new AppError('UPSTREAM_FAILED', { message: 'refused', upstreamMessage: 'too_many_results' });
    await expect(readIfAvailable('x', async () => Promise.reject(refused))).rejects.toBe(refused);
    const bug = new TypeError('x is undefined');
    await expect(readIfAvailable('x', async () => Promise.reject(bug))).rejects.toBe(bug);
  });
});

describe('organisation sections on a platform without them', () => {
  beforeEach(() => {
    state.locale = 'en';
    platform.listSeries.mockReset();
    loadClasses.mockReset();
  });

  it('shows the notice under the section title instead of the series', async () => {
    platform.listSeries.mockRejectedValue(notAvailable());
    render(await resolveServerTree(await SeriesSection({ organization, idParam: null, locale: 'en' })));
    expect(screen.getByRole('heading', { name: en.Organizations.sections.series })).toBeTruthy();
    expect(screen.getByTestId('platform-unavailable').textContent).toContain(en.PlatformUnavailable.title);
    expect(platform.listSeries).toHaveBeenCalledWith({ locale: 'en', organizationId: 31 });
  });

  it('shows the series when the platform has them', async () => {
    platform.listSeries.mockResolvedValue([{ id: 410, name: '2025 Enduro Cup', discipline: 'enduro', season: 2025, dropCount: 0 }]);
    render(await resolveServerTree(await SeriesSection({ organization, idParam: null, locale: 'en' })));
    expect(screen.getByText('2025 Enduro Cup')).toBeTruthy();
    expect(screen.queryByTestId('platform-unavailable')).toBeNull();
  });

  it('shows the notice instead of the classes, and "results service unavailable" when the platform is down', async () => {
    loadClasses.mockRejectedValueOnce(notAvailable());
    const { unmount } = render(await resolveServerTree(await ClassesSection({ organization, idParam: null, locale: 'en' })));
    expect(screen.getByTestId('platform-unavailable')).toBeTruthy();
    expect(screen.queryByText(en.Organizations.classesIntro)).toBeNull();
    unmount();

    status.markServiceUnavailable.mockClear();
    loadClasses.mockRejectedValueOnce(new AppError('UPSTREAM_FAILED'));
    render(await resolveServerTree(await ClassesSection({ organization, idParam: null, locale: 'en' })));
    expect(screen.getByTestId('platform-down').textContent).toContain(en.PlatformOutage.title);
    expect(screen.queryByTestId('platform-unavailable')).toBeNull();
    expect(status.markServiceUnavailable).toHaveBeenCalledTimes(1);

    loadClasses.mockRejectedValueOnce(new Error('a bug'));
    await expect(ClassesSection({ organization, idParam: null, locale: 'en' })).rejects.toThrow('a bug');
  });
});
