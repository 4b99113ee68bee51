'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
import styles from './spectators.module.css';
import type { TStepActionResult } from './types';
import { useStepMessage } from './useStepMessage';

type TVariant = 'contained' | 'outlined' | 'text';

/** The button classes of a variant, in the primary colour or the error one. */
function buttonClass(variant: TVariant, color: 'primary' | 'error', size: 'small' | 'medium'): string {
  const danger = color === 'error';
  const base: string | undefined =
    variant === 'contained'
      ? danger
        ? buttons.containedDanger
        : buttons.contained
      : variant === 'outlined'
        ? danger
          ? buttons.outlinedDanger
          : buttons.outlined
        : `${buttons.text}${danger ? ` ${styles.dangerText}` : ''}`;
  return size === 'small' ? `${base} ${buttons.small}` : `${base}`;
}

/**
 * A button that runs one stepper action (bound on the server), then re-renders the page from the
 * purchase; a refusal is shown under it. With `confirm`, a dialog asks first.
 */
export function ActionButton({
  action,
  label,
  pendingLabel,
  done,
  confirm,
  testId,
  variant = 'outlined',
  color = 'primary',
  size = 'medium',
}: {
  action: () => Promise<TStepActionResult>;
  label: string;
  pendingLabel?: string;
  /** Announced after success. */
  done?: string;
  confirm?: { title: string; text: string; yes: string };
  testId: string;
  variant?: TVariant;
  color?: 'primary' | 'error';
  size?: 'small' | 'medium';
}) {
  const t = useTranslations('SpectatorUi.common');
  const message = useStepMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const run = () => {
    setAsking(false);
    setError(null);
    setStatus(null);
    startTransition(async () => {
      try {
        const result = await action();
        if (result.ok) {
          if (done) setStatus(done);
          router.refresh();
        } else setError(message(result.error, result.params));
      } catch {
        setError(message('unexpected'));
      }
    });
  };

  return (
    <div className={styles.actionButton}>
      <button type="button" className={buttonClass(variant, color, size)} disabled={pending} onClick={() => (confirm ? setAsking(true) : run())} data-testid={testId}>
        {pending && pendingLabel ? pendingLabel : label}
      </button>
      {error ? (
        <p className={forms.message} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
      <span role="status" className="visually-hidden">
        {status ?? ''}
      </span>
      {confirm ? (
        <ConfirmDialog
          open={asking}
          title={confirm.title}
          text={confirm.text}
          keepLabel={t('keep')}
          confirmLabel={confirm.yes}
          danger={color === 'error'}
          onKeep={() => setAsking(false)}
          onConfirm={run}
          testId={testId}
        />
      ) : null}
    </div>
  );
}
