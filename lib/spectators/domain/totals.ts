/**
 * Ticket totals, in integer cents (seed section 3 "Purchase": price, subtotal, tax, total).
 * subtotal = price x quantity; the promo discount comes off the subtotal; tax is charged on what
 * is left (event_ticketing.tax_rate_bp, basis points), rounded half up to the cent; total = subtotal -
 * discount + tax. See docs/decisions/011.
 */

/** Round numerator / denominator (both >= 0) to the nearest integer, halves up. */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`roundHalfUp expects non-negative safe integers, got ${numerator}/${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Tax on an amount in cents at a rate in basis points (1300 = 13 %), rounded half up. */
export function taxOf(amountCents: number, taxRateBp: number): number {
  return roundHalfUp(amountCents * taxRateBp, 10_000);
}

/** The discount of a promo code once it applies: a percentage or a fixed amount. */
export type TDiscount = { kind: 'percent'; percent: number } | { kind: 'amount'; amountCents: number };

/** Discount in cents on a subtotal, never more than the subtotal. */
export function discountOf(subtotalCents: number, discount: TDiscount | null): number {
  if (!discount) return 0;
  const raw = discount.kind === 'percent' ? roundHalfUp(subtotalCents * discount.percent, 100) : discount.amountCents;
  return Math.min(subtotalCents, Math.max(0, raw));
}

export type TTotals = {
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  discountCents: number;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
};

export function computeTotals(input: {
  unitPriceCents: number;
  quantity: number;
  taxRateBp: number;
  discount?: TDiscount | null;
}): TTotals {
  const { unitPriceCents, quantity, taxRateBp } = input;
  for (const [name, value] of Object.entries({ unitPriceCents, quantity, taxRateBp })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
  const subtotalCents = unitPriceCents * quantity;
  const discountCents = discountOf(subtotalCents, input.discount ?? null);
  const taxCents = taxOf(subtotalCents - discountCents, taxRateBp);
  return {
    quantity,
    unitPriceCents,
    subtotalCents,
    discountCents,
    taxRateBp,
    taxCents,
    totalCents: subtotalCents - discountCents + taxCents,
  };
}
