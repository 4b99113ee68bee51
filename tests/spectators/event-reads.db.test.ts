import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import { eventTicketing, waiverTexts } from '@/lib/db/schema/spectators';
import { demoWaiverText } from '@/lib/demo/spectators';
import { AppError } from '@/lib/errors';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import { log } from '@/lib/log';
import type { TEventSummary } from '@/lib/platform/port';
import type { TTicketPlatform } from '@/lib/spectators/deps';
import { waiverTextHashes } from '@/lib/spectators/domain/waiver-text';
import { readEach } from '@/lib/spectators/event-reads';
import { listPurchases, startPurchase } from '@/lib/spectators/purchases';
import { listTicketEvents } from '@/lib/spectators/ticket-events';
import { createTestDb } from '../setup/db';
import { DAY, makeDeps, viewer, type TTestDeps } from './fixtures';

/**
 * One failed read costs its item, never the list: the events with tickets on sale (/spectator) and
 * a buyer's purchases read the platform's events one by one; an event the platform does not know,
 * or whose read throws, is left out with a warning, the others are listed. Only when the platform
 * is down and no event could be read does the list fail as before (the page's outage behaviour).
 */
const SOON = 6101;
const LATER = 6102;
const UNKNOWN = 6103;
const BROKEN = 6104;
const BUYER = 61;

/** Answers SOON and LATER, null for UNKNOWN, and throws for BROKEN (`failure`), or for every id when `down`. */
function stubPlatform() {
  const at = (days: number, hours: number) => new Date(Date.now() + days * DAY + hours * 3600_000);
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
    promoter: { id: 78, userId: 7800, name: 'Lakehead Racing' },
    seriesIds: [],
    registration: { kind: 'none' },
  });
  const events = new Map([
    [SOON, event(SOON, 'Lakehead Spring Scramble', 5)],
    [LATER, event(LATER, 'Lakehead Summer Motocross', 40)],
  ]);
  const state: { failure: unknown; down: boolean; broken: Set<number> } = { failure: new Error('socket hang up'), down: false, broken: new Set([BROKEN]) };
  const platform: TTicketPlatform = {
    async getEvent(id) {
      // As LiveLaps does through lib/platform/resilient.ts when it does not answer and nothing is kept.
      if (state.down) throw new AppError('UPSTREAM_FAILED', { message: 'LiveLaps call failed: timeout' });
      if (state.broken.has(id)) throw state.failure;
      return events.get(id) ?? null;
    },
  };
  return { platform, state };
}

const warned = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([fields]) => fields as Record<string, unknown>);

describe('lists that read the platform event by event', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TTestDeps;
  let stub: ReturnType<typeof stubPlatform>;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    stub = stubPlatform();
    deps = makeDeps(db, { platform: stub.platform });
    const sale = { ticketsOnSale: true, ticketPriceCents: 1500, ticketCapacity: 40, taxRateBp: 500, currency: 'CAD' };
    await db.insert(eventTicketing).values([SOON, LATER, UNKNOWN, BROKEN].map((eventId) => ({ ...sale, eventId })));
    for (const eventId of [SOON, LATER]) {
      const parts = demoWaiverText(eventId, 1, 'withMedia', { eventName: `Event ${eventId}`, venue: 'Riverside Raceway, Thunder Bay' });
      await db.insert(waiverTexts).values({ ...parts, sha256: waiverTextHashes(parts), effectiveAt: new Date(Date.now() - 7 * DAY) });
    }
    await db.insert(accounts).values({ id: BUYER, role: 'spectator', email: 'buyer61@example.org', firstName: 'Jo', lastName: 'Test', gender: 'male', birthDate: '1985-01-01' });
  });
  afterAll(async () => {
    deps.cleanup();
    await close();
  });

  it('/spectator: an unknown event and one whose read throws are left out and logged, the others listed', async () => {
    const warn = vi.spyOn(log, 'warn');
    const listed = await listTicketEvents(deps);
    expect(listed.map((e) => e.id)).toEqual([SOON, LATER]);
    expect(warned(warn)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ eventId: UNKNOWN, reason: 'unknown' }),
        expect.objectContaining({ eventId: BROKEN, reason: 'failed', err: expect.objectContaining({ message: 'socket hang up' }) }),
      ]),
    );
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('/spectator: an event LiveLaps answers junk for is left out too while the others are read', async () => {
    stub.state.failure = new AppError('UPSTREAM_FAILED', { message: `LiveLaps event ${BROKEN}: no event date` });
    const warn = vi.spyOn(log, 'warn');
    try {
      expect((await listTicketEvents(deps)).map((e) => e.id)).toEqual([SOON, LATER]);
      expect(warned(warn)).toEqual(expect.arrayContaining([expect.objectContaining({ eventId: BROKEN, reason: 'platformFailed' })]));
    } finally {
      stub.state.failure = new Error('socket hang up');
    }
  });

  it('/spectator: the platform down with no event read fails as before (the outage page), not an empty list', async () => {
    stub.state.down = true;
    try {
      await expect(listTicketEvents(deps)).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
    } finally {
      stub.state.down = false;
    }
  });

  it("a buyer's purchases: one whose event can no longer be read is left out and logged", async () => {
    const buyer = viewer(BUYER);
    const first = await startPurchase(deps, { viewer: buyer, eventId: SOON, locale: 'en' });
    const second = await startPurchase(deps, { viewer: buyer, eventId: LATER, locale: 'en' });
    if (!first.ok || !second.ok) throw new Error('purchases not started');
    expect((await listPurchases(deps, { viewer: buyer })).map((p) => p.id)).toEqual([second.purchase.id, first.purchase.id]);

    stub.state.broken.add(LATER);
    const warn = vi.spyOn(log, 'warn');
    try {
      expect((await listPurchases(deps, { viewer: buyer })).map((p) => p.id)).toEqual([first.purchase.id]);
      expect(warned(warn)).toEqual([expect.objectContaining({ eventId: LATER, purchaseId: second.purchase.id, reason: 'failed' })]);
    } finally {
      stub.state.broken.delete(LATER);
    }
  });
});

describe('readEach', () => {
  const ids = [1, 2, 3];
  const down = () => new AppError('UPSTREAM_FAILED', { message: 'LiveLaps call failed: 503' });

  it('keeps the order of the items it could read', async () => {
    const read = await readEach(ids, { what: 'test', eventIdOf: (id) => id, read: async (id) => (id === 2 ? null : `event ${id}`) });
    expect(read).toEqual(['event 1', 'event 3']);
  });

  it('a NOT_FOUND from the platform is an unknown event', async () => {
    const warn = vi.spyOn(log, 'warn');
    const read = await readEach(ids, {
      what: 'test',
      eventIdOf: (id) => id,
      read: async (id) => {
        if (id === 3) throw new AppError('NOT_FOUND', { message: 'gone' });
        return id;
      },
    });
    expect(read).toEqual([1, 2]);
    expect(warned(warn)).toEqual([expect.objectContaining({ what: 'test', eventId: 3, reason: 'unknown' })]);
  });

  it('throws the platform error when the platform is down and nothing was read; an empty list of items is no outage', async () => {
    const error = down();
    await expect(
      readEach(ids, {
        what: 'test',
        eventIdOf: (id) => id,
        read: async (id) => {
          if (id === 1) return null;
          throw error;
        },
      }),
    ).rejects.toBe(error);
    expect(await readEach([], { what: 'test', eventIdOf: (id: number) => id, read: async () => Promise.reject(down()) })).toEqual([]);
  });

  it('items whose reads all throw something else than an outage give an empty list, logged', async () => {
    const warn = vi.spyOn(log, 'warn');
    expect(await readEach(ids, { what: 'test', eventIdOf: (id) => id, read: async () => Promise.reject(new Error('bug')) })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
