import { describe, expect, it } from 'vitest';
import { timeZoneLabel } from '@/lib/events/format';
import { groupByMonth, paginate, splitEvents } from '@/lib/events/list';
import { parseOptionalIdSegment } from '@/lib/validation/segments';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';

const at = (iso: string) => new Date(iso);

function event(id: number, start: string, end: string, status: 'scheduled' | 'live' | 'finished' | 'cancelled') {
  return { id, startAt: at(start), endAt: at(end), status, timeZone: SITE_TIME_ZONE };
}

describe('events list', () => {
  const now = at('2026-06-15T16:00:00Z');
  const events = [
    event(1, '2026-05-01T12:00:00Z', '2026-05-01T21:00:00Z', 'finished'),
    event(2, '2026-06-15T13:00:00Z', '2026-06-15T22:00:00Z', 'live'),
    event(3, '2026-07-04T12:00:00Z', '2026-07-05T21:00:00Z', 'scheduled'),
    event(4, '2026-06-20T12:00:00Z', '2026-06-20T21:00:00Z', 'cancelled'),
    event(5, '2026-04-11T12:00:00Z', '2026-04-11T21:00:00Z', 'finished'),
    // Its end has passed but the platform has not closed it yet: it is past.
    event(6, '2026-06-14T12:00:00Z', '2026-06-14T21:00:00Z', 'scheduled'),
  ];

  it('lists the events not over yet first (soonest first), then the past ones (latest first)', () => {
    const { upcoming, past } = splitEvents(events, now);
    expect(upcoming.map((e) => e.id)).toEqual([2, 4, 3]);
    expect(past.map((e) => e.id)).toEqual([6, 1, 5]);
  });

  it('counts live events as not over and finished ones as over whatever their end, ties by id', () => {
    const list = [
      event(1, '2026-06-01T12:00:00Z', '2026-06-01T21:00:00Z', 'live'),
      event(2, '2026-06-15T12:00:00Z', '2026-06-20T21:00:00Z', 'finished'),
      // Ending this very instant: not over yet.
      event(3, '2026-06-15T12:00:00Z', '2026-06-15T16:00:00Z', 'scheduled'),
      event(4, '2026-06-15T12:00:00Z', '2026-06-15T20:00:00Z', 'scheduled'),
      event(5, '2026-06-15T12:00:00Z', '2026-06-15T15:59:59Z', 'cancelled'),
    ];
    const { upcoming, past } = splitEvents(list, now);
    expect(upcoming.map((e) => e.id)).toEqual([1, 3, 4]);
    // Same start: the lower id first among those to come, the higher first among past ones.
    expect(past.map((e) => e.id)).toEqual([5, 2]);
    expect(splitEvents([], now)).toEqual({ upcoming: [], past: [] });
  });

  it('groups consecutive events by month of their start, in their time zone', () => {
    // 02:00 UTC on July 1st is still June 30 in Toronto.
    const list = [event(1, '2026-06-02T12:00:00Z', '2026-06-02T20:00:00Z', 'scheduled'), event(2, '2026-07-01T02:00:00Z', '2026-07-01T03:00:00Z', 'scheduled'), event(3, '2026-07-02T12:00:00Z', '2026-07-02T20:00:00Z', 'scheduled')];
    const groups = groupByMonth(list, 'en');
    expect(groups.map((g) => [g.key, g.label, g.events.map((e) => e.id)])).toEqual([
      ['2026-06', 'June 2026', [1, 2]],
      ['2026-07', 'July 2026', [3]],
    ]);
    expect(groupByMonth(list, 'fr')[0]!.label).toBe('Juin 2026');
    expect(groupByMonth(list, 'es')[1]!.label).toBe('Julio 2026');
  });

  it('pages a list', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], pages: 3 });
    expect(paginate([], 1, 20)).toEqual({ items: [], pages: 1 });
  });

  it('names the time zone of a date in the visitor language', () => {
    expect(timeZoneLabel(at('2026-06-15T16:00:00Z'), SITE_TIME_ZONE, 'en')).toBe('EDT');
    expect(timeZoneLabel(at('2026-01-15T16:00:00Z'), SITE_TIME_ZONE, 'en')).toBe('EST');
  });
});

describe('optional id segment', () => {
  it('is the list without segment, an id with one well-formed segment, else nothing (404)', () => {
    expect(parseOptionalIdSegment(undefined)).toEqual({ id: null });
    expect(parseOptionalIdSegment([])).toEqual({ id: null });
    expect(parseOptionalIdSegment(['42'])).toEqual({ id: 42 });
    expect(parseOptionalIdSegment(['1', '2'])).toBeNull();
    expect(parseOptionalIdSegment(['abc'])).toBeNull();
    expect(parseOptionalIdSegment(['0'])).toBeNull();
    expect(parseOptionalIdSegment(['01'])).toBeNull();
  });
});
