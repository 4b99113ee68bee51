'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { resetPasswordAction, type TResetState } from './actions';
import { FormAlert, waitMinutes } from './FormAlert';
import { ResetLinkProblem } from './ResetLinkProblem';
import { PASSWORD_MAX } from '@/lib/constants';

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
  const formMessage =
    state.formError === 'rateLimited'
      ? t('errors.rateLimited', { minutes: waitMinutes(state.retryAfterSeconds) })
      : state.formError
        ? t(`errors.${state.formError}`)
        : state.fieldErrors
          ? t('errors.fixFields')
          : null;

  return (
    <Box component="form" action={action} noValidate aria-label={t('resetTitle')} data-testid="reset-form">
      {formMessage ? (
        <FormAlert severity="error" testId="reset-error">
          {formMessage}
        </FormAlert>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <Stack spacing={2}>
        <TextField
          name="password"
          type="password"
          label={t('newPassword')}
          required
          fullWidth
          autoComplete="new-password"
          error={Boolean(state.fieldErrors?.password)}
          helperText={fieldError('password') ?? t('passwordHint')}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX, 'data-testid': 'reset-password' } }}
        />
        <TextField
          name="passwordConfirm"
          type="password"
          label={t('verifyPassword')}
          required
          fullWidth
          autoComplete="new-password"
          error={Boolean(state.fieldErrors?.passwordConfirm)}
          helperText={fieldError('passwordConfirm')}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX, 'data-testid': 'reset-password-confirm' } }}
        />
        <div>
          <Button type="submit" variant="contained" disabled={pending} data-testid="reset-submit">
            {pending ? t('saving') : t('save')}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
