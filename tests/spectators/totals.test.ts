import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeTotals, discountOf, roundHalfUp, taxOf } from '@/lib/spectators/domain/totals';
import { checkPromoCode, normalizePromoCode, type TPromoCodeRule } from '@/lib/spectators/domain/promo';

describe('totals', () => {
  it('rounds half up to the cent', () => {
    expect(roundHalfUp(65, 10)).toBe(7); // 6.5
    expect(roundHalfUp(64, 10)).toBe(6);
    expect(roundHalfUp(66, 10)).toBe(7);
    expect(taxOf(50, 1300)).toBe(7); // 6.5 cents
    expect(taxOf(2500, 1300)).toBe(325);
    expect(taxOf(3, 1300)).toBe(0); // 0.39
    expect(taxOf(4, 1300)).toBe(1); // 0.52
    expect(taxOf(6750, 1300)).toBe(878); // 877.5
    expect(taxOf(1000, 1498)).toBe(150); // 149.8 (Quebec)
    expect(() => roundHalfUp(-1, 10)).toThrow(RangeError);
  });

  it('computes price x quantity, discount, tax on the discounted amount, and total', () => {
    expect(computeTotals({ unitPriceCents: 2500, quantity: 3, taxRateBp: 1300 })).toEqual({
      quantity: 3, unitPriceCents: 2500, subtotalCents: 7500, discountCents: 0, taxRateBp: 1300, taxCents: 975, totalCents: 8475,
    });
    expect(computeTotals({ unitPriceCents: 2500, quantity: 3, taxRateBp: 1300, discount: { kind: 'percent', percent: 10 } })).toMatchObject({
      subtotalCents: 7500, discountCents: 750, taxCents: 878, totalCents: 7628,
    });
    expect(computeTotals({ unitPriceCents: 2500, quantity: 3, taxRateBp: 1300, discount: { kind: 'amount', amountCents: 500 } })).toMatchObject({
      discountCents: 500, taxCents: 910, totalCents: 7910,
    });
    expect(computeTotals({ unitPriceCents: 0, quantity: 2, taxRateBp: 1300 }).totalCents).toBe(0);
    expect(computeTotals({ unitPriceCents: 2500, quantity: 0, taxRateBp: 1300 }).totalCents).toBe(0);
    expect(() => computeTotals({ unitPriceCents: 2500, quantity: -1, taxRateBp: 1300 })).toThrow(RangeError);
  });

  it('never discounts more than the subtotal', () => {
    expect(discountOf(1000, { kind: 'amount', amountCents: 5000 })).toBe(1000);
    expect(discountOf(999, { kind: 'percent', percent: 100 })).toBe(999);
    expect(discountOf(333, { kind: 'percent', percent: 50 })).toBe(167); // 166.5
  });

  it('holds for any price, quantity, rate and discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.option(fc.oneof(fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 100 }) }), fc.record({ kind: fc.constant('amount' as const), amountCents: fc.integer({ min: 1, max: 1_000_000 }) }))),
        (unitPriceCents, quantity, taxRateBp, discount) => {
          const t = computeTotals({ unitPriceCents, quantity, taxRateBp, discount });
          expect(t.subtotalCents).toBe(unitPriceCents * quantity);
          expect(t.discountCents).toBeGreaterThanOrEqual(0);
          expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
          expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.taxCents);
          // Tax is the exact amount rounded half up: |exact - tax| <= 0.5 cent, halves go up.
          const exact = ((t.subtotalCents - t.discountCents) * taxRateBp) / 10_000;
          expect(Math.abs(exact - t.taxCents)).toBeLessThanOrEqual(0.5);
          if (exact - Math.floor(exact) === 0.5) expect(t.taxCents).toBe(Math.ceil(exact));
        },
      ),
    );
  });
});

describe('promo codes', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const rule = (over: Partial<TPromoCodeRule> = {}): TPromoCodeRule => ({
    code: 'PADDOCK10', eventId: 4, percentOff: 10, amountOffCents: null, minQuantity: 1, maxRedemptions: null, validFrom: null, validUntil: null, active: true, ...over,
  });
  const ctx = { eventId: 4, quantity: 2, now, redemptions: 0 };

  it('normalises what the buyer types', () => {
    expect(normalizePromoCode('  paddock 10 ')).toBe('PADDOCK10');
  });

  it('applies a percentage or an amount', () => {
    expect(checkPromoCode(rule(), ctx)).toEqual({ ok: true, discount: { kind: 'percent', percent: 10 } });
    expect(checkPromoCode(rule({ percentOff: null, amountOffCents: 500, eventId: null }), { ...ctx, eventId: 9 })).toEqual({ ok: true, discount: { kind: 'amount', amountCents: 500 } });
  });

  it('refuses a code that is unknown, inactive, for another event, outside its dates, used up or below its quantity', () => {
    expect(checkPromoCode(null, ctx)).toEqual({ ok: false, error: 'promoInvalid' });
    expect(checkPromoCode(rule({ active: false }), ctx)).toEqual({ ok: false, error: 'promoInvalid' });
    expect(checkPromoCode(rule(), { ...ctx, eventId: 5 })).toEqual({ ok: false, error: 'promoNotForEvent' });
    expect(checkPromoCode(rule({ validFrom: new Date('2026-06-02T00:00:00Z') }), ctx)).toEqual({ ok: false, error: 'promoNotYetValid' });
    expect(checkPromoCode(rule({ validUntil: now }), ctx)).toEqual({ ok: false, error: 'promoExpired' });
    expect(checkPromoCode(rule({ validUntil: new Date(now.getTime() + 1) }), ctx).ok).toBe(true);
    expect(checkPromoCode(rule({ maxRedemptions: 3 }), { ...ctx, redemptions: 3 })).toEqual({ ok: false, error: 'promoUsedUp' });
    expect(checkPromoCode(rule({ maxRedemptions: 3 }), { ...ctx, redemptions: 2 }).ok).toBe(true);
    expect(checkPromoCode(rule({ minQuantity: 3 }), ctx)).toEqual({ ok: false, error: 'promoMinQuantity', minQuantity: 3 });
  });
});
