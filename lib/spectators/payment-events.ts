import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { paymentCheckouts, paymentEvents, spectatorPurchases, spectators, type TPaymentProviderName } from '@/lib/db/schema/spectators';
import { log } from '@/lib/log';
import type { TPaymentEvent, TPaymentOutcome, TProviderSession } from '@/lib/payments/port';
import { canReserve } from './domain/availability';
import { nextPurchaseStatus } from './domain/purchase-state';
import { asDb, nowOf, type TSpectatorDeps } from './deps';
import { heldTickets, loadTicketing, lockTicketing } from './event-ticketing';
import { type TPurchaseRow } from './purchase-view';
import { applyToMembership } from '@/lib/memberships/payments';
import { mailMembershipPaid } from '@/lib/memberships/mail';
import { mailTicketsPaid } from './tickets-paid-mail';

/**
 * What the payment provider says happens to purchases (seed section 7 "Payment"). Stripe webhooks,
 * the return from the provider's page and the built-in test provider all come through
 * `applyPaymentEvent`, which handles each provider event once (payment_events, unique per provider
 * and event id) and each session's payment once (payment_checkouts.payment_status), under the
 * lock of the event's ticket settings row (event_ticketing) so that tickets are never counted
 * twice. docs/decisions/011 and 025.
 */
export type TApplyResult = { duplicate: boolean; outcome: TPaymentOutcome; purchaseId: number | null; membershipId?: number | null };

class DuplicateEvent extends Error {}

type TCheckoutRow = typeof paymentCheckouts.$inferSelect;

/** Give each active spectator of a paid purchase the next ticket number of the event. */
export async function assignTicketNumbers(db: TDatabase, purchase: TPurchaseRow, now: Date): Promise<void> {
  const [max] = await db
    .select({ n: sql<number>`coalesce(max(${spectators.ticketNumber}), 0)::int` })
    .from(spectators)
    .where(eq(spectators.eventId, purchase.eventId));
  let next = Number(max?.n ?? 0);
  const list = await db
    .select({ id: spectators.id, ticketNumber: spectators.ticketNumber })
    .from(spectators)
    .where(and(eq(spectators.purchaseId, purchase.id), isNull(spectators.removedAt)))
    .orderBy(desc(spectators.isBuyer), asc(spectators.id));
  for (const s of list) {
    if (s.ticketNumber !== null) continue;
    next += 1;
    await db.update(spectators).set({ ticketNumber: next, updatedAt: now }).where(eq(spectators.id, s.id));
  }
}

async function markPaid(
  db: TDatabase,
  context: { provider: TPaymentProviderName; purchase: TPurchaseRow; checkout: TCheckoutRow; session: TProviderSession; now: Date },
): Promise<TPaymentOutcome> {
  const { provider, purchase, checkout, session, now } = context;
  if (checkout.paymentStatus === 'paid') return 'already_applied';
  if (provider === 'test' && checkout.status === 'expired') return 'session_closed';
  await db
    .update(paymentCheckouts)
    .set({
      status: 'complete',
      paymentStatus: 'paid',
      completedAt: checkout.completedAt ?? now,
      transactionId: session.transactionId ?? checkout.transactionId,
      updatedAt: now,
    })
    .where(eq(paymentCheckouts.id, checkout.id));
  if (purchase.status === 'paid') {
    log.error({ purchaseId: purchase.id, sessionId: checkout.sessionId }, 'second payment for a paid purchase: refund it');
    return 'duplicate_payment';
  }
  if (purchase.status !== 'pending_payment' && purchase.status !== 'processing') {
    // Paid after the tickets were released (the provider's word came late): the money is taken,
    // so the tickets are the buyer's; tell the office when that goes over capacity.
    const ticketing = await loadTicketing(db, purchase.eventId);
    const held = await heldTickets(db, purchase.eventId, now, purchase.id);
    if (ticketing && !canReserve(ticketing.ticketCapacity, held, purchase.quantity)) {
      log.error({ purchaseId: purchase.id, eventId: purchase.eventId }, 'late payment goes over the ticket capacity');
    } else {
      log.warn({ purchaseId: purchase.id, status: purchase.status }, 'payment arrived after the reservation was released');
    }
  }
  if (session.amountTotalCents !== null && session.amountTotalCents !== purchase.totalCents) {
    log.error({ purchaseId: purchase.id, paid: session.amountTotalCents, total: purchase.totalCents }, 'amount paid differs from the purchase total');
  }
  const [updated] = await db
    .update(spectatorPurchases)
    .set({
      status: 'paid',
      totalPaidCents: session.amountTotalCents ?? checkout.amountTotalCents,
      paymentTransactionId: session.transactionId ?? checkout.transactionId,
      paymentProvider: provider,
      checkoutSessionId: checkout.sessionId,
      reservationExpiresAt: null,
      paidAt: now,
      updatedAt: now,
    })
    .where(eq(spectatorPurchases.id, purchase.id))
    .returning();
  await assignTicketNumbers(db, updated!, now);
  return 'paid';
}


export async function setPurchaseStatus(db: TDatabase, purchase: TPurchaseRow, status: TPurchaseRow['status'], now: Date): Promise<void> {
  await db
    .update(spectatorPurchases)
    .set({ status, updatedAt: now, ...(status === 'pending_payment' || status === 'processing' ? {} : { reservationExpiresAt: null }) })
    .where(eq(spectatorPurchases.id, purchase.id));
}

async function applyToPurchase(
  db: TDatabase,
  context: { provider: TPaymentProviderName; event: TPaymentEvent; purchase: TPurchaseRow; checkout: TCheckoutRow; now: Date },
): Promise<TPaymentOutcome> {
  const { provider, event, purchase, checkout, now } = context;
  const session = event.session;
  const current = purchase.checkoutSessionId === checkout.sessionId;
  switch (event.type) {
    case 'completed': {
      if (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required') {
        return markPaid(db, { provider, purchase, checkout, session, now });
      }
      if (checkout.status !== 'complete') {
        await db
          .update(paymentCheckouts)
          .set({ status: 'complete', completedAt: now, transactionId: session.transactionId ?? checkout.transactionId, updatedAt: now })
          .where(eq(paymentCheckouts.id, checkout.id));
      }
      const next = nextPurchaseStatus(purchase.status, 'completed_unpaid');
      if (!current || !next) return 'ignored_state';
      await setPurchaseStatus(db, purchase, next, now);
      return 'processing';
    }
    case 'async_succeeded':
      return markPaid(db, { provider, purchase, checkout, session, now });
    case 'async_failed': {
      if (checkout.paymentStatus === 'paid') return 'ignored_state';
      await db.update(paymentCheckouts).set({ paymentStatus: 'failed', updatedAt: now }).where(eq(paymentCheckouts.id, checkout.id));
      const next = nextPurchaseStatus(purchase.status, 'payment_failed');
      if (!current || !next) return 'ignored_state';
      await setPurchaseStatus(db, purchase, next, now);
      return 'failed';
    }
    case 'expired': {
      if (checkout.status === 'open') {
        await db.update(paymentCheckouts).set({ status: 'expired', updatedAt: now }).where(eq(paymentCheckouts.id, checkout.id));
      }
      const next = nextPurchaseStatus(purchase.status, 'expire');
      if (!current || !next) return 'ignored_state';
      await setPurchaseStatus(db, purchase, next, now);
      return 'expired';
    }
  }
}

/**
 * Apply one provider event. A redelivered event (same provider event id) is recognised and does
 * nothing (`duplicate: true`); a second event about a session already paid does nothing either
 * (`already_applied`). Tickets get their numbers when the purchase is paid; the buyer gets a mail.
 */
export async function applyPaymentEvent(deps: TSpectatorDeps, provider: TPaymentProviderName, event: TPaymentEvent): Promise<TApplyResult> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  const [seen] = await db
    .select({ id: paymentEvents.id, outcome: paymentEvents.outcome, purchaseId: paymentEvents.purchaseId, membershipId: paymentEvents.membershipId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.providerEventId, event.id)));
  if (seen) return { duplicate: true, outcome: seen.outcome as TPaymentOutcome, purchaseId: seen.purchaseId, membershipId: seen.membershipId };

  let result: { outcome: TPaymentOutcome; purchaseId: number | null; membershipId: number | null };
  try {
    result = await db.transaction(async (txRaw) => {
      const tx = asDb(txRaw);
      const [found] = await tx
        .select()
        .from(paymentCheckouts)
        .where(and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.sessionId, event.session.sessionId)));
      let outcome: TPaymentOutcome = 'unknown_session';
      let purchaseId: number | null = found?.purchaseId ?? null;
      const membershipId: number | null = found?.membershipId ?? null;
      if (!found) {
        const level = event.session.paymentStatus === 'paid' ? 'error' : 'warn';
        log[level]({ provider, sessionId: event.session.sessionId, eventId: event.id, type: event.type }, 'payment event for an unknown checkout session');
        purchaseId = null;
      } else if (found.membershipId !== null) {
        // A membership's checkout (docs/decisions/050): its own rules, the same once-only record.
        outcome = await applyToMembership(tx, { provider, event, membershipId: found.membershipId, checkoutId: found.id, now });
      } else if (found.purchaseId !== null) {
        const [unlocked] = await tx.select({ eventId: spectatorPurchases.eventId }).from(spectatorPurchases).where(eq(spectatorPurchases.id, found.purchaseId));
        await lockTicketing(tx, unlocked!.eventId);
        const [purchase] = await tx.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, found.purchaseId)).for('update');
        const [checkout] = await tx.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, found.id)).for('update');
        outcome = await applyToPurchase(tx, { provider, event, purchase: purchase!, checkout: checkout!, now });
      }
      const inserted = await tx
        .insert(paymentEvents)
        .values({ provider, providerEventId: event.id, type: event.type, sessionId: event.session.sessionId, purchaseId, membershipId, outcome, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (inserted.length === 0) throw new DuplicateEvent();
      return { outcome, purchaseId, membershipId };
    });
  } catch (error) {
    if (error instanceof DuplicateEvent) return { duplicate: true, outcome: 'already_applied', purchaseId: null };
    throw error;
  }
  log.info({ provider, eventId: event.id, type: event.type, outcome: result.outcome, purchaseId: result.purchaseId, membershipId: result.membershipId }, 'payment event applied');
  if (result.outcome === 'paid' && result.purchaseId !== null) await mailTicketsPaid(deps, db, result.purchaseId);
  if (result.outcome === 'paid' && result.membershipId !== null) await mailMembershipPaid(deps, db, result.membershipId);
  return { duplicate: false, ...result };
}

/** Record a provider event this app does not act on (so it is recognised when redelivered). */
export async function recordIgnoredEvent(deps: TSpectatorDeps, provider: TPaymentProviderName, id: string, type: string): Promise<void> {
  const db = await deps.getDb();
  await db
    .insert(paymentEvents)
    .values({ provider, providerEventId: id, type, outcome: 'ignored_type', receivedAt: nowOf(deps) })
    .onConflictDoNothing();
}
