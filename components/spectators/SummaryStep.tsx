import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
      <Typography id="step-title" variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 700, mb: 2 }}>
        {t('title')}
      </Typography>

      {cancelled ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="payment-cancelled" data-status={purchase.status}>
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
        <Box sx={{ mb: 2 }}>
          <Alert severity="info" sx={{ mb: 2 }} data-testid="payment-open">
            {purchase.checkout ? t('paymentOpen', { until: formatDate(purchase.checkout.expiresAt, locale, 'dateTime') }) : t('paymentOpenNoLink')}
          </Alert>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {purchase.checkout ? (
              <Button href={purchase.checkout.url} variant="contained" color="secondary" data-testid="resume-payment">
                {t('resumePayment')}
              </Button>
            ) : null}
            <ScopedIntl>
              <ActionButton
                action={cancelPaymentAction.bind(null, purchase.id)}
                label={t('cancelPayment')}
                confirm={{ title: t('cancelPaymentTitle'), text: t('cancelPaymentText'), yes: t('cancelPayment') }}
                testId="cancel-payment"
              />
            </ScopedIntl>
          </Box>
        </Box>
      ) : null}

      {purchase.canEdit ? (
        <Box sx={{ mb: 3 }}>
          {purchase.promoCode && !purchase.promoError ? (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-testid="promo-applied">
              <Typography>{t('promoApplied', { code: purchase.promoCode })}</Typography>
              <ScopedIntl>
                <ActionButton action={removePromoCodeAction.bind(null, purchase.id)} label={t('removePromo')} variant="text" size="small" testId="promo-remove" />
              </ScopedIntl>
            </Box>
          ) : (
            <>
              {purchase.promoCode && purchase.promoError ? (
                <Alert severity="warning" sx={{ mb: 1 }} data-testid="promo-not-applied">
                  {t('promoNotApplied', { code: purchase.promoCode })} {ts(purchase.promoError, { minQuantity: purchase.promoMinQuantity ?? 1 })}
                </Alert>
              ) : null}
              <ScopedIntl>
                <PromoCodeForm apply={applyPromoCodeAction.bind(null, purchase.id)} />
              </ScopedIntl>
            </>
          )}
        </Box>
      ) : null}

      {purchase.canEdit && purchase.checkoutBlocker ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="pay-blocked">
          {ts(purchase.checkoutBlocker)}
        </Alert>
      ) : null}

      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('providerNote')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {purchase.canEdit ? (
          <Button component={NextLink} href={`${base}?step=3`} variant="text" data-testid="summary-back">
            {tc('back')}
          </Button>
        ) : null}
        {purchase.canEdit && !purchase.checkoutBlocker ? (
          <ScopedIntl>
            <PayButton pay={payAction.bind(null, purchase.id)} label={cancelled ? t('payAgain', { total: money(totals.totalCents) }) : t('pay', { total: money(totals.totalCents) })} />
          </ScopedIntl>
        ) : null}
      </Box>
    </section>
  );
}
