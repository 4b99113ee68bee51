'use client';

import { useId, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
import { PROMO_CODE_MAX } from '@/lib/validation/spectator-rules';
import styles from './spectators.module.css';
import type { TStepActionResult } from './types';
import { useStepMessage } from './useStepMessage';

/** Step 4: enter a promo code; the summary is recomputed on the server. The code stays on a refusal. */
export function PromoCodeForm({ apply }: { apply: (code: string) => Promise<TStepActionResult> }) {
  const t = useTranslations('SpectatorUi.summary');
  const message = useStepMessage();
  const router = useRouter();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (code.trim() === '') {
      setError(message('promoInvalid'));
      return;
    }
    startTransition(async () => {
      try {
        const result = await apply(code);
        if (result.ok) {
          setCode('');
          router.refresh();
        } else setError(message(result.error, result.params));
      } catch {
        setError(message('unexpected'));
      }
    });
  };

  return (
    <form noValidate onSubmit={submit} className={styles.promoForm} data-testid="promo-form">
      <div className={[forms.field, error ? forms.invalid : ''].join(' ')}>
        <label htmlFor={id} className={forms.label}>
          {t('promoCode')}
        </label>
        <div className={styles.promoRow}>
          <input
            id={id}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={PROMO_CODE_MAX}
            autoCapitalize="characters"
            className={`${forms.input} ${styles.promoInput}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-message` : undefined}
            data-testid="promo-input"
          />
          <button type="submit" className={buttons.outlined} disabled={pending} data-testid="promo-apply">
            {t('applyPromo')}
          </button>
        </div>
        {error ? (
          <p id={`${id}-message`} className={forms.message} role="alert" data-testid="promo-error">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
