import { DEFAULT_LOCALE, LOCALES, type TLocale } from '../constants';
import type { TEnv } from '../env';
import { log } from '../log';
import { processShared } from '../process-shared';
import { autoBases } from './livelaps/hosts';
import { fetchCurrentLanguage } from './livelaps/language';
import { createUpstream, type TUpstream } from './livelaps/upstream';
import { selectPlatform } from './select';

/**
 * The platform's language for a first visit (seed §7: `langs/current`, "switch locale if
 * different"; docs/decisions/024). The original site asked LiveLaps for its language after loading
 * and switched to it. Here the proxy decides before anything is rendered: a visitor who has chosen
 * no language (no language cookie) and whose browser names none of the site's languages gets the
 * platform's language rather than English. next-intl's negotiation stays the one place that picks
 * the language: the platform's is added to the request's Accept-Language as the visitor's last
 * choice, so the cookie, the URL's prefix and any language the browser names still win.
 *
 * The server's call has none of the visitor's LiveLaps cookies: `langs/current` answers the
 * platform's own (the organisation's) language, not a signed-in LiveLaps user's.
 */

/** The proxy waits at most this long for the platform's language (a first visit only; then it is kept). */
export const PLATFORM_LANGUAGE_TIMEOUT_MS = 2000;
/** After a failure the platform's language is not asked again for this long (English meanwhile). */
export const PLATFORM_LANGUAGE_RETRY_MS = 60_000;

/** Whether an Accept-Language header names one of the site's languages (any region, weight above 0). */
export function namesSiteLocale(acceptLanguage: string | null | undefined): boolean {
  if (!acceptLanguage) return false;
  return acceptLanguage.split(',').some((part) => {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    return (LOCALES as readonly string[]).includes(primary) && (q === undefined || Number(q) > 0);
  });
}

/** The header with `locale` added as the visitor's last choice. */
export function withPlatformLanguage(acceptLanguage: string | null | undefined, locale: TLocale): string {
  const own = acceptLanguage?.trim();
  return own ? `${own}, ${locale};q=0.001` : `${locale};q=0.001`;
}

/**
 * The platform's language for a request's host, or null (embedded platform, unknown language,
 * LiveLaps failing). Kept per api link for LANGUAGE_TTL_MS by the upstream's own answer cache,
 * a failure for PLATFORM_LANGUAGE_RETRY_MS here; one lookup per process.
 */
export function createPlatformLanguage(e: Pick<TEnv, 'PLATFORM_API_URL' | 'PLATFORM_API_LINK_URL' | 'PLATFORM_API_HOSTS' | 'SITE_URL'>, now: () => number = Date.now) {
  const selection = selectPlatform(e);
  const upstreams = new Map<string, TUpstream>();
  /** Per api link: until when a failed lookup is not tried again. */
  const failedUntil = new Map<string, number>();
  return async function platformLanguage(requestHost: string | null | undefined): Promise<TLocale | null> {
    if (selection.kind === 'embedded') return null;
    const bases = selection.kind === 'livelaps' ? selection.bases : autoBases(requestHost, selection.config);
    if ((failedUntil.get(bases.link) ?? 0) > now()) return null;
    let upstream = upstreams.get(bases.link);
    if (!upstream) upstreams.set(bases.link, (upstream = createUpstream({ bases })));
    try {
      return await fetchCurrentLanguage(upstream, { timeoutMs: PLATFORM_LANGUAGE_TIMEOUT_MS });
    } catch (error) {
      // The upstream has logged which call failed and why.
      log.info({ link: bases.link, reason: error instanceof Error ? error.message : String(error) }, 'platform language unknown: English for first visits meanwhile');
      failedUntil.set(bases.link, now() + PLATFORM_LANGUAGE_RETRY_MS);
      return null;
    }
  };
}

/**
 * The Accept-Language the proxy hands to next-intl for a request with no language cookie: the
 * visitor's, plus the platform's language when the visitor's names none of the site's. Null: leave
 * the request as it is.
 */
export async function acceptLanguageForFirstVisit(
  acceptLanguage: string | null,
  requestHost: string | null,
  platformLanguage: (host: string | null) => Promise<TLocale | null>,
): Promise<string | null> {
  if (namesSiteLocale(acceptLanguage)) return null;
  const language = await platformLanguage(requestHost);
  return language && language !== DEFAULT_LOCALE ? withPlatformLanguage(acceptLanguage, language) : null;
}

/** One per process (lib/process-shared.ts): the proxy's copy of the modules. */
export function sharedPlatformLanguage(e: Parameters<typeof createPlatformLanguage>[0]) {
  return processShared('platform.language', () => createPlatformLanguage(e));
}
