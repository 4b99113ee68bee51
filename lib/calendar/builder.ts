import type { TLocale } from '../constants';
import { DATE_PATTERNS, formatPattern, SITE_TIME_ZONE } from '../i18n/format';
import { dayKey, dayKeyOf, daysInMonth, localNoon, parseDayKey, startOfDay, weekdayIndex, type TDayKey } from './days';

/**
 * The calendar list structure (seed §2 "Calendar page structure", §3 Calendar, §4 Calendar): per
 * year, months keyed by (English) month name, each with its weeks (Monday first); every entry is
 * placed in the week that contains its start, ordered by start; a month is visible only when one
 * of its weeks has entries; the band colour alternates by a running counter (even = reversed).
 *
 * Pure: everything is computed in one time zone (the site's by default), days as calendar days
 * of that zone, so DST changes never move an entry to another day or week.
 *
 * Decisions:
 * - A week never crosses a month (nor a year): the week of Monday Dec 29 is split into
 *   "Dec 29 – 31" (December) and "Jan 1 – 4" (January of the next year), so every entry is listed
 *   under the month and year of its start.
 * - Two running counters, over the whole calendar: one for the weeks that have entries (weeks
 *   without entries are not shown and do not count), one for the entries. Counters start at 0,
 *   so the first week and the first entry are "reversed".
 * - `cont` of a week: an entry that started in an earlier week is still running when it begins.
 *   `cont` of an entry: it runs past the end of its week (continues in the next one).
 */

export const MONTH_KEYS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type TMonthKey = (typeof MONTH_KEYS)[number];

export type TCalendarInput = { start: Date; end: Date; title: string; subtitle?: string };

export type TCalendarItem<T extends TCalendarInput> = {
  start: Date;
  end: Date;
  title: string;
  subtitle?: string;
  bandReverse: boolean;
  cont: boolean;
  /** The entry as given. */
  entry: T;
};

export type TCalendarWeek<T extends TCalendarInput> = {
  /** First instant of the week's first day, last instant of its last day (in the time zone). */
  start: Date;
  end: Date;
  firstDay: TDayKey;
  lastDay: TDayKey;
  /** "Jun 1 – 7" (en), "jun 1 – 7" (es), "1 – 7 juin" (fr). */
  rangeText: string;
  bandReverse: boolean;
  cont: boolean;
  events: TCalendarItem<T>[];
};

export type TCalendarMonth<T extends TCalendarInput> = {
  key: TMonthKey;
  /** 1-12. */
  month: number;
  /** Month name in the locale, capitalized for a heading ("Juin"). */
  label: string;
  visible: boolean;
  weeks: TCalendarWeek<T>[];
};

export type TCalendarYear<T extends TCalendarInput> = {
  year: number;
  months: Record<TMonthKey, TCalendarMonth<T>>;
};

export type TBuildOptions<T extends TCalendarInput = TCalendarInput> = {
  locale: TLocale;
  timeZone?: string;
  /** Years to generate (inclusive); by default those of the first and last entry. */
  years?: { first: number; last: number };
  /** The entries that make a later week `cont` (default: all; e.g. only race days, not registration windows). */
  continues?: (entry: T) => boolean;
};

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The localized name of a month (1-12), capitalized: "June", "Junio", "Juin". */
export function monthLabel(month: number, locale: TLocale): string {
  return capitalize(formatPattern(new Date(2000, month - 1, 15), 'LLLL', locale));
}

const rangeTexts = new Map<string, string>();

function cachedRangeText(first: TDayKey, last: TDayKey, locale: TLocale): string {
  const key = `${locale} ${first} ${last}`;
  let text = rangeTexts.get(key);
  if (text === undefined) {
    text = dayRangeText(first, last, locale);
    if (rangeTexts.size >= 20_000) rangeTexts.clear();
    rangeTexts.set(key, text);
  }
  return text;
}

/**
 * A day range with the locale's day-month pattern: "Jun 1 – 7", "May 25 – Jun 1", "Jun 1";
 * French (day first) "1er – 7 juin", "25 mai – 1er juin".
 */
export function dayRangeText(first: TDayKey, last: TDayKey, locale: TLocale): string {
  const pattern = DATE_PATTERNS[locale].dayMonth;
  const a = localNoon(first);
  const b = localNoon(last);
  if (first === last) return formatPattern(a, pattern, locale);
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  if (!sameMonth) return `${formatPattern(a, pattern, locale)} – ${formatPattern(b, pattern, locale)}`;
  const dayFirst = pattern.trimStart().startsWith('d');
  return dayFirst
    ? `${formatPattern(a, 'd', locale)} – ${formatPattern(b, pattern, locale)}`
    : `${formatPattern(a, pattern, locale)} – ${formatPattern(b, 'd', locale)}`;
}

/** The weeks of a month, Monday first, cut at the month's ends; `after` is the day after the week. */
function monthWeeks(year: number, month: number): { firstDay: TDayKey; lastDay: TDayKey; after: TDayKey }[] {
  const weeks: { firstDay: TDayKey; lastDay: TDayKey; after: TDayKey }[] = [];
  const days = daysInMonth(year, month);
  let first = 1;
  let weekday = weekdayIndex(dayKey(year, month, 1));
  while (first <= days) {
    const last = Math.min(days, first + 6 - weekday);
    weeks.push({ firstDay: dayKey(year, month, first), lastDay: dayKey(year, month, last), after: dayKey(year, month, last + 1) });
    first = last + 1;
    weekday = 0;
  }
  return weeks;
}

export function buildCalendar<T extends TCalendarInput>(entries: readonly T[], options: TBuildOptions<T>): TCalendarYear<T>[] {
  const { locale } = options;
  const timeZone = options.timeZone ?? SITE_TIME_ZONE;
  const spanning = options.continues ? entries.filter(options.continues) : entries;

  // Ordered by start, then end; the given order breaks ties (stable sort).
  const placed = entries
    .map((entry) => ({ entry, day: dayKeyOf(entry.start, timeZone) }))
    .sort((a, b) => a.entry.start.getTime() - b.entry.start.getTime() || a.entry.end.getTime() - b.entry.end.getTime());

  const startYears = placed.map((p) => parseDayKey(p.day)!.year);
  const first = options.years?.first ?? (startYears.length > 0 ? Math.min(...startYears) : undefined);
  const last = options.years?.last ?? (startYears.length > 0 ? Math.max(...startYears) : undefined);
  if (first === undefined || last === undefined || last < first) return [];

  let weekCounter = 0;
  let eventCounter = 0;
  let cursor = 0; // entries are sorted: walk them once alongside the weeks
  const years: TCalendarYear<T>[] = [];

  // Entries starting before the first generated year are not listed.
  const firstKey = dayKey(first, 1, 1);
  while (cursor < placed.length && placed[cursor]!.day < firstKey) cursor += 1;

  for (let year = first; year <= last; year += 1) {
    const months = {} as Record<TMonthKey, TCalendarMonth<T>>;
    MONTH_KEYS.forEach((key, index) => {
      const month = index + 1;
      const weeks = monthWeeks(year, month).map(({ firstDay, lastDay, after }): TCalendarWeek<T> => {
        const start = startOfDay(firstDay, timeZone);
        const next = startOfDay(after, timeZone);
        const events: TCalendarItem<T>[] = [];
        while (cursor < placed.length && placed[cursor]!.day <= lastDay) {
          const { entry } = placed[cursor]!;
          cursor += 1;
          events.push({
            start: entry.start,
            end: entry.end,
            title: entry.title,
            subtitle: entry.subtitle,
            bandReverse: eventCounter % 2 === 0,
            cont: entry.end.getTime() > next.getTime(),
            entry,
          });
          eventCounter += 1;
        }
        const cont = spanning.some((e) => e.start.getTime() < start.getTime() && e.end.getTime() > start.getTime());
        const bandReverse = weekCounter % 2 === 0;
        if (events.length > 0) weekCounter += 1;
        return {
          start,
          end: new Date(next.getTime() - 1),
          firstDay,
          lastDay,
          rangeText: cachedRangeText(firstDay, lastDay, locale),
          bandReverse,
          cont,
          events,
        };
      });
      months[key] = {
        key,
        month,
        label: monthLabel(month, locale),
        visible: weeks.some((w) => w.events.length > 0),
        weeks,
      };
    });
    years.push({ year, months });
  }
  return years;
}

/** The visible months of a year, in calendar order. */
export function visibleMonths<T extends TCalendarInput>(year: TCalendarYear<T>): TCalendarMonth<T>[] {
  return MONTH_KEYS.map((key) => year.months[key]).filter((month) => month.visible);
}

/** Years that have a visible month. */
export function visibleYears<T extends TCalendarInput>(years: readonly TCalendarYear<T>[]): TCalendarYear<T>[] {
  return years.filter((year) => MONTH_KEYS.some((key) => year.months[key].visible));
}
