import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { requireAccount } from '@/components/accounts/family/require-account';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { cancelMembershipPaymentAction } from '@/components/memberships/actions';
import { MembershipStatus } from '@/components/memberships/MembershipStatus';
import styles from '@/components/memberships/memberships.module.css';
import { Link } from '@/i18n/navigation';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { membershipCard } from '@/lib/memberships';
import { formatDay } from '@/lib/memberships/display';
import { parseId } from '@/lib/validation/params';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<{ payment?: string | string[] }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'MembershipAccount' });
  return { title: t('cardTitle'), robots: { index: false } };
}

/**
 * /account/memberships/{id}: a membership card (type, member, number, valid days, status) with a
 * QR code of its signed check address (/membership/verify/{token}), for the member and their
 * guardian. The payment provider sends the buyer back here (`?payment=success|cancelled`): the
 * membership is then brought up to date with the provider before it is shown.
 */
export default async function MembershipCardPage({ params, searchParams }: TProps) {
  const [{ locale, id: raw }, query] = await Promise.all([pageParams(params), searchParams]);
  const id = parseId(raw);
  if (id === null) notFound();
  const account = await requireAccount(locale, `/account/memberships/${id}`);
  const paymentRaw = Array.isArray(query.payment) ? query.payment[0] : query.payment;
  const payment = paymentRaw === 'success' || paymentRaw === 'cancelled' ? paymentRaw : undefined;
  const card = await membershipCard(account, id, locale, payment);
  if (!card) notFound();
  const t = await getTranslations('MembershipAccount');
  const qr = await QRCode.toString(card.verifyUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  const notice =
    payment === 'success'
      ? card.status === 'pending_payment'
        ? t('paymentProcessing')
        : card.status === 'cancelled'
          ? null
          : t('paymentSuccess')
      : payment === 'cancelled' && card.status === 'cancelled'
        ? t('paymentCancelled')
        : null;

  return (
    <>
      <PageHeader title={t('cardTitle')} crumbs={[{ label: t('title'), href: '/account/memberships' }]} />
      <PageBody>
        {notice ? (
          <p className={styles.notice} role="status" data-testid="membership-payment-notice">
            {notice}
          </p>
        ) : null}
        <article className={styles.card} aria-labelledby="card-title" data-testid="membership-card" data-status={card.status}>
          <h2 id="card-title" style={{ margin: 0 }}>
            {card.typeName}
          </h2>
          <MembershipStatus status={card.status} validFrom={card.validFrom} locale={locale} />
          <dl>
            <dt>{t('holder')}</dt>
            <dd data-testid="membership-holder-name">{card.holderName}</dd>
            <dt>{t('number')}</dt>
            <dd data-testid="membership-number">{card.memberNumber}</dd>
            <dt>{t('validity')}</dt>
            <dd data-testid="membership-validity-range">{t('validRange', { from: formatDay(card.validFrom, locale), until: formatDay(card.validUntil, locale) })}</dd>
          </dl>
          {card.status === 'pending_payment' || card.status === 'cancelled' ? null : (
            <figure style={{ margin: 0, display: 'grid', gap: 8, justifyItems: 'center' }}>
              {/* SVG made here from the card's own address: no outside input. */}
              <div className={styles.qr} role="img" aria-label={t('scanHint')} data-testid="membership-qr" dangerouslySetInnerHTML={{ __html: qr }} />
              <figcaption className={styles.muted}>
                {t('scanHint')} ·{' '}
                <a href={card.verifyUrl} data-testid="membership-verify-link">
                  {t('verifyLink')}
                </a>
              </figcaption>
            </figure>
          )}
          {card.paidAt ? (
            <p className={styles.muted} style={{ margin: 0 }}>
              {t('paidOn', { amount: formatMoney(card.feeCents + card.taxCents, card.currency, locale), date: formatDate(card.paidAt, locale) })}
            </p>
          ) : null}
        </article>
        {card.checkoutUrl ? (
          <div className={styles.links} style={{ marginTop: 16 }}>
            <a className={styles.linkButton} href={card.checkoutUrl} data-testid="membership-continue-payment">
              {t('continuePayment')}
            </a>
            <form action={cancelMembershipPaymentAction.bind(null, card.id)}>
              <button type="submit" className={styles.linkButton} data-testid="membership-cancel-payment">
                {t('cancelPayment')}
              </button>
            </form>
          </div>
        ) : null}
        <p style={{ marginTop: 24 }}>
          <Link href="/account/memberships">{t('backToList')}</Link>
        </p>
      </PageBody>
    </>
  );
}
