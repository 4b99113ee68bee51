'use client';

import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Path } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { $ZodType } from 'zod/v4/core';
import { Alert } from '@/components/forms/Alert';
import forms from '@/components/forms/forms.module.css';
import { useLazyZodResolver } from '@/components/forms/lazy-resolver';

/**
 * One step's form: react-hook-form with the step's zod schema (loaded after the page: `schema`
 * imports it, see components/forms/lazy-resolver.ts), values taken from
 * and written back to the draft as the visitor types (so a reload or Back loses nothing), server
 * errors shown on their fields, and focus moved to the first field in error.
 */
export function StepForm({
  schema,
  values,
  onChange,
  onValid,
  serverErrors,
  children,
  actions,
  testId,
  label,
}: {
  /** Loads the step's schema (a dynamic import), once, when the form first validates or the visitor first interacts with the page. */
  schema: () => Promise<$ZodType>;
  values: FieldValues;
  onChange: (values: FieldValues) => void;
  onValid: (values: FieldValues) => void;
  /** Message keys by field path, from the server's answer. */
  serverErrors?: Record<string, string>;
  children: ReactNode;
  actions: ReactNode;
  testId: string;
  label: string;
}) {
  const t = useTranslations('Registration');
  const { resolver, loadFailed } = useLazyZodResolver(schema);
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: values,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const changed = useEffectEvent((current: FieldValues) => onChange(current));

  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values: current }) => changed(current) }), [form]);

  useEffect(() => {
    const entries = Object.entries(serverErrors ?? {});
    entries.forEach(([path, key], i) => form.setError(path as Path<FieldValues>, { type: 'server', message: key }, { shouldFocus: i === 0 }));
  }, [form, serverErrors]);

  return (
    <FormProvider {...form}>
      <form noValidate aria-label={label} data-testid={testId} onSubmit={form.handleSubmit(() => onValid(form.getValues()))} className={forms.stack}>
        {children}
        {loadFailed ? (
          <Alert severity="error" role="alert" data-testid="registration-check-failed">
            {t('errors.failed')}
          </Alert>
        ) : null}
        {actions}
      </form>
    </FormProvider>
  );
}
