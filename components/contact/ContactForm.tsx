'use client';

import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { ZContactSchema, type TContactInput } from '@/lib/validation/contact';
import { submitContact } from './actions';
import { Captcha } from './Captcha';

type TField = 'name' | 'email' | 'phone' | 'subject' | 'message';

/**
 * Contact form: validated in the browser and again on the server with the same schema; what the
 * visitor typed stays in the form when sending fails.
 */
export function ContactForm({ organizationId, captchaSiteKey }: { organizationId?: number; captchaSiteKey?: string }) {
  const t = useTranslations('Contact');
  const [status, setStatus] = useState<{ kind: 'idle' } | { kind: 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const [pending, startTransition] = useTransition();
  const [captchaKey, setCaptchaKey] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors },
  } = useForm<TContactInput>({
    resolver: zodResolver(ZContactSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '', website: '', captchaToken: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) => {
    setStatus({ kind: 'idle' });
    startTransition(async () => {
      try {
        const result = await submitContact(values, organizationId);
        if (result.ok) {
          reset();
          setCaptchaKey((k) => k + 1);
          setStatus({ kind: 'sent' });
          return;
        }
        for (const [field, keys] of Object.entries(result.fieldErrors ?? {})) {
          if (keys?.[0]) setError(field as keyof TContactInput, { message: keys[0] });
        }
        if (result.formError === 'rateLimited') {
          setStatus({ kind: 'error', message: t('errors.rateLimited', { minutes: Math.ceil((result.retryAfterSeconds ?? 60) / 60) }) });
        } else if (result.formError === 'captcha') {
          setCaptchaKey((k) => k + 1);
          setStatus({ kind: 'error', message: t('errors.captcha') });
        } else if (result.formError) {
          setStatus({ kind: 'error', message: t('errors.failed') });
        } else {
          setStatus({ kind: 'error', message: t('errors.fixFields') });
        }
      } catch {
        setStatus({ kind: 'error', message: t('errors.failed') });
      }
    });
  });

  const errorText = (field: TField) => {
    const key = errors[field]?.message;
    return key ? t(`errors.${key}` as never) : undefined;
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('formTitle')} data-testid="contact-form">
      {status.kind === 'sent' ? (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 2, bgcolor: 'var(--mui-palette-portal-successFill)', color: 'var(--mui-palette-portal-successFont)', border: '1px solid var(--mui-palette-portal-successBorder)' }}
          data-testid="contact-success"
        >
          {t('sent')}
        </Alert>
      ) : null}
      {status.kind === 'error' ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="contact-error">
          {status.message}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('name')} label={t('name')} required fullWidth autoComplete="name" error={Boolean(errors.name)} helperText={errorText('name')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('email')} label={t('email')} type="email" required fullWidth autoComplete="email" error={Boolean(errors.email)} helperText={errorText('email')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('phone')} label={t('phone')} type="tel" fullWidth autoComplete="tel" error={Boolean(errors.phone)} helperText={errorText('phone') ?? t('phoneHint')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('subject')} label={t('subject')} required fullWidth error={Boolean(errors.subject)} helperText={errorText('subject')} />
        </Grid>
        <Grid size={12}>
          <TextField {...register('message')} label={t('message')} required fullWidth multiline minRows={5} error={Boolean(errors.message)} helperText={errorText('message')} />
        </Grid>
        <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label>
            Website
            <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </label>
        </Box>
        {captchaSiteKey ? (
          <Grid size={12}>
            <Captcha key={captchaKey} siteKey={captchaSiteKey} onToken={(token) => setValue('captchaToken', token)} />
          </Grid>
        ) : null}
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={pending} data-testid="contact-submit">
            {pending ? t('sending') : t('send')}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
