import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import type { TWaiverCopy } from '@/lib/spectators';
import { utcStamp } from './format';
import styles from './waiver.module.css';

/**
 * The record of a signed or rejected waiver: what was agreed to, when (local time and UTC), from
 * where, by whom, the signature and the selfie with their SHA-256, and whether every hash still
 * matches. `full` adds the exact text that was signed (the printable copy).
 */
export async function WaiverRecord({ copy, locale, full = false }: { copy: TWaiverCopy; locale: TLocale; full?: boolean }) {
  const t = await getTranslations('WaiverUi.record');
  const tr = await getTranslations('SpectatorUi.relationships');
  const signer = `${copy.signer.firstName} ${copy.signer.lastName}`;
  const spectator = `${copy.spectator.firstName} ${copy.spectator.lastName}`;
  const verifiedAll = copy.verified.text && copy.verified.signature && copy.verified.record;

  const rows: [string, ReactNode, string?][] = [
    [t('securityId'), <code key="id">{copy.documentSecurityId}</code>, 'record-security-id'],
    [
      copy.outcome === 'signed' ? t('signedAt') : t('rejectedAt'),
      <>
        {formatDate(copy.recordedAt, locale, 'dateTime')} <span className={styles.nowrap}>({utcStamp(copy.recordedAt)})</span>
      </>,
      'record-time',
    ],
    [t('signer'), copy.signer.email ? `${signer} <${copy.signer.email}>` : signer, 'record-signer'],
    [t('spectator'), `${spectator} (${t('born', { date: formatDate(`${copy.spectator.birthDate}T12:00:00Z`, locale, 'date') })})`, 'record-spectator'],
    ...(copy.guardian
      ? ([[t('guardian'), `${copy.guardian.firstName} ${copy.guardian.lastName} — ${tr(copy.guardian.relationship)}`, 'record-guardian']] as [string, ReactNode, string][])
      : []),
    [t('version'), t('versionValue', { version: copy.waiverVersion, language: t(`languages.${copy.locale}`) }), 'record-version'],
    [t('textHash'), <code key="h" className={styles.code}>{copy.waiverSha256}</code>],
    [t('ipAddress'), copy.ipAddress ?? t('unknown')],
    [t('userAgent'), copy.userAgent ?? t('unknown')],
  ];

  return (
    <div data-testid="waiver-record" data-outcome={copy.outcome}>
      <dl className={styles.dl}>
        {rows.map(([label, value, testId]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.dt}>{label}</dt>
            <dd className={styles.dd} data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {copy.outcome === 'signed' ? (
        <>
          <h3 className={styles.h3}>{t('agreedTo')}</h3>
          <ul className={styles.agreed} data-testid="record-boxes">
            {copy.boxesTicked.map((box) => (
              <li key={box.key}>{box.label}</li>
            ))}
            <li>{copy.consentText}</li>
            <li>{copy.certificationText}</li>
          </ul>
          <div className={styles.figures}>
            {copy.signatureDataUrl ? (
              <figure className={styles.figure}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a data URL from the record */}
                <img src={copy.signatureDataUrl} alt={t('signatureAlt', { name: signer })} data-testid="record-signature" className={styles.signatureImage} />
                <figcaption className={styles.figcaption}>
                  {t('signatureHash')} <code className={styles.code}>{copy.signatureSha256}</code>
                </figcaption>
              </figure>
            ) : null}
            {copy.hasSelfie ? (
              <figure className={styles.figure}>
                {copy.selfieUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a private image served to allowed viewers only
                  <img src={copy.selfieUrl} alt={t('selfieAlt', { name: signer })} data-testid="record-selfie" className={styles.selfieImage} />
                ) : (
                  <p className={styles.body2}>{t('selfiePrivate')}</p>
                )}
                <figcaption className={styles.figcaption}>
                  {t('selfieHash')} <code className={styles.code}>{copy.selfieSha256}</code>
                </figcaption>
              </figure>
            ) : null}
          </div>
        </>
      ) : null}

      <p className={`${styles.p} ${styles.top2}`} data-testid="record-verified" data-verified={verifiedAll ? 'true' : 'false'}>
        {verifiedAll ? t('verified') : t('notVerified')}
      </p>
      <p className={`${styles.body2} ${styles.muted}`}>
        {t('recordHash')} <code className={styles.code}>{copy.recordSha256}</code>
      </p>

      {full ? (
        <>
          <h3 className={`${styles.h3} ${styles.gap1}`}>{t('documentText')}</h3>
          <pre className={styles.pre} data-testid="record-document">
            {copy.documentText}
          </pre>
        </>
      ) : null}
    </div>
  );
}
