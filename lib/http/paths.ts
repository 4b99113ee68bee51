import { BASE_PATH, DEFAULT_LOCALE, type TLocale } from '../constants';

/** Public path of an app path for a locale, with the base path: ('/results', 'fr') → '/ll/fr/results'. */
export function localizedPath(path: string, locale: TLocale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const joined = `${prefix}${clean === '/' ? '' : clean}`;
  return `${BASE_PATH}${joined === '' ? '' : joined}` || BASE_PATH;
}

/** Absolute URL on the public site. */
export function absoluteUrl(siteUrl: string, path: string, locale: TLocale): string {
  return `${siteUrl.replace(/\/+$/, '')}${localizedPath(path, locale)}`;
}

/** An app path, or one with a query: `{ pathname: '/results', query: { promoter: '1' } }`. */
export type TLocaleHref = string | { pathname: string; query?: Record<string, string | readonly string[]> };

/**
 * The path of an app path in a language, without the base path (Next adds it to redirects):
 * English has no prefix, the other languages theirs (`localePrefix: 'as-needed'`,
 * i18n/routing.ts). next-intl's `getPathname` computes the same; this one serves lib/, which sits
 * below next-intl's wiring in i18n/ (docs/decisions/059). tests/http/paths.test.ts holds the two
 * equal.
 */
export function localePathname(href: TLocaleHref, locale: TLocale): string {
  const path = typeof href === 'string' ? href : `${href.pathname}${href.query ? queryString(href.query) : ''}`;
  // An address of another site, or a relative one, is left as it is.
  if (locale === DEFAULT_LOCALE || !path.startsWith('/')) return path;
  // '/' and '/?x=1' in Spanish are '/es' and '/es?x=1', without a trailing slash.
  return `/${locale}${/^\/(\?.*)?$/.test(path) ? path.slice(1) : path}`;
}

function queryString(query: Record<string, string | readonly string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') params.set(key, value);
    else for (const item of value) params.append(key, item);
  }
  return `?${params.toString()}`;
}
