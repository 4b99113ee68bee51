import { getTranslations } from 'next-intl/server';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDateRange } from '@/lib/i18n/format';
import type { TEventSummary } from '@/lib/platform/port';
import { StatusBadge } from './StatusBadge';
import styles from './events.module.css';

export type TResultEvent = TEventSummary & { raceNames: string[] };

export function placeOf(event: Pick<TEventSummary, 'venue' | 'city' | 'state'>): string {
  return [event.venue, [event.city, event.state].filter(Boolean).join(', ')].filter(Boolean).join(' — ');
}

/** Where an event's name leads: its results (default), its scoreboard or its awards presentation. */
export type TEventTarget = '/results' | '/eventScores' | '/presentation';

/** Events with results: name (to `target`), dates, promoter, place, status, races and links. */
export async function ResultEventList({
  events,
  locale,
  headingLevel = 2,
  target = '/results',
}: {
  events: TResultEvent[];
  locale: TLocale;
  headingLevel?: 2 | 3;
  target?: TEventTarget;
}) {
  const t = await getTranslations('ResultsSearch');
  const ts = await getTranslations('Events.status');
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.list} data-testid="result-events">
      {events.map((event) => {
        const place = placeOf(event);
        return (
          <li key={event.id} className={styles.item} data-status={event.status} data-testid="result-event" data-event-id={event.id}>
            <div className={styles.main}>
              <Heading className={styles.title}>
                <NextLink href={`${target}/${event.id}`} className={`${styles.link} ${styles.name}`} data-testid="result-event-name">
                  {event.name}
                </NextLink>
                {event.status === 'live' ? <StatusBadge status="live" label={ts('live')} testId="live-badge" /> : null}
              </Heading>
              <p className={styles.meta}>
                <span>
                  <time dateTime={event.startAt.toISOString()}>{formatDateRange(event.startAt, event.endAt, locale, event.timeZone)}</time>
                </span>
                <span>{t('promoter', { name: event.promoter.name })}</span>
                {place ? <span>{place}</span> : null}
                {event.status !== 'live' ? <span>{ts(event.status)}</span> : null}
              </p>
              {event.raceNames.length > 0 ? (
                <ul className={styles.races} aria-label={t('races')}>
                  {event.raceNames.map((name, i) => (
                    <li key={i}>{name}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className={styles.actions}>
              <NextLink href={`/results/${event.id}`} className={styles.link} data-testid="event-results-link">
                {t('viewResults')}
                <span className="visually-hidden"> — {event.name}</span>
              </NextLink>
              <NextLink href={`/eventScores/${event.id}`} className={styles.link}>
                {t('scoreboard')}
                <span className="visually-hidden"> — {event.name}</span>
              </NextLink>
              {event.status === 'finished' ? (
                <NextLink href={`/presentation/${event.id}`} className={styles.link}>
                  {t('awards')}
                  <span className="visually-hidden"> — {event.name}</span>
                </NextLink>
              ) : null}
              <NextLink href={`/events/${event.id}`} className={styles.link}>
                {t('eventPage')}
                <span className="visually-hidden"> — {event.name}</span>
              </NextLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
