import { preferredLocale } from '../../server/accept-language.mjs';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '../constants';

/**
 * The Intl locale each language of the site formats with (numbers, money, time-zone names):
 * Canadian English and French, Spanish. Every `Intl` formatter of the site's text gets its locale here.
 */
export const INTL_LOCALES: Readonly<Record<TLocale, string>> = { en: 'en-CA', es: 'es', fr: 'fr-CA' };

export function intlLocale(locale: TLocale): string {
  return INTL_LOCALES[locale];
}

/** Whether a value (a URL segment, a query parameter, a stored or configured code) is one of the site's languages, exactly. */
export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a value that should be one (an account's or a purchase's stored language, a
 * `?locale=` of an API, next-intl's request locale): it when the site has it, else `fallback`
 * (the default language unless told).
 */
export function asLocale(value: unknown, fallback: TLocale = DEFAULT_LOCALE): TLocale {
  return isLocale(value) ? value : fallback;
}

/**
 * The site language a browser's Accept-Language wants most (`*`: the default one), or null when
 * it names none of them; read as the production server's page cache reads it (server/accept-language.mjs).
 */
export function browserLocale(acceptLanguage: string | null | undefined): TLocale | null {
  return preferredLocale(acceptLanguage, LOCALES, DEFAULT_LOCALE);
}

/**
 * The configured languages from the settings value (a JSON array, or a comma list, of codes).
 * Anything that cannot be parsed gives English only (seed §4); unknown codes are dropped.
 */
export function parseLanguageList(raw: string | null | undefined): TLocale[] {
  if (!raw) return [DEFAULT_LOCALE];
  let items: unknown;
  try {
    items = JSON.parse(raw);
  } catch {
    items = raw.split(',');
  }
  if (!Array.isArray(items)) return [DEFAULT_LOCALE];
  const codes = items
    .map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' && 'ab' in v ? String((v as { ab: unknown }).ab) : ''))
    .map((v) => v.trim().toLowerCase())
    .filter(isLocale);
  const unique = [...new Set(codes)];
  return unique.length > 0 ? unique : [DEFAULT_LOCALE];
}

/**
 * The site's default locale: the configured default when it is one of the configured languages;
 * when only one language is configured, that one; otherwise English.
 */
export function resolveDefaultLocale(raw: string | null | undefined, languages: TLocale[]): TLocale {
  if (languages.length === 1) return languages[0] ?? DEFAULT_LOCALE;
  const candidate = raw?.trim().toLowerCase();
  return isLocale(candidate) && languages.includes(candidate) ? candidate : DEFAULT_LOCALE;
}

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join('|')})(?=/|$)`, 'i');

/** Remove a leading language prefix (/fr/, /en/, /es/, in any case) from an app path (seed §2, active item). */
export function stripLocalePrefix(pathname: string): string {
  const match = LOCALE_PREFIX.exec(pathname);
  const rest = match ? pathname.slice(match[0].length) : pathname;
  return rest === '' ? '/' : rest;
}

/** Pick the text for a locale out of a localized value, falling back to English. */
export function pick(value: { en: string; es?: string; fr?: string } | null | undefined, locale: TLocale): string {
  if (!value) return '';
  return value[locale] || value.en;
}

/**
 * Where to send a visitor who asked for a language the site does not offer (settings list fewer
 * languages than the app has): the same page in the default locale, with an explicit prefix so the
 * proxy also resets the language cookie. Null when the language is offered.
 */
export function unconfiguredLocaleTarget(locale: TLocale, configured: TLocale[], defaultLocale: TLocale, pathname: string): string | null {
  if (configured.includes(locale)) return null;
  const rest = stripLocalePrefix(pathname);
  return `/${defaultLocale}${rest === '/' ? '' : rest}`;
}
