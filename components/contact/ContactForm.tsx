'use client';

import { useActionState, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { Alert } from '@/components/forms/Alert';
import forms from '@/components/forms/forms.module.css';
import button from '@/components/layout/button.module.css';
import { ZContactSchema, type TContactFieldErrors } from '@/lib/validation/contact';
import { contactFormAction, type TContactFormState } from './actions';
import { Captcha } from './Captcha';
import styles from './contact.module.css';

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
  const field = (name: TField) => ({ name, defaultValue: state.values[name], error: errorText(name) });

  return (
    <form action={formAction} noValidate onSubmit={onSubmit} onBlur={onBlur} onChange={onChange} aria-label={t('formTitle')} className={styles.form} data-testid="contact-form">
      {state.sent ? (
        <div role="status" className={styles.sent} data-testid="contact-success">
          {t('sent')}
        </div>
      ) : null}
      {formMessage ? (
        <Alert severity="error" role="alert" data-testid="contact-error">
          {formMessage}
        </Alert>
      ) : null}
      {organizationId ? <input type="hidden" name="organizationId" value={organizationId} /> : null}
      <div className={`${forms.grid} ${styles.fields}`}>
        <Field {...field('name')} label={t('name')} required autoComplete="name" />
        <Field {...field('email')} label={t('email')} type="email" required autoComplete="email" />
        <Field {...field('phone')} hint={t('phoneHint')} label={t('phone')} type="tel" autoComplete="tel" />
        <Field {...field('subject')} label={t('subject')} required />
        <Field {...field('message')} label={t('message')} required multiline className={forms.full} />
        <div aria-hidden="true" className={styles.honeypot}>
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {captchaSiteKey ? (
          <div className={forms.full}>
            <input type="hidden" name="captchaToken" value={captchaToken} />
            <Captcha key={captchaKey} siteKey={captchaSiteKey} onToken={setCaptchaToken} />
          </div>
        ) : null}
        <div className={forms.full}>
          <button type="submit" className={button.contained} disabled={pending} data-testid="contact-submit">
            {pending ? t('sending') : t('send')}
          </button>
        </div>
      </div>
    </form>
  );
}

/**
 * A labelled text field or text area: `aria-invalid` says true or false (as before), and the
 * field is described by its error, else by its hint. Uncontrolled: what was typed stays until the
 * server's answer replaces the form's values.
 */
function Field({
  name,
  label,
  defaultValue,
  error,
  hint,
  required,
  multiline = false,
  type = 'text',
  autoComplete,
  className,
}: {
  name: TField;
  label: ReactNode;
  defaultValue: string;
  error?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  className?: string;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const control = {
    id,
    name,
    defaultValue,
    required,
    autoComplete,
    className: forms.input,
    'aria-invalid': Boolean(error),
    'aria-describedby': message ? messageId : undefined,
  };
  return (
    <div className={[forms.field, error ? forms.invalid : '', className ?? ''].join(' ')}>
      <label htmlFor={id} className={forms.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={forms.asterisk}>
            *
          </span>
        ) : null}
      </label>
      {multiline ? <textarea {...control} rows={5} /> : <input {...control} type={type} />}
      {message ? (
        <p id={messageId} className={error ? forms.message : forms.hint}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
