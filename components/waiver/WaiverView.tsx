import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ScopedIntl } from '@/components/spectators/ScopedIntl';
import { NextLink } from '@/components/ui/NextLink';
import { ScriptGate } from '@/components/ui/ScriptGate';
import { loginHref } from '@/lib/accounts/paths';
import type { TLocale } from '@/lib/constants';
import { formatDate, formatDateRange } from '@/lib/i18n/format';
import type { TWaiverView } from '@/lib/spectators';
import { rejectWaiverAction, signWaiverAction } from './actions';
import { WaiverDocument } from './WaiverDocument';
import { WaiverForm } from './WaiverForm';
import { WaiverRecord } from './WaiverRecord';

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

  return (
    <Box data-testid={`${testId}-view`} data-status={waiver.status}>
      {embedded ? null : (
        <Box sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.6rem', fontWeight: 700 }} data-testid="waiver-event">
            {waiver.event.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {formatDateRange(waiver.event.startAt, waiver.event.endAt, locale, waiver.event.timeZone)}
            {waiver.event.venue || waiver.event.city ? ` · ${[waiver.event.venue, waiver.event.city].filter(Boolean).join(', ')}` : ''}
          </Typography>
          <Typography sx={{ mt: 1 }} data-testid="waiver-for">
            {waiver.spectator.isMinor ? t('forMinor', { spectator, buyer: waiver.buyerName }) : t('forAdult', { spectator, buyer: waiver.buyerName })}
          </Typography>
        </Box>
      )}

      <Typography component="p" sx={{ mb: 2 }}>
        <span className="visually-hidden">{t('statusLabel')} </span>
        <Box
          component="span"
          data-testid={`${testId}-status`}
          sx={{
            display: 'inline-block',
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            fontWeight: 700,
            bgcolor: waiver.status === 'signed' ? 'success.light' : waiver.status === 'rejected' ? 'error.light' : 'warning.light',
            color: '#000',
          }}
        >
          {tw(`status.${waiver.status}`)}
        </Box>
      </Typography>

      {waiver.status === 'not_signed' ? (
        !waiver.text ? (
          <Alert severity="error" data-testid={`${testId}-unavailable`}>
            {tw('errors.waiverUnavailable')}
          </Alert>
        ) : waiver.signedByBuyer && !signedIn ? (
          <Alert
            severity="info"
            data-testid={`${testId}-buyer-signs`}
            action={
              <Button component={NextLink} href={loginHref(path)} color="inherit" variant="outlined" size="small">
                {t('logIn')}
              </Button>
            }
          >
            {t('buyerSigns', { buyer: waiver.buyerName })}
          </Alert>
        ) : (
          <>
            <WaiverDocument text={waiver.text} headingLevel={embedded ? 3 : 2} />
            <ScriptGate loading={tf('loading')} noScript={tf('needsJavaScript')}>
              <ScopedIntl>
                <WaiverForm
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
          <Alert severity={waiver.status === 'signed' ? 'success' : 'error'} sx={{ mb: 3 }} data-testid={`${testId}-outcome`}>
            {waiver.status === 'signed'
              ? t('signedOn', { date: formatDate(waiver.signedAt ?? waiver.copy?.recordedAt ?? new Date(), locale, 'dateTime'), signer })
              : `${tw('errors.waiverRejected')} ${t('rejectedOn', { date: formatDate(waiver.rejectedAt ?? waiver.copy?.recordedAt ?? new Date(), locale, 'dateTime') })}`}
          </Alert>
          {waiver.copyLink && waiver.copyLink.state !== 'valid' ? (
            <Alert severity="warning" sx={{ mb: 3 }} data-testid={`${testId}-link-expired`} data-state={waiver.copyLink.state}>
              {t('linkExpired')}
            </Alert>
          ) : null}
          {waiver.copy && waiver.copyToken && waiver.copyLink?.expiresAt ? (
            <Alert severity="info" sx={{ mb: 3 }} data-testid={`${testId}-copy-until`}>
              {t('copyLinkUntil', { date: formatDate(waiver.copyLink.expiresAt, locale, 'dateTime') })}
            </Alert>
          ) : null}
          {!waiver.copy ? (
            <Alert
              severity="info"
              data-testid={`${testId}-private`}
              action={
                signedIn ? undefined : (
                  <Button component={NextLink} href={loginHref(path)} color="inherit" variant="outlined" size="small">
                    {t('logIn')}
                  </Button>
                )
              }
            >
              {t('recordPrivate')}
            </Alert>
          ) : null}
          {waiver.copy ? (
            <>
              <Typography variant={embedded ? 'h3' : 'h2'} sx={{ fontSize: embedded ? '1.2rem' : '1.4rem', fontWeight: 700, mb: 2 }}>
                {waiver.status === 'signed' ? t('whatWasSigned') : t('whatWasRejected')}
              </Typography>
              {waiver.text ? (
                <Typography sx={{ mb: 2 }}>
                  {t('documentTitle', { title: waiver.text.title, version: waiver.text.version })}
                </Typography>
              ) : null}
              <WaiverRecord copy={waiver.copy} locale={locale} />
              <Button component={NextLink} href={waiverCopyPath(waiver.uuid, waiver.copyToken)} variant="outlined" sx={{ mt: 3 }} data-testid={`${testId}-copy-link`}>
                {t('printableCopy')}
              </Button>
            </>
          ) : null}
        </>
      )}
    </Box>
  );
}
