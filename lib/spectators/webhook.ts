import type { PaymentPort } from '@/lib/payments/port';
import { log } from '@/lib/log';
import { applyRefundEvent } from '@/lib/organiser/refunds';
import type { TSpectatorDeps } from './deps';
import { applyPaymentEvent, recordIgnoredEvent } from './payment-events';

/**
 * A Stripe webhook delivery: verify the signature on the raw body, then handle the event once.
 * Answers the HTTP status: 400 bad signature or payload, 404 when Stripe is not the provider in
 * use, 200 handled (or recognised as already handled / not of interest).
 */
export async function handleStripeWebhook(
  deps: TSpectatorDeps & { payments: PaymentPort },
  rawBody: Buffer,
  signature: string | null,
): Promise<{ status: number; body: Record<string, unknown> }> {
  if (deps.payments.name !== 'stripe') return { status: 404, body: { error: 'stripe is not configured' } };
  const parsed = deps.payments.parseWebhook(rawBody, signature);
  if (!parsed.ok) {
    log.warn({ error: parsed.error }, 'stripe webhook refused');
    return { status: 400, body: { error: parsed.error } };
  }
  if (!parsed.event && 'refundEvent' in parsed) {
    // A refund's news (refund.created / updated / failed): settles the app's refund once (decision 056).
    const result = await applyRefundEvent(deps, parsed.refundEvent);
    return { status: 200, body: { received: true, duplicate: result.duplicate, outcome: result.outcome } };
  }
  if (!parsed.event) {
    await recordIgnoredEvent(deps, 'stripe', parsed.id, parsed.ignoredType);
    return { status: 200, body: { received: true, ignored: parsed.ignoredType } };
  }
  const result = await applyPaymentEvent(deps, 'stripe', parsed.event);
  return { status: 200, body: { received: true, duplicate: result.duplicate, outcome: result.outcome } };
}
