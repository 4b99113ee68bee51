import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/forms/Alert';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDate, formatMoney, formatTaxRate } from '@/lib/i18n/format';
import type { TPurchaseView } from '@/lib/spectators';
import { applyPromoCodeAction, cancelPaymentAction, payAction, removePromoCodeAction } from './actions';
import { ActionButton } from './ActionButton';
import { PayButton } from './PayButton';
import { PromoCodeForm } from './PromoCodeForm';
import { ScopedIntl } from './ScopedIntl';
import styles from './spectators.module.css';

/**
 * Step 4, summary and payment: ticket price, quantity, promo code, subtotal, tax, total; pay
 * through the provider. While a checkout is open: go back to it or cancel it; a cancelled or
 * expired one keeps the purchase (pay again or change the party).
 */
export async function SummaryStep({ purchase, locale, returned }: { purchase: TPurchaseView; locale: TLocale; returned: 'cancelled' | null }) {
  const t = await getTranslations('SpectatorUi.summary');
  const tp = await getTranslations('Payment');
  const ts = await getTranslations('Spectator.errors');
  const tc = await getTranslations('SpectatorUi.common');
  const money = (cents: number) => formatMoney(cents, purchase.currency, locale);
  const { totals } = purchase;
  const rate = formatTaxRate(totals.taxRateBp, locale);
  const base = `/spectator/${purchase.event.id}`;
  const cancelled = purchase.status === 'cancelled' || purchase.status === 'expired' || purchase.status === 'failed';

  return (
    <section aria-labelledby="step-title" data-testid="summary-step" data-status={purchase.status}>
      <h2 id="step-title" className={`${styles.stepTitle} ${styles.stepTitleSpaced}`}>
        {t('title')}
      </h2>

      {cancelled ? (
        <Alert severity="warning" className={styles.gapBelow} data-testid="payment-cancelled" data-status={purchase.status}>
          <strong>{tp(`status.${purchase.status}`)}.</strong> {returned === 'cancelled' || purchase.status === 'cancelled' ? t('cancelledText') : t('expiredText')}
        </Alert>
      ) : null}

      <table className={styles.totals} data-testid="totals">
        <caption className="visually-hidden">{t('caption')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('price')}</th>
            <td data-testid="unit-price">{money(totals.unitPriceCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('quantity')}</th>
            <td data-testid="quantity">{totals.quantity}</td>
          </tr>
          <tr>
            <th scope="row">{t('subtotal')}</th>
            <td data-testid="subtotal">{money(totals.subtotalCents)}</td>
          </tr>
          {totals.discountCents > 0 ? (
            <tr>
              <th scope="row">{t('discount', { code: purchase.promoCode ?? '' })}</th>
              <td data-testid="discount">−{money(totals.discountCents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t('tax', { rate })}</th>
            <td data-testid="tax">{money(totals.taxCents)}</td>
          </tr>
          <tr data-total="true">
            <th scope="row">{t('total')}</th>
            <td data-testid="total">{money(totals.totalCents)}</td>
          </tr>
        </tbody>
      </table>

      {purchase.status === 'processing' ? (
        <Alert severity="info" data-testid="payment-processing">
          {t('processing')}
        </Alert>
      ) : null}

      {purchase.status === 'pending_payment' ? (
        <div className={styles.block}>
          <Alert severity="info" className={styles.gapBelow} data-testid="payment-open">
            {purchase.checkout ? t('paymentOpen', { until: formatDate(purchase.checkout.expiresAt, locale, 'dateTime') }) : t('paymentOpenNoLink')}
          </Alert>
          <div className={styles.buttonRow}>
            {purchase.checkout ? (
              <a href={purchase.checkout.url} className={`${buttons.contained} ${styles.secondary}`} data-testid="resume-payment">
                {t('resumePayment')}
              </a>
            ) : null}
            <ScopedIntl>
              <ActionButton
                action={cancelPaymentAction.bind(null, purchase.id)}
                label={t('cancelPayment')}
                confirm={{ title: t('cancelPaymentTitle'), text: t('cancelPaymentText'), yes: t('cancelPayment') }}
                testId="cancel-payment"
              />
            </ScopedIntl>
          </div>
        </div>
      ) : null}

      {purchase.canEdit ? (
        <div className={styles.blockWide}>
          {purchase.promoCode && !purchase.promoError ? (
            <div className={styles.buttonRowCentered} data-testid="promo-applied">
              <p className={forms.paragraph}>{t('promoApplied', { code: purchase.promoCode })}</p>
              <ScopedIntl>
                <ActionButton action={removePromoCodeAction.bind(null, purchase.id)} label={t('removePromo')} variant="text" size="small" testId="promo-remove" />
              </ScopedIntl>
            </div>
          ) : (
            <>
              {purchase.promoCode && purchase.promoError ? (
                <Alert severity="warning" className={styles.gapBelowSmall} data-testid="promo-not-applied">
                  {t('promoNotApplied', { code: purchase.promoCode })} {ts(purchase.promoError, { minQuantity: purchase.promoMinQuantity ?? 1 })}
                </Alert>
              ) : null}
              <ScopedIntl>
                <PromoCodeForm apply={applyPromoCodeAction.bind(null, purchase.id)} />
              </ScopedIntl>
            </>
          )}
        </div>
      ) : null}

      {purchase.canEdit && purchase.checkoutBlocker ? (
        <Alert severity="info" className={styles.gapBelow} data-testid="pay-blocked">
          {ts(purchase.checkoutBlocker)}
        </Alert>
      ) : null}

      <p className={`${styles.intro} ${forms.small}`}>{t('providerNote')}</p>
      <div className={styles.buttonRow}>
        {purchase.canEdit ? (
          <NextLink href={`${base}?step=3`} className={buttons.text} data-testid="summary-back">
            {tc('back')}
          </NextLink>
        ) : null}
        {purchase.canEdit && !purchase.checkoutBlocker ? (
          <ScopedIntl>
            <PayButton pay={payAction.bind(null, purchase.id)} label={cancelled ? t('payAgain', { total: money(totals.totalCents) }) : t('pay', { total: money(totals.totalCents) })} />
          </ScopedIntl>
        ) : null}
      </div>
    </section>
  );
}
