import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import {
  paymentCheckouts,
  paymentEvents,
  spectatorPurchases,
  spectators,
  type TPaymentProviderName,
} from '@/lib/db/schema/spectators';
import { formatMoney } from '@/lib/i18n/format';
import { log } from '@/lib/log';
import type { TPaymentEvent, TProviderSession } from '@/lib/payments/port';
import { canReserve } from './domain/availability';
import { nextPurchaseStatus } from './domain/purchase-state';
import { asDb, nowOf, type TSpectatorDeps } from './deps';
import type { TPaymentError } from './errors';
import { asLocale, buildTicketsPaidMail } from './mail';
import { heldTickets, loadTicketing, lockTicketing, platformEvent, requirePlatformEvent, reservationLive, type TPurchaseRow } from './queries';
import { checkoutReturnUrls } from './urls';

/**
 * What the payment provider says happens to purchases (seed section 7 "Payment"). Stripe webhooks,
 * the return from the provider's page and the built-in test provider all come through
 * `applyPaymentEvent`, which handles each provider event once (payment_events, unique per provider
 * and event id) and each session's payment once (payment_checkouts.payment_status), under the
 * lock of the event's ticket settings row (event_ticketing) so that tickets are never counted
 * twice. docs/decisions/011 and 025.
 */
export type TPaymentOutcome =
  | 'paid'
  | 'processing'
  | 'failed'
  | 'expired'
  | 'cancelled'
  | 'already_applied'
  | 'duplicate_payment'
  | 'ignored_state'
  | 'unknown_session'
  | 'session_closed';

export type TApplyResult = { duplicate: boolean; outcome: TPaymentOutcome; purchaseId: number | null };

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

async function setPurchaseStatus(db: TDatabase, purchase: TPurchaseRow, status: TPurchaseRow['status'], now: Date): Promise<void> {
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
    .select({ id: paymentEvents.id, outcome: paymentEvents.outcome, purchaseId: paymentEvents.purchaseId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.providerEventId, event.id)));
  if (seen) return { duplicate: true, outcome: seen.outcome as TPaymentOutcome, purchaseId: seen.purchaseId };

  let result: { outcome: TPaymentOutcome; purchaseId: number | null };
  try {
    result = await db.transaction(async (txRaw) => {
      const tx = asDb(txRaw);
      const [found] = await tx
        .select()
        .from(paymentCheckouts)
        .where(and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.sessionId, event.session.sessionId)));
      let outcome: TPaymentOutcome = 'unknown_session';
      let purchaseId: number | null = found?.purchaseId ?? null;
      if (!found) {
        const level = event.session.paymentStatus === 'paid' ? 'error' : 'warn';
        log[level]({ provider, sessionId: event.session.sessionId, eventId: event.id, type: event.type }, 'payment event for an unknown checkout session');
        purchaseId = null;
      } else {
        const [unlocked] = await tx.select({ eventId: spectatorPurchases.eventId }).from(spectatorPurchases).where(eq(spectatorPurchases.id, found.purchaseId));
        await lockTicketing(tx, unlocked!.eventId);
        const [purchase] = await tx.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, found.purchaseId)).for('update');
        const [checkout] = await tx.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, found.id)).for('update');
        outcome = await applyToPurchase(tx, { provider, event, purchase: purchase!, checkout: checkout!, now });
      }
      const inserted = await tx
        .insert(paymentEvents)
        .values({ provider, providerEventId: event.id, type: event.type, sessionId: event.session.sessionId, purchaseId, outcome, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (inserted.length === 0) throw new DuplicateEvent();
      return { outcome, purchaseId };
    });
  } catch (error) {
    if (error instanceof DuplicateEvent) return { duplicate: true, outcome: 'already_applied', purchaseId: null };
    throw error;
  }
  log.info({ provider, eventId: event.id, type: event.type, outcome: result.outcome, purchaseId: result.purchaseId }, 'payment event applied');
  if (result.outcome === 'paid' && result.purchaseId !== null) await mailTicketsPaid(deps, db, result.purchaseId);
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

export async function mailTicketsPaid(deps: TSpectatorDeps, db: TDatabase, purchaseId: number): Promise<void> {
  try {
    const [row] = await db
      .select({ p: spectatorPurchases, b: accounts })
      .from(spectatorPurchases)
      .innerJoin(accounts, eq(accounts.id, spectatorPurchases.buyerAccountId))
      .where(eq(spectatorPurchases.id, purchaseId));
    if (!row?.b.email) return;
    const locale = asLocale(row.p.locale);
    const event = await requirePlatformEvent(deps, row.p.eventId, locale);
    const list = await db
      .select({ firstName: spectators.firstName, lastName: spectators.lastName, ticketNumber: spectators.ticketNumber })
      .from(spectators)
      .where(and(eq(spectators.purchaseId, purchaseId), isNull(spectators.removedAt)))
      .orderBy(asc(spectators.ticketNumber));
    await deps.sendMail(
      buildTicketsPaidMail({
        siteUrl: deps.siteUrl,
        to: row.b.email,
        locale,
        firstName: row.b.firstName,
        event: { id: event.id, name: event.name, startAt: event.startAt, timeZone: event.timeZone },
        purchaseId,
        totalPaid: formatMoney(row.p.totalPaidCents, row.p.currency, locale),
        tickets: list.map((s) => ({ name: `${s.firstName} ${s.lastName}`, ticketNumber: s.ticketNumber })),
      }),
    );
  } catch (error) {
    log.error({ err: error, purchaseId }, 'tickets mail failed');
  }
}

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

// ---------------------------------------------------------------------------------------------
// The built-in test provider's hosted page (/payments/test/{sessionId})

export type TTestCheckoutView = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  purchaseId: number;
  event: { id: number; name: string; startAt: Date; timeZone: string };
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
  currency: string;
  expiresAt: Date;
  locale: string;
  successUrl: string;
  cancelUrl: string;
};

async function loadTestCheckout(deps: TSpectatorDeps, sessionId: string) {
  if (deps.payments.name !== 'test' || !/^tp_cs_[0-9a-f]{32}$/.test(sessionId)) return null;
  const db = await deps.getDb();
  const [row] = await db
    .select({ c: paymentCheckouts, p: spectatorPurchases })
    .from(paymentCheckouts)
    .innerJoin(spectatorPurchases, eq(spectatorPurchases.id, paymentCheckouts.purchaseId))
    .where(and(eq(paymentCheckouts.provider, 'test'), eq(paymentCheckouts.sessionId, sessionId)));
  return row ?? null;
}

/**
 * The test provider's checkout for its hosted page, or null when unknown (404) or when the
 * test provider is not the one in use. What is paid is the checkout's amount (the purchase's
 * totals when the checkout started).
 */
export async function getTestCheckout(deps: TSpectatorDeps, sessionId: string): Promise<TTestCheckoutView | null> {
  const row = await loadTestCheckout(deps, sessionId);
  if (!row) return null;
  const event = await platformEvent(deps, row.p.eventId, asLocale(row.p.locale));
  if (!event) return null;
  const session = await deps.payments.retrieveCheckout(sessionId);
  const { successUrl, cancelUrl } = checkoutReturnUrls(deps.siteUrl, row.p);
  return {
    sessionId,
    status: session.status,
    paid: row.c.paymentStatus === 'paid',
    purchaseId: row.p.id,
    event: { id: event.id, name: event.name, startAt: event.startAt, timeZone: event.timeZone },
    quantity: row.p.quantity,
    unitPriceCents: row.p.unitPriceCents,
    subtotalCents: row.p.subtotalCents,
    discountCents: row.p.discountCents,
    promoCode: row.p.promoCode,
    taxRateBp: row.p.taxRateBp,
    taxCents: row.p.taxCents,
    totalCents: row.c.amountTotalCents,
    currency: row.c.currency,
    expiresAt: row.c.expiresAt,
    locale: row.p.locale,
    successUrl,
    cancelUrl,
  };
}

export type TTestCheckoutResult = { ok: true; redirectUrl: string } | { ok: false; error: TPaymentError };

/** "Pay" on the test page: the same transition as Stripe's checkout.session.completed (paid). */
export async function completeTestCheckout(deps: TSpectatorDeps, sessionId: string): Promise<TTestCheckoutResult> {
  const row = await loadTestCheckout(deps, sessionId);
  if (!row) return { ok: false, error: 'checkoutNotFound' };
  const { successUrl } = checkoutReturnUrls(deps.siteUrl, row.p);
  const session = await deps.payments.retrieveCheckout(sessionId);
  if (session.status === 'complete' && session.paymentStatus === 'paid') return { ok: true, redirectUrl: successUrl };
  if (session.status === 'expired') {
    await applyPaymentEvent(deps, 'test', { id: `sync_${sessionId}_expired`, type: 'expired', session });
    return { ok: false, error: 'checkoutExpired' };
  }
  const paid: TProviderSession = {
    ...session,
    status: 'complete',
    paymentStatus: 'paid',
    amountTotalCents: row.c.amountTotalCents,
    transactionId: `tp_pi_${randomBytes(12).toString('hex')}`,
  };
  const result = await applyPaymentEvent(deps, 'test', { id: `tp_evt_${randomBytes(12).toString('hex')}`, type: 'completed', session: paid });
  if (result.outcome === 'session_closed') return { ok: false, error: 'checkoutClosed' };
  if (result.outcome !== 'paid' && result.outcome !== 'already_applied') return { ok: false, error: 'paymentFailed' };
  return { ok: true, redirectUrl: successUrl };
}

/** "Cancel" on the test page: the session is expired, the purchase cancelled (kept), tickets released. */
export async function cancelTestCheckout(deps: TSpectatorDeps, sessionId: string): Promise<TTestCheckoutResult> {
  const row = await loadTestCheckout(deps, sessionId);
  if (!row) return { ok: false, error: 'checkoutNotFound' };
  if (row.p.checkoutSessionId === sessionId) await cancelCheckoutSession(deps, row.p.id);
  return { ok: true, redirectUrl: checkoutReturnUrls(deps.siteUrl, row.p).cancelUrl };
}
