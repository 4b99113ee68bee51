'use client';

import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';

/** Back, Skip (where a step is optional) and Next of a registration step. */
export function StepActions({
  onBack,
  onSkip,
  onNext,
  nextLabel,
  backLabel,
  skipLabel,
  nextDisabled = false,
  testId = 'registration-next',
}: {
  onBack?: () => void;
  onSkip?: () => void;
  /** Without it, Next submits the step's form. */
  onNext?: () => void;
  nextLabel: string;
  backLabel: string;
  skipLabel: string;
  nextDisabled?: boolean;
  testId?: string;
}) {
  return (
    <div className={forms.actions}>
      <div>
        {onBack ? (
          <button type="button" className={buttons.outlined} onClick={onBack} data-testid="registration-back">
            {backLabel}
          </button>
        ) : null}
      </div>
      <div className={forms.actionsEnd}>
        {onSkip ? (
          <button type="button" className={buttons.text} onClick={onSkip} data-testid="registration-skip">
            {skipLabel}
          </button>
        ) : null}
        <button type={onNext ? 'button' : 'submit'} className={buttons.contained} onClick={onNext} disabled={nextDisabled} data-testid={testId}>
          {nextLabel}
        </button>
      </div>
    </div>
  );
}
