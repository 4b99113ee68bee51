'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { TStepId } from './draft';

const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The steps that apply, the current one marked (aria-current) and those before it completed. */
export function StepProgress({ steps, step }: { steps: TStepId[]; step: TStepId }) {
  const t = useTranslations('Registration');
  const activeIndex = steps.indexOf(step);
  return (
    <Box component="nav" aria-label={t('stepsLabel')} sx={{ overflowX: 'auto', pb: 1 }}>
      <Stepper
        activeStep={activeIndex}
        alternativeLabel
        data-testid="registration-stepper"
        sx={(theme) => ({
          minWidth: { sm: steps.length * 96 },
          // Small screens show the icons only (the step's title is just below); the labels stay for screen readers.
          [theme.breakpoints.down('sm')]: { '& .MuiStepLabel-labelContainer': VISUALLY_HIDDEN },
        })}
      >
        {steps.map((s, i) => (
          <Step key={s} completed={i < activeIndex || (s === 'completed' && step === 'completed')} aria-current={s === step ? 'step' : undefined} data-testid={`registration-step-${s}`}>
            <StepLabel optional={s === 'minors' ? <Typography variant="caption">{t('optionalStep')}</Typography> : undefined}>{t(`steps.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
