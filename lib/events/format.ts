import type { TLocale } from '../constants';
import { formatDate, formatDateRange } from '../i18n/format';
import { intlLocale } from '../i18n/locale';

/** The short name of a time zone at a date, in a language: "EDT", "HAE", "GMT-4". */
export function timeZoneLabel(at: Date, timeZone: string, locale: TLocale): string {
  const part = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * When an event takes place, in its own time zone: the dates ("Jun 7, 2026" or a range), the
 * hours ("08:00 – 17:00") and the zone ("EDT").
 */
export function eventWhen(event: { startAt: Date; endAt: Date; timeZone: string }, locale: TLocale): { dates: string; hours: string; zone: string } {
  const { startAt, endAt, timeZone } = event;
  return {
    dates: formatDateRange(startAt, endAt, locale, timeZone),
    hours: `${formatDate(startAt, locale, 'time', timeZone)} – ${formatDate(endAt, locale, 'time', timeZone)}`,
    zone: timeZoneLabel(startAt, timeZone, locale),
  };
}
