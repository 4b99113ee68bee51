import { DEFAULT_LOCALE, type TLocale } from '../constants';
import type { TEnv } from '../env';
import { browserLocale } from '../i18n/locale';
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
 * platform's language rather than English. The URL's prefix, the cookie and any language the
 * browser names still win (next-intl applies the first two; the proxy reads the browser's).
 *
 * The server's call has none of the visitor's LiveLaps cookies: `langs/current` answers the
 * platform's own (the organisation's) language, not a signed-in LiveLaps user's.
 */

/** The proxy waits at most this long for the platform's language (a first visit only; then it is kept). */
export const PLATFORM_LANGUAGE_TIMEOUT_MS = 2000;
/** After a failure the platform's language is not asked again for this long (English meanwhile). */
export const PLATFORM_LANGUAGE_RETRY_MS = 60_000;

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
 * The language of a first visit (no language cookie, no prefix): the one of the site's the
 * browser wants most, else the platform's, else the default. The platform is asked only when the
 * browser names none of the site's languages.
 */
export async function firstVisitLocale(
  acceptLanguage: string | null,
  requestHost: string | null,
  platformLanguage: (host: string | null) => Promise<TLocale | null>,
): Promise<TLocale> {
  return browserLocale(acceptLanguage) ?? (await platformLanguage(requestHost)) ?? DEFAULT_LOCALE;
}

/** One per process (lib/process-shared.ts): the proxy's copy of the modules. */
export function sharedPlatformLanguage(e: Parameters<typeof createPlatformLanguage>[0]) {
  return processShared('platform.language', () => createPlatformLanguage(e));
}
