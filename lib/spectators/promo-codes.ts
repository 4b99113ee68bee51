import { and, eq, isNull, sql } from 'drizzle-orm';
import { promoCodes, spectatorPurchases, spectators } from '@/lib/db/schema/spectators';
import { ZPromoCodeSchema } from '@/lib/validation/spectators';
import { checkPromoCode, normalizePromoCode, type TPromoRefusal } from './domain/promo';
import type { TSpectatorDeps, TViewer } from './deps';
import type { TSpectatorError } from './errors';
import { editPurchase, updateTotals, type TPurchaseResult } from './purchases';
import { promoRedemptions } from './purchase-totals';
import { type TPurchaseView } from './purchase-view';
import { fail, type TFailure } from './result';

/** A promo code on a purchase: applied (checked against its rule) or removed. */

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
