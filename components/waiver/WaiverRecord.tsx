import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import type { TWaiverCopy } from '@/lib/spectators';
import { utcStamp } from './format';

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
        {formatDate(copy.recordedAt, locale, 'dateTime')} <span style={{ whiteSpace: 'nowrap' }}>({utcStamp(copy.recordedAt)})</span>
      </>,
      'record-time',
    ],
    [t('signer'), copy.signer.email ? `${signer} <${copy.signer.email}>` : signer, 'record-signer'],
    [t('spectator'), `${spectator} (${t('born', { date: formatDate(`${copy.spectator.birthDate}T12:00:00Z`, locale, 'date') })})`, 'record-spectator'],
    ...(copy.guardian
      ? ([[t('guardian'), `${copy.guardian.firstName} ${copy.guardian.lastName} — ${tr(copy.guardian.relationship)}`, 'record-guardian']] as [string, ReactNode, string][])
      : []),
    [t('version'), t('versionValue', { version: copy.waiverVersion, language: t(`languages.${copy.locale}`) })],
    [t('textHash'), <code key="h" style={{ wordBreak: 'break-all' }}>{copy.waiverSha256}</code>],
    [t('ipAddress'), copy.ipAddress ?? t('unknown')],
    [t('userAgent'), copy.userAgent ?? t('unknown')],
  ];

  return (
    <Box data-testid="waiver-record" data-outcome={copy.outcome}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 14rem) 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map(([label, value, testId]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid={testId}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>

      {copy.outcome === 'signed' ? (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mt: 3, mb: 1 }}>
            {t('agreedTo')}
          </Typography>
          <Box component="ul" sx={{ pl: 3, mt: 0 }} data-testid="record-boxes">
            {copy.boxesTicked.map((box) => (
              <li key={box.key}>{box.label}</li>
            ))}
            <li>{copy.consentText}</li>
            <li>{copy.certificationText}</li>
          </Box>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start', mt: 2 }}>
            {copy.signatureDataUrl ? (
              <Box component="figure" sx={{ m: 0 }}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a data URL from the record */}
                <img
                  src={copy.signatureDataUrl}
                  alt={t('signatureAlt', { name: signer })}
                  data-testid="record-signature"
                  style={{ display: 'block', maxWidth: 360, width: '100%', border: '1px solid #ccc', background: '#fff' }}
                />
                <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
                  {t('signatureHash')} <code style={{ wordBreak: 'break-all' }}>{copy.signatureSha256}</code>
                </Typography>
              </Box>
            ) : null}
            {copy.hasSelfie ? (
              <Box component="figure" sx={{ m: 0 }}>
                {copy.selfieUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a private image served to allowed viewers only
                  <img src={copy.selfieUrl} alt={t('selfieAlt', { name: signer })} data-testid="record-selfie" style={{ display: 'block', maxWidth: 240, width: '100%' }} />
                ) : (
                  <Typography variant="body2">{t('selfiePrivate')}</Typography>
                )}
                <Typography component="figcaption" variant="body2" sx={{ mt: 0.5 }}>
                  {t('selfieHash')} <code style={{ wordBreak: 'break-all' }}>{copy.selfieSha256}</code>
                </Typography>
              </Box>
            ) : null}
          </Box>
        </>
      ) : null}

      <Typography sx={{ mt: 2 }} data-testid="record-verified" data-verified={verifiedAll ? 'true' : 'false'}>
        {verifiedAll ? t('verified') : t('notVerified')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('recordHash')} <code style={{ wordBreak: 'break-all' }}>{copy.recordSha256}</code>
      </Typography>

      {full ? (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mt: 3, mb: 1 }}>
            {t('documentText')}
          </Typography>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', border: 1, borderColor: 'divider', p: 2, m: 0 }} data-testid="record-document">
            {copy.documentText}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
