'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { createPromoAction, setPromoActiveAction, type TFormState } from './actions';
import { Field, FormStatus, valueOf } from './FormParts';
import styles from './organiser.module.css';

/** A new promo code of the event: percent or amount off, uses, validity dates. */
export function PromoForm({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const t = useTranslations('Organiser.promos');
  const [state, action, pending] = useActionState<TFormState, FormData>(createPromoAction, {});
  const key = JSON.stringify(state);
  return (
    <form action={action} className={styles.form} key={key} data-testid="promo-form" noValidate>
      <input type="hidden" name="eventId" value={eventId} />
      <FormStatus state={state} testId="promo" />
      <div className={styles.row}>
        <Field name="code" label={t('code')} hint={t('codeHint')} state={state}>
          {(p) => <input {...p} autoCapitalize="characters" defaultValue={valueOf(state, 'code', '')} data-testid="promo-code" />}
        </Field>
        <Field name="kind" label={t('kind')} state={state}>
          {(p) => (
            <select {...p} defaultValue={valueOf(state, 'kind', 'percent')} data-testid="promo-kind">
              <option value="percent">{t('percent')}</option>
              <option value="amount">{t('amount')}</option>
            </select>
          )}
        </Field>
        <Field name="amount" label={t('value')} hint={t('valueHint')} state={state}>
          {(p) => <input {...p} inputMode="decimal" defaultValue={valueOf(state, 'amount', '')} data-testid="promo-amount" />}
        </Field>
      </div>
      <div className={styles.row}>
        <Field name="maxRedemptions" label={t('maxRedemptions')} hint={t('maxRedemptionsHint')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={valueOf(state, 'maxRedemptions', '')} data-testid="promo-max" />}
        </Field>
        <Field name="minQuantity" label={t('minQuantity')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={valueOf(state, 'minQuantity', '1')} data-testid="promo-min" />}
        </Field>
      </div>
      <div className={styles.row}>
        <Field name="validFrom" label={t('validFrom')} hint={t('windowHint', { timeZone })} state={state}>
          {(p) => <input {...p} type="datetime-local" defaultValue={valueOf(state, 'validFrom', '')} data-testid="promo-from" />}
        </Field>
        <Field name="validUntil" label={t('validUntil')} state={state}>
          {(p) => <input {...p} type="datetime-local" defaultValue={valueOf(state, 'validUntil', '')} data-testid="promo-until" />}
        </Field>
      </div>
      <button type="submit" className={styles.button} disabled={pending} data-testid="promo-create">
        {t('create')}
      </button>
    </form>
  );
}

/** Switch a code on or off. */
export function PromoToggle({ eventId, promoId, active, code }: { eventId: number; promoId: number; active: boolean; code: string }) {
  const t = useTranslations('Organiser.promos');
  const [state, action, pending] = useActionState<TFormState, FormData>(setPromoActiveAction, {});
  return (
    <form action={action}>
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="promoId" value={promoId} />
      <input type="hidden" name="active" value={String(!active)} />
      {state.error && (
        <span role="alert" className={styles.error}>
          {t('toggleFailed')}
        </span>
      )}
      <button type="submit" className={styles.secondary} disabled={pending} aria-label={t(active ? 'disableLabel' : 'enableLabel', { code })} data-testid={`promo-toggle-${code}`}>
        {t(active ? 'disable' : 'enable')}
      </button>
    </form>
  );
}
