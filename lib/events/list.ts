import { TZDate } from '@date-fns/tz';
import type { TLocale } from '../constants';
import { formatDate, SITE_TIME_ZONE } from '../i18n/format';
import type { TEventSummary } from '../platform/port';

/**
 * Events not over yet (soonest first, the live ones on top of it) and past events (most recent
 * first). An event is not over while it is live, or until its end unless the platform has closed
 * it. The one rule for every list of events: /events (which then groups each part by month, in
 * the event's time zone), the promoter pages and an organisation's events section.
 */
export function splitEvents<T extends Pick<TEventSummary, 'id' | 'startAt' | 'endAt' | 'status'>>(
  events: readonly T[],
  now: Date,
): { upcoming: T[]; past: T[] } {
  const isUpcoming = (e: T) => e.status === 'live' || (e.status !== 'finished' && e.endAt.getTime() >= now.getTime());
  const upcoming = events
    .filter(isUpcoming)
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.id - b.id);
  const past = events
    .filter((e) => !isUpcoming(e))
    .sort((a, b) => b.startAt.getTime() - a.startAt.getTime() || b.id - a.id);
  return { upcoming, past };
}

export type TMonthGroup<T> = { key: string; label: string; events: T[] };

/** Consecutive events of the same month together, in the given order; labels like "June 2026". */
export function groupByMonth<T extends Pick<TEventSummary, 'startAt' | 'timeZone'>>(events: readonly T[], locale: TLocale): TMonthGroup<T>[] {
  const groups: TMonthGroup<T>[] = [];
  for (const event of events) {
    const zone = event.timeZone || SITE_TIME_ZONE;
    const local = new TZDate(event.startAt.getTime(), zone);
    const key = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}`;
    const last = groups.at(-1);
    if (last?.key === key) last.events.push(event);
    else {
      const label = formatDate(event.startAt, locale, 'month', zone);
      groups.push({ key, label: label.charAt(0).toLocaleUpperCase(locale) + label.slice(1), events: [event] });
    }
  }
  return groups;
}

/** A page of a list: the items of page `page` (1-based) and the number of pages (at least 1). */
export function paginate<T>(items: readonly T[], page: number, size: number): { items: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  return { items: items.slice((page - 1) * size, page * size), pages };
}
