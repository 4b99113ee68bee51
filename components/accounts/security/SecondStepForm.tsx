'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { AccountChangeSignal } from '@/components/accounts/auth/account-events';
import { loginHref } from '@/lib/accounts/paths';
import { secondStepAction, type TSecondFactorState } from './actions';
import { CodeField, useErrorText } from './CodeField';
import styles from './security.module.css';

/**
 * The sign-in's second step (docs/decisions/055): the code of the authenticator app, or a recovery
 * code. Works without JavaScript (a plain form post). When the pending sign-in is over (expired,
 * or too many wrong codes) the form gives way to a link back to the password.
 */
export function SecondStepForm({ next }: { next?: string }) {
  const t = useTranslations('SecondFactor');
  const [state, action, pending] = useActionState<TSecondFactorState, FormData>(secondStepAction, {});
  const error = useErrorText(state);
  const over = state.error === 'expired' || state.error === 'tooManyAttempts';

  if (over) {
    return (
      <div className={styles.form}>
        <p role="alert" className={styles.alert} data-testid="second-step-over">
          {error}
        </p>
        <div className={styles.links}>
          <Link href={loginHref(next)} className={styles.button} data-testid="second-step-sign-in-again">
            {t('step.signInAgain')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form action={action} className={styles.form} aria-label={t('step.title')} data-testid="second-step-form">
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <AccountChangeSignal />
      <CodeField id="second-step-code" label={t('step.code')} hint={t('step.hint')} error={error} recovery />
      <button type="submit" className={styles.button} disabled={pending} data-testid="second-step-submit">
        {pending ? t('working') : t('step.submit')}
      </button>
    </form>
  );
}
