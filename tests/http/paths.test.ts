import { describe, expect, it } from 'vitest';
import { getPathname } from '@/i18n/navigation-base';
import { LOCALES } from '@/lib/constants';
import { localePathname, type TLocaleHref } from '@/lib/http/paths';

/**
 * lib/ redirects with its own `localePathname` (lib/http/redirect.ts), not with next-intl's
 * navigation in i18n/, which sits above it (docs/decisions/059). The two must give the same path
 * for every language: a change to i18n/routing.ts that this one does not follow fails here.
 */
describe('localePathname', () => {
  const hrefs: TLocaleHref[] = [
    '/',
    '/error',
    '/account/family',
    '/login?next=%2Faccount%2Ffamily',
    '/?status=1',
    { pathname: '/results', query: { promoter: '7' } },
    { pathname: '/login', query: { status: 'loggedOut' } },
    { pathname: '/', query: { a: 'x y', b: ['1', '2'] } },
    { pathname: '/events/4' },
    'https://example.org/elsewhere',
  ];

  it('gives the path next-intl gives, in every language', () => {
    for (const locale of LOCALES) {
      for (const href of hrefs) {
        expect(localePathname(href, locale), `${JSON.stringify(href)} in ${locale}`).toBe(getPathname({ href, locale }));
      }
    }
  });

  it('prefixes the languages but English', () => {
    expect(localePathname('/error', 'en')).toBe('/error');
    expect(localePathname('/error', 'fr')).toBe('/fr/error');
    expect(localePathname('/', 'es')).toBe('/es');
    expect(localePathname({ pathname: '/results', query: { promoter: '2' } }, 'es')).toBe('/es/results?promoter=2');
  });
});
