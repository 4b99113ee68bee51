'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import { NextLink } from '@/components/ui/NextLink';
import type { TResetTokenState } from '@/lib/accounts/password-reset';
import { FormAlert } from './FormAlert';

/** Why a reset link cannot be used (expired, used, invalid, undecodable), with a way to a new one. */
export function ResetLinkProblem({ state }: { state: Exclude<TResetTokenState, 'valid'> }) {
  const t = useTranslations('PasswordReset');
  return (
    <div data-testid="reset-link-problem" data-state={state}>
      <FormAlert severity="error" testId="reset-link-state">
        {t(`states.${state}`)}
      </FormAlert>
      <Button component={NextLink} href="/forgotPassword" variant="contained" data-testid="reset-request-new">
        {t('requestNew')}
      </Button>
    </div>
  );
}
