import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import { loginHref } from '@/lib/accounts/paths';
import type { TLocale } from '@/lib/constants';
import { formatDate, formatDateRange } from '@/lib/i18n/format';
import type { TWaiverView } from '@/lib/spectators';
import { WaiverRecord } from './WaiverRecord';

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
    <Box component="article" sx={{ maxWidth: '48rem', mx: 'auto' }} data-testid="waiver-copy" data-access={waiver.access}>
      {/* A waiver reads top to bottom: portrait, whatever the print layout's default. */}
      <style>{'@media print { @page { size: portrait; margin: 15mm; } }'}</style>
      <Typography variant="h1" sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
        {t('heading', { event: waiver.event.name })}
      </Typography>
      <Typography sx={{ mb: 1 }}>{formatDateRange(waiver.event.startAt, waiver.event.endAt, locale, waiver.event.timeZone)}</Typography>
      <Typography sx={{ mb: 3, fontWeight: 700 }} data-testid="waiver-copy-status">
        {tw(`status.${waiver.status}`)}
      </Typography>
      {copy ? (
        <>
          <WaiverRecord copy={copy} locale={locale} full />
          <Typography variant="body2" sx={{ mt: 3 }}>
            {t('note')}
          </Typography>
        </>
      ) : (
        <>
          {summary ? (
            <Typography sx={{ mb: 2 }} data-testid="waiver-copy-summary">
              {summary.outcome === 'signed'
                ? tp('signedOn', { date: formatDate(summary.recordedAt, locale, 'dateTime'), signer: summary.signerInitials })
                : `${tw('errors.waiverRejected')} ${tp('rejectedOn', { date: formatDate(summary.recordedAt, locale, 'dateTime') })}`}
            </Typography>
          ) : null}
          {waiver.copyLink && waiver.copyLink.state !== 'valid' ? (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="waiver-link-expired" data-state={waiver.copyLink.state}>
              {tp('linkExpired')}
            </Alert>
          ) : null}
          <Alert severity="info" data-testid="waiver-private">
            {tp('recordPrivate')}
          </Alert>
          {signedIn ? null : (
            <Button component={NextLink} href={loginHref(`/waiver/copy/${waiver.uuid}`)} variant="outlined" sx={{ mt: 2 }} className="no-print">
              {tp('logIn')}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
