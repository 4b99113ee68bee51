'use client';

import { useState, useTransition } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLazyZodResolver } from '@/components/forms/lazy-resolver';
import { NextLink } from '@/components/ui/NextLink';
import { useRouter } from '@/i18n/navigation';
import { loginHref } from '@/lib/accounts/paths';
import type { TMinorWithRelationshipInput } from '@/lib/validation/participant';
import { PersonFields, RelationshipSelect } from '../registration/fields';
import { addFamilyMemberAction, updateFamilyMemberAction, type TFamilyActionResult } from './actions';

/**
 * Add or edit a minor: the registration's person fields and relationship, the same schema in the
 * browser and on the server.
 */
export function FamilyMemberForm({ minorId, initial, returnPath }: { minorId?: number; initial: TMinorWithRelationshipInput; returnPath: string }) {
  const t = useTranslations('FamilyMembers');
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  // The schema (and zod) load after the page, when the form first validates or the visitor first interacts with the page.
  const { resolver, loadFailed } = useLazyZodResolver(() => import('@/lib/validation/participant').then((m) => m.minorWithRelationshipSchema()));
  const form = useForm<FieldValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const message = error ?? (loadFailed ? t('errors.failed') : null);

  const onSubmit = form.handleSubmit(() => {
    setError(null);
    const values = form.getValues();
    startTransition(async () => {
      let result: TFamilyActionResult;
      try {
        result = minorId === undefined ? await addFamilyMemberAction(values) : await updateFamilyMemberAction(minorId, values);
      } catch {
        setError(t('errors.failed'));
        return;
      }
      if (result.ok) {
        router.push(`/account/family?status=${minorId === undefined ? 'added' : 'saved'}&member=${result.minorId}`);
        return;
      }
      if (result.formError === 'signedOut') {
        router.push(loginHref(returnPath));
        return;
      }
      Object.entries('fieldErrors' in result ? (result.fieldErrors ?? {}) : {}).forEach(([path, keys], i) => {
        if (keys[0]) form.setError(path, { type: 'server', message: keys[0] }, { shouldFocus: i === 0 });
      });
      if (result.formError === 'duplicate') setError(t('errors.duplicate', { email: 'supportEmail' in result ? (result.supportEmail ?? '') : '' }));
      else if (result.formError === 'invalid' || !result.formError) setError(t('errors.fixFields'));
      else setError(t(`errors.${result.formError}`));
    });
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t(minorId === undefined ? 'addTitle' : 'save')} data-testid="family-form" sx={{ display: 'grid', gap: 3 }}>
        {message ? (
          <Alert severity="error" role="alert" data-testid="family-error">
            {message}
          </Alert>
        ) : null}
        <PersonFields prefix="" testId="family" />
        <Box sx={{ maxWidth: { sm: '50%' } }}>
          <RelationshipSelect name="relationship" label={t('relationshipLabel')} testId="family-relationship" />
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={pending} data-testid="family-save">
            {pending ? t('saving') : t('save')}
          </Button>
          <Button component={NextLink} href="/account/family" variant="text">
            {t('cancel')}
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
