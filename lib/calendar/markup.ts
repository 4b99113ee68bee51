/**
 * The event calendar's grid (a table from 600 px, the period's days as a list below) and its
 * event list, as markup built from one model, the way the results table does it
 * (lib/results/table-markup.ts, docs/decisions/017 and 027). The server formats and translates
 * every text once (lib/calendar/model.ts); a client component (components/calendar/CalendarMarkup)
 * builds the markup where it renders: on the server for the HTML, in the browser after a client
 * navigation. The page's flight data carries the model, not the elements a second time.
 *
 * Plain string building with every value escaped; no other import, so it runs in both places.
 */
import { escapeHtml } from '../results/table-markup';

export type TCalendarClasses = {
  srOnly: string;
  item: string;
  itemTime: string;
  itemTitle: string;
  itemNote: string;
  items: string;
  table: string;
  columns: string;
  dayNumber: string;
  empty: string;
  narrow: string;
  narrowDay: string;
  narrowEmpty: string;
  agendaYear: string;
  agendaMonth: string;
  weeks: string;
  week: string;
  weekRange: string;
  weekNote: string;
  agendaEvents: string;
  agendaEvent: string;
  agendaTitle: string;
  agendaMeta: string;
  agendaActions: string;
  badge: string;
};

/** Entry flags (bits of TCalendarEntry[2]). */
export const ENTRY_CANCELLED = 1;

/**
 * An entry (a race day or a registration window): event id, type, flags, title, subtitle ('' for
 * none), the event page's address, start and end (ISO), its span as text ("Sat Jun 6 09:00 –
 * 17:00", in the event's time zone), what the list says of its time (the span, or "Open {span}" for
 * a registration window), the start and end times ("09:00"), and the address and label of its
 * .ics file ('' for a registration window).
 */
export type TCalendarEntry = [
  eventId: number,
  type: 'event' | 'regis',
  flags: number,
  title: string,
  subtitle: string,
  href: string,
  start: string,
  end: string,
  span: string,
  when: string,
  startTime: string,
  endTime: string,
  ics: string,
  icsLabel: string,
];

/** How a day of the grid shows an entry (lib/calendar/views.ts TDayMark). */
export const DAY_MARKS = ['event', 'eventCont', 'regisOpens', 'regisCloses'] as const;

/** Day flags (bits of TGridDay[3]). */
export const DAY_OUTSIDE = 1;
export const DAY_TODAY = 2;

/** A day of the grid: its key (yyyy-mm-dd), day of the month, long label, flags, and its items: entry index and mark index. */
export type TGridDay = [day: string, dayOfMonth: number, label: string, flags: number, items: [entry: number, mark: number][]];

/** Week and item flags in the list (bits). */
export const BAND_REVERSE = 1;
export const CONTINUES = 2;

export type TAgendaWeek = [firstDay: string, rangeText: string, flags: number, items: [entry: number, flags: number][]];

export type TCalendarModel = {
  labels: {
    typeEvent: string;
    typeRegis: string;
    regisOpens: string;
    regisCloses: string;
    continued: string;
    cancelled: string;
    noEvents: string;
    noEventsInPeriod: string;
    eventContinues: string;
    weekContinues: string;
    addToCalendar: string;
  };
  entries: TCalendarEntry[];
  grid: {
    view: 'day' | '4day' | 'week' | 'month';
    caption: string;
    /** Month: the weekdays (short, long), Monday first. Other views: the days' labels (long unused). */
    heads: [short: string, long: string][];
    days: TGridDay[];
  };
  /** The list's page: years, their months (with entries) and weeks (with entries). */
  agenda: { year: number; months: { key: string; label: string; weeks: TAgendaWeek[] }[] }[];
};

function itemMarkup(model: TCalendarModel, [index, mark]: [number, number], c: TCalendarClasses): string {
  const entry = model.entries[index]!;
  const [, type, flags, title, , href, start, end, span, , startTime, endTime] = entry;
  const markName = DAY_MARKS[mark];
  const { labels } = model;
  const note = markName === 'regisOpens' ? labels.regisOpens : markName === 'regisCloses' ? labels.regisCloses : markName === 'eventCont' ? labels.continued : '';
  const cancelled = flags & ENTRY_CANCELLED;
  const time =
    markName === 'eventCont'
      ? ''
      : `<time class="${c.itemTime}" datetime="${escapeHtml(markName === 'regisCloses' ? end : start)}">${escapeHtml(markName === 'regisCloses' ? endTime : startTime)}</time>`;
  return `<li><a href="${escapeHtml(href)}" class="${c.item}" data-type="${type}"${cancelled ? ' data-cancelled="true"' : ''} data-testid="calendar-item" title="${escapeHtml(span)}">${
    note ? `<span class="${c.itemNote}">${escapeHtml(note)}</span>` : ''
  }${time}<span class="${c.itemTitle}" data-testid="calendar-item-title">${escapeHtml(title)}</span>${cancelled ? `<span class="${c.itemNote}">${escapeHtml(labels.cancelled)}</span>` : ''}</a></li>`;
}

function dayItems(model: TCalendarModel, items: TGridDay[4], c: TCalendarClasses): string {
  return items.length === 0 ? '' : `<ul class="${c.items}">${items.map((item) => itemMarkup(model, item, c)).join('')}</ul>`;
}

const current = (flags: number) => (flags & DAY_TODAY ? ' aria-current="date"' : '');

/** The grid of the period: the table (600 px and up), then the days with entries as a list (phones). */
export function calendarGridMarkup(model: TCalendarModel, c: TCalendarClasses): string {
  const { grid, labels } = model;
  let table: string;
  if (grid.view === 'month') {
    const head = grid.heads.map(([short, long]) => `<th scope="col"><abbr title="${escapeHtml(long)}">${escapeHtml(short)}</abbr></th>`).join('');
    let body = '';
    for (let i = 0; i < grid.days.length; i += 7) {
      body += `<tr>${grid.days
        .slice(i, i + 7)
        .map(
          ([day, n, label, flags, items]) =>
            `<td${current(flags)}${flags & DAY_OUTSIDE ? ' data-outside="true"' : ''} data-day="${day}"><span class="${c.dayNumber}"><span class="${c.srOnly}">${escapeHtml(label)}</span><span aria-hidden="true">${n}</span></span>${dayItems(model, items, c)}</td>`,
        )
        .join('')}</tr>`;
    }
    table = `<table class="${c.table}" data-testid="calendar-grid" data-view="month"><caption class="${c.srOnly}">${escapeHtml(grid.caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
  } else {
    const head = grid.days.map(([, , , flags], i) => `<th scope="col"${current(flags)}>${escapeHtml(grid.heads[i]?.[0] ?? '')}</th>`).join('');
    const cells = grid.days
      .map(([day, , , flags, items]) => `<td${current(flags)} data-day="${day}">${items.length > 0 ? dayItems(model, items, c) : `<span class="${c.empty}">${escapeHtml(labels.noEvents)}</span>`}</td>`)
      .join('');
    table = `<table class="${c.table} ${c.columns}" data-testid="calendar-grid" data-view="${grid.view}"><caption class="${c.srOnly}">${escapeHtml(grid.caption)}</caption><thead><tr>${head}</tr></thead><tbody><tr>${cells}</tr></tbody></table>`;
  }
  // The list of the month view keeps to the month itself.
  const listed = grid.days.filter(([, , , flags, items]) => items.length > 0 && !(flags & DAY_OUTSIDE));
  const narrow =
    listed.length > 0
      ? `<ol class="${c.narrow}" aria-label="${escapeHtml(grid.caption)}" data-testid="calendar-narrow">${listed
          .map(([, , label, flags, items]) => `<li${current(flags)}><h3 class="${c.narrowDay}">${escapeHtml(label)}</h3>${dayItems(model, items, c)}</li>`)
          .join('')}</ol>`
      : `<p class="${c.empty} ${c.narrowEmpty}" data-testid="calendar-narrow-empty">${escapeHtml(labels.noEventsInPeriod)}</p>`;
  return table + narrow;
}

/**
 * The list (seed §2 "per year, months keyed by month name with weeks"): years, months, the weeks
 * with entries (alternating bands) and each entry with its time in the event's time zone and, for
 * a race day, an "Add to calendar" link to its .ics. `headingId` prefixes the headings' ids.
 */
export function calendarAgendaMarkup(model: TCalendarModel, c: TCalendarClasses, headingId: string): string {
  const { labels } = model;
  const entry = ([index, flags]: [number, number]): string => {
    const [eventId, type, entryFlags, title, subtitle, href, start, , , when, , , ics, icsLabel] = model.entries[index]!;
    const cancelled = entryFlags & ENTRY_CANCELLED;
    return `<li class="${c.agendaEvent}" data-type="${type}"${flags & BAND_REVERSE ? ' data-band="reverse"' : ''}${cancelled ? ' data-cancelled="true"' : ''} data-testid="agenda-event" data-event-id="${eventId}"><span class="${c.agendaTitle}"><span class="${c.badge}" data-type="${type}">${escapeHtml(
      type === 'regis' ? labels.typeRegis : labels.typeEvent,
    )}</span><a href="${escapeHtml(href)}">${escapeHtml(title)}</a>${cancelled ? `<span class="${c.itemNote}">${escapeHtml(labels.cancelled)}</span>` : ''}</span><span class="${c.agendaMeta}"><time datetime="${escapeHtml(start)}">${escapeHtml(when)}</time>${
      flags & CONTINUES ? ` · ${escapeHtml(labels.eventContinues)}` : ''
    }</span>${subtitle ? `<span class="${c.agendaMeta}">${escapeHtml(subtitle)}</span>` : ''}${
      ics ? `<span class="${c.agendaActions}"><a href="${escapeHtml(ics)}" aria-label="${escapeHtml(icsLabel)}" data-testid="add-to-calendar" type="text/calendar">${escapeHtml(labels.addToCalendar)}</a></span>` : ''
    }</li>`;
  };
  const week = ([firstDay, rangeText, flags, items]: TAgendaWeek): string =>
    `<li class="${c.week}"${flags & BAND_REVERSE ? ' data-band="reverse"' : ''} data-testid="agenda-week"><span class="${c.weekRange}"><time datetime="${firstDay}">${escapeHtml(rangeText)}</time>${
      flags & CONTINUES ? `<span class="${c.weekNote}">${escapeHtml(labels.weekContinues)}</span>` : ''
    }</span><ul class="${c.agendaEvents}">${items.map(entry).join('')}</ul></li>`;
  return `<div data-testid="agenda">${model.agenda
    .map(
      ({ year, months }) =>
        `<section aria-labelledby="${headingId}-${year}" data-testid="agenda-year"><h3 id="${headingId}-${year}" class="${c.agendaYear}">${year}</h3>${months
          .map(
            (month) =>
              `<section aria-labelledby="${headingId}-${year}-${month.key}" data-testid="agenda-month" data-month="${month.key}"><h4 id="${headingId}-${year}-${month.key}" class="${c.agendaMonth}">${escapeHtml(
                month.label,
              )} ${year}</h4><ol class="${c.weeks}">${month.weeks.map(week).join('')}</ol></section>`,
          )
          .join('')}</section>`,
    )
    .join('')}</div>`;
}
