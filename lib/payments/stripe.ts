import 'server-only';
import Stripe from 'stripe';
import { z } from 'zod';
import type { TLocale } from '@/lib/constants';
import {
  PaymentProviderError,
  PaymentRefusedError,
  type PaymentPort,
  type TCreateCheckoutInput,
  type TPaymentEventType,
  type TProviderRefund,
  type TProviderSession,
  type TRefundInput,
  type TWebhookResult,
} from './port';

/**
 * Stripe Checkout (hosted page redirect) behind the payment port. One client per adapter, with a
 * pinned API version: the shapes below are those of this version, parsed with zod.
 * Endpoints used: POST /v1/checkout/sessions, GET /v1/checkout/sessions/{id},
 * POST /v1/checkout/sessions/{id}/expire, POST /v1/refunds (with an Idempotency-Key per refund of
 * the app, docs/decisions/056). Webhooks are verified with the signing secret on the raw body
 * (Stripe-Signature header).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export type TStripeOptions = {
  secretKey: string;
  webhookSecret?: string;
  /** For tests: send the API calls to a local stand-in instead of api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
};

/** The one Stripe client constructor of the app (pinned API version). */
export function createStripeClient(options: TStripeOptions): Stripe {
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 20_000,
    appInfo: { name: 'racing-portal' },
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
}

const ZStripeSessionSchema = z.object({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() }).loose()]).nullish(),
  url: z.string().nullish(),
  expires_at: z.number().int(),
});

const ZStripeEventSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({ object: z.unknown() }),
});

/** A Refund (POST /v1/refunds, refund.* events): its status `pending`, `requires_action`, `succeeded`, `failed` or `canceled`. */
const ZStripeRefundSchema = z.object({
  id: z.string().min(1),
  object: z.literal('refund'),
  amount: z.number().int(),
  currency: z.string().nullish(),
  status: z.enum(['pending', 'requires_action', 'succeeded', 'failed', 'canceled']).nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() }).loose()]).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

/** Stripe's refund, reduced to the port's shape (`requires_action` is still pending; `canceled` failed). */
export function toProviderRefund(raw: unknown): TProviderRefund {
  const refund = ZStripeRefundSchema.parse(raw);
  const intent = refund.payment_intent;
  const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return {
    refundId: refund.id,
    status,
    amountCents: refund.amount,
    currency: refund.currency ? refund.currency.toUpperCase() : null,
    transactionId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    metadata: refund.metadata ?? {},
  };
}

/** The refund events this app reads (charge.refunded says less and is recorded as not acted on). */
const REFUND_EVENT_TYPES = new Set(['refund.created', 'refund.updated', 'refund.failed']);

/** Stripe said no (a 400, 402 or 404: the request will never succeed as it is); anything else may be asked again. */
function isRefusal(error: unknown): error is { statusCode: number; code?: string; message: string } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 400 || status === 402 || status === 404;
}

const EVENT_TYPES: Record<string, TPaymentEventType> = {
  'checkout.session.completed': 'completed',
  'checkout.session.async_payment_succeeded': 'async_succeeded',
  'checkout.session.async_payment_failed': 'async_failed',
  'checkout.session.expired': 'expired',
};

function purchaseIdOf(session: z.infer<typeof ZStripeSessionSchema>): number | null {
  const raw = session.metadata?.purchase_id ?? session.client_reference_id ?? null;
  const id = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return id && id > 0 ? id : null;
}

/** Stripe's session, reduced to the port's shape. */
export function toProviderSession(raw: unknown): TProviderSession {
  const session = ZStripeSessionSchema.parse(raw);
  const intent = session.payment_intent;
  return {
    sessionId: session.id,
    status: session.status ?? 'open',
    paymentStatus: session.payment_status,
    purchaseId: purchaseIdOf(session),
    amountTotalCents: session.amount_total ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
    transactionId: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

const STRIPE_LOCALES: Record<TLocale, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', es: 'es', fr: 'fr-CA' };

async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PaymentProviderError(`stripe ${what} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

export function createStripePayments(options: TStripeOptions): PaymentPort {
  const stripe = createStripeClient(options);
  const retrieve = async (sessionId: string) =>
    toProviderSession(await call('retrieve checkout', () => stripe.checkout.sessions.retrieve(sessionId)));

  return {
    name: 'stripe',

    async createCheckout(input: TCreateCheckoutInput) {
      const sum = input.lines.reduce((s, l) => s + l.unitAmountCents * l.quantity, 0);
      if (sum !== input.totalCents) throw new PaymentProviderError(`checkout lines add up to ${sum}, expected ${input.totalCents}`);
      const created = await call('create checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          // A membership is `m{id}` with membership_id (decision 050): never read as a ticket purchase.
          client_reference_id: input.kind === 'membership' ? `m${input.purchaseId}` : String(input.purchaseId),
          metadata: input.kind === 'membership' ? { membership_id: String(input.purchaseId) } : { purchase_id: String(input.purchaseId) },
          payment_intent_data: { metadata: input.kind === 'membership' ? { membership_id: String(input.purchaseId) } : { purchase_id: String(input.purchaseId) } },
          customer_email: input.customerEmail,
          locale: STRIPE_LOCALES[input.locale],
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: line.unitAmountCents,
              product_data: { name: line.name, ...(line.description ? { description: line.description } : {}) },
            },
          })),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        }),
      );
      const session = ZStripeSessionSchema.parse(created);
      if (!session.url) throw new PaymentProviderError('stripe created a checkout session without a url');
      return { sessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    retrieveCheckout: retrieve,

    async expireCheckout(sessionId) {
      const current = await retrieve(sessionId);
      if (current.status !== 'open') return current;
      try {
        return toProviderSession(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // Completed (or expired) in the meantime: answer its state instead.
        const after = await retrieve(sessionId);
        if (after.status !== 'open') return after;
        throw new PaymentProviderError(`stripe expire checkout failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    },

    parseWebhook(rawBody, signature): TWebhookResult {
      if (!options.webhookSecret || !signature) return { ok: false, error: 'badSignature' };
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        return { ok: false, error: 'badSignature' };
      }
      const parsed = ZStripeEventSchema.safeParse(event);
      if (!parsed.success) return { ok: false, error: 'badPayload' };
      if (REFUND_EVENT_TYPES.has(parsed.data.type)) {
        const refund = ZStripeRefundSchema.safeParse(parsed.data.data.object);
        if (!refund.success) return { ok: false, error: 'badPayload' };
        return { ok: true, event: null, refundEvent: { id: parsed.data.id, type: parsed.data.type, refund: toProviderRefund(refund.data) } };
      }
      const type = EVENT_TYPES[parsed.data.type];
      if (!type) return { ok: true, event: null, ignoredType: parsed.data.type, id: parsed.data.id };
      const session = ZStripeSessionSchema.safeParse(parsed.data.data.object);
      if (!session.success) return { ok: false, error: 'badPayload' };
      return { ok: true, event: { id: parsed.data.id, type, session: toProviderSession(session.data) } };
    },

    async refund(input: TRefundInput) {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new PaymentRefusedError(`refund amount ${input.amountCents} is not above 0`, 'amount_invalid');
      let created: unknown;
      try {
        created = await stripe.refunds.create(
          { payment_intent: input.transactionId, amount: input.amountCents, metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (error) {
        const message = `stripe refund failed: ${error instanceof Error ? error.message : String(error)}`;
        if (isRefusal(error)) throw new PaymentRefusedError(message, error.code ?? null, { cause: error });
        throw new PaymentProviderError(message, { cause: error });
      }
      return toProviderRefund(created);
    },
  };
}
