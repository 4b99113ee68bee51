'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/forms/Alert';
import { NextLink } from '@/components/ui/NextLink';

/** What the stepper tells the visitor above the step: the server's refusal or a note on resuming. */
export type TAlert =
  | { kind: 'duplicate'; supportEmail: string; name?: string }
  | { kind: 'rateLimited'; minutes: number }
  | { kind: 'failed' | 'guardianRequired' | 'fixFields' | 'passwordsAgain' };

/** The step's alert; focusable from script (tabIndex -1) so an answer can move focus to it. */
export function RegistrationAlert({ alert, ref }: { alert: TAlert; ref: Ref<HTMLDivElement> }) {
  const t = useTranslations('Registration');
  if (alert.kind === 'duplicate') {
    return (
      <Alert severity="error" role="alert" data-testid="registration-error" ref={ref} tabIndex={-1}>
        {alert.name ? t('errors.duplicatePerson', { name: alert.name, email: alert.supportEmail }) : t('errors.duplicate', { email: alert.supportEmail })}{' '}
        <NextLink href="/forgotPassword" data-testid="registration-forgot-link">
          {t('errors.forgotLink')}
        </NextLink>
        {' · '}
        <a href={`mailto:${alert.supportEmail}`}>{alert.supportEmail}</a>
      </Alert>
    );
  }
  if (alert.kind === 'rateLimited') {
    return (
      <Alert severity="error" role="alert" data-testid="registration-error" ref={ref} tabIndex={-1}>
        {t('errors.rateLimited', { minutes: alert.minutes })}
      </Alert>
    );
  }
  if (alert.kind === 'passwordsAgain') {
    return (
      <Alert severity="info" role="status" data-testid="registration-passwords-again" ref={ref} tabIndex={-1}>
        {t('errors.passwordsAgain')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" data-testid="registration-error" ref={ref} tabIndex={-1}>
      {t(`errors.${alert.kind}`)}
    </Alert>
  );
}
