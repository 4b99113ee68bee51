import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import { eventsByMonth } from '@/lib/organizations/calendar';
import type { TEventSummary } from '@/lib/platform/port';
import { eventPlace } from './EventList';
import styles from './promoters.module.css';

/** A compact calendar: months with their events (day, name, place), earliest first. */
export function EventCalendar({
  events,
  locale,
  empty,
  eventHref = (id) => `/events/${id}`,
  cancelledLabel,
}: {
  events: TEventSummary[];
  locale: TLocale;
  empty: string;
  eventHref?: (id: number) => string;
  cancelledLabel: string;
}) {
  const months = eventsByMonth(events, locale);
  if (months.length === 0) {
    return (
      <p className={`${styles.text} ${styles.secondary}`} data-testid="calendar-empty">
        {empty}
      </p>
    );
  }
  return (
    <div className={styles.calendar} data-testid="event-calendar">
      {months.map((month) => (
        <section key={month.key} aria-labelledby={`month-${month.key}`} data-testid="calendar-month">
          <h3 id={`month-${month.key}`} className={styles.month}>
            {month.label}
          </h3>
          <ul className={styles.plainList}>
            {month.events.map((event) => {
              const startDay = formatDate(event.startAt, locale, 'dayMonth', event.timeZone);
              const endDay = formatDate(event.endAt, locale, 'dayMonth', event.timeZone);
              const cancelled = event.status === 'cancelled';
              const place = eventPlace(event);
              return (
                <li key={event.id} className={styles.calendarEvent} data-testid="calendar-event">
                  <time dateTime={event.startAt.toISOString()} className={styles.day}>
                    {startDay === endDay ? startDay : `${startDay} – ${endDay}`}
                  </time>
                  <div className={styles.shrink}>
                    <NextLink href={eventHref(event.id)} className={cancelled ? `${styles.link} ${styles.cancelled}` : styles.link}>
                      {event.name}
                    </NextLink>
                    {cancelled ? <span className={styles.cancelledNote}>({cancelledLabel})</span> : null}
                    {place ? <p className={`${styles.body2} ${styles.secondary}`}>{place}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
