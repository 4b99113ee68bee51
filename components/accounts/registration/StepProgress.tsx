'use client';

import { useTranslations } from 'next-intl';
import { Stepper } from '@/components/forms/Stepper';
import type { TStepId } from './draft';

/** The steps that apply, the current one marked (aria-current) and those before it completed. */
export function StepProgress({ steps, step }: { steps: TStepId[]; step: TStepId }) {
  const t = useTranslations('Registration');
  const activeIndex = steps.indexOf(step);
  return (
    <Stepper
      label={t('stepsLabel')}
      testId="registration-stepper"
      current={activeIndex}
      isDone={(i) => i < activeIndex || (steps[i] === 'completed' && step === 'completed')}
      steps={steps.map((s) => ({
        key: s,
        label: t(`steps.${s}`),
        optional: s === 'minors' ? t('optionalStep') : undefined,
        testId: `registration-step-${s}`,
      }))}
    />
  );
}
