'use client';

import { useActionState, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { ZContactSchema, type TContactFieldErrors } from '@/lib/validation/contact';
import { contactFormAction, type TContactFormState } from './actions';
import { Captcha } from './Captcha';

type TField = 'name' | 'email' | 'phone' | 'subject' | 'message';
type TErrors = Partial<Record<TField, string>>;

const INITIAL: TContactFormState = { values: { name: '', email: '', phone: '', subject: '', message: '' } };

const firstErrors = (fieldErrors: TContactFieldErrors | undefined): TErrors =>
  Object.fromEntries(Object.entries(fieldErrors ?? {}).flatMap(([field, keys]) => (keys?.[0] ? [[field, keys[0]]] : []))) as TErrors;

/** The form's fields checked with the shared schema (the honeypot is the server's business). */
function checkForm(form: HTMLFormElement): TErrors {
  const values = Object.fromEntries([...new FormData(form)].filter(([, v]) => typeof v === 'string'));
  const parsed = ZContactSchema.safeParse({ ...values, website: '' });
  return parsed.success ? {} : firstErrors(z.flattenError(parsed.error).fieldErrors);
}

/**
 * Contact form: a plain POST to the server action (useActionState), so it works before its
 * JavaScript has run and never puts what was typed in the URL. With JavaScript, the same schema
 * checks it first (a field once left is checked as it changes); what the visitor typed stays in
 * the form when sending fails, and the form is cleared once sent.
 */
export function ContactForm({ organizationId, captchaSiteKey }: { organizationId?: number; captchaSiteKey?: string }) {
  const t = useTranslations('Contact');
  const [state, formAction, pending] = useActionState(contactFormAction, INITIAL);
  const [answered, setAnswered] = useState(state);
  const [errors, setErrors] = useState<TErrors>(() => firstErrors(state.fieldErrors));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [captchaToken, setCaptchaToken] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);

  // A new answer from the server: its field errors replace the browser's; a new captcha after a send or a refused one.
  if (answered !== state) {
    setAnswered(state);
    setErrors(firstErrors(state.fieldErrors));
    setTouched(new Set());
    if (state.sent || state.formError === 'captcha') {
      setCaptchaToken('');
      setCaptchaKey((k) => k + 1);
    }
  }

  const recheck = (form: HTMLFormElement | null, name: string) => {
    if (!form || !(name in INITIAL.values)) return;
    const found = checkForm(form)[name as TField];
    setErrors((current) => ({ ...current, [name]: found }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = checkForm(event.currentTarget);
    setErrors(found);
    // Only a form the schema accepts goes to the server (without JavaScript, the server checks it).
    if (Object.keys(found).length > 0) event.preventDefault();
  };
  const onBlur = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name || touched.has(name)) return;
    setTouched((current) => new Set(current).add(name));
    recheck(event.currentTarget, name);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (touched.has(name) || errors[name as TField]) recheck(event.currentTarget, name);
  };

  const formMessage =
    state.formError === 'rateLimited'
      ? t('errors.rateLimited', { minutes: Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60)) })
      : state.formError === 'captcha'
        ? t('errors.captcha')
        : state.formError
          ? t('errors.failed')
          : state.fieldErrors
            ? t('errors.fixFields')
            : null;
  const errorText = (field: TField) => {
    const key = errors[field];
    return key ? t(`errors.${key}` as never) : undefined;
  };
  const field = (name: TField) => ({ name, defaultValue: state.values[name], error: Boolean(errors[name]), helperText: errorText(name) });

  return (
    <Box
      component="form"
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      onBlur={onBlur}
      onChange={onChange}
      aria-label={t('formTitle')}
      data-testid="contact-form"
    >
      {state.sent ? (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 2, bgcolor: 'var(--mui-palette-portal-successFill)', color: 'var(--mui-palette-portal-successFont)', border: '1px solid var(--mui-palette-portal-successBorder)' }}
          data-testid="contact-success"
        >
          {t('sent')}
        </Alert>
      ) : null}
      {formMessage ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="contact-error">
          {formMessage}
        </Alert>
      ) : null}
      {organizationId ? <input type="hidden" name="organizationId" value={organizationId} /> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('name')} label={t('name')} required fullWidth autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('email')} label={t('email')} type="email" required fullWidth autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('phone')} helperText={errorText('phone') ?? t('phoneHint')} label={t('phone')} type="tel" fullWidth autoComplete="tel" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('subject')} label={t('subject')} required fullWidth />
        </Grid>
        <Grid size={12}>
          <TextField {...field('message')} label={t('message')} required fullWidth multiline minRows={5} />
        </Grid>
        <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Box>
        {captchaSiteKey ? (
          <Grid size={12}>
            <input type="hidden" name="captchaToken" value={captchaToken} />
            <Captcha key={captchaKey} siteKey={captchaSiteKey} onToken={setCaptchaToken} />
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
