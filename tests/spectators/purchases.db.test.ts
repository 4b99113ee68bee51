import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { paymentCheckouts, spectatorPurchases, spectators, waivers } from '@/lib/db/schema/spectators';
import { cancelCheckout, returnFromCheckout, startCheckout } from '@/lib/spectators/checkout';
import { listFamilyMinors } from '@/lib/spectators/buyer';
import { addSpectator, removeSpectator } from '@/lib/spectators/party';
import { applyPromoCode } from '@/lib/spectators/promo-codes';
import { findOpenPurchase, getPurchase, startPurchase } from '@/lib/spectators/purchases';
import { completeTestCheckout, cancelTestCheckout, getTestCheckout } from '@/lib/spectators/test-checkout';
import { listTicketEvents } from '@/lib/spectators/ticket-events';
import { resendWaiverLink } from '@/lib/spectators/waiver-links';
import { signWaiver } from '@/lib/spectators/waiver-signing';
import type { TPurchaseView } from '@/lib/spectators/purchase-view';
import { createTestDb } from '../setup/db';
import { ACCOUNT, EVENT, makeDeps, seedFixture, signContext, signingInput, SITE, viewer, type TTestDeps } from './fixtures';

const adult = (first: string, email: string, extra: Record<string, unknown> = {}) => ({
  firstName: first,
  lastName: 'Ortega',
  gender: 'female',
  birthDate: '1991-04-18',
  email,
  ...extra,
});
const child = { firstName: 'Tomás', lastName: 'Rivera', gender: 'male', birthDate: `${new Date().getUTCFullYear() - 9}-06-01`, relationship: 'father' };

describe('spectator purchases', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  const buyer = viewer(ACCOUNT.buyer);

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    deps = makeDeps(db);
  });
  afterAll(async () => {
    deps.cleanup();
    await close();
  });

  /** Start a purchase for a buyer and sign the buyer's own waiver. */
  async function readyPurchase(account: number, eventId: number, role: 'spectator' | 'participant' = 'participant'): Promise<TPurchaseView> {
    const who = viewer(account, role);
    const started = await startPurchase(deps, { viewer: who, eventId, locale: 'en' });
    if (!started.ok) throw new Error(started.error);
    const own = started.purchase.spectators[0]!;
    if (own.waiver.status === 'not_signed') {
      const signed = await signWaiver(deps, { uuid: own.waiver.uuid, viewer: who, input: await signingInput(), context: signContext });
      if (!signed.ok) throw new Error(signed.error);
    }
    return (await getPurchase(deps, { viewer: who, purchaseId: started.purchase.id }))!;
  }

  it('lists only the events whose tickets are on sale', async () => {
    const ids = (await listTicketEvents(deps)).map((e) => e.id);
    expect(ids).toContain(EVENT.selfie);
    expect(ids).not.toContain(EVENT.closed);
  });

  it('refuses buyers who are not signed in, minors, promoters and other roles', async () => {
    const cases = [
      [null, 'signInRequired'],
      [viewer(ACCOUNT.minor, 'participant'), 'adultsOnly'],
      [viewer(ACCOUNT.promoter, 'promoter'), 'notValidForPromoters'],
      [viewer(ACCOUNT.organiser, 'organiser'), 'participantOrSpectatorOnly'],
    ] as const;
    for (const [who, error] of cases) {
      expect(await startPurchase(deps, { viewer: who, eventId: EVENT.selfie, locale: 'en' })).toEqual({ ok: false, error });
    }
    expect(await startPurchase(deps, { viewer: buyer, eventId: EVENT.closed, locale: 'en' })).toEqual({ ok: false, error: 'ticketsNotOnSale' });
    expect(await startPurchase(deps, { viewer: buyer, eventId: 999, locale: 'en' })).toEqual({ ok: false, error: 'eventNotFound' });
  });

  it('starts with the buyer as the first spectator and resumes the same purchase', async () => {
    const first = await startPurchase(deps, { viewer: buyer, eventId: EVENT.selfie, locale: 'es' });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.purchase.stage).toBe('buyer_waiver');
    expect(first.purchase.spectators).toHaveLength(1);
    expect(first.purchase.spectators[0]).toMatchObject({ isBuyer: true, firstName: 'Sam', signedByBuyer: true, canRemove: false });
    expect(first.purchase.totals).toMatchObject({ quantity: 1, subtotalCents: 2500, taxCents: 325, totalCents: 2825 });
    const again = await startPurchase(deps, { viewer: buyer, eventId: EVENT.selfie, locale: 'es' });
    expect(again.ok && again.purchase.id).toBe(first.purchase.id);
    expect((await findOpenPurchase(deps, { viewer: buyer, eventId: EVENT.selfie }))?.id).toBe(first.purchase.id);
    expect(await getPurchase(deps, { viewer: viewer(ACCOUNT.stranger), purchaseId: first.purchase.id })).toBeNull();
  });

  it('mails each adult their waiver link in their language and covers minors by the buyer', async () => {
    const purchase = (await findOpenPurchase(deps, { viewer: buyer, eventId: EVENT.selfie }))!;
    const added = await addSpectator(deps, { viewer: buyer, purchaseId: purchase.id, input: adult('Camila', 'Camila.Ortega@Example.com', { locale: 'fr' }), locale: 'es' });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.mailed).toBe(true);
    const mail = deps.mails.at(-1)!;
    expect(mail.to).toBe('camila.ortega@example.com');
    expect(mail.text).toContain(`${SITE}/ll/fr/waiver/${added.waiverUuid}`);
    expect(mail.subject).toContain('renonciation');

    const minor = await addSpectator(deps, { viewer: buyer, purchaseId: purchase.id, input: child, locale: 'es' });
    expect(minor.ok).toBe(true);
    if (!minor.ok) return;
    const row = minor.purchase.spectators.find((s) => s.id === minor.spectatorId)!;
    expect(row).toMatchObject({ isMinor: true, relationship: 'father', email: null, signedByBuyer: true, canResend: false });
    const [stored] = await db.select().from(spectators).where(eq(spectators.id, minor.spectatorId));
    expect(stored?.guardianAccountId).toBe(ACCOUNT.buyer);
    expect(minor.purchase.totals).toMatchObject({ quantity: 3, subtotalCents: 7500, taxCents: 975, totalCents: 8475 });
    expect(minor.purchase.checkoutBlocker).toBe('notAllSigned');
  });

  it('answers field errors: adults need an email, minors a relationship, emails are unique per purchase', async () => {
    const purchase = (await findOpenPurchase(deps, { viewer: buyer, eventId: EVENT.selfie }))!;
    const noEmail = await addSpectator(deps, { viewer: buyer, purchaseId: purchase.id, input: adult('Ana', ''), locale: 'en' });
    expect(noEmail).toMatchObject({ ok: false, error: 'fillAllEntries', fieldErrors: { email: ['missingEmail'] } });
    const noRelationship = await addSpectator(deps, { viewer: buyer, purchaseId: purchase.id, input: { ...child, relationship: '' }, locale: 'en' });
    expect(noRelationship).toMatchObject({ ok: false, fieldErrors: { relationship: ['missingRelationship'] } });
    const empty = await addSpectator(deps, { viewer: buyer, purchaseId: purchase.id, input: { gender: '', birthDate: '2020-02-30' }, locale: 'en' });
    expect(empty).toMatchObject({ ok: false, fieldErrors: { firstName: ['missingFirstName'], lastName: ['missingLastName'], gender: ['missingGender'], birthDate: ['invalidBirthDate'] } });
    const duplicate = await addSpectator(deps, { viewer: buyer, purchaseId: purchase.id, input: adult('Cami', 'camila.ortega@example.com'), locale: 'en' });
    expect(duplicate).toMatchObject({ ok: false, error: 'emailExists', fieldErrors: { email: ['emailExists'] } });
    const buyerEmail = await addSpectator(deps, { viewer: buyer, purchaseId: purchase.id, input: adult('Sam', 'sam@example.org'), locale: 'en' });
    expect(buyerEmail).toMatchObject({ ok: false, error: 'emailExists' });
    const promoter = await addSpectator(deps, { viewer: buyer, purchaseId: purchase.id, input: adult('Dana', 'dana@example.org'), locale: 'en' });
    expect(promoter).toMatchObject({ ok: false, error: 'notValidForPromoters' });
  });

  it('keeps a spectator whose mail failed as "not sent" and lets the buyer resend once a minute', async () => {
    const purchase = (await findOpenPurchase(deps, { viewer: buyer, eventId: EVENT.selfie }))!;
    deps.failMail.next = true;
    const added = await addSpectator(deps, { viewer: buyer, purchaseId: purchase.id, input: adult('Jordan', 'jordan@example.org'), locale: 'en' });
    expect(added).toMatchObject({ ok: true, mailed: false });
    if (!added.ok) return;
    const view = added.purchase.spectators.find((s) => s.id === added.spectatorId)!;
    expect(view.waiver.sentAt).toBeNull();
    expect(added.purchase.checkoutBlocker).toBe('sendWaiverFirst');

    const resent = await resendWaiverLink(deps, { viewer: buyer, purchaseId: purchase.id, spectatorId: added.spectatorId });
    expect(resent.ok).toBe(true);
    const tooSoon = await resendWaiverLink(deps, { viewer: buyer, purchaseId: purchase.id, spectatorId: added.spectatorId });
    expect(tooSoon).toMatchObject({ ok: false, error: 'resendTooSoon' });
    deps.clock.offsetMs = 61_000;
    const later = await resendWaiverLink(deps, { viewer: buyer, purchaseId: purchase.id, spectatorId: added.spectatorId });
    deps.clock.offsetMs = 0;
    expect(later.ok).toBe(true);
    const [w] = await db.select().from(waivers).where(eq(waivers.spectatorId, added.spectatorId));
    expect(w).toMatchObject({ sendCount: 2 });
    expect(w?.resentAt).not.toBeNull();
    expect(deps.mails.at(-1)?.subject).toMatch(/^Reminder/);
    const minor = (await getPurchase(deps, { viewer: buyer, purchaseId: purchase.id }))!.spectators.find((s) => s.isMinor)!;
    expect(await resendWaiverLink(deps, { viewer: buyer, purchaseId: purchase.id, spectatorId: minor.id })).toMatchObject({ ok: false, error: 'nothingToResend' });
  });

  it('removes a spectator (kept, marked removed) but never the buyer', async () => {
    const purchase = (await findOpenPurchase(deps, { viewer: buyer, eventId: EVENT.selfie }))!;
    const jordan = purchase.spectators.find((s) => s.firstName === 'Jordan')!;
    const removed = await removeSpectator(deps, { viewer: buyer, purchaseId: purchase.id, spectatorId: jordan.id });
    expect(removed.ok && removed.purchase.spectators.map((s) => s.firstName)).toEqual(['Sam', 'Camila', 'Tomás']);
    const [row] = await db.select().from(spectators).where(eq(spectators.id, jordan.id));
    expect(row?.removedAt).not.toBeNull();
    const own = purchase.spectators.find((s) => s.isBuyer)!;
    expect(await removeSpectator(deps, { viewer: buyer, purchaseId: purchase.id, spectatorId: own.id })).toMatchObject({ ok: false, error: 'cannotRemoveBuyer' });
  });

  it('applies promo codes with their limits', async () => {
    const purchase = (await findOpenPurchase(deps, { viewer: buyer, eventId: EVENT.selfie }))!;
    expect(await applyPromoCode(deps, { viewer: buyer, purchaseId: purchase.id, code: 'nope' })).toMatchObject({ ok: false, error: 'promoInvalid' });
    expect(await applyPromoCode(deps, { viewer: buyer, purchaseId: purchase.id, code: 'earlybird' })).toMatchObject({ ok: false, error: 'promoExpired' });
    const percent = await applyPromoCode(deps, { viewer: buyer, purchaseId: purchase.id, code: ' paddock10 ' });
    expect(percent.ok && percent.purchase.totals).toMatchObject({ subtotalCents: 7500, discountCents: 750, taxCents: 878, totalCents: 7628 });
    expect(percent.ok && percent.purchase.promoCode).toBe('PADDOCK10');
    const [stored] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, purchase.id));
    expect(stored).toMatchObject({ discountCents: 750, totalCents: 7628 });
    const amount = await applyPromoCode(deps, { viewer: buyer, purchaseId: purchase.id, code: 'FAMILY5' });
    expect(amount.ok && amount.purchase.totals).toMatchObject({ discountCents: 500, taxCents: 910, totalCents: 7910 });
  });

  it('blocks payment until every waiver is signed, then reserves and pays through the test provider', async () => {
    let purchase = (await findOpenPurchase(deps, { viewer: buyer, eventId: EVENT.selfie }))!;
    expect(purchase.checkoutBlocker).toBe('notAllSigned');
    expect(await startCheckout(deps, { viewer: buyer, purchaseId: purchase.id })).toEqual({ ok: false, error: 'notAllSigned' });
    for (const s of purchase.spectators.filter((x) => x.waiver.status === 'not_signed')) {
      const who = s.signedByBuyer ? buyer : null;
      const signed = await signWaiver(deps, { uuid: s.waiver.uuid, viewer: who, input: await signingInput(), context: signContext });
      expect(signed.ok).toBe(true);
    }
    purchase = (await getPurchase(deps, { viewer: buyer, purchaseId: purchase.id }))!;
    expect(purchase.checkoutBlocker).toBeNull();
    expect(purchase.stage).toBe('ready');

    const checkout = await startCheckout(deps, { viewer: buyer, purchaseId: purchase.id });
    expect(checkout.ok).toBe(true);
    if (!checkout.ok) return;
    const sessionId = checkout.url.split('/').at(-1)!;
    expect(checkout.url).toBe(`${SITE}/ll/es/payments/test/${sessionId}`);
    const locked = (await getPurchase(deps, { viewer: buyer, purchaseId: purchase.id }))!;
    expect(locked).toMatchObject({ status: 'pending_payment', stage: 'payment', canEdit: false });
    expect(await addSpectator(deps, { viewer: buyer, purchaseId: purchase.id, input: adult('Late', 'late@example.org'), locale: 'en' })).toMatchObject({ ok: false, error: 'purchaseLocked' });
    // Asking again answers the same open checkout.
    expect(await startCheckout(deps, { viewer: buyer, purchaseId: purchase.id })).toMatchObject({ ok: true, url: checkout.url });

    const page = await getTestCheckout(deps, sessionId);
    expect(page).toMatchObject({ status: 'open', totalCents: 7910, quantity: 3, currency: 'CAD', promoCode: 'FAMILY5' });
    const paid = await completeTestCheckout(deps, sessionId);
    // Back through the return route, in the buyer's language; the page only shows what it did.
    expect(paid).toEqual({ ok: true, redirectUrl: `${SITE}/ll/es/spectator/${EVENT.selfie}/return?purchase=${purchase.id}&payment=success` });

    const done = await returnFromCheckout(deps, { viewer: buyer, eventId: EVENT.selfie, purchaseId: purchase.id, outcome: 'success' });
    expect(done.ok && done.purchase).toMatchObject({ status: 'paid', stage: 'complete', totalPaidCents: 7910 });
    if (!done.ok) return;
    expect(done.purchase.paymentTransactionId).toMatch(/^tp_pi_/);
    expect(done.purchase.spectators.map((s) => s.ticketNumber)).toEqual([`${EVENT.selfie}-00001`, `${EVENT.selfie}-00002`, `${EVENT.selfie}-00003`]);
    expect(deps.mails.at(-1)).toMatchObject({ to: 'sam@example.org', meta: { kind: 'tickets-paid' } });
    // The same return again (a reload, a second tab) changes nothing and mails nothing more.
    const mailsBefore = deps.mails.length;
    const again = await returnFromCheckout(deps, { viewer: buyer, eventId: EVENT.selfie, purchaseId: purchase.id, outcome: 'success' });
    expect(again.ok && again.purchase).toMatchObject({ status: 'paid', totalPaidCents: 7910 });
    expect(deps.mails).toHaveLength(mailsBefore);
    // Paying again does nothing; a new purchase for the same event can start after a paid one.
    expect(await completeTestCheckout(deps, sessionId)).toMatchObject({ ok: true });
    const next = await startPurchase(deps, { viewer: buyer, eventId: EVENT.selfie, locale: 'es' });
    expect(next.ok && next.purchase.id).not.toBe(purchase.id);
  });

  it('keeps a cancelled purchase, releases its tickets and lets the buyer try again', async () => {
    const purchase = await readyPurchase(ACCOUNT.participant, EVENT.plain);
    const who = viewer(ACCOUNT.participant, 'participant');
    const first = await startCheckout(deps, { viewer: who, purchaseId: purchase.id });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const sessionId = first.url.split('/').at(-1)!;
    // A return that names another event, or comes from another account, leaves the checkout open.
    const notFound = { ok: false, error: 'registrationNotFound' };
    expect(await returnFromCheckout(deps, { viewer: who, eventId: EVENT.selfie, purchaseId: purchase.id, outcome: 'cancelled' })).toEqual(notFound);
    expect(await returnFromCheckout(deps, { viewer: buyer, eventId: EVENT.plain, purchaseId: purchase.id, outcome: 'cancelled' })).toEqual(notFound);
    expect(await returnFromCheckout(deps, { viewer: null, eventId: EVENT.plain, purchaseId: purchase.id, outcome: 'cancelled' })).toEqual(notFound);
    expect((await getPurchase(deps, { viewer: who, purchaseId: purchase.id }))?.status).toBe('pending_payment');
    const cancelled = await cancelTestCheckout(deps, sessionId);
    expect(cancelled).toEqual({ ok: true, redirectUrl: `${SITE}/ll/spectator/${EVENT.plain}/return?purchase=${purchase.id}&payment=cancelled` });
    const back = await returnFromCheckout(deps, { viewer: who, eventId: EVENT.plain, purchaseId: purchase.id, outcome: 'cancelled' });
    expect(back.ok && back.purchase).toMatchObject({ status: 'cancelled', stage: 'cancelled', canEdit: true, checkout: null });
    // Once more (the address opened again): still cancelled, nothing else touched.
    const twice = await returnFromCheckout(deps, { viewer: who, eventId: EVENT.plain, purchaseId: purchase.id, outcome: 'cancelled' });
    expect(twice.ok && twice.purchase).toMatchObject({ status: 'cancelled', checkout: null });
    const [held] = await db.execute(sql`select count(*)::int as n from spectator_purchases where event_id = ${EVENT.plain} and status in ('pending_payment','processing','paid')`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(held?.n).toBe(0);
    // The cancelled session can no longer be paid.
    expect(await completeTestCheckout(deps, sessionId)).toMatchObject({ ok: false });
    const again = await startCheckout(deps, { viewer: who, purchaseId: purchase.id });
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.url).not.toBe(first.url);
    // The buyer gives up from the stepper: cancelled again, kept.
    const given = await cancelCheckout(deps, { viewer: who, purchaseId: purchase.id });
    expect(given.ok && given.purchase.status).toBe('cancelled');
    const checkouts = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.purchaseId, purchase.id));
    expect(checkouts.map((c) => c.status)).toEqual(['expired', 'expired']);
  });

  it('lets a checkout expire: the reservation ends and the session cannot be paid', async () => {
    const purchase = await readyPurchase(ACCOUNT.guardian, EVENT.plain);
    const who = viewer(ACCOUNT.guardian, 'participant');
    const started = await startCheckout(deps, { viewer: who, purchaseId: purchase.id });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    deps.clock.offsetMs = 40 * 60_000;
    try {
      const view = await getPurchase(deps, { viewer: who, purchaseId: purchase.id });
      expect(view?.status).toBe('expired');
      expect(await completeTestCheckout(deps, started.url.split('/').at(-1)!)).toMatchObject({ ok: false, error: 'checkoutExpired' });
    } finally {
      deps.clock.offsetMs = 0;
    }
  });

  it('gives tickets at once for a total of zero', async () => {
    const purchase = await readyPurchase(ACCOUNT.stranger, EVENT.other, 'spectator');
    const who = viewer(ACCOUNT.stranger);
    expect((await applyPromoCode(deps, { viewer: who, purchaseId: purchase.id, code: 'FREEPASS' })).ok).toBe(true);
    const result = await startCheckout(deps, { viewer: who, purchaseId: purchase.id });
    expect(result).toMatchObject({ ok: true, url: `${SITE}/ll/spectator/${EVENT.other}/return?purchase=${purchase.id}&payment=success` });
    const view = await getPurchase(deps, { viewer: who, purchaseId: purchase.id });
    expect(view).toMatchObject({ status: 'paid', totalPaidCents: 0 });
    expect(view?.spectators[0]?.ticketNumber).toBe(`${EVENT.other}-00001`);
  });

  it('offers the buyer their family minors', async () => {
    const minors = await listFamilyMinors(deps, { viewer: viewer(ACCOUNT.guardian, 'participant') });
    expect(minors).toEqual([expect.objectContaining({ accountId: ACCOUNT.minor, relationship: 'mother' })]);
  });
});

describe('ticket reservation under concurrent buyers', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  const CAPACITY = 5;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db, { smallCapacity: CAPACITY });
    deps = makeDeps(db);
  });
  afterAll(async () => {
    deps.cleanup();
    await close();
  });

  type TParty = { who: ReturnType<typeof viewer>; purchaseId: number; size: number };
  const parties: TParty[] = [];
  let results: Awaited<ReturnType<typeof startCheckout>>[] = [];

  it('never sells more tickets than the event has, whoever checks out first', async () => {
    // Four buyers with parties of 2, 1, 2, 1 (6 tickets wanted, 5 available), all ready to pay.
    const buyers = [ACCOUNT.buyer, ACCOUNT.participant, ACCOUNT.guardian, ACCOUNT.stranger];
    for (const [index, account] of buyers.entries()) {
      const who = viewer(account, 'participant');
      const started = await startPurchase(deps, { viewer: who, eventId: EVENT.small, locale: 'en' });
      if (!started.ok) throw new Error(started.error);
      const own = started.purchase.spectators[0]!;
      expect((await signWaiver(deps, { uuid: own.waiver.uuid, viewer: who, input: await signingInput({ selfie: false }), context: signContext })).ok).toBe(true);
      let size = 1;
      if (index % 2 === 0) {
        const kid = await addSpectator(deps, { viewer: who, purchaseId: started.purchase.id, input: child, locale: 'en' });
        if (!kid.ok) throw new Error(kid.error);
        expect((await signWaiver(deps, { uuid: kid.waiverUuid, viewer: who, input: await signingInput({ selfie: false }), context: signContext })).ok).toBe(true);
        size = 2;
      }
      parties.push({ who, purchaseId: started.purchase.id, size });
    }

    // Separate transactions at once: on PostgreSQL they truly race for the event's row lock.
    results = await Promise.all(parties.map((p) => startCheckout(deps, { viewer: p.who, purchaseId: p.purchaseId })));
    const reserved = parties.filter((_, i) => results[i]!.ok).reduce((s, p) => s + p.size, 0);
    const lost = results.filter((r) => !r.ok);
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.every((r) => !r.ok && r.error === 'soldOut')).toBe(true);
    expect(reserved).toBeLessThanOrEqual(CAPACITY);
    expect(reserved).toBeGreaterThanOrEqual(CAPACITY - 1);
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${spectatorPurchases.quantity}), 0)::int` })
      .from(spectatorPurchases)
      .where(and(eq(spectatorPurchases.eventId, EVENT.small), eq(spectatorPurchases.status, 'pending_payment')));
    expect(Number(row?.n)).toBe(reserved);
  });

  it('gives the tickets of expired checkouts back, so another buyer can have them', async () => {
    const loser = parties[results.findIndex((r) => !r.ok)]!;
    expect(await startCheckout(deps, { viewer: loser.who, purchaseId: loser.purchaseId })).toMatchObject({ ok: false, error: 'soldOut' });
    deps.clock.offsetMs = 40 * 60_000;
    try {
      const retry = await startCheckout(deps, { viewer: loser.who, purchaseId: loser.purchaseId });
      expect(retry.ok).toBe(true);
      for (const [i, r] of results.entries()) {
        if (!r.ok) continue;
        expect(await completeTestCheckout(deps, r.url.split('/').at(-1)!)).toMatchObject({ ok: false, error: 'checkoutExpired' });
        expect((await getPurchase(deps, { viewer: parties[i]!.who, purchaseId: parties[i]!.purchaseId }))?.status).toBe('expired');
      }
      if (!retry.ok) return;
      expect((await completeTestCheckout(deps, retry.url.split('/').at(-1)!)).ok).toBe(true);
      const numbers = await db.select({ n: spectators.ticketNumber }).from(spectators).where(eq(spectators.eventId, EVENT.small));
      const given = numbers.map((x) => x.n).filter((n): n is number => n !== null).sort((a, b) => a - b);
      expect(given).toEqual(Array.from({ length: loser.size }, (_, i) => i + 1));
    } finally {
      deps.clock.offsetMs = 0;
    }
  });
});
