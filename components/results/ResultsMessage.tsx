import styles from './results.module.css';

export type TResultsMessageKind =
  | 'noRaceSelected'
  | 'noResults'
  | 'notPublic'
  | 'notConfigured'
  | 'raceNotInEvent'
  | 'noClassesSelected'
  | 'fetchFailed';

/** A state of the Results error catalogue (seed §8), as a translated message. */
export function ResultsMessage({ kind, text, error = false }: { kind: TResultsMessageKind; text: string; error?: boolean }) {
  return (
    <p className={`${styles.message} ${error ? styles.messageError : ''}`} role={error ? 'alert' : undefined} data-testid="results-message" data-state={kind}>
      {text}
    </p>
  );
}
