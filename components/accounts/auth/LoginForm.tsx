'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { loginAction, type TLoginState } from './actions';
import { AuthForm, EmailField, formMessageOf, PasswordField, SubmitButton } from './AuthFields';

/**
 * Email and password. One message for a wrong email or a wrong password (never which one). Works
 * without JavaScript (a plain form post to the server action).
 */
export function LoginForm({ next }: { next?: string }) {
  const t = useTranslations('Login');
  const [state, action, pending] = useActionState<TLoginState, FormData>(loginAction, { email: '' });
  const fieldError = (field: 'email' | 'password') => {
    const key = state.fieldErrors?.[field]?.[0];
    return key ? t(`errors.${key}` as never) : undefined;
  };
  const formMessage = formMessageOf(t, state, { fixFields: true });

  return (
    <AuthForm action={action} label={t('title')} testId="login-form" formMessage={formMessage} errorTestId="login-error" hidden={next ? <input type="hidden" name="next" value={next} /> : null}>
      <EmailField name="email" label={t('email')} defaultValue={state.email} key={`email-${state.email}`} autoComplete="username" invalid={Boolean(state.fieldErrors?.email)} helperText={fieldError('email')} testId="login-email" />
      <PasswordField name="password" label={t('password')} autoComplete="current-password" invalid={Boolean(state.fieldErrors?.password)} helperText={fieldError('password')} testId="login-password" />
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} testId="login-submit" />
    </AuthForm>
  );
}
