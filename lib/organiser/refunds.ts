import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import { auditLog, purchaseRefunds, type TRefundStatus } from '@/lib/db/schema/organiser';
import { paymentEvents, spectatorPurchases, spectators } from '@/lib/db/schema/spectators';
import { formatMoney } from '@/lib/i18n/format';
import { log } from '@/lib/log';
import { PaymentRefusedError, type TProviderRefund, type TRefundEvent } from '@/lib/payments/port';
import { asDb, type TSpectatorDeps } from '@/lib/spectators/deps';
import { formatTicketNumber } from '@/lib/spectators/domain/availability';
import { asLocale } from '@/lib/i18n/locale';
import { lockTicketing, platformEvent } from '@/lib/spectators/event-ticketing';
import type { TEventPlace } from './access';
import { recordAudit, type TActor } from './audit';
import { buildRefundMail } from './refund-mail';

/**
 * Refunds of ticket purchases (docs/decisions/056), full or partial, through the payment port.
 *
 * A refund is a row of `purchase_refunds`: written `pending` with its audit row (`refund.create`,
 * the amounts before and after) in one transaction under the purchase's lock, so two organisers
 * refunding at once never give back more than was paid. The provider is then asked with an
 * idempotency key of that row (`purchase-refund-{id}`): asking again (the provider did not answer)
 * never refunds twice. Its answer settles the row: `succeeded` releases the tickets chosen (those
 * spectators marked removed, the purchase's quantity lowered, so the event's capacity gets them
 * back) and mails the buyer in the purchase's language; `failed` releases nothing. A provider that
 * answers `pending` (Stripe, for some payment methods) settles the row later through its webhook
 * (`applyRefundEvent`, once per provider event). Each settlement has its audit row
 * (`refund.succeeded`, `refund.failed`).
 */

export type TRefundDeps = Pick<TSpectatorDeps, 'getDb' | 'payments' | 'sendMail' | 'platform' | 'siteUrl' | 'now'>;

export const REFUND_REASON_MAX = 500;

/** Message keys of `OrganiserPurchases.errors`. */
export type TRefundError =
  | 'notFound'
  | 'notPaid'
  | 'noPayment'
  | 'providerChanged'
  | 'amountTooLarge'
  | 'tickets'
  | 'refused'
  | 'unavailable'
  | 'notPending';

export type TRefundRequest = {
  purchaseId: number;
  amountCents: number;
  /** Spectators of the purchase whose tickets the refund releases (none: a goodwill refund). */
  spectatorIds: number[];
  reason: string | null;
};

export type TRefundResult =
  | { ok: true; refundId: number; status: TRefundStatus }
  | { ok: false; error: TRefundError; refundId?: number; maxCents?: number; currency?: string };

type TPurchaseRow = typeof spectatorPurchases.$inferSelect;
type TRefundRow = typeof purchaseRefunds.$inferSelect;

const idempotencyKeyOf = (refundId: number) => `purchase-refund-${refundId}`;

/** Amounts of a purchase's refunds: succeeded, pending (asked, no final word yet), and what is left to refund. */
export type TRefundTotals = { refundedCents: number; pendingCents: number; refundableCents: number };

export async function refundTotals(db: TDatabase, purchase: Pick<TPurchaseRow, 'id' | 'totalPaidCents' | 'status'>): Promise<TRefundTotals> {
  const rows = await db
    .select({ status: purchaseRefunds.status, n: sql<number>`coalesce(sum(${purchaseRefunds.amountCents}), 0)::int` })
    .from(purchaseRefunds)
    .where(eq(purchaseRefunds.purchaseId, purchase.id))
    .groupBy(purchaseRefunds.status);
  const of = (status: TRefundStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  const refundedCents = of('succeeded');
  const pendingCents = of('pending');
  const refundableCents = purchase.status === 'paid' ? Math.max(0, purchase.totalPaidCents - refundedCents - pendingCents) : 0;
  return { refundedCents, pendingCents, refundableCents };
}

/** Active tickets of a purchase (not released), buyer first. */
async function activeTickets(db: TDatabase, purchaseId: number) {
  return db
    .select({ id: spectators.id, eventId: spectators.eventId, ticketNumber: spectators.ticketNumber, firstName: spectators.firstName, lastName: spectators.lastName })
    .from(spectators)
    .where(and(eq(spectators.purchaseId, purchaseId), isNull(spectators.removedAt)))
    .orderBy(asc(spectators.ticketNumber), asc(spectators.id));
}

/**
 * Refund `amountCents` of a paid purchase of the place's event, releasing the tickets of
 * `spectatorIds`. Refused: a purchase not of this event (`notFound`), not paid (`notPaid`), paid
 * without a provider payment (`noPayment`) or with another provider than the one in use
 * (`providerChanged`); more than what is left to refund (`amountTooLarge`, with `maxCents`); a
 * ticket not active in the purchase or already in a pending refund (`tickets`); the provider's no
 * (`refused`: the row is failed). When the provider does not answer (`unavailable`), the row stays
 * pending and `retryRefund` asks again with the same key.
 */
export async function createRefund(deps: TRefundDeps, actor: TActor, place: TEventPlace, request: TRefundRequest): Promise<TRefundResult> {
  const db = await deps.getDb();
  const now = deps.now ? deps.now() : new Date();
  const ids = [...new Set(request.spectatorIds)];
  const created = await db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    // The event's capacity lock first, as every change of its tickets takes it (decision 025).
    await lockTicketing(tx, place.eventId);
    const [purchase] = await tx
      .select()
      .from(spectatorPurchases)
      .where(and(eq(spectatorPurchases.id, request.purchaseId), eq(spectatorPurchases.eventId, place.eventId)))
      .for('update');
    if (!purchase) return { ok: false as const, error: 'notFound' as const };
    if (purchase.status !== 'paid') return { ok: false as const, error: 'notPaid' as const };
    if (!purchase.paymentTransactionId || !purchase.paymentProvider) return { ok: false as const, error: 'noPayment' as const };
    if (purchase.paymentProvider !== deps.payments.name) return { ok: false as const, error: 'providerChanged' as const };
    const totals = await refundTotals(tx, purchase);
    if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0 || request.amountCents > totals.refundableCents) {
      return { ok: false as const, error: 'amountTooLarge' as const, maxCents: totals.refundableCents, currency: purchase.currency };
    }
    const active = await activeTickets(tx, purchase.id);
    const chosen = active.filter((s) => ids.includes(s.id));
    const pending = await tx
      .select({ ids: purchaseRefunds.spectatorIds })
      .from(purchaseRefunds)
      .where(and(eq(purchaseRefunds.purchaseId, purchase.id), eq(purchaseRefunds.status, 'pending')));
    const inPending = new Set(pending.flatMap((p) => p.ids));
    if (chosen.length !== ids.length || chosen.some((s) => inPending.has(s.id))) return { ok: false as const, error: 'tickets' as const };
    const [row] = await tx
      .insert(purchaseRefunds)
      .values({
        purchaseId: purchase.id,
        amountCents: request.amountCents,
        currency: purchase.currency,
        provider: purchase.paymentProvider,
        status: 'pending',
        reason: request.reason,
        spectatorIds: chosen.map((s) => s.id),
        createdBy: actor.accountId!,
        createdAt: now,
      })
      .returning();
    const ticket = (s: (typeof active)[number]) => formatTicketNumber(s.eventId, s.ticketNumber) ?? `#${s.id}`;
    await recordAudit(
      tx,
      {
        actor,
        ...place,
        action: 'refund.create',
        subject: `refund:${row!.id}`,
        before: { purchase: purchase.id, paidCents: purchase.totalPaidCents, refundedCents: totals.refundedCents + totals.pendingCents, tickets: active.length, currency: purchase.currency },
        after: {
          purchase: purchase.id,
          paidCents: purchase.totalPaidCents,
          refundedCents: totals.refundedCents + totals.pendingCents + request.amountCents,
          amountCents: request.amountCents,
          tickets: active.length - chosen.length,
          released: chosen.map(ticket),
          reason: request.reason,
        },
      },
      now,
    );
    return { ok: true as const, refund: row!, transactionId: purchase.paymentTransactionId };
  });
  if (!created.ok) return created;
  return askProvider(deps, actor, created.refund, created.transactionId);
}

/** Ask the provider for a pending refund row and settle it with the answer. */
async function askProvider(deps: TRefundDeps, actor: TActor, refund: TRefundRow, transactionId: string): Promise<TRefundResult> {
  let answer: TProviderRefund;
  try {
    answer = await deps.payments.refund({
      transactionId,
      amountCents: refund.amountCents,
      currency: refund.currency,
      idempotencyKey: idempotencyKeyOf(refund.id),
      metadata: { purchase_id: String(refund.purchaseId), refund_id: String(refund.id) },
    });
  } catch (error) {
    if (error instanceof PaymentRefusedError) {
      log.warn({ err: error, refundId: refund.id, code: error.code }, 'the payment provider refused a refund');
      await settle(deps, refund.id, { status: 'failed', providerRefundId: null }, actor);
      return { ok: false, error: 'refused', refundId: refund.id };
    }
    log.error({ err: error, refundId: refund.id }, 'the payment provider did not answer a refund: it stays pending');
    return { ok: false, error: 'unavailable', refundId: refund.id };
  }
  if (answer.amountCents !== refund.amountCents) log.error({ refundId: refund.id, asked: refund.amountCents, refunded: answer.amountCents }, 'the provider refunded another amount');
  const settled = await settle(deps, refund.id, { status: answer.status, providerRefundId: answer.refundId }, actor);
  return { ok: true, refundId: refund.id, status: settled.status };
}

/**
 * Ask the provider again for a refund that stayed pending without its answer (the provider could
 * not be reached): the same idempotency key, so at most one refund is made.
 */
export async function retryRefund(deps: TRefundDeps, actor: TActor, place: TEventPlace, refundId: number): Promise<TRefundResult> {
  const db = await deps.getDb();
  const [row] = await db
    .select({ r: purchaseRefunds, transactionId: spectatorPurchases.paymentTransactionId })
    .from(purchaseRefunds)
    .innerJoin(spectatorPurchases, eq(spectatorPurchases.id, purchaseRefunds.purchaseId))
    .where(and(eq(purchaseRefunds.id, refundId), eq(spectatorPurchases.eventId, place.eventId)));
  if (!row) return { ok: false, error: 'notFound' };
  if (row.r.status !== 'pending' || row.r.providerRefundId !== null || !row.transactionId) return { ok: false, error: 'notPending' };
  if (row.r.provider !== deps.payments.name) return { ok: false, error: 'providerChanged' };
  return askProvider(deps, actor, row.r, row.transactionId);
}

type TSettlement = { status: TRefundStatus | 'pending'; providerRefundId: string | null };
type TSettled = { status: TRefundStatus; changed: boolean; purchaseId: number; becameSucceeded: boolean };

/**
 * Settle a refund row in a transaction (`inTx`: a payment event's, so the event's record and the
 * settlement land together). The organisation and promoter of its audit rows are those of its
 * `refund.create` row.
 */
async function settle(deps: TRefundDeps, refundId: number, outcome: TSettlement, actor: TActor, inTx?: TDatabase): Promise<TSettled> {
  const run = async (tx: TDatabase): Promise<TSettled> => {
    const now = deps.now ? deps.now() : new Date();
    const [unlocked] = await tx
      .select({ eventId: spectatorPurchases.eventId })
      .from(purchaseRefunds)
      .innerJoin(spectatorPurchases, eq(spectatorPurchases.id, purchaseRefunds.purchaseId))
      .where(eq(purchaseRefunds.id, refundId));
    if (unlocked) await lockTicketing(tx, unlocked.eventId);
    const [refund] = await tx.select().from(purchaseRefunds).where(eq(purchaseRefunds.id, refundId)).for('update');
    if (!refund) throw new Error(`no refund ${refundId}`);
    const same = { status: refund.status, changed: false, purchaseId: refund.purchaseId, becameSucceeded: false };
    const providerRefundId = refund.providerRefundId ?? outcome.providerRefundId;
    const [created] = await tx
      .select({ organizationId: auditLog.organizationId, promoterId: auditLog.promoterId, eventId: auditLog.eventId })
      .from(auditLog)
      .where(and(eq(auditLog.subject, `refund:${refund.id}`), eq(auditLog.action, 'refund.create')))
      .limit(1);
    const where = { organizationId: created?.organizationId ?? null, promoterId: created?.promoterId ?? null, eventId: created?.eventId ?? unlocked?.eventId ?? null };
    const [purchase] = await tx.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, refund.purchaseId)).for('update');

    if (outcome.status === 'pending' || outcome.status === refund.status) {
      if (providerRefundId !== refund.providerRefundId) await tx.update(purchaseRefunds).set({ providerRefundId }).where(eq(purchaseRefunds.id, refund.id));
      return same;
    }
    if (outcome.status === 'succeeded') {
      if (refund.status !== 'pending') {
        log.error({ refundId: refund.id, status: refund.status }, 'the provider says a refund the app holds as failed succeeded');
        return same;
      }
      await tx.update(purchaseRefunds).set({ status: 'succeeded', providerRefundId, completedAt: now }).where(eq(purchaseRefunds.id, refund.id));
      const released =
        refund.spectatorIds.length === 0
          ? []
          : await tx
              .update(spectators)
              .set({ removedAt: now, updatedAt: now })
              .where(and(inArray(spectators.id, refund.spectatorIds), eq(spectators.purchaseId, refund.purchaseId), isNull(spectators.removedAt)))
              .returning({ id: spectators.id, eventId: spectators.eventId, ticketNumber: spectators.ticketNumber });
      if (released.length > 0 && purchase) {
        // The purchase holds fewer tickets: the event's capacity counts them free again.
        await tx
          .update(spectatorPurchases)
          .set({ quantity: Math.max(0, purchase.quantity - released.length), updatedAt: now })
          .where(eq(spectatorPurchases.id, purchase.id));
      }
      const totals = purchase ? await refundTotals(tx, purchase) : null;
      await recordAudit(
        tx,
        {
          actor,
          ...where,
          action: 'refund.succeeded',
          subject: `refund:${refund.id}`,
          before: { status: refund.status, tickets: purchase?.quantity ?? null },
          after: {
            status: 'succeeded',
            amountCents: refund.amountCents,
            refundedCents: totals?.refundedCents ?? null,
            tickets: purchase ? Math.max(0, purchase.quantity - released.length) : null,
            released: released.map((s) => formatTicketNumber(s.eventId, s.ticketNumber) ?? `#${s.id}`),
            providerRefundId,
          },
        },
        now,
      );
      return { status: 'succeeded', changed: true, purchaseId: refund.purchaseId, becameSucceeded: true };
    }
    // failed: from pending (nothing was released), or after a success (Stripe: refund.failed later).
    await tx.update(purchaseRefunds).set({ status: 'failed', providerRefundId, completedAt: now }).where(eq(purchaseRefunds.id, refund.id));
    if (refund.status === 'succeeded') log.error({ refundId: refund.id }, 'a refund failed after it succeeded: its released tickets stay released; tell the buyer');
    await recordAudit(
      tx,
      { actor, ...where, action: 'refund.failed', subject: `refund:${refund.id}`, before: { status: refund.status, amountCents: refund.amountCents }, after: { status: 'failed', amountCents: refund.amountCents, providerRefundId } },
      now,
    );
    return { status: 'failed', changed: true, purchaseId: refund.purchaseId, becameSucceeded: false };
  };
  if (inTx) return run(inTx);
  const db = await deps.getDb();
  const settled = await db.transaction((tx) => run(asDb(tx)));
  if (settled.becameSucceeded) await mailRefund(deps, refundId);
  return settled;
}

/** Who settles a refund from the provider's webhook (the audit log names it). */
export const providerActor = (provider: string): TActor => ({ accountId: null, name: `payment provider (${provider})` });

class DuplicateRefundEvent extends Error {}

export type TRefundEventOutcome = 'refund_succeeded' | 'refund_failed' | 'refund_pending' | 'refund_unchanged' | 'unknown_refund';

/**
 * A provider's news of a refund (Stripe: refund.created, refund.updated, refund.failed), handled
 * once per provider event (payment_events): the refund row is found by the provider's refund id,
 * or by the `refund_id` of its metadata when the provider's answer to the request was lost; a
 * refund the app did not make (the provider's dashboard) is recorded and left alone.
 */
export async function applyRefundEvent(deps: TRefundDeps, event: TRefundEvent): Promise<{ duplicate: boolean; outcome: TRefundEventOutcome; purchaseId: number | null }> {
  const provider = deps.payments.name;
  const db = await deps.getDb();
  const [seen] = await db
    .select({ outcome: paymentEvents.outcome, purchaseId: paymentEvents.purchaseId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.providerEventId, event.id)));
  if (seen) return { duplicate: true, outcome: seen.outcome as TRefundEventOutcome, purchaseId: seen.purchaseId };

  const refund = event.refund;
  let byId = (await db.select().from(purchaseRefunds).where(and(eq(purchaseRefunds.provider, provider), eq(purchaseRefunds.providerRefundId, refund.refundId))))[0];
  if (!byId) {
    const ownId = /^\d{1,9}$/.test(refund.metadata.refund_id ?? '') ? Number(refund.metadata.refund_id) : null;
    const [own] = ownId ? await db.select().from(purchaseRefunds).where(and(eq(purchaseRefunds.id, ownId), eq(purchaseRefunds.provider, provider))) : [];
    if (own && String(own.purchaseId) === refund.metadata.purchase_id && (own.providerRefundId === null || own.providerRefundId === refund.refundId)) byId = own;
  }
  let result: { outcome: TRefundEventOutcome; purchaseId: number | null; becameSucceeded: boolean; refundId: number | null };
  try {
    result = await db.transaction(async (txRaw) => {
      const tx = asDb(txRaw);
      let outcome: TRefundEventOutcome = 'unknown_refund';
      let becameSucceeded = false;
      if (!byId) {
        log.warn({ provider, refundId: refund.refundId, eventId: event.id }, 'refund event for a refund the app did not make');
      } else {
        const settled = await settle(deps, byId.id, { status: refund.status, providerRefundId: refund.refundId }, providerActor(provider), tx);
        becameSucceeded = settled.becameSucceeded;
        outcome = !settled.changed ? (settled.status === 'pending' ? 'refund_pending' : 'refund_unchanged') : settled.status === 'succeeded' ? 'refund_succeeded' : 'refund_failed';
      }
      const inserted = await tx
        .insert(paymentEvents)
        .values({ provider, providerEventId: event.id, type: event.type, purchaseId: byId?.purchaseId ?? null, outcome, receivedAt: deps.now ? deps.now() : new Date() })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (inserted.length === 0) throw new DuplicateRefundEvent();
      return { outcome, purchaseId: byId?.purchaseId ?? null, becameSucceeded, refundId: byId?.id ?? null };
    });
  } catch (error) {
    if (error instanceof DuplicateRefundEvent) return { duplicate: true, outcome: 'refund_unchanged', purchaseId: null };
    throw error;
  }
  log.info({ provider, eventId: event.id, type: event.type, outcome: result.outcome, purchaseId: result.purchaseId }, 'refund event applied');
  if (result.becameSucceeded && result.refundId !== null) await mailRefund(deps, result.refundId);
  return { duplicate: false, outcome: result.outcome, purchaseId: result.purchaseId };
}

/** Mail the buyer that a refund went through, in the purchase's language; a failure is logged, never thrown. */
export async function mailRefund(deps: TRefundDeps, refundId: number): Promise<void> {
  try {
    const db = await deps.getDb();
    const [row] = await db
      .select({ r: purchaseRefunds, p: spectatorPurchases, b: accounts })
      .from(purchaseRefunds)
      .innerJoin(spectatorPurchases, eq(spectatorPurchases.id, purchaseRefunds.purchaseId))
      .innerJoin(accounts, eq(accounts.id, spectatorPurchases.buyerAccountId))
      .where(eq(purchaseRefunds.id, refundId));
    if (!row?.b.email) return;
    const locale = asLocale(row.p.locale);
    const event = await platformEvent(deps, row.p.eventId, locale);
    const released =
      row.r.spectatorIds.length === 0
        ? []
        : await db
            .select({ firstName: spectators.firstName, lastName: spectators.lastName, eventId: spectators.eventId, ticketNumber: spectators.ticketNumber })
            .from(spectators)
            .where(inArray(spectators.id, row.r.spectatorIds))
            .orderBy(asc(spectators.ticketNumber));
    const totals = await refundTotals(db, row.p);
    await deps.sendMail(
      buildRefundMail({
        siteUrl: deps.siteUrl,
        to: row.b.email,
        locale,
        firstName: row.b.firstName,
        event: { id: row.p.eventId, name: event?.name ?? `#${row.p.eventId}` },
        purchaseId: row.p.id,
        refundId: row.r.id,
        amount: formatMoney(row.r.amountCents, row.r.currency, locale),
        refundedTotal: formatMoney(totals.refundedCents, row.r.currency, locale),
        released: released.map((s) => ({ name: `${s.firstName} ${s.lastName}`, ticketNumber: formatTicketNumber(s.eventId, s.ticketNumber) })),
      }),
    );
  } catch (error) {
    log.error({ err: error, refundId }, 'refund mail failed');
  }
}
