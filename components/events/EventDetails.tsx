import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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

const sectionTitle = { fontSize: '1.25rem', fontWeight: 700, mb: 1.5 } as const;

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
    <Box data-testid="event-details" data-event-id={event.id}>
      {event.status === 'cancelled' ? (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="event-cancelled">
          {t('cancelledNotice')}
        </Alert>
      ) : null}
      {event.status === 'live' ? (
        <Alert severity="error" icon={false} sx={{ mb: 3 }} data-testid="event-live">
          <StatusBadge status="live" label={t('status.live')} /> {t('liveNotice')}{' '}
          <NextLink href={`/eventScores/${event.id}`} className={listStyles.link}>
            {t('followLive')}
          </NextLink>
        </Alert>
      ) : null}

      <Box
        sx={{
          display: 'grid',
          columnGap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gridTemplateAreas: { xs: '"facts" "side" "body"', md: '"facts side" "body side"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'facts' }}>
          <Box component="dl" className={styles.facts} sx={{ mb: 3 }} data-testid="event-facts">
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
          </Box>

          {hasResults ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
              <Button component={NextLink} href={`/results/${event.id}`} variant="contained">
                {t('allResults')}
              </Button>
              <Button component={NextLink} href={`/eventScores/${event.id}`} variant="outlined">
                {t('scoreboard')}
              </Button>
              {event.status === 'finished' ? (
                <Button component={NextLink} href={`/presentation/${event.id}`} variant="outlined">
                  {t('awards')}
                </Button>
              ) : null}
            </Box>
          ) : null}
        </Box>

        <Box sx={{ gridArea: 'body' }}>
          {event.description ? (
            <Box component="section" aria-labelledby="event-about" sx={{ mb: 4 }}>
              <Typography id="event-about" variant="h2" sx={sectionTitle}>
                {t('about')}
              </Typography>
              <p className={styles.description} data-testid="event-description">
                {event.description}
              </p>
            </Box>
          ) : null}

          <Box component="section" aria-labelledby="event-races" sx={{ mb: 4 }}>
            <Typography id="event-races" variant="h2" sx={sectionTitle}>
              {t('races')}
            </Typography>
            {event.races.length > 0 ? <EventRaces event={event} locale={locale} /> : <Typography>{t('noRaces')}</Typography>}
          </Box>

          {event.classes.length > 0 ? (
            <Box component="section" aria-labelledby="event-classes" sx={{ mb: 4 }}>
              <Typography id="event-classes" variant="h2" sx={sectionTitle}>
                {t('classes')}
              </Typography>
              <ul className={styles.classes} data-testid="event-classes">
                {event.classes.map((cls) => (
                  <li key={cls.id}>
                    <span className={styles.code}>{cls.code}</span>
                    <span>{cls.name}</span>
                    {cls.capacity !== undefined ? <span className={styles.capacity}>{t('classCapacity', { count: cls.capacity })}</span> : null}
                  </li>
                ))}
              </ul>
            </Box>
          ) : null}
        </Box>

        <Box sx={{ gridArea: 'side', alignSelf: 'start', mb: 4 }}>
          <Box sx={{ display: 'grid', gap: 2 }}>
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
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
