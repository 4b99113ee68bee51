'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
      <Box>
        {onBack ? (
          <Button type="button" variant="outlined" onClick={onBack} data-testid="registration-back">
            {backLabel}
          </Button>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {onSkip ? (
          <Button type="button" variant="text" onClick={onSkip} data-testid="registration-skip">
            {skipLabel}
          </Button>
        ) : null}
        <Button type={onNext ? 'button' : 'submit'} variant="contained" onClick={onNext} disabled={nextDisabled} data-testid={testId}>
          {nextLabel}
        </Button>
      </Box>
    </Box>
  );
}

