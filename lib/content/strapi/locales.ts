import { LOCALES, type TLocale } from '../../constants';
import { isLocale } from '../../i18n/locale';

/**
 * How the site's languages are spelled at the content service. The seed writes French as
 * "fr-ca"; a Strapi whose locales were made in its admin panel knows "fr-CA", and compares codes
 * exactly on PostgreSQL and SQLite. So the adapter reads the server's own codes (`GET
 * /i18n/locales`, once) and matches them case-insensitively, or takes them from CONTENT_LOCALES.
 * `undefined`: the server has no such language (its pages show the English content).
 */
export type TContentLocaleCodes = Record<TLocale, string | undefined>;

/** Used when the server's list cannot be read (and no CONTENT_LOCALES is set): Strapi's ISO spellings. */
export const DEFAULT_CONTENT_LOCALE_CODES: TContentLocaleCodes = { en: 'en', es: 'es', fr: 'fr-CA' };

/** Per site language, the codes tried first (case-insensitively); then any code of that language. */
const PREFERRED: Record<TLocale, string[]> = { en: ['en'], es: ['es'], fr: ['fr-ca', 'fr'] };

const primaryTag = (code: string) => code.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** A content-service locale code (en, es-MX, fr-CA…) as a site locale. */
export function fromContentLocale(code: string | null | undefined): TLocale | undefined {
  const primary = primaryTag(code ?? '');
  return isLocale(primary) ? primary : undefined;
}

/** The server's codes for the site's languages: `fr-ca`, `fr-CA` or `FR-ca` all match French. */
export function matchContentLocales(serverCodes: readonly string[]): TContentLocaleCodes {
  const codes = serverCodes.map((c) => c.trim()).filter((c) => c !== '');
  const lower = codes.map((c) => c.toLowerCase());
  const result = {} as TContentLocaleCodes;
  for (const locale of LOCALES) {
    let index = -1;
    for (const preferred of PREFERRED[locale]) {
      index = lower.indexOf(preferred);
      if (index >= 0) break;
    }
    if (index < 0) index = codes.findIndex((c) => primaryTag(c) === locale);
    result[locale] = index >= 0 ? codes[index] : undefined;
  }
  return result;
}

/**
 * The server's codes, loaded once: `load` reads the server's list. When it fails (the public role
 * may not read `/i18n/locales`, or the i18n plugin is off) the default spellings are used and the
 * list is read again after `retryMs`.
 */
export function createLocaleResolver(options: {
  load: () => Promise<string[]>;
  /** Codes set by configuration: the server is then not asked. */
  configured?: readonly string[];
  retryMs?: number;
  onError?: (error: unknown) => void;
  now?: () => number;
}): () => Promise<TContentLocaleCodes> {
  const retryMs = options.retryMs ?? 60_000;
  const now = options.now ?? Date.now;
  if (options.configured && options.configured.length > 0) {
    const fixed = matchContentLocales(options.configured);
    return () => Promise.resolve(fixed);
  }
  let known: TContentLocaleCodes | undefined;
  let pending: Promise<TContentLocaleCodes> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (known) return Promise.resolve(known);
    if (now() - failedAt < retryMs) return Promise.resolve(DEFAULT_CONTENT_LOCALE_CODES);
    pending ??= options
      .load()
      .then(
        (codes) => (known = matchContentLocales(codes)),
        (error: unknown) => {
          failedAt = now();
          options.onError?.(error);
          return DEFAULT_CONTENT_LOCALE_CODES;
        },
      )
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
