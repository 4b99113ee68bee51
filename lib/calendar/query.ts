import { z } from 'zod';
import { CALENDAR_YEARS_BACK } from '../constants';
import { optionalQueryValue, parsePageQuery, queryValue, ZQueryId, type TQueryInput } from '../validation/query';
import { addYears, parseDayKey, type TDayKey } from './days';
import { CALENDAR_VIEWS, DEFAULT_VIEW, type TCalendarView } from './views';

/**
 * The calendar page's URL state:
 *   ?view=day|4day|week|month&date=yyyy-mm-dd   the grid (default: the month of today)
 *   &from=yyyy-mm-dd&to=yyyy-mm-dd              the agenda list (default: two years back to one year ahead)
 *   &promoter=1&series=2                        filters
 *   &page=2                                     the list's page (default: the page of what is coming)
 * Anything malformed falls back to its default: a hand-edited URL never breaks the page.
 */
export type TCalendarQuery = {
  view: TCalendarView;
  date: TDayKey;
  from: TDayKey;
  to: TDayKey;
  promoter?: number;
  series?: number;
  /** The list's page (lib/calendar/agenda-pages.ts); none: the page of what is coming. */
  page?: number;
};

/** How far ahead the agenda lists by default, and the step of "load older / newer". */
export const AGENDA_YEARS_AHEAD = 1;
export const AGENDA_STEP_YEARS = 1;
/** The longest agenda range accepted from the URL. */
export const AGENDA_MAX_YEARS = 25;

const ZDayKey = optionalQueryValue(z.string().refine((value) => parseDayKey(value) !== null));

const ZRawQuery = z.object({
  view: queryValue(z.enum(CALENDAR_VIEWS), DEFAULT_VIEW),
  date: ZDayKey,
  from: ZDayKey,
  to: ZDayKey,
  promoter: ZQueryId,
  series: ZQueryId,
  page: ZQueryId,
});

/** The query parameters the calendar page reads (the page cache keys its pages by these: server/page-cache-routes.mjs). */
export const CALENDAR_QUERY_KEYS = Object.keys(ZRawQuery.shape);

export function defaultAgendaRange(today: TDayKey): { from: TDayKey; to: TDayKey } {
  return { from: addYears(today, -CALENDAR_YEARS_BACK), to: addYears(today, AGENDA_YEARS_AHEAD) };
}

export function parseCalendarQuery(raw: TQueryInput, today: TDayKey): TCalendarQuery {
  const parsed = parsePageQuery(ZRawQuery, raw);
  const defaults = defaultAgendaRange(today);
  let from = parsed.from ?? defaults.from;
  let to = parsed.to ?? defaults.to;
  if (from > to || addYears(from, AGENDA_MAX_YEARS) < to) ({ from, to } = defaults);
  return {
    view: parsed.view,
    date: parsed.date ?? today,
    from,
    to,
    ...(parsed.promoter !== undefined ? { promoter: parsed.promoter } : {}),
    ...(parsed.series !== undefined ? { series: parsed.series } : {}),
    ...(parsed.page !== undefined ? { page: parsed.page } : {}),
  };
}

/**
 * The page link of a state, defaults left out (so the plain page is `/event-calendar`). The
 * `hash` ("agenda", "calendar") brings the reader back to the part they acted on.
 */
export function calendarHref(query: TCalendarQuery, today: TDayKey, hash?: string): string {
  const defaults = defaultAgendaRange(today);
  const params = new URLSearchParams();
  if (query.view !== DEFAULT_VIEW) params.set('view', query.view);
  if (query.date !== today) params.set('date', query.date);
  if (query.from !== defaults.from) params.set('from', query.from);
  if (query.to !== defaults.to) params.set('to', query.to);
  if (query.promoter !== undefined) params.set('promoter', String(query.promoter));
  if (query.series !== undefined) params.set('series', String(query.series));
  if (query.page !== undefined) params.set('page', String(query.page));
  const search = params.toString();
  return `/event-calendar${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}
