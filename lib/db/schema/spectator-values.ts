/**
 * The value lists of spectators, purchases, waivers and payments, without any database code, so
 * the pure rules (lib/spectators/domain, the payments port) and browser code can use them without
 * pulling in drizzle (lib/db/schema/spectators.ts re-exports them; docs/decisions/059).
 */

/** Text in each of the three languages (all required: a waiver is signed in the signer's language). */
export type TTrilingual = { en: string; es: string; fr: string };

/** One box the signer must tick. `key` is stable across languages and recorded when ticked. */
export type TWaiverBox = { key: string; label: TTrilingual };

export const WAIVER_STATUSES = ['not_signed', 'signed', 'rejected'] as const;
export type TWaiverStatus = (typeof WAIVER_STATUSES)[number];

export const PURCHASE_STATUSES = ['draft', 'pending_payment', 'processing', 'paid', 'cancelled', 'expired', 'failed'] as const;
export type TPurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export type TCheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const CHECKOUT_PAYMENT_STATUSES = ['unpaid', 'paid', 'failed'] as const;
export type TCheckoutPaymentStatus = (typeof CHECKOUT_PAYMENT_STATUSES)[number];

export const WAIVER_RECORD_OUTCOMES = ['signed', 'rejected'] as const;
export type TWaiverRecordOutcome = (typeof WAIVER_RECORD_OUTCOMES)[number];
