import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { TLocale } from '@/lib/constants';
import { accounts } from '@/lib/db/schema/accounts';
import { spectators, waivers } from '@/lib/db/schema/spectators';
import { SPECTATORS_MAX, spectatorSchema, type TSpectatorFieldErrors } from '@/lib/validation/spectators';
import { canReserve, isOnSale } from './domain/availability';
import { asDb, isUniqueViolation, nowOf, type TSpectatorDeps, type TViewer } from './deps';
import { editPurchase, lockForEdit, ownPurchase, updateTotals, type TPurchaseResult } from './purchases';
import { heldTickets, loadTicketing, platformEvent } from './event-ticketing';
import { loadPurchaseView, type TPurchaseRow, type TPurchaseView } from './purchase-view';
import { fail, isFailure, type TFailure } from './result';
import { mailWaiverLink } from './waiver-links';

/** The party of a purchase: adding a spectator (adult or minor) and removing one. */

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
