import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AutoRefresh } from '@/components/events/AutoRefresh';
import { NextLink } from '@/components/ui/NextLink';
import { WaiverView } from '@/components/waiver/WaiverView';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import type { TPurchaseView, TSpectatorView, TWaiverView } from '@/lib/spectators';
import { addSpectatorAction, removeSpectatorAction, resendWaiverLinkAction } from './actions';
import { ActionButton } from './ActionButton';
import { AddSpectatorForm, type TFamilyMinor } from './AddSpectatorForm';
import { ScopedIntl } from './ScopedIntl';
import styles from './spectators.module.css';

/** Seconds between checks for the signatures of adults who sign through their emailed link. */
const SIGNATURE_POLL_SECONDS = 20;

/**
 * Step 3, spectators and waivers: the party with each waiver's state (signed, not signed,
 * rejected), resend an adult's link, remove someone, sign a minor's waiver as their parent or
 * guardian, add spectators; continuing is blocked until everyone has signed.
 */
export async function SpectatorsStep({
  purchase,
  familyMinors,
  signing,
  locale,
}: {
  purchase: TPurchaseView;
  familyMinors: TFamilyMinor[];
  /** The minor's waiver the buyer opened to sign (?sign=…). */
  signing: { spectator: TSpectatorView; waiver: TWaiverView } | null;
  locale: TLocale;
}) {
  const t = await getTranslations('SpectatorUi.party');
  const ts = await getTranslations('Spectator.errors');
  const tw = await getTranslations('Waiver.status');
  const tr = await getTranslations('SpectatorUi.relationships');
  const tc = await getTranslations('SpectatorUi.common');
  const base = `/spectator/${purchase.event.id}`;
  const waitingForLinks = purchase.spectators.some((s) => !s.signedByBuyer && s.waiver.status === 'not_signed');
  const blocker = purchase.checkoutBlocker;
  const alreadyIn = new Set(purchase.spectators.map((s) => `${s.firstName} ${s.lastName} ${s.birthDate}`.toLowerCase()));
  const minorsToOffer = familyMinors.filter((m) => !alreadyIn.has(`${m.firstName} ${m.lastName} ${m.birthDate}`.toLowerCase()));

  return (
    <section aria-labelledby="step-title" data-testid="spectators-step">
      {waitingForLinks && purchase.canEdit ? <AutoRefresh seconds={SIGNATURE_POLL_SECONDS} /> : null}
      <Typography id="step-title" variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>

      <ul className={styles.spectatorList} aria-label={t('listLabel')} data-testid="spectator-list">
        {purchase.spectators.map((s) => {
          const name = `${s.firstName} ${s.lastName}`;
          const sentAt = s.waiver.resentAt ?? s.waiver.sentAt;
          return (
            <li key={s.id} className={styles.spectatorItem} data-testid="spectator-row" data-spectator-id={s.id} data-status={s.waiver.status} data-name={name}>
              <div className={styles.spectatorMain}>
                <p className={styles.spectatorName}>
                  {name}
                  {s.isBuyer ? ` (${t('you')})` : ''}
                </p>
                <p className={styles.spectatorMeta}>
                  {s.isMinor ? t('minor', { relationship: s.relationship ? tr(s.relationship) : '' }) : t('adult')}
                  {' · '}
                  {t('born', { date: formatDate(`${s.birthDate}T12:00:00Z`, locale, 'date') })}
                  {s.email ? ` · ${s.email}` : ''}
                </p>
                {!s.signedByBuyer && s.waiver.status === 'not_signed' ? (
                  <p className={styles.spectatorMeta} data-testid="link-state">
                    {sentAt ? t('linkSent', { date: formatDate(sentAt, locale, 'dateTime') }) : t('linkNotSent')}
                  </p>
                ) : null}
              </div>
              <span className={styles.badge} data-status={s.waiver.status} data-testid="waiver-state">
                <span className="visually-hidden">{t('waiverState')} </span>
                {tw(s.waiver.status)}
              </span>
              <div className={styles.spectatorActions}>
                {s.isMinor && s.waiver.status === 'not_signed' && purchase.canEdit ? (
                  <Button component={NextLink} href={`${base}?step=3&sign=${s.id}#minor-waiver`} variant="contained" size="small" data-testid="sign-minor">
                    {t('signFor', { name })}
                  </Button>
                ) : null}
                {s.waiver.status !== 'not_signed' ? (
                  <Button component={NextLink} href={`/waiver/${s.waiver.uuid}`} size="small" variant="text" data-testid="view-waiver">
                    {t('viewWaiver')}
                    <span className="visually-hidden"> — {name}</span>
                  </Button>
                ) : null}
                <ScopedIntl>
                  {s.canResend ? (
                    <ActionButton
                      action={resendWaiverLinkAction.bind(null, purchase.id, s.id)}
                      label={sentAt ? t('resend') : t('send')}
                      done={t('resent', { name })}
                      size="small"
                      testId="resend-link"
                    />
                  ) : null}
                  {s.canRemove ? (
                    <ActionButton
                      action={removeSpectatorAction.bind(null, purchase.id, s.id)}
                      label={t('remove')}
                      confirm={{ title: t('removeTitle', { name }), text: t('removeText'), yes: t('remove') }}
                      color="error"
                      variant="text"
                      size="small"
                      testId="remove-spectator"
                    />
                  ) : null}
                </ScopedIntl>
              </div>
            </li>
          );
        })}
      </ul>

      {signing ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }} component="section" aria-labelledby="minor-waiver" data-testid="minor-waiver-panel">
          <Typography id="minor-waiver" variant="h3" tabIndex={-1} sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
            {t('minorWaiverTitle', { name: `${signing.spectator.firstName} ${signing.spectator.lastName}` })}
          </Typography>
          <WaiverView waiver={signing.waiver} locale={locale} signedIn embedded testId="minor-waiver" />
          {signing.waiver.status !== 'not_signed' ? (
            <Button component={NextLink} href={`${base}?step=3`} sx={{ mt: 2 }} data-testid="minor-waiver-close">
              {t('backToList')}
            </Button>
          ) : null}
        </Paper>
      ) : null}

      {purchase.canEdit ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
          <ScopedIntl>
            <AddSpectatorForm add={addSpectatorAction.bind(null, purchase.id)} familyMinors={minorsToOffer} />
          </ScopedIntl>
        </Paper>
      ) : null}

      {blocker ? (
        <Alert severity={blocker === 'waiverRejected' ? 'error' : 'info'} sx={{ mb: 2 }} data-testid="continue-blocked" data-reason={blocker}>
          {ts(blocker)} {waitingForLinks ? t('waiting') : ''}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={NextLink} href={`${base}?step=2`} variant="text">
          {tc('back')}
        </Button>
        {blocker ? (
          <>
            <Button variant="contained" disabled data-testid="spectators-continue">
              {t('continue')}
            </Button>
            <Button component={NextLink} href={`${base}?step=3`} variant="outlined" data-testid="check-again">
              {t('checkAgain')}
            </Button>
          </>
        ) : (
          <Button component={NextLink} href={`${base}?step=4`} variant="contained" data-testid="spectators-continue">
            {t('continue')}
          </Button>
        )}
      </Box>
    </section>
  );
}
