'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
import styles from './spectators.module.css';
import type { TStepActionResult } from './types';
import { useStepMessage } from './useStepMessage';

/**
 * Step 4: pay. The action reserves the tickets, opens the provider's checkout and redirects the
 * browser there; a refusal (not all signed, sold out...) is shown instead.
 */
export function PayButton({ pay, label }: { pay: () => Promise<TStepActionResult>; label: string }) {
  const t = useTranslations('SpectatorUi.summary');
  const message = useStepMessage();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const run = () => {
    setError(null);
    startTransition(async () => {
      try {
        const result = await pay();
        // On success the action redirects: nothing comes back.
        if (result && !result.ok) setError(message(result.error, result.params));
      } catch (error) {
        // A redirect is thrown through by Next itself; anything else is a failure.
        if (!(error instanceof Error && 'digest' in error && String((error as { digest?: unknown }).digest).startsWith('NEXT_REDIRECT'))) {
          setError(message('checkoutFailed'));
        }
      }
    });
  };

  return (
    <div className={styles.actionButton}>
      <button type="button" className={`${buttons.contained} ${styles.secondary} ${styles.large}`} onClick={run} disabled={pending} data-testid="pay-button">
        {pending ? t('redirecting') : label}
      </button>
      {error ? (
        <p className={forms.message} role="alert" data-testid="pay-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
