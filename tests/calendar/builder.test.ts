import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { buildCalendar, dayRangeText, MONTH_KEYS, visibleMonths, visibleYears, type TCalendarInput } from '@/lib/calendar/builder';
import { addDays, addMonths, calendarFrom, dayKeyOf, startOfDay, startOfWeek, weekdayIndex } from '@/lib/calendar/days';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';


/** An instant at a local time in Toronto. */
const at = (y: number, m: number, d: number, h = 9, min = 0) => new Date(new TZDate(y, m - 1, d, h, min, SITE_TIME_ZONE).getTime());
const entry = (title: string, start: Date, end: Date = new Date(start.getTime() + 8 * 3600_000)): TCalendarInput & { id: string } => ({
  id: title,
  title,
  subtitle: `${title} venue`,
  start,
  end,
});

describe('days', () => {
  it('does calendar math on day keys', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(weekdayIndex('2026-06-01')).toBe(0); // Monday
    expect(weekdayIndex('2026-06-07')).toBe(6); // Sunday
    expect(startOfWeek('2026-01-01')).toBe('2025-12-29');
  });

  it('reads the day of an instant in the time zone, not in UTC', () => {
    // 23:30 in Toronto on Dec 31 is already Jan 1 in UTC.
    expect(dayKeyOf(at(2025, 12, 31, 23, 30), SITE_TIME_ZONE)).toBe('2025-12-31');
    expect(dayKeyOf(at(2025, 12, 31, 23, 30), 'UTC')).toBe('2026-01-01');
  });

  it('starts days at local midnight across DST changes', () => {
    // Spring forward on Sunday March 8, 2026: that day has 23 hours.
    expect(startOfDay('2026-03-09', SITE_TIME_ZONE).getTime() - startOfDay('2026-03-08', SITE_TIME_ZONE).getTime()).toBe(23 * 3600_000);
    // Fall back on Sunday November 1, 2026: 25 hours.
    expect(startOfDay('2026-11-02', SITE_TIME_ZONE).getTime() - startOfDay('2026-11-01', SITE_TIME_ZONE).getTime()).toBe(25 * 3600_000);
    expect(startOfDay('2026-06-01', SITE_TIME_ZONE).toISOString()).toBe('2026-06-01T04:00:00.000Z');
  });

  it('starts calendars two years before today, at that local midnight, the same instant all day long', () => {
    const morning = calendarFrom(at(2026, 11, 25, 0, 5), SITE_TIME_ZONE, 2);
    expect(morning.toISOString()).toBe('2024-11-25T05:00:00.000Z');
    expect(calendarFrom(at(2026, 11, 25, 23, 55), SITE_TIME_ZONE, 2)).toEqual(morning);
    expect(calendarFrom(at(2026, 11, 26, 0, 5), SITE_TIME_ZONE, 2)).not.toEqual(morning);
  });
});

describe('dayRangeText', () => {
  it('uses the locale date patterns', () => {
    expect(dayRangeText('2026-06-01', '2026-06-07', 'en')).toBe('Jun 1 – 7');
    expect(dayRangeText('2026-06-01', '2026-06-07', 'fr')).toBe('1er – 7 juin');
    expect(dayRangeText('2026-06-01', '2026-06-07', 'es')).toMatch(/^jun\.? 1 – 7$/);
    expect(dayRangeText('2026-05-25', '2026-06-01', 'en')).toBe('May 25 – Jun 1');
    expect(dayRangeText('2026-05-31', '2026-05-31', 'en')).toBe('May 31');
  });
});

describe('buildCalendar', () => {
  it('generates every month of every year, weeks starting on Monday and cut at month ends', () => {
    const [year] = buildCalendar([entry('A', at(2026, 6, 3))], { locale: 'en', timeZone: SITE_TIME_ZONE });
    expect(year!.year).toBe(2026);
    expect(Object.keys(year!.months)).toEqual([...MONTH_KEYS]);
    const june = year!.months.June;
    expect(june.weeks.map((w) => w.rangeText)).toEqual(['Jun 1 – 7', 'Jun 8 – 14', 'Jun 15 – 21', 'Jun 22 – 28', 'Jun 29 – 30']);
    expect(june.weeks[0]!.start.toISOString()).toBe('2026-06-01T04:00:00.000Z');
    expect(june.weeks[0]!.end.toISOString()).toBe('2026-06-08T03:59:59.999Z');
    // May 2026 starts on a Friday: its first week is Fri–Sun.
    expect(year!.months.May.weeks[0]!.rangeText).toBe('May 1 – 3');
    for (const key of MONTH_KEYS) {
      for (const week of year!.months[key].weeks.slice(1)) expect(weekdayIndex(week.firstDay)).toBe(0);
    }
  });

  it('translates month names and range texts but keeps English keys', () => {
    const [year] = buildCalendar([entry('A', at(2026, 6, 3))], { locale: 'fr', timeZone: SITE_TIME_ZONE });
    expect(year!.months.June.label).toBe('Juin');
    expect(year!.months.June.weeks[0]!.rangeText).toBe('1er – 7 juin');
    const [yearEs] = buildCalendar([entry('A', at(2026, 6, 3))], { locale: 'es', timeZone: SITE_TIME_ZONE });
    expect(yearEs!.months.June.label).toBe('Junio');
  });

  it('places each entry in the week containing its start, ordered by start', () => {
    const late = entry('late', at(2026, 6, 6, 14));
    const early = entry('early', at(2026, 6, 2, 8));
    const sameStartLongest = entry('long', at(2026, 6, 2, 8), at(2026, 6, 3, 17));
    const next = entry('next week', at(2026, 6, 8, 0, 0));
    const [year] = buildCalendar([late, next, sameStartLongest, early], { locale: 'en', timeZone: SITE_TIME_ZONE });
    const [w1, w2] = year!.months.June.weeks;
    expect(w1!.events.map((e) => e.title)).toEqual(['early', 'long', 'late']);
    expect(w2!.events.map((e) => e.title)).toEqual(['next week']);
    expect(w1!.events[0]!.entry).toBe(early);
    expect(w1!.events[0]!.subtitle).toBe('early venue');
  });

  it('keeps an event on Dec 31 in December and one on Jan 1 in January of the next year', () => {
    const eve = entry('eve', at(2025, 12, 31, 23, 30), at(2026, 1, 1, 1, 0));
    const newYear = entry('new year', at(2026, 1, 1, 0, 15));
    const years = buildCalendar([newYear, eve], { locale: 'en', timeZone: SITE_TIME_ZONE });
    expect(years.map((y) => y.year)).toEqual([2025, 2026]);
    const [y2025, y2026] = years;

    // The week of Monday Dec 29, 2025 spans two months and two years: it is cut in two.
    const decWeek = y2025!.months.December.weeks.at(-1)!;
    expect(decWeek.rangeText).toBe('Dec 29 – 31');
    expect(decWeek.events.map((e) => e.title)).toEqual(['eve']);
    expect(decWeek.events[0]!.cont).toBe(true); // runs into January

    const janWeek = y2026!.months.January.weeks[0]!;
    expect(janWeek.rangeText).toBe('Jan 1 – 4');
    expect(janWeek.firstDay).toBe('2026-01-01');
    expect(janWeek.events.map((e) => e.title)).toEqual(['new year']);
    expect(janWeek.cont).toBe(true); // "eve" is still running on Jan 1
    expect(y2026!.months.January.weeks[1]!.cont).toBe(false);

    // 23:30 on Dec 31 in Toronto is Jan 1 in UTC: the time zone decides.
    const [utc2026] = buildCalendar([eve], { locale: 'en', timeZone: 'UTC' });
    expect(utc2026!.year).toBe(2026);
    expect(utc2026!.months.January.weeks[0]!.events.map((e) => e.title)).toEqual(['eve']);
  });

  it('keeps entries in their local week and day across DST changes', () => {
    // Spring forward: Sunday March 8, 2026 at 02:00. Fall back: Sunday November 1, 2026 at 02:00.
    const sundayNight = entry('sunday night', at(2026, 3, 8, 23, 30));
    const mondayEarly = entry('monday early', at(2026, 3, 9, 0, 30));
    const fallSunday = entry('fall sunday', at(2026, 11, 1, 23, 59));
    const fallMonday = entry('fall monday', at(2026, 11, 2, 0, 0));
    const [year] = buildCalendar([mondayEarly, sundayNight, fallMonday, fallSunday], { locale: 'en', timeZone: SITE_TIME_ZONE });

    const march = year!.months.March.weeks;
    expect(march.find((w) => w.events.some((e) => e.title === 'sunday night'))!.rangeText).toBe('Mar 2 – 8');
    expect(march.find((w) => w.events.some((e) => e.title === 'monday early'))!.rangeText).toBe('Mar 9 – 15');
    // The week with the spring change is one hour shorter, the fall one one hour longer.
    const springWeek = march.find((w) => w.rangeText === 'Mar 2 – 8')!;
    expect(springWeek.end.getTime() + 1 - springWeek.start.getTime()).toBe((7 * 24 - 1) * 3600_000);
    const november = year!.months.November.weeks;
    expect(november[0]!.rangeText).toBe('Nov 1');
    expect(november[0]!.events.map((e) => e.title)).toEqual(['fall sunday']);
    expect(november[0]!.end.getTime() + 1 - november[0]!.start.getTime()).toBe(25 * 3600_000);
    expect(november[1]!.events.map((e) => e.title)).toEqual(['fall monday']);
  });

  it('shows a month only when one of its weeks has entries', () => {
    const [year] = buildCalendar([entry('A', at(2026, 2, 10)), entry('B', at(2026, 7, 4))], { locale: 'en', timeZone: SITE_TIME_ZONE });
    expect(visibleMonths(year!).map((m) => m.key)).toEqual(['February', 'July']);
    expect(year!.months.March.visible).toBe(false);
    expect(year!.months.March.weeks.length).toBeGreaterThan(0);
  });

  it('a multi-week entry marks the weeks it continues into, not the months without a start', () => {
    const window = entry('registration', at(2026, 4, 1), at(2026, 4, 20, 23, 59));
    const [year] = buildCalendar([window], { locale: 'en', timeZone: SITE_TIME_ZONE });
    const april = year!.months.April.weeks;
    expect(april.map((w) => w.cont)).toEqual([false, true, true, true, false]);
    expect(april[0]!.events[0]!.cont).toBe(true);
    expect(visibleMonths(year!).map((m) => m.key)).toEqual(['April']);

    // Only the entries chosen by `continues` mark later weeks.
    const [other] = buildCalendar([window], { locale: 'en', timeZone: SITE_TIME_ZONE, continues: (e) => e.title !== 'registration' });
    expect(other!.months.April.weeks.map((w) => w.cont)).toEqual([false, false, false, false, false]);
    expect(other!.months.April.weeks[0]!.events[0]!.cont).toBe(true);
  });

  it('alternates the band by running counters over the weeks with entries and over the entries (even = reversed)', () => {
    const entries = [
      entry('w1a', at(2026, 6, 2)),
      entry('w1b', at(2026, 6, 3)),
      entry('w3', at(2026, 6, 16)), // week 2 of June is empty: it does not count
      entry('aug', at(2026, 8, 5)), // across hidden July
      entry('next year', at(2027, 1, 5)),
    ];
    const years = buildCalendar(entries, { locale: 'en', timeZone: SITE_TIME_ZONE });
    const weeks = years.flatMap((y) => visibleMonths(y).flatMap((m) => m.weeks.filter((w) => w.events.length > 0)));
    expect(weeks.map((w) => w.bandReverse)).toEqual([true, false, true, false]);
    const items = weeks.flatMap((w) => w.events);
    expect(items.map((e) => e.title)).toEqual(['w1a', 'w1b', 'w3', 'aug', 'next year']);
    expect(items.map((e) => e.bandReverse)).toEqual([true, false, true, false, true]);
  });

  it('generates the given years, drops entries before them and hides empty years', () => {
    const years = buildCalendar([entry('old', at(2023, 5, 1)), entry('A', at(2026, 5, 1))], {
      locale: 'en',
      timeZone: SITE_TIME_ZONE,
      years: { first: 2024, last: 2026 },
    });
    expect(years.map((y) => y.year)).toEqual([2024, 2025, 2026]);
    expect(visibleYears(years).map((y) => y.year)).toEqual([2026]);
    expect(years.flatMap((y) => visibleMonths(y)).flatMap((m) => m.weeks).flatMap((w) => w.events).map((e) => e.title)).toEqual(['A']);
    expect(buildCalendar([], { locale: 'en' })).toEqual([]);
  });
});
