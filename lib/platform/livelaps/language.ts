import type { TLocale } from '../../constants';
import { isLocale } from '../../i18n/locale';
import { ZCurrentLanguageSchema } from './schemas';
import type { TUpstream } from './upstream';

/**
 * The platform's language (seed §7: "GET langs/current (status, data.code; switch locale if
 * different)"). The adapter's `getCurrentLanguage` and the proxy's choice of language for a first
 * visit (lib/platform/platform-language.ts) both read it here. Free of `server-only` and of the
 * rest of the adapter, so the proxy can load it.
 */

/** The platform's language changes when its organisation changes it: asked again after this long. */
export const LANGUAGE_TTL_MS = 10 * 60_000;

/** A LiveLaps language code ("fr", "fr-CA", "es_ES") as one of the site's, or null. */
export function toSiteLocale(code: string): TLocale | null {
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/**
 * `langs/current` of the api link, as one of the site's languages (null when it is none of them,
 * or when the platform does not offer the call: HTTP 404, kept like an answer).
 */
export async function fetchCurrentLanguage(upstream: TUpstream, options: { timeoutMs?: number } = {}): Promise<TLocale | null> {
  const answer = await upstream.fetchOr(
    {
    client: 'link',
    method: 'GET',
    path: 'langs/current',
    schema: ZCurrentLanguageSchema,
    ttlMs: LANGUAGE_TTL_MS,
    timeoutMs: options.timeoutMs,
    },
    [404],
  );
  return answer.ok ? toSiteLocale(answer.data.data.code) : null;
}
