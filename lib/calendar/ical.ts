/**
 * A small iCalendar (RFC 5545) writer for published feeds: CRLF line endings, content lines folded
 * at 75 octets (never inside a UTF-8 sequence), TEXT values escaped, times in UTC ("Z").
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
  /** X-WR-CALNAME / NAME: the calendar's name in the feed's language. */
  name: string;
  description?: string;
  /** The language of the texts (RFC 5646 tag), for clients that read it. */
  language?: string;
  /** How often clients should refresh, in minutes (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
  /** DTSTAMP of every event: when the feed was generated. */
  now: Date;
  events: readonly TIcalEvent[];
};

export const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** Escape a TEXT value: backslash, semicolon, comma and line breaks; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

/**
 * Fold a content line: no physical line longer than 75 octets (the CRLF not counted); a
 * continuation starts with one space, which counts. Splits between code points only, so a
 * multi-byte character is never cut.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** UTC date-time form: 20260601T130000Z. */
export function formatUtc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** A URI value (URL property): only line breaks and controls are refused; no TEXT escaping. */
function uriValue(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]/g, '');
}

function eventLines(event: TIcalEvent, now: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(now)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end.getTime() > event.start.getTime() ? event.end : event.start)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${uriValue(event.url)}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole feed as text: every content line folded and ended with CRLF. */
export function buildIcal(calendar: TIcalCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${escapeText(calendar.prodId)}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  const language = calendar.language ? `;LANGUAGE=${calendar.language}` : '';
  lines.push(`NAME${language}:${escapeText(calendar.name)}`, `X-WR-CALNAME:${escapeText(calendar.name)}`);
  if (calendar.description) {
    lines.push(`DESCRIPTION${language}:${escapeText(calendar.description)}`, `X-WR-CALDESC:${escapeText(calendar.description)}`);
  }
  if (calendar.refreshMinutes) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`);
  }
  for (const event of calendar.events) lines.push(...eventLines(event, calendar.now));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
