import { addDays, addMonths, dayKey, dayKeyOf, daysInMonth, parseDayKey, startOfWeek, type TDayKey } from './days';

/** The calendar grid views (seed §2, §9): day, 4 day, week, month. */
export const CALENDAR_VIEWS = ['day', '4day', 'week', 'month'] as const;
export type TCalendarView = (typeof CALENDAR_VIEWS)[number];
export const DEFAULT_VIEW: TCalendarView = 'month';

export type TPeriod = {
  view: TCalendarView;
  /** The day the period was asked for (`?date=`). */
  anchor: TDayKey;
  /** The days shown, in order: one row (day, 4 day, week) or whole weeks (month). */
  days: TDayKey[];
  /** Month view: the month (1-12) and its year; days outside it are shown dimmed. */
  year: number;
  month: number;
  /** Anchors of the previous and next periods. */
  prev: TDayKey;
  next: TDayKey;
};

function range(first: TDayKey, count: number): TDayKey[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** The days a view shows around a day, and where previous / next go. */
export function periodOf(view: TCalendarView, anchor: TDayKey): TPeriod {
  const parts = parseDayKey(anchor);
  if (!parts) throw new RangeError(`not a calendar day: ${anchor}`);
  const { year, month } = parts;
  switch (view) {
    case 'day':
      return { view, anchor, days: [anchor], year, month, prev: addDays(anchor, -1), next: addDays(anchor, 1) };
    case '4day':
      return { view, anchor, days: range(anchor, 4), year, month, prev: addDays(anchor, -4), next: addDays(anchor, 4) };
    case 'week': {
      const first = startOfWeek(anchor);
      return { view, anchor, days: range(first, 7), year, month, prev: addDays(first, -7), next: addDays(first, 7) };
    }
    case 'month': {
      const first = dayKey(year, month, 1);
      const gridFirst = startOfWeek(first);
      const gridLast = addDays(startOfWeek(dayKey(year, month, daysInMonth(year, month))), 6);
      const count = Math.round((Date.parse(gridLast) - Date.parse(gridFirst)) / 86_400_000) + 1;
      return { view, anchor, days: range(gridFirst, count), year, month, prev: addMonths(first, -1), next: addMonths(first, 1) };
    }
  }
}

/** Rows of seven days (month view). */
export function weeksOf(days: readonly TDayKey[]): TDayKey[][] {
  const weeks: TDayKey[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

export type TGridEntry = { start: Date; end: Date; type: 'event' | 'regis' };

/**
 * What a day cell shows of an entry: an event on its first day and, marked as continued, on the
 * following days it runs; a registration window only on the day it opens and the day it closes
 * (a window lasts weeks: shown on every day it would crowd out the events).
 */
export type TDayMark = 'event' | 'eventCont' | 'regisOpens' | 'regisCloses';
export type TDayItem<T> = { entry: T; mark: TDayMark };

export function itemsByDay<T extends TGridEntry>(entries: readonly T[], days: readonly TDayKey[], timeZone: string): Map<TDayKey, TDayItem<T>[]> {
  const byDay = new Map<TDayKey, TDayItem<T>[]>(days.map((d) => [d, []]));
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return byDay;
  const add = (day: TDayKey, item: TDayItem<T>) => byDay.get(day)?.push(item);
  for (const entry of entries) {
    const startDay = dayKeyOf(entry.start, timeZone);
    // An entry ending at midnight does not cover the day that starts then.
    const endDay = entry.end.getTime() > entry.start.getTime() ? dayKeyOf(new Date(entry.end.getTime() - 1), timeZone) : startDay;
    if (entry.type === 'regis') {
      add(startDay, { entry, mark: 'regisOpens' });
      if (endDay !== startDay) add(endDay, { entry, mark: 'regisCloses' });
      continue;
    }
    if (endDay < first || startDay > last) continue;
    for (let day = startDay < first ? first : startDay; day <= endDay && day <= last; day = addDays(day, 1)) {
      add(day, { entry, mark: day === startDay ? 'event' : 'eventCont' });
    }
  }
  return byDay;
}
