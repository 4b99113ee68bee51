import type { ReactNode } from 'react';
import styles from './forms.module.css';

export type TStepperStep = {
  key: string;
  label: ReactNode;
  /** A line under the label ("Optional"). */
  optional?: ReactNode;
  /** A step the visitor may go back to. */
  href?: string;
  testId?: string;
};

/**
 * Numbered steps in a row: those done ticked, the current one marked `aria-current="step"`.
 * Below 600px only the numbers show (the labels stay for screen readers). No MUI, no script
 * (docs/decisions/044); `renderLink` makes a step a link (the app's locale-aware link).
 */
export function Stepper({
  steps,
  current,
  isDone,
  label,
  testId,
  renderLink,
}: {
  steps: TStepperStep[];
  current: number;
  isDone: (index: number) => boolean;
  label: string;
  testId?: string;
  renderLink?: (href: string, children: ReactNode) => ReactNode;
}) {
  return (
    <nav aria-label={label} className={styles.stepperNav}>
      <ol className={styles.steps} data-testid={testId}>
        {steps.map((s, i) => {
          const done = isDone(i);
          const classes = [styles.step, done ? styles.stepDone : '', i === current ? styles.stepCurrent : ''].join(' ');
          const text = (
            <span className={styles.stepLabel}>
              {s.label}
              {s.optional ? <span className={styles.stepOptional}>{s.optional}</span> : null}
            </span>
          );
          return (
            <li key={s.key} className={classes} aria-current={i === current ? 'step' : undefined} data-testid={s.testId} data-done={done ? 'true' : undefined}>
              {s.href && renderLink && i !== current ? renderLink(s.href, text) : text}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
