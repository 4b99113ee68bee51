'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { TFormState } from './actions';
import styles from './organiser.module.css';

/**
 * The parts of the organiser area's forms. Their messages (`saved.*`, `errors.*`, `errors.fields`)
 * are in `ns`: `Organiser` for the event and roles forms, the membership-type and series forms have
 * their own namespace (sent to the browser by shared/ScopedIntl.tsx). `idPrefix` names a form's
 * field ids (`${idPrefix}-${name}`) when a page shows several forms of one kind (a form per price
 * range); the event forms keep `f`.
 */
export type TFormNamespace = 'Organiser' | 'OrganiserMemberships' | 'OrganiserSeries';

/** The form's outcome: saved, or why not (a message key of `${ns}.saved` / `${ns}.errors`). */
export function FormStatus({ ns = 'Organiser', state, testId }: { ns?: TFormNamespace; state: TFormState; testId: string }) {
  const t = useTranslations(ns);
  if (state.saved) {
    return (
      <p role="status" className={`${styles.status} ${styles.statusOk}`} data-testid={`${testId}-saved`}>
        {t(`saved.${state.saved}`)}
      </p>
    );
  }
  const fields = Object.keys(state.fields ?? {}).length;
  if (state.error || fields > 0) {
    return (
      <p role="alert" className={`${styles.status} ${styles.statusError}`} data-testid={`${testId}-error`}>
        {state.error ? t(`errors.${state.error}`) : t('errors.fields', { count: fields })}
      </p>
    );
  }
  return null;
}

/** A labelled field with its refusal (a message key of `${ns}.errors`) under it, tied by aria-describedby. */
export function Field({
  ns = 'Organiser',
  idPrefix = 'f',
  name,
  label,
  hint,
  state,
  children,
}: {
  ns?: TFormNamespace;
  idPrefix?: string;
  name: string;
  label: string;
  hint?: string;
  state: TFormState;
  children: (props: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const t = useTranslations(ns);
  const error = state.fields?.[name];
  const id = `${idPrefix}-${name}`;
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
          {t(`errors.${error}`)}
        </span>
      )}
    </div>
  );
}

/** The value a field shows: what was sent when the form was refused, else the saved one. */
export function valueOf(state: TFormState, name: string, saved: string): string {
  return state.values && name in state.values ? state.values[name]! : saved;
}

/** Whether a checkbox is ticked: as sent when the form was refused, else as saved. */
export function tickedOr(state: TFormState, name: string, saved: boolean): boolean {
  return state.values ? state.values[name] === 'on' : saved;
}
