'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import Typography from '@mui/material/Typography';
import { LOCALES } from '@/lib/constants';
import { GENDERS, RELATIONSHIPS } from '@/lib/db/schema/account-values';
import { isMinor } from '@/lib/validation/participant';
import { spectatorSchema, type TSpectatorInput } from '@/lib/validation/spectators';
import type { TStepActionResult } from './types';
import { useStepMessage } from './useStepMessage';

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
  const message = useStepMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
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
  const birthDate = useWatch({ control, name: 'birthDate' });
  const minor = BIRTH_DATE.test(birthDate) && isMinor(birthDate, new Date());

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    setStatus(null);
    const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
    const input: TSpectatorInput = minor
      ? { firstName: values.firstName, lastName: values.lastName, gender: values.gender, birthDate: values.birthDate, relationship: values.relationship }
      : { firstName: values.firstName, lastName: values.lastName, gender: values.gender, birthDate: values.birthDate, email: values.email, locale: values.locale as (typeof LOCALES)[number] };
    startTransition(async () => {
      try {
        const result = await add(input);
        if (result.ok) {
          reset(empty);
          setStatus(minor ? t('addedMinor', { name }) : result.mailed === false ? t('addedNotMailed', { name }) : t('addedAdult', { name }));
          router.refresh();
          return;
        }
        for (const [field, key] of Object.entries(result.fieldErrors ?? {})) setError(field as TField, { message: key });
        setFormError(message(result.error, result.params));
      } catch {
        setFormError(message('unexpected'));
      }
    });
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
          <TextField {...register('firstName')} slotProps={{ htmlInput: { 'data-testid': 'spectator-firstName' } }} label={t('firstName')} required fullWidth error={Boolean(errors.firstName)} helperText={errorText('firstName')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('lastName')} slotProps={{ htmlInput: { 'data-testid': 'spectator-lastName' } }} label={t('lastName')} required fullWidth error={Boolean(errors.lastName)} helperText={errorText('lastName')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControl error={Boolean(errors.gender)} required>
            <FormLabel id="spectator-gender-label">{t('gender')}</FormLabel>
            <Controller
              name="gender"
              control={control}
              render={({ field }) => (
                <RadioGroup row aria-labelledby="spectator-gender-label" {...field}>
                  {GENDERS.map((g) => (
                    <FormControlLabel key={g} value={g} control={<Radio />} label={tg(g)} />
                  ))}
                </RadioGroup>
              )}
            />
            {errors.gender ? <FormHelperText>{errorText('gender')}</FormHelperText> : null}
          </FormControl>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('birthDate')}
            label={t('birthDate')}
            type="date"
            required
            fullWidth
            error={Boolean(errors.birthDate)}
            helperText={errorText('birthDate') ?? t('birthDateHint')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'spectator-birthDate' } }}
          />
        </Grid>
        {minor ? (
          <Grid size={12}>
            <Alert severity="info" sx={{ mb: 2 }} data-testid="minor-note">
              {t('minorNote')}
            </Alert>
            <Controller
              name="relationship"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  label={t('relationship')}
                  required
                  fullWidth
                  error={Boolean(errors.relationship)}
                  helperText={errorText('relationship')}
                  slotProps={{ select: { inputProps: { 'data-testid': 'relationship-input' } } as never }}
                  data-testid="relationship-select"
                >
                  {RELATIONSHIPS.map((r) => (
                    <MenuItem key={r} value={r}>
                      {tr(r)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        ) : (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...register('email')} slotProps={{ htmlInput: { 'data-testid': 'spectator-email' } }}
                label={t('email')}
                type="email"
                required
                fullWidth
                error={Boolean(errors.email)}
                helperText={errorText('email') ?? t('emailHint')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                name="locale"
                control={control}
                render={({ field }) => (
                  <TextField {...field} select label={t('language')} fullWidth helperText={t('languageHint')} data-testid="language-select">
                    {LOCALES.map((l) => (
                      <MenuItem key={l} value={l}>
                        {tl(l)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
          </>
        )}
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={pending} data-testid="add-spectator-submit">
            {pending ? t('adding') : t('submit')}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
