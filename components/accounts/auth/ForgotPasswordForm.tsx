'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EMAIL_MAX, RESET_MAIL_WITHIN_MINUTES } from '@/lib/constants';
import { forgotPasswordAction, type TForgotState } from './actions';
import { FormAlert, waitMinutes } from './FormAlert';

/** Ask for a reset link; the answer is the same whether or not an account uses the address. */
export function ForgotPasswordForm() {
  const t = useTranslations('PasswordReset');
  const [state, action, pending] = useActionState<TForgotState, FormData>(forgotPasswordAction, { email: '' });
  const emailError = state.fieldErrors?.email?.[0];
  const formMessage =
    state.formError === 'rateLimited'
      ? t('errors.rateLimited', { minutes: waitMinutes(state.retryAfterSeconds) })
      : state.formError
        ? t(`errors.${state.formError}`)
        : null;

  return (
    <Box component="form" action={action} noValidate aria-label={t('forgotTitle')} data-testid="forgot-form">
      {state.sent ? (
        <FormAlert severity="success" testId="forgot-sent">
          {t('sent', { email: state.email.trim(), minutes: RESET_MAIL_WITHIN_MINUTES })}
        </FormAlert>
      ) : null}
      {formMessage ? (
        <FormAlert severity="error" testId="forgot-error">
          {formMessage}
        </FormAlert>
      ) : null}
      <Stack spacing={2}>
        <TextField
          name="email"
          type="email"
          label={t('email')}
          defaultValue={state.email}
          key={`email-${state.email}-${state.sent ? 1 : 0}`}
          required
          fullWidth
          autoComplete="email"
          error={Boolean(emailError)}
          helperText={emailError ? t(`errors.${emailError}` as never) : undefined}
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX, 'data-testid': 'forgot-email' } }}
        />
        <div>
          <Button type="submit" variant="contained" disabled={pending} data-testid="forgot-submit">
            {pending ? t('sending') : t('send')}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
