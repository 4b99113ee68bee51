import { eq } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { memberships } from '@/lib/db/schema/memberships';
import { paymentCheckouts, type TPaymentProviderName } from '@/lib/db/schema/spectators';
import { log } from '@/lib/log';
import type { TPaymentEvent, TPaymentOutcome, TProviderSession } from '@/lib/payments/port';

/**
 * What a payment provider's event does to a membership (docs/decisions/050). Called by
 * `applyPaymentEvent` (lib/spectators/payment-events.ts), which finds the checkout by its session,
 * records each provider event once (payment_events) and runs this in its transaction; here the
 * membership row is locked, so a webhook, the buyer's return and the test page never apply one
 * payment twice.
 */

type TCheckoutRow = typeof paymentCheckouts.$inferSelect;
type TMembershipRow = typeof memberships.$inferSelect;

async function markPaid(
  tx: TDatabase,
  context: { provider: TPaymentProviderName; membership: TMembershipRow; checkout: TCheckoutRow; session: TProviderSession; now: Date },
): Promise<TPaymentOutcome> {
  const { provider, membership, checkout, session, now } = context;
  if (checkout.paymentStatus === 'paid') return 'already_applied';
  if (provider === 'test' && checkout.status === 'expired') return 'session_closed';
  await tx
    .update(paymentCheckouts)
    .set({ status: 'complete', paymentStatus: 'paid', completedAt: checkout.completedAt ?? now, transactionId: session.transactionId ?? checkout.transactionId, updatedAt: now })
    .where(eq(paymentCheckouts.id, checkout.id));
  if (membership.paymentState === 'paid') {
    // A second checkout of one membership was paid too (two tabs): one membership, one refund.
    log.error({ membershipId: membership.id, sessionId: checkout.sessionId }, 'second payment for a paid membership: refund it');
    return 'duplicate_payment';
  }
  if (membership.paymentState === 'cancelled') {
    log.warn({ membershipId: membership.id }, 'membership paid after its checkout was cancelled or expired: the money is taken, the membership is theirs');
  }
  if (session.amountTotalCents !== null && session.amountTotalCents !== membership.feeCents + membership.taxCents) {
    log.error({ membershipId: membership.id, paid: session.amountTotalCents, total: membership.feeCents + membership.taxCents }, 'amount paid differs from the membership total');
  }
  await tx
    .update(memberships)
    .set({
      paymentState: 'paid',
      paymentProvider: provider,
      checkoutSessionId: checkout.sessionId,
      paymentTransactionId: session.transactionId ?? checkout.transactionId,
      reservationExpiresAt: null,
      paidAt: now,
      updatedAt: now,
    })
    .where(eq(memberships.id, membership.id));
  return 'paid';
}

/** Apply a provider event to the membership of `checkout` (inside the caller's transaction). */
export async function applyToMembership(
  tx: TDatabase,
  context: { provider: TPaymentProviderName; event: TPaymentEvent; membershipId: number; checkoutId: number; now: Date },
): Promise<TPaymentOutcome> {
  const { provider, event, now } = context;
  const [membership] = await tx.select().from(memberships).where(eq(memberships.id, context.membershipId)).for('update');
  const [checkout] = await tx.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, context.checkoutId)).for('update');
  if (!membership || !checkout) return 'unknown_session';
  const session = event.session;
  const current = membership.checkoutSessionId === checkout.sessionId;
  switch (event.type) {
    case 'completed': {
      if (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required') return markPaid(tx, { provider, membership, checkout, session, now });
      // A payment on its way (bank debit): the checkout is complete, the place stays held until the provider's word.
      if (checkout.status !== 'complete') {
        await tx
          .update(paymentCheckouts)
          .set({ status: 'complete', completedAt: now, transactionId: session.transactionId ?? checkout.transactionId, updatedAt: now })
          .where(eq(paymentCheckouts.id, checkout.id));
      }
      if (!current || membership.paymentState !== 'pending_payment') return 'ignored_state';
      await tx.update(memberships).set({ reservationExpiresAt: null, updatedAt: now }).where(eq(memberships.id, membership.id));
      return 'processing';
    }
    case 'async_succeeded':
      return markPaid(tx, { provider, membership, checkout, session, now });
    case 'async_failed': {
      if (checkout.paymentStatus === 'paid') return 'ignored_state';
      await tx.update(paymentCheckouts).set({ paymentStatus: 'failed', updatedAt: now }).where(eq(paymentCheckouts.id, checkout.id));
      if (!current || membership.paymentState !== 'pending_payment') return 'ignored_state';
      await tx.update(memberships).set({ paymentState: 'cancelled', reservationExpiresAt: null, updatedAt: now }).where(eq(memberships.id, membership.id));
      return 'failed';
    }
    case 'expired': {
      if (checkout.status === 'open') await tx.update(paymentCheckouts).set({ status: 'expired', updatedAt: now }).where(eq(paymentCheckouts.id, checkout.id));
      if (!current || membership.paymentState !== 'pending_payment') return 'ignored_state';
      await tx.update(memberships).set({ paymentState: 'cancelled', reservationExpiresAt: null, updatedAt: now }).where(eq(memberships.id, membership.id));
      return 'expired';
    }
  }
}
