import { getTranslations } from 'next-intl/server';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatMoney, formatTaxRate } from '@/lib/i18n/format';
import type { TTicketOffer } from '@/lib/spectators';
import styles from './event.module.css';

/** Spectator tickets on sale: the price (tax added at checkout) and the way to buy them. */
export async function TicketsPanel({ eventId, offer, locale }: { eventId: number; offer: TTicketOffer; locale: TLocale }) {
  const t = await getTranslations('Events.tickets');
  const price = offer.priceCents !== null ? formatMoney(offer.priceCents, offer.currency, locale) : null;
  const taxPercent = formatTaxRate(offer.taxRateBp, locale);
  return (
    <section className={styles.panel} aria-labelledby="tickets-title" data-testid="tickets">
      <h2 id="tickets-title" className={styles.panelTitle}>
        {t('title')}
      </h2>
      {price ? (
        <>
          <p className={styles.big} data-testid="ticket-price">
            {price}
          </p>
          <p>{offer.taxRateBp > 0 ? t('pricePlusTax', { tax: taxPercent }) : t('price')}</p>
        </>
      ) : null}
      <p className={styles.muted}>{t('waiver')}</p>
      <NextLink href={`/spectator/${eventId}`} className={`${buttons.contained} ${styles.panelAction} ${styles.secondaryAction}`} data-testid="tickets-link">
        {t('buy')}
      </NextLink>
    </section>
  );
}
