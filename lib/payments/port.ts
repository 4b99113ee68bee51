import type { TLocale } from '@/lib/constants';
import type { TPaymentProviderName } from '@/lib/db/schema/spectator-values';

/**
 * The payment provider port (seed section 7 "Payment": redirect to a payment provider). Two
 * adapters: Stripe Checkout (lib/payments/stripe.ts) when STRIPE_SECRET_KEY is set, otherwise the
 * built-in test provider (lib/payments/test-provider.ts). The spectator services only see these
 * types; a provider's own shapes are parsed with zod inside its adapter.
 */

export type TCheckoutLine = {
  /** Shown on the provider's page, in the buyer's language. */
  name: string;
  description?: string;
  unitAmountCents: number;
  quantity: number;
};

export type TCreateCheckoutInput = {
  /** The ticket purchase's id, or the membership's when `kind` is 'membership'. */
  purchaseId: number;
  /** What is paid for (the provider's records say so): tickets by default. */
  kind?: 'tickets' | 'membership';
  /** ISO 4217, e.g. 'CAD'. */
  currency: string;
  lines: TCheckoutLine[];
  /** Must equal the sum of the lines. */
  totalCents: number;
  customerEmail?: string;
  locale: TLocale;
  successUrl: string;
  cancelUrl: string;
  /** When the session stops accepting payment (the tickets' reservation ends with it). */
  expiresAt: Date;
};

export type TCheckoutSession = { sessionId: string; url: string; expiresAt: Date };

/** A checkout session as the provider reports it. */
export type TProviderSession = {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  /** 'unpaid' after completion means an asynchronous payment is still on its way. */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  /** The purchase id the session was created for (metadata / client_reference_id). */
  purchaseId: number | null;
  amountTotalCents: number | null;
  currency: string | null;
  /** The provider's payment id (Stripe: PaymentIntent). */
  transactionId: string | null;
};

export type TPaymentEventType = 'completed' | 'async_succeeded' | 'async_failed' | 'expired';

/** A provider event about a checkout session, verified and parsed. */
export type TPaymentEvent = {
  /** The provider's event id: an event is handled once. */
  id: string;
  type: TPaymentEventType;
  session: TProviderSession;
};

/**
 * What applying a provider event did to the checkout's purchase or membership
 * (lib/spectators/payment-events.ts, lib/memberships/payments.ts).
 */
export type TPaymentOutcome =
  | 'paid'
  | 'processing'
  | 'failed'
  | 'expired'
  | 'cancelled'
  | 'already_applied'
  | 'duplicate_payment'
  | 'ignored_state'
  | 'unknown_session'
  | 'session_closed';

/** What a refund asks of the provider (docs/decisions/056). */
export type TRefundInput = {
  /** The provider's payment being refunded (Stripe: PaymentIntent id). */
  transactionId: string;
  /** In cents of `currency`; at most what is left of the payment (the app checks it first). */
  amountCents: number;
  /** ISO 4217, e.g. 'CAD'. */
  currency: string;
  /** One per refund row of the app: sending the same refund again never refunds twice. */
  idempotencyKey: string;
  /** Kept with the provider's refund (Stripe: metadata), e.g. the purchase and refund ids. */
  metadata: Record<string, string>;
};

/** A refund as the provider reports it: `pending` until the money is on its way back, or the final word. */
export type TProviderRefund = {
  refundId: string;
  status: 'pending' | 'succeeded' | 'failed';
  amountCents: number;
  currency: string | null;
  transactionId: string | null;
  metadata: Record<string, string>;
};

/** A provider event about a refund (Stripe: refund.created, refund.updated, refund.failed), verified and parsed. */
export type TRefundEvent = { id: string; type: string; refund: TProviderRefund };

export type TWebhookResult =
  | { ok: true; event: TPaymentEvent }
  /** A refund's news (docs/decisions/056). */
  | { ok: true; event: null; refundEvent: TRefundEvent }
  /** A genuine event of a type this app does not act on. */
  | { ok: true; event: null; ignoredType: string; id: string }
  | { ok: false; error: 'badSignature' | 'badPayload' };

export type PaymentPort = {
  readonly name: TPaymentProviderName;
  createCheckout(input: TCreateCheckoutInput): Promise<TCheckoutSession>;
  retrieveCheckout(sessionId: string): Promise<TProviderSession>;
  /** Stop an open session from accepting payment (the buyer cancelled); answers its final state. */
  expireCheckout(sessionId: string): Promise<TProviderSession>;
  /** Verify and parse a webhook delivery (raw body and signature header). */
  parseWebhook(rawBody: Buffer | string, signature: string | null): TWebhookResult;
  /**
   * Refund all or part of a payment. Throws `PaymentRefusedError` when the provider says no (the
   * refund will not happen), `PaymentProviderError` when it could not be asked (it may or may not
   * have happened: ask again with the same idempotency key).
   */
  refund(input: TRefundInput): Promise<TProviderRefund>;
};

/** Thrown by an adapter when the provider cannot be reached or refuses a request. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** Thrown by an adapter when the provider answered no to a request (nothing happened); `code` is the provider's. */
export class PaymentRefusedError extends PaymentProviderError {
  readonly code: string | null;
  constructor(message: string, code: string | null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentRefusedError';
    this.code = code;
  }
}
