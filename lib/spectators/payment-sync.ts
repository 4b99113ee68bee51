import { and, eq } from 'drizzle-orm';
import { paymentCheckouts, spectatorPurchases } from '@/lib/db/schema/spectators';
import { log } from '@/lib/log';
import type { TProviderSession } from '@/lib/payments/port';
import { nextPurchaseStatus } from './domain/purchase-state';
import { asDb, nowOf, type TSpectatorDeps } from './deps';
import { applyPaymentEvent, setPurchaseStatus } from './payment-events';
import { lockTicketing, reservationLive } from './event-ticketing';
import { type TPurchaseRow } from './purchase-view';

/**
 * A purchase's checkout kept in step with its payment provider when no webhook said what
 * happened: asking the provider (a return from its page, a reservation past its end), and the
 * buyer's cancel. What the provider says goes through applyPaymentEvent (payment-events.ts).
 */

/**
 * Bring a purchase in pending_payment or processing up to date with its provider (the return
 * from the provider's page, or a reservation past its end when no webhook said so).
 */
export async function syncCheckout(deps: TSpectatorDeps, purchase: TPurchaseRow): Promise<void> {
  if (purchase.status !== 'pending_payment' && purchase.status !== 'processing') return;
  const provider = purchase.paymentProvider;
  const sessionId = purchase.checkoutSessionId;
  if (!provider || !sessionId) {
    if (purchase.status === 'pending_payment' && !reservationLive(purchase.reservationExpiresAt, nowOf(deps))) {
      await expireWithoutSession(deps, purchase.id);
    }
    return;
  }
  if (provider !== deps.payments.name) return;
  let session: TProviderSession;
  try {
    session = await deps.payments.retrieveCheckout(sessionId);
  } catch (error) {
    log.warn({ err: error, purchaseId: purchase.id }, 'could not ask the payment provider about a checkout');
    return;
  }
  if (session.status === 'complete') {
    const type = purchase.status === 'processing' && session.paymentStatus === 'paid' ? 'async_succeeded' : 'completed';
    await applyPaymentEvent(deps, provider, { id: `sync_${sessionId}_${type}_${session.paymentStatus}`, type, session });
  } else if (session.status === 'expired') {
    await applyPaymentEvent(deps, provider, { id: `sync_${sessionId}_expired`, type: 'expired', session });
  }
}

/** A checkout whose provider session was never created (crash in between): its tickets go back. */
async function expireWithoutSession(deps: TSpectatorDeps, purchaseId: number): Promise<void> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  await db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const [unlocked] = await tx.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchaseId));
    if (!unlocked) return;
    await lockTicketing(tx, unlocked.eventId);
    const [purchase] = await tx.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchaseId)).for('update');
    if (purchase?.status === 'pending_payment' && !purchase.checkoutSessionId && !reservationLive(purchase.reservationExpiresAt, now)) {
      await setPurchaseStatus(tx, purchase, 'expired', now);
    }
  });
}

/**
 * The buyer cancelled the payment: the provider's session is expired (so it can no longer be
 * paid) and the purchase becomes cancelled, releasing its tickets; it is kept. When the session
 * turns out to be paid already, the payment is applied instead.
 */
export async function cancelCheckoutSession(deps: TSpectatorDeps, purchaseId: number): Promise<void> {
  const db = await deps.getDb();
  const [purchase] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchaseId));
  if (!purchase || purchase.status !== 'pending_payment') return;
  const sessionId = purchase.checkoutSessionId;
  if (sessionId && purchase.paymentProvider === deps.payments.name) {
    const session = await deps.payments.expireCheckout(sessionId);
    if (session.status === 'complete') {
      await applyPaymentEvent(deps, deps.payments.name, { id: `sync_${sessionId}_completed_${session.paymentStatus}`, type: 'completed', session });
      return;
    }
  }
  const now = nowOf(deps);
  await db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    await lockTicketing(tx, purchase.eventId);
    const [locked] = await tx.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchaseId)).for('update');
    if (!locked || locked.status !== 'pending_payment' || locked.checkoutSessionId !== sessionId) return;
    if (sessionId) {
      await tx
        .update(paymentCheckouts)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(paymentCheckouts.sessionId, sessionId), eq(paymentCheckouts.status, 'open')));
    }
    await setPurchaseStatus(tx, locked, nextPurchaseStatus(locked.status, 'cancel')!, now);
  });
  log.info({ purchaseId }, 'checkout cancelled by the buyer');
}
