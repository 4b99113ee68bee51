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
