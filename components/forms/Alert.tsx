import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './forms.module.css';

export type TAlertSeverity = 'info' | 'success' | 'warning' | 'error';

/**
 * A message in a coloured box (MUI's standard alert colours, without MUI; docs/decisions/044),
 * with an optional action at its end. The colour is never alone: the text says what happened.
 * Set `role` where the message appears after an action (alert for a refusal, status otherwise).
 */
export function Alert({
  severity,
  action,
  children,
  className,
  ref,
  ...rest
}: { severity: TAlertSeverity; action?: ReactNode; children: ReactNode; ref?: Ref<HTMLDivElement> } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest} ref={ref} className={[styles[severity], className ?? ''].join(' ')}>
      <div className={styles.alertBody}>{children}</div>
      {action ?? null}
    </div>
  );
}
