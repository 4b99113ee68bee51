'use client';

import { useState, useTransition, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { announceAccountChange } from '@/components/accounts/auth/account-events';
import { Alert } from '@/components/forms/Alert';
import forms from '@/components/forms/forms.module.css';
import { useLazyZodResolver } from '@/components/forms/lazy-resolver';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import type { TExistingAccountInput } from '@/lib/validation/participant';
import { signInGuardianAction } from './actions';
import { TextInput } from './fields';
import styles from './registration.module.css';
import { EMAIL_MAX, PASSWORD_MAX } from '@/lib/constants';

export type TGuardian = { firstName: string; lastName: string; email: string | null };

/**
 * Existing Account: the minor's parent or guardian signs in with their own (adult) account. Once
 * signed in, that account is the guardian; another account can sign in instead.
 */
export function ExistingAccountStep({
  guardian,
  onSignedIn,
  onNext,
  actions,
}: {
  guardian: TGuardian | null;
  onSignedIn: (guardian: TGuardian) => void;
  onNext: () => void;
  actions: (canContinue: boolean) => ReactNode;
}) {
  const t = useTranslations('Registration');
  const [signingInAnother, setSigningInAnother] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const { resolver, loadFailed } = useLazyZodResolver<TExistingAccountInput>(() => import('./step-schemas').then((m) => m.existingAccountSchema));
  const form = useForm<TExistingAccountInput>({
    resolver,
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const showForm = !guardian || signingInAnother;
  const message = error ?? (loadFailed ? t('errors.failed') : null);

  const onSubmit = form.handleSubmit((values) => {
    setError(null);
    startTransition(async () => {
      try {
        const result = await signInGuardianAction(values);
        if (result.ok) {
          announceAccountChange();
          form.reset({ email: '', password: '' });
          setSigningInAnother(false);
          onSignedIn(result.guardian);
          onNext();
          return;
        }
        for (const [path, keys] of Object.entries(result.fieldErrors ?? {})) {
          if (keys[0]) form.setError(path as keyof TExistingAccountInput, { type: 'server', message: keys[0] }, { shouldFocus: true });
        }
        if (result.formError === 'rateLimited') setError(t('errors.signInRateLimited', { minutes: Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)) }));
        else if (result.formError === 'invalidCredentials' || result.formError === 'notAdult' || result.formError === 'failed') setError(t(`errors.${result.formError}`));
        else if (!result.fieldErrors) setError(t('errors.failed'));
        form.setValue('password', '');
      } catch {
        setError(t('errors.failed'));
      }
    });
  });

  return (
    <div className={forms.stack}>
      {guardian ? (
        <Alert severity="success" role="status" data-testid="existing-signed-in">
          {t('existing.signedInAs', { name: `${guardian.firstName} ${guardian.lastName}` })}
        </Alert>
      ) : null}
      {guardian && !signingInAnother ? (
        <div>
          <button type="button" className={buttons.text} onClick={() => setSigningInAnother(true)} data-testid="existing-use-another">
            {t('existing.useAnother')}
          </button>
        </div>
      ) : null}
      {showForm ? (
        <FormProvider {...form}>
          <form noValidate onSubmit={onSubmit} aria-label={t('existing.formLabel')} data-testid="registration-existing" className={forms.stackTight}>
            {message ? (
              <Alert severity="error" role="alert" data-testid="existing-error">
                {message}
              </Alert>
            ) : null}
            <div className={forms.grid}>
              <TextInput name="email" type="email" label={t('existing.email')} required autoComplete="username" maxLength={EMAIL_MAX} testId="existing-email" />
              <TextInput name="password" type="password" label={t('existing.password')} required autoComplete="current-password" maxLength={PASSWORD_MAX} testId="existing-password" />
            </div>
            <div className={styles.rowWide}>
              <button type="submit" className={`${buttons.contained} ${styles.secondary}`} disabled={pending} data-testid="existing-submit">
                {pending ? t('existing.signingIn') : t('existing.signIn')}
              </button>
              <NextLink href="/forgotPassword" className={forms.link}>
                {t('existing.forgot')}
              </NextLink>
            </div>
          </form>
        </FormProvider>
      ) : null}
      {actions(Boolean(guardian) && !signingInAnother)}
    </div>
  );
}
