'use client';

import { useId, useMemo, type ChangeEvent } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { FieldGroup, RadioGroupControl, SelectControl, TextControl } from '@/components/forms/controls';
import forms from '@/components/forms/forms.module.css';
import { countryOptions } from '@/lib/validation/countries';
import { maskAddress, maskPhone, maskPostalCode } from '@/lib/validation/masks';
import { calendarDay } from '@/lib/i18n/calendar-day';
import { BIRTH_YEAR_MIN, GENDERS, RELATIONSHIPS, validationMessageValues } from '@/lib/validation/participant-rules';
import { EMAIL_MAX, NAME_INPUT_MAX, PASSWORD_MAX } from '@/lib/constants';

/**
 * The person form parts shared by the registration steps and the family members forms. Every
 * input is labelled, says aria-invalid when wrong and is described by its translated message;
 * they read the surrounding react-hook-form (FormProvider) by field name.
 */

/** Translate a `ParticipantValidation` key (from the shared schema) with the limits it quotes. */
export function useValidationMessage(): (key: string | undefined) => string | undefined {
  const t = useTranslations('ParticipantValidation');
  const translate = t as unknown as (key: string, values: Record<string, number>) => string;
  return (key) => (key && t.has(key as never) ? translate(key, validationMessageValues) : key ? t('generic') : undefined);
}

function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const message = useValidationMessage();
  return message((get(errors, name) as { message?: string } | undefined)?.message);
}

/** The props that bind a native input or select to a form field by name (value, change, blur, ref). */
function useBoundInput(name: string, transform?: (value: string) => string) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => field.onChange(transform ? transform(e.target.value) : e.target.value),
    onBlur: field.onBlur,
    ref: field.ref,
  };
}

type TOption = { value: string; label: string };

const MASKS = { phone: maskPhone, address: maskAddress, postal: maskPostalCode } as const;

type TTextInputProps = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  mask?: keyof typeof MASKS;
  required?: boolean;
  hint?: string;
  maxLength?: number;
  testId?: string;
  /** The field's place in a grid (`forms.full` spans the row). */
  className?: string;
};

export function TextInput({ name, label, type = 'text', autoComplete, mask, required = false, hint, maxLength, testId, className }: TTextInputProps) {
  const bound = useBoundInput(name, mask ? MASKS[mask] : undefined);
  const error = useFieldError(name);
  return (
    <TextControl
      {...bound}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      error={error}
      hint={hint}
      maxLength={maxLength}
      inputMode={mask === 'phone' ? 'tel' : undefined}
      testId={testId}
      className={className}
    />
  );
}

type TSelectInputProps = {
  name: string;
  label: string;
  options: TOption[];
  required?: boolean;
  placeholder: string;
  autoComplete?: string;
  testId?: string;
  className?: string;
};

/**
 * A native select of the form (keyboard and screen-reader friendly everywhere, and simple to
 * fill) with an empty first choice and the field's message.
 */
export function SelectInput({ name, label, options, required = false, placeholder, autoComplete, testId, className }: TSelectInputProps) {
  const bound = useBoundInput(name);
  const error = useFieldError(name);
  return (
    <SelectControl
      {...bound}
      label={label}
      options={options}
      placeholder={placeholder}
      required={required}
      autoComplete={autoComplete}
      error={error}
      testId={testId}
      className={className}
    />
  );
}

/** Radio buttons in a fieldset (gender, the guardian choice); its message is the fieldset's. */
export function RadioInput({ name, legend, options, testId, className }: { name: string; legend: string; options: TOption[]; testId?: string; className?: string }) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const error = useFieldError(name);
  return (
    <RadioGroupControl
      name={field.name}
      legend={legend}
      options={options}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error}
      required
      testId={testId}
      className={className}
    />
  );
}

/** Birth date as three selects (year, month, day) under one legend and one message. */
export function BirthDateInput({ name, legend, testId, className }: { name: string; legend: string; testId?: string; className?: string }) {
  const t = useTranslations('Registration');
  const locale = useLocale();
  const { errors } = useFormState({ name });
  const message = useValidationMessage();
  const partError = (part: string) => (get(errors, `${name}.${part}`) as { message?: string } | undefined)?.message;
  const errorKey = partError('year') ?? partError('month') ?? partError('day');
  const error = message(errorKey);
  const id = useId();
  const errorId = `${id}-error`;

  const years = useMemo(() => {
    const current = Number(calendarDay(new Date()).slice(0, 4));
    return Array.from({ length: current - BIRTH_YEAR_MIN + 1 }, (_, i) => String(current - i));
  }, []);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: format.format(new Date(Date.UTC(2000, i, 1))) }));
  }, [locale]);
  const days = Array.from({ length: 31 }, (_, i) => String(i + 1));

  const part = (key: 'year' | 'month' | 'day', label: string, options: TOption[]) => (
    <PartSelect name={`${name}.${key}`} label={label} options={options} placeholder={t('choose')} describedBy={error ? errorId : undefined} invalid={Boolean(error)} testId={testId ? `${testId}-${key}` : undefined} />
  );

  return (
    <FieldGroup legend={legend} error={error} required testId={testId} className={className} messageId={errorId}>
      <div className={forms.grid3}>
        {part('year', t('fields.year'), years.map((y) => ({ value: y, label: y })))}
        {part('month', t('fields.month'), months)}
        {part('day', t('fields.day'), days.map((d) => ({ value: d, label: d })))}
      </div>
    </FieldGroup>
  );
}

/** One part of the birth date; its message is the fieldset's (described by `describedBy`). */
function PartSelect({ name, label, options, placeholder, describedBy, invalid, testId }: { name: string; label: string; options: TOption[]; placeholder: string; describedBy?: string; invalid: boolean; testId?: string }) {
  const bound = useBoundInput(name);
  return <SelectControl {...bound} label={label} options={options} placeholder={placeholder} invalid={invalid} aria-describedby={describedBy} testId={testId} />;
}

/** First and last name, gender and birth date (participant, new guardian, minor). */
export function PersonFields({ prefix, testId }: { prefix: string; testId: string }) {
  const t = useTranslations('Registration');
  const p = (field: string) => (prefix ? `${prefix}.${field}` : field);
  return (
    <div className={forms.grid}>
      <TextInput name={p('firstName')} label={t('fields.firstName')} required autoComplete={prefix === 'minor' ? 'off' : 'given-name'} maxLength={NAME_INPUT_MAX} testId={`${testId}-firstName`} />
      <TextInput name={p('lastName')} label={t('fields.lastName')} required autoComplete={prefix === 'minor' ? 'off' : 'family-name'} maxLength={NAME_INPUT_MAX} testId={`${testId}-lastName`} />
      <RadioInput name={p('gender')} legend={t('fields.gender')} options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))} className={forms.full} testId={`${testId}-gender`} />
      <BirthDateInput name={p('birthDate')} legend={t('fields.birthDate')} className={forms.full} testId={`${testId}-birthDate`} />
    </div>
  );
}

/** Email and password, each entered twice. */
export function LoginFields({ prefix, testId, emailHint }: { prefix: string; testId: string; emailHint?: string }) {
  const t = useTranslations('Registration');
  const p = (field: string) => `${prefix}.${field}`;
  return (
    <div className={forms.grid}>
      <TextInput name={p('email')} type="email" label={t('fields.email')} required autoComplete="email" maxLength={EMAIL_MAX} hint={emailHint} testId={`${testId}-email`} />
      <TextInput name={p('emailConfirmation')} type="email" label={t('fields.emailConfirmation')} required autoComplete="off" maxLength={EMAIL_MAX} testId={`${testId}-emailConfirmation`} />
      <TextInput name={p('password')} type="password" label={t('fields.password')} required autoComplete="new-password" hint={t('passwordHint', validationMessageValues)} maxLength={PASSWORD_MAX} testId={`${testId}-password`} />
      <TextInput name={p('passwordConfirmation')} type="password" label={t('fields.passwordConfirmation')} required autoComplete="new-password" maxLength={PASSWORD_MAX} testId={`${testId}-passwordConfirmation`} />
    </div>
  );
}

/** Phone, address, country, state, city, postal code and area, with the input masks. */
export function ContactFields({ prefix, testId }: { prefix: string; testId: string }) {
  const t = useTranslations('Registration');
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale).map((c) => ({ value: c.code, label: c.name })), [locale]);
  const p = (field: string) => `${prefix}.${field}`;
  return (
    <div className={forms.grid}>
      <TextInput name={p('phone')} type="tel" mask="phone" label={t('fields.phone')} required autoComplete="tel-national" hint={t('phoneHint')} testId={`${testId}-phone`} />
      <TextInput name={p('address')} mask="address" label={t('fields.address')} required autoComplete="street-address" hint={t('addressHint')} className={forms.full} testId={`${testId}-address`} />
      <SelectInput name={p('country')} label={t('fields.country')} options={countries} required placeholder={t('choose')} autoComplete="country" testId={`${testId}-country`} />
      <TextInput name={p('state')} label={t('fields.state')} required autoComplete="address-level1" maxLength={NAME_INPUT_MAX} testId={`${testId}-state`} />
      <TextInput name={p('city')} label={t('fields.city')} required autoComplete="address-level2" maxLength={NAME_INPUT_MAX} testId={`${testId}-city`} />
      <TextInput name={p('zip')} mask="postal" label={t('fields.zip')} required autoComplete="postal-code" hint={t('zipHint')} testId={`${testId}-zip`} />
      <TextInput name={p('area')} label={t('fields.area')} autoComplete="off" maxLength={NAME_INPUT_MAX} hint={t('optional')} testId={`${testId}-area`} />
    </div>
  );
}

/** The emergency contact: names, a cell or a phone, an optional email. */
export function EmergencyFields({ prefix, testId }: { prefix: string; testId: string }) {
  const t = useTranslations('Registration');
  const p = (field: string) => `${prefix}.${field}`;
  return (
    <div className={forms.grid}>
      <TextInput name={p('firstName')} label={t('fields.firstName')} required autoComplete="off" maxLength={NAME_INPUT_MAX} testId={`${testId}-firstName`} />
      <TextInput name={p('lastName')} label={t('fields.lastName')} required autoComplete="off" maxLength={NAME_INPUT_MAX} testId={`${testId}-lastName`} />
      <TextInput name={p('cell')} type="tel" mask="phone" label={t('fields.cell')} autoComplete="off" hint={t('cellOrPhoneHint')} testId={`${testId}-cell`} />
      <TextInput name={p('phone')} type="tel" mask="phone" label={t('fields.phone')} autoComplete="off" hint={t('cellOrPhoneHint')} testId={`${testId}-phone`} />
      <TextInput name={p('email')} type="email" label={t('fields.emergencyEmail')} autoComplete="off" maxLength={EMAIL_MAX} hint={t('optional')} testId={`${testId}-email`} />
    </div>
  );
}

/** The 17 relationship choices of the seed. */
export function RelationshipSelect({ name, label, testId }: { name: string; label: string; testId?: string }) {
  const t = useTranslations('Registration');
  return (
    <SelectInput
      name={name}
      label={label}
      required
      placeholder={t('choose')}
      options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationships.${r}`) }))}
      testId={testId}
    />
  );
}
