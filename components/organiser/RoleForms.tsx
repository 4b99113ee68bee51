'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { grantRoleAction, revokeRoleAction, type TFormState } from './actions';
import { Field, FormStatus, valueOf } from './FormParts';
import styles from './organiser.module.css';

/** Give a role on this organisation by email: organiser, or promoter of one of its promoters. */
export function GrantForm({ organizationId, promoters }: { organizationId: number; promoters: { id: number; name: string }[] }) {
  const t = useTranslations('Organiser.roles');
  const [state, action, pending] = useActionState<TFormState, FormData>(grantRoleAction, {});
  const key = JSON.stringify(state);
  return (
    <form action={action} className={styles.form} key={key} data-testid={`grant-form-${organizationId}`} noValidate>
      <input type="hidden" name="organizationId" value={organizationId} />
      <FormStatus state={state} testId="grant" />
      <div className={styles.row}>
        <Field name="email" label={t('email')} hint={t('emailHint')} state={state}>
          {(p) => <input {...p} type="email" autoComplete="off" defaultValue={valueOf(state, 'email', '')} data-testid="grant-email" />}
        </Field>
        <Field name="role" label={t('role')} state={state}>
          {(p) => (
            <select {...p} defaultValue={valueOf(state, 'role', 'organiser')} data-testid="grant-role">
              <option value="organiser">{t('organiserRole')}</option>
              {promoters.map((promoter) => (
                <option key={promoter.id} value={`promoter:${promoter.id}`}>
                  {t('promoterRole', { name: promoter.name })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <button type="submit" className={styles.button} disabled={pending} data-testid="grant-submit">
        {t('grant')}
      </button>
    </form>
  );
}

export function RevokeButton({ organizationId, grantId, name }: { organizationId: number; grantId: number; name: string }) {
  const t = useTranslations('Organiser');
  const [state, action, pending] = useActionState<TFormState, FormData>(revokeRoleAction, {});
  return (
    <form action={action}>
      <input type="hidden" name="organizationId" value={organizationId} />
      <input type="hidden" name="grantId" value={grantId} />
      {state.error && (
        <span role="alert" className={styles.error} data-testid="revoke-error">
          {t(`errors.${state.error}` as 'errors.failed')}
        </span>
      )}
      <button type="submit" className={styles.secondary} disabled={pending} aria-label={t('roles.revokeLabel', { name })} data-testid={`revoke-${grantId}`}>
        {t('roles.revoke')}
      </button>
    </form>
  );
}
