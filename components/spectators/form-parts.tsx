'use client';

import { useState, useTransition, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { GENDERS } from '@/lib/db/schema/account-values';
import type { TStepActionResult } from './types';
import { useStepMessage } from './useStepMessage';

/**
 * The parts the ticket stepper's forms share (the buyer's account, an added spectator): the
 * text inputs, the gender radios, a select bound to the form, and the server call with its answer.
 */

/** Gender as a row of radios under a required legend, with the field's message below. */
export function GenderRadios<T extends FieldValues>({
  control,
  name,
  labelId,
  legend,
  genderLabel,
  errorText,
}: {
  control: Control<T>;
  name: Path<T>;
  labelId: string;
  legend: string;
  genderLabel: (gender: (typeof GENDERS)[number]) => string;
  /** The translated message when the field is wrong. */
  errorText?: string;
}) {
  return (
    <FormControl error={Boolean(errorText)} required>
      <FormLabel id={labelId}>{legend}</FormLabel>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <RadioGroup row aria-labelledby={labelId} {...field}>
            {GENDERS.map((g) => (
              <FormControlLabel key={g} value={g} control={<Radio />} label={genderLabel(g)} />
            ))}
          </RadioGroup>
        )}
      />
      {errorText ? <FormHelperText>{errorText}</FormHelperText> : null}
    </FormControl>
  );
}

/** A MUI select bound to the form, one entry per option. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  errorText,
  hint,
  testId,
  inputTestId,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: { value: string; label: ReactNode }[];
  required?: boolean;
  errorText?: string;
  hint?: string;
  testId: string;
  inputTestId?: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          select
          label={label}
          required={required}
          fullWidth
          error={Boolean(errorText)}
          helperText={errorText ?? hint}
          slotProps={inputTestId ? ({ select: { inputProps: { 'data-testid': inputTestId } } } as never) : undefined}
          data-testid={testId}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A required text input registered with the form; a date input keeps its label above. */
export function FormTextField({
  registration,
  label,
  type = 'text',
  autoComplete,
  errorText,
  hint,
  testId,
}: {
  registration: UseFormRegisterReturn;
  label: string;
  type?: 'text' | 'email' | 'password' | 'date';
  autoComplete?: string;
  errorText?: string;
  hint?: string;
  testId: string;
}) {
  return (
    <TextField
      {...registration}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required
      fullWidth
      error={Boolean(errorText)}
      helperText={errorText ?? hint}
      slotProps={{ htmlInput: { 'data-testid': testId }, ...(type === 'date' ? { inputLabel: { shrink: true } } : {}) }}
    />
  );
}

/** The form's submit button on a row of its own, disabled while the call runs. */
export function SubmitRow({ pending, label, pendingLabel, testId }: { pending: boolean; label: string; pendingLabel: string; testId: string }) {
  return (
    <Grid size={12}>
      <Button type="submit" variant="contained" disabled={pending} data-testid={testId}>
        {pending ? pendingLabel : label}
      </Button>
    </Grid>
  );
}

/**
 * A stepper form's server call: `run` sends it in a transition; on success `onOk`, on a refusal
 * each field's message key goes to its field (`setFieldError`) and the form-level message to
 * `formError`; a call that fails says so. `message` translates the stepper's keys.
 */
export function useStepAction(setFieldError: (field: string, key: string) => void) {
  const message = useStepMessage();
  const [pending, startTransition] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const run = (call: () => Promise<TStepActionResult>, onOk: (result: Extract<TStepActionResult, { ok: true }>) => void) => {
    setFormError(null);
    startTransition(async () => {
      try {
        const result = await call();
        if (result.ok) {
          onOk(result);
          return;
        }
        for (const [field, key] of Object.entries(result.fieldErrors ?? {})) setFieldError(field, key);
        setFormError(message(result.error, result.params));
      } catch {
        setFormError(message('unexpected'));
      }
    });
  };
  return { run, pending, formError, setFormError, message };
}
