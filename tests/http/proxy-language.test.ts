import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE_NAME } from '@/lib/constants';
import { acceptLanguageForFirstVisit, createPlatformLanguage, namesSiteLocale, PLATFORM_LANGUAGE_RETRY_MS, withPlatformLanguage } from '@/lib/platform/platform-language';
import { fakeLivelapsPerFile } from '../fakes/fake-livelaps-per-file';
import { fixtures } from '../fakes/livelaps';

/**
 * The platform's language for a first visit (seed §7 `langs/current`, "switch locale if
 * different"): on LiveLaps, a visitor with no language cookie whose browser names none of the
 * site's languages is sent to the platform's language; everyone else is not.
 */
const livelaps = fakeLivelapsPerFile();

describe('Accept-Language and the platform language', () => {
  it('tells whether a browser names one of the site languages', () => {
    expect(namesSiteLocale('fr-CA,fr;q=0.9')).toBe(true);
    expect(namesSiteLocale('de-DE, en;q=0.5')).toBe(true);
    expect(namesSiteLocale('ES')).toBe(true);
    expect(namesSiteLocale('de-DE,de;q=0.9')).toBe(false);
    expect(namesSiteLocale('de, en;q=0')).toBe(false);
    expect(namesSiteLocale('*')).toBe(false);
    expect(namesSiteLocale('')).toBe(false);
    expect(namesSiteLocale(null)).toBe(false);
  });

  it("adds the platform's language as the visitor's last choice", () => {
    expect(withPlatformLanguage('de-DE,de;q=0.9', 'fr')).toBe('de-DE,de;q=0.9, fr;q=0.001');
    expect(withPlatformLanguage(null, 'es')).toBe('es;q=0.001');
  });

  it('leaves a request alone when the browser names a site language, or the platform says English or nothing', async () => {
    const ask = vi.fn(async () => 'fr' as const);
    expect(await acceptLanguageForFirstVisit('en-US,en;q=0.9', 'localhost', ask)).toBeNull();
    expect(ask).not.toHaveBeenCalled();
    expect(await acceptLanguageForFirstVisit('de', 'localhost', async () => 'en')).toBeNull();
    expect(await acceptLanguageForFirstVisit('de', 'localhost', async () => null)).toBeNull();
    expect(await acceptLanguageForFirstVisit('de', 'localhost', ask)).toBe('de, fr;q=0.001');
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
});
