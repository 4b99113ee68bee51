'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginAction, type TLoginState } from './actions';
import { FormAlert, waitMinutes } from './FormAlert';
import { EMAIL_MAX, PASSWORD_MAX } from '@/lib/constants';

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
  const formMessage =
    state.formError === 'rateLimited'
      ? t('errors.rateLimited', { minutes: waitMinutes(state.retryAfterSeconds) })
      : state.formError
        ? t(`errors.${state.formError}`)
        : state.fieldErrors
          ? t('errors.fixFields')
          : null;

  return (
    <Box component="form" action={action} noValidate aria-label={t('title')} data-testid="login-form">
      {formMessage ? (
        <FormAlert severity="error" testId="login-error">
          {formMessage}
        </FormAlert>
      ) : null}
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <Stack spacing={2}>
        <TextField
          name="email"
          type="email"
          label={t('email')}
          defaultValue={state.email}
          key={`email-${state.email}`}
          required
          fullWidth
          autoComplete="username"
          error={Boolean(state.fieldErrors?.email)}
          helperText={fieldError('email')}
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX, 'data-testid': 'login-email' } }}
        />
        <TextField
          name="password"
          type="password"
          label={t('password')}
          required
          fullWidth
          autoComplete="current-password"
          error={Boolean(state.fieldErrors?.password)}
          helperText={fieldError('password')}
          slotProps={{ htmlInput: { maxLength: PASSWORD_MAX, 'data-testid': 'login-password' } }}
        />
        <div>
          <Button type="submit" variant="contained" disabled={pending} data-testid="login-submit">
            {pending ? t('submitting') : t('submit')}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
