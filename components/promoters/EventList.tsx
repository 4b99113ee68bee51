import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/Card';
import { Chip } from '@/components/ui/Chip';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDate, formatDateRange } from '@/lib/i18n/format';
import type { TEventSummary } from '@/lib/platform/port';
import { RegistrationState } from './RegistrationState';
import styles from './promoters.module.css';

export function eventPlace(event: Pick<TEventSummary, 'venue' | 'city' | 'state'>): string {
  return [event.venue, [event.city, event.state].filter(Boolean).join(', ')].filter(Boolean).join(' · ');
}

/**
 * A list of events: name (link), dates and hours in the event's time zone, place, promoter
 * (optional), status when cancelled or live, and the registration state.
 */
export async function EventList({
  events,
  locale,
  membersOnly,
  empty,
  eventHref = (id) => `/events/${id}`,
  showPromoter = false,
  showRegistration = true,
  testId = 'event-list',
}: {
  events: TEventSummary[];
  locale: TLocale;
  membersOnly: Set<number>;
  empty: string;
  eventHref?: (id: number) => string;
  showPromoter?: boolean;
  showRegistration?: boolean;
  testId?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Promoters' });
  if (events.length === 0) {
    return (
      <p className={`${styles.text} ${styles.secondary}`} data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  return (
    <ul className={styles.events} data-testid={testId}>
      {events.map((event) => {
        const place = eventPlace(event);
        return (
          <Card as="li" key={event.id} className={styles.event} data-testid="event-item" data-event-id={event.id}>
            <div className={styles.eventHead}>
              <h3 className={styles.eventTitle}>
                <NextLink href={eventHref(event.id)} className={styles.link}>
                  {event.name}
                </NextLink>
              </h3>
              {event.status === 'cancelled' || event.status === 'live' ? (
                <Chip size="small" color={event.status === 'live' ? 'error' : 'default'} label={t(`status.${event.status}`)} data-testid="event-status" />
              ) : null}
            </div>
            <p className={styles.body2}>
              <time dateTime={event.startAt.toISOString()}>{formatDateRange(event.startAt, event.endAt, locale, event.timeZone)}</time>
              {' · '}
              {formatDate(event.startAt, locale, 'time', event.timeZone)}–{formatDate(event.endAt, locale, 'time', event.timeZone)}
              {place ? ` · ${place}` : ''}
            </p>
            {showPromoter ? <p className={`${styles.body2} ${styles.secondary}`}>{t('promotedBy', { name: event.promoter.name })}</p> : null}
            {showRegistration && event.status !== 'cancelled' ? (
              <RegistrationState state={event.registration} locale={locale} timeZone={event.timeZone} membersOnly={membersOnly.has(event.id)} dense />
            ) : null}
          </Card>
        );
      })}
    </ul>
  );
}
