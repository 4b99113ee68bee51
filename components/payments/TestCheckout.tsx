import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TLocale } from '@/lib/constants';
import { formatDate, formatMoney, formatTaxRate } from '@/lib/i18n/format';
import { formatDay } from '@/lib/memberships/display';
import type { TTestMembershipCheckoutView } from '@/lib/memberships/test-checkout';
import type { TPaymentError, TTestCheckoutView } from '@/lib/spectators';
import { cancelTestCheckoutAction, payTestCheckoutAction } from './actions';
import styles from '@/components/spectators/spectators.module.css';

/**
 * The test provider's checkout: unmistakably a test (no money moves), the amount and what it is
 * for, and Pay / Cancel, which drive the same transitions as a real provider.
 */
export async function TestCheckout({ checkout, locale, error }: { checkout: TTestCheckoutView | TTestMembershipCheckoutView; locale: TLocale; error: TPaymentError | null }) {
  const t = await getTranslations('TestPayment');
  const tp = await getTranslations('Payment');
  const money = (cents: number) => formatMoney(cents, checkout.currency, locale);
  const rate = formatTaxRate(checkout.taxRateBp, locale);
  const open = checkout.status === 'open';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 640, mx: 'auto', borderWidth: 3, borderStyle: 'dashed', borderColor: 'warning.main' }} data-testid="test-checkout" data-status={checkout.status}>
      <Typography
        component="p"
        sx={{ bgcolor: 'warning.main', color: '#000', fontWeight: 800, letterSpacing: 2, textAlign: 'center', py: 1, mb: 2, fontSize: '1.3rem' }}
        data-testid="test-payment-banner"
      >
        {t('banner')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('explanation')}</Typography>

      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert" data-testid="test-payment-error">
          {tp(`errors.${error}`)}
        </Alert>
      ) : null}

      {'kind' in checkout ? (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
            {checkout.typeName}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            {t('membershipFor', { holderName: checkout.holderName, from: formatDay(checkout.validFrom, locale), until: formatDay(checkout.validUntil, locale) })}
          </Typography>
        </>
      ) : (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
            {checkout.event.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{formatDate(checkout.event.startAt, locale, 'date', checkout.event.timeZone)}</Typography>
        </>
      )}

      <table className={styles.totals}>
        <caption className="visually-hidden">{t('caption')}</caption>
        <tbody>
          {'kind' in checkout ? (
            <tr>
              <th scope="row">{t('membershipFee', { rangeName: checkout.rangeName })}</th>
              <td>{money(checkout.feeCents)}</td>
            </tr>
          ) : (
            <tr>
              <th scope="row">{t('tickets', { count: checkout.quantity, price: money(checkout.unitPriceCents) })}</th>
              <td>{money(checkout.subtotalCents)}</td>
            </tr>
          )}
          {!('kind' in checkout) && checkout.discountCents > 0 ? (
            <tr>
              <th scope="row">{t('discount', { code: checkout.promoCode ?? '' })}</th>
              <td>−{money(checkout.discountCents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t('tax', { rate })}</th>
            <td>{money(checkout.taxCents)}</td>
          </tr>
          <tr data-total="true">
            <th scope="row">{t('amount')}</th>
            <td data-testid="test-payment-amount">{money(checkout.totalCents)}</td>
          </tr>
        </tbody>
      </table>

      {open ? (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('expires', { time: formatDate(checkout.expiresAt, locale, 'dateTime') })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <form action={payTestCheckoutAction.bind(null, checkout.sessionId)}>
              <Button type="submit" variant="contained" color="success" size="large" data-testid="test-payment-pay">
                {t('pay', { amount: money(checkout.totalCents) })}
              </Button>
            </form>
            <form action={cancelTestCheckoutAction.bind(null, checkout.sessionId)}>
              <Button type="submit" variant="outlined" size="large" data-testid="test-payment-cancel">
                {t('cancel')}
              </Button>
            </form>
          </Box>
        </>
      ) : (
        <>
          <Alert severity={checkout.paid ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="test-payment-closed">
            {checkout.paid ? t('alreadyPaid') : tp('errors.checkoutClosed')}
          </Alert>
          <Button href={checkout.paid ? checkout.successUrl : checkout.cancelUrl} variant="contained" data-testid="test-payment-back">
            {t('back')}
          </Button>
        </>
      )}
    </Paper>
  );
}
