import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { promoCodes, spectatorPurchases } from '@/lib/db/schema/spectators';
import { checkPromoCode, type TPromoRefusal } from './domain/promo';
import { computeTotals, type TTotals } from './domain/totals';
import { RESERVATION_GRACE_MS } from './deps';

/**
 * What a purchase costs (docs/decisions/011, "Totals" and "Promo codes"): the totals for a party's
 * size with its promo code, when the code still applies, counting the code's other redemptions.
 */

/** Purchases other than this one that hold or paid tickets with a promo code. */
export async function promoRedemptions(db: TDatabase, promoCodeId: number, now: Date, excludePurchaseId: number): Promise<number> {
  const cutoff = new Date(now.getTime() - RESERVATION_GRACE_MS);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(spectatorPurchases)
    .where(
      and(
        eq(spectatorPurchases.promoCodeId, promoCodeId),
        ne(spectatorPurchases.id, excludePurchaseId),
        or(
          inArray(spectatorPurchases.status, ['processing', 'paid']),
          and(eq(spectatorPurchases.status, 'pending_payment'), gt(spectatorPurchases.reservationExpiresAt, cutoff)),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Totals of a purchase for a quantity, with its promo code if the code applies. */
export async function totalsFor(
  db: TDatabase,
  purchase: Pick<typeof spectatorPurchases.$inferSelect, 'id' | 'eventId' | 'promoCodeId' | 'unitPriceCents' | 'taxRateBp'>,
  quantity: number,
  now: Date,
  options: { lockPromo?: boolean } = {},
): Promise<{ totals: TTotals; promoError: TPromoRefusal | null; promoMinQuantity?: number }> {
  let promoError: TPromoRefusal | null = null;
  let promoMinQuantity: number | undefined;
  let discount = null;
  if (purchase.promoCodeId !== null) {
    const query = db.select().from(promoCodes).where(eq(promoCodes.id, purchase.promoCodeId));
    const [rule] = options.lockPromo ? await query.for('update') : await query;
    const redemptions = rule ? await promoRedemptions(db, rule.id, now, purchase.id) : 0;
    const check = checkPromoCode(rule ?? null, { eventId: purchase.eventId, quantity, now, redemptions });
    if (check.ok) discount = check.discount;
    else {
      promoError = check.error;
      promoMinQuantity = check.minQuantity;
    }
  }
  return {
    totals: computeTotals({ unitPriceCents: purchase.unitPriceCents, quantity, taxRateBp: purchase.taxRateBp, discount }),
    promoError,
    promoMinQuantity,
  };
}
