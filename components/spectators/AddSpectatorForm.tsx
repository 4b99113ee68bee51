'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/forms/Alert';
import forms from '@/components/forms/forms.module.css';
import { useLazyZodResolver } from '@/components/forms/lazy-resolver';
import buttons from '@/components/layout/button.module.css';
import { LOCALES } from '@/lib/constants';
import { RELATIONSHIPS } from '@/lib/db/schema/account-values';
import { isMinor } from '@/lib/validation/participant-rules';
import type { TSpectatorInput } from '@/lib/validation/spectators';
import { FormTextField, GenderRadios, SelectField, SubmitRow, useStepAction } from './form-parts';
import styles from './spectators.module.css';
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
  // The schema (and zod) load after the page, when the form first validates or the visitor first interacts with the page.
  const { resolver, loadFailed } = useLazyZodResolver<TValues>(() => import('@/lib/validation/spectators').then((m) => m.spectatorSchema()), { raw: true });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TValues>({
    // raw: the form keeps what was typed; the server applies the schema's transforms.
    resolver,
    defaultValues: empty,
    // Checked on submit, then as fields change (no checks on blur, which would re-render the
    // form while a click is under way).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { run, pending, formError: actionError, setFormError, message } = useStepAction((field, key) => setError(field as TField, { message: key }));
  const formError = actionError ?? (loadFailed ? message('unexpected') : null);
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
    <form noValidate onSubmit={onSubmit} aria-labelledby="add-spectator-title" className={forms.stackTight} data-testid="add-spectator-form">
      <div>
        <h3 id="add-spectator-title" className={styles.formTitle}>
          {t('title')}
        </h3>
        <p className={`${forms.paragraph} ${forms.small}`}>{t('intro')}</p>
      </div>
      {familyMinors.length > 0 ? (
        <div className={styles.family}>
          <p className={`${forms.paragraph} ${forms.small}`}>{t('family')}</p>
          {familyMinors.map((m) => (
            <button key={m.accountId} type="button" className={`${buttons.outlined} ${buttons.small}`} onClick={() => fill(m)} data-testid="family-minor">
              {t('fill', { name: `${m.firstName} ${m.lastName}` })}
            </button>
          ))}
        </div>
      ) : null}
      {formError ? (
        <Alert severity="error" role="alert" data-testid="add-spectator-error">
          {formError}
        </Alert>
      ) : null}
      <div role="status" aria-live="polite" className={styles.statusRegion}>
        {status ? (
          <Alert severity="success" data-testid="add-spectator-done">
            {status}
          </Alert>
        ) : null}
      </div>
      <div className={forms.grid}>
        <FormTextField registration={register('firstName')} label={t('firstName')} errorText={errorText('firstName')} testId="spectator-firstName" />
        <FormTextField registration={register('lastName')} label={t('lastName')} errorText={errorText('lastName')} testId="spectator-lastName" />
        <GenderRadios control={control} name="gender" legend={t('gender')} genderLabel={tg} errorText={errorText('gender')} />
        <FormTextField registration={register('birthDate')} label={t('birthDate')} type="date" errorText={errorText('birthDate')} hint={t('birthDateHint')} testId="spectator-birthDate" />
        {minor ? (
          <div className={`${forms.full} ${forms.stackTight}`}>
            <Alert severity="info" data-testid="minor-note">
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
          </div>
        ) : (
          <>
            <FormTextField registration={register('email')} label={t('email')} type="email" errorText={errorText('email')} hint={t('emailHint')} testId="spectator-email" />
            <SelectField control={control} name="locale" label={t('language')} options={LOCALES.map((l) => ({ value: l, label: tl(l) }))} hint={t('languageHint')} testId="language-select" />
          </>
        )}
        <SubmitRow pending={pending} label={t('submit')} pendingLabel={t('adding')} testId="add-spectator-submit" />
      </div>
    </form>
  );
}
