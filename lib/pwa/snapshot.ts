import { BASE_PATH, DEFAULT_LOCALE, type TLocale } from '@/lib/constants';

/**
 * What the page knows about the service worker (public/sw.js): the worker answers a stored copy
 * with `Server-Timing: sw-cache;desc="<ISO time the copy was stored>"`, which the page reads from
 * its navigation timing entry. Browser only (call from effects or client snapshots).
 */
export const SW_URL = `${BASE_PATH}/sw.js`;
export const SW_SCOPE = `${BASE_PATH}/`;
export const SW_SERVER_TIMING = 'sw-cache';

function navigationEntry(): PerformanceNavigationTiming | undefined {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return undefined;
  return performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
}

/** When this document came from the worker's cache: the time its copy was stored (ms); else null. */
export function cachedDocumentTime(): number | null {
  const entry = navigationEntry()?.serverTiming?.find((e) => e.name === SW_SERVER_TIMING);
  const time = entry ? Date.parse(entry.description) : Number.NaN;
  return Number.isFinite(time) ? time : null;
}

/** When this document's data was fetched: its stored time if it came from the cache, else its load. */
export function documentDataTime(): number {
  const cached = cachedDocumentTime();
  if (cached !== null) return cached;
  const entry = navigationEntry();
  return Math.round(performance.timeOrigin + (entry?.responseStart ?? 0));
}

/** The site path of a followed rider's page in a language (app path /liveonlivelaps/{id}). */
export function riderPagePath(locale: TLocale, riderId: number): string {
  return `${BASE_PATH}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/liveonlivelaps/${riderId}`;
}

/**
 * HH:MM (or HH:MM:SS) on a 24-hour clock in the language of the page, in `timeZone` (the device's
 * own when not given).
 */
export function formatClock(locale: string, time: number, { seconds = false, timeZone }: { seconds?: boolean; timeZone?: string } = {}): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), hourCycle: 'h23', timeZone }).format(time);
}
