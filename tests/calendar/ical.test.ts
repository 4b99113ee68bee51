import { describe, expect, it } from 'vitest';
import { buildIcal, type TIcalCalendar } from '@/lib/calendar/ical';

const CRLF = '\r\n';

const octets = (text: string) => new TextEncoder().encode(text).length;

type TComponent = { name: string; props: { name: string; params: string; value: string }[]; children: TComponent[] };

/**
 * A tiny RFC 5545 reader for the tests: checks CRLF endings and the 75-octet limit, unfolds,
 * parses content lines, pairs BEGIN/END and returns the component tree. Throws on any error.
 */
function parseIcal(text: string): TComponent {
  if (!text.endsWith(CRLF)) throw new Error('the feed must end with CRLF');
  if (/[^\r]\n/.test(text) || /\r(?!\n)/.test(text)) throw new Error('bare LF or CR');
  const physical = text.slice(0, -2).split(CRLF);
  for (const line of physical) if (octets(line) > 75) throw new Error(`line longer than 75 octets: ${line}`);
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('continuation without a line');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const root: TComponent = { name: '', props: [], children: [] };
  const stack: TComponent[] = [root];
  for (const line of logical) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^;:,"]*)(?:,(?:"[^"]*"|[^;:,"]*))*)*):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name, params, value] = match as unknown as [string, string, string, string];
    const top = stack[stack.length - 1]!;
    if (name === 'BEGIN') {
      const child: TComponent = { name: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      if (top.name !== value) throw new Error(`END:${value} closes BEGIN:${top.name}`);
      stack.pop();
    } else {
      if (stack.length === 1) throw new Error(`property outside a component: ${line}`);
      top.props.push({ name, params, value });
    }
  }
  if (stack.length !== 1) throw new Error(`unclosed ${stack[stack.length - 1]!.name}`);
  if (root.children.length !== 1 || root.children[0]!.name !== 'VCALENDAR') throw new Error('one VCALENDAR expected');
  const calendar = root.children[0]!;
  const has = (c: TComponent, prop: string) => c.props.filter((p) => p.name === prop).length === 1;
  for (const prop of ['VERSION', 'PRODID']) if (!has(calendar, prop)) throw new Error(`VCALENDAR needs one ${prop}`);
  for (const event of calendar.children.filter((c) => c.name === 'VEVENT')) {
    for (const prop of ['UID', 'DTSTAMP', 'DTSTART']) if (!has(event, prop)) throw new Error(`VEVENT needs one ${prop}`);
    for (const prop of ['DTSTAMP', 'DTSTART', 'DTEND']) {
      const value = event.props.find((p) => p.name === prop)?.value;
      if (value !== undefined && !/^\d{8}T\d{6}Z$/.test(value)) throw new Error(`${prop} is not a UTC date-time: ${value}`);
    }
  }
  return calendar;
}

/** Undo TEXT escaping. */
const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
const prop = (c: TComponent, name: string) => c.props.find((p) => p.name === name)?.value;

const NOW = new Date('2026-06-01T12:00:00Z');

function calendar(overrides: Partial<TIcalCalendar> = {}): TIcalCalendar {
  return {
    prodId: '-//Racing Portal//Event calendar//EN',
    name: 'Calendrier des courses',
    refreshMinutes: 15,
    now: NOW,
    events: [
      {
        uid: 'event-3@example.org',
        start: new Date('2026-06-06T13:00:00Z'),
        end: new Date('2026-06-06T22:00:00Z'),
        summary: 'Muskoka Woods Hare Scramble',
        location: 'Muskoka Woods, Bracebridge, ON',
        description: 'Hare scramble; bring lights\nhttps://example.org/ll/events/3',
        url: 'https://example.org/ll/events/3',
        status: 'CONFIRMED',
      },
      {
        uid: 'event-7@example.org',
        start: new Date('2026-07-11T12:00:00Z'),
        end: new Date('2026-07-12T22:00:00Z'),
        summary: 'Grand Prix de Saint-Jérôme — Épreuve « été », 2 jours',
        status: 'CANCELLED',
      },
    ],
    ...overrides,
  };
}

describe('buildIcal', () => {
  const text = buildIcal(calendar());

  it('uses CRLF line endings only and ends with CRLF', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes a feed a parser accepts, with the required properties', () => {
    const cal = parseIcal(text);
    expect(prop(cal, 'VERSION')).toBe('2.0');
    expect(prop(cal, 'PRODID')).toBe('-//Racing Portal//Event calendar//EN');
    expect(prop(cal, 'METHOD')).toBe('PUBLISH');
    expect(prop(cal, 'X-WR-CALNAME')).toBe('Calendrier des courses');
    expect(prop(cal, 'NAME')).toBe('Calendrier des courses');
    expect(prop(cal, 'REFRESH-INTERVAL')).toBe('PT15M');
    const events = cal.children.filter((c) => c.name === 'VEVENT');
    expect(events).toHaveLength(2);
    const [first, second] = events as [TComponent, TComponent];
    expect(prop(first, 'UID')).toBe('event-3@example.org');
    expect(prop(first, 'DTSTAMP')).toBe('20260601T120000Z');
    expect(prop(first, 'DTSTART')).toBe('20260606T130000Z');
    expect(prop(first, 'DTEND')).toBe('20260606T220000Z');
    expect(unescape(prop(first, 'LOCATION')!)).toBe('Muskoka Woods, Bracebridge, ON');
    expect(unescape(prop(first, 'DESCRIPTION')!)).toBe('Hare scramble; bring lights\nhttps://example.org/ll/events/3');
    expect(prop(first, 'URL')).toBe('https://example.org/ll/events/3');
    expect(prop(second, 'STATUS')).toBe('CANCELLED');
    expect(unescape(prop(second, 'SUMMARY')!)).toBe('Grand Prix de Saint-Jérôme — Épreuve « été », 2 jours');
    expect(prop(second, 'LOCATION')).toBeUndefined();
  });

  it('folds long values so that no line passes 75 octets and unfolding restores them', () => {
    const long = 'Championnat québécois de motocross — manche de l’Outaouais, Gatineau; « sentiers », 🏁 '.repeat(3);
    const feed = buildIcal(calendar({ events: [{ uid: 'event-9@example.org', start: NOW, end: NOW, summary: long }] }));
    const cal = parseIcal(feed); // throws on any line over 75 octets
    const event = cal.children[0]!;
    expect(unescape(prop(event, 'SUMMARY')!)).toBe(long);
    expect(prop(event, 'DTEND')).toBe(prop(event, 'DTSTART')); // never ends before it starts
  });

  it('escapes TEXT values: backslash, semicolon, comma and line breaks; drops control characters', () => {
    const feed = buildIcal(
      calendar({
        name: 'Ontario, Québec; Maritimes',
        events: [
          {
            uid: 'event-4@example.org',
            start: NOW,
            end: NOW,
            summary: 'Enduro; day 1, C:\\new\u0007',
            location: 'Pit lane, Gate 3',
            description: 'one\r\ntwo\rthree\ttab',
          },
        ],
      }),
    );
    const cal = parseIcal(feed);
    // Escaped once: a calendar app shows the comma and the semicolon, not a backslash.
    expect(prop(cal, 'X-WR-CALNAME')).toBe('Ontario\\, Québec\\; Maritimes');
    expect(prop(cal, 'NAME')).toBe('Ontario\\, Québec\\; Maritimes');
    const event = cal.children[0]!;
    expect(prop(event, 'SUMMARY')).toBe('Enduro\\; day 1\\, C:\\\\new');
    expect(unescape(prop(event, 'SUMMARY')!)).toBe('Enduro; day 1, C:\\new');
    expect(unescape(prop(event, 'LOCATION')!)).toBe('Pit lane, Gate 3');
    expect(unescape(prop(event, 'DESCRIPTION')!)).toBe('one\ntwo\nthree\ttab');
  });

  it('writes every time in UTC, whole seconds, and never an end before the start', () => {
    const start = new Date('2026-01-02T03:04:05.678Z');
    const cal = parseIcal(buildIcal(calendar({ events: [{ uid: 'event-5@example.org', start, end: new Date('2026-01-01T00:00:00Z'), summary: 'Ice race' }] })));
    const event = cal.children[0]!;
    expect(prop(event, 'DTSTART')).toBe('20260102T030405Z');
    expect(prop(event, 'DTEND')).toBe('20260102T030405Z');
  });

  it('keeps the UID given, so that a client updates the same event on every refresh', () => {
    const again = parseIcal(buildIcal(calendar({ now: new Date('2026-06-02T08:00:00Z') })));
    const uids = (cal: TComponent) => cal.children.map((event) => prop(event, 'UID'));
    expect(uids(again)).toEqual(['event-3@example.org', 'event-7@example.org']);
    expect(uids(parseIcal(text))).toEqual(uids(again));
  });

  it('never cuts a multi-byte character when folding', () => {
    // "é" is 2 octets, "🏁" 4 (a surrogate pair in JavaScript).
    const summary = `${'é'.repeat(40)}${'🏁'.repeat(20)}Motocross`;
    const feed = buildIcal(calendar({ events: [{ uid: 'event-6@example.org', start: NOW, end: NOW, summary }] }));
    const lines = feed.split(CRLF);
    for (const line of lines) {
      expect(line).not.toMatch(/[\uD800-\uDBFF]$/); // no half surrogate pair at the end
      expect(line).not.toMatch(/^ ?[\uDC00-\uDFFF]/);
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    expect(unescape(prop(parseIcal(feed).children[0]!, 'SUMMARY')!)).toBe(summary);
  });

  it('writes an empty calendar', () => {
    const cal = parseIcal(buildIcal(calendar({ events: [], refreshMinutes: undefined })));
    expect(cal.children).toEqual([]);
    expect(prop(cal, 'REFRESH-INTERVAL')).toBeUndefined();
  });

  it('the validator rejects broken feeds', () => {
    expect(() => parseIcal(text.replace(/\r\n/g, '\n'))).toThrow();
    expect(() => parseIcal(text.replace('END:VEVENT\r\n', ''))).toThrow();
    expect(() => parseIcal(text.replace(/UID:[^\r]*\r\n/, ''))).toThrow(/UID/);
    expect(() => parseIcal(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nSUMMARY:${'x'.repeat(80)}\r\nEND:VCALENDAR\r\n`)).toThrow(/75/);
  });
});
