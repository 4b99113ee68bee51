import { getTranslations } from 'next-intl/server';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDateRange, formatMoney } from '@/lib/i18n/format';
import type { TTicketEvent } from '@/lib/spectators';
import styles from './spectators.module.css';

/** /spectator without an event: every event with tickets on sale, soonest first. */
export async function EventsOnSale({ events, locale }: { events: TTicketEvent[]; locale: TLocale }) {
  const t = await getTranslations('SpectatorUi.events');
  if (events.length === 0) return <p data-testid="no-ticket-events">{t('none')}</p>;
  return (
    <ul className={styles.eventList} data-testid="ticket-events">
      {events.map((event) => {
        const place = [event.venue, event.city, event.state].filter(Boolean).join(', ');
        return (
          <li key={event.id} className={styles.eventItem} data-testid="ticket-event" data-event-id={event.id}>
            <div>
              <h2 className={styles.eventName}>{event.name}</h2>
              <p className={`${forms.paragraph} ${forms.muted}`}>
                <time dateTime={event.startAt.toISOString()}>{formatDateRange(event.startAt, event.endAt, locale, event.timeZone)}</time>
                {place ? ` · ${place}` : ''}
              </p>
              <p className={`${forms.paragraph} ${forms.small}`}>
                {event.priceCents !== null ? t('price', { price: formatMoney(event.priceCents, event.currency, locale) }) : null}
                {event.ticketsLeft !== null ? ` · ${t('left', { count: event.ticketsLeft })}` : ''}
                {event.requiresSelfie ? ` · ${t('selfie')}` : ''}
              </p>
            </div>
            {event.ticketsLeft === 0 ? (
              <p className={styles.soldOut}>{t('soldOut')}</p>
            ) : (
              <NextLink href={`/spectator/${event.id}`} className={buttons.contained} data-testid="buy-tickets">
                {t('buy')}
                <span className="visually-hidden"> — {event.name}</span>
              </NextLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
