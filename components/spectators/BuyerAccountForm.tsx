'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { GENDERS } from '@/lib/db/schema/account-values';
import { qualifySpectatorAccountKey, spectatorAccountSchema, type TSpectatorAccountInput } from '@/lib/validation/spectator-account';
import { announceAccountChange } from '@/components/accounts/auth/account-events';
import type { TStepActionResult } from './types';
import { useStepMessage } from './useStepMessage';

type TField = keyof TSpectatorAccountInput;

/**
 * Step 1 for a visitor without an account: a new adult spectator account (checked in the browser
 * and again on the server with the same schema), signed in at once, and the purchase started.
 * What was typed stays when the server refuses it.
 */
export function BuyerAccountForm({ create }: { create: (input: TSpectatorAccountInput) => Promise<TStepActionResult> }) {
  const t = useTranslations('SpectatorUi.account');
  const tg = useTranslations('SpectatorUi.genders');
  const message = useStepMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = spectatorAccountSchema();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TSpectatorAccountInput>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: { firstName: '', lastName: '', gender: '', birthDate: '', email: '', emailConfirmation: '', password: '', passwordConfirmation: '' },
    // Checked on submit, then as fields change (no checks on blur, which would re-render the
    // form while a click is under way).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    startTransition(async () => {
      try {
        const result = await create(values);
        if (result.ok) {
          // Signed in by the server: the top bar's account entry asks again.
          announceAccountChange();
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
    return key ? message(/^[A-Z]\w*\./.test(key) ? key : qualifySpectatorAccountKey(key)) : undefined;
  };
  const field = (name: TField, props: { label: string; type?: string; autoComplete?: string; hint?: string }) => (
    <TextField
      {...register(name)}
      label={props.label}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      required
      fullWidth
      error={Boolean(errors[name])}
      helperText={errorText(name) ?? props.hint}
      slotProps={{
        htmlInput: { 'data-testid': `buyer-${name}` },
        ...(props.type === 'date' ? { inputLabel: { shrink: true } } : {}),
      }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="buyer-account-title" data-testid="buyer-account-form">
      {formError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="buyer-account-error">
          {formError}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{field('firstName', { label: t('firstName'), autoComplete: 'given-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('lastName', { label: t('lastName'), autoComplete: 'family-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControl error={Boolean(errors.gender)} required>
            <FormLabel id="buyer-gender-label">{t('gender')}</FormLabel>
            <Controller
              name="gender"
              control={control}
              render={({ field: gender }) => (
                <RadioGroup row aria-labelledby="buyer-gender-label" {...gender}>
                  {GENDERS.map((g) => (
                    <FormControlLabel key={g} value={g} control={<Radio />} label={tg(g)} />
                  ))}
                </RadioGroup>
              )}
            />
            {errors.gender ? <FormHelperText>{errorText('gender')}</FormHelperText> : null}
          </FormControl>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('birthDate', { label: t('birthDate'), type: 'date', autoComplete: 'bday', hint: t('adultsOnlyHint') })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('email', { label: t('email'), type: 'email', autoComplete: 'email' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('emailConfirmation', { label: t('emailConfirmation'), type: 'email', autoComplete: 'email' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('password', { label: t('password'), type: 'password', autoComplete: 'new-password', hint: t('passwordHint') })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('passwordConfirmation', { label: t('passwordConfirmation'), type: 'password', autoComplete: 'new-password' })}</Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={pending} data-testid="buyer-account-submit">
            {pending ? t('creating') : t('create')}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
