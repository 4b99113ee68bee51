'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { resetPasswordAction, type TResetState } from './actions';
import { AuthForm, formMessageOf, PasswordField, SubmitButton } from './AuthFields';
import { ResetLinkProblem } from './ResetLinkProblem';

/**
 * New password and its verification for a valid reset link; success leads to the login page.
 * `messageValues` are the limits the password messages quote (validationMessageValues).
 */
export function ResetPasswordForm({ token, messageValues }: { token: string; messageValues: Record<string, number> }) {
  const t = useTranslations('PasswordReset');
  const tv = useTranslations('ParticipantValidation');
  const [state, action, pending] = useActionState<TResetState, FormData>(resetPasswordAction, {});
  if (state.state) return <ResetLinkProblem state={state.state} />;

  const fieldError = (field: 'password' | 'passwordConfirm') => {
    const key = state.fieldErrors?.[field]?.[0];
    if (!key) return undefined;
    // The password rule is registration's (ParticipantValidation.participant.password*).
    return key.startsWith('participant.') ? tv(key as never, messageValues as never) : t(`errors.${key}` as never);
  };
  const formMessage = formMessageOf(t, state, { fixFields: true });

  return (
    <AuthForm action={action} label={t('resetTitle')} testId="reset-form" formMessage={formMessage} errorTestId="reset-error" hidden={<input type="hidden" name="token" value={token} />}>
      <PasswordField name="password" label={t('newPassword')} autoComplete="new-password" invalid={Boolean(state.fieldErrors?.password)} helperText={fieldError('password') ?? t('passwordHint')} testId="reset-password" />
      <PasswordField name="passwordConfirm" label={t('verifyPassword')} autoComplete="new-password" invalid={Boolean(state.fieldErrors?.passwordConfirm)} helperText={fieldError('passwordConfirm')} testId="reset-password-confirm" />
      <SubmitButton pending={pending} label={t('save')} pendingLabel={t('saving')} testId="reset-submit" />
    </AuthForm>
  );
}
