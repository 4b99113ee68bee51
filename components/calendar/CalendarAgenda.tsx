import { NextLink } from '@/components/ui/NextLink';
import { visibleMonths, visibleYears, type TCalendarItem, type TCalendarYear } from '@/lib/calendar/builder';
import { feedPath } from '@/lib/calendar/feeds';
import { spanText } from '@/lib/calendar/format';
import styles from './calendar.module.css';
import { eventHref, type TCalendarContext, type TCalendarRow } from './types';

function AgendaEvent({ item, ctx }: { item: TCalendarItem<TCalendarRow>; ctx: TCalendarContext }) {
  const { t, locale } = ctx;
  const row = item.entry;
  const cancelled = row.status === 'cancelled';
  const span = spanText(row.start, row.end, locale, row.timeZone);
  const ics = feedPath({ kind: 'event', id: row.eventId }, locale);
  return (
    <li
      className={styles.agendaEvent}
      data-type={row.type}
      data-band={item.bandReverse ? 'reverse' : undefined}
      data-cancelled={cancelled ? 'true' : undefined}
      data-testid="agenda-event"
      data-event-id={row.eventId}
    >
      <span className={styles.agendaTitle}>
        <span className={styles.badge} data-type={row.type}>
          {row.type === 'regis' ? t('typeRegis') : t('typeEvent')}
        </span>
        <NextLink href={eventHref(row)} prefetch={false}>
          {item.title}
        </NextLink>
        {cancelled ? <span className={styles.itemNote}>{t('cancelled')}</span> : null}
      </span>
      <span className={styles.agendaMeta}>
        <time dateTime={row.start.toISOString()}>{row.type === 'regis' ? t('registrationWindow', { span }) : span}</time>
        {item.cont ? ` · ${t('eventContinues')}` : null}
      </span>
      {item.subtitle ? <span className={styles.agendaMeta}>{item.subtitle}</span> : null}
      {row.type === 'event' ? (
        <span className={styles.agendaActions}>
          <a href={ics} aria-label={t('addToCalendarLabel', { title: item.title })} data-testid="add-to-calendar" type="text/calendar">
            {t('addToCalendar')}
          </a>
        </span>
      ) : null}
    </li>
  );
}

/**
 * The list under the grid (seed §2 "per year, months keyed by month name with weeks"): years,
 * their visible months, the weeks with entries (alternating bands) and each entry with its span
 * in the event's time zone and, for events, an "Add to calendar" link to its .ics.
 */
export function CalendarAgenda({
  years,
  headingId,
  ctx,
}: {
  years: TCalendarYear<TCalendarRow>[];
  headingId: string;
  ctx: TCalendarContext;
}) {
  return (
    <div data-testid="agenda">
      {visibleYears(years).map((year) => (
        <section key={year.year} aria-labelledby={`${headingId}-${year.year}`} data-testid="agenda-year">
          <h3 id={`${headingId}-${year.year}`} className={styles.agendaYear}>
            {year.year}
          </h3>
          {visibleMonths(year).map((month) => (
            <section key={month.key} aria-labelledby={`${headingId}-${year.year}-${month.key}`} data-testid="agenda-month" data-month={month.key}>
              <h4 id={`${headingId}-${year.year}-${month.key}`} className={styles.agendaMonth}>
                {month.label} {year.year}
              </h4>
              <ol className={styles.weeks}>
                {month.weeks
                  .filter((week) => week.events.length > 0)
                  .map((week) => (
                    <li key={week.firstDay} className={styles.week} data-band={week.bandReverse ? 'reverse' : undefined} data-testid="agenda-week">
                      <span className={styles.weekRange}>
                        <time dateTime={week.firstDay}>{week.rangeText}</time>
                        {week.cont ? <span className={styles.weekNote}>{ctx.t('weekContinues')}</span> : null}
                      </span>
                      <ul className={styles.agendaEvents}>
                        {week.events.map((item) => (
                          <AgendaEvent key={`${item.entry.type}-${item.entry.eventId}`} item={item} ctx={ctx} />
                        ))}
                      </ul>
                    </li>
                  ))}
              </ol>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
