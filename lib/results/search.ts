import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../constants';
import { SITE_TIME_ZONE } from '../i18n/format';
import type { TEventSummary, TResultSearch } from '../platform/port';
import { optionalQueryValue, parsePageQuery, queryValue, ZQueryId, type TQueryInput } from '../validation/query';

/**
 * The results search page's query string (seed §1: by event name, event date, promoter name or
 * race name; §8 "no events for selected years"): `?q=hidden&date=2026-06-07&year=2026&promoter=1`.
 * Anything malformed is ignored (the search runs without that part), never an error.
 */
export type TResultSearchParams = {
  /** Event, promoter or race name (trimmed, at most SEARCH_TEXT_MAX characters). */
  text: string;
  /** A day, 'yyyy-MM-dd', or '' for any day. */
  date: string;
  year: number | null;
  promoterId: number | null;
};

/** How many years the year select offers, counting back from the current one. */
export const RESULT_YEAR_COUNT = 10;
const OLDEST_YEAR = 1990;

/** The current year in the site's time zone. */
export function currentYear(now: Date): number {
  return new TZDate(now.getTime(), SITE_TIME_ZONE).getFullYear();
}

/** A real calendar day in 'yyyy-MM-dd' form (2026-02-30 is not), else ''. */
export function parseDay(value: string | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= OLDEST_YEAR ? value : '';
}

/** The parameters of the results search page. */
const ZResultSearchQuery = z.object({
  q: queryValue(
    z.string().transform((text) => text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX).trim()),
    '',
  ),
  date: queryValue(z.string().transform((day) => parseDay(day.trim())), ''),
  year: optionalQueryValue(z.string().trim().regex(/^\d{4}$/).transform(Number)),
  promoter: ZQueryId,
});

export function parseResultSearchParams(params: TQueryInput, now: Date): TResultSearchParams {
  const query = parsePageQuery(ZResultSearchQuery, params);
  const year = query.year !== undefined && query.year >= OLDEST_YEAR && query.year <= currentYear(now) + 1 ? query.year : null;
  return { text: query.q, date: query.date, year, promoterId: query.promoter ?? null };
}

/** The platform query of the page's parameters (empty parts left out). */
export function toResultSearch(params: TResultSearchParams): TResultSearch {
  return {
    ...(params.text ? { text: params.text } : {}),
    ...(params.date ? { date: params.date } : {}),
    ...(params.year !== null ? { year: params.year } : {}),
    ...(params.promoterId !== null ? { promoterId: params.promoterId } : {}),
  };
}

/** The years of the year select, newest first; a chosen year outside the range is kept in it. */
export function resultYearOptions(now: Date, selected: number | null = null): number[] {
  const latest = currentYear(now);
  const years = Array.from({ length: RESULT_YEAR_COUNT }, (_, i) => latest - i);
  if (selected !== null && !years.includes(selected)) years.push(selected);
  return years.sort((a, b) => b - a);
}

/** The page's address for these parameters (defaults left out). */
export function resultSearchHref(params: Partial<TResultSearchParams>): string {
  const query = new URLSearchParams();
  if (params.text) query.set('q', params.text);
  if (params.date) query.set('date', params.date);
  if (params.year) query.set('year', String(params.year));
  if (params.promoterId) query.set('promoter', String(params.promoterId));
  const text = query.toString();
  return text ? `/results?${text}` : '/results';
}

/** Live events first, then the most recent; ties by id (the platform's order is kept otherwise). */
export function liveFirst<T extends Pick<TEventSummary, 'id' | 'status' | 'startAt'>>(events: readonly T[]): T[] {
  return [...events].sort(
    (a, b) => Number(b.status === 'live') - Number(a.status === 'live') || b.startAt.getTime() - a.startAt.getTime() || b.id - a.id,
  );
}
