import { AGENDA_PAGE_SIZE, pageAround, type TPage } from '../paging';
import { MONTH_KEYS, type TCalendarInput, type TCalendarItem, type TCalendarYear } from './builder';

/**
 * The calendar's list in pages of entries (docs/decisions/027): its range (two years back to a year
 * ahead by default) can hold hundreds of entries, which would make the page too heavy to send and
 * to lay out. The list keeps its structure (years, months, weeks, bands computed over the whole
 * range); a page keeps the weeks and months that have entries on it, so a week may start on one
 * page and end on the next.
 *
 * The list opens on what is coming: pages are cut so that the first entry not begun yet on `now`
 * (or a race day still running) starts a page, and that page is shown unless another is asked
 * for; when everything is past, the last page. Older entries fill the pages before it (the first
 * may be shorter), newer ones the pages after.
 */
export type TAgendaPage<T extends TCalendarInput> = { years: TCalendarYear<T>[]; page: TPage };

type TWhat = { type: 'event' | 'regis' };

/** The entries of the list in order (years, months, weeks). */
export function agendaItems<T extends TCalendarInput>(years: readonly TCalendarYear<T>[]): TCalendarItem<T>[] {
  return years.flatMap((year) => MONTH_KEYS.flatMap((key) => year.months[key].weeks.flatMap((week) => week.events)));
}

/** The index of what is coming: the first entry not begun by `now`, or a race day still running; the length when all are past. */
export function comingIndex<T extends TCalendarInput & TWhat>(items: readonly TCalendarItem<T>[], now: Date): number {
  const at = items.findIndex((item) => item.start.getTime() >= now.getTime() || (item.entry.type === 'event' && item.end.getTime() > now.getTime()));
  return at === -1 ? items.length : at;
}

export function agendaPage<T extends TCalendarInput & TWhat>(
  years: readonly TCalendarYear<T>[],
  requested: number | undefined,
  now: Date,
  pageSize = AGENDA_PAGE_SIZE,
): TAgendaPage<T> {
  const items = agendaItems(years);
  const page = pageAround(items.length, pageSize, comingIndex(items, now), requested ?? null);
  let index = 0;
  const cut = years.map((year) => {
    const months = { ...year.months };
    for (const key of MONTH_KEYS) {
      const month = year.months[key];
      const weeks = month.weeks.map((week) => {
        const events = week.events.filter((_, i) => index + i >= page.from && index + i < page.to);
        index += week.events.length;
        return events.length === week.events.length ? week : { ...week, events };
      });
      months[key] = { ...month, weeks, visible: weeks.some((week) => week.events.length > 0) };
    }
    return { ...year, months };
  });
  return { years: cut, page };
}
