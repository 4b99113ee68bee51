'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/forms/Alert';
import forms from '@/components/forms/forms.module.css';
import { useLazyZodResolver } from '@/components/forms/lazy-resolver';
import type { TSpectatorAccountInput } from '@/lib/validation/spectator-account';
import { qualifySpectatorAccountKey } from '@/lib/validation/spectator-rules';
import { announceAccountChange } from '@/components/accounts/auth/account-events';
import { FormTextField, GenderRadios, SubmitRow, useStepAction } from './form-parts';
import type { TStepActionResult } from './types';

type TField = keyof TSpectatorAccountInput;

/**
 * Step 1 for a visitor without an account: a new adult spectator account (checked in the browser
 * and again on the server with the same schema), signed in at once, and the purchase started.
 * What was typed stays when the server refuses it.
 */
export function BuyerAccountForm({ create }: { create: (input: TSpectatorAccountInput) => Promise<TStepActionResult> }) {
  const t = useTranslations('SpectatorUi.account');
  const tg = useTranslations('SpectatorUi.genders');
  const router = useRouter();
  // The schema (and zod) load after the page, when the form first validates or the visitor first interacts with the page.
  const { resolver, loadFailed } = useLazyZodResolver<TSpectatorAccountInput>(
    () => import('@/lib/validation/spectator-account').then((m) => m.spectatorAccountSchema()),
    { raw: true },
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TSpectatorAccountInput>({
    resolver,
    defaultValues: { firstName: '', lastName: '', gender: '', birthDate: '', email: '', emailConfirmation: '', password: '', passwordConfirmation: '' },
    // Checked on submit, then as fields change (no checks on blur, which would re-render the
    // form while a click is under way).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const { run, pending, formError: actionError, message } = useStepAction((field, key) => setError(field as TField, { message: key }));
  const formError = actionError ?? (loadFailed ? message('unexpected') : null);

  const onSubmit = handleSubmit((values) => {
    run(
      () => create(values),
      () => {
        // Signed in by the server: the top bar's account entry asks again.
        announceAccountChange();
        router.refresh();
      },
    );
  });

  const errorText = (field: TField) => {
    const key = errors[field]?.message;
    return key ? message(/^[A-Z]\w*\./.test(key) ? key : qualifySpectatorAccountKey(key)) : undefined;
  };
  const field = (name: TField, props: { label: string; type?: 'text' | 'email' | 'password' | 'date'; autoComplete?: string; hint?: string }) => (
    <FormTextField registration={register(name)} {...props} errorText={errorText(name)} testId={`buyer-${name}`} />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="buyer-account-title" className={forms.stackTight} data-testid="buyer-account-form">
      {formError ? (
        <Alert severity="error" role="alert" data-testid="buyer-account-error">
          {formError}
        </Alert>
      ) : null}
      <div className={forms.grid}>
        {field('firstName', { label: t('firstName'), autoComplete: 'given-name' })}
        {field('lastName', { label: t('lastName'), autoComplete: 'family-name' })}
        <GenderRadios control={control} name="gender" legend={t('gender')} genderLabel={tg} errorText={errorText('gender')} />
        {field('birthDate', { label: t('birthDate'), type: 'date', autoComplete: 'bday', hint: t('adultsOnlyHint') })}
        {field('email', { label: t('email'), type: 'email', autoComplete: 'email' })}
        {field('emailConfirmation', { label: t('emailConfirmation'), type: 'email', autoComplete: 'email' })}
        {field('password', { label: t('password'), type: 'password', autoComplete: 'new-password', hint: t('passwordHint') })}
        {field('passwordConfirmation', { label: t('passwordConfirmation'), type: 'password', autoComplete: 'new-password' })}
        <SubmitRow pending={pending} label={t('create')} pendingLabel={t('creating')} testId="buyer-account-submit" />
      </div>
    </form>
  );
}
