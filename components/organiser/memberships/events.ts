import 'server-only';
import type { TLocale } from '@/lib/constants';
import { formatDateRange } from '@/lib/i18n/format';
import { organiserDeps } from '@/lib/organiser';

/**
 * The events a single-event type may be for: the organisation's events not over yet, and the one
 * the type is for now (even if it is over), labelled with their dates.
 */
export async function singleEventChoices(organizationId: number, locale: TLocale, current: number | null, now = new Date()) {
  const events = await organiserDeps().platform.listEvents({ locale, organizationId });
  return events
    .filter((e) => e.endAt >= now || e.id === current)
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.id - b.id)
    .map((e) => ({ id: e.id, label: `${e.name} · ${formatDateRange(e.startAt, e.endAt, locale, e.timeZone)}` }));
}
