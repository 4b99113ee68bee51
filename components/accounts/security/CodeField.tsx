'use client';

import { useTranslations } from 'next-intl';
import type { TSecondFactorState } from './actions';
import styles from './security.module.css';

/** The refusal of a code form, translated (SecondFactor.errors), or null. */
export function useErrorText(state: TSecondFactorState): string | null {
  const t = useTranslations('SecondFactor.errors');
  if (!state.error) return null;
  if (state.error === 'rateLimited') return t('rateLimited', { minutes: state.minutes ?? 1 });
  if (state.error === 'wrongCode' && state.attemptsLeft !== undefined) return t('wrongCodeLeft', { count: state.attemptsLeft });
  return t(state.error);
}

/**
 * A code field: a labelled input the phone fills from its one-time-code suggestions, its hint,
 * and the form's refusal under it (tied by aria-describedby). The value is never kept: a refused
 * code is typed again.
 */
export function CodeField({ id, label, hint, error, recovery = false }: { id: string; label: string; hint: string; error: string | null; recovery?: boolean }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="code"
        type="text"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={64}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        data-testid={id}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.alert} data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
