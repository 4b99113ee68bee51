'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { confirmEnrolmentAction, regenerateCodesAction, removeFactorAction, startEnrolmentAction, type TSecondFactorState } from './actions';
import { CodeField, useErrorText } from './CodeField';
import styles from './security.module.css';

export type TSecurityPanelProps = {
  status: 'none' | 'pending' | 'confirmed';
  /** While setting up: the key, grouped for reading, and its QR code (an SVG made on the server). */
  enrolment?: { groupedSecret: string; qrSvg: string };
  /** Confirmed: since when (formatted for the page's language), and how many recovery codes are unused. */
  confirmedOn?: string;
  recoveryCodesLeft?: number;
  /** The account holds an organiser or promoter role: the factor cannot be turned off. */
  holdsRole: boolean;
  /** Where to go on after the recovery codes (a same-site app path), or none. */
  next?: string;
  /** The full address the recovery codes' "continue" link loads (a new page: the codes are gone from it). */
  continueHref: string;
};

const initial: TSecondFactorState = {};

/**
 * The security page's forms (docs/decisions/055). Every form posts to its server action, so the
 * page works without JavaScript. All four actions' states live here whatever the factor's status,
 * so the recovery codes that confirming or regenerating answers are shown in place of the forms,
 * once: the "continue" link loads a new page.
 */
export function SecurityPanel({ status, enrolment, confirmedOn, recoveryCodesLeft = 0, holdsRole, next, continueHref }: TSecurityPanelProps) {
  const t = useTranslations('SecondFactor');
  const [startState, start, starting] = useActionState(startEnrolmentAction, initial);
  const [confirmState, confirm, confirming] = useActionState(confirmEnrolmentAction, initial);
  const [regenerateState, regenerate, regenerating] = useActionState(regenerateCodesAction, initial);
  const [removeState, remove, removing] = useActionState(removeFactorAction, initial);
  const startError = useErrorText(startState);
  const confirmError = useErrorText(confirmState);
  const regenerateError = useErrorText(regenerateState);
  const removeError = useErrorText(removeState);
  const hiddenNext = next ? <input type="hidden" name="next" value={next} /> : null;

  const codes = confirmState.recoveryCodes ?? regenerateState.recoveryCodes;
  if (codes) {
    return (
      <div className={styles.panel}>
        {confirmState.recoveryCodes ? (
          <p role="status" className={styles.ok} data-testid="second-factor-enabled">
            {t('enabled')}
          </p>
        ) : null}
        <section className={styles.section} aria-labelledby="recovery-codes">
          <h2 id="recovery-codes">{t('codes.heading')}</h2>
          <p>{t('codes.intro')}</p>
          <ul className={styles.codes} aria-label={t('codes.listLabel')} data-testid="recovery-codes">
            {codes.map((code) => (
              <li key={code} data-testid="recovery-code">
                {code}
              </li>
            ))}
          </ul>
          <div className={styles.links}>
            <a href={continueHref} className={styles.button} data-testid="recovery-codes-continue">
              {t('codes.continue')}
            </a>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className={styles.panel} data-testid="second-factor-panel" data-status={status}>
      {status === 'none' ? (
        <section className={styles.section} aria-labelledby="second-factor-off">
          <h2 id="second-factor-off">{t('none.heading')}</h2>
          <p>{t('intro')}</p>
          <form action={start} className={styles.form} data-testid="second-factor-start">
            {hiddenNext}
            {startError ? (
              <p role="alert" className={styles.alert}>
                {startError}
              </p>
            ) : null}
            <button type="submit" className={styles.button} disabled={starting} data-testid="second-factor-start-submit">
              {starting ? t('working') : t('none.start')}
            </button>
          </form>
        </section>
      ) : null}

      {status === 'pending' && enrolment ? (
        <section className={styles.section} aria-labelledby="second-factor-setup">
          <h2 id="second-factor-setup">{t('pending.heading')}</h2>
          <p>{t('pending.scan')}</p>
          {/* SVG made on the server from the account's own otpauth:// address: no outside input. */}
          <div className={styles.qr} role="img" aria-label={t('pending.qrLabel')} data-testid="second-factor-qr" dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }} />
          <p>{t('pending.manual')}</p>
          <p className={styles.secret} data-testid="second-factor-secret">
            {enrolment.groupedSecret}
          </p>
          <form action={confirm} className={styles.form} data-testid="second-factor-confirm">
            {hiddenNext}
            <CodeField id="confirm-code" label={t('pending.code')} hint={t('codeHint')} error={confirmError} />
            <button type="submit" className={styles.button} disabled={confirming} data-testid="second-factor-confirm-submit">
              {confirming ? t('working') : t('pending.confirm')}
            </button>
          </form>
          <form action={start} className={styles.form}>
            {hiddenNext}
            {startError ? (
              <p role="alert" className={styles.alert}>
                {startError}
              </p>
            ) : null}
            <button type="submit" className={styles.secondary} disabled={starting} data-testid="second-factor-restart">
              {t('pending.startOver')}
            </button>
          </form>
        </section>
      ) : null}

      {status === 'confirmed' ? (
        <>
          <section className={styles.section} aria-labelledby="second-factor-on">
            <h2 id="second-factor-on">{t('confirmed.heading')}</h2>
            <p data-testid="second-factor-since">{t('confirmed.since', { date: confirmedOn ?? '' })}</p>
            <p data-testid="recovery-codes-left">{t('confirmed.codesLeft', { count: recoveryCodesLeft })}</p>
          </section>
          <section className={styles.section} aria-labelledby="second-factor-regenerate">
            <h2 id="second-factor-regenerate">{t('confirmed.regenerateHeading')}</h2>
            <p>{t('confirmed.regenerateHint')}</p>
            <form action={regenerate} className={styles.form} data-testid="recovery-codes-regenerate">
              {hiddenNext}
              <CodeField id="regenerate-code" label={t('code')} hint={t('codeHint')} error={regenerateError} />
              <button type="submit" className={styles.button} disabled={regenerating} data-testid="recovery-codes-regenerate-submit">
                {regenerating ? t('working') : t('confirmed.regenerate')}
              </button>
            </form>
          </section>
          <section className={styles.section} aria-labelledby="second-factor-remove">
            <h2 id="second-factor-remove">{t('confirmed.removeHeading')}</h2>
            {holdsRole ? (
              <p data-testid="second-factor-role-keeps">{t('errors.roleRequiresFactor')}</p>
            ) : (
              <form action={remove} className={styles.form} data-testid="second-factor-remove">
                {hiddenNext}
                <CodeField id="remove-code" label={t('code')} hint={t('codeHint')} error={removeError} />
                <button type="submit" className={styles.secondary} disabled={removing} data-testid="second-factor-remove-submit">
                  {removing ? t('working') : t('confirmed.remove')}
                </button>
              </form>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
