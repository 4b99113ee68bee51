import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { feedPath, feedUrls, parseFeedName } from '@/lib/calendar/feeds';
import { calendarHref, parseCalendarQuery } from '@/lib/calendar/query';
import { itemsByDay, periodOf, weeksOf } from '@/lib/calendar/views';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';

const at = (y: number, m: number, d: number, h = 9) => new Date(new TZDate(y, m - 1, d, h, 0, SITE_TIME_ZONE).getTime());

describe('periodOf', () => {
  it('day, 4 day and week views', () => {
    expect(periodOf('day', '2026-06-03')).toMatchObject({ days: ['2026-06-03'], prev: '2026-06-02', next: '2026-06-04' });
    expect(periodOf('4day', '2026-06-30')).toMatchObject({ days: ['2026-06-30', '2026-07-01', '2026-07-02', '2026-07-03'], prev: '2026-06-26', next: '2026-07-04' });
    const week = periodOf('week', '2026-01-01');
    expect(week.days[0]).toBe('2025-12-29');
    expect(week.days).toHaveLength(7);
    expect([week.prev, week.next]).toEqual(['2025-12-22', '2026-01-05']);
  });

  it('month view: whole weeks around the month', () => {
    const month = periodOf('month', '2026-11-21');
    expect(month.days[0]).toBe('2026-10-26');
    expect(month.days.at(-1)).toBe('2026-12-06');
    expect(weeksOf(month.days)).toHaveLength(6);
    expect([month.prev, month.next]).toEqual(['2026-10-01', '2026-12-01']);
    expect(periodOf('month', '2026-01-31').next).toBe('2026-02-01');
  });
});

describe('itemsByDay', () => {
  it('shows events on every day they run and registration windows on their first and last day', () => {
    const race = { start: at(2026, 6, 6, 8), end: at(2026, 6, 7, 17), type: 'event' as const };
    const window = { start: at(2026, 5, 1), end: at(2026, 6, 3, 23), type: 'regis' as const };
    const midnight = { start: at(2026, 6, 8, 20), end: at(2026, 6, 9, 0), type: 'event' as const };
    const days = periodOf('week', '2026-06-03').days;
    const items = itemsByDay([window, race, midnight], days, SITE_TIME_ZONE);
    expect(items.get('2026-06-03')!.map((i) => i.mark)).toEqual(['regisCloses']);
    expect(items.get('2026-06-06')!.map((i) => i.mark)).toEqual(['event']);
    expect(items.get('2026-06-07')!.map((i) => i.mark)).toEqual(['eventCont']);
    expect(items.get('2026-06-01')).toEqual([]);
    const next = itemsByDay([midnight], periodOf('week', '2026-06-09').days, SITE_TIME_ZONE);
    expect(next.get('2026-06-08')!.map((i) => i.mark)).toEqual(['event']);
    expect(next.get('2026-06-09')).toEqual([]); // ends at midnight: not on the next day
  });
});

describe('calendar query', () => {
  const today = '2026-11-21';
  it('defaults, validation and links', () => {
    const q = parseCalendarQuery({}, today);
    expect(q).toEqual({ view: 'month', date: today, from: '2024-11-21', to: '2027-11-21' });
    expect(calendarHref(q, today)).toBe('/event-calendar');
    expect(parseCalendarQuery({ view: 'year', date: '2026-02-30', promoter: '0', series: ['2', '3'] }, today)).toEqual({ ...q, series: 2 });
    expect(parseCalendarQuery({ from: '2027-01-01', to: '2026-01-01' }, today)).toMatchObject({ from: '2024-11-21', to: '2027-11-21' });
    const custom = parseCalendarQuery({ view: '4day', date: '2026-06-01', from: '2023-11-21', promoter: '1' }, today);
    expect(calendarHref(custom, today, 'agenda')).toBe('/event-calendar?view=4day&date=2026-06-01&from=2023-11-21&promoter=1#agenda');
  });

  it("keeps the list's page in the address, after the other state", () => {
    expect(parseCalendarQuery({ page: '3' }, today).page).toBe(3);
    for (const bad of ['0', '-2', 'x', '1.5']) expect(parseCalendarQuery({ page: bad }, today), bad).not.toHaveProperty('page');
    const q = parseCalendarQuery({ from: '2023-11-21', to: '2028-11-21', page: '2' }, today);
    expect(calendarHref(q, today, 'agenda')).toBe('/event-calendar?from=2023-11-21&to=2028-11-21&page=2#agenda');
  });
});

describe('feeds', () => {
  it('parses feed names and builds their addresses', () => {
    expect(parseFeedName('all.ics')).toEqual({ kind: 'all' });
    expect(parseFeedName('promoter-12.ics')).toEqual({ kind: 'promoter', id: 12 });
    expect(parseFeedName('event-3.ics')).toEqual({ kind: 'event', id: 3 });
    for (const bad of ['all', 'event-0.ics', 'event-03.ics', 'series-.ics', 'event-99999999999.ics', 'race-1.ics', 'event-1.ics.ics', '../all.ics']) {
      expect(parseFeedName(bad), bad).toBeNull();
    }
    expect(feedPath({ kind: 'series', id: 2 }, 'fr')).toBe('/ll/api/calendar/series-2.ics?locale=fr');
    expect(feedUrls('https://example.org/', { kind: 'all' }, 'es')).toEqual({
      https: 'https://example.org/ll/api/calendar/all.ics?locale=es',
      webcal: 'webcal://example.org/ll/api/calendar/all.ics?locale=es',
    });
  });
});
