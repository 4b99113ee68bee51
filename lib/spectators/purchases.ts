import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import { spectatorPurchases, spectators, waivers } from '@/lib/db/schema/spectators';
import { log } from '@/lib/log';
import { canReserve, isOnSale } from './domain/availability';
import { isEditable, nextPurchaseStatus } from './domain/purchase-state';
import { asDb, nowOf, type TSpectatorDeps, type TViewer } from './deps';
import { buyerRefusal, loadBuyer } from './buyer';
import { readEach } from './event-reads';
import { syncCheckout } from './payment-sync';
import { currentWaiverText } from './waiver-texts';
import { heldTickets, loadTicketing, platformEvent, reservationLive } from './event-ticketing';
import { loadPurchaseView, type TPurchaseRow, type TPurchaseView } from './purchase-view';
import { totalsFor } from './purchase-totals';
import { fail, isFailure, type TFailure } from './result';

/**
 * Buying spectator tickets (seed section 4 "Spectator registration", steps 1-3): the buyer starts
 * a purchase for an event on sale (or resumes it) and reads it; the party is changed through
 * `editPurchase` (party.ts: spectators, promo-codes.ts), the buyer's own waiver is signed in the
 * stepper, other adults get an emailed link (waiver-links.ts). Payment: checkout.ts. Every refusal
 * is a message key.
 */

export type TPurchaseResult = { ok: true; purchase: TPurchaseView } | TFailure;

/** The buyer's own purchase, or null (another buyer's purchase is "not found" too). */
export async function ownPurchase(db: TDatabase, viewer: TViewer | null, purchaseId: number, lock = false): Promise<TPurchaseRow | null> {
  if (!viewer || !Number.isSafeInteger(purchaseId) || purchaseId <= 0) return null;
  const query = db
    .select()
    .from(spectatorPurchases)
    .where(and(eq(spectatorPurchases.id, purchaseId), eq(spectatorPurchases.buyerAccountId, viewer.id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Start, read

/**
 * Start (or resume) the buyer's purchase for an event: the buyer becomes the first spectator,
 * with a waiver to sign in the stepper. An unpaid purchase of the same buyer for the same event
 * is resumed rather than duplicated; after a paid one, a new purchase starts.
 */
export async function startPurchase(
  deps: TSpectatorDeps,
  options: { viewer: TViewer | null; eventId: number; locale: TLocale },
): Promise<TPurchaseResult> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  const buyer = await loadBuyer(db, options.viewer);
  const refusal = buyerRefusal(buyer, now);
  if (refusal || !buyer) return fail(refusal ?? 'signInRequired');
  const event = await platformEvent(deps, options.eventId, options.locale);
  if (!event) return fail('eventNotFound');

  const [existing] = await db
    .select()
    .from(spectatorPurchases)
    .where(and(eq(spectatorPurchases.buyerAccountId, buyer.id), eq(spectatorPurchases.eventId, event.id), ne(spectatorPurchases.status, 'paid')))
    .orderBy(desc(spectatorPurchases.id))
    .limit(1);
  if (existing) return { ok: true, purchase: await loadFreshView(deps, db, existing) };

  const ticketing = await loadTicketing(db, event.id);
  if (!ticketing || !isOnSale(ticketing, event, now) || ticketing.ticketPriceCents === null) return fail('ticketsNotOnSale');
  if (!(await currentWaiverText(db, event.id, now))) {
    log.error({ eventId: event.id }, 'tickets on sale but the event has no waiver text');
    return fail('ticketsNotOnSale');
  }
  if (!canReserve(ticketing.ticketCapacity, await heldTickets(db, event.id, now), 1)) return fail('soldOut');
  if (!buyer.email) return fail('missingEmail');
  const buyerEmail = buyer.email;
  const priceCents = ticketing.ticketPriceCents;

  const purchase = await db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const [created] = await tx
      .insert(spectatorPurchases)
      .values({
        eventId: event.id,
        promoterId: event.promoter.id,
        buyerAccountId: buyer.id,
        status: 'draft',
        quantity: 1,
        unitPriceCents: priceCents,
        subtotalCents: priceCents,
        discountCents: 0,
        taxRateBp: ticketing.taxRateBp,
        taxCents: 0,
        totalCents: priceCents,
        currency: ticketing.currency,
        locale: options.locale,
      })
      .returning();
    const row = created!;
    const [spectator] = await tx
      .insert(spectators)
      .values({
        purchaseId: row.id,
        eventId: event.id,
        accountId: buyer.id,
        isBuyer: true,
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        gender: buyer.gender,
        birthDate: buyer.birthDate,
        email: buyerEmail,
        isMinor: false,
        locale: options.locale,
      })
      .returning({ id: spectators.id });
    await tx.insert(waivers).values({ uuid: randomUUID(), spectatorId: spectator!.id, eventId: event.id });
    return updateTotals(tx, row, now);
  });
  log.info({ purchaseId: purchase.id, eventId: event.id }, 'spectator purchase started');
  return { ok: true, purchase: await loadPurchaseView(deps, db, purchase, now) };
}

/** The buyer's purchase with its spectators, waivers and totals, or null (not theirs, unknown). */
export async function getPurchase(deps: TSpectatorDeps, options: { viewer: TViewer | null; purchaseId: number }): Promise<TPurchaseView | null> {
  const db = await deps.getDb();
  const purchase = await ownPurchase(db, options.viewer, options.purchaseId);
  return purchase ? loadFreshView(deps, db, purchase) : null;
}

/** The view of a purchase, after asking the provider about a checkout whose reservation ended. */
async function loadFreshView(deps: TSpectatorDeps, db: TDatabase, purchase: TPurchaseRow): Promise<TPurchaseView> {
  const now = nowOf(deps);
  if (purchase.status === 'pending_payment' && !reservationLive(purchase.reservationExpiresAt, now)) {
    await syncCheckout(deps, purchase);
    const [fresh] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchase.id));
    return loadPurchaseView(deps, db, fresh ?? purchase, now);
  }
  return loadPurchaseView(deps, db, purchase, now);
}

/** The buyer's latest purchase for an event that is not paid yet (to resume the stepper), or null. */
export async function findOpenPurchase(deps: TSpectatorDeps, options: { viewer: TViewer | null; eventId: number }): Promise<TPurchaseView | null> {
  if (!options.viewer) return null;
  const db = await deps.getDb();
  const [row] = await db
    .select()
    .from(spectatorPurchases)
    .where(
      and(
        eq(spectatorPurchases.buyerAccountId, options.viewer.id),
        eq(spectatorPurchases.eventId, options.eventId),
        ne(spectatorPurchases.status, 'paid'),
      ),
    )
    .orderBy(desc(spectatorPurchases.id))
    .limit(1);
  return row ? loadFreshView(deps, db, row) : null;
}

/**
 * The buyer's purchases (newest first), e.g. for a "my tickets" list. A purchase whose event the
 * platform no longer shows, or fails to read, is left out (logged); the others are listed.
 */
export async function listPurchases(deps: TSpectatorDeps, options: { viewer: TViewer | null }): Promise<TPurchaseView[]> {
  if (!options.viewer) return [];
  const db = await deps.getDb();
  const now = nowOf(deps);
  const rows = await db
    .select()
    .from(spectatorPurchases)
    .where(eq(spectatorPurchases.buyerAccountId, options.viewer.id))
    .orderBy(desc(spectatorPurchases.id));
  return readEach(rows, {
    what: 'purchases',
    eventIdOf: (row) => row.eventId,
    logFieldsOf: (row) => ({ purchaseId: row.id }),
    read: (row) => loadPurchaseView(deps, db, row, now),
  });
}

// ---------------------------------------------------------------------------------------------
// Changes to the party (only while no checkout is under way or paid)

/** Recompute and store the totals of an editable purchase from its active spectators. */
export async function updateTotals(db: TDatabase, purchase: TPurchaseRow, now: Date): Promise<TPurchaseRow> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(spectators)
    .where(and(eq(spectators.purchaseId, purchase.id), isNull(spectators.removedAt)));
  const { totals } = await totalsFor(db, purchase, Number(row?.n ?? 0), now);
  const [updated] = await db
    .update(spectatorPurchases)
    .set({
      quantity: totals.quantity,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      updatedAt: now,
    })
    .where(eq(spectatorPurchases.id, purchase.id))
    .returning();
  return updated!;
}

/**
 * Lock the buyer's purchase for a change of the party; a cancelled, expired or failed purchase
 * goes back to draft (the buyer edits it again). Null with the refusal otherwise.
 */
export async function lockForEdit(db: TDatabase, viewer: TViewer | null, purchaseId: number, now: Date): Promise<TPurchaseRow | TFailure> {
  const purchase = await ownPurchase(db, viewer, purchaseId, true);
  if (!purchase) return fail('registrationNotFound');
  if (purchase.status === 'paid') return fail('alreadyPaid');
  if (!isEditable(purchase.status)) return fail('purchaseLocked');
  if (purchase.status === 'draft') return purchase;
  const [reopened] = await db
    .update(spectatorPurchases)
    .set({ status: nextPurchaseStatus(purchase.status, 'reopen')!, checkoutSessionId: null, reservationExpiresAt: null, updatedAt: now })
    .where(eq(spectatorPurchases.id, purchase.id))
    .returning();
  return reopened!;
}

/**
 * One change of the party in a transaction: lock the buyer's purchase for editing (lockForEdit),
 * apply `change`, and answer with the purchase as the stepper shows it, or the refusal.
 */
export async function editPurchase(
  deps: TSpectatorDeps,
  options: { viewer: TViewer | null; purchaseId: number },
  change: (tx: TDatabase, locked: TPurchaseRow, now: Date) => Promise<TPurchaseRow | TFailure>,
): Promise<TPurchaseResult> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  const outcome = await db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const locked = await lockForEdit(tx, options.viewer, options.purchaseId, now);
    return isFailure(locked) ? locked : change(tx, locked, now);
  });
  if (isFailure(outcome)) return outcome;
  return { ok: true, purchase: await loadPurchaseView(deps, db, outcome, now) };
}
