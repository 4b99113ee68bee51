import type { TRegistrationResult } from '@/lib/accounts/registration';
import { submitRegistrationAction } from './actions';
import { stepOfPath, toSubmission, type TRegistrationDraft, type TStepId } from './draft';
import type { TAlert } from './RegistrationAlert';

/**
 * What the server's answer to a registration means for the stepper: registered (on to the thank
 * you page); the signed-in guardian is needed again; or a refusal, with the message keys by field
 * path, the alert to show and the first step (of those that apply) that has a field in error.
 */
export type TSubmitOutcome =
  | { kind: 'registered'; accountId: number }
  | { kind: 'unreachable' }
  | { kind: 'guardianRequired'; fieldErrors: Record<string, string> }
  | { kind: 'refused'; fieldErrors: Record<string, string>; alert: TAlert; step: TStepId | undefined };

/**
 * The thank-you page of a new account; with the event the visitor came to register for
 * (`/registration/participant?event={id}`), carried on so that the page leads back to it.
 */
export function thankYouPath(accountId: number, eventId: number | null): string {
  return eventId === null ? `/thank-you-page/participant/${accountId}` : `/thank-you-page/participant/${accountId}?event=${eventId}`;
}

/** Send the draft's applicable parts to the server (one call) and read its answer. */
export async function submitDraft(draft: TRegistrationDraft, steps: TStepId[]): Promise<TSubmitOutcome> {
  let result: TRegistrationResult;
  try {
    result = await submitRegistrationAction(toSubmission(draft));
  } catch {
    return { kind: 'unreachable' };
  }
  if (result.ok) return { kind: 'registered', accountId: result.accountId };
  const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([path, keys]) => [path, keys[0] ?? '']));
  if (result.formError === 'guardianRequired') return { kind: 'guardianRequired', fieldErrors };
  const alert: TAlert =
    result.formError === 'duplicate'
      ? { kind: 'duplicate', supportEmail: result.supportEmail ?? '', name: result.duplicateName }
      : result.formError === 'rateLimited'
        ? { kind: 'rateLimited', minutes: Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60)) }
        : result.formError
          ? { kind: 'failed' }
          : { kind: 'fixFields' };
  const step = steps.find((s) => Object.keys(fieldErrors).some((path) => stepOfPath(path) === s));
  return { kind: 'refused', fieldErrors, alert, step };
}
