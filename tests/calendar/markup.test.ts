// @vitest-environment jsdom
import type { TLocale } from '@/lib/constants';
import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { agendaItems, agendaPage, comingIndex } from '@/lib/calendar/agenda-pages';
import { buildCalendar, MONTH_KEYS, visibleYears } from '@/lib/calendar/builder';
import type { TCalendarRow } from '@/lib/calendar/load';
import { calendarAgendaMarkup, calendarGridMarkup, type TCalendarClasses } from '@/lib/calendar/markup';
import { calendarModel } from '@/lib/calendar/model';
import { periodOf } from '@/lib/calendar/views';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';

const at = (y: number, m: number, d: number, h = 9, min = 0) => new Date(new TZDate(y, m - 1, d, h, min, SITE_TIME_ZONE).getTime());

const classes = Object.fromEntries(
  [
    'srOnly', 'item', 'itemTime', 'itemTitle', 'itemNote', 'items', 'table', 'columns', 'dayNumber', 'empty', 'narrow', 'narrowDay', 'narrowEmpty', 'agendaYear', 'agendaMonth',
    'weeks', 'week', 'weekRange', 'weekNote', 'agendaEvents', 'agendaEvent', 'agendaTitle', 'agendaMeta', 'agendaActions', 'badge',
  ].map((k) => [k, `c-${k}`]),
) as TCalendarClasses;

function calendarTranslator(messages: typeof en | typeof fr, locale: TLocale) {
  const t = createTranslator({ locale, messages: messages as never, namespace: 'Calendar' as never });
  return (key: string, values?: Record<string, string | number>) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

let nextId = 1;
function row(title: string, start: Date, hours = 8, extra: Partial<TCalendarRow> = {}): TCalendarRow {
  return { eventId: nextId++, title, start, end: new Date(start.getTime() + hours * 3600_000), type: 'event', promoterId: 1, timeZone: SITE_TIME_ZONE, status: 'open', ...extra } as TCalendarRow;
}

/** One race day a week through 2026 (52), and a registration window. */
function season(): TCalendarRow[] {
  nextId = 1;
  const rows = Array.from({ length: 52 }, (_, i) => row(`Round ${i + 1}`, at(2026, 1, 3 + i * 7)));
  rows.push(row('Spring registration', at(2026, 3, 1), 24 * 30, { type: 'regis' }));
  return rows;
}

describe('the calendar list in pages', () => {
  it('opens on what is coming: the first entry not begun yet starts the page', () => {
    const rows = season();
    const years = buildCalendar(rows, { locale: 'en', timeZone: SITE_TIME_ZONE, continues: (r) => r.type === 'event' });
    const now = at(2026, 6, 10, 12);
    const items = agendaItems(years);
    expect(items).toHaveLength(53);
    const coming = comingIndex(items, now);
    expect(items[coming]!.title).toBe('Round 24'); // Sat Jun 13
    const { years: page, page: info } = agendaPage(years, undefined, now, 10);
    expect(info).toMatchObject({ from: coming, to: coming + 10, total: 53 });
    const listed = agendaItems(page).map((i) => i.title);
    expect(listed[0]).toBe('Round 24');
    expect(listed).toHaveLength(10);
    // The months of the page only, with their weeks.
    expect(visibleYears(page).flatMap((y) => MONTH_KEYS.filter((k) => y.months[k].visible))).toEqual(['June', 'July', 'August']);
  });

  it('a race day still running is what is coming; a registration window that opened before is not', () => {
    const rows = season();
    const years = buildCalendar(rows, { locale: 'en', timeZone: SITE_TIME_ZONE });
    const items = agendaItems(years);
    // Saturday Jun 13 at noon: Round 24 (09:00 – 17:00) is on.
    expect(items[comingIndex(items, at(2026, 6, 13, 12))]!.title).toBe('Round 24');
    // Mar 10: the window opened on Mar 1 and is open for a month, but the list opens on the next race.
    expect(items[comingIndex(items, at(2026, 3, 10, 12))]!.title).toBe('Round 11');
  });

  it('opens on the last page, whole, when everything is past; keeps bands of the whole list', () => {
    const rows = season();
    const years = buildCalendar(rows, { locale: 'en', timeZone: SITE_TIME_ZONE });
    const all = agendaItems(years);
    const { years: page, page: info } = agendaPage(years, undefined, at(2027, 6, 1), 10);
    expect(info).toMatchObject({ page: info.pages, from: 43, to: 53 });
    const listed = agendaItems(page);
    expect(listed.map((i) => i.title)).toEqual(all.slice(43).map((i) => i.title));
    expect(listed.map((i) => i.bandReverse)).toEqual(all.slice(43).map((i) => i.bandReverse));
    // Page 1 holds the three oldest entries (43 = 4 × 10 + 3).
    expect(agendaItems(agendaPage(years, 1, at(2027, 6, 1), 10).years)).toHaveLength(3);
  });
});

function model(locale: 'en' | 'fr', now = at(2026, 6, 10, 12)) {
  const rows = season();
  rows.push(row('Cancelled <Cup>', at(2026, 6, 17), 8, { status: 'cancelled', subtitle: 'Sand & Ridge' }));
  const years = buildCalendar(rows, { locale, timeZone: SITE_TIME_ZONE, continues: (r) => r.type === 'event' });
  const page = agendaPage(years, undefined, now, 5);
  const period = periodOf('month', '2026-06-10');
  return calendarModel({ period, gridRows: rows, agenda: page.years, caption: 'June 2026', locale, timeZone: SITE_TIME_ZONE, today: '2026-06-10', t: calendarTranslator(locale === 'fr' ? fr : en, locale) });
}

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

describe('the calendar grid and list from one model', () => {
  it('sends each entry once, however many days and lists show it', () => {
    const m = model('en');
    const ids = m.entries.map((e) => e[0]);
    expect(new Set(ids).size).toBe(ids.length);
    const grid = parse(calendarGridMarkup(m, classes));
    const agenda = parse(calendarAgendaMarkup(m, classes, 'agenda'));
    // Round 24 (Jun 13) is in the month grid, the phone list and the event list: one entry.
    expect(m.entries.filter((e) => e[3] === 'Round 24')).toHaveLength(1);
    expect(grid.querySelectorAll('table [data-testid="calendar-item-title"]').length).toBeGreaterThan(0);
    expect([...agenda.querySelectorAll('[data-testid="agenda-event"] a:not([data-testid])')].map((a) => a.textContent)).toContain('Round 24');
  });

  it('draws the month with today marked, days of the neighbouring months dimmed, and the phone list of the month', () => {
    const doc = parse(calendarGridMarkup(model('en'), classes));
    const table = doc.querySelector('table[data-testid="calendar-grid"]')!;
    expect(table.getAttribute('data-view')).toBe('month');
    expect(table.querySelector('caption')!.textContent).toBe('June 2026');
    expect([...table.querySelectorAll('thead abbr')].map((a) => a.getAttribute('title'))).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(table.querySelectorAll('tbody td')).toHaveLength(35); // Jun 1 (Mon) – Jul 5 (Sun)
    expect(table.querySelector('td[aria-current="date"]')!.getAttribute('data-day')).toBe('2026-06-10');
    expect(table.querySelector('td[data-day="2026-07-04"]')!.getAttribute('data-outside')).toBe('true');
    const item = table.querySelector('td[data-day="2026-06-13"] a[data-testid="calendar-item"]')!;
    expect(item.getAttribute('href')).toBe(`/ll/events/${model('en').entries.find((e) => e[3] === 'Round 24')![0]}`);
    expect(item.querySelector('time')!.textContent).toBe('09:00');
    expect(item.getAttribute('title')).toMatch(/^Sat Jun 13 09:00 – 17:00$/);
    // The phone list: the month's days with entries (not Jul 4).
    const days = [...doc.querySelectorAll('ol[data-testid="calendar-narrow"] > li')];
    expect(days.map((li) => li.querySelector('h3')!.textContent)).toContain('Saturday Jun 13, 2026');
    expect(days.some((li) => li.textContent!.includes('Round 27'))).toBe(false);
    expect(doc.querySelector('ol[data-testid="calendar-narrow"] li[aria-current="date"]')).toBeNull();
  });

  it('marks a cancelled entry and keeps hostile titles as text', () => {
    const doc = parse(calendarGridMarkup(model('en'), classes));
    const cancelled = doc.querySelector('td[data-day="2026-06-17"] a[data-cancelled="true"]')!;
    expect(cancelled.querySelector('[data-testid="calendar-item-title"]')!.textContent).toBe('Cancelled <Cup>');
    expect(cancelled.textContent).toContain(en.Calendar.cancelled);
  });

  it('lists the page by year, month and week, with the type, the time in the event zone, the subtitle and the .ics link', () => {
    const doc = parse(calendarAgendaMarkup(model('fr'), classes, 'agenda'));
    const events = [...doc.querySelectorAll('[data-testid="agenda-event"]')];
    expect(events).toHaveLength(5);
    expect(doc.querySelector('[data-testid="agenda-year"] h3')!.id).toBe('agenda-2026');
    expect(doc.querySelector('[data-testid="agenda-month"]')!.getAttribute('data-month')).toBe('June');
    const first = events[0]!;
    expect(first.querySelector('.c-badge')!.textContent).toBe(fr.Calendar.typeEvent);
    expect(first.querySelector('a')!.getAttribute('href')).toMatch(/^\/ll\/fr\/events\/\d+$/);
    expect(first.querySelector('time')!.textContent).toBe('sam. 13 juin 09:00 – 17:00');
    const ics = first.querySelector('a[data-testid="add-to-calendar"]')!;
    expect(ics.getAttribute('href')).toMatch(/^\/ll\/api\/calendar\/event-\d+\.ics\?locale=fr$/);
    expect(ics.getAttribute('aria-label')).toBe(fr.Calendar.addToCalendarLabel.replace('{title}', 'Round 24'));
    const cancelled = doc.querySelector('[data-testid="agenda-event"][data-cancelled="true"]')!;
    expect(cancelled.textContent).toContain('Sand & Ridge');
  });

  it('says when a period has no entries, in the columns and on a phone', () => {
    const t = calendarTranslator(en, 'en');
    const m = calendarModel({ period: periodOf('4day', '2030-01-01'), gridRows: [], agenda: [], caption: 'Jan 1 – 4, 2030', locale: 'en', timeZone: SITE_TIME_ZONE, today: '2026-06-10', t });
    const doc = parse(calendarGridMarkup(m, classes));
    expect(doc.querySelectorAll('thead th')).toHaveLength(4);
    expect([...doc.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(Array(4).fill(en.Calendar.noEvents));
    expect(doc.querySelector('[data-testid="calendar-narrow-empty"]')!.textContent).toBe(en.Calendar.noEventsInPeriod);
    expect(parse(calendarAgendaMarkup(m, classes, 'agenda')).querySelectorAll('[data-testid="agenda-event"]')).toHaveLength(0);
  });
});
