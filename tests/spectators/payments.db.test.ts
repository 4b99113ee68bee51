import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { paymentCheckouts, paymentEvents, spectatorPurchases, spectators } from '@/lib/db/schema/spectators';
import { createStripePayments } from '@/lib/payments/stripe';
import { returnFromCheckout, startCheckout } from '@/lib/spectators/checkout';
import { getPurchase, startPurchase } from '@/lib/spectators/purchases';
import { signWaiver } from '@/lib/spectators/waiver-signing';
import { handleStripeWebhook } from '@/lib/spectators/webhook';
import { startStripeStandIn, stripeEvent, type TStripeStandIn } from '../payments/stripe-stand-in';
import { createTestDb } from '../setup/db';
import { ACCOUNT, EVENT, makeDeps, seedFixture, signContext, signingInput, viewer, type TTestDeps } from './fixtures';

const SECRET = 'whsec_spectators_db_test';

describe('payments through Stripe: checkout and idempotent webhooks', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  let standIn: TStripeStandIn;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    standIn = await startStripeStandIn();
    deps = makeDeps(db, {
      payments: createStripePayments({ secretKey: 'sk_test_db', webhookSecret: SECRET, host: '127.0.0.1', port: standIn.port, protocol: 'http', maxNetworkRetries: 0 }),
    });
  });
  afterAll(async () => {
    deps.cleanup();
    await standIn.close();
    await close();
  });

  /** A signed webhook delivery about a stand-in session (as it is now, with changes). */
  function deliver(type: string, sessionId: string, changes: Record<string, unknown> = {}, eventId?: string) {
    const session = { ...standIn.sessions.get(sessionId)!, ...changes };
    const payload = stripeEvent(type, session, eventId);
    return { payload, send: () => handleStripeWebhook(deps, Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })) };
  }

  async function checkoutFor(account: number, eventId: number) {
    const who = viewer(account, 'participant');
    const started = await startPurchase(deps, { viewer: who, eventId, locale: 'en' });
    if (!started.ok) throw new Error(started.error);
    const own = started.purchase.spectators[0]!;
    if (own.waiver.status === 'not_signed') {
      const signed = await signWaiver(deps, { uuid: own.waiver.uuid, viewer: who, input: await signingInput(), context: signContext });
      if (!signed.ok) throw new Error(signed.error);
    }
    const result = await startCheckout(deps, { viewer: who, purchaseId: started.purchase.id });
    if (!result.ok) throw new Error(result.error);
    const [row] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, started.purchase.id));
    return { who, purchaseId: started.purchase.id, url: result.url, sessionId: row!.checkoutSessionId! };
  }

  it('opens a Stripe Checkout Session for the purchase and records it', async () => {
    const { url, sessionId, purchaseId } = await checkoutFor(ACCOUNT.buyer, EVENT.selfie);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const session = standIn.sessions.get(sessionId)!;
    expect(session).toMatchObject({ client_reference_id: String(purchaseId), amount_total: 2825, currency: 'cad' });
    expect(session.success_url).toBe(`https://tickets.example.org/ll/spectator/${EVENT.selfie}/return?purchase=${purchaseId}&payment=success`);
    expect(session.cancel_url).toBe(`https://tickets.example.org/ll/spectator/${EVENT.selfie}/return?purchase=${purchaseId}&payment=cancelled`);
    const [checkout] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.sessionId, sessionId));
    expect(checkout).toMatchObject({ provider: 'stripe', purchaseId, amountTotalCents: 2825, status: 'open' });
  });

  it('answers 400 to a delivery whose signature does not match', async () => {
    const [row] = await db.select().from(paymentCheckouts).limit(1);
    const { payload } = deliver('checkout.session.completed', row!.sessionId, { status: 'complete', payment_status: 'paid' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' });
    expect(await handleStripeWebhook(deps, Buffer.from(payload), forged)).toMatchObject({ status: 400 });
    expect(await handleStripeWebhook(deps, Buffer.from(payload), null)).toMatchObject({ status: 400 });
    expect((await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, row!.purchaseId!)))[0]?.status).toBe('pending_payment');
  });

  it('handles the same event once, and a second event about the same paid session does nothing', async () => {
    const [row] = await db.select().from(paymentCheckouts).limit(1);
    const sessionId = row!.sessionId;
    Object.assign(standIn.sessions.get(sessionId)!, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_first' });
    const completed = deliver('checkout.session.completed', sessionId, {}, 'evt_completed_1');

    const first = await completed.send();
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: 'paid' } });
    const again = await completed.send();
    expect(again).toEqual({ status: 200, body: { received: true, duplicate: true, outcome: 'paid' } });
    const other = await deliver('checkout.session.async_payment_succeeded', sessionId, {}, 'evt_async_ok_1').send();
    expect(other).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: 'already_applied' } });

    const [purchase] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, row!.purchaseId!));
    expect(purchase).toMatchObject({ status: 'paid', totalPaidCents: 2825, paymentTransactionId: 'pi_first', paymentProvider: 'stripe' });
    const tickets = await db.select({ n: spectators.ticketNumber }).from(spectators).where(eq(spectators.purchaseId, row!.purchaseId!));
    expect(tickets).toEqual([{ n: 1 }]);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId));
    expect(events.map((e) => [e.providerEventId, e.outcome])).toEqual([
      ['evt_completed_1', 'paid'],
      ['evt_async_ok_1', 'already_applied'],
    ]);
    expect(deps.mails.filter((m) => m.meta?.kind === 'tickets-paid')).toHaveLength(1);
  });

  it('handles simultaneous deliveries of one event once', async () => {
    const { sessionId, purchaseId } = await checkoutFor(ACCOUNT.participant, EVENT.plain);
    Object.assign(standIn.sessions.get(sessionId)!, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_race' });
    const delivery = deliver('checkout.session.completed', sessionId, {}, 'evt_race');
    const results = await Promise.all([delivery.send(), delivery.send(), delivery.send()]);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, 'evt_race'))).toHaveLength(1);
    const tickets = await db.select({ n: spectators.ticketNumber }).from(spectators).where(eq(spectators.purchaseId, purchaseId));
    expect(tickets).toEqual([{ n: 1 }]);
  });

  it('waits for an asynchronous payment: processing, then failed releases the tickets', async () => {
    const { sessionId, purchaseId, who } = await checkoutFor(ACCOUNT.guardian, EVENT.plain);
    Object.assign(standIn.sessions.get(sessionId)!, { status: 'complete', payment_status: 'unpaid', payment_intent: 'pi_async' });
    expect((await deliver('checkout.session.completed', sessionId).send()).body.outcome).toBe('processing');
    expect((await getPurchase(deps, { viewer: who, purchaseId }))).toMatchObject({ status: 'processing', stage: 'processing' });
    expect((await deliver('checkout.session.async_payment_failed', sessionId).send()).body.outcome).toBe('failed');
    const failed = await getPurchase(deps, { viewer: who, purchaseId });
    expect(failed).toMatchObject({ status: 'failed', canEdit: true });
  });

  it('does not let an old session\'s expiry touch the checkout that replaced it; cancelling expires the session at Stripe', async () => {
    const first = await checkoutFor(ACCOUNT.stranger, EVENT.other);
    const cancelled = await returnFromCheckout(deps, { viewer: first.who, eventId: EVENT.other, purchaseId: first.purchaseId, outcome: 'cancelled' });
    expect(cancelled.ok && cancelled.purchase.status).toBe('cancelled');
    expect(standIn.sessions.get(first.sessionId)?.status).toBe('expired');
    const retry = await startCheckout(deps, { viewer: first.who, purchaseId: first.purchaseId });
    expect(retry.ok).toBe(true);
    const stale = await deliver('checkout.session.expired', first.sessionId).send();
    expect(stale.body.outcome).toBe('ignored_state');
    const view = await getPurchase(deps, { viewer: first.who, purchaseId: first.purchaseId });
    expect(view?.status).toBe('pending_payment');
    expect(view?.checkout?.url).not.toContain(first.sessionId);

    // Back on the success URL before the webhook arrives: the session is asked directly.
    const [row] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, first.purchaseId));
    Object.assign(standIn.sessions.get(row!.checkoutSessionId!)!, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_return' });
    const back = await returnFromCheckout(deps, { viewer: first.who, eventId: EVENT.other, purchaseId: first.purchaseId, outcome: 'success' });
    expect(back.ok && back.purchase).toMatchObject({ status: 'paid', paymentTransactionId: 'pi_return' });
    // The webhook that follows is recognised as already applied.
    expect((await deliver('checkout.session.completed', row!.checkoutSessionId!).send()).body.outcome).toBe('already_applied');
  });

  it('records events it does not act on, and answers 404 when Stripe is not the provider', async () => {
    const payload = stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' }, 'evt_refund');
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(await handleStripeWebhook(deps, Buffer.from(payload), header)).toEqual({ status: 200, body: { received: true, ignored: 'charge.refunded' } });
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.providerEventId, 'evt_refund'))).toHaveLength(1);
    const testProvider = makeDeps(db);
    expect((await handleStripeWebhook(testProvider, Buffer.from(payload), header)).status).toBe(404);
    testProvider.cleanup();
  });
});
