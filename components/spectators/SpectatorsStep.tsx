import { getTranslations } from 'next-intl/server';
import { AutoRefresh } from '@/components/events/AutoRefresh';
import { Alert } from '@/components/forms/Alert';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
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
      <h2 id="step-title" className={styles.stepTitle}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>

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
                  <NextLink href={`${base}?step=3&sign=${s.id}#minor-waiver`} className={`${buttons.contained} ${buttons.small}`} data-testid="sign-minor">
                    {t('signFor', { name })}
                  </NextLink>
                ) : null}
                {s.waiver.status !== 'not_signed' ? (
                  <NextLink href={`/waiver/${s.waiver.uuid}`} className={`${buttons.text} ${buttons.small}`} data-testid="view-waiver">
                    {t('viewWaiver')}
                    <span className="visually-hidden"> — {name}</span>
                  </NextLink>
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
        <section aria-labelledby="minor-waiver" className={`${forms.card} ${styles.panel}`} data-testid="minor-waiver-panel">
          <h3 id="minor-waiver" tabIndex={-1} className={styles.panelTitle}>
            {t('minorWaiverTitle', { name: `${signing.spectator.firstName} ${signing.spectator.lastName}` })}
          </h3>
          <WaiverView waiver={signing.waiver} locale={locale} signedIn embedded testId="minor-waiver" />
          {signing.waiver.status !== 'not_signed' ? (
            <NextLink href={`${base}?step=3`} className={`${buttons.text} ${styles.afterPanel}`} data-testid="minor-waiver-close">
              {t('backToList')}
            </NextLink>
          ) : null}
        </section>
      ) : null}

      {purchase.canEdit ? (
        <div className={`${forms.card} ${styles.panel}`}>
          <ScopedIntl>
            <AddSpectatorForm add={addSpectatorAction.bind(null, purchase.id)} familyMinors={minorsToOffer} />
          </ScopedIntl>
        </div>
      ) : null}

      {blocker ? (
        <Alert severity={blocker === 'waiverRejected' ? 'error' : 'info'} className={styles.gapBelow} data-testid="continue-blocked" data-reason={blocker}>
          {ts(blocker)} {waitingForLinks ? t('waiting') : ''}
        </Alert>
      ) : null}
      <div className={styles.buttonRow}>
        <NextLink href={`${base}?step=2`} className={buttons.text}>
          {tc('back')}
        </NextLink>
        {blocker ? (
          <>
            <button type="button" className={buttons.contained} disabled data-testid="spectators-continue">
              {t('continue')}
            </button>
            <NextLink href={`${base}?step=3`} className={buttons.outlined} data-testid="check-again">
              {t('checkAgain')}
            </NextLink>
          </>
        ) : (
          <NextLink href={`${base}?step=4`} className={buttons.contained} data-testid="spectators-continue">
            {t('continue')}
          </NextLink>
        )}
      </div>
    </section>
  );
}
