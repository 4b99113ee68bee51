import { LOCALES, type TLocale } from '../constants';
import { stripLocalePrefix } from '../i18n/locale';
import { localizedPath } from './paths';

/**
 * Longest path that gets language alternates. A longer one is no page of the site (a 404), and its
 * alternates would repeat it four times in the `Link` header (12 KB for a 3,000-character path)
 * and in the page's head: headers must not grow with the path.
 */
export const MAX_ALTERNATES_PATH_LENGTH = 512;

/** Whether a request path gets language alternates (the `Link` header, hreflang links). */
export function hasLanguageAlternates(requestPath: string): boolean {
  return requestPath.length <= MAX_ALTERNATES_PATH_LENGTH;
}

/** hreflang alternates of a page path (as the proxy saw it, possibly with a locale prefix). */
export function languageAlternates(requestPath: string): { canonicalPath: string; languages: Record<string, string> } {
  const appPath = stripLocalePrefix(requestPath || '/');
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l: TLocale) => [l, localizedPath(appPath, l)]));
  languages['x-default'] = localizedPath(appPath, 'en');
  return { canonicalPath: appPath, languages };
}
