import type { TLocale } from '@/lib/constants';
import { formatMoney } from '@/lib/i18n/format';
import { log } from '@/lib/log';
import { hasAnyRole, manageableEvent, scopeOf, type TOrganiserDeps } from './access';
import { actorOf } from './audit';
import { parseRefundForm } from './refund-form';
import { createRefund, retryRefund, type TRefundDeps, type TRefundResult } from './refunds';

/**
 * A refund asked from a purchase's page, for the account asking (docs/decisions/056): the role is
 * checked here, on the server, for the purchase's event (no account, no role, another
 * organisation's event and an unknown one all answer `notAllowed`), then the form is read and the
 * refund made. The server actions (components/organiser/refund-actions.ts) only add the signed-in
 * account; tests call these with any account.
 */
export type TRefundFormState = {
  /** A message key of `OrganiserPurchases.errors`, for the whole form; `params` fill it. */
  error?: string;
  params?: Record<string, string>;
  /** Field name to a message key of `OrganiserPurchases.errors`. */
  fields?: Record<string, string>;
  /** A message key of `OrganiserPurchases.saved` when the refund was made or asked. */
  saved?: 'succeeded' | 'pending';
  /** The values sent, given back to the form after a refusal (`ticket`: the ids ticked, comma-separated). */
  values?: Record<string, string>;
};

export type TRefundRequestDeps = TRefundDeps & { organiser: TOrganiserDeps };

const valuesOf = (form: FormData): Record<string, string> => ({
  amount: String(form.get('amount') ?? '').slice(0, 40),
  reason: String(form.get('reason') ?? '').slice(0, 2000),
  ticket: form
    .getAll('ticket')
    .map((v) => String(v).slice(0, 12))
    .slice(0, 100)
    .join(','),
  confirm: form.get('confirm') === 'on' ? 'on' : '',
});

/** The event and the actor when the account runs the event, else null. */
async function runningEvent(deps: TRefundRequestDeps, accountId: number | null, eventId: number, locale: TLocale) {
  if (accountId === null) return null;
  const db = await deps.getDb();
  const scope = await scopeOf(db, accountId);
  if (!hasAnyRole(scope)) return null;
  const found = await manageableEvent(deps.organiser, scope, eventId, locale);
  return found ? { ...found, actor: await actorOf(db, accountId) } : null;
}

/** The form's state after the service answered: made, asked (the provider confirms later), or why not. */
function stateOf(result: TRefundResult, locale: TLocale, values?: Record<string, string>): TRefundFormState {
  if (result.ok) return result.status === 'failed' ? { error: 'refused' } : { saved: result.status };
  if (result.error === 'amountTooLarge') return { fields: { amount: 'amountTooLarge' }, params: { max: formatMoney(result.maxCents ?? 0, result.currency ?? 'CAD', locale) }, values };
  return { error: result.error, values };
}

/** Refund part or all of a paid purchase of the event, releasing the tickets ticked in the form. */
export async function requestRefund(deps: TRefundRequestDeps, accountId: number | null, eventId: number, purchaseId: number, form: FormData, locale: TLocale): Promise<TRefundFormState> {
  const ctx = await runningEvent(deps, accountId, eventId, locale);
  if (!ctx) return { error: 'notAllowed', values: valuesOf(form) };
  const parsed = parseRefundForm(form);
  if (!parsed.ok) return { fields: parsed.errors, values: valuesOf(form) };
  try {
    return stateOf(await createRefund(deps, ctx.actor, ctx.place, { purchaseId, ...parsed.value }), locale, valuesOf(form));
  } catch (error) {
    log.error({ err: error, purchaseId }, 'refunding a purchase failed');
    return { error: 'failed', values: valuesOf(form) };
  }
}

/** Ask the provider again for a refund of the event that stayed pending without its answer. */
export async function requestRefundRetry(deps: TRefundRequestDeps, accountId: number | null, eventId: number, refundId: number, locale: TLocale): Promise<TRefundFormState> {
  const ctx = await runningEvent(deps, accountId, eventId, locale);
  if (!ctx) return { error: 'notAllowed' };
  try {
    return stateOf(await retryRefund(deps, ctx.actor, ctx.place, refundId), locale);
  } catch (error) {
    log.error({ err: error, refundId }, 'asking again for a refund failed');
    return { error: 'failed' };
  }
}
