import styles from './events.module.css';

/**
 * An event or race status as a small badge (live/running ones in red, with a pulsing dot).
 * `label` is the translated status; plain markup, so long lists stay cheap to render.
 */
export function StatusBadge({ status, label, testId }: { status: string; label: string; testId?: string }) {
  return (
    <span className={styles.badge} data-status={status} data-testid={testId}>
      {label}
    </span>
  );
}
