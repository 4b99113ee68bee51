import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { queryRows } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import { eventTicketing, spectatorPurchases, waiverTexts } from '@/lib/db/schema/spectators';
import { demoWaiverText } from '@/lib/demo/spectators';
import type { TEventSummary, TListOptions } from '@/lib/platform/port';
import { startCheckout } from '@/lib/spectators/checkout';
import { waiverTextHashes } from '@/lib/spectators/domain/waiver-text';
import type { TTicketPlatform } from '@/lib/spectators/deps';
import { addSpectator } from '@/lib/spectators/party';
import { getPurchase, startPurchase } from '@/lib/spectators/purchases';
import { completeTestCheckout, getTestCheckout } from '@/lib/spectators/test-checkout';
import { getTicketEvent, listTicketEvents } from '@/lib/spectators/ticket-events';
import { getWaiver } from '@/lib/spectators/waiver-view';
import { signWaiver } from '@/lib/spectators/waiver-signing';
import { createTestDb } from '../setup/db';
import { ACCOUNT, DAY, makeDeps, seedFixture, signContext, signingInput, viewer, type TTestDeps } from './fixtures';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';

/**
 * Spectator tickets for events the app's database does not hold: the platform (here a stub of the
 * port, as LiveLaps would be) knows the event, the app keeps its ticket settings, purchases,
 * waivers and payments (docs/decisions/025).
 */
const NIGHT = 5001;
const LAST_SEATS = 5002;
const PROMOTER = { id: 77, userId: 7700, name: 'Riverside Racing' };

/** A platform that serves its events by id, and null for any other id (an unknown event). */
function stubPlatform(now: () => Date): TTicketPlatform & { events: Map<number, TEventSummary> } {
  const at = (days: number, hours: number) => new Date(now().getTime() + days * DAY + hours * 3600_000);
  const event = (id: number, name: string, days: number): TEventSummary => ({
    id,
    name,
    startAt: at(days, 0),
    endAt: at(days, 6),
    timeZone: SITE_TIME_ZONE,
    venue: 'Riverside Raceway',
    city: 'Thunder Bay',
    state: 'ON',
    country: 'CA',
    status: 'scheduled',
    promoter: PROMOTER,
    seriesIds: [],
    registration: { kind: 'none' },
  });
  const events = new Map([
    [NIGHT, event(NIGHT, 'Riverside Night Enduro', 12)],
    [LAST_SEATS, event(LAST_SEATS, 'Riverside Grand Prix', 20)],
  ]);
  return {
    events,
    async getEvent(id: number, _options: TListOptions) {
      return events.get(id) ?? null;
    },
  };
}

async function addWaiverText(db: TDatabase, eventId: number, name: string): Promise<void> {
  const parts = demoWaiverText(eventId, 1, 'withMedia', { eventName: name, venue: 'Riverside Raceway, Thunder Bay' });
  await db.insert(waiverTexts).values({ ...parts, sha256: waiverTextHashes(parts), effectiveAt: new Date(Date.now() - 7 * DAY) });
}

describe('tickets for an event served by the platform port only', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  let platform: ReturnType<typeof stubPlatform>;
  const buyer = viewer(ACCOUNT.buyer);
  const LAST_SEATS_CAPACITY = 3;
  const extraBuyers = [31, 32, 33, 34, 35];

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    platform = stubPlatform(() => new Date());
    deps = makeDeps(db, { platform });
    await db.insert(eventTicketing).values([
      { eventId: NIGHT, ticketsOnSale: true, ticketPriceCents: 1500, ticketCapacity: 40, taxRateBp: 500, currency: 'CAD' },
      { eventId: LAST_SEATS, ticketsOnSale: true, ticketPriceCents: 3000, ticketCapacity: LAST_SEATS_CAPACITY, taxRateBp: 1300, currency: 'CAD' },
    ]);
    await addWaiverText(db, NIGHT, 'Riverside Night Enduro');
    await addWaiverText(db, LAST_SEATS, 'Riverside Grand Prix');
    await db.insert(accounts).values(
      extraBuyers.map((id) => ({ id, role: 'spectator' as const, email: `buyer${id}@example.org`, firstName: `Buyer${id}`, lastName: 'Test', gender: 'male' as const, birthDate: '1985-01-01' })),
    );
  });
  afterAll(async () => {
    deps.cleanup();
    await close();
  });

  it('the events are not in the embedded platform tables', async () => {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from events where id in (${NIGHT}, ${LAST_SEATS})`);
    expect(Number(row?.n)).toBe(0);
  });

  it('lists and shows the event with the platform\'s details and the app\'s ticket settings', async () => {
    const listed = await listTicketEvents(deps);
    expect(listed.map((e) => e.id)).toEqual([NIGHT, LAST_SEATS]);
    expect(await getTicketEvent(deps, NIGHT, { locale: 'fr' })).toMatchObject({
      id: NIGHT,
      name: 'Riverside Night Enduro',
      promoterId: PROMOTER.id,
      venue: 'Riverside Raceway',
      city: 'Thunder Bay',
      onSale: true,
      priceCents: 1500,
      taxRateBp: 500,
      capacity: 40,
      ticketsLeft: 40,
      requiresSelfie: false,
    });
  });

  it('sells tickets: buyer, waivers by link, checkout and payment', async () => {
    const started = await startPurchase(deps, { viewer: buyer, eventId: NIGHT, locale: 'en' });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const [stored] = await db.select().from(spectatorPurchases).where(eq(spectatorPurchases.id, started.purchase.id));
    expect(stored).toMatchObject({ eventId: NIGHT, promoterId: PROMOTER.id, unitPriceCents: 1500, taxRateBp: 500, currency: 'CAD' });

    const own = started.purchase.spectators[0]!;
    expect((await signWaiver(deps, { uuid: own.waiver.uuid, viewer: buyer, input: await signingInput({ selfie: false }), context: signContext })).ok).toBe(true);
    const added = await addSpectator(deps, {
      viewer: buyer,
      purchaseId: started.purchase.id,
      input: { firstName: 'Camila', lastName: 'Ortega', gender: 'female', birthDate: '1991-04-18', email: 'camila@example.org' },
      locale: 'en',
    });
    expect(added.ok && added.mailed).toBe(true);
    if (!added.ok) return;
    expect(deps.mails.at(-1)?.text).toContain('Riverside Night Enduro');
    const waiver = await getWaiver(deps, { uuid: added.waiverUuid, locale: 'en' });
    expect(waiver).toMatchObject({ status: 'not_signed', requiresSelfie: false, event: { id: NIGHT, name: 'Riverside Night Enduro', venue: 'Riverside Raceway' } });
    expect((await signWaiver(deps, { uuid: added.waiverUuid, viewer: null, input: await signingInput({ selfie: false }), context: signContext })).ok).toBe(true);

    const checkout = await startCheckout(deps, { viewer: buyer, purchaseId: started.purchase.id });
    expect(checkout.ok).toBe(true);
    if (!checkout.ok) return;
    const sessionId = checkout.url.split('/').at(-1)!;
    expect(await getTestCheckout(deps, sessionId)).toMatchObject({ event: { id: NIGHT, name: 'Riverside Night Enduro' }, quantity: 2, totalCents: 3150 });
    expect((await completeTestCheckout(deps, sessionId)).ok).toBe(true);
    const paid = await getPurchase(deps, { viewer: buyer, purchaseId: started.purchase.id });
    expect(paid).toMatchObject({ status: 'paid', totalPaidCents: 3150, event: { id: NIGHT, ticketsLeft: 38 } });
    expect(paid?.spectators.map((s) => s.ticketNumber)).toEqual([`${NIGHT}-00001`, `${NIGHT}-00002`]);
    expect(deps.mails.at(-1)).toMatchObject({ to: 'sam@example.org', meta: { kind: 'tickets-paid' } });
    expect(deps.mails.at(-1)?.text).toContain('Riverside Night Enduro');
  });

  it('shows "event not found" when the platform does not know the event (any more)', async () => {
    expect(await startPurchase(deps, { viewer: buyer, eventId: 5999, locale: 'en' })).toEqual({ ok: false, error: 'eventNotFound' });
    expect(await getTicketEvent(deps, 5999)).toBeNull();

    const started = await startPurchase(deps, { viewer: viewer(ACCOUNT.participant, 'participant'), eventId: NIGHT, locale: 'en' });
    if (!started.ok) throw new Error(started.error);
    const uuid = started.purchase.spectators[0]!.waiver.uuid;
    const gone = platform.events.get(NIGHT)!;
    platform.events.delete(NIGHT);
    try {
      expect(await getTicketEvent(deps, NIGHT)).toBeNull();
      expect((await listTicketEvents(deps)).map((e) => e.id)).toEqual([LAST_SEATS]);
      expect(await startPurchase(deps, { viewer: buyer, eventId: NIGHT, locale: 'en' })).toEqual({ ok: false, error: 'eventNotFound' });
      expect(await getWaiver(deps, { uuid, locale: 'en' })).toBeNull();
      expect(await signWaiver(deps, { uuid, viewer: viewer(ACCOUNT.participant, 'participant'), input: await signingInput({ selfie: false }), context: signContext })).toEqual({
        ok: false,
        error: 'recordNotFound',
      });
    } finally {
      platform.events.set(NIGHT, gone);
    }
  });

  it('gives concurrent buyers of the last tickets exactly the number left', async () => {
    // Five buyers ready to pay for one ticket each; three tickets exist.
    const ready: { who: ReturnType<typeof viewer>; purchaseId: number }[] = [];
    for (const id of extraBuyers) {
      const who = viewer(id);
      const started = await startPurchase(deps, { viewer: who, eventId: LAST_SEATS, locale: 'en' });
      if (!started.ok) throw new Error(started.error);
      const own = started.purchase.spectators[0]!;
      expect((await signWaiver(deps, { uuid: own.waiver.uuid, viewer: who, input: await signingInput({ selfie: false }), context: signContext })).ok).toBe(true);
      ready.push({ who, purchaseId: started.purchase.id });
    }
    const results = await Promise.all(ready.map((p) => startCheckout(deps, { viewer: p.who, purchaseId: p.purchaseId })));
    expect(results.filter((r) => r.ok)).toHaveLength(LAST_SEATS_CAPACITY);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, error: 'soldOut', params: { left: 0 } },
      { ok: false, error: 'soldOut', params: { left: 0 } },
    ]);
    const [held] = await db
      .select({ n: sql<number>`coalesce(sum(${spectatorPurchases.quantity}), 0)::int` })
      .from(spectatorPurchases)
      .where(and(eq(spectatorPurchases.eventId, LAST_SEATS), eq(spectatorPurchases.status, 'pending_payment')));
    expect(Number(held?.n)).toBe(LAST_SEATS_CAPACITY);
    expect(await getTicketEvent(deps, LAST_SEATS)).toMatchObject({ ticketsLeft: 0 });
  });
});
