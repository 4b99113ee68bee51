import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/forms/Alert';
import { EntryPass } from '@/components/organiser/gate/EntryPass';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import type { TPurchaseView } from '@/lib/spectators';
import styles from './spectators.module.css';

/** After payment: the purchase is complete, with its tickets, what was paid and the waivers. */
export async function CompletePanel({ purchase, locale, buyerEmail }: { purchase: TPurchaseView; locale: TLocale; buyerEmail: string | null }) {
  const t = await getTranslations('SpectatorUi.complete');
  const tp = await getTranslations('Payment');
  const money = (cents: number) => formatMoney(cents, purchase.currency, locale);
  return (
    <section aria-labelledby="complete-title" data-testid="purchase-complete">
      <Alert severity="success" className={styles.gapBelowWide}>
        <h2 id="complete-title" className={styles.completeTitle}>
          {t('title')}
        </h2>
        {t('text', { event: purchase.event.name })} {buyerEmail ? t('mailed', { email: buyerEmail }) : ''}
      </Alert>
      <table className={styles.totals} data-testid="paid-summary">
        <caption className="visually-hidden">{t('caption')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('purchase')}</th>
            <td data-testid="purchase-number">#{purchase.id}</td>
          </tr>
          <tr>
            <th scope="row">{t('status')}</th>
            <td>{tp(`status.${purchase.status}`)}</td>
          </tr>
          {purchase.paidAt ? (
            <tr>
              <th scope="row">{t('paidAt')}</th>
              <td>{formatDate(purchase.paidAt, locale, 'dateTime')}</td>
            </tr>
          ) : null}
          {purchase.promoCode && purchase.totals.discountCents > 0 ? (
            <tr>
              <th scope="row">{t('promoCode')}</th>
              <td>{purchase.promoCode}</td>
            </tr>
          ) : null}
          <tr data-total="true">
            <th scope="row">{t('totalPaid')}</th>
            <td data-testid="total-paid">{money(purchase.totalPaidCents)}</td>
          </tr>
          {purchase.paymentTransactionId ? (
            <tr>
              <th scope="row">{t('transaction')}</th>
              <td>
                <code data-testid="transaction-id">{purchase.paymentTransactionId}</code>
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {purchase.status === 'paid' ? <EntryPass purchaseId={purchase.id} people={purchase.spectators.length} /> : null}
      <h3 className={styles.ticketsTitle}>{t('tickets')}</h3>
      <ul className={styles.spectatorList} data-testid="ticket-list">
        {purchase.spectators.map((s) => (
          <li key={s.id} className={styles.spectatorItem} data-testid="ticket">
            <div className={styles.spectatorMain}>
              <p className={styles.spectatorName}>{`${s.firstName} ${s.lastName}`}</p>
              <p className={styles.spectatorMeta}>{s.ticketNumber ? t('ticketNumber', { number: s.ticketNumber }) : t('ticketPending')}</p>
            </div>
            <NextLink href={`/waiver/${s.waiver.uuid}`} className={`${buttons.text} ${buttons.small}`}>
              {t('waiver')}
              <span className="visually-hidden"> — {`${s.firstName} ${s.lastName}`}</span>
            </NextLink>
          </li>
        ))}
      </ul>
      <div className={`${styles.buttonRow} ${styles.afterPanel}`}>
        <NextLink href={`/events/${purchase.event.id}`} className={buttons.outlined}>
          {t('event')}
        </NextLink>
        <NextLink href="/spectator" className={buttons.text}>
          {t('otherEvents')}
        </NextLink>
      </div>
    </section>
  );
}
