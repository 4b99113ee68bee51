'use server';

import { revalidatePath } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { organiserDeps, organiserOf } from '@/lib/organiser';
import { requestRefund, requestRefundRetry, type TRefundFormState, type TRefundRequestDeps } from '@/lib/organiser/refund-request';
import { spectatorDeps } from '@/lib/spectators';
import { asLocale } from '@/lib/i18n/locale';
import { idField, parseActionArgs, ZFormActionArgsSchema } from '@/lib/server/action-args';

/**
 * The refund actions of a purchase's page (docs/decisions/056): the signed-in organiser (the
 * area's gate, `organiserOf`: a role and its second factor, decision 055) and the app's services,
 * given to lib/organiser/refund-request.ts, which checks on the server that the account runs the
 * purchase's event (what is not theirs answers `notAllowed`, like what does not exist). The form
 * works before the page's script runs and keeps what was typed when refused. The ids (`eventId`,
 * `purchaseId`, `refundId`) travel as hidden fields of the form, never bound to the action (see
 * components/organiser/actions.ts); one missing or malformed answers `invalidForm`.
 */
const deps = (): TRefundRequestDeps => ({ ...spectatorDeps(), organiser: organiserDeps() });

/** The account the area lets in, or null (no one signed in, no role, no second factor). */
async function organiserAccountId(): Promise<number | null> {
  const who = await organiserOf();
  return who.ok ? who.organiser.account.id : null;
}

const revalidate = () => {
  revalidatePath('/[locale]/organiser/events/[id]/purchases/[purchaseId]', 'page');
  revalidatePath('/[locale]/organiser/events/[id]/purchases', 'page');
};

export async function refundAction(_state: TRefundFormState, form: FormData): Promise<TRefundFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return { error: 'invalidForm' };
  const eventId = idField(form, 'eventId');
  const purchaseId = idField(form, 'purchaseId');
  if (!eventId || !purchaseId) return { error: 'invalidForm' };
  const state = await requestRefund(deps(), await organiserAccountId(), eventId, purchaseId, form, asLocale(await getLocale()));
  if (!state.fields && state.error !== 'notAllowed') revalidate();
  return state;
}

export async function retryRefundAction(_state: TRefundFormState, form: FormData): Promise<TRefundFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return { error: 'invalidForm' };
  const eventId = idField(form, 'eventId');
  const refundId = idField(form, 'refundId');
  if (!eventId || !refundId) return { error: 'invalidForm' };
  const state = await requestRefundRetry(deps(), await organiserAccountId(), eventId, refundId, asLocale(await getLocale()));
  if (state.error !== 'notAllowed') revalidate();
  return state;
}
