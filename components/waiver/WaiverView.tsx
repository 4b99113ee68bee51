import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/forms/Alert';
import buttons from '@/components/layout/button.module.css';
import { ScopedIntl } from '@/components/spectators/ScopedIntl';
import { NextLink } from '@/components/ui/NextLink';
import { ScriptGate } from '@/components/ui/ScriptGate';
import { loginHref } from '@/lib/accounts/paths';
import type { TLocale } from '@/lib/constants';
import { formatDate, formatDateRange } from '@/lib/i18n/format';
import type { TWaiverView } from '@/lib/spectators';
import { rejectWaiverAction, signWaiverAction } from './actions';
import { LazyWaiverForm } from './LazyWaiverForm';
import { WaiverDocument } from './WaiverDocument';
import { WaiverRecord } from './WaiverRecord';
import styles from './waiver.module.css';

/** Where the printable copy of a signed or rejected waiver is (with the copy link's token, if any). */
export const waiverCopyPath = (uuid: string, copyToken?: string | null) => `/waiver/copy/${uuid}${copyToken ? `?token=${encodeURIComponent(copyToken)}` : ''}`;

/**
 * One waiver in its state: not signed (the text and the form, or for a waiver the buyer signs, a
 * way to log in as the buyer), signed (the record and a printable copy) or rejected (cannot be
 * signed). A signed or rejected record is shown whole only to its owners or through a valid copy
 * link (`waiver.access`); anyone else sees the outcome with initials, and why no more.
 * Used by /waiver/{uuid} and by the ticket stepper (`embedded`: no event heading).
 */
export async function WaiverView({
  waiver,
  locale,
  signedIn,
  embedded = false,
  testId = 'waiver',
}: {
  waiver: TWaiverView;
  locale: TLocale;
  signedIn: boolean;
  embedded?: boolean;
  testId?: string;
}) {
  const t = await getTranslations('WaiverUi.page');
  const tw = await getTranslations('Waiver');
  const tr = await getTranslations('SpectatorUi.relationships');
  const tf = await getTranslations('Forms');
  const spectator = `${waiver.spectator.firstName} ${waiver.spectator.lastName}`;
  const signer = `${waiver.signer.firstName} ${waiver.signer.lastName}`;
  const path = `/waiver/${waiver.uuid}`;

  const logIn = (
    <NextLink href={loginHref(path)} className={`${buttons.outlined} ${buttons.small} ${styles.alertAction}`}>
      {t('logIn')}
    </NextLink>
  );

  return (
    <div className={styles.view} data-testid={`${testId}-view`} data-status={waiver.status}>
      {embedded ? null : (
        <div className={styles.gap3}>
          <h2 className={styles.title} data-testid="waiver-event">
            {waiver.event.name}
          </h2>
          <p className={`${styles.p} ${styles.muted}`}>
            {formatDateRange(waiver.event.startAt, waiver.event.endAt, locale, waiver.event.timeZone)}
            {waiver.event.venue || waiver.event.city ? ` · ${[waiver.event.venue, waiver.event.city].filter(Boolean).join(', ')}` : ''}
          </p>
          <p className={`${styles.p} ${styles.top1}`} data-testid="waiver-for">
            {waiver.spectator.isMinor ? t('forMinor', { spectator, buyer: waiver.buyerName }) : t('forAdult', { spectator, buyer: waiver.buyerName })}
          </p>
        </div>
      )}

      <p className={`${styles.p} ${styles.gap2}`}>
        <span className="visually-hidden">{t('statusLabel')} </span>
        <span className={`${styles.status} ${waiver.status === 'signed' ? styles.statusSigned : waiver.status === 'rejected' ? styles.statusRejected : ''}`} data-testid={`${testId}-status`}>
          {tw(`status.${waiver.status}`)}
        </span>
      </p>

      {waiver.status === 'not_signed' ? (
        !waiver.text ? (
          <Alert severity="error" role="alert" data-testid={`${testId}-unavailable`}>
            {tw('errors.waiverUnavailable')}
          </Alert>
        ) : waiver.signedByBuyer && !signedIn ? (
          <Alert severity="info" role="alert" data-testid={`${testId}-buyer-signs`} action={logIn}>
            {t('buyerSigns', { buyer: waiver.buyerName })}
          </Alert>
        ) : (
          <>
            <WaiverDocument text={waiver.text} headingLevel={embedded ? 3 : 2} />
            <ScriptGate loading={tf('loading')} noScript={tf('needsJavaScript')}>
              <ScopedIntl>
                <LazyWaiverForm
                  document={{
                    boxes: waiver.text.boxes,
                    consentText: waiver.text.consentText,
                    certificationText: waiver.text.certificationText,
                    requiresSelfie: waiver.requiresSelfie,
                  }}
                  signer={{
                    spectatorName: spectator,
                    signerName: signer,
                    isMinor: waiver.spectator.isMinor,
                    ...(waiver.signer.relationship ? { relationship: tr(waiver.signer.relationship) } : {}),
                  }}
                  sign={signWaiverAction.bind(null, waiver.uuid)}
                  reject={rejectWaiverAction.bind(null, waiver.uuid)}
                  testId={testId}
                />
              </ScopedIntl>
            </ScriptGate>
          </>
        )
      ) : (
        <>
          <Alert severity={waiver.status === 'signed' ? 'success' : 'error'} role="alert" className={styles.gap3} data-testid={`${testId}-outcome`}>
            {waiver.status === 'signed'
              ? t('signedOn', { date: formatDate(waiver.signedAt ?? waiver.copy?.recordedAt ?? new Date(), locale, 'dateTime'), signer })
              : `${tw('errors.waiverRejected')} ${t('rejectedOn', { date: formatDate(waiver.rejectedAt ?? waiver.copy?.recordedAt ?? new Date(), locale, 'dateTime') })}`}
          </Alert>
          {waiver.copyLink && waiver.copyLink.state !== 'valid' ? (
            <Alert severity="warning" role="alert" className={styles.gap3} data-testid={`${testId}-link-expired`} data-state={waiver.copyLink.state}>
              {t('linkExpired')}
            </Alert>
          ) : null}
          {waiver.copy && waiver.copyToken && waiver.copyLink?.expiresAt ? (
            <Alert severity="info" role="alert" className={styles.gap3} data-testid={`${testId}-copy-until`}>
              {t('copyLinkUntil', { date: formatDate(waiver.copyLink.expiresAt, locale, 'dateTime') })}
            </Alert>
          ) : null}
          {!waiver.copy ? (
            <Alert severity="info" role="alert" data-testid={`${testId}-private`} action={signedIn ? undefined : logIn}>
              {t('recordPrivate')}
            </Alert>
          ) : null}
          {waiver.copy ? (
            <>
              {embedded ? (
                <h3 className={styles.h3Record}>{waiver.status === 'signed' ? t('whatWasSigned') : t('whatWasRejected')}</h3>
              ) : (
                <h2 className={styles.h2Record}>{waiver.status === 'signed' ? t('whatWasSigned') : t('whatWasRejected')}</h2>
              )}
              {waiver.text ? <p className={`${styles.p} ${styles.gap2}`}>{t('documentTitle', { title: waiver.text.title, version: waiver.text.version })}</p> : null}
              <WaiverRecord copy={waiver.copy} locale={locale} />
              <NextLink href={waiverCopyPath(waiver.uuid, waiver.copyToken)} className={`${buttons.outlined} ${styles.top3}`} data-testid={`${testId}-copy-link`}>
                {t('printableCopy')}
              </NextLink>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
