'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EMAIL_MAX, PASSWORD_MAX } from '@/lib/constants';
import { FormAlert, waitMinutes } from './FormAlert';

/**
 * The fields of the account forms (sign in, forgot and reset password): plain inputs posted to
 * a server action, each with its label, autocomplete, length limit and translated message.
 */
type TAuthFieldProps = {
  name: string;
  label: string;
  autoComplete: string;
  /** Whether the server refused the field (shown red even without a message). */
  invalid: boolean;
  helperText?: string;
  testId: string;
};

export function EmailField({ defaultValue, ...props }: TAuthFieldProps & { defaultValue: string }) {
  return <AuthField {...props} type="email" maxLength={EMAIL_MAX} defaultValue={defaultValue} />;
}

export function PasswordField(props: TAuthFieldProps) {
  return <AuthField {...props} type="password" maxLength={PASSWORD_MAX} />;
}

function AuthField({
  name,
  label,
  autoComplete,
  invalid,
  helperText,
  testId,
  type,
  maxLength,
  defaultValue,
}: TAuthFieldProps & { type: 'email' | 'password'; maxLength: number; defaultValue?: string }) {
  return (
    <TextField
      name={name}
      type={type}
      label={label}
      defaultValue={defaultValue}
      required
      fullWidth
      autoComplete={autoComplete}
      error={invalid}
      helperText={helperText}
      slotProps={{ htmlInput: { maxLength, 'data-testid': testId } }}
    />
  );
}

/**
 * An account form posted to its server action (it works without JavaScript): a notice, the
 * form-level error, hidden values, then the fields one under the other.
 */
export function AuthForm({
  action,
  label,
  testId,
  notice,
  formMessage,
  errorTestId,
  hidden,
  children,
}: {
  action: (form: FormData) => void;
  label: string;
  testId: string;
  notice?: ReactNode;
  formMessage: string | null;
  errorTestId: string;
  hidden?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="form" action={action} noValidate aria-label={label} data-testid={testId}>
      {notice}
      {formMessage ? (
        <FormAlert severity="error" testId={errorTestId}>
          {formMessage}
        </FormAlert>
      ) : null}
      {hidden}
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** The form's submit button, disabled while the server action runs. */
export function SubmitButton({ pending, label, pendingLabel, testId }: { pending: boolean; label: string; pendingLabel: string; testId: string }) {
  return (
    <div>
      <Button type="submit" variant="contained" disabled={pending} data-testid={testId}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

type TFormErrorState = { formError?: string; retryAfterSeconds?: number; fieldErrors?: unknown };

/**
 * The form-level message of an answer: the wait after too many tries, the server's refusal, or
 * (when `fixFields` is given) "fix the fields" for field errors alone; null when all is well.
 */
export function formMessageOf(
  t: (key: never, values?: never) => string,
  state: TFormErrorState,
  options: { fixFields?: boolean } = {},
): string | null {
  // The keys are the form's own namespace (Login.errors, PasswordReset.errors).
  const translate = t as unknown as (key: string, values?: Record<string, number>) => string;
  if (state.formError === 'rateLimited') return translate('errors.rateLimited', { minutes: waitMinutes(state.retryAfterSeconds) });
  if (state.formError) return translate(`errors.${state.formError}`);
  if (options.fixFields && state.fieldErrors) return translate('errors.fixFields');
  return null;
}
