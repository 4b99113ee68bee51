import type { TLocale } from '../constants';
import { localizedPath } from '../http/paths';
import { visibleMonths, visibleYears, type TCalendarYear } from './builder';
import { parseDayKey, type TDayKey } from './days';
import { feedPath } from './feeds';
import { dayLabel, longDayLabel, spanText, timeText, weekdayNames } from './format';
import type { TCalendarRow } from './load';
import { BAND_REVERSE, CONTINUES, DAY_MARKS, DAY_OUTSIDE, DAY_TODAY, ENTRY_CANCELLED, type TCalendarEntry, type TCalendarModel, type TGridDay } from './markup';
import { itemsByDay, type TPeriod } from './views';

type TTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The model of the calendar's grid and list (lib/calendar/markup.ts): each entry once, with its
 * texts formatted for the locale (days in the site's time zone, times in the event's) and
 * translated (`t` reads the `Calendar` messages); the grid's days and the list's weeks refer to
 * the entries by index.
 */
export function calendarModel({
  period,
  gridRows,
  agenda,
  caption,
  locale,
  timeZone,
  today,
  t,
}: {
  period: TPeriod;
  /** The entries that may fall in the grid's period. */
  gridRows: readonly TCalendarRow[];
  /** The list's page (lib/calendar/agenda-pages.ts). */
  agenda: readonly TCalendarYear<TCalendarRow>[];
  caption: string;
  locale: TLocale;
  timeZone: string;
  today: TDayKey;
  t: TTranslate;
}): TCalendarModel {
  const entries: TCalendarEntry[] = [];
  const indexes = new Map<TCalendarRow, number>();
  const indexOf = (row: TCalendarRow): number => {
    let index = indexes.get(row);
    if (index === undefined) {
      const span = spanText(row.start, row.end, locale, row.timeZone);
      const isEvent = row.type === 'event';
      index = entries.push([
        row.eventId,
        row.type,
        row.status === 'cancelled' ? ENTRY_CANCELLED : 0,
        row.title,
        row.subtitle ?? '',
        localizedPath(`/events/${row.eventId}`, locale),
        row.start.toISOString(),
        row.end.toISOString(),
        span,
        isEvent ? span : t('registrationWindow', { span }),
        timeText(row.start, locale, row.timeZone),
        timeText(row.end, locale, row.timeZone),
        isEvent ? feedPath({ kind: 'event', id: row.eventId }, locale) : '',
        isEvent ? t('addToCalendarLabel', { title: row.title }) : '',
      ]) - 1;
      indexes.set(row, index);
    }
    return index;
  };

  const byDay = itemsByDay(gridRows, period.days, timeZone);
  const days: TGridDay[] = period.days.map((day) => {
    const { month, day: dayOfMonth } = parseDayKey(day)!;
    const flags = (period.view === 'month' && month !== period.month ? DAY_OUTSIDE : 0) | (day === today ? DAY_TODAY : 0);
    const items = (byDay.get(day) ?? []).map((item): [number, number] => [indexOf(item.entry), DAY_MARKS.indexOf(item.mark)]);
    return [day, dayOfMonth, longDayLabel(day, locale), flags, items];
  });

  const list = visibleYears(agenda).map((year) => ({
    year: year.year,
    months: visibleMonths(year).map((month) => ({
      key: month.key,
      label: month.label,
      weeks: month.weeks
        .filter((week) => week.events.length > 0)
        .map((week): TCalendarModel['agenda'][number]['months'][number]['weeks'][number] => [
          week.firstDay,
          week.rangeText,
          (week.bandReverse ? BAND_REVERSE : 0) | (week.cont ? CONTINUES : 0),
          week.events.map((item): [number, number] => [indexOf(item.entry), (item.bandReverse ? BAND_REVERSE : 0) | (item.cont ? CONTINUES : 0)]),
        ]),
    })),
  }));

  return {
    labels: {
      typeEvent: t('typeEvent'),
      typeRegis: t('typeRegis'),
      regisOpens: t('regisOpens'),
      regisCloses: t('regisCloses'),
      continued: t('continued'),
      cancelled: t('cancelled'),
      noEvents: t('noEvents'),
      noEventsInPeriod: t('noEventsInPeriod'),
      eventContinues: t('eventContinues'),
      weekContinues: t('weekContinues'),
      addToCalendar: t('addToCalendar'),
    },
    entries,
    grid: {
      view: period.view,
      caption,
      heads: period.view === 'month' ? weekdayNames(locale).map((name) => [name.short, name.long]) : period.days.map((day) => [dayLabel(day, locale), '']),
      days,
    },
    agenda: list,
  };
}
