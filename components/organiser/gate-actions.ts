'use server';

import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { log } from '@/lib/log';
import { eventFor, organiserOf } from '@/lib/organiser';
import { checkInItems, undoCheckIn } from '@/lib/organiser/gate';
import { GATE_LABEL_MAX, ticketTokenOf, type TCheckInAnswer } from '@/lib/organiser/gate-list';
import { idField, parseActionArgs, ZFormActionArgsSchema } from '@/lib/server/action-args';
import { asLocale } from '@/lib/i18n/locale';

/**
 * The gate page's form posts (docs/decisions/054): a party's "Check in" and "Undo" buttons and
 * the typed ticket code. The gate phone sends check-ins through its queue and the check-in API
 * once its script runs; these actions are the same check-in before that, or without script, so
 * the page works from its first paint. Each one checks that the signed-in account runs the event.
 */
export type TGateActionState = {
  /** The answer of a check-in (its key is the form's). */
  answer?: TCheckInAnswer & { key: string };
  /** An undo was made (`true`) or there was nothing to undo (`false`). */
  undone?: { purchaseId: number; ok: boolean };
  /** A message key of OrganiserGate.errors. */
  error?: 'notAllowed' | 'badCode' | 'failed';
  /** The code typed, given back after a refusal. */
  code?: string;
};

const ZIntentSchema = z.enum(['checkIn', 'undo']);

/**
 * The event comes in the form (`eventId`), not bound to the action: a bound action's form state
 * sent back by a post without script made React's server render loop (decision 054).
 */
export async function gateAction(_state: TGateActionState, form: FormData): Promise<TGateActionState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return { error: 'failed' };
  const eventId = idField(form, 'eventId');
  if (eventId === null) return { error: 'failed' };
  const result = await organiserOf();
  const found = result.ok ? await eventFor(result.organiser, eventId, asLocale(await getLocale())) : null;
  if (!result.ok || !found) return { error: 'notAllowed' };
  const { organiser, place } = { organiser: result.organiser, place: found.place };
  const intent = ZIntentSchema.safeParse(form.get('intent'));
  const purchaseId = idField(form, 'purchaseId');
  const codeText = typeof form.get('code') === 'string' ? String(form.get('code')).slice(0, 200) : null;
  const gate = typeof form.get('gate') === 'string' ? String(form.get('gate')).trim().slice(0, GATE_LABEL_MAX) || null : null;
  try {
    const db = await getDb();
    if (intent.success && intent.data === 'undo') {
      if (purchaseId === null) return { error: 'failed' };
      return { undone: { purchaseId, ok: await undoCheckIn(db, organiser.actor, place, purchaseId) } };
    }
    let item: { key: string; token?: string; purchaseId?: number };
    if (codeText !== null) {
      const token = ticketTokenOf(codeText);
      if (!token) return { error: 'badCode', code: codeText };
      item = { key: 'code', token };
    } else if (purchaseId !== null) item = { key: `party-${purchaseId}`, purchaseId };
    else return { error: 'failed' };
    const [answer] = await checkInItems(db, { eventId: place.eventId, actor: { ...organiser.actor, accountId: organiser.account.id }, gate }, [item]);
    return answer!.outcome === 'refused' && codeText !== null ? { answer, code: codeText } : { answer };
  } catch (error) {
    log.error({ err: error, eventId }, 'gate form check-in failed');
    return { error: 'failed', ...(codeText !== null ? { code: codeText } : {}) };
  }
}
