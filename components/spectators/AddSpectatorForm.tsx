'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { LOCALES } from '@/lib/constants';
import { RELATIONSHIPS } from '@/lib/db/schema/account-values';
import { isMinor } from '@/lib/validation/participant';
import { spectatorSchema, type TSpectatorInput } from '@/lib/validation/spectators';
import { FormTextField, GenderRadios, SelectField, SubmitRow, useStepAction } from './form-parts';
import type { TStepActionResult } from './types';

export type TFamilyMinor = { accountId: number; firstName: string; lastName: string; gender: string; birthDate: string; relationship: string };

type TValues = { firstName: string; lastName: string; gender: string; birthDate: string; email: string; relationship: string; locale: string };
type TField = keyof TValues;

const BIRTH_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Step 3: add a spectator. An adult needs an email (their waiver link goes there, in the language
 * chosen); a minor needs the buyer's relationship to them (the buyer signs as parent or guardian).
 * The form switches between the two as soon as the date of birth says which. The buyer's family
 * minors can be filled in with one click. Checked here and on the server with the same schema.
 */
export function AddSpectatorForm({
  add,
  familyMinors = [],
}: {
  add: (input: TSpectatorInput) => Promise<TStepActionResult>;
  familyMinors?: TFamilyMinor[];
}) {
  const t = useTranslations('SpectatorUi.add');
  const tg = useTranslations('SpectatorUi.genders');
  const tr = useTranslations('SpectatorUi.relationships');
  const tl = useTranslations('SpectatorUi.languages');
  const locale = useLocale();
  const router = useRouter();
  const [status, setStatus] = useState<string | null>(null);
  const empty: TValues = { firstName: '', lastName: '', gender: '', birthDate: '', email: '', relationship: '', locale };
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TValues>({
    // raw: the form keeps what was typed; the server applies the schema's transforms.
    resolver: zodResolver(spectatorSchema(), undefined, { raw: true }) as never,
    defaultValues: empty,
    // Checked on submit, then as fields change (no checks on blur, which would re-render the
    // form while a click is under way).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { run, pending, formError, setFormError, message } = useStepAction((field, key) => setError(field as TField, { message: key }));
  const birthDate = useWatch({ control, name: 'birthDate' });
  const minor = BIRTH_DATE.test(birthDate) && isMinor(birthDate, new Date());

  const onSubmit = handleSubmit((values) => {
    setStatus(null);
    const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
    const input: TSpectatorInput = minor
      ? { firstName: values.firstName, lastName: values.lastName, gender: values.gender, birthDate: values.birthDate, relationship: values.relationship }
      : { firstName: values.firstName, lastName: values.lastName, gender: values.gender, birthDate: values.birthDate, email: values.email, locale: values.locale as (typeof LOCALES)[number] };
    run(
      () => add(input),
      (result) => {
        reset(empty);
        setStatus(minor ? t('addedMinor', { name }) : result.mailed === false ? t('addedNotMailed', { name }) : t('addedAdult', { name }));
        router.refresh();
      },
    );
  });

  const errorText = (field: TField) => {
    const key = errors[field]?.message;
    return key ? message(key) : undefined;
  };

  const fill = (m: TFamilyMinor) => {
    reset({ ...empty, firstName: m.firstName, lastName: m.lastName, gender: m.gender, birthDate: m.birthDate, relationship: m.relationship });
    setStatus(null);
    setFormError(null);
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="add-spectator-title" data-testid="add-spectator-form">
      <Typography id="add-spectator-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {familyMinors.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <Typography variant="body2">{t('family')}</Typography>
          {familyMinors.map((m) => (
            <Button key={m.accountId} size="small" variant="outlined" onClick={() => fill(m)} data-testid="family-minor">
              {t('fill', { name: `${m.firstName} ${m.lastName}` })}
            </Button>
          ))}
        </Box>
      ) : null}
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="add-spectator-error">
          {formError}
        </Alert>
      ) : null}
      <Box role="status" aria-live="polite">
        {status ? (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="add-spectator-done">
            {status}
          </Alert>
        ) : null}
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField registration={register('firstName')} label={t('firstName')} errorText={errorText('firstName')} testId="spectator-firstName" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField registration={register('lastName')} label={t('lastName')} errorText={errorText('lastName')} testId="spectator-lastName" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <GenderRadios control={control} name="gender" labelId="spectator-gender-label" legend={t('gender')} genderLabel={tg} errorText={errorText('gender')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField registration={register('birthDate')} label={t('birthDate')} type="date" errorText={errorText('birthDate')} hint={t('birthDateHint')} testId="spectator-birthDate" />
        </Grid>
        {minor ? (
          <Grid size={12}>
            <Alert severity="info" sx={{ mb: 2 }} data-testid="minor-note">
              {t('minorNote')}
            </Alert>
            <SelectField
              control={control}
              name="relationship"
              label={t('relationship')}
              options={RELATIONSHIPS.map((r) => ({ value: r, label: tr(r) }))}
              required
              errorText={errorText('relationship')}
              testId="relationship-select"
              inputTestId="relationship-input"
            />
          </Grid>
        ) : (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField registration={register('email')} label={t('email')} type="email" errorText={errorText('email')} hint={t('emailHint')} testId="spectator-email" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectField control={control} name="locale" label={t('language')} options={LOCALES.map((l) => ({ value: l, label: tl(l) }))} hint={t('languageHint')} testId="language-select" />
            </Grid>
          </>
        )}
        <SubmitRow pending={pending} label={t('submit')} pendingLabel={t('adding')} testId="add-spectator-submit" />
      </Grid>
    </Box>
  );
}
