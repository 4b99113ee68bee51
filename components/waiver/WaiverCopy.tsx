import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/forms/Alert';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import { loginHref } from '@/lib/accounts/paths';
import type { TLocale } from '@/lib/constants';
import { formatDate, formatDateRange } from '@/lib/i18n/format';
import type { TWaiverView } from '@/lib/spectators';
import { WaiverRecord } from './WaiverRecord';
import styles from './waiver.module.css';

/**
 * The printable copy of a waiver's record (portrait, black on white). Without the record (a
 * viewer who is no owner and has no valid copy link: decision 012) only the outcome with initials,
 * and why no more: the copy link expired or is not valid, or the record is private.
 */
export async function WaiverCopy({ waiver, locale, signedIn }: { waiver: TWaiverView; locale: TLocale; signedIn: boolean }) {
  const t = await getTranslations('WaiverUi.copy');
  const tp = await getTranslations('WaiverUi.page');
  const tw = await getTranslations('Waiver');
  const copy = waiver.copy;
  const summary = waiver.summary;
  return (
    <article className={styles.copy} data-testid="waiver-copy" data-access={waiver.access}>
      {/* A waiver reads top to bottom: portrait, whatever the print layout's default. */}
      <style>{'@media print { @page { size: portrait; margin: 15mm; } }'}</style>
      <h1 className={styles.title}>{t('heading', { event: waiver.event.name })}</h1>
      <p className={`${styles.p} ${styles.gap1}`}>{formatDateRange(waiver.event.startAt, waiver.event.endAt, locale, waiver.event.timeZone)}</p>
      <p className={`${styles.p} ${styles.gap3} ${styles.strong}`} data-testid="waiver-copy-status">
        {tw(`status.${waiver.status}`)}
      </p>
      {copy ? (
        <>
          <WaiverRecord copy={copy} locale={locale} full />
          <p className={`${styles.body2} ${styles.top3}`}>{t('note')}</p>
        </>
      ) : (
        <>
          {summary ? (
            <p className={`${styles.p} ${styles.gap2}`} data-testid="waiver-copy-summary">
              {summary.outcome === 'signed'
                ? tp('signedOn', { date: formatDate(summary.recordedAt, locale, 'dateTime'), signer: summary.signerInitials })
                : `${tw('errors.waiverRejected')} ${tp('rejectedOn', { date: formatDate(summary.recordedAt, locale, 'dateTime') })}`}
            </p>
          ) : null}
          {waiver.copyLink && waiver.copyLink.state !== 'valid' ? (
            <Alert severity="warning" role="alert" className={styles.gap2} data-testid="waiver-link-expired" data-state={waiver.copyLink.state}>
              {tp('linkExpired')}
            </Alert>
          ) : null}
          <Alert severity="info" role="alert" data-testid="waiver-private">
            {tp('recordPrivate')}
          </Alert>
          {signedIn ? null : (
            <NextLink href={loginHref(`/waiver/copy/${waiver.uuid}`)} className={`${buttons.outlined} ${styles.top2} no-print`}>
              {tp('logIn')}
            </NextLink>
          )}
        </>
      )}
    </article>
  );
}
