'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { TFormState } from './actions';
import styles from './organiser.module.css';

/** The form's outcome: saved, or why not (a message key of Organiser.saved / Organiser.errors). */
export function FormStatus({ state, testId }: { state: TFormState; testId: string }) {
  const t = useTranslations('Organiser');
  if (state.saved) {
    return (
      <p role="status" className={`${styles.status} ${styles.statusOk}`} data-testid={`${testId}-saved`}>
        {t(`saved.${state.saved}` as 'saved.tickets')}
      </p>
    );
  }
  const fields = Object.keys(state.fields ?? {}).length;
  if (state.error || fields > 0) {
    return (
      <p role="alert" className={`${styles.status} ${styles.statusError}`} data-testid={`${testId}-error`}>
        {state.error ? t(`errors.${state.error}` as 'errors.failed') : t('errors.fields', { count: fields })}
      </p>
    );
  }
  return null;
}

/** A labelled field with its refusal under it, tied by aria-describedby. */
export function Field({
  name,
  label,
  hint,
  state,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  state: TFormState;
  children: (props: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const t = useTranslations('Organiser');
  const error = state.fields?.[name];
  const id = `f-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, name, ...(error ? { 'aria-invalid': true as const } : {}), 'aria-describedby': described })}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error} data-testid={`error-${name}`}>
          {t(`errors.${error}` as 'errors.failed')}
        </span>
      )}
    </div>
  );
}

/** The value a field shows: what was sent when the form was refused, else the saved one. */
export function valueOf(state: TFormState, name: string, saved: string): string {
  return state.values && name in state.values ? state.values[name]! : saved;
}
