import type { TDiscount } from './totals';

/** A promo code as stored (promo_codes), reduced to what the rules need. */
export type TPromoCodeRule = {
  code: string;
  eventId: number | null;
  percentOff: number | null;
  amountOffCents: number | null;
  minQuantity: number;
  maxRedemptions: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  active: boolean;
};

/** Why a code does not apply; each is a message key in `Spectator.errors`. */
export type TPromoRefusal = 'promoInvalid' | 'promoNotForEvent' | 'promoNotYetValid' | 'promoExpired' | 'promoUsedUp' | 'promoMinQuantity';

export type TPromoCheck = { ok: true; discount: TDiscount } | { ok: false; error: TPromoRefusal; minQuantity?: number };

/** Upper-case, trimmed, inner spaces removed: how codes are stored and compared. */
export function normalizePromoCode(code: string): string {
  return code.trim().replace(/\s+/g, '').toUpperCase();
}

/**
 * Whether a code applies to a purchase: active, within its dates, for this event (or every
 * event), enough tickets, and not used up (`redemptions` counts the other purchases that hold
 * or paid tickets with it).
 */
export function checkPromoCode(
  rule: TPromoCodeRule | null,
  context: { eventId: number; quantity: number; now: Date; redemptions: number },
): TPromoCheck {
  if (!rule || !rule.active) return { ok: false, error: 'promoInvalid' };
  if (rule.eventId !== null && rule.eventId !== context.eventId) return { ok: false, error: 'promoNotForEvent' };
  if (rule.validFrom && context.now < rule.validFrom) return { ok: false, error: 'promoNotYetValid' };
  if (rule.validUntil && context.now >= rule.validUntil) return { ok: false, error: 'promoExpired' };
  if (rule.maxRedemptions !== null && context.redemptions >= rule.maxRedemptions) return { ok: false, error: 'promoUsedUp' };
  if (context.quantity < rule.minQuantity) return { ok: false, error: 'promoMinQuantity', minQuantity: rule.minQuantity };
  if (rule.percentOff !== null) return { ok: true, discount: { kind: 'percent', percent: rule.percentOff } };
  if (rule.amountOffCents !== null) return { ok: true, discount: { kind: 'amount', amountCents: rule.amountOffCents } };
  return { ok: false, error: 'promoInvalid' };
}
