import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import styles from '@/components/memberships/memberships.module.css';
import { formatDate } from '@/lib/i18n/format';
import { checkMembershipCard } from '@/lib/memberships';
import { formatDay } from '@/lib/memberships/display';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; token: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'MembershipVerify' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /membership/verify/{token}: what a membership card's QR code opens, for anyone (a gate, an
 * official): valid or not now, with the holder's name, the type and the dates, nothing else. An
 * address the app did not sign says it is not recognised (HTTP 200: nothing to tell apart).
 */
export default async function VerifyMembershipPage({ params }: TProps) {
  const { locale, token } = await pageParams(params);
  const t = await getTranslations('MembershipVerify');
  // The signed address is checked as it came (its alphabet needs no decoding; anything else is refused).
  const card = token.length <= 64 ? await checkMembershipCard(token, locale) : null;
  const valid = card?.status === 'valid';
  const verdict = !card
    ? t('unknown')
    : card.status === 'valid'
      ? t('valid')
      : card.status === 'upcoming'
        ? t('upcoming', { from: formatDay(card.validFrom, locale) })
        : card.status === 'expired'
          ? t('expired', { until: formatDay(card.validUntil, locale) })
          : t('notPaid');

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <section className={styles.verdict} data-valid={valid ? 'true' : 'false'} data-testid="membership-verdict" data-status={card?.status ?? 'unknown'} aria-live="polite">
          <p className={styles.verdictTitle}>{verdict}</p>
          {card ? (
            <>
              <dl className={styles.facts}>
                <dt>{t('holder')}</dt>
                <dd data-testid="verify-holder">{card.holderName}</dd>
                <dt>{t('type')}</dt>
                <dd>{card.typeName}</dd>
              </dl>
              <p data-testid="verify-period">{t('period', { from: formatDay(card.validFrom, locale), until: formatDay(card.validUntil, locale) })}</p>
            </>
          ) : null}
          <p className={styles.muted}>{t('checked', { date: formatDate(new Date(), locale, 'dateTime') })}</p>
        </section>
      </PageBody>
    </>
  );
}
