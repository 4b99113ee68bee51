'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { RESET_MAIL_WITHIN_MINUTES } from '@/lib/constants';
import { forgotPasswordAction, type TForgotState } from './actions';
import { AuthForm, EmailField, formMessageOf, SubmitButton } from './AuthFields';
import { FormAlert } from './FormAlert';

/** Ask for a reset link; the answer is the same whether or not an account uses the address. */
export function ForgotPasswordForm() {
  const t = useTranslations('PasswordReset');
  const [state, action, pending] = useActionState<TForgotState, FormData>(forgotPasswordAction, { email: '' });
  const emailError = state.fieldErrors?.email?.[0];
  const formMessage = formMessageOf(t, state);

  return (
    <AuthForm
      action={action}
      label={t('forgotTitle')}
      testId="forgot-form"
      notice={
        state.sent ? (
          <FormAlert severity="success" testId="forgot-sent">
            {t('sent', { email: state.email.trim(), minutes: RESET_MAIL_WITHIN_MINUTES })}
          </FormAlert>
        ) : null
      }
      formMessage={formMessage}
      errorTestId="forgot-error"
    >
      <EmailField name="email" label={t('email')} defaultValue={state.email} key={`email-${state.email}-${state.sent ? 1 : 0}`} autoComplete="email" invalid={Boolean(emailError)} helperText={emailError ? t(`errors.${emailError}` as never) : undefined} testId="forgot-email" />
      <SubmitButton pending={pending} label={t('send')} pendingLabel={t('sending')} testId="forgot-submit" />
    </AuthForm>
  );
}
