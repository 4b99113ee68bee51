import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/forms/Alert';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { eventWhen } from '@/lib/events/format';
import type { TRegisterAction } from '@/lib/events/registration-action';
import type { TEvent } from '@/lib/platform/port';
import type { TTicketOffer } from '@/lib/spectators';
import { EventRaces } from './EventRaces';
import { placeOf } from './ResultEventList';
import { RegistrationPanel } from './RegistrationPanel';
import { StatusBadge } from './StatusBadge';
import { TicketsPanel } from './TicketsPanel';
import listStyles from './events.module.css';
import styles from './event.module.css';
import pageStyles from './pages.module.css';

/**
 * The event page body: when and where, races, series, classes, registration (`registration`: the
 * register action, lib/events/registration.ts `loadRegistrationAction`) and, when the app sells
 * tickets for the event now, the tickets panel (`tickets`: lib/spectators `ticketOffers`).
 */
export async function EventDetails({
  event,
  tickets,
  registration,
  locale,
}: {
  event: TEvent;
  tickets: TTicketOffer | null;
  registration: TRegisterAction | null;
  locale: TLocale;
}) {
  const t = await getTranslations('Events');
  const when = eventWhen(event, locale);
  const place = placeOf(event);
  const hasResults = event.status === 'live' || event.status === 'finished';

  return (
    <div data-testid="event-details" data-event-id={event.id}>
      {event.status === 'cancelled' ? (
        <Alert severity="warning" role="alert" className={pageStyles.alert} data-testid="event-cancelled">
          {t('cancelledNotice')}
        </Alert>
      ) : null}
      {event.status === 'live' ? (
        <Alert severity="error" role="alert" className={pageStyles.alert} data-testid="event-live">
          <StatusBadge status="live" label={t('status.live')} /> {t('liveNotice')}{' '}
          <NextLink href={`/eventScores/${event.id}`} className={listStyles.link}>
            {t('followLive')}
          </NextLink>
        </Alert>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.factsArea}>
          <dl className={styles.facts} data-testid="event-facts">
            <dt>{t('when')}</dt>
            <dd data-testid="event-when">
              <time dateTime={event.startAt.toISOString()}>{when.dates}</time>
              <br />
              {t('hours', { hours: when.hours, zone: when.zone })}
            </dd>
            {place ? (
              <>
                <dt>{t('where')}</dt>
                <dd data-testid="event-where">
                  {place}
                  {event.country ? `, ${event.country}` : ''}
                </dd>
              </>
            ) : null}
            <dt>{t('promoter')}</dt>
            <dd data-testid="event-promoter">
              {event.promoter.name}
              {event.promoter.city ? ` (${[event.promoter.city, event.promoter.state].filter(Boolean).join(', ')})` : ''}
              <br />
              <NextLink href={`/results?promoter=${event.promoter.id}`} className={listStyles.link}>
                {t('promoterResults', { name: event.promoter.name })}
              </NextLink>
            </dd>
            <dt>{t('statusLabel')}</dt>
            <dd>
              <StatusBadge status={event.status} label={t(`status.${event.status}`)} testId="event-status" />
            </dd>
          </dl>

          {hasResults ? (
            <div className={styles.resultLinks}>
              <NextLink href={`/results/${event.id}`} className={buttons.contained}>
                {t('allResults')}
              </NextLink>
              <NextLink href={`/eventScores/${event.id}`} className={buttons.outlined}>
                {t('scoreboard')}
              </NextLink>
              {event.status === 'finished' ? (
                <NextLink href={`/presentation/${event.id}`} className={buttons.outlined}>
                  {t('awards')}
                </NextLink>
              ) : null}
            </div>
          ) : null}
        </div>

        <div className={styles.bodyArea}>
          {event.description ? (
            <section aria-labelledby="event-about" className={styles.section}>
              <h2 id="event-about" className={pageStyles.headingSmall}>
                {t('about')}
              </h2>
              <p className={styles.description} data-testid="event-description">
                {event.description}
              </p>
            </section>
          ) : null}

          <section aria-labelledby="event-races" className={styles.section}>
            <h2 id="event-races" className={pageStyles.headingSmall}>
              {t('races')}
            </h2>
            {event.races.length > 0 ? <EventRaces event={event} locale={locale} /> : <p className={pageStyles.text}>{t('noRaces')}</p>}
          </section>

          {event.classes.length > 0 ? (
            <section aria-labelledby="event-classes" className={styles.section}>
              <h2 id="event-classes" className={pageStyles.headingSmall}>
                {t('classes')}
              </h2>
              <ul className={styles.classes} data-testid="event-classes">
                {event.classes.map((cls) => (
                  <li key={cls.id}>
                    <span className={styles.code}>{cls.code}</span>
                    <span>{cls.name}</span>
                    {cls.capacity !== undefined ? <span className={styles.capacity}>{t('classCapacity', { count: cls.capacity })}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <div className={styles.sideArea}>
          <RegistrationPanel event={event} action={registration} locale={locale} />
          {tickets?.onSale ? <TicketsPanel eventId={event.id} offer={tickets} locale={locale} /> : null}
          {event.series.length > 0 ? (
            <section className={styles.panel} aria-labelledby="event-series" data-testid="event-series">
              <h2 id="event-series" className={styles.panelTitle}>
                {t('series')}
              </h2>
              <ul className={listStyles.list} style={{ gap: 6 }}>
                {event.series.map((series) => (
                  <li key={series.id}>
                    <NextLink href={`/series/${series.id}`} className={listStyles.link}>
                      {series.name}
                    </NextLink>{' '}
                    <span className={styles.muted}>({series.season})</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
