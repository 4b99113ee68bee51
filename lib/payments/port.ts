import type { TLocale } from '@/lib/constants';
import type { TPaymentProviderName } from '@/lib/db/schema/spectators';

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

export type TWebhookResult =
  | { ok: true; event: TPaymentEvent }
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
};

/** Thrown by an adapter when the provider cannot be reached or refuses a request. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
