import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE_NAME } from '@/lib/constants';
import { createPlatformLanguage, firstVisitLocale, PLATFORM_LANGUAGE_RETRY_MS } from '@/lib/platform/platform-language';
import { fakeLivelapsPerFile } from '../fakes/fake-livelaps-per-file';
import { fixtures } from '../fakes/livelaps';

/**
 * The platform's language for a first visit (seed §7 `langs/current`, "switch locale if
 * different"): on LiveLaps, a visitor with no language cookie whose browser names none of the
 * site's languages is sent to the platform's language; everyone else is not.
 */
const livelaps = fakeLivelapsPerFile();

describe('the language of a first visit', () => {
  it("is the browser's when it names one of the site languages, without asking the platform", async () => {
    const ask = vi.fn(async () => 'fr' as const);
    expect(await firstVisitLocale('en-US,en;q=0.9', 'localhost', ask)).toBe('en');
    expect(await firstVisitLocale('de-DE, es;q=0.5', 'localhost', ask)).toBe('es');
    expect(await firstVisitLocale('*', 'localhost', ask)).toBe('en');
    expect(ask).not.toHaveBeenCalled();
  });

  it("is the platform's when the browser names none, else the default", async () => {
    const ask = vi.fn(async () => 'fr' as const);
    expect(await firstVisitLocale('de', 'localhost', ask)).toBe('fr');
    expect(await firstVisitLocale(null, 'localhost', ask)).toBe('fr');
    expect(await firstVisitLocale('de, en;q=0', 'localhost', ask)).toBe('fr');
    expect(ask).toHaveBeenCalledWith('localhost');
    expect(await firstVisitLocale('de', 'localhost', async () => null)).toBe('en');
  });
});

describe('createPlatformLanguage', () => {
  const site = { SITE_URL: 'http://localhost:3000', PLATFORM_API_HOSTS: [], PLATFORM_API_LINK_URL: undefined };

  it('is null on the embedded platform, without asking anything', async () => {
    const language = createPlatformLanguage({ ...site, PLATFORM_API_URL: undefined });
    expect(await language('localhost')).toBeNull();
    expect(livelaps.fake.requests).toHaveLength(0);
  });

  it("reads langs/current of the api link once, and keeps it", async () => {
    expect(fixtures.language).toMatch(/^fr/);
    const language = createPlatformLanguage({ ...site, PLATFORM_API_URL: livelaps.fake.origin });
    expect(await language('localhost')).toBe('fr');
    expect(await language('localhost')).toBe('fr');
    expect(livelaps.fake.requestsTo('langs/current')).toHaveLength(1);
  });

  it('is null while LiveLaps fails, and is not asked again for a minute', async () => {
    livelaps.fake.override('langs/current', { status: 500 });
    let clock = 1_000_000;
    const language = createPlatformLanguage({ ...site, PLATFORM_API_URL: livelaps.fake.origin }, () => clock);
    expect(await language('localhost')).toBeNull();
    const asked = livelaps.fake.requestsTo('langs/current').length;
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(await language('localhost')).toBeNull();
    expect(livelaps.fake.requestsTo('langs/current')).toHaveLength(asked);
    livelaps.fake.reset();
    clock += PLATFORM_LANGUAGE_RETRY_MS + 1;
    expect(await language('localhost')).toBe('fr');
  });
});

describe('the proxy on LiveLaps', () => {
  type TProxy = (request: NextRequest) => Promise<Response>;
  let proxy: TProxy;
  const saved = process.env.PLATFORM_API_URL;

  beforeAll(async () => {
    // The proxy reads its configuration when it is loaded: a copy of it configured for LiveLaps.
    process.env.PLATFORM_API_URL = livelaps.fake.origin;
    vi.resetModules();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('racing-portal.platform.language')];
    proxy = ((await import('@/proxy')) as { default: TProxy }).default;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.PLATFORM_API_URL;
    else process.env.PLATFORM_API_URL = saved;
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('racing-portal.platform.language')];
  });

  const visit = (path: string, headers: Record<string, string>) =>
    proxy(new NextRequest(`http://localhost:3000/ll${path}`, { headers, nextConfig: { basePath: '/ll' } }));
  const redirectedTo = (response: Response) => (response.status >= 300 && response.status < 400 ? new URL(response.headers.get('location')!).pathname : null);

  it("sends a first visit whose browser names none of the site's languages to the platform's language", async () => {
    expect(redirectedTo(await visit('/', { 'accept-language': 'de-DE,de;q=0.9' }))).toBe('/ll/fr');
    expect(redirectedTo(await visit('/results/7101', {}))).toBe('/ll/fr/results/7101');
  });

  it('keeps the language the visitor chose, by cookie, by URL or by browser', async () => {
    expect(redirectedTo(await visit('/', { 'accept-language': 'de', cookie: `${LOCALE_COOKIE_NAME}=en` }))).toBeNull();
    expect(redirectedTo(await visit('/', { 'accept-language': 'en-GB,en;q=0.8' }))).toBeNull();
    expect(redirectedTo(await visit('/', { 'accept-language': 'es-MX' }))).toBe('/ll/es');
    expect(redirectedTo(await visit('/es/news', { 'accept-language': 'de' }))).toBeNull();
  });

  it('reads Accept-Language as the page cache does: weights, order, regions, and * as any other language', async () => {
    expect(redirectedTo(await visit('/', { 'accept-language': 'en;q=0.5, fr-CA;q=0.6' }))).toBe('/ll/fr');
    expect(redirectedTo(await visit('/', { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5' }))).toBe('/ll/fr');
    expect(redirectedTo(await visit('/', { 'accept-language': 'es-MX,en;q=0.5' }))).toBe('/ll/es');
    expect(redirectedTo(await visit('/', { 'accept-language': '*, fr;q=0.5' }))).toBeNull();
    // A cookie naming no language of the site counts for nothing: the browser's language decides, not the platform's.
    expect(redirectedTo(await visit('/', { 'accept-language': 'es', cookie: `${LOCALE_COOKIE_NAME}=xx` }))).toBe('/ll/es');
    expect(redirectedTo(await visit('/', { 'accept-language': 'de', cookie: `${LOCALE_COOKIE_NAME}=xx` }))).toBeNull();
  });
});
