import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import type { TLocale } from '../constants';
import { redirect } from '../http/redirect';
import { loadDefaults } from '../content/defaults';
import { getPlatform } from '../platform';
import { askPermission } from '../platform/permission';
import type { PlatformPort, TEvent, TListOptions, TSeriesStandings, TSeriesType } from '../platform/port';

/**
 * Reads of events and series for pages and route handlers, the ones shared by a page and its
 * metadata cached per request (React's per-request cache: one platform call each), and the
 * permission checks of the event and series pages (seed §6).
 */

/** An event by id, once per request: every page, service and metadata that needs an event reads it here. */
export const loadEvent = cache((id: number, locale: TLocale): Promise<TEvent | null> => getPlatform().getEvent(id, { locale }));

/** Public events, of a promoter, organisation or series and between dates when asked. */
export function listEvents(options: Parameters<PlatformPort['listEvents']>[0]) {
  return getPlatform().listEvents(options);
}

/** Public series, of a promoter or organisation when asked. */
export function listSeries(options: Parameters<PlatformPort['listSeries']>[0]) {
  return getPlatform().listSeries(options);
}

/** An event's registrations and capacity, as they are now (never from a cache: a rider who just registered counts). */
export function getRegistrationCounts(eventId: number) {
  return getPlatform().getRegistrationCounts(eventId);
}

/** The riders registered for an event and its waiting list, as they are now. */
export function listRegistrants(eventId: number, options: TListOptions) {
  return getPlatform().listRegistrants(eventId, options);
}

export const loadSeriesStandings = cache(
  (id: number, locale: TLocale, type: TSeriesType): Promise<TSeriesStandings | null> => getPlatform().getSeriesStandings(id, { locale, type }),
);

/** The platform's answer to a permission question; an error counts as "no" (and is logged); the platform being down is thrown. */
const allowed = askPermission;

/**
 * An event page's event. The platform refusing "display event" (or failing to answer) sends the
 * visitor to the results of the default promoter, in their language (seed §6); the platform
 * refuses private and unknown events alike, so both land there, on every event page (results,
 * events, eventScores, presentation: docs/decisions/005). An event the platform allows but cannot
 * load is a 404.
 */
export async function requireDisplayableEvent(id: number, locale: TLocale): Promise<TEvent> {
  const defaults = await loadDefaults();
  const [event, ok] = await Promise.all([
    loadEvent(id, locale),
    allowed({ kind: 'displayEvent', eventId: id, defaultPromoterUserId: defaults.promoterUserId }),
  ]);
  if (!ok) {
    redirect({ href: { pathname: '/results', query: { promoter: String(defaults.promoterId) } }, locale });
  }
  if (!event) notFound();
  return event;
}

/** A series' standings: unknown → 404; "display series" refused (or failing) → /error (seed §6). */
export async function requireDisplayableSeries(id: number, locale: TLocale, type: TSeriesType): Promise<TSeriesStandings> {
  const [standings, ok] = await Promise.all([loadSeriesStandings(id, locale, type), allowed({ kind: 'displaySeries', seriesId: id })]);
  if (!standings) notFound();
  if (!ok) redirect({ href: '/error', locale });
  return standings;
}
