import type { TLocale } from '@/lib/constants';
import type { TCalendarRow } from '@/lib/calendar/load';

/** What the calendar components need besides the rows: language, zone, today and the texts. */
export type TCalendarContext = {
  locale: TLocale;
  /** Time zone of the calendar's days (the site's). Each row's times use its own event's zone. */
  timeZone: string;
  today: string;
  t: (key: string, values?: Record<string, string | number>) => string;
};

export type { TCalendarRow };
