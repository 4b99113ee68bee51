import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import { membershipOfferRanges, membershipOffers, memberships } from '@/lib/db/schema/memberships';
import { paymentCheckouts, paymentEvents } from '@/lib/db/schema/spectators';
import { calendarDay, SITE_TIME_ZONE } from '@/lib/i18n/format';
import { membershipsOf, quoteMembership, startMembershipCheckout, syncMembershipCheckout, type TMembershipDeps } from '@/lib/memberships/buying';
import { listMembers } from '@/lib/memberships/store';
import { completeTestMembershipCheckout, getTestMembershipCheckout } from '@/lib/memberships/test-checkout';
import { nextDay } from '@/lib/memberships/terms';
import { twelveMonthsEnd } from '@/lib/memberships/validity';
import { createStripePayments } from '@/lib/payments/stripe';
import { handleStripeWebhook } from '@/lib/spectators/webhook';
import { startStripeStandIn, stripeEvent, type TStripeStandIn } from '../payments/stripe-stand-in';
import { createTestDb } from '../setup/db';
import { ACCOUNT, makeDeps, seedFixture, viewer, type TTestDeps } from '../spectators/fixtures';

/**
 * Buying a membership (docs/decisions/050) against the database, on PGlite and PostgreSQL: the
 * refusals, the test provider's payment, a renewal, two tabs, the last place of a capped type
 * taken by one of two buyers, a guardian buying for a minor, a cancelled payment, and Stripe's
 * signed webhooks delivered twice.
 */
const ORG = 3;
const OFFER = { annual: 31, capped: 32, season: 33, retired: 34, free: 35 } as const;
const RANGE = { adult: 311, youth: 312, capped: 321, season: 331, retired: 341, free: 351 } as const;

async function seedOffers(db: TDatabase) {
  const year = new Date().getUTCFullYear();
  await db.insert(membershipOffers).values([
    { id: OFFER.annual, organizationId: ORG, name: { en: 'Annual licence', fr: 'Licence annuelle' }, validity: 'twelve_months', taxRateBp: 1300 },
    { id: OFFER.capped, organizationId: ORG, name: { en: 'Founders club' }, validity: 'twelve_months', capacity: 1 },
    { id: OFFER.season, organizationId: ORG, name: { en: 'Season pass' }, validity: 'until_date', validUntil: `${year + 1}-12-31` },
    { id: OFFER.retired, organizationId: ORG, name: { en: 'Old licence' }, validity: 'twelve_months', onSale: false },
    { id: OFFER.free, organizationId: ORG, name: { en: 'Volunteer' }, validity: 'twelve_months' },
  ]);
  await db.insert(membershipOfferRanges).values([
    { id: RANGE.adult, offerId: OFFER.annual, name: { en: 'Adult' }, minAge: 18, feeCents: 12_000 },
    { id: RANGE.youth, offerId: OFFER.annual, name: { en: 'Youth' }, maxAge: 17, feeCents: 6_000 },
    { id: RANGE.capped, offerId: OFFER.capped, name: { en: 'All ages' }, feeCents: 5_000 },
    { id: RANGE.season, offerId: OFFER.season, name: { en: 'All ages' }, feeCents: 9_000 },
    { id: RANGE.retired, offerId: OFFER.retired, name: { en: 'All ages' }, feeCents: 1_000 },
    { id: RANGE.free, offerId: OFFER.free, name: { en: 'Volunteers' }, feeCents: 0 },
  ]);
}

const buy = (deps: TMembershipDeps, who: number, offerId: number, rangeId: number, holderAccountId = who) =>
  startMembershipCheckout(deps, { viewer: viewer(who, 'participant'), offerId, rangeId, holderAccountId, locale: 'en' });

async function pay(deps: TMembershipDeps, url: string) {
  const sessionId = url.split('/').pop()!;
  return completeTestMembershipCheckout(deps, sessionId);
}

describe('buying a membership (test provider)', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  const today = () => calendarDay(new Date(), SITE_TIME_ZONE);

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    await seedOffers(db);
    deps = makeDeps(db);
  });
  afterAll(async () => {
    deps.cleanup();
    await close();
  });
  beforeEach(() => {
    deps.mails.length = 0;
  });

  it('refuses what cannot be bought, each with its reason', async () => {
    const ask = (who: number | null, offerId: number, rangeId: number, holder: number) =>
      quoteMembership(deps, db, { viewer: who === null ? null : viewer(who, 'participant'), offerId, rangeId, holderAccountId: holder, locale: 'en' });
    expect(await ask(null, OFFER.annual, RANGE.adult, ACCOUNT.participant)).toEqual({ ok: false, error: 'signInRequired' });
    expect(await ask(ACCOUNT.participant, 999, RANGE.adult, ACCOUNT.participant)).toEqual({ ok: false, error: 'offerNotFound' });
    expect(await ask(ACCOUNT.participant, OFFER.retired, RANGE.retired, ACCOUNT.participant)).toEqual({ ok: false, error: 'notOnSale' });
    expect(await ask(ACCOUNT.participant, OFFER.annual, RANGE.capped, ACCOUNT.participant)).toEqual({ ok: false, error: 'rangeNotFound' });
    expect(await ask(ACCOUNT.participant, OFFER.annual, RANGE.adult, ACCOUNT.stranger)).toEqual({ ok: false, error: 'holderNotFamily' });
    expect(await ask(ACCOUNT.participant, OFFER.annual, RANGE.youth, ACCOUNT.participant)).toEqual({ ok: false, error: 'rangeAge' });
    // A guardian for their minor: the youth range fits, the adult one does not; the minor alone cannot buy.
    expect(await ask(ACCOUNT.guardian, OFFER.annual, RANGE.adult, ACCOUNT.minor)).toEqual({ ok: false, error: 'rangeAge' });
    expect(await ask(ACCOUNT.minor, OFFER.annual, RANGE.youth, ACCOUNT.minor)).toEqual({ ok: false, error: 'minorNeedsGuardian' });
    expect(await ask(ACCOUNT.stranger, OFFER.annual, RANGE.youth, ACCOUNT.minor)).toEqual({ ok: false, error: 'holderNotFamily' });
    const quote = await ask(ACCOUNT.participant, OFFER.annual, RANGE.adult, ACCOUNT.participant);
    expect(quote).toMatchObject({ feeCents: 12_000, taxCents: 1_560, totalCents: 13_560, validFrom: today(), validUntil: twelveMonthsEnd(today()) });
  });

  it('buys, pays on the test page, lists the member, mails the buyer in their language', async () => {
    await db.update(accounts).set({ city: 'Timmins', state: 'ON' }).where(eq(accounts.id, ACCOUNT.participant));
    const started = await buy(deps, ACCOUNT.participant, OFFER.annual, RANGE.adult);
    if (!started.ok) throw new Error(started.error);
    expect(started.url).toMatch(/\/payments\/test\/tp_cs_[0-9a-f]{32}$/);
    const [pending] = await db.select().from(memberships).where(eq(memberships.id, started.membershipId));
    expect(pending).toMatchObject({ paymentState: 'pending_payment', holderAccountId: ACCOUNT.participant, buyerAccountId: ACCOUNT.participant, firstName: 'Alex', feeCents: 12_000, taxCents: 1_560, city: 'Timmins' });
    expect(pending!.memberNumber).toMatch(/^M3-\d{4}$/);
    const view = await getTestMembershipCheckout(deps, started.url.split('/').pop()!, 'fr');
    expect(view).toMatchObject({ kind: 'membership', typeName: 'Licence annuelle', holderName: 'Alex Test', totalCents: 13_560, status: 'open' });
    expect(await listMembers(db, { locale: 'en', organizationId: ORG })).toEqual([]);

    expect(await pay(deps, started.url)).toEqual({ ok: true, redirectUrl: `https://tickets.example.org/ll/account/memberships/${started.membershipId}?payment=success` });
    const [paid] = await db.select().from(memberships).where(eq(memberships.id, started.membershipId));
    expect(paid).toMatchObject({ paymentState: 'paid', paymentProvider: 'test', reservationExpiresAt: null });
    expect(paid!.paidAt).not.toBeNull();
    expect((await listMembers(db, { locale: 'en', organizationId: ORG })).map((m) => m.memberNumber)).toEqual([paid!.memberNumber]);
    expect(deps.mails).toHaveLength(1);
    expect(deps.mails[0]).toMatchObject({ to: 'alex@example.org', subject: 'Your membership: Annual licence' });
    expect(deps.mails[0]!.text).toContain(paid!.memberNumber);
    expect(deps.mails[0]!.text).toContain('$135.60');
    // Paying again on the same page changes nothing.
    expect(await pay(deps, started.url)).toMatchObject({ ok: true });
    expect(deps.mails).toHaveLength(1);
  });

  it('a renewal bought before the current membership ends starts the day after it ends', async () => {
    const [current] = await db.select().from(memberships).where(and(eq(memberships.holderAccountId, ACCOUNT.participant), eq(memberships.paymentState, 'paid')));
    const started = await buy(deps, ACCOUNT.participant, OFFER.annual, RANGE.adult);
    if (!started.ok) throw new Error(started.error);
    const [renewal] = await db.select().from(memberships).where(eq(memberships.id, started.membershipId));
    expect(renewal!.validFrom).toBe(nextDay(current!.validUntil));
    expect(renewal!.validUntil).toBe(twelveMonthsEnd(renewal!.validFrom));
    // A season pass ending before the renewal's end would add nothing.
    expect(await buy(deps, ACCOUNT.participant, OFFER.season, RANGE.season)).toEqual({ ok: false, error: 'alreadyCovered' });
  });

  it('two tabs buying the same membership get one membership and one checkout', async () => {
    const first = await buy(deps, ACCOUNT.organiser, OFFER.annual, RANGE.adult);
    const second = await buy(deps, ACCOUNT.organiser, OFFER.annual, RANGE.adult);
    if (!first.ok || !second.ok) throw new Error('refused');
    expect(second).toEqual(first);
    const mine = await db.select().from(memberships).where(eq(memberships.holderAccountId, ACCOUNT.organiser));
    expect(mine).toHaveLength(1);
    expect(await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.membershipId, first.membershipId))).toHaveLength(1);
  });

  it('the last place of a capped type goes to one of two buyers at once; a cancelled payment gives it back', async () => {
    const [a, b] = await Promise.all([buy(deps, ACCOUNT.promoter, OFFER.capped, RANGE.capped), buy(deps, ACCOUNT.stranger, OFFER.capped, RANGE.capped)]);
    const results = [a!, b!];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: 'soldOut' }]);
    const winner = results.find((r) => r.ok) as { ok: true; membershipId: number };
    // The winner cancels: the membership is kept, cancelled, and the place is free again.
    await syncMembershipCheckout(deps, winner.membershipId, { cancel: true });
    const [cancelled] = await db.select().from(memberships).where(eq(memberships.id, winner.membershipId));
    expect(cancelled!.paymentState).toBe('cancelled');
    const loser = results[0]!.ok ? ACCOUNT.stranger : ACCOUNT.promoter;
    expect(await buy(deps, loser, OFFER.capped, RANGE.capped)).toMatchObject({ ok: true });
    // A cancelled checkout cannot be paid afterwards on the test page.
    const [checkout] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.membershipId, winner.membershipId));
    expect(await completeTestMembershipCheckout(deps, checkout!.sessionId)).toEqual({ ok: false, error: 'checkoutExpired' });
    const [still] = await db.select().from(memberships).where(eq(memberships.id, winner.membershipId));
    expect(still!.paymentState).toBe('cancelled');
  });

  it('a guardian buys for their minor; both see it in their account, a stranger does not', async () => {
    const started = await buy(deps, ACCOUNT.guardian, OFFER.annual, RANGE.youth, ACCOUNT.minor);
    if (!started.ok) throw new Error(started.error);
    await pay(deps, started.url);
    const [held] = await db.select().from(memberships).where(eq(memberships.id, started.membershipId));
    expect(held).toMatchObject({ holderAccountId: ACCOUNT.minor, buyerAccountId: ACCOUNT.guardian, firstName: 'Léa', paymentState: 'paid', locale: 'en' });
    expect((await membershipsOf(db, ACCOUNT.guardian)).map((m) => m.id)).toContain(started.membershipId);
    expect((await membershipsOf(db, ACCOUNT.minor)).map((m) => m.id)).toContain(started.membershipId);
    expect((await membershipsOf(db, ACCOUNT.stranger)).map((m) => m.id)).not.toContain(started.membershipId);
    // The guardian's mail is in their account's language (French), though bought on an English page.
    expect(deps.mails.at(-1)).toMatchObject({ to: 'marie@example.org', subject: 'Votre adhésion\u00a0: Licence annuelle' });
  });

  it('a free range is a membership at once, without a checkout', async () => {
    const started = await buy(deps, ACCOUNT.buyer, OFFER.free, RANGE.free);
    expect(started).toMatchObject({ ok: true });
    const [row] = await db.select().from(memberships).where(eq(memberships.id, (started as { membershipId: number }).membershipId));
    expect(row).toMatchObject({ paymentState: 'paid', paymentProvider: null });
    expect(await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.membershipId, row!.id))).toEqual([]);
  });
});

describe('buying a membership through Stripe: signed, idempotent webhooks', () => {
  const SECRET = 'whsec_memberships_db_test';
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  let standIn: TStripeStandIn;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    await seedOffers(db);
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

  it('marks the membership paid once, whatever is delivered twice or forged', async () => {
    const started = await buy(deps, ACCOUNT.participant, OFFER.annual, RANGE.adult);
    if (!started.ok) throw new Error(started.error);
    const [row] = await db.select().from(memberships).where(eq(memberships.id, started.membershipId));
    const sessionId = row!.checkoutSessionId!;
    const created = standIn.sessions.get(sessionId)!;
    expect(created).toMatchObject({ client_reference_id: `m${started.membershipId}`, metadata: { membership_id: String(started.membershipId) }, amount_total: 13_560 });

    const session = { ...created, status: 'complete', payment_status: 'paid', payment_intent: 'pi_member' };
    const payload = stripeEvent('checkout.session.completed', session, 'evt_member_paid');
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' });
    expect(await handleStripeWebhook(deps, Buffer.from(payload), forged)).toMatchObject({ status: 400 });
    expect((await db.select().from(memberships).where(eq(memberships.id, started.membershipId)))[0]!.paymentState).toBe('pending_payment');

    const signed = () => handleStripeWebhook(deps, Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }));
    expect(await signed()).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: 'paid' } });
    expect(await signed()).toEqual({ status: 200, body: { received: true, duplicate: true, outcome: 'paid' } });
    const [paid] = await db.select().from(memberships).where(eq(memberships.id, started.membershipId));
    expect(paid).toMatchObject({ paymentState: 'paid', paymentProvider: 'stripe', paymentTransactionId: 'pi_member' });
    expect(deps.mails.filter((m) => m.meta?.kind === 'membership-paid')).toHaveLength(1);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId));
    expect(events).toMatchObject([{ membershipId: started.membershipId, purchaseId: null, outcome: 'paid' }]);
  });
});
