import { LOCALES, type TLocale } from '../constants';
import { stripLocalePrefix } from '../i18n/locale';
import { localizedPath } from './paths';

/** hreflang alternates of a page path (as the proxy saw it, possibly with a locale prefix). */
export function languageAlternates(requestPath: string): { canonicalPath: string; languages: Record<string, string> } {
  const appPath = stripLocalePrefix(requestPath || '/');
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l: TLocale) => [l, localizedPath(appPath, l)]));
  languages['x-default'] = localizedPath(appPath, 'en');
  return { canonicalPath: appPath, languages };
}
