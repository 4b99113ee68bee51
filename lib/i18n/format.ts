import { format as formatFns } from 'date-fns';
import { enUS, es, frCA } from 'date-fns/locale';
import { TZDate } from '@date-fns/tz';
import type { TLocale } from '../constants';
import { SITE_TIME_ZONE } from './calendar-day';
import { intlLocale } from './locale';

export { calendarDay, SITE_TIME_ZONE } from './calendar-day';

/**
 * Date display per locale (seed §9): en "MMM d, yyyy HH:mm", fr "d MMM yyyy", es "MMM d yyyy".
 * Times are 24-hour everywhere. Dates are shown in the event's (or the site's) time zone.
 */
export const DATE_PATTERNS: Record<TLocale, { date: string; dateTime: string; time: string; month: string; dayMonth: string }> = {
  en: { date: 'MMM d, yyyy', dateTime: 'MMM d, yyyy HH:mm', time: 'HH:mm', month: 'MMMM yyyy', dayMonth: 'MMM d' },
  es: { date: 'MMM d yyyy', dateTime: 'MMM d yyyy HH:mm', time: 'HH:mm', month: 'MMMM yyyy', dayMonth: 'MMM d' },
  fr: { date: 'd MMM yyyy', dateTime: 'd MMM yyyy HH:mm', time: 'HH:mm', month: 'MMMM yyyy', dayMonth: 'd MMM' },
};

const DATE_FNS_LOCALES = { en: enUS, es, fr: frCA } as const;

export type TDateStyle = keyof (typeof DATE_PATTERNS)['en'];

/**
 * A date-fns pattern in a language, with its rules for the day of the month: French writes the
 * first day "1er" ("1er juin 2026", "1er – 7 juin"), other days as plain numbers. Every date label
 * of the site goes through here (formatDate below, the calendar's labels).
 */
export function formatPattern(date: Date, pattern: string, locale: TLocale): string {
  const firstOfMonth = locale === 'fr' && date.getDate() === 1;
  return formatFns(date, firstOfMonth ? withFirstDaySuffix(pattern) : pattern, { locale: DATE_FNS_LOCALES[locale] });
}

/** The day token "d" (alone, outside quoted text) followed by the literal "er". */
function withFirstDaySuffix(pattern: string): string {
  return pattern
    .split(/('(?:[^']|'')*')/)
    .map((part) => (part.startsWith("'") ? part : part.replace(/(?<!d)d(?!d)/g, "d'er'")))
    .join('');
}

export function formatDate(
  value: Date | string | number,
  locale: TLocale,
  style: TDateStyle = 'date',
  timeZone: string = SITE_TIME_ZONE,
): string {
  const date = new TZDate(new Date(value).getTime(), timeZone);
  return formatPattern(date, DATE_PATTERNS[locale][style], locale);
}

/** A date range on one line: "Jun 7, 2026 – Jun 8, 2026", or one date when both fall on the same day. */
export function formatDateRange(start: Date, end: Date, locale: TLocale, timeZone: string = SITE_TIME_ZONE): string {
  const a = formatDate(start, locale, 'date', timeZone);
  const b = formatDate(end, locale, 'date', timeZone);
  return a === b ? a : `${a} – ${b}`;
}

export function formatBytes(bytes: number, locale: TLocale): string {
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const nf = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return `${nf.format(value)} ${units[unit]}`;
}

export function formatMoney(cents: number, currency: string, locale: TLocale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
  }).format(cents / 100);
}

/** A tax rate given in basis points, as the number of percent ("13", "14,975"): at most 3 decimals. */
export function formatTaxRate(rateBp: number, locale: TLocale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 3 }).format(rateBp / 100);
}
