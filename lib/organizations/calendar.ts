import { TZDate } from '@date-fns/tz';
import type { TLocale } from '../constants';
import { formatDate, SITE_TIME_ZONE } from '../i18n/format';

export type TMonth<T> = { key: string; label: string; events: T[] };

/**
 * Events by month of their start (in each event's time zone), months in order, events in order
 * within a month; labels like "June 2026" / "junio 2026" / "juin 2026" (capitalised).
 */
export function eventsByMonth<T extends { id: number; startAt: Date; timeZone: string }>(events: readonly T[], locale: TLocale): TMonth<T>[] {
  const sorted = [...events].sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.id - b.id);
  const months: TMonth<T>[] = [];
  for (const event of sorted) {
    const zone = event.timeZone || SITE_TIME_ZONE;
    const local = new TZDate(event.startAt.getTime(), zone);
    const key = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}`;
    const last = months.at(-1);
    if (last?.key === key) last.events.push(event);
    else {
      const label = formatDate(event.startAt, locale, 'month', zone);
      months.push({ key, label: label.charAt(0).toLocaleUpperCase(locale) + label.slice(1), events: [event] });
    }
  }
  return months;
}
