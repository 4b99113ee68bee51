'use client';

import { useState, useTransition } from 'react';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { RadioGroupControl, SelectControl, TextControl } from '@/components/forms/controls';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
import { GENDERS } from '@/lib/db/schema/account-values';
import type { TStepActionResult } from './types';
import { useStepMessage } from './useStepMessage';

/**
 * The parts the ticket stepper's forms share (the buyer's account, an added spectator): the
 * text inputs, the gender radios, a select bound to the form, and the server call with its answer.
 * Native controls styled by components/forms (no MUI: docs/decisions/044).
 */

/** Gender as a row of radios under a required legend, with the field's message below. */
export function GenderRadios<T extends FieldValues>({
  control,
  name,
  legend,
  genderLabel,
  errorText,
  testId,
}: {
  control: Control<T>;
  name: Path<T>;
  legend: string;
  genderLabel: (gender: (typeof GENDERS)[number]) => string;
  /** The translated message when the field is wrong. */
  errorText?: string;
  testId?: string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <RadioGroupControl
          name={field.name}
          legend={legend}
          options={GENDERS.map((g) => ({ value: g, label: genderLabel(g) }))}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errorText}
          required
          testId={testId}
        />
      )}
    />
  );
}

/**
 * A native select bound to the form, one entry per option. `inputTestId` (when given) goes on the
 * select and `testId` on its wrapper; otherwise `testId` is the select's.
 */
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
  options: { value: string; label: string }[];
  required?: boolean;
  errorText?: string;
  hint?: string;
  testId: string;
  inputTestId?: string;
}) {
  const select = (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <SelectControl
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          label={label}
          options={options}
          // A required choice starts empty ("—"), as the MUI select did.
          placeholder={required ? '' : undefined}
          required={required}
          error={errorText}
          hint={hint}
          testId={inputTestId ?? testId}
        />
      )}
    />
  );
  return inputTestId ? <div data-testid={testId}>{select}</div> : select;
}

/** A required text input registered with the form. */
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
  return <TextControl {...registration} label={label} type={type} autoComplete={autoComplete} required error={errorText} hint={hint} testId={testId} />;
}

/** The form's submit button on a row of its own, disabled while the call runs. */
export function SubmitRow({ pending, label, pendingLabel, testId }: { pending: boolean; label: string; pendingLabel: string; testId: string }) {
  return (
    <div className={forms.full}>
      <button type="submit" className={buttons.contained} disabled={pending} data-testid={testId}>
        {pending ? pendingLabel : label}
      </button>
    </div>
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
