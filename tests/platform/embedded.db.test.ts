import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import { CALENDAR_YEARS_BACK } from '@/lib/constants';
import type { TDatabase } from '@/lib/db/open';
import { entries, events, memberships, races, registrations } from '@/lib/db/schema';
import { listMembers, listMembershipTypes } from '@/lib/memberships/store';
import { seedPlatform } from '@/lib/demo/platform';
import { createEmbeddedPlatform } from '@/lib/platform/embedded';
import type { PlatformPort, TEvent } from '@/lib/platform/port';
import { createTestDb } from '../setup/db';

/** A fixed "today" for the demo data and the clock: 10:00 in Toronto on a race day. */
const anchor = new Date('2026-06-15T14:00:00Z');
const en = { locale: 'en' } as const;
const fr = { locale: 'fr' } as const;

describe('embedded racing platform', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let platform: PlatformPort;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await db.transaction(async (tx) => seedPlatform(tx as unknown as TDatabase, { anchor }));
    platform = createEmbeddedPlatform(async () => db, { now: () => anchor });
  });
  afterAll(() => close());

  const getEvent = async (id: number, options: { locale: 'en' | 'fr' } = en): Promise<TEvent> => {
    const event = await platform.getEvent(id, options);
    if (!event) throw new Error(`event ${id} not found`);
    return event;
  };

  describe('events', () => {
    it('shows event 1 as finished, with its two motos in order and its series', async () => {
      const event = await getEvent(1);
      expect(event).toMatchObject({ name: 'Hidden Hills Motocross', status: 'finished', registration: { kind: 'done' }, seriesIds: [1] });
      expect(event.races.map((r) => [r.id, r.name, r.status])).toEqual([
        [1, 'Moto 1', 'finished'],
        [2, 'Moto 2', 'finished'],
      ]);
      expect(event.series).toEqual([expect.objectContaining({ id: 1, discipline: 'motocross', dropCount: 1 })]);
      expect(event.promoter).toMatchObject({ id: 1, userId: 1, name: 'Northern Track Promotions' });
      expect(event.endAt.getTime()).toBeLessThan(anchor.getTime());
    });

    it('picks the text for the locale', async () => {
      const event = await getEvent(1, fr);
      expect(event.races.map((r) => r.name)).toEqual(['Manche 1', 'Manche 2']);
      expect(event.description).toMatch(/^Épreuve 4 du Championnat de motocross OORRA/);
      expect(event.series[0]?.name).toMatch(/^Championnat de motocross OORRA/);
      expect(event.classes.find((c) => c.id === 6)?.name).toBe('Ouverte C');
    });

    it('lists the classes of an event with their podium size', async () => {
      const event = await getEvent(1);
      expect(event.classes.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(event.classes.find((c) => c.id === 1)).toMatchObject({ code: '250P', name: '250 Pro', awardedPositions: 5 });
      expect(event.classes.find((c) => c.id === 5)?.awardedPositions).toBe(3);
    });

    it('shows event 3 live today with race 4 running and the later races scheduled', async () => {
      const event = await getEvent(3);
      expect(event.status).toBe('live');
      expect(event.startAt.getTime()).toBeLessThanOrEqual(anchor.getTime());
      expect(event.endAt.getTime()).toBeGreaterThan(anchor.getTime());
      expect(event.races.map((r) => [r.id, r.status])).toEqual([
        [4, 'running'],
        [5, 'scheduled'],
        [6, 'scheduled'],
      ]);
      expect(event.registration).toEqual({ kind: 'closed' });
    });

    it('has registration open for event 4 with the openings left', async () => {
      const event = await getEvent(4);
      const counts = await platform.getRegistrationCounts(4);
      expect(counts).toMatchObject({ eventId: 4, capacity: 150, waitlisted: 0 });
      expect(counts.count).toBeGreaterThan(0);
      expect(event.registration).toMatchObject({ kind: 'open', openingsLeft: 150 - counts.count });
      if (event.registration.kind === 'open') expect(event.registration.closesAt?.getTime()).toBeGreaterThan(anchor.getTime());
      expect(event).toMatchObject({ registrationFeeCents: 6500, currency: 'CAD' });
      // Spectator ticket settings are the app's (event_ticketing), not the platform's (decision 025).
      for (const key of ['ticketsOnSale', 'ticketPriceCents', 'taxRateBp', 'waiverRequiresSelfie']) expect(event).not.toHaveProperty(key);
      expect(await platform.hasPermission({ kind: 'registerOnline', eventId: 4 })).toBe(true);
    });

    it('has registration closed for event 5', async () => {
      expect((await getEvent(5)).registration).toEqual({ kind: 'closed' });
      expect(await platform.hasPermission({ kind: 'registerOnline', eventId: 5 })).toBe(false);
    });

    it('has event 6 full with 8 riders on the waiting list', async () => {
      const event = await getEvent(6);
      expect(event.registration).toEqual({ kind: 'full', waitingList: 8 });
      expect(await platform.getRegistrationCounts(6)).toEqual({ eventId: 6, count: 60, capacity: 60, waitlisted: 8 });
      expect(await platform.hasPermission({ kind: 'registerOnline', eventId: 6 })).toBe(false);
    });

    it('shows registration not yet open for event 13 and done for the cancelled event 24', async () => {
      expect((await getEvent(13)).registration).toMatchObject({ kind: 'not_open' });
      expect((await getEvent(13)).membersOnly).toBe(true);
      const cancelled = await getEvent(24);
      expect(cancelled).toMatchObject({ status: 'cancelled', registration: { kind: 'done' } });
    });

    it('hides the private event 25', async () => {
      expect(await platform.getEvent(25, en)).toBeNull();
      expect(await platform.hasPermission({ kind: 'displayEvent', eventId: 25, defaultPromoterUserId: 1 })).toBe(false);
      expect(await platform.hasPermission({ kind: 'displayEvent', eventId: 1, defaultPromoterUserId: 1 })).toBe(true);
      expect(await platform.getRegistrationCounts(25)).toEqual({ eventId: 25, count: 0, capacity: null, waitlisted: 0 });
      expect((await platform.listEvents(en)).map((e) => e.id)).not.toContain(25);
      expect(await platform.getEvent(9999, en)).toBeNull();
    });

    it('lists public events by start date with their state, promoter and series', async () => {
      const list = await platform.listEvents(en);
      const [{ n }] = (await db.select({ n: count() }).from(events).where(eq(events.isPublic, true))) as [{ n: number }];
      expect(list).toHaveLength(n);
      const starts = list.map((e) => e.startAt.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const byId = new Map(list.map((e) => [e.id, e]));
      expect(byId.get(4)?.registration.kind).toBe('open');
      expect(byId.get(5)?.registration.kind).toBe('closed');
      expect(byId.get(6)?.registration).toEqual({ kind: 'full', waitingList: 8 });
      expect(byId.get(1)?.seriesIds).toEqual([1]);
      expect(byId.get(7)?.seriesIds).toEqual([]);
      expect(byId.get(22)?.promoter.name).toBe('Promotions Hors-Route Laurentides');
    });

    it('filters events by promoter, series and dates', async () => {
      const promoter1 = await platform.listEvents({ ...en, promoterId: 1 });
      expect(promoter1.every((e) => e.promoter.id === 1)).toBe(true);
      expect(promoter1.map((e) => e.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7]));
      expect(promoter1.map((e) => e.id)).not.toContain(25);

      const series1 = await platform.listEvents({ ...en, seriesId: 1 });
      expect(series1.map((e) => e.id).sort((a, b) => a - b)).toEqual([1, 4, 5, 6, 8, 9, 10]);

      const upcoming = await platform.listEvents({ ...en, from: anchor, to: new Date(anchor.getTime() + 30 * 86_400_000) });
      expect(upcoming.map((e) => e.id)).toEqual([3, 5, 24, 4]);

      expect(await platform.listEvents({ ...en, organizationId: 999 })).toEqual([]);
    });
  });

  describe('registrants', () => {
    it('lists the registered riders then the waiting list in position order', async () => {
      const list = await platform.listRegistrants(6, en);
      expect(list).toHaveLength(68);
      const registered = list.filter((r) => r.status === 'registered');
      const waiting = list.filter((r) => r.status === 'waitlisted');
      expect(registered).toHaveLength(60);
      expect(list.slice(60)).toEqual(waiting);
      expect(waiting.map((r) => r.waitlistPosition)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      for (const r of list) {
        expect(r.className).not.toBe('');
        expect(r.brand).toBeTruthy();
        expect(r.firstName).toBeTruthy();
      }
      expect(registered.every((r) => r.waitlistPosition === undefined)).toBe(true);
    });

    it('leaves out cancelled registrations and private events', async () => {
      const [{ n }] = (await db
        .select({ n: count() })
        .from(registrations)
        .where(and(eq(registrations.eventId, 24), eq(registrations.status, 'cancelled')))) as [{ n: number }];
      expect(n).toBeGreaterThan(0);
      expect(await platform.listRegistrants(24, en)).toEqual([]);
      expect(await platform.getRegistrationCounts(24)).toMatchObject({ count: 0, waitlisted: 0 });
      expect(await platform.listRegistrants(25, en)).toEqual([]);
    });
  });

  describe('races, series and promoters', () => {
    it('refuses to display the private race 27 and races of the private event', async () => {
      expect(await platform.hasPermission({ kind: 'displayRace', raceId: 27 })).toBe(false);
      expect(await platform.hasPermission({ kind: 'displayRace', raceId: 29 })).toBe(false);
      expect(await platform.hasPermission({ kind: 'displayRace', raceId: 26 })).toBe(true);
      expect(await platform.hasPermission({ kind: 'displayRace', raceId: 9999 })).toBe(false);
      const event21 = await getEvent(21);
      expect(event21.races.find((r) => r.id === 27)?.isPublic).toBe(false);
      expect(event21.races.find((r) => r.id === 28)?.isConfigured).toBe(false);
    });

    it('answers the series and promoter permissions', async () => {
      expect(await platform.hasPermission({ kind: 'displaySeries', seriesId: 1 })).toBe(true);
      expect(await platform.hasPermission({ kind: 'displaySeries', seriesId: 999 })).toBe(false);
      expect(await platform.hasPermission({ kind: 'displayPromoter', promoterId: 2, defaultPromoterUserIds: [1] })).toBe(true);
      expect(await platform.hasPermission({ kind: 'displayPromoter', promoterId: 999, defaultPromoterUserIds: [1] })).toBe(false);
    });

    it('shows promoter 1 (the default promoter) with its events', async () => {
      const promoter = await platform.getPromoter(1, fr);
      expect(promoter).toMatchObject({ id: 1, userId: 1, name: 'Northern Track Promotions', organizationId: 1, city: 'Barrie' });
      expect(promoter?.description).toMatch(/^Organise le Championnat/);
      expect(await platform.getPromoter(999, en)).toBeNull();
      const list = await platform.listPromoters({ ...en, organizationId: 1 });
      expect(list.map((p) => p.name)).toEqual(['Northern Track Promotions', 'Ottawa Valley Dirt Riders', 'Promotions Hors-Route Laurentides']);
    });

    it('lists the series, latest season first', async () => {
      const list = await platform.listSeries({ ...en, promoterId: 1 });
      expect(list.map((s) => s.id)).toEqual([1, 2, 3, 4]);
      expect(list[0]?.season).toBe(2026);
      expect(list[0]?.name).toBe('2026 OORRA Motocross Championship');
      expect(await platform.listSeries({ ...en, promoterId: 2 })).toEqual([]);
    });

    it('shows the organisation with its sanitized about text', async () => {
      const organization = await platform.getOrganization(1, en);
      expect(organization).toMatchObject({ id: 1, shortName: 'OORRA', state: 'ON' });
      expect(organization?.aboutHtml).toMatch(/^<p>The OORRA brings together/);
      expect(await platform.getOrganization(999, en)).toBeNull();
    });
  });

  describe('calendar', () => {
    const from = new Date(anchor);
    from.setUTCFullYear(from.getUTCFullYear() - CALENDAR_YEARS_BACK);

    it('places the events and their registration windows from two years back', async () => {
      const entries = await platform.getCalendar({ ...en, from });
      const eventIds = entries.filter((e) => e.type === 'event').map((e) => e.eventId);
      expect(eventIds).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));
      expect(eventIds).not.toContain(25);

      const event4 = await getEvent(4);
      const regis4 = entries.find((e) => e.type === 'regis' && e.eventId === 4);
      const [row4] = await db.select().from(events).where(eq(events.id, 4));
      expect(row4?.registrationOpensAt).toBeInstanceOf(Date);
      expect(regis4).toMatchObject({ title: 'Copper Creek Motocross', start: row4?.registrationOpensAt, end: row4?.registrationClosesAt, promoterId: 1 });
      expect(entries.find((e) => e.type === 'event' && e.eventId === 4)).toMatchObject({ start: event4.startAt, end: event4.endAt });
      expect(entries.some((e) => e.type === 'regis' && e.eventId === 24)).toBe(false);

      const starts = entries.map((e) => e.start.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    });

    it('gives one type when asked, and filters by promoter and series', async () => {
      const onlyEvents = await platform.getCalendar({ ...en, from, type: 'event' });
      expect(onlyEvents.every((e) => e.type === 'event')).toBe(true);
      const onlyRegis = await platform.getCalendar({ ...en, from, type: 'regis' });
      expect(onlyRegis.length).toBeGreaterThan(0);
      expect(onlyRegis.every((e) => e.type === 'regis')).toBe(true);

      const promoter2 = await platform.getCalendar({ ...en, from, promoterId: 2 });
      expect(new Set(promoter2.map((e) => e.eventId))).toEqual(new Set([20, 22, 24]));
      const series2 = await platform.getCalendar({ ...en, from, seriesId: 2, type: 'event' });
      expect(series2.map((e) => e.eventId)).toEqual([11, 12, 2, 3, 13]);

      const recent = await platform.getCalendar({ ...en, from: anchor, type: 'event' });
      expect(recent.map((e) => e.eventId)).not.toContain(1);
    });
  });

  describe('racer search', () => {
    it('finds Émile Gagné with or without accents, in any case', async () => {
      for (const text of ['gagné', 'gagne', 'GAGNE', 'émile gagné', 'emile gag', 'gagne emile']) {
        const found = await platform.searchRacers({ type: 'racerIdentifier', text });
        expect(found.map((r) => r.id), text).toContain(1);
      }
      const [emile] = await platform.searchRacers({ type: 'racerIdentifier', text: 'émile gagné' });
      expect(emile).toMatchObject({ id: 1, firstName: 'Émile', lastName: 'Gagné', state: 'QC', city: 'Trois-Rivières' });
    });

    it('gives each racer found their latest number, class and event', async () => {
      const [emile] = await platform.searchRacers({ type: 'racerIdentifier', text: 'émile gagné' });
      const [latest] = await db
        .select({ number: entries.number, eventId: races.eventId, startAt: races.startAt })
        .from(entries)
        .innerJoin(races, eq(races.id, entries.raceId))
        .where(eq(entries.riderId, 1))
        .orderBy(desc(races.startAt), desc(races.id))
        .limit(1);
      expect(emile?.number).toBe(latest?.number);
      expect(emile?.latestEvent?.id).toBe(latest?.eventId);
      expect(emile?.className).toEqual(expect.any(String));
      const [inFrench] = await platform.searchRacers({ type: 'racerIdentifier', text: 'émile gagné', locale: 'fr' });
      expect(inFrench?.latestEvent?.id).toBe(latest?.eventId);
    });

    it('finds a racer by a plate with letters, in any case', async () => {
      const [entry] = await db.select().from(entries).where(eq(entries.riderId, 5)).limit(1);
      await db.update(entries).set({ number: '34D' }).where(eq(entries.id, entry!.id));
      try {
        for (const text of ['34D', '34d', ' 34D ']) {
          expect((await platform.searchRacers({ type: 'racerIdentifier', text })).map((r) => r.id), text).toContain(5);
        }
      } finally {
        await db.update(entries).set({ number: entry!.number }).where(eq(entries.id, entry!.id));
      }
    });

    it('finds a racer by the plate of a past race', async () => {
      const [entry] = await db.select().from(entries).where(eq(entries.riderId, 3)).limit(1);
      const found = await platform.searchRacers({ type: 'racerIdentifier', text: entry!.number });
      expect(found.map((r) => r.id)).toContain(3);
      expect(found.length).toBeLessThanOrEqual(50);
    });

    it('finds racers by racing number and member number', async () => {
      expect((await platform.searchRacers({ type: 'racerIdentifier', text: '1' })).map((r) => r.id)).toContain(1);
      expect((await platform.searchRacers({ type: 'racerIdentifier', text: 'OORRA-0001' })).map((r) => r.id)).toEqual([1]);
    });

    it('finds names with apostrophes', async () => {
      expect((await platform.searchRacers({ type: 'racerIdentifier', text: "o'brien" })).map((r) => r.id)).toContain(5);
      expect((await platform.searchRacers({ type: 'racerIdentifier', text: 'obrien' })).map((r) => r.id)).toContain(5);
    });

    it('finds riders from Quebec by state code or name', async () => {
      const byCode = await platform.searchRacers({ type: 'state', text: 'QC' });
      expect(byCode).toHaveLength(50);
      expect(byCode.every((r) => r.state === 'QC')).toBe(true);
      const names = byCode.map((r) => r.lastName.toLowerCase());
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const byName = await platform.searchRacers({ type: 'state', text: 'québec' });
      expect(byName.every((r) => r.state === 'QC')).toBe(true);
      expect(byName.length).toBeGreaterThan(0);
    });

    it('finds riders by city, accents optional', async () => {
      const found = await platform.searchRacers({ type: 'state', text: 'trois-rivieres' });
      expect(found.map((r) => r.id)).toContain(1);
      expect(found.every((r) => r.city === 'Trois-Rivières')).toBe(true);
      const hyphen = await platform.searchRacers({ type: 'state', text: 'saint jerome' });
      expect(hyphen.length).toBeGreaterThan(0);
      expect(hyphen.every((r) => r.city === 'Saint-Jérôme')).toBe(true);
    });

    it('answers nothing for empty criteria and treats search characters literally', async () => {
      expect(await platform.searchRacers({ type: 'racerIdentifier', text: '!!!' })).toEqual([]);
      expect(await platform.searchRacers({ type: 'state', text: '   ' })).toEqual([]);
      expect(await platform.searchRacers({ type: 'racerIdentifier', text: '_' })).toEqual([]);
      expect(await platform.searchRacers({ type: 'racerIdentifier', text: '%' })).toEqual([]);
    });
  });

  describe('racer profile', () => {
    it('answers null for an unknown rider', async () => {
      expect(await platform.getRacerProfile(999_999, en)).toBeNull();
    });

    it("shows Émile Gagné's season: series standing, event finishes and latest laps", async () => {
      const profile = await platform.getRacerProfile(1, en);
      expect(profile?.rider).toMatchObject({ id: 1, firstName: 'Émile', lastName: 'Gagné', state: 'QC' });
      expect(profile!.rider.number).toEqual(expect.any(String));
      const mx = profile!.series.find((s) => s.series.id === 1)!;
      const standings = await platform.getSeriesStandings(1, { ...en, type: 'final' });
      const table = standings!.tables.find((x) => x.rows.some((r) => r.riderId === 1 && x.classId === mx.classId))!;
      const row = table.rows.find((r) => r.riderId === 1)!;
      expect(mx).toMatchObject({ classRank: row.position, classPoints: row.total, behindLeader: row.behindLeader, wins: row.wins, podiums: row.podiums });
      expect(mx.eventsAttended).toBe(row.points.filter((p) => p !== null).length);
      expect(mx.rounds.map((r) => r.dropped)).toEqual(row.dropped);
      expect(mx.chase.pointsScale.length).toBeGreaterThan(0);
      expect(mx.chase.racesPerRound).toBe(2);
      if (row.position > 1) expect(mx.chase.leader?.riderId).toBe(table.rows[0]!.riderId);
      else expect(mx.chase.leader).toBeNull();
      const overall = await platform.getSeriesStandings(1, { ...en, type: 'overall' });
      expect(mx.overallRank).toBe(overall!.tables[0]!.rows.find((r) => r.riderId === 1)?.position ?? null);

      // Events newest first, each with the rider's motos and a class finish matching the race results.
      const starts = profile!.events.map((e) => e.startAt.getTime());
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      const event1 = profile!.events.find((e) => e.eventId === 1)!;
      expect(event1.races.map((r) => r.raceId)).toEqual([1, 2]);
      const moto1 = await platform.getRaceResults(1, en);
      const mine = moto1!.rows.find((r) => r.riderId === 1)!;
      expect(event1.races[0]).toMatchObject({ classPosition: mine.classPosition, classPoints: mine.classPoints, number: mine.number });
      expect(event1.pointsEarned).toBe(event1.races.reduce((sum, r) => sum + (r.classPoints ?? 0), 0));
      expect(event1.classFinish).toEqual(expect.any(Number));

      // The latest race comes with its laps.
      const latest = profile!.latestRace!;
      expect(latest.raceId).toBeGreaterThan(0);
      const [timing] = await platform.getRaceTiming(latest.raceId, [latest.entryId]);
      expect(latest.laps.length).toBe(timing?.laps.length ?? 0);
    });

    it('the rider ahead is ranked better and the leader is first', async () => {
      const standings = await platform.getSeriesStandings(1, { ...en, type: 'final' });
      const table = standings!.tables[0]!;
      const third = table.rows.find((r) => r.position >= 3)!;
      const profile = await platform.getRacerProfile(third.riderId, en);
      const series = profile!.series.find((s) => s.series.id === 1 && s.classId === table.classId)!;
      expect(series.chase.leader?.riderId).toBe(table.rows[0]!.riderId);
      const ahead = table.rows.find((r) => r.riderId === series.chase.ahead?.riderId)!;
      expect(ahead.position).toBeLessThan(third.position);
      expect(series.chase.ahead?.total).toBeGreaterThanOrEqual(third.total);
    });

    it('names classes in the language asked for', async () => {
      const fr = await platform.getRacerProfile(1, { locale: 'fr' });
      const event1 = fr!.events.find((e) => e.eventId === 1)!;
      const race = await platform.getRaceResults(1, { locale: 'fr' });
      expect(event1.races[0]?.className).toBe(race!.rows.find((r) => r.riderId === 1)?.className);
      expect(event1.races[0]?.raceName).toBe('Manche 1');
    });
  });

  describe("a rider's standings and registrations (the member profile)", () => {
    /** What the member page used to work out itself: every series' final tables, the rider's best line. */
    async function standingsByScanning(riderId: number) {
      const lines = [];
      for (const summary of await platform.listSeries(en)) {
        const standings = await platform.getSeriesStandings(summary.id, { ...en, type: 'final' });
        const rows = standings!.tables.flatMap((table) => table.rows.filter((r) => r.riderId === riderId).map((row) => ({ table, row })));
        const best = rows.sort((a, b) => b.row.total - a.row.total)[0];
        if (best) lines.push({ seriesId: summary.id, season: summary.season, classId: best.table.classId, position: best.row.position, total: best.row.total, points: best.row.points });
      }
      return lines.sort((a, b) => b.season - a.season || a.seriesId - b.seriesId);
    }

    it("gives Émile Gagné's line in every series he scores in, as the series tables show it", async () => {
      const mine = await platform.listRiderStandings(1, en);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.map((s) => ({ seriesId: s.series.id, season: s.series.season, classId: s.classId, position: s.row.position, total: s.row.total, points: s.row.points }))).toEqual(
        await standingsByScanning(1),
      );
      const standings = await platform.getSeriesStandings(mine[0]!.series.id, { ...en, type: 'final' });
      expect(mine[0]!.rounds).toEqual(standings!.rounds);
      expect(mine[0]!.row.riderId).toBe(1);
    });

    it('answers the same series as the trackside view, and nothing for a rider who never scored', async () => {
      const third = (await platform.getSeriesStandings(2, { ...en, type: 'final' }))!.tables[0]!.rows.find((r) => r.position >= 3)!;
      const [mine, profile] = await Promise.all([platform.listRiderStandings(third.riderId, en), platform.getRacerProfile(third.riderId, en)]);
      expect(mine.map((s) => [s.series.id, s.classId, s.row.position])).toEqual(profile!.series.map((s) => [s.series.id, s.classId, s.classRank]));
      expect(mine.map((s) => ({ seriesId: s.series.id, total: s.row.total }))).toEqual((await standingsByScanning(third.riderId)).map((s) => ({ seriesId: s.seriesId, total: s.total })));
      expect(await platform.listRiderStandings(999_999, en)).toEqual([]);
    });

    it('names the series and classes in the language asked for', async () => {
      const [mine] = await platform.listRiderStandings(1, fr);
      expect(mine!.series.name).toBe((await platform.listSeries(fr)).find((s) => s.id === mine!.series.id)!.name);
      expect(mine!.series.name).toMatch(/^Championnat/);
    });

    /** The rider's registrations as the events and their registrant lists tell them. */
    async function registrationsByScanning(riderId: number, from: Date) {
      const events = (await platform.listEvents({ ...en, from })).filter((e) => e.status !== 'cancelled' && !['done', 'none'].includes(e.registration.kind));
      const found = [];
      for (const event of events) {
        const registrant = (await platform.listRegistrants(event.id, en)).find((r) => r.riderId === riderId);
        if (registrant) found.push({ event, registrant });
      }
      return found;
    }

    it("lists a rider's registrations for events still taking them, registered or on the waiting list", async () => {
      const [registered] = await db
        .select({ riderId: registrations.riderId })
        .from(registrations)
        .where(and(eq(registrations.eventId, 4), eq(registrations.status, 'registered')))
        .limit(1);
      const [waiting] = await db
        .select({ riderId: registrations.riderId, position: registrations.waitlistPosition })
        .from(registrations)
        .where(and(eq(registrations.eventId, 6), eq(registrations.status, 'waitlisted')))
        .orderBy(desc(registrations.waitlistPosition))
        .limit(1);
      const mine = await platform.listRiderRegistrations(registered!.riderId, { ...en, from: anchor });
      expect(mine.map((r) => r.event.id)).toContain(4);
      expect(mine.find((r) => r.event.id === 4)!.registrant).toMatchObject({ riderId: registered!.riderId, status: 'registered' });
      expect(mine).toEqual(await registrationsByScanning(registered!.riderId, anchor));

      const queued = await platform.listRiderRegistrations(waiting!.riderId, { ...en, from: anchor });
      expect(queued.find((r) => r.event.id === 6)!.registrant).toMatchObject({ status: 'waitlisted', waitlistPosition: waiting!.position });
      expect(queued).toEqual(await registrationsByScanning(waiting!.riderId, anchor));
    });

    it('leaves out events that are over, cancelled registrations and private events', async () => {
      // A rider registered for an event that is over (the demo registers riders only for coming
      // events: one is added here, with an id of its own as the seed's ids are explicit, and removed after).
      const [rider] = await db.select({ riderId: registrations.riderId, classId: registrations.classId }).from(registrations).where(eq(registrations.status, 'registered')).limit(1);
      const [over] = await db.select({ id: events.id }).from(events).where(and(eq(events.isPublic, true), lt(events.endAt, anchor))).limit(1);
      expect(rider).toBeDefined();
      expect(over).toBeDefined();
      const [added] = await db.insert(registrations).values({ id: 900_001, eventId: over!.id, riderId: rider!.riderId, classId: rider!.classId, status: 'registered' }).returning({ id: registrations.id });
      try {
        expect((await platform.listRiderRegistrations(rider!.riderId, { ...en, from: anchor })).map((r) => r.event.id)).not.toContain(over!.id);
      } finally {
        await db.delete(registrations).where(eq(registrations.id, added!.id));
      }
      const [cancelled] = await db.select().from(registrations).where(eq(registrations.status, 'cancelled')).limit(1);
      expect(cancelled).toBeDefined();
      const listed = await platform.listRiderRegistrations(cancelled!.riderId, { ...en, from: new Date(0) });
      expect(listed.map((r) => r.registrant.id)).not.toContain(cancelled!.id);
      const [privateEvent] = await db.select({ id: events.id }).from(events).where(eq(events.isPublic, false)).limit(1);
      const privateRegistrations = await db.select().from(registrations).where(eq(registrations.eventId, privateEvent!.id));
      for (const r of privateRegistrations) expect((await platform.listRiderRegistrations(r.riderId, { ...en, from: new Date(0) })).map((x) => x.event.id)).not.toContain(privateEvent!.id);
      const later = new Date(anchor.getTime() + 3 * 365 * 86_400_000);
      expect(await platform.listRiderRegistrations(1, { ...en, from: later })).toEqual([]);
    });
  });

  describe('classes and memberships', () => {
    it('lists the classes of the organisation and of an event', async () => {
      const all = await platform.listClasses({ ...en, organizationId: 1 });
      expect(all).toHaveLength(17);
      expect(all[0]).toMatchObject({ id: 1, code: '250P', group: 'Pro', vehicle: 'motorcycle' });
      const event3 = await platform.listClasses({ ...fr, eventId: 3 });
      expect(event3.map((c) => c.id).sort((a, b) => a - b)).toEqual([7, 8, 9, 10, 11, 13, 14, 15, 16, 17]);
      expect(event3.find((c) => c.id === 13)).toMatchObject({ name: 'Quad ouvert', vehicle: 'quad', minAge: 16, group: 'Quad' });
      expect(await platform.listClasses({ ...en, eventId: 25 })).toEqual([]);
    });

    it("lists the membership types with their ranges (the app's memberships, seeded with the demo)", async () => {
      const types = await listMembershipTypes(db, { ...en, organizationId: 1 });
      expect(types.map((t) => [t.id, t.validity])).toEqual([
        [1, 'twelve_months'],
        [2, 'until_date'],
        [3, 'single_event'],
      ]);
      expect(types[0]?.ranges).toEqual([
        { id: 1, name: 'Adult (18 and over)', minAge: 18, maxAge: undefined, feeCents: 12_500, currency: 'CAD' },
        { id: 2, name: 'Youth (under 18)', minAge: undefined, maxAge: 17, feeCents: 6_500, currency: 'CAD' },
      ]);
      expect(types[1]?.validUntil).toBe('2026-12-31');
      expect(types[2]).toMatchObject({ eventId: 4, transferable: false, taxRateBp: 1300 });
    });

    it('lists the public members whose paid membership is valid today, and no one else', async () => {
      // This file's own database: one member chooses not to be listed.
      await db.update(memberships).set({ isPublic: false }).where(eq(memberships.id, 2));
      const today = '2026-06-15';
      const list = await listMembers(db, { ...en, organizationId: 1, now: anchor });
      const all = await db.select().from(memberships);
      const listed = all.filter((m) => m.isPublic && m.paymentState === 'paid' && m.validFrom <= today && today <= m.validUntil);
      expect(list.map((m) => m.id).sort((a, b) => a - b)).toEqual(listed.map((m) => m.id).sort((a, b) => a - b));
      expect(all.some((m) => m.validUntil < today)).toBe(true);
      expect(list.length).toBeGreaterThan(10);
      expect(list.map((m) => m.id)).not.toContain(2);
      expect(list.find((m) => m.id === 1)).toMatchObject({
        riderId: 1,
        firstName: 'Émile',
        lastName: 'Gagné',
        memberNumber: 'OORRA-0001',
        className: '250 Pro',
        membershipType: 'Annual racing licence',
      });
      expect(list.every((m) => m.validFrom <= today && today <= m.validUntil)).toBe(true);
      // Another organisation has none of them.
      expect(await listMembers(db, { ...en, organizationId: 999, now: anchor })).toEqual([]);
    });
  });
});
