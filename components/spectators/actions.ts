'use server';

import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { createSpectatorAccount } from '@/lib/accounts/spectator-account';
import { log } from '@/lib/log';
import { parseActionArgs, ZActionIdSchema } from '@/lib/server/action-args';
import { clientIp } from '@/lib/server/request';
import {
  addSpectator,
  applyPromoCode,
  cancelCheckout,
  removePromoCode,
  removeSpectator,
  resendWaiverLink,
  startCheckout,
  startPurchase,
  type TViewer,
} from '@/lib/spectators';
import { qualifySpectatorAccountKey } from '@/lib/validation/spectator-account';
import type { TStepActionResult } from './types';

/**
 * Server actions of the ticket stepper. Each answers `{ ok: true }` (the page then re-renders
 * from the purchase kept on the server) or a refusal: a message key and its values, and field
 * errors as keys, never English text. Keys are relative to `Spectator.errors` unless they name
 * their namespace (the new-account form).
 */

async function currentViewer(): Promise<TViewer | null> {
  const account = await getCurrentAccount();
  return account ? { id: account.id, role: account.role } : null;
}

const locale = async () => await getLocale();

type TServiceFailure = { ok: false; error: string; params?: Record<string, string | number>; fieldErrors?: Partial<Record<string, string[]>> };

function failure(result: TServiceFailure): TStepActionResult {
  const fieldErrors: Record<string, string> = {};
  for (const [field, keys] of Object.entries(result.fieldErrors ?? {})) if (keys?.[0]) fieldErrors[field] = keys[0];
  return { ok: false, error: result.error, ...(result.params ? { params: result.params } : {}), ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}) };
}

const UNEXPECTED: TStepActionResult = { ok: false, error: 'unexpected' };

/** The ids the page bound (event, purchase, spectator): positive integers, else a generic failure. */
const idsValid = (...ids: unknown[]) => parseActionArgs(z.array(ZActionIdSchema), ids) !== null;

/** Run a service call; an unexpected error is logged and answered as a generic failure. */
async function guarded(what: string, run: () => Promise<TStepActionResult>): Promise<TStepActionResult> {
  try {
    return await run();
  } catch (error) {
    log.error({ err: error, what }, 'spectator stepper action failed');
    return { ok: false, error: 'unexpected' };
  }
}

/** Step 1 → 2: the signed-in buyer starts (or resumes) the purchase for the event. */
export async function startPurchaseAction(eventId: number): Promise<TStepActionResult> {
  if (!idsValid(eventId)) return UNEXPECTED;
  return guarded('start purchase', async () => {
    const result = await startPurchase({ viewer: await currentViewer(), eventId: Number(eventId), locale: await locale() });
    return result.ok ? { ok: true } : failure(result);
  });
}

/**
 * Step 1 for someone without an account: create an adult spectator account, sign it in and start
 * the purchase. Field errors are full message keys (ParticipantValidation.… or Spectator.errors.…).
 */
export async function createAccountAndStartAction(eventId: number, input: unknown): Promise<TStepActionResult> {
  if (!idsValid(eventId)) return UNEXPECTED;
  return guarded('create spectator account', async () => {
    const lang = await locale();
    const created = await createSpectatorAccount(input, { locale: lang, ip: await clientIp() });
    if (!created.ok) {
      const fieldErrors: Record<string, string> = {};
      for (const [field, keys] of Object.entries(created.fieldErrors ?? {})) if (keys?.[0]) fieldErrors[field] = qualifySpectatorAccountKey(keys[0]);
      if (created.formError === 'rateLimited') {
        return { ok: false, error: 'rateLimited', params: { minutes: Math.max(1, Math.ceil((created.retryAfterSeconds ?? 60) / 60)) } };
      }
      if (created.formError) return { ok: false, error: 'unexpected' };
      return { ok: false, error: 'fillAllEntries', fieldErrors };
    }
    const started = await startPurchase({ viewer: { id: created.accountId, role: 'spectator' }, eventId: Number(eventId), locale: lang });
    return started.ok ? { ok: true } : failure(started);
  });
}

/** Step 3: add a spectator (an adult gets their waiver link by mail; a minor is signed here). */
export async function addSpectatorAction(purchaseId: number, input: unknown): Promise<TStepActionResult> {
  if (!idsValid(purchaseId)) return UNEXPECTED;
  return guarded('add spectator', async () => {
    const result = await addSpectator({ viewer: await currentViewer(), purchaseId: Number(purchaseId), input, locale: await locale() });
    return result.ok ? { ok: true, mailed: result.mailed } : failure(result);
  });
}

export async function removeSpectatorAction(purchaseId: number, spectatorId: number): Promise<TStepActionResult> {
  if (!idsValid(purchaseId, spectatorId)) return UNEXPECTED;
  return guarded('remove spectator', async () => {
    const result = await removeSpectator({ viewer: await currentViewer(), purchaseId: Number(purchaseId), spectatorId: Number(spectatorId) });
    return result.ok ? { ok: true } : failure(result);
  });
}

export async function resendWaiverLinkAction(purchaseId: number, spectatorId: number): Promise<TStepActionResult> {
  if (!idsValid(purchaseId, spectatorId)) return UNEXPECTED;
  return guarded('resend waiver link', async () => {
    const result = await resendWaiverLink({ viewer: await currentViewer(), purchaseId: Number(purchaseId), spectatorId: Number(spectatorId) });
    return result.ok ? { ok: true } : failure(result);
  });
}

/** Step 4: apply a promo code (`Spectator.errors.promo*` when it does not apply). */
export async function applyPromoCodeAction(purchaseId: number, code: unknown): Promise<TStepActionResult> {
  if (!idsValid(purchaseId)) return UNEXPECTED;
  return guarded('apply promo code', async () => {
    const result = await applyPromoCode({ viewer: await currentViewer(), purchaseId: Number(purchaseId), code: typeof code === 'string' ? code : '' });
    return result.ok ? { ok: true } : failure(result);
  });
}

export async function removePromoCodeAction(purchaseId: number): Promise<TStepActionResult> {
  if (!idsValid(purchaseId)) return UNEXPECTED;
  return guarded('remove promo code', async () => {
    const result = await removePromoCode({ viewer: await currentViewer(), purchaseId: Number(purchaseId) });
    return result.ok ? { ok: true } : failure(result);
  });
}

/** Give up the payment under way (to change the party or pay again later). */
export async function cancelPaymentAction(purchaseId: number): Promise<TStepActionResult> {
  if (!idsValid(purchaseId)) return UNEXPECTED;
  return guarded('cancel payment', async () => {
    const result = await cancelCheckout({ viewer: await currentViewer(), purchaseId: Number(purchaseId) });
    return result.ok ? { ok: true } : failure(result);
  });
}

/**
 * Step 4 → the payment provider: reserve the tickets, open the checkout and send the browser to
 * the provider's page (Stripe Checkout, or the built-in test page).
 */
export async function payAction(purchaseId: number): Promise<TStepActionResult> {
  if (!idsValid(purchaseId)) return UNEXPECTED;
  let url: string;
  try {
    const result = await startCheckout({ viewer: await currentViewer(), purchaseId: Number(purchaseId) });
    if (!result.ok) return failure(result);
    url = result.url;
  } catch (error) {
    log.error({ err: error }, 'checkout could not start');
    return { ok: false, error: 'checkoutFailed' };
  }
  redirect(url);
}
