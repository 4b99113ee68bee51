/**
 * The site's time zone and the calendar day of an instant, with the platform's Intl only: the
 * browser code that needs a day (a birth date's year choices, the age rules of the forms) loads
 * this without date-fns and its locales (lib/i18n/format.ts re-exports both).
 */
export const SITE_TIME_ZONE = 'America/Toronto';

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (it
 * was a seventh of a participant view's render, which asks for a day dozens of times).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ("YYYY-MM-DD") of an instant on a time zone's clock; the site's by default. */
export function calendarDay(at: Date, timeZone: string = SITE_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
