import { TZDate } from '@date-fns/tz';
import type { TLocale } from '../constants';
import { DATE_PATTERNS, formatPattern } from '../i18n/format';
import { dayKeyOf, localNoon, type TDayKey } from './days';

/**
 * Calendar texts from the locale's date patterns (lib/i18n/format): day labels ("Sat Jun 6",
 * "sam. 6 juin", "lun. 1er juin"), times (24 h) and spans, each in the event's time zone. Weekday
 * and month names keep the language's case inside a label ("lun jun 1 09:00 – 17:00" in Spanish);
 * only a label that starts a heading is capitalized.
 */

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "Sat Jun 6" of a calendar day. */
export function dayLabel(day: TDayKey, locale: TLocale): string {
  return formatPattern(localNoon(day), `EEE ${DATE_PATTERNS[locale].dayMonth}`, locale);
}

/** "Saturday Jun 6, 2026" / "Samedi 6 juin 2026" of a calendar day (a heading). */
export function longDayLabel(day: TDayKey, locale: TLocale): string {
  return capitalize(formatPattern(localNoon(day), `EEEE ${DATE_PATTERNS[locale].date}`, locale));
}

/** "Jun 6, 2026" of a calendar day. */
export function dateLabel(day: TDayKey, locale: TLocale): string {
  return formatPattern(localNoon(day), DATE_PATTERNS[locale].date, locale);
}

/** "June 2026" / "Juin 2026". */
export function monthTitle(day: TDayKey, locale: TLocale): string {
  return capitalize(formatPattern(localNoon(day), DATE_PATTERNS[locale].month, locale));
}

/** Short and long weekday names, Monday first. */
export function weekdayNames(locale: TLocale): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = new Date(2024, 0, 1 + i, 12);
    return { short: capitalize(formatPattern(date, 'EEE', locale)), long: capitalize(formatPattern(date, 'EEEE', locale)) };
  });
}

/** "09:00" in a time zone. */
export function timeText(instant: Date, locale: TLocale, timeZone: string): string {
  return formatPattern(new TZDate(instant.getTime(), timeZone), DATE_PATTERNS[locale].time, locale);
}

/**
 * A span in a time zone: "Sat Jun 6 09:00 – 17:00" on one day, "Sat Jun 6 09:00 – Sun Jun 7 17:00"
 * over several.
 */
export function spanText(start: Date, end: Date, locale: TLocale, timeZone: string): string {
  const startDay = dayKeyOf(start, timeZone);
  const endDay = dayKeyOf(end, timeZone);
  const from = `${dayLabel(startDay, locale)} ${timeText(start, locale, timeZone)}`;
  if (startDay === endDay) return `${from} – ${timeText(end, locale, timeZone)}`;
  return `${from} – ${dayLabel(endDay, locale)} ${timeText(end, locale, timeZone)}`;
}
