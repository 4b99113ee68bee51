'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import type { TRefundFormState } from '@/lib/organiser/refund-request';
import { refundAction, retryRefundAction } from './refund-actions';
import styles from './organiser.module.css';
import own from './purchases.module.css';

/** The outcome of a refund form: made, asked, or why not (keys of OrganiserPurchases.saved / .errors). */
function RefundStatus({ state, testId }: { state: TRefundFormState; testId: string }) {
  const t = useTranslations('OrganiserPurchases');
  if (state.saved) {
    return (
      <p role="status" className={`${styles.status} ${styles.statusOk}`} data-testid={`${testId}-saved`} data-outcome={state.saved}>
        {t(`saved.${state.saved}` as 'saved.succeeded')}
      </p>
    );
  }
  const fields = Object.keys(state.fields ?? {}).length;
  if (!state.error && fields === 0) return null;
  return (
    <p role="alert" className={`${styles.status} ${styles.statusError}`} data-testid={`${testId}-error`} data-error={state.error ?? 'fields'}>
      {state.error ? t(`errors.${state.error}` as 'errors.failed', state.params ?? {}) : t('errors.fields', { count: fields })}
    </p>
  );
}

function FieldError({ state, name }: { state: TRefundFormState; name: string }) {
  const t = useTranslations('OrganiserPurchases');
  const error = state.fields?.[name];
  if (!error) return null;
  return (
    <span id={`r-${name}-error`} className={styles.error} data-testid={`refund-error-${name}`}>
      {t(`errors.${error}` as 'errors.amount', state.params ?? {})}
    </span>
  );
}

export type TRefundTicket = { id: number; ticket: string; name: string };

/**
 * The refund of a paid purchase (docs/decisions/056): the tickets it releases (none: a goodwill
 * refund), the amount (what is left to refund at first), a reason for the audit log, and a box
 * that confirms it cannot be undone. Works before the page's script runs.
 */
export function RefundForm({
  eventId,
  purchaseId,
  tickets,
  defaultAmount,
  currency,
  maxLabel,
  perTicketLabel,
  nothingLeft,
}: {
  eventId: number;
  purchaseId: number;
  tickets: TRefundTicket[];
  defaultAmount: string;
  currency: string;
  maxLabel: string;
  perTicketLabel: string;
  /** Everything paid is refunded or on its way: the form gives way to a line (after the answer of the last refund). */
  nothingLeft: boolean;
}) {
  const t = useTranslations('OrganiserPurchases.form');
  const [state, action, pending] = useActionState<TRefundFormState, FormData>(refundAction, {});
  if (nothingLeft) {
    return (
      <div>
        <RefundStatus state={state} testId="refund" />
        <p data-testid="refund-unavailable">{t('nothingLeft')}</p>
      </div>
    );
  }
  const ticked = new Set((state.values?.ticket ?? '').split(',').filter(Boolean));
  // A new key after each answer: the uncontrolled fields take the values of the answer.
  const key = JSON.stringify(state);
  const invalid = (name: string) => (state.fields?.[name] ? { 'aria-invalid': true as const, 'aria-describedby': `r-${name}-error` } : {});
  return (
    <form action={action} className={styles.form} key={key} data-testid="refund-form" noValidate>
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="purchaseId" value={purchaseId} />
      <RefundStatus state={state} testId="refund" />
      {tickets.length > 0 && (
        <fieldset className={`${styles.field} ${own.fieldset}`} {...(state.fields?.ticket ? { 'aria-describedby': 'r-ticket-error' } : {})}>
          <legend className={styles.fieldLabel}>{t('tickets')}</legend>
          <span className={styles.hint}>{t('ticketsHint')}</span>
          {tickets.map((ticket) => (
            <label key={ticket.id} className={styles.check}>
              <input type="checkbox" name="ticket" value={ticket.id} defaultChecked={ticked.has(String(ticket.id))} data-testid="refund-ticket" data-ticket={ticket.ticket} />
              {t('ticket', { ticket: ticket.ticket, name: ticket.name })}
            </label>
          ))}
          <FieldError state={state} name="ticket" />
        </fieldset>
      )}
      <div className={styles.field}>
        <label htmlFor="r-amount">{t('amount', { currency })}</label>
        <input
          id="r-amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={state.values?.amount ?? defaultAmount}
          aria-describedby={state.fields?.amount ? 'r-amount-hint r-amount-error' : 'r-amount-hint'}
          {...(state.fields?.amount ? { 'aria-invalid': true as const } : {})}
          data-testid="refund-amount"
        />
        <span id="r-amount-hint" className={styles.hint}>
          {t('amountHint', { max: maxLabel, perTicket: perTicketLabel })}
        </span>
        <FieldError state={state} name="amount" />
      </div>
      <div className={styles.field}>
        <label htmlFor="r-reason">{t('reason')}</label>
        <textarea id="r-reason" name="reason" rows={3} maxLength={600} defaultValue={state.values?.reason ?? ''} aria-describedby="r-reason-hint" {...invalid('reason')} data-testid="refund-reason" />
        <span id="r-reason-hint" className={styles.hint}>
          {t('reasonHint')}
        </span>
        <FieldError state={state} name="reason" />
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input type="checkbox" name="confirm" defaultChecked={state.values?.confirm === 'on'} {...invalid('confirm')} data-testid="refund-confirm" />
          {t('confirm')}
        </label>
        <FieldError state={state} name="confirm" />
      </div>
      <button type="submit" className={styles.button} disabled={pending} data-testid="refund-submit">
        {t('submit')}
      </button>
    </form>
  );
}

/** "Ask the provider again" for a refund that stayed pending without the provider's answer. */
export function RetryRefund({ eventId, refundId, label }: { eventId: number; refundId: number; label: string }) {
  const t = useTranslations('OrganiserPurchases.detail');
  const [state, action, pending] = useActionState<TRefundFormState, FormData>(retryRefundAction, {});
  return (
    <form action={action}>
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="refundId" value={refundId} />
      <RefundStatus state={state} testId="refund-retry" />
      <button type="submit" className={styles.secondary} disabled={pending} aria-label={label} data-testid="refund-retry">
        {t('retry')}
      </button>
    </form>
  );
}
