'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { saveTicketsAction, type TFormState } from './actions';
import { Field, FormStatus, valueOf } from './FormParts';
import styles from './organiser.module.css';

export type TTicketFormValues = {
  onSale: boolean;
  price: string;
  tax: string;
  currency: string;
  capacity: string;
  salesOpenAt: string;
  salesCloseAt: string;
  selfie: boolean;
};

/** An event's ticket settings (docs/decisions/052): on sale, price, tax, currency, capacity, sales window, selfie. */
export function TicketSettingsForm({ eventId, saved, timeZone, currencies }: { eventId: number; saved: TTicketFormValues; timeZone: string; currencies: readonly string[] }) {
  const t = useTranslations('Organiser.tickets');
  const [state, action, pending] = useActionState<TFormState, FormData>(saveTicketsAction, {});
  const checked = (name: 'onSale' | 'selfie') => (state.values ? state.values[name] === 'on' : saved[name]);
  // A new key after each answer: the uncontrolled fields take the values of the answer.
  const key = JSON.stringify(state);
  return (
    <form action={action} className={styles.form} key={key} data-testid="tickets-form" noValidate>
      <input type="hidden" name="eventId" value={eventId} />
      <FormStatus state={state} testId="tickets" />
      <label className={styles.check}>
        <input type="checkbox" name="onSale" defaultChecked={checked('onSale')} data-testid="tickets-on-sale" />
        {t('onSale')}
      </label>
      <div className={styles.row}>
        <Field name="price" label={t('price')} hint={t('priceHint')} state={state}>
          {(p) => <input {...p} inputMode="decimal" defaultValue={valueOf(state, 'price', saved.price)} data-testid="tickets-price" />}
        </Field>
        <Field name="tax" label={t('tax')} hint={t('taxHint')} state={state}>
          {(p) => <input {...p} inputMode="decimal" defaultValue={valueOf(state, 'tax', saved.tax)} data-testid="tickets-tax" />}
        </Field>
        <Field name="currency" label={t('currency')} state={state}>
          {(p) => (
            <select {...p} defaultValue={valueOf(state, 'currency', saved.currency)} data-testid="tickets-currency">
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="capacity" label={t('capacity')} hint={t('capacityHint')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={valueOf(state, 'capacity', saved.capacity)} data-testid="tickets-capacity" />}
        </Field>
      </div>
      <div className={styles.row}>
        <Field name="salesOpenAt" label={t('salesOpenAt')} hint={t('windowHint', { timeZone })} state={state}>
          {(p) => <input {...p} type="datetime-local" defaultValue={valueOf(state, 'salesOpenAt', saved.salesOpenAt)} data-testid="tickets-opens" />}
        </Field>
        <Field name="salesCloseAt" label={t('salesCloseAt')} state={state}>
          {(p) => <input {...p} type="datetime-local" defaultValue={valueOf(state, 'salesCloseAt', saved.salesCloseAt)} data-testid="tickets-closes" />}
        </Field>
      </div>
      <label className={styles.check}>
        <input type="checkbox" name="selfie" defaultChecked={checked('selfie')} data-testid="tickets-selfie" />
        {t('selfie')}
      </label>
      <button type="submit" className={styles.button} disabled={pending} data-testid="tickets-save">
        {t('save')}
      </button>
    </form>
  );
}
