import 'server-only';
import { getPlatform } from '../platform';
import type { TCalendarEntry, TEventStatus, TEventSummary } from '../platform/port';
import type { TLocale } from '../constants';
import { SITE_TIME_ZONE } from '../i18n/format';
import { absoluteUrl } from '../http/paths';
import type { TIcalEvent } from './ical';

/** A calendar entry with what the page shows besides it: the event's time zone, place and status. */
export type TCalendarRow = TCalendarEntry & { timeZone: string; location?: string; status?: TEventStatus };

/** "Venue, City, ST, Country" (the parts that are known). */
export function eventLocation(event: Pick<TEventSummary, 'venue' | 'city' | 'state' | 'country'>): string | undefined {
  return [event.venue, event.city, event.state, event.country].filter(Boolean).join(', ') || undefined;
}

/**
 * Calendar entries (events and registration windows, seed §7 getEventsForCalendar) that have not
 * ended before `from`, joined with their events for time zone, place and status.
 */
export async function loadCalendarRows(
  locale: TLocale,
  filter: { from: Date; promoterId?: number; seriesId?: number },
): Promise<TCalendarRow[]> {
  const platform = getPlatform();
  const [entries, events] = await Promise.all([
    platform.getCalendar({ locale, ...filter }),
    platform.listEvents({ locale, ...filter }),
  ]);
  const byId = new Map(events.map((e) => [e.id, e]));
  return entries.map((entry) => {
    const event = byId.get(entry.eventId);
    return { ...entry, timeZone: event?.timeZone ?? SITE_TIME_ZONE, location: event ? eventLocation(event) : undefined, status: event?.status };
  });
}

/** The UID of an event in every feed: stable, per event and site (`event-12@example.org`). */
export function eventUid(eventId: number, siteUrl: string): string {
  return `event-${eventId}@${new URL(siteUrl).hostname}`;
}

/** An event as a VEVENT; the description ends with the event page's address. */
export function toIcalEvent(
  event: TEventSummary,
  { siteUrl, locale, description }: { siteUrl: string; locale: TLocale; description: (url: string) => string },
): TIcalEvent {
  const url = absoluteUrl(siteUrl, `/events/${event.id}`, locale);
  return {
    uid: eventUid(event.id, siteUrl),
    start: event.startAt,
    end: event.endAt,
    summary: event.name,
    location: eventLocation(event),
    description: description(url),
    url,
    status: event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  };
}
