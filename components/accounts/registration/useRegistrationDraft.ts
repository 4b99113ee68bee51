import { useCallback, useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { emptyDraft, writeStoredDraft, type TRegistrationDraft, type TStepId, type TStoredDraft } from './draft';

/** The parts of the draft that one step's form fills in as a whole. */
export type TDraftPart = 'information' | 'adult' | 'login' | 'contact' | 'emergency';

/**
 * The registration draft: restored from a stored one, written to sessionStorage (never the
 * passwords) with its step as the visitor types, once the page runs in the browser and until
 * the registration is completed.
 */
export function useRegistrationDraft(stored: TStoredDraft | null, step: TStepId, hydrated: boolean) {
  const [draft, setDraft] = useState<TRegistrationDraft>(() => stored?.draft ?? emptyDraft());

  useEffect(() => {
    if (hydrated && step !== 'completed') writeStoredDraft(window.sessionStorage, draft, step);
  }, [draft, step, hydrated]);

  const update = useCallback((part: Partial<TRegistrationDraft>) => setDraft((d) => ({ ...d, ...part })), []);
  /** Merge a step form's values for one part of the draft (as the visitor types). */
  const patch = useCallback(
    (key: TDraftPart) => (values: FieldValues) => setDraft((d) => ({ ...d, [key]: { ...d[key], ...(values[key] as object) } })),
    [],
  );
  return { draft, setDraft, update, patch };
}
