import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/**
 * Published iCalendar (RFC 5545) feeds, written by ical-generator (docs/decisions/034): CRLF line
 * endings, content lines folded at 75 octets, TEXT values escaped, times in UTC ("Z").
 * Pure: the caller gives the stamp time, so output is reproducible.
 */

export type TIcalEvent = {
  /** Globally unique and stable per event ("event-12@example.org"). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
};

export type TIcalCalendar = {
  /** PRODID, e.g. "-//Racing Portal//Event calendar//EN". */
  prodId: string;
  /** NAME / X-WR-CALNAME: the calendar's name in the feed's language. */
  name: string;
  /** How often clients should refresh, in minutes (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
  /** DTSTAMP of every event: when the feed was generated. */
  now: Date;
  events: readonly TIcalEvent[];
};

const STATUS: Record<NonNullable<TIcalEvent['status']>, ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/**
 * Control characters other than tab and line breaks have no place in a content line (RFC 5545
 * §3.3.11); they come from upstream names and are dropped before the library escapes the rest.
 */
const clean = (value: string) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

/**
 * ical-generator writes the calendar's NAME and X-WR-CALNAME as given (the events' texts it
 * escapes itself): the TEXT escaping of RFC 5545 §3.3.11 for that one value.
 */
const calendarName = (value: string) => clean(value).replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n?|\n/g, '\\n');

/** The whole feed as text, every content line ended with CRLF. */
export function buildIcal(calendar: TIcalCalendar): string {
  const feed = ical({
    // The library writes "PRODID:-" and then this.
    prodId: calendar.prodId.replace(/^-/, ''),
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    name: calendarName(calendar.name),
    ttl: calendar.refreshMinutes ? calendar.refreshMinutes * 60 : null,
  });
  for (const event of calendar.events) {
    feed.createEvent({
      id: clean(event.uid),
      stamp: calendar.now,
      start: event.start,
      // An end before the start (bad upstream data) would be swapped by the library: the event
      // ends when it starts instead.
      end: event.end.getTime() > event.start.getTime() ? event.end : event.start,
      summary: clean(event.summary),
      location: event.location ? clean(event.location) : null,
      description: event.description ? clean(event.description) : null,
      url: event.url ? clean(event.url) : null,
      status: event.status ? STATUS[event.status] : null,
    });
  }
  // toString() ends with "END:VCALENDAR"; RFC 5545 ends every content line with CRLF.
  return `${feed.toString()}\r\n`;
}
