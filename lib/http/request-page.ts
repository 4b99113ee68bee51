import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getSettings } from '../content';
import { BASE_PATH, type TLocale } from '../constants';
import { unconfiguredLocaleTarget } from '../i18n/locale';
import { hasLanguageAlternates, languageAlternates } from './alternates';
import { localizedPath } from './paths';
import { loadOr } from './safe';

/** The path the proxy saw (with its language prefix, without the base path). */
async function requestPath(): Promise<string> {
  return (await headers()).get('x-pathname') ?? '/';
}

/** The requested page's address on this site, query included (`/ll/fr/results/7?race=9`): a link that loads it again. */
export async function requestHref(): Promise<string> {
  const h = await headers();
  const path = h.get('x-pathname') ?? '/';
  const search = h.get('x-search') ?? '';
  return `${BASE_PATH}${path === '/' ? '' : path}${search}` || '/';
}

/** Canonical URL and hreflang alternates of the requested page. */
export async function alternatesMetadata(locale: TLocale): Promise<Metadata> {
  const path = await requestPath();
  if (!hasLanguageAlternates(path)) return {};
  const { canonicalPath, languages } = languageAlternates(path);
  return { alternates: { canonical: localizedPath(canonicalPath, locale), languages } };
}

/** A language the settings do not offer: send the visitor to the same page in the default one. */
export async function redirectUnofferedLocale(locale: TLocale): Promise<void> {
  const settings = await loadOr('settings', () => getSettings(), null);
  const target = settings && unconfiguredLocaleTarget(locale, settings.languages, settings.defaultLocale, await requestPath());
  if (target) redirect(target);
}
