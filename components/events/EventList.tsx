import { getTranslations } from 'next-intl/server';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { groupByMonth } from '@/lib/events/list';
import { formatDateRange } from '@/lib/i18n/format';
import type { TEventSummary, TRegistrationState } from '@/lib/platform/port';
import { placeOf } from './ResultEventList';
import { StatusBadge } from './StatusBadge';
import styles from './events.module.css';

function registrationKey(state: TRegistrationState): string | null {
  switch (state.kind) {
    case 'open':
      return 'listOpen';
    case 'not_open':
      return 'listNotOpen';
    case 'full':
      return 'listFull';
    case 'closed':
      return 'listClosed';
    default:
      return null;
  }
}

/**
 * Events grouped by month (in the order given): name, dates, place, promoter, status, registration,
 * and a link to buy tickets for those in `ticketsOnSale` (lib/spectators `ticketOffers`).
 */
export async function EventList({
  events,
  ticketsOnSale,
  locale,
  testId,
}: {
  events: TEventSummary[];
  ticketsOnSale: ReadonlySet<number>;
  locale: TLocale;
  testId: string;
}) {
  const t = await getTranslations('Events');
  return (
    <div data-testid={testId}>
      {groupByMonth(events, locale).map((group) => (
        <section key={group.key} aria-labelledby={`${testId}-${group.key}`}>
          <h3 id={`${testId}-${group.key}`} className={styles.month}>
            {group.label}
          </h3>
          <ul className={styles.list}>
            {group.events.map((event) => {
              const place = placeOf(event);
              const registration = registrationKey(event.registration);
              return (
                <li key={event.id} className={styles.item} data-status={event.status} data-testid="event-item" data-event-id={event.id}>
                  <div className={styles.main}>
                    <h4 className={styles.title}>
                      <NextLink href={`/events/${event.id}`} className={`${styles.link} ${styles.name}`}>
                        {event.name}
                      </NextLink>
                      {event.status === 'live' || event.status === 'cancelled' ? (
                        <StatusBadge status={event.status} label={t(`status.${event.status}`)} />
                      ) : null}
                    </h4>
                    <p className={styles.meta}>
                      <span>
                        <time dateTime={event.startAt.toISOString()} className={styles.day}>
                          {formatDateRange(event.startAt, event.endAt, locale, event.timeZone)}
                        </time>
                      </span>
                      {place ? <span>{place}</span> : null}
                      <span>{event.promoter.name}</span>
                    </p>
                    {registration && event.status !== 'cancelled' ? (
                      <p className={styles.meta}>
                        {event.registration.kind === 'full'
                          ? t('registration.listFull', { count: event.registration.waitingList })
                          : t(`registration.${registration}`)}
                      </p>
                    ) : null}
                  </div>
                  <div className={styles.actions}>
                    {event.status === 'live' || event.status === 'finished' ? (
                      <NextLink href={`/results/${event.id}`} className={styles.link}>
                        {t('results')}
                        <span className="visually-hidden"> — {event.name}</span>
                      </NextLink>
                    ) : null}
                    {ticketsOnSale.has(event.id) ? (
                      <NextLink href={`/spectator/${event.id}`} className={styles.link}>
                        {t('tickets.buy')}
                        <span className="visually-hidden"> — {event.name}</span>
                      </NextLink>
                    ) : null}
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
