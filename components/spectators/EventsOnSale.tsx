import { getTranslations } from 'next-intl/server';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDateRange, formatMoney } from '@/lib/i18n/format';
import type { TTicketEvent } from '@/lib/spectators';
import styles from './spectators.module.css';

/** /spectator without an event: every event with tickets on sale, soonest first. */
export async function EventsOnSale({ events, locale }: { events: TTicketEvent[]; locale: TLocale }) {
  const t = await getTranslations('SpectatorUi.events');
  if (events.length === 0) return <Typography data-testid="no-ticket-events">{t('none')}</Typography>;
  return (
    <ul className={styles.eventList} data-testid="ticket-events">
      {events.map((event) => {
        const place = [event.venue, event.city, event.state].filter(Boolean).join(', ');
        return (
          <li key={event.id} className={styles.eventItem} data-testid="ticket-event" data-event-id={event.id}>
            <div>
              <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700, m: 0 }}>
                {event.name}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                <time dateTime={event.startAt.toISOString()}>{formatDateRange(event.startAt, event.endAt, locale, event.timeZone)}</time>
                {place ? ` · ${place}` : ''}
              </Typography>
              <Typography variant="body2">
                {event.priceCents !== null ? t('price', { price: formatMoney(event.priceCents, event.currency, locale) }) : null}
                {event.ticketsLeft !== null ? ` · ${t('left', { count: event.ticketsLeft })}` : ''}
                {event.requiresSelfie ? ` · ${t('selfie')}` : ''}
              </Typography>
            </div>
            {event.ticketsLeft === 0 ? (
              <Typography sx={{ fontWeight: 700 }}>{t('soldOut')}</Typography>
            ) : (
              <Button component={NextLink} href={`/spectator/${event.id}`} variant="contained" data-testid="buy-tickets">
                {t('buy')}
                <span className="visually-hidden"> — {event.name}</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
