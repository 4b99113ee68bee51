import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TLocale } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import { accounts, guardianships, type TGender, type TRelationship } from '@/lib/db/schema/accounts';
import { eventTicketing, promoCodes, spectatorPurchases, spectators, waivers } from '@/lib/db/schema/spectators';
import { log } from '@/lib/log';
import { isMinor } from '@/lib/validation/participant';
import { SPECTATORS_MAX, ZPromoCodeSchema, spectatorSchema, type TSpectatorFieldErrors } from '@/lib/validation/spectators';
import { canReserve, isOnSale, type TTicketSaleEvent } from './domain/availability';
import { checkPromoCode, normalizePromoCode, type TPromoRefusal } from './domain/promo';
import { isEditable, nextPurchaseStatus } from './domain/purchase-state';
import { asDb, isUniqueViolation, nowOf, RESEND_INTERVAL_MS, type TSpectatorDeps, type TViewer } from './deps';
import type { TSpectatorError } from './errors';
import { asLocale, buildWaiverLinkMail } from './mail';
import { syncCheckout } from './payments';
import {
  currentWaiverText,
  heldTickets,
  loadPurchaseView,
  loadTicketing,
  platformEvent,
  promoRedemptions,
  requirePlatformEvent,
  reservationLive,
  settingsOf,
  toTicketEvent,
  totalsFor,
  type TPurchaseRow,
  type TPurchaseView,
  type TTicketEvent,
} from './queries';

/**
 * Buying spectator tickets (seed section 4 "Spectator registration", steps 1-3): the buyer starts
 * a purchase for an event on sale, signs their own waiver, adds the party (minors with the buyer
 * as parent or guardian; other adults get an emailed waiver link), may enter a promo code, and
 * sees the summary. Payment: lib/spectators/checkout.ts. Every refusal is a message key.
 */

export type TFailure = { ok: false; error: TSpectatorError; params?: Record<string, string | number> };
export type TPurchaseResult = { ok: true; purchase: TPurchaseView } | TFailure;

const fail = (error: TSpectatorError, params?: Record<string, string | number>): TFailure => ({ ok: false, error, ...(params ? { params } : {}) });

type TBuyerRow = typeof accounts.$inferSelect;

/** Who may buy: a signed-in adult participant or spectator account (seed section 6). */
export function buyerRefusal(account: Pick<TBuyerRow, 'role' | 'birthDate'> | null, now: Date): TSpectatorError | null {
  if (!account) return 'signInRequired';
  if (account.role === 'promoter') return 'notValidForPromoters';
  if (account.role !== 'participant' && account.role !== 'spectator') return 'participantOrSpectatorOnly';
  if (isMinor(account.birthDate, now)) return 'adultsOnly';
  return null;
}

async function loadBuyer(db: TDatabase, viewer: TViewer | null): Promise<TBuyerRow | null> {
  if (!viewer) return null;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, viewer.id));
  return row ?? null;
}

/** The buyer's own purchase, or null (another buyer's purchase is "not found" too). */
async function ownPurchase(db: TDatabase, viewer: TViewer | null, purchaseId: number, lock = false): Promise<TPurchaseRow | null> {
  if (!viewer || !Number.isSafeInteger(purchaseId) || purchaseId <= 0) return null;
  const query = db
    .select()
    .from(spectatorPurchases)
    .where(and(eq(spectatorPurchases.id, purchaseId), eq(spectatorPurchases.buyerAccountId, viewer.id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Events on sale

/**
 * Events whose tickets are on sale now, soonest first (the /spectator page without an id): the
 * events the app sells tickets for (event_ticketing), as the platform shows them.
 */
export async function listTicketEvents(deps: TSpectatorDeps, options: { locale?: TLocale } = {}): Promise<TTicketEvent[]> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  const rows = await db.select().from(eventTicketing).where(eq(eventTicketing.ticketsOnSale, true));
  const found = await Promise.all(rows.map(async (row) => ({ row, event: await platformEvent(deps, row.eventId, options.locale) })));
  const onSale = found
    .filter((item): item is { row: typeof item.row; event: NonNullable<typeof item.event> } => isOnSale(item.row, item.event, now))
    .sort((a, b) => a.event.startAt.getTime() - b.event.startAt.getTime() || a.event.id - b.event.id);
  return Promise.all(onSale.map(async ({ row, event }) => toTicketEvent(event, row, await heldTickets(db, event.id, now), now)));
}

/** One event for the ticket pages (on sale or not), or null when the platform does not know or show it. */
export async function getTicketEvent(deps: TSpectatorDeps, eventId: number, options: { locale?: TLocale } = {}): Promise<TTicketEvent | null> {
  const event = await platformEvent(deps, eventId, options.locale);
  if (!event) return null;
  const db = await deps.getDb();
  const now = nowOf(deps);
  return toTicketEvent(event, await loadTicketing(db, event.id), await heldTickets(db, event.id, now), now);
}

/** The app's ticket sale of an event a page already has from the platform (event pages and lists). */
export type TTicketOffer = {
  eventId: number;
  onSale: boolean;
  priceCents: number | null;
  currency: string;
  taxRateBp: number;
};

/**
 * The ticket offers of events already read from the platform, by event id, in one query (no
 * platform call): whether tickets are on sale now, price and tax. Events without ticket settings
 * have none on sale.
 */
export async function ticketOffers(
  deps: TSpectatorDeps,
  list: readonly (TTicketSaleEvent & { id: number })[],
): Promise<Map<number, TTicketOffer>> {
  const offers = new Map<number, TTicketOffer>();
  if (list.length === 0) return offers;
  const db = await deps.getDb();
  const now = nowOf(deps);
  const ids = [...new Set(list.map((event) => event.id))];
  const rows = await db.select().from(eventTicketing).where(inArray(eventTicketing.eventId, ids));
  const byId = new Map(rows.map((row) => [row.eventId, row]));
  for (const event of list) {
    const settings = settingsOf(event.id, byId.get(event.id) ?? null);
    offers.set(event.id, {
      eventId: event.id,
      onSale: isOnSale(settings, event, now),
      priceCents: settings.ticketPriceCents,
      currency: settings.currency,
      taxRateBp: settings.taxRateBp,
    });
  }
  return offers;
}

/** Whether this viewer may buy tickets, and if not, why (for step 1 before anything is created). */
export async function checkBuyer(deps: TSpectatorDeps, viewer: TViewer | null): Promise<{ ok: true } | TFailure> {
  const refusal = buyerRefusal(await loadBuyer(await deps.getDb(), viewer), nowOf(deps));
  return refusal ? fail(refusal) : { ok: true };
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

/** The buyer's purchases (newest first), e.g. for a "my tickets" list. */
export async function listPurchases(deps: TSpectatorDeps, options: { viewer: TViewer | null }): Promise<TPurchaseView[]> {
  if (!options.viewer) return [];
  const db = await deps.getDb();
  const now = nowOf(deps);
  const rows = await db
    .select()
    .from(spectatorPurchases)
    .where(eq(spectatorPurchases.buyerAccountId, options.viewer.id))
    .orderBy(desc(spectatorPurchases.id));
  return Promise.all(rows.map((row) => loadPurchaseView(deps, db, row, now)));
}

/** The buyer's minors (family members) to pick from when adding spectators. */
export async function listFamilyMinors(
  deps: TSpectatorDeps,
  options: { viewer: TViewer | null },
): Promise<{ accountId: number; firstName: string; lastName: string; gender: TGender; birthDate: string; relationship: TRelationship }[]> {
  if (!options.viewer) return [];
  const db = await deps.getDb();
  const now = nowOf(deps);
  const rows = await db
    .select({
      accountId: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      gender: accounts.gender,
      birthDate: accounts.birthDate,
      relationship: guardianships.relationship,
    })
    .from(guardianships)
    .innerJoin(accounts, eq(accounts.id, guardianships.minorAccountId))
    .where(eq(guardianships.guardianAccountId, options.viewer.id))
    .orderBy(accounts.firstName);
  return rows.filter((row) => isMinor(row.birthDate, now));
}

// ---------------------------------------------------------------------------------------------
// Changes to the party (only while no checkout is under way or paid)

/** Recompute and store the totals of an editable purchase from its active spectators. */
async function updateTotals(db: TDatabase, purchase: TPurchaseRow, now: Date): Promise<TPurchaseRow> {
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
async function lockForEdit(db: TDatabase, viewer: TViewer | null, purchaseId: number, now: Date): Promise<TPurchaseRow | TFailure> {
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
async function editPurchase(
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

const isFailure = (value: unknown): value is TFailure => typeof value === 'object' && value !== null && (value as TFailure).ok === false;

export type TAddSpectatorResult =
  | { ok: true; purchase: TPurchaseView; spectatorId: number; waiverUuid: string; mailed: boolean }
  | (TFailure & { fieldErrors?: TSpectatorFieldErrors });

/**
 * Add a spectator. An adult needs an email not used by another adult of the purchase and gets
 * their waiver link by mail in their language; a minor is covered by the buyer as parent or
 * guardian (relationship required) and the buyer signs the minor's waiver in the stepper.
 * When the mail cannot be sent, the spectator is kept and the list shows the link as not sent
 * (resend it).
 */
export async function addSpectator(
  deps: TSpectatorDeps,
  options: { viewer: TViewer | null; purchaseId: number; input: unknown; locale: TLocale },
): Promise<TAddSpectatorResult> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  const parsed = spectatorSchema({ now: () => now }).safeParse(options.input);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as TSpectatorFieldErrors;
    return { ok: false, error: 'fillAllEntries', fieldErrors };
  }
  const values = parsed.data;
  const locale = values.locale ?? options.locale;

  if (values.email) {
    const [promoter] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.email, values.email), eq(accounts.role, 'promoter')));
    if (promoter) return { ok: false, error: 'notValidForPromoters', fieldErrors: { email: ['notValidForPromoters'] } };
  }

  // The platform's event is read before the transaction (no upstream call while rows are locked);
  // a purchase's event never changes.
  const owned = await ownPurchase(db, options.viewer, options.purchaseId);
  if (!owned) return fail('registrationNotFound');
  const event = await platformEvent(deps, owned.eventId, locale);

  let outcome: { purchase: TPurchaseRow; spectatorId: number; uuid: string } | TFailure;
  try {
    outcome = await db.transaction(async (txRaw) => {
      const tx = asDb(txRaw);
      const locked = await lockForEdit(tx, options.viewer, options.purchaseId, now);
      if (isFailure(locked)) return locked;
      const active = await tx
        .select({ id: spectators.id, email: spectators.email })
        .from(spectators)
        .where(and(eq(spectators.purchaseId, locked.id), isNull(spectators.removedAt)));
      if (active.length >= SPECTATORS_MAX) return fail('tooManySpectators', { max: SPECTATORS_MAX });
      if (values.email && active.some((s) => s.email === values.email)) return fail('emailExists');
      const ticketing = await loadTicketing(tx, locked.eventId);
      if (!ticketing || !isOnSale(ticketing, event, now)) return fail('ticketsNotOnSale');
      const held = await heldTickets(tx, locked.eventId, now, locked.id);
      if (!canReserve(ticketing.ticketCapacity, held, active.length + 1)) {
        return fail('notEnoughTickets', { left: Math.max(0, (ticketing.ticketCapacity ?? 0) - held) });
      }
      const [spectator] = await tx
        .insert(spectators)
        .values({
          purchaseId: locked.id,
          eventId: locked.eventId,
          firstName: values.firstName,
          lastName: values.lastName,
          gender: values.gender,
          birthDate: values.birthDate,
          email: values.email,
          isMinor: values.isMinor,
          guardianAccountId: values.isMinor ? locked.buyerAccountId : null,
          relationship: values.relationship,
          locale,
        })
        .returning({ id: spectators.id });
      const uuid = randomUUID();
      await tx.insert(waivers).values({ uuid, spectatorId: spectator!.id, eventId: locked.eventId });
      const purchase = await updateTotals(tx, locked, now);
      return { purchase, spectatorId: spectator!.id, uuid };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'emailExists', fieldErrors: { email: ['emailExists'] } };
    throw error;
  }
  if (isFailure(outcome)) {
    return outcome.error === 'emailExists' ? { ...outcome, fieldErrors: { email: ['emailExists'] } } : outcome;
  }

  let mailed = false;
  if (!values.isMinor && values.email) {
    mailed = await mailWaiverLink(deps, db, { spectatorId: outcome.spectatorId, reminder: false, now });
  }
  return {
    ok: true,
    purchase: await loadPurchaseView(deps, db, outcome.purchase, now),
    spectatorId: outcome.spectatorId,
    waiverUuid: outcome.uuid,
    mailed,
  };
}

/** Mail a spectator's waiver link; records when. False (logged) when the mail failed. */
async function mailWaiverLink(
  deps: TSpectatorDeps,
  db: TDatabase,
  options: { spectatorId: number; reminder: boolean; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ s: spectators, w: waivers, p: spectatorPurchases, b: accounts })
    .from(spectators)
    .innerJoin(waivers, eq(waivers.spectatorId, spectators.id))
    .innerJoin(spectatorPurchases, eq(spectatorPurchases.id, spectators.purchaseId))
    .innerJoin(accounts, eq(accounts.id, spectatorPurchases.buyerAccountId))
    .where(eq(spectators.id, options.spectatorId));
  if (!row?.s.email) return false;
  try {
    const event = await requirePlatformEvent(deps, row.s.eventId, asLocale(row.s.locale));
    await deps.sendMail(
      buildWaiverLinkMail({
        siteUrl: deps.siteUrl,
        to: row.s.email,
        locale: asLocale(row.s.locale),
        firstName: row.s.firstName,
        buyerName: `${row.b.firstName} ${row.b.lastName}`,
        event: { name: event.name, startAt: event.startAt, timeZone: event.timeZone },
        uuid: row.w.uuid,
        reminder: options.reminder,
      }),
    );
  } catch (error) {
    log.error({ err: error, spectatorId: options.spectatorId }, 'waiver link mail failed');
    return false;
  }
  await db
    .update(waivers)
    .set({
      sentAt: row.w.sentAt ?? options.now,
      resentAt: row.w.sentAt ? options.now : row.w.resentAt,
      sendCount: sql`${waivers.sendCount} + 1`,
      updatedAt: options.now,
    })
    .where(eq(waivers.id, row.w.id));
  return true;
}

/** Mail an adult spectator's waiver link again (at most once a minute). */
export async function resendWaiverLink(
  deps: TSpectatorDeps,
  options: { viewer: TViewer | null; purchaseId: number; spectatorId: number },
): Promise<TPurchaseResult> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  const purchase = await ownPurchase(db, options.viewer, options.purchaseId);
  if (!purchase) return fail('registrationNotFound');
  if (!isEditable(purchase.status)) return fail(purchase.status === 'paid' ? 'alreadyPaid' : 'purchaseLocked');
  const [row] = await db
    .select({ s: spectators, w: waivers })
    .from(spectators)
    .innerJoin(waivers, eq(waivers.spectatorId, spectators.id))
    .where(and(eq(spectators.id, options.spectatorId), eq(spectators.purchaseId, purchase.id), isNull(spectators.removedAt)));
  if (!row) return fail('recordNotFound');
  if (row.s.isBuyer || row.s.isMinor || !row.s.email) return fail('nothingToResend');
  if (row.w.status === 'signed') return fail('alreadySigned');
  if (row.w.status === 'rejected') return fail('waiverRejected');
  const last = row.w.resentAt ?? row.w.sentAt;
  if (last && now.getTime() - last.getTime() < RESEND_INTERVAL_MS) {
    return fail('resendTooSoon', { seconds: Math.ceil((RESEND_INTERVAL_MS - (now.getTime() - last.getTime())) / 1000) });
  }
  if (!(await mailWaiverLink(deps, db, { spectatorId: row.s.id, reminder: row.w.sentAt !== null, now }))) return fail('sendWaiverFirst');
  return { ok: true, purchase: await loadPurchaseView(deps, db, purchase, now) };
}

/** Remove a spectator from the party (never the buyer). The row stays, marked removed. */
export async function removeSpectator(
  deps: TSpectatorDeps,
  options: { viewer: TViewer | null; purchaseId: number; spectatorId: number },
): Promise<TPurchaseResult> {
  return editPurchase(deps, options, async (tx, locked, now) => {
    const [row] = await tx
      .select()
      .from(spectators)
      .where(and(eq(spectators.id, options.spectatorId), eq(spectators.purchaseId, locked.id), isNull(spectators.removedAt)));
    if (!row) return fail('recordNotFound');
    if (row.isBuyer) return fail('cannotRemoveBuyer');
    await tx.update(spectators).set({ removedAt: now, updatedAt: now }).where(eq(spectators.id, row.id));
    return updateTotals(tx, locked, now);
  });
}

export type TPromoResult = { ok: true; purchase: TPurchaseView } | (TFailure & { error: TPromoRefusal | TSpectatorError });

/** Apply a promo code to the purchase (case-insensitive); refusals: promoInvalid, promoExpired... */
export async function applyPromoCode(
  deps: TSpectatorDeps,
  options: { viewer: TViewer | null; purchaseId: number; code: unknown },
): Promise<TPromoResult> {
  const parsed = ZPromoCodeSchema.safeParse({ code: options.code });
  if (!parsed.success) return fail('promoInvalid');
  const code = normalizePromoCode(parsed.data.code);
  return editPurchase(deps, options, async (tx, locked, now) => {
    const [rule] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code));
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(spectators)
      .where(and(eq(spectators.purchaseId, locked.id), isNull(spectators.removedAt)));
    const redemptions = rule ? await promoRedemptions(tx, rule.id, now, locked.id) : 0;
    const check = checkPromoCode(rule ?? null, { eventId: locked.eventId, quantity: Number(count?.n ?? 0), now, redemptions });
    if (!check.ok) return fail(check.error, check.minQuantity ? { minQuantity: check.minQuantity } : undefined);
    const [updated] = await tx
      .update(spectatorPurchases)
      .set({ promoCodeId: rule!.id, promoCode: rule!.code, updatedAt: now })
      .where(eq(spectatorPurchases.id, locked.id))
      .returning();
    return updateTotals(tx, updated!, now);
  }) as Promise<TPromoResult>;
}

export async function removePromoCode(deps: TSpectatorDeps, options: { viewer: TViewer | null; purchaseId: number }): Promise<TPurchaseResult> {
  return editPurchase(deps, options, async (tx, locked, now) => {
    const [updated] = await tx
      .update(spectatorPurchases)
      .set({ promoCodeId: null, promoCode: null, updatedAt: now })
      .where(eq(spectatorPurchases.id, locked.id))
      .returning();
    return updateTotals(tx, updated!, now);
  });
}

export { ownPurchase, isFailure, fail, updateTotals };
