import { getTranslations } from 'next-intl/server';
import type { TStep } from './steps';
import styles from './spectators.module.css';

export const STEP_KEYS = ['buyer', 'buyerWaiver', 'spectators', 'payment'] as const;

/**
 * The four steps of the seed's spectator registration, as an ordered list: done, current (announced
 * as the current step) and to come. Plain HTML: no script for a progress display.
 */
export async function StepperNav({ current, done }: { current: TStep; done: number }) {
  const t = await getTranslations('SpectatorUi.steps');
  return (
    <nav aria-label={t('label')} className={styles.steps} data-testid="stepper" data-step={current}>
      <ol>
        {STEP_KEYS.map((key, i) => {
          const n = (i + 1) as TStep;
          const state = n === current ? 'current' : n <= done ? 'done' : 'todo';
          return (
            <li key={key} data-state={state} aria-current={n === current ? 'step' : undefined} data-testid={`step-${n}`}>
              <span className={styles.stepNumber} aria-hidden="true">
                {state === 'done' ? '✓' : n}
              </span>
              <span className={styles.stepLabel}>
                {t(key)}
                {state === 'done' ? <span className="visually-hidden"> ({t('done')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
