import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { PaymentProviderError } from '@/lib/payments/port';
import { createStripePayments, STRIPE_API_VERSION } from '@/lib/payments/stripe';
import { startStripeStandIn, stripeEvent, type TStripeStandIn } from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_stand_in';
const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

describe('Stripe adapter', () => {
  let standIn: TStripeStandIn;
  let payments: ReturnType<typeof createStripePayments>;
  const expiresAt = new Date(Math.floor(Date.now() / 1000 + 31 * 60) * 1000);
  const input = {
    purchaseId: 42,
    currency: 'CAD',
    lines: [
      { name: 'Spectator ticket — Copper Creek Motocross', unitAmountCents: 2500, quantity: 3 },
      { name: 'Sales tax (13 %)', unitAmountCents: 975, quantity: 1 },
    ],
    totalCents: 8475,
    customerEmail: 'sam@example.org',
    locale: 'fr' as const,
    successUrl: 'https://tickets.example.org/ll/fr/spectator/4?purchase=42&payment=success',
    cancelUrl: 'https://tickets.example.org/ll/fr/spectator/4?purchase=42&payment=cancelled',
    expiresAt,
  };

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    payments = createStripePayments({ secretKey: 'sk_test_stand_in', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: standIn.port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  it('creates a Checkout Session in cents with the purchase id, return URLs and expiry, on the pinned API version', async () => {
    const session = await payments.createCheckout(input);
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);
    expect(session.expiresAt).toEqual(expiresAt);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(request?.headers.authorization).toBe('Bearer sk_test_stand_in');
    const form = Object.fromEntries(request!.form);
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: '42',
      'metadata[purchase_id]': '42',
      'payment_intent_data[metadata][purchase_id]': '42',
      customer_email: 'sam@example.org',
      locale: 'fr-CA',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: String(expiresAt.getTime() / 1000),
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Spectator ticket — Copper Creek Motocross',
      'line_items[1][price_data][unit_amount]': '975',
    });
    expect(standIn.sessions.get(session.sessionId)?.amount_total).toBe(8475);
  });

  it('refuses lines that do not add up to the total, without calling Stripe', async () => {
    await expect(payments.createCheckout({ ...input, totalCents: 9999 })).rejects.toBeInstanceOf(PaymentProviderError);
    expect(standIn.requests).toHaveLength(0);
  });

  it('reads a session back in the port\'s shape', async () => {
    const { sessionId } = await payments.createCheckout(input);
    Object.assign(standIn.sessions.get(sessionId)!, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_123' });
    expect(await payments.retrieveCheckout(sessionId)).toEqual({
      sessionId, status: 'complete', paymentStatus: 'paid', purchaseId: 42, amountTotalCents: 8475, currency: 'CAD', transactionId: 'pi_123',
    });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${sessionId}` });
  });

  it('expires an open session, and leaves a completed one as it is', async () => {
    const open = await payments.createCheckout(input);
    expect((await payments.expireCheckout(open.sessionId)).status).toBe('expired');
    expect(standIn.requests.some((r) => r.path === `/v1/checkout/sessions/${open.sessionId}/expire`)).toBe(true);
    const paid = await payments.createCheckout(input);
    Object.assign(standIn.sessions.get(paid.sessionId)!, { status: 'complete', payment_status: 'paid' });
    standIn.requests.length = 0;
    expect((await payments.expireCheckout(paid.sessionId)).status).toBe('complete');
    expect(standIn.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('turns Stripe errors into PaymentProviderError', async () => {
    standIn.failNext = { status: 500 };
    await expect(payments.createCheckout(input)).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(payments.retrieveCheckout('cs_test_unknown')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  describe('webhooks', () => {
    const session = {
      id: 'cs_test_abc', object: 'checkout.session', status: 'complete', payment_status: 'paid', client_reference_id: '42',
      metadata: { purchase_id: '42' }, amount_total: 8475, currency: 'cad', payment_intent: 'pi_abc', url: null, expires_at: 1_900_000_000,
    };

    it('verifies the signature on the raw body and maps the four checkout events', () => {
      for (const [type, mapped] of [
        ['checkout.session.completed', 'completed'],
        ['checkout.session.async_payment_succeeded', 'async_succeeded'],
        ['checkout.session.async_payment_failed', 'async_failed'],
        ['checkout.session.expired', 'expired'],
      ] as const) {
        const payload = stripeEvent(type, session, `evt_${mapped}`);
        const result = payments.parseWebhook(Buffer.from(payload), sign(payload));
        expect(result).toEqual({ ok: true, event: { id: `evt_${mapped}`, type: mapped, session: expect.objectContaining({ sessionId: 'cs_test_abc', purchaseId: 42, paymentStatus: 'paid', transactionId: 'pi_abc', currency: 'CAD' }) } });
      }
    });

    it('refuses a tampered body, a wrong secret, an old timestamp or no signature', () => {
      const payload = stripeEvent('checkout.session.completed', session);
      const header = sign(payload);
      expect(payments.parseWebhook(payload.replace('8475', '1'), header)).toEqual({ ok: false, error: 'badSignature' });
      expect(payments.parseWebhook(payload, sign(payload, 'whsec_other'))).toEqual({ ok: false, error: 'badSignature' });
      expect(payments.parseWebhook(payload, sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600))).toEqual({ ok: false, error: 'badSignature' });
      expect(payments.parseWebhook(payload, null)).toEqual({ ok: false, error: 'badSignature' });
    });

    it('recognises genuine events it does not act on, and refuses a malformed session', () => {
      const other = stripeEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }, 'evt_other');
      expect(payments.parseWebhook(other, sign(other))).toEqual({ ok: true, event: null, ignoredType: 'payment_intent.succeeded', id: 'evt_other' });
      const broken = stripeEvent('checkout.session.completed', { id: 'cs_x', object: 'checkout.session' });
      expect(payments.parseWebhook(broken, sign(broken))).toEqual({ ok: false, error: 'badPayload' });
    });
  });
});
