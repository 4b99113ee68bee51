import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { and, eq, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import type { TDatabase } from '@/lib/db/open';
import { auditLog, purchaseRefunds, roleGrants } from '@/lib/db/schema/organiser';
import { paymentCheckouts, paymentEvents, spectatorPurchases, spectators, waivers } from '@/lib/db/schema/spectators';
import { formatMoney } from '@/lib/i18n/format';
import { createStripePayments } from '@/lib/payments/stripe';
import type { TPromoter } from '@/lib/platform/port';
import { runsEvent, type TOrganiserDeps } from '@/lib/organiser/access';
import { exportFor } from '@/lib/organiser/export-request';
import { waiverBundle } from '@/lib/organiser/exports';
import { listEventPurchases, purchaseDetail } from '@/lib/organiser/purchases';
import { requestRefund, requestRefundRetry, type TRefundRequestDeps } from '@/lib/organiser/refund-request';
import { refundTotals } from '@/lib/organiser/refunds';
import { startCheckout } from '@/lib/spectators/checkout';
import { computeTotals } from '@/lib/spectators/domain/totals';
import { addSpectator } from '@/lib/spectators/party';
import { startPurchase } from '@/lib/spectators/purchases';
import { heldTickets } from '@/lib/spectators/event-ticketing';
import { completeTestCheckout } from '@/lib/spectators/test-checkout';
import { getWaiver } from '@/lib/spectators/waiver-view';
import { signWaiver } from '@/lib/spectators/waiver-signing';
import { handleStripeWebhook } from '@/lib/spectators/webhook';
import { startStripeStandIn, stripeRefundEvent, type TStripeStandIn } from '../payments/stripe-stand-in';
import { createTestDb } from '../setup/db';
import { ACCOUNT, EVENT, makeDeps, seedFixture, signContext, signingInput, viewer, type TTestDeps } from '../spectators/fixtures';
import { organiserPlatform } from './platform-stub';

/**
 * Refunds of ticket purchases (docs/decisions/056), on PGlite and PostgreSQL: a full refund and a
 * partial one releasing a ticket (the event's capacity gets it back) through the built-in test
 * provider after real purchases; what is refused (more than is left, an unpaid purchase, another
 * event's purchase, a released ticket); Stripe through the local stand-in (the idempotency key of
 * each refund row, a pending refund settled once by its webhook, an unanswered request asked again
 * with the same key, Stripe's own refusal); the buyer's mail in the purchase's language; the audit
 * rows; and the role matrix of the refund, the exports and the waiver records.
 */

// Organisation 1 (promoter 1): events 4 to 7. Organisation 2 (promoter 2): event 8.
const PROMOTERS: Record<number, TPromoter> = {
  1: { id: 1, userId: 1, name: 'Northern Promotions', organizationId: 1 },
  2: { id: 2, userId: 2, name: 'Southern Racing', organizationId: 2 },
};
// Every event of the fixture.
const EVENTS: Record<number, { promoterId: number }> = Object.fromEntries(Object.values(EVENT).map((id) => [id, { promoterId: id === EVENT.other ? 2 : 1 }]));

// Every event tomorrow, scheduled, in Toronto.
const platform = organiserPlatform({
  promoters: PROMOTERS,
  events: EVENTS,
  details: () => ({ startAt: new Date(Date.now() + 86_400_000), endAt: new Date(Date.now() + 2 * 86_400_000), timeZone: 'America/Toronto', status: 'scheduled' }),
});

const MESSAGES = { en, es, fr } as const;
const mailT = (locale: 'en' | 'es' | 'fr') => createTranslator({ locale, messages: { mail: MESSAGES[locale].OrganiserPurchases.mail }, namespace: 'mail' });
const csvT = (key: string) => createTranslator({ locale: 'en', messages: { csv: en.OrganiserPurchases.csv }, namespace: 'csv' })(key as 'yes');

const child = { firstName: 'Léa', lastName: 'Test', gender: 'female', birthDate: `${new Date().getUTCFullYear() - 10}-03-03`, relationship: 'mother' };

function form(fields: { amount?: string; tickets?: number[]; reason?: string; confirm?: boolean }): FormData {
  const data = new FormData();
  data.set('amount', fields.amount ?? '');
  for (const id of fields.tickets ?? []) data.append('ticket', String(id));
  if (fields.reason) data.set('reason', fields.reason);
  if (fields.confirm ?? true) data.set('confirm', 'on');
  return data;
}

describe('refunds of ticket purchases', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  let refundDeps: TRefundRequestDeps;
  let organiserDeps: TOrganiserDeps;
  let standIn: TStripeStandIn;
  let stripeDeps: TRefundRequestDeps & TTestDeps;

  /** A purchase bought through the real flow and the test provider: own waiver signed, a minor added and signed, paid. */
  async function buy(account: number, eventId: number, locale: 'en' | 'es' | 'fr', withMinor: boolean) {
    const who = viewer(account, 'participant');
    const started = await startPurchase(deps, { viewer: who, eventId, locale });
    if (!started.ok) throw new Error(started.error);
    const purchaseId = started.purchase.id;
    const own = started.purchase.spectators[0]!;
    const signed = await signWaiver(deps, { uuid: own.waiver.uuid, viewer: who, input: await signingInput(), context: signContext });
    if (!signed.ok) throw new Error(signed.error);
    let minorId: number | null = null;
    if (withMinor) {
      const minor = await addSpectator(deps, { viewer: who, purchaseId, input: child, locale });
      if (!minor.ok) throw new Error(minor.error);
      minorId = minor.spectatorId;
      const ok = await signWaiver(deps, { uuid: minor.waiverUuid, viewer: who, input: await signingInput(), context: signContext });
      if (!ok.ok) throw new Error(ok.error);
    }
    const checkout = await startCheckout(deps, { viewer: who, purchaseId });
    if (!checkout.ok) throw new Error(checkout.error);
    const [row] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchaseId));
    const paid = await completeTestCheckout(deps, row!.checkoutSessionId!);
    if (!paid.ok) throw new Error(paid.error);
    const [purchase] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchaseId));
    return { purchase: purchase!, ownId: own.id, minorId };
  }

  /** A purchase paid with Stripe, written as the webhook leaves it (the stand-in knows its PaymentIntent). */
  async function paidWithStripe(eventId: number, transactionId: string, people: number) {
    const totals = computeTotals({ unitPriceCents: 2000, quantity: people, taxRateBp: 1300, discount: null });
    const [p] = await db
      .insert(spectatorPurchases)
      .values({ eventId, promoterId: 1, buyerAccountId: ACCOUNT.participant, status: 'paid', ...totals, totalPaidCents: totals.totalCents, currency: 'CAD', paymentProvider: 'stripe', checkoutSessionId: `cs_${transactionId}`, paymentTransactionId: transactionId, paidAt: new Date(), locale: 'en' })
      .returning();
    await db.insert(paymentCheckouts).values({ purchaseId: p!.id, provider: 'stripe', sessionId: `cs_${transactionId}`, url: 'https://checkout.stripe.com/x', amountTotalCents: totals.totalCents, currency: 'CAD', status: 'complete', paymentStatus: 'paid', transactionId, expiresAt: new Date() });
    const [max] = await db.select({ n: sql<number>`coalesce(max(${spectators.ticketNumber}), 0)::int` }).from(spectators).where(eq(spectators.eventId, eventId));
    const ids: number[] = [];
    for (let i = 0; i < people; i++) {
      const [s] = await db
        .insert(spectators)
        .values({ purchaseId: p!.id, eventId, accountId: i === 0 ? ACCOUNT.participant : null, isBuyer: i === 0, firstName: `Person${i}`, lastName: 'Stripe', gender: 'male', birthDate: '1990-01-01', email: `p${i}.${transactionId}@example.org`, isMinor: false, ticketNumber: Number(max!.n) + i + 1 })
        .returning({ id: spectators.id });
      await db.insert(waivers).values({ uuid: crypto.randomUUID(), spectatorId: s!.id, eventId });
      ids.push(s!.id);
    }
    standIn.paymentIntents.set(transactionId, { amount: totals.totalCents, currency: 'cad', refunded: 0 });
    return { purchase: p!, spectatorIds: ids };
  }

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    await db.insert(roleGrants).values([
      { accountId: ACCOUNT.organiser, kind: 'organiser', organizationId: 1 },
      { accountId: ACCOUNT.stranger, kind: 'organiser', organizationId: 2 },
      { accountId: ACCOUNT.promoter, kind: 'promoter', promoterId: 1 },
    ]);
    deps = makeDeps(db);
    organiserDeps = { getDb: async () => db, platform };
    refundDeps = { ...deps, organiser: organiserDeps };
    standIn = await startStripeStandIn();
    const stripe = makeDeps(db, {
      payments: createStripePayments({ secretKey: 'sk_test_refunds', webhookSecret: 'whsec_refunds', host: '127.0.0.1', port: standIn.port, protocol: 'http', maxNetworkRetries: 0 }),
    });
    stripeDeps = { ...stripe, organiser: organiserDeps };
  });
  afterAll(async () => {
    deps.cleanup();
    stripeDeps.cleanup();
    await standIn.close();
    await close();
  });

  it('refunds a purchase in full: the ticket released, the buyer mailed in the purchase’s language, both steps audited', async () => {
    const { purchase, ownId } = await buy(ACCOUNT.buyer, EVENT.plain, 'es', false);
    expect(purchase).toMatchObject({ status: 'paid', quantity: 1, totalPaidCents: 2260, paymentProvider: 'test' });
    const state = await requestRefund(refundDeps, ACCOUNT.organiser, EVENT.plain, purchase.id, form({ amount: '22.60', tickets: [ownId], reason: 'Cannot come' }), 'en');
    expect(state).toEqual({ saved: 'succeeded' });

    const [refund] = await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchase.id));
    expect(refund).toMatchObject({ amountCents: 2260, currency: 'CAD', provider: 'test', status: 'succeeded', spectatorIds: [ownId], reason: 'Cannot come', createdBy: ACCOUNT.organiser });
    expect(refund!.providerRefundId).toMatch(/^tp_re_[0-9a-f]{32}$/);
    const [after] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchase.id));
    // Still paid (the money was taken and given back), holding no ticket.
    expect(after).toMatchObject({ status: 'paid', quantity: 0, totalPaidCents: 2260 });
    expect((await db.select().from(spectators).where(eq(spectators.id, ownId)))[0]!.removedAt).not.toBeNull();
    expect(await refundTotals(db, after!)).toEqual({ refundedCents: 2260, pendingCents: 0, refundableCents: 0 });

    const mail = deps.mails.find((m) => m.meta?.kind === 'tickets-refund' && m.meta.purchase === String(purchase.id))!;
    expect(mail.to).toBe('sam@example.org');
    expect(mail.subject).toBe(mailT('es')('refundSubject', { eventName: 'Thunder Valley Motocross' }));
    expect(mail.text).toContain(formatMoney(2260, 'CAD', 'es'));
    expect(mail.text).toContain(`${EVENT.plain}-00001 Sam Test`);

    const audit = await db.select().from(auditLog).where(eq(auditLog.subject, `refund:${refund!.id}`)).orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.actorAccountId, a.organizationId, a.promoterId, a.eventId])).toEqual([
      ['refund.create', ACCOUNT.organiser, 1, 1, EVENT.plain],
      ['refund.succeeded', ACCOUNT.organiser, 1, 1, EVENT.plain],
    ]);
    expect(audit[0]!.before).toMatchObject({ paidCents: 2260, refundedCents: 0, tickets: 1 });
    expect(audit[0]!.after).toMatchObject({ paidCents: 2260, refundedCents: 2260, amountCents: 2260, tickets: 0, released: [`${EVENT.plain}-00001`], reason: 'Cannot come' });
    expect(audit[1]!.after).toMatchObject({ status: 'succeeded', refundedCents: 2260, released: [`${EVENT.plain}-00001`] });

    // Nothing is left: a second refund is refused with the most that could be refunded.
    const again = await requestRefund(refundDeps, ACCOUNT.organiser, EVENT.plain, purchase.id, form({ amount: '1' }), 'fr');
    expect(again).toMatchObject({ fields: { amount: 'amountTooLarge' }, params: { max: formatMoney(0, 'CAD', 'fr') } });
  });

  it('refunds part of a purchase releasing one ticket: the event’s capacity gets it back; the rest is refused beyond what is left', async () => {
    const before = await heldTickets(db, EVENT.small, new Date());
    const { purchase, ownId, minorId } = await buy(ACCOUNT.guardian, EVENT.small, 'fr', true);
    expect(purchase).toMatchObject({ quantity: 2, totalPaidCents: 5650 });
    expect(await heldTickets(db, EVENT.small, new Date())).toBe(before + 2);

    const state = await requestRefund(refundDeps, ACCOUNT.organiser, EVENT.small, purchase.id, form({ amount: '28,25', tickets: [minorId!] }), 'fr');
    expect(state).toEqual({ saved: 'succeeded' });
    expect(await heldTickets(db, EVENT.small, new Date())).toBe(before + 1);
    const detail = (await purchaseDetail(db, EVENT.small, purchase.id))!;
    expect(detail.party.map((s) => [s.id, s.removedAt !== null])).toEqual([
      [ownId, false],
      [minorId, true],
    ]);
    expect(detail).toMatchObject({ ticketsBought: 2, totals: { refundedCents: 2825, pendingCents: 0, refundableCents: 2825 }, purchase: { quantity: 1 } });
    const mail = deps.mails.findLast((m) => m.meta?.kind === 'tickets-refund')!;
    expect(mail.to).toBe('marie@example.org');
    expect(mail.subject).toBe(mailT('fr')('refundSubject', { eventName: 'Lac-Noir Night Race' }));
    expect(mail.text).toContain('Léa Test');

    // More than what is left, a released ticket, no confirmation, an amount that does not parse: refused, nothing written.
    const refunds = async () => (await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchase.id))).length;
    expect(await requestRefund(refundDeps, ACCOUNT.organiser, EVENT.small, purchase.id, form({ amount: '28.26' }), 'en')).toMatchObject({
      fields: { amount: 'amountTooLarge' },
      params: { max: formatMoney(2825, 'CAD', 'en') },
      values: { amount: '28.26' },
    });
    expect(await requestRefund(refundDeps, ACCOUNT.organiser, EVENT.small, purchase.id, form({ amount: '5', tickets: [minorId!] }), 'en')).toMatchObject({ error: 'tickets' });
    expect(await requestRefund(refundDeps, ACCOUNT.organiser, EVENT.small, purchase.id, form({ amount: '5', confirm: false }), 'en')).toMatchObject({ fields: { confirm: 'confirm' } });
    expect(await requestRefund(refundDeps, ACCOUNT.organiser, EVENT.small, purchase.id, form({ amount: '=1+1' }), 'en')).toMatchObject({ fields: { amount: 'amount' } });
    expect(await requestRefund(refundDeps, ACCOUNT.organiser, EVENT.small, purchase.id, form({ amount: '1', tickets: [-1] }), 'en')).toMatchObject({ fields: { ticket: 'tickets' } });
    expect(await refunds()).toBe(1);

    // A goodwill refund of the rest, releasing nothing: the buyer's ticket stays valid.
    expect(await requestRefund(refundDeps, ACCOUNT.organiser, EVENT.small, purchase.id, form({ amount: '28.25' }), 'en')).toEqual({ saved: 'succeeded' });
    expect((await db.select().from(spectators).where(eq(spectators.id, ownId)))[0]!.removedAt).toBeNull();
    expect(deps.mails.findLast((m) => m.meta?.kind === 'tickets-refund')!.text).toContain(mailT('fr')('ticketsKept'));
  });

  it('refuses a refund of an unpaid purchase and of another event’s purchase', async () => {
    const started = await startPurchase(deps, { viewer: viewer(ACCOUNT.participant, 'participant'), eventId: EVENT.selfie, locale: 'en' });
    if (!started.ok) throw new Error(started.error);
    expect(await requestRefund(refundDeps, ACCOUNT.organiser, EVENT.selfie, started.purchase.id, form({ amount: '1' }), 'en')).toMatchObject({ error: 'notPaid' });
    // The purchase exists, but not at the event of the page: it reads as none.
    expect(await requestRefund(refundDeps, ACCOUNT.organiser, EVENT.plain, started.purchase.id, form({ amount: '1' }), 'en')).toMatchObject({ error: 'notFound' });
    expect(await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, started.purchase.id))).toEqual([]);
  });

  it('refuses anyone who does not run the purchase’s event (the role matrix), and lets its organiser', async () => {
    const { purchase, spectatorIds } = await paidWithStripe(EVENT.selfie, 'pi_matrix', 2);
    const request = (account: number | null, eventId: number = EVENT.selfie) => requestRefund(stripeDeps, account, eventId, purchase.id, form({ amount: '1.00', tickets: [spectatorIds[1]!] }), 'en');
    expect(await request(null)).toMatchObject({ error: 'notAllowed' });
    expect(await request(ACCOUNT.participant)).toMatchObject({ error: 'notAllowed' });
    expect(await request(ACCOUNT.stranger)).toMatchObject({ error: 'notAllowed' });
    expect(await request(ACCOUNT.buyer)).toMatchObject({ error: 'notAllowed' });
    // The organiser of organisation 1 on organisation 2's event: not theirs, like an unknown one.
    expect(await request(ACCOUNT.organiser, EVENT.other)).toMatchObject({ error: 'notAllowed' });
    expect(await request(ACCOUNT.organiser, 987654)).toMatchObject({ error: 'notAllowed' });
    expect(await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchase.id))).toEqual([]);
    expect(standIn.requests.filter((r) => r.path === '/v1/refunds')).toEqual([]);
    // A promoter of the event's promoter runs it too.
    expect(await request(ACCOUNT.promoter)).toEqual({ saved: 'succeeded' });
  });

  it('refunds through Stripe with one idempotency key per refund row, and records Stripe’s refund id', async () => {
    const { purchase, spectatorIds } = await paidWithStripe(EVENT.selfie, 'pi_stripe_1', 3);
    standIn.requests.length = 0;
    const state = await requestRefund(stripeDeps, ACCOUNT.organiser, EVENT.selfie, purchase.id, form({ amount: '22.60', tickets: [spectatorIds[2]!] }), 'en');
    expect(state).toEqual({ saved: 'succeeded' });
    const [refund] = await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchase.id));
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(request!.headers['idempotency-key']).toBe(`purchase-refund-${refund!.id}`);
    expect(Object.fromEntries(request!.form)).toEqual({
      payment_intent: 'pi_stripe_1',
      amount: '2260',
      'metadata[purchase_id]': String(purchase.id),
      'metadata[refund_id]': String(refund!.id),
    });
    expect(refund).toMatchObject({ provider: 'stripe', status: 'succeeded', amountCents: 2260 });
    expect(refund!.providerRefundId).toMatch(/^re_/);
    expect(standIn.refunds.get(refund!.providerRefundId!)).toMatchObject({ amount: 2260, payment_intent: 'pi_stripe_1', status: 'succeeded' });
    expect(standIn.paymentIntents.get('pi_stripe_1')!.refunded).toBe(2260);
  });

  it('keeps a refund pending when Stripe cannot be reached, and asking again uses the same key (one refund at Stripe)', async () => {
    const { purchase } = await paidWithStripe(EVENT.selfie, 'pi_stripe_2', 1);
    standIn.requests.length = 0;
    standIn.failNext = { status: 503 };
    expect(await requestRefund(stripeDeps, ACCOUNT.organiser, EVENT.selfie, purchase.id, form({ amount: '10' }), 'en')).toMatchObject({ error: 'unavailable' });
    const [pending] = await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchase.id));
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: null });
    // While it is pending, its amount counts: no more than the rest can be asked.
    expect(await refundTotals(db, purchase)).toMatchObject({ pendingCents: 1000, refundableCents: 1260 });
    expect(await requestRefundRetry(stripeDeps, ACCOUNT.stranger, EVENT.selfie, pending!.id, 'en')).toEqual({ error: 'notAllowed' });
    expect(await requestRefundRetry(stripeDeps, ACCOUNT.organiser, EVENT.selfie, pending!.id, 'en')).toEqual({ saved: 'succeeded' });
    const keys = standIn.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([`purchase-refund-${pending!.id}`, `purchase-refund-${pending!.id}`]);
    expect(standIn.refunds.size).toBeGreaterThan(0);
    expect(standIn.paymentIntents.get('pi_stripe_2')!.refunded).toBe(1000);
    expect(await requestRefundRetry(stripeDeps, ACCOUNT.organiser, EVENT.selfie, pending!.id, 'en')).toEqual({ error: 'notPending' });
  });

  it('marks a refund Stripe refuses as failed and releases nothing', async () => {
    const { purchase, spectatorIds } = await paidWithStripe(EVENT.selfie, 'pi_stripe_3', 2);
    // Refunded already at Stripe (its dashboard): Stripe refuses what the app still thinks is left.
    standIn.paymentIntents.get('pi_stripe_3')!.refunded = 4000;
    const state = await requestRefund(stripeDeps, ACCOUNT.organiser, EVENT.selfie, purchase.id, form({ amount: '20', tickets: [spectatorIds[1]!] }), 'en');
    expect(state).toMatchObject({ error: 'refused' });
    const [refund] = await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchase.id));
    expect(refund).toMatchObject({ status: 'failed', providerRefundId: null });
    expect((await db.select().from(spectators).where(eq(spectators.id, spectatorIds[1]!)))[0]!.removedAt).toBeNull();
    expect((await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchase.id)))[0]!.quantity).toBe(2);
    expect((await db.select().from(auditLog).where(and(eq(auditLog.subject, `refund:${refund!.id}`), eq(auditLog.action, 'refund.failed')))).length).toBe(1);
    // A failed refund gives its amount back to what can be refunded.
    expect(await refundTotals(db, purchase)).toMatchObject({ refundedCents: 0, pendingCents: 0, refundableCents: purchase.totalPaidCents });
  });

  it('settles a refund Stripe answers pending from its webhook, once, and ignores charge.refunded', async () => {
    const { purchase, spectatorIds } = await paidWithStripe(EVENT.selfie, 'pi_stripe_4', 2);
    standIn.refundStatus = 'pending';
    const state = await requestRefund(stripeDeps, ACCOUNT.organiser, EVENT.selfie, purchase.id, form({ amount: '22.60', tickets: [spectatorIds[1]!] }), 'en');
    standIn.refundStatus = 'succeeded';
    expect(state).toEqual({ saved: 'pending' });
    const [refund] = await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.purchaseId, purchase.id));
    expect(refund).toMatchObject({ status: 'pending' });
    expect(refund!.providerRefundId).toMatch(/^re_/);
    // Pending: no ticket is released yet and no mail went out.
    expect((await db.select().from(spectators).where(eq(spectators.id, spectatorIds[1]!)))[0]!.removedAt).toBeNull();
    const mails = () => stripeDeps.mails.filter((m) => m.meta?.kind === 'tickets-refund' && m.meta.purchase === String(purchase.id)).length;
    expect(mails()).toBe(0);

    const deliver = (type: string, object: Record<string, unknown>, id: string) => {
      const payload = stripeRefundEvent(type, object, id);
      return handleStripeWebhook(stripeDeps, Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_refunds' }));
    };
    const succeeded = { ...standIn.refunds.get(refund!.providerRefundId!)!, status: 'succeeded' };
    expect(await deliver('refund.updated', succeeded, 'evt_refund_ok')).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: 'refund_succeeded' } });
    expect(await deliver('refund.updated', succeeded, 'evt_refund_ok')).toEqual({ status: 200, body: { received: true, duplicate: true, outcome: 'refund_succeeded' } });
    // Another event about the same refund, already settled: nothing changes.
    expect(await deliver('refund.created', succeeded, 'evt_refund_created')).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: 'refund_unchanged' } });
    expect(await deliver('charge.refunded', { id: 'ch_1', object: 'charge', amount_refunded: 2260 }, 'evt_charge_refunded')).toEqual({
      status: 200,
      body: { received: true, ignored: 'charge.refunded' },
    });
    // A refund made elsewhere (Stripe's dashboard) is recorded and left alone.
    expect(await deliver('refund.updated', { ...succeeded, id: 're_elsewhere', metadata: {} }, 'evt_refund_elsewhere')).toMatchObject({ body: { outcome: 'unknown_refund' } });

    expect((await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.id, refund!.id)))[0]).toMatchObject({ status: 'succeeded' });
    expect((await db.select().from(spectators).where(eq(spectators.id, spectatorIds[1]!)))[0]!.removedAt).not.toBeNull();
    expect((await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchase.id)))[0]!.quantity).toBe(1);
    expect(mails()).toBe(1);
    const settled = await db.select().from(auditLog).where(and(eq(auditLog.subject, `refund:${refund!.id}`), eq(auditLog.action, 'refund.succeeded')));
    expect(settled.map((a) => [a.actorAccountId, a.actorName, a.organizationId])).toEqual([[null, 'payment provider (stripe)', 1]]);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.purchaseId, purchase.id));
    expect(events.map((e) => [e.providerEventId, e.type, e.outcome])).toEqual([
      ['evt_refund_ok', 'refund.updated', 'refund_succeeded'],
      ['evt_refund_created', 'refund.created', 'refund_unchanged'],
    ]);
  });

  it('lists the event’s purchases paid first, searchable by buyer and ticket, with what was refunded', async () => {
    const all = await listEventPurchases(db, EVENT.small);
    expect(all.rows[0]).toMatchObject({ status: 'paid', buyerName: 'Marie Test', refundedCents: 5650, quantity: 1 });
    expect((await listEventPurchases(db, EVENT.small, { q: 'marie' })).total).toBe(1);
    expect((await listEventPurchases(db, EVENT.small, { q: `${EVENT.small}-00001` })).rows.map((r) => r.buyerName)).toEqual(['Marie Test']);
    expect((await listEventPurchases(db, EVENT.small, { q: `${EVENT.plain}-00001` })).total).toBe(0);
    expect((await listEventPurchases(db, EVENT.small, { q: '%' })).total).toBe(0);
    expect((await listEventPurchases(db, EVENT.small, { q: 'nobody at all', page: 99 })).page).toBe(1);
  });

  it('exports for the event’s organiser only: released tickets left out, refunds in the accounting file', async () => {
    const t = { locale: 'en' as const, t: csvT, today: '2026-06-01' };
    for (const account of [null, ACCOUNT.participant, ACCOUNT.stranger, ACCOUNT.buyer]) {
      for (const kind of ['spectators', 'purchases', 'members'] as const) expect(await exportFor(organiserDeps, account, EVENT.small, kind, t)).toEqual({ ok: false });
    }
    expect(await exportFor(organiserDeps, ACCOUNT.organiser, EVENT.other, 'spectators', t)).toEqual({ ok: false });
    // A promoter runs the event but not its organisation: spectators yes, members no.
    expect(await exportFor(organiserDeps, ACCOUNT.promoter, EVENT.small, 'spectators', t)).toMatchObject({ ok: true });
    expect(await exportFor(organiserDeps, ACCOUNT.promoter, EVENT.small, 'members', t)).toEqual({ ok: false });
    expect(await exportFor(organiserDeps, ACCOUNT.organiser, EVENT.small, 'members', t)).toMatchObject({ ok: true });

    const people = await exportFor(organiserDeps, ACCOUNT.organiser, EVENT.small, 'spectators', t);
    if (!people.ok) throw new Error('no export');
    const lines = people.csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Ticket,First name,Last name,Minor,Buyer,Purchase,Buyer\'s name,Buyer\'s email,Waiver,Waiver signed or rejected,Waiver version,Checked in,Checked in at,Gate');
    // Marie's own ticket; Léa's was released.
    expect(lines.filter((l) => l.includes('Marie'))).toHaveLength(1);
    expect(people.csv).not.toContain('Léa');
    expect(lines[1]).toMatch(new RegExp(`^${EVENT.small}-00001,Marie,Test,no,yes,\\d+,Marie Test,marie@example.org,signed,\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d-0[45]:00,1,no,,$`));

    const money = await exportFor(organiserDeps, ACCOUNT.organiser, EVENT.small, 'purchases', t);
    if (!money.ok) throw new Error('no export');
    const row = money.csv.split('\r\n').find((l) => l.includes('Marie Test'))!;
    expect(row).toContain(',2,1,25.00,50.00,0.00,,13,6.50,56.50,56.50,56.50,0.00,0.00,CAD,test,tp_cs_');
    expect(row).toMatch(/,tp_re_[0-9a-f]{32} tp_re_[0-9a-f]{32}$/);
  });

  it('gathers the event’s waiver evidence for the print bundle, the seal checked again', async () => {
    const bundle = await waiverBundle(db, EVENT.small);
    expect(bundle.map((r) => [`${r.spectator.firstName} ${r.spectator.lastName}`, r.outcome, r.released])).toEqual([
      ['Marie Test', 'signed', false],
      ['Léa Test', 'signed', true],
    ]);
    for (const record of bundle) {
      expect(record).toMatchObject({ waiverVersion: 1, locale: 'en', ipAddress: '203.0.113.9', hasSelfie: true, hasSignature: true, verified: true });
      expect(record.waiverSha256).toMatch(/^[0-9a-f]{64}$/);
    }
    // The minor's waiver: signed by the buyer as her mother.
    expect(bundle[1]).toMatchObject({ signer: { firstName: 'Marie' }, guardian: { firstName: 'Marie', relationship: 'mother' }, ticketNumber: `${EVENT.small}-00002` });
    expect(await waiverBundle(db, 12345)).toEqual([]);
  });

  it('shows an event’s waiver records in full to its organiser, and only a summary to another organisation’s', async () => {
    const [own] = await db
      .select({ uuid: waivers.uuid })
      .from(waivers)
      .innerJoin(spectators, eq(spectators.id, waivers.spectatorId))
      .where(and(eq(waivers.eventId, EVENT.small), eq(waivers.status, 'signed')))
      .limit(1);
    const withRoles = { ...deps, runsEvent: (accountId: number, eventId: number) => runsEvent(organiserDeps, accountId, eventId) };
    const organiser = await getWaiver(withRoles, { uuid: own!.uuid, locale: 'en', viewer: viewer(ACCOUNT.organiser, 'spectator') });
    expect(organiser).toMatchObject({ access: 'full' });
    expect(organiser!.copy?.selfieUrl).toMatch(/\/selfie$/);
    const other = await getWaiver(withRoles, { uuid: own!.uuid, locale: 'en', viewer: viewer(ACCOUNT.stranger, 'spectator') });
    expect(other).toMatchObject({ access: 'summary', copy: null });
    // Without the role lookup (a deployment's deps without it), an organiser by role only sees the summary.
    expect(await getWaiver(deps, { uuid: own!.uuid, locale: 'en', viewer: viewer(ACCOUNT.organiser, 'spectator') })).toMatchObject({ access: 'summary' });
  });
});
