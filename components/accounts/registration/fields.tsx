'use client';

import { useId, useMemo, type ChangeEvent } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { countryOptions } from '@/lib/validation/countries';
import { maskAddress, maskPhone, maskPostalCode } from '@/lib/validation/masks';
import { calendarDay } from '@/lib/i18n/format';
import { BIRTH_YEAR_MIN, GENDERS, RELATIONSHIPS, validationMessageValues } from '@/lib/validation/participant';
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

/** The props that bind an MUI input to a form field by name (value, change, blur, ref) and give it an id. */
function useBoundInput(name: string, transform?: (value: string) => string) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const id = useId();
  return {
    id,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(transform ? transform(e.target.value) : e.target.value),
    onBlur: field.onBlur,
    inputRef: field.ref,
  };
}

type TOption = { value: string; label: string };

/**
 * A native select (keyboard and screen-reader friendly everywhere, and simple to fill) bound to
 * a form field, with an empty first choice.
 */
function NativeSelect({
  bound,
  label,
  options,
  placeholder,
  required,
  autoComplete,
  invalid,
  helperText,
  htmlInput,
}: {
  bound: ReturnType<typeof useBoundInput>;
  label: string;
  options: TOption[];
  placeholder: string;
  required?: boolean;
  autoComplete?: string;
  invalid: boolean;
  helperText?: string;
  htmlInput: Record<string, string | undefined>;
}) {
  return (
    <TextField
      {...bound}
      select
      label={label}
      required={required}
      fullWidth
      autoComplete={autoComplete}
      error={invalid}
      helperText={helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput }}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

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
};

export function TextInput({ name, label, type = 'text', autoComplete, mask, required = false, hint, maxLength, testId }: TTextInputProps) {
  const bound = useBoundInput(name, mask ? MASKS[mask] : undefined);
  const error = useFieldError(name);
  return (
    <TextField
      {...bound}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { maxLength, 'data-testid': testId, inputMode: mask === 'phone' ? 'tel' : undefined } }}
    />
  );
}

type TSelectInputProps = {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  placeholder: string;
  autoComplete?: string;
  testId?: string;
};

/** A select of the form (a native one, see NativeSelect), with the field's message. */
export function SelectInput({ name, label, options, required = false, placeholder, autoComplete, testId }: TSelectInputProps) {
  const bound = useBoundInput(name);
  const error = useFieldError(name);
  return (
    <NativeSelect bound={bound} label={label} options={options} placeholder={placeholder} required={required} autoComplete={autoComplete} invalid={Boolean(error)} helperText={error} htmlInput={{ 'data-testid': testId }} />
  );
}

/** Radio buttons in a fieldset (gender, the guardian choice). */
export function RadioInput({ name, legend, options, testId }: { name: string; legend: string; options: { value: string; label: string }[]; testId?: string }) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const error = useFieldError(name);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required data-testid={testId}>
      <FormLabel component="legend">{legend}</FormLabel>
      <RadioGroup row name={field.name} value={(field.value as string | undefined) ?? ''} onChange={(e) => field.onChange(e.target.value)}>
        {options.map((o, i) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            label={o.label}
            control={
              <Radio
                onBlur={field.onBlur}
                slotProps={{ input: { ref: i === 0 ? field.ref : undefined, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined } }}
              />
            }
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** Birth date as three selects (year, month, day) under one legend and one message. */
export function BirthDateInput({ name, legend, testId }: { name: string; legend: string; testId?: string }) {
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

  const part = (key: 'year' | 'month' | 'day', label: string, options: { value: string; label: string }[]) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <PartSelect name={`${name}.${key}`} label={label} options={options} placeholder={t('choose')} describedBy={error ? errorId : undefined} invalid={Boolean(error)} testId={testId ? `${testId}-${key}` : undefined} />
    </Grid>
  );

  return (
    <FormControl component="fieldset" error={Boolean(error)} required fullWidth data-testid={testId}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <Grid container spacing={2}>
        {part('year', t('fields.year'), years.map((y) => ({ value: y, label: y })))}
        {part('month', t('fields.month'), months)}
        {part('day', t('fields.day'), days.map((d) => ({ value: d, label: d })))}
      </Grid>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** One part of the birth date; its message is the fieldset's (described by `describedBy`). */
function PartSelect({ name, label, options, placeholder, describedBy, invalid, testId }: { name: string; label: string; options: TOption[]; placeholder: string; describedBy?: string; invalid: boolean; testId?: string }) {
  const bound = useBoundInput(name);
  return <NativeSelect bound={bound} label={label} options={options} placeholder={placeholder} invalid={invalid} htmlInput={{ 'aria-describedby': describedBy, 'data-testid': testId }} />;
}

/** First and last name, gender and birth date (participant, new guardian, minor). */
export function PersonFields({ prefix, testId }: { prefix: string; testId: string }) {
  const t = useTranslations('Registration');
  const p = (field: string) => (prefix ? `${prefix}.${field}` : field);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('firstName')} label={t('fields.firstName')} required autoComplete={prefix === 'minor' ? 'off' : 'given-name'} maxLength={NAME_INPUT_MAX} testId={`${testId}-firstName`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('lastName')} label={t('fields.lastName')} required autoComplete={prefix === 'minor' ? 'off' : 'family-name'} maxLength={NAME_INPUT_MAX} testId={`${testId}-lastName`} />
      </Grid>
      <Grid size={12}>
        <RadioInput name={p('gender')} legend={t('fields.gender')} options={GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) }))} testId={`${testId}-gender`} />
      </Grid>
      <Grid size={12}>
        <BirthDateInput name={p('birthDate')} legend={t('fields.birthDate')} testId={`${testId}-birthDate`} />
      </Grid>
    </Grid>
  );
}

/** Email and password, each entered twice. */
export function LoginFields({ prefix, testId, emailHint }: { prefix: string; testId: string; emailHint?: string }) {
  const t = useTranslations('Registration');
  const p = (field: string) => `${prefix}.${field}`;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('email')} type="email" label={t('fields.email')} required autoComplete="email" maxLength={EMAIL_MAX} hint={emailHint} testId={`${testId}-email`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('emailConfirmation')} type="email" label={t('fields.emailConfirmation')} required autoComplete="off" maxLength={EMAIL_MAX} testId={`${testId}-emailConfirmation`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('password')} type="password" label={t('fields.password')} required autoComplete="new-password" hint={t('passwordHint', validationMessageValues)} maxLength={PASSWORD_MAX} testId={`${testId}-password`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('passwordConfirmation')} type="password" label={t('fields.passwordConfirmation')} required autoComplete="new-password" maxLength={PASSWORD_MAX} testId={`${testId}-passwordConfirmation`} />
      </Grid>
    </Grid>
  );
}

/** Phone, address, country, state, city, postal code and area, with the input masks. */
export function ContactFields({ prefix, testId }: { prefix: string; testId: string }) {
  const t = useTranslations('Registration');
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale).map((c) => ({ value: c.code, label: c.name })), [locale]);
  const p = (field: string) => `${prefix}.${field}`;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('phone')} type="tel" mask="phone" label={t('fields.phone')} required autoComplete="tel-national" hint={t('phoneHint')} testId={`${testId}-phone`} />
      </Grid>
      <Grid size={12}>
        <TextInput name={p('address')} mask="address" label={t('fields.address')} required autoComplete="street-address" hint={t('addressHint')} testId={`${testId}-address`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectInput name={p('country')} label={t('fields.country')} options={countries} required placeholder={t('choose')} autoComplete="country" testId={`${testId}-country`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('state')} label={t('fields.state')} required autoComplete="address-level1" maxLength={NAME_INPUT_MAX} testId={`${testId}-state`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('city')} label={t('fields.city')} required autoComplete="address-level2" maxLength={NAME_INPUT_MAX} testId={`${testId}-city`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('zip')} mask="postal" label={t('fields.zip')} required autoComplete="postal-code" hint={t('zipHint')} testId={`${testId}-zip`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('area')} label={t('fields.area')} autoComplete="off" maxLength={NAME_INPUT_MAX} hint={t('optional')} testId={`${testId}-area`} />
      </Grid>
    </Grid>
  );
}

/** The emergency contact: names, a cell or a phone, an optional email. */
export function EmergencyFields({ prefix, testId }: { prefix: string; testId: string }) {
  const t = useTranslations('Registration');
  const p = (field: string) => `${prefix}.${field}`;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('firstName')} label={t('fields.firstName')} required autoComplete="off" maxLength={NAME_INPUT_MAX} testId={`${testId}-firstName`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('lastName')} label={t('fields.lastName')} required autoComplete="off" maxLength={NAME_INPUT_MAX} testId={`${testId}-lastName`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('cell')} type="tel" mask="phone" label={t('fields.cell')} autoComplete="off" hint={t('cellOrPhoneHint')} testId={`${testId}-cell`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('phone')} type="tel" mask="phone" label={t('fields.phone')} autoComplete="off" hint={t('cellOrPhoneHint')} testId={`${testId}-phone`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextInput name={p('email')} type="email" label={t('fields.emergencyEmail')} autoComplete="off" maxLength={EMAIL_MAX} hint={t('optional')} testId={`${testId}-email`} />
      </Grid>
    </Grid>
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
