import { beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { createLivelapsPlatform, type TLivelapsOptions } from '@/lib/platform/livelaps';
import { livelapsBases } from '@/lib/platform/livelaps/hosts';
import type { PlatformPort } from '@/lib/platform/port';
import { fakeLivelapsPerFile } from '../../fakes/fake-livelaps-per-file';

/**
 * Contract of the LiveLaps adapter: every port method against the fake LiveLaps (tests/fakes),
 * which answers from the project's own fixtures in LiveLaps' shapes.
 */

/** Noon in Toronto on Tuesday 10 June 2025: event 7104 runs today, 7103 is in September. */
const NOW = new Date('2025-06-10T16:00:00Z');

const livelaps = fakeLivelapsPerFile();
let platform: PlatformPort;

function createPlatform(options: Partial<TLivelapsOptions> = {}): PlatformPort {
  return createLivelapsPlatform({ bases: livelapsBases(livelaps.fake.origin), now: () => NOW, retryDelayMs: 5, resultsPageSize: 200, ...options });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function expectNotAvailable(promise: Promise<unknown>) {
  const error = await failure(promise);
  expect(error.code).toBe('PLATFORM_NOT_AVAILABLE');
  expect(error.status).toBe(501);
  expect(error.userMessageKey).toBe('PLATFORM_NOT_AVAILABLE');
  expect(error.message).toMatch(/^LiveLaps has no call for /);
}

beforeEach(() => {
  platform = createPlatform();
});

describe('getRaceResults', () => {
  it('reads an enduro race by sections: order, positions sent as strings, "" gaps, a rider who did not finish', async () => {
    const results = await platform.getRaceResults(88011, { locale: 'en' });
    expect(results).not.toBeNull();
    const { race, rows, sections, classes, brands } = results!;
    expect(race).toMatchObject({ id: 88011, eventId: 7101, name: 'Pine Ridge Enduro - A/B riders', eventName: 'Pine Ridge Enduro', format: 'sections', status: 'finished', isConfigured: true });
    expect(race.startAt).toEqual(new Date('2025-05-18T04:00:00Z'));
    expect(sections.map((s) => s.name)).toEqual(['Section 1', 'Section 2', 'Section 3', 'Section 4']);
    expect(classes.map((c) => c.name)).toEqual(['Pro', 'Vet 40+', 'Women']);
    expect(brands).toEqual(['Beta', 'GasGas', 'Husqvarna', 'KTM', 'Sherco']);

    expect(rows.map((r) => [r.overallPosition, r.firstName, r.lastName, r.number, r.status])).toEqual([
      [1, 'Maëlle', 'Tremblay', '12A', 'finished'],
      [2, 'Jean-François', 'Côté', '7', 'finished'],
      [3, 'Lukas', 'Berger', '140', 'finished'],
      [4, 'Sam', "O'Neil", '141', 'finished'],
      [5, 'Ana', 'Ruiz Delgado', '301', 'finished'],
      [null, 'Tom', 'Hale', '9', 'dnf'],
    ]);
    const [leader, second, , , , dnf] = rows;
    expect(leader!.gapToLeader).toBeUndefined();
    expect(second!.gapToLeader).toEqual({ laps: 0, ms: 63_120 });
    expect(second!.gapToAhead).toEqual({ laps: 0, ms: 63_120 });
    expect(leader!.totalMs).toBe(2 * 3_600_000 + 72_480);
    expect(leader).toMatchObject({ laps: 4, checkpointsPassed: 4, classPosition: 1, classId: classes[0]!.id, brand: 'Sherco' });
    expect(dnf).toMatchObject({ laps: 2, overallPosition: null, classPosition: null, gapToLeader: undefined });
  });

  it('reads a laps race, its day from the event when the race does not give it, a rider a lap down and one who never started', async () => {
    const results = await platform.getRaceResults(88012, { locale: 'fr' });
    const { race, rows, sections } = results!;
    expect(race).toMatchObject({ format: 'laps', status: 'finished', eventName: 'Pine Ridge Enduro', promoterId: 5120 });
    expect(race.startAt).toEqual(new Date('2025-05-18T04:00:00Z'));
    expect(sections).toEqual([]);
    expect(livelaps.fake.requestsTo('promoter/event/7101')).toHaveLength(1);

    const byName = new Map(rows.map((r) => [r.firstName, r]));
    expect(byName.get('Noah')).toMatchObject({ overallPosition: 1, laps: 3, bestLapMs: 598_120, bestLapNumber: 2, lastLapMs: 601_005 });
    expect(byName.get('Zoé')).toMatchObject({ overallPosition: 4, laps: 2, gapToLeader: { laps: 1, ms: 0 } });
    expect(byName.get('Liam')).toMatchObject({ overallPosition: null, laps: 0, status: 'dns' });
    expect(rows.at(-1)!.firstName).toBe('Liam');
  });

  it('fetches a race of 540 riders page by page, each page once', async () => {
    const results = await platform.getRaceResults(88020, { locale: 'en' });
    expect(results!.rows).toHaveLength(540);
    expect(new Set(results!.rows.map((r) => r.entryId)).size).toBe(540);
    const classified = results!.rows.filter((r) => r.overallPosition !== null);
    expect(classified.map((r) => r.overallPosition)).toEqual(classified.map((_, i) => i + 1));
    // Riders one lap short are ranked behind those with all laps, and shown a lap down.
    expect(classified.find((r) => r.laps === 5)?.gapToLeader).toEqual({ laps: 1, ms: 0 });

    const pages = livelaps.fake.requestsTo('livelaps/race/results/88020').map((r) => [r.query.get('page'), r.query.get('size')]);
    expect(pages.sort()).toEqual([
      ['1', '200'],
      ['2', '200'],
      ['3', '200'],
    ]);
  });

  it('answers null for an unknown race (HTTP 200, success 0, "not_found") without asking for its results', async () => {
    expect(await platform.getRaceResults(99999, { locale: 'en' })).toBeNull();
    expect(livelaps.fake.requestsTo('livelaps/race/99999')).toHaveLength(1);
    expect(livelaps.fake.requestsTo('livelaps/race/results/99999')).toHaveLength(0);
  });

  it('shows a race whose results LiveLaps refuses (HTTP 400) as not properly configured', async () => {
    const results = await platform.getRaceResults(88040, { locale: 'en' });
    expect(results!.race).toMatchObject({ id: 88040, isConfigured: false, status: 'finished' });
    expect(results!.rows).toEqual([]);
  });

  it('marks a race still being scored as running, and keeps its version while nothing changes', async () => {
    const first = await platform.getRaceResults(88030, { locale: 'en' });
    expect(first!.race.status).toBe('running');
    expect(first!.rows.every((r) => r.status === 'running')).toBe(true);
    const again = await platform.getRaceResults(88030, { locale: 'en' });
    expect(again!.updatedAt).toEqual(first!.updatedAt);
  });

  it('uses the api link for the race calls and the main domain for the others', async () => {
    const split = createPlatform({ bases: livelapsBases(livelaps.fake.origin, livelaps.fake.linkUrl) });
    await split.getRaceResults(88012, { locale: 'en' });
    const bases = new Map(livelaps.fake.requests.map((r) => [r.path, r.base]));
    expect(bases.get('livelaps/race/88012')).toBe('link');
    expect(bases.get('livelaps/race/event/7101')).toBe('link');
    expect(bases.get('livelaps/race/results/88012')).toBe('link');
    expect(bases.get('promoter/event/7101')).toBe('main');
  });
});

describe('getRaceTiming', () => {
  it('gives lap by lap timing of a laps race, without read times', async () => {
    const [noah] = await platform.getRaceTiming(88012, [5502001]);
    expect(noah!.entryId).toBe(5502001);
    expect(noah!.laps.map((l) => [l.lap, l.lapTimeMs, l.elapsedMs])).toEqual([
      [1, 612_340, 612_340],
      [2, 598_120, 1_210_460],
      [3, 601_005, 1_811_465],
    ]);
    expect(noah!.laps[0]!.readAt).toBeUndefined();
    expect(noah!.checkpoints).toEqual([]);
  });

  it('gives section by section timing of an enduro race, with section ranks', async () => {
    const timing = await platform.getRaceTiming(88011);
    expect(timing).toHaveLength(6);
    const cote = timing.find((t) => t.entryId === 5501002)!;
    expect(cote.checkpoints.map((c) => [c.sectionId, c.sectionTimeMs, c.cumulativeRank, c.sectionRank])).toEqual([
      [1, 1_899_400, 2, 2],
      [2, 1_902_300, 2, 2],
      [3, 1_655_220, 2, 2],
      [4, 1_878_680, 2, 2],
    ]);
    expect(await platform.getRaceTiming(99999)).toEqual([]);
  });
});

describe('events', () => {
  it('resolves an event to its races through race/event, never race/{eventId} (the id spaces overlap)', async () => {
    const event = await platform.getEvent(7101, { locale: 'en' });
    expect(event).toMatchObject({ id: 7101, name: 'Pine Ridge Enduro', status: 'finished', description: 'Two loops of forest single track, four timed sections.' });
    expect(event!.promoter).toMatchObject({ id: 5120, name: 'Northwoods Off-Road Promotions' });
    expect(event!.races.map((r) => [r.id, r.name, r.format, r.status])).toEqual([
      [88011, 'Pine Ridge Enduro - A/B riders', 'sections', 'finished'],
      [88012, 'Pine Ridge Youth XC', 'laps', 'finished'],
    ]);
    // Spectator tickets are the app's own (event_ticketing, decision 025): the platform says nothing of them.
    expect(event).not.toHaveProperty('ticketsOnSale');
    expect(livelaps.fake.requestsTo('livelaps/race/7101')).toHaveLength(0);
  });

  it('shows an event with no races yet', async () => {
    const event = await platform.getEvent(7103, { locale: 'en' });
    expect(event).toMatchObject({ id: 7103, name: 'Fall Classic', status: 'scheduled', races: [] });
    expect(event!.startAt).toEqual(new Date('2025-09-14T04:00:00Z'));
  });

  it('answers null for an unknown event', async () => {
    expect(await platform.getEvent(424242, { locale: 'en' })).toBeNull();
  });

  it('lists the platform events by day, with their state today', async () => {
    const events = await platform.listEvents({ locale: 'en' });
    expect(events.map((e) => [e.id, e.status])).toEqual([
      [6999, 'finished'],
      [7105, 'finished'],
      [7101, 'finished'],
      [7102, 'finished'],
      [7104, 'live'],
      [7103, 'scheduled'],
    ]);
    const from = await platform.listEvents({ locale: 'en', from: new Date('2025-06-10T04:00:00Z'), to: new Date('2025-12-31T00:00:00Z') });
    expect(from.map((e) => e.id)).toEqual([7104, 7103]);
  });

  it("lists a promoter's events from its own call on the main domain", async () => {
    const events = await platform.listEvents({ locale: 'en', promoterId: 5230 });
    expect(events.map((e) => e.id)).toEqual([6999, 7105, 7104]);
    expect(events[0]!.promoter).toEqual({ id: 5230, userId: 5230, name: 'Prairie Quad Racing' });
    expect(livelaps.fake.requestsTo('livelaps/promoter/5230/events')[0]!.base).toBe('main');
  });

  it('has no events of an organisation or a series', async () => {
    await expectNotAvailable(platform.listEvents({ locale: 'en', organizationId: 31 }));
    await expectNotAvailable(platform.listEvents({ locale: 'en', seriesId: 410 }));
  });

  it('finds events with results by event, promoter or race name, date and year, newest first', async () => {
    const all = await platform.searchResultEvents({}, { locale: 'en' });
    expect(all.map((e) => e.id)).toEqual([7104, 7102, 7101, 6999]);
    expect(all.find((e) => e.id === 7101)!.raceNames).toEqual(['Pine Ridge Enduro - A/B riders', 'Pine Ridge Youth XC']);
    expect((await platform.searchResultEvents({ text: 'youth' }, { locale: 'en' })).map((e) => e.id)).toEqual([7101]);
    expect((await platform.searchResultEvents({ text: 'PRAIRIE' }, { locale: 'en' })).map((e) => e.id)).toEqual([7104, 6999]);
    expect((await platform.searchResultEvents({ year: 2024 }, { locale: 'en' })).map((e) => e.id)).toEqual([6999]);
    expect((await platform.searchResultEvents({ date: '2025-06-08' }, { locale: 'en' })).map((e) => e.id)).toEqual([7102]);
    expect((await platform.searchResultEvents({ promoterId: 5120 }, { locale: 'en' })).map((e) => e.id)).toEqual([7102, 7101]);
  });

  it('builds the calendar from both kinds of entries, or one', async () => {
    const from = new Date('2025-06-01T04:00:00Z');
    const entries = await platform.getCalendar({ locale: 'en', from });
    expect(entries.map((e) => [e.eventId, e.type, e.title])).toEqual([
      [7102, 'event', 'Spring Hare Scramble'],
      [7104, 'event', 'Tuesday Night Quads'],
      [7103, 'regis', 'Fall Classic: registration'],
      [7103, 'event', 'Fall Classic'],
    ]);
    expect(entries[1]).toMatchObject({ subtitle: 'Prairie Quad Racing', promoterId: 5230, start: new Date('2025-06-10T04:00:00Z'), end: new Date('2025-06-11T03:59:59.999Z') });
    const regis = entries.find((e) => e.type === 'regis')!;
    expect(regis.start).toEqual(new Date('2025-07-01T13:00:00Z'));
    expect(regis.end).toEqual(new Date('2025-09-08T03:59:00Z'));
    const calls = livelaps.fake.requestsTo('livelaps/event/getEventsForCalendar');
    expect(calls.map((c) => [c.method, c.query.get('date'), c.query.get('type')]).sort()).toEqual([
      ['POST', '2025-06-01', 'event'],
      ['POST', '2025-06-01', 'regis'],
    ]);

    livelaps.fake.reset();
    const onlyEvents = await createPlatform().getCalendar({ locale: 'en', from, type: 'event', promoterId: 5230 });
    expect(onlyEvents.map((e) => e.eventId)).toEqual([7104]);
    expect(livelaps.fake.requests.map((r) => r.query.get('promoterId'))).toEqual(['5230']);
    await expectNotAvailable(platform.getCalendar({ locale: 'en', from, seriesId: 410 }));
  });
});

describe('promoters, organisations, series', () => {
  it('lists the promoters of the platform events', async () => {
    expect(await platform.listPromoters({ locale: 'en' })).toEqual([
      { id: 5120, userId: 5120, name: 'Northwoods Off-Road Promotions' },
      { id: 5230, userId: 5230, name: 'Prairie Quad Racing' },
    ]);
    await expectNotAvailable(platform.listPromoters({ locale: 'en', organizationId: 31 }));
  });

  it('reads a promoter, or null when LiveLaps does not know it', async () => {
    expect(await platform.getPromoter(5120, { locale: 'en' })).toMatchObject({ id: 5120, userId: 5120, name: 'Northwoods Off-Road Promotions', city: 'Huntsville', state: 'ON', website: 'https://northwoods.example' });
    expect((await platform.getPromoter(5230, { locale: 'en' }))!.email).toBeUndefined();
    expect(await platform.getPromoter(1, { locale: 'en' })).toBeNull();
  });

  it('reads an organisation, or null', async () => {
    expect(await platform.getOrganization(31, { locale: 'en' })).toMatchObject({ id: 31, name: 'Great Lakes Off-Road Association', shortName: 'GLORA', phone: '705-555-0142' });
    expect(await platform.getOrganization(32, { locale: 'en' })).toBeNull();
  });

  it('lists series, all or of a promoter, with a season and a discipline', async () => {
    const series = await platform.listSeries({ locale: 'en' });
    expect(series.map((s) => [s.id, s.season, s.discipline])).toEqual([
      [410, 2025, 'enduro'],
      [411, 2025, 'quad'],
      [412, 2024, 'hare_scramble'],
    ]);
    expect((await platform.listSeries({ locale: 'en', promoterId: 5230 })).map((s) => s.id)).toEqual([411]);
    await expectNotAvailable(platform.listSeries({ locale: 'en', organizationId: 31 }));
  });

  it('has no series points tables', async () => {
    await expectNotAvailable(platform.getSeriesStandings(410, { locale: 'en', type: 'final' }));
  });
});

describe('racers and registrations', () => {
  it('searches racers by name or by location with searchUsers', async () => {
    const byName = await platform.searchRacers({ type: 'racerIdentifier', text: 'cote' });
    expect(byName).toEqual([{ id: 200312, firstName: 'Jean-François', lastName: 'Côté', state: 'QC', city: 'Lévis' }]);
    const byPlace = await platform.searchRacers({ type: 'state', text: 'on' });
    expect(byPlace.map((r) => [r.id, r.city])).toEqual([
      [200313, 'Orillia'],
      [200314, undefined],
    ]);
    expect(livelaps.fake.requestsTo('livelaps/user/searchUsers').map((r) => [r.method, r.body])).toEqual([
      ['POST', { name: 'cote' }],
      ['POST', { location: 'on' }],
    ]);
  });

  it('carries the message of a refused search up to the page', async () => {
    livelaps.fake.override('livelaps/user/searchUsers', { body: { success: 0, message: 'Search is closed during maintenance' } });
    const error = await failure(platform.searchRacers({ type: 'racerIdentifier', text: 'berger' }));
    expect(error.code).toBe('UPSTREAM_FAILED');
    expect(error.upstreamMessage).toBe('Search is closed during maintenance');
  });

  it('gives up on a search after its own timeout', async () => {
    const quick = createPlatform({ searchTimeoutMs: 200, timeoutMs: 5000 });
    livelaps.fake.override('livelaps/user/searchUsers', { delayMs: 600 });
    const error = await failure(quick.searchRacers({ type: 'racerIdentifier', text: 'tremblay' }));
    expect(error.code).toBe('UPSTREAM_FAILED');
    expect(error.message).toBe('LiveLaps POST livelaps/user/searchUsers {"name":"tremblay"} failed: no answer within 200 ms');
    expect(error.upstreamMessage).toBeUndefined();
  });

  it('has no racer season profile', async () => {
    await expectNotAvailable(platform.getRacerProfile(200311, { locale: 'en' }));
  });

  it('counts and lists the registrants of an event', async () => {
    expect(await platform.getRegistrationCounts(7103)).toEqual({ eventId: 7103, count: 3, capacity: null, waitlisted: 0 });
    expect(await platform.getRegistrationCounts(7101)).toEqual({ eventId: 7101, count: 0, capacity: null, waitlisted: 0 });
    const registrants = await platform.listRegistrants(7103, { locale: 'en' });
    expect(registrants.map((r) => [r.riderId, r.className, r.classId, r.number, r.status])).toEqual([
      [200311, 'Pro', 10, '12A', 'registered'],
      [200313, 'Vet 40+', 12, '140', 'registered'],
      [200315, 'Women', 14, '301', 'registered'],
    ]);
    expect(registrants[2]!.brand).toBeUndefined();
    expect(livelaps.fake.requestsTo('livelaps/registration/getRegistrants')[0]!.body).toEqual({ eventId: 7103 });
  });

  it("finds a rider's registrations in the registrants of the events not over, and has no series standings for a rider", async () => {
    const mine = await platform.listRiderRegistrations(200311, { locale: 'en', from: NOW });
    expect(mine.map((r) => [r.event.id, r.event.name, r.registrant.riderId, r.registrant.className, r.registrant.number, r.registrant.status])).toEqual([
      [7103, 'Fall Classic', 200311, 'Pro', '12A', 'registered'],
    ]);
    // Only the events not over by `from` are asked: today's 7104 and September's 7103.
    const asked = livelaps.fake.requestsTo('livelaps/registration/getRegistrants').map((r) => (r.body as { eventId: number }).eventId);
    expect(asked.sort()).toEqual([7103, 7104]);
    expect(await platform.listRiderRegistrations(424242, { locale: 'en', from: NOW })).toEqual([]);
    expect(await platform.listRiderRegistrations(200311, { locale: 'en', from: new Date('2025-09-15T12:00:00Z') })).toEqual([]);
    await expectNotAvailable(platform.listRiderStandings(200311, { locale: 'en' }));
  });

  it("fails a rider's registrations when a registrant list does not come", async () => {
    livelaps.fake.override('livelaps/registration/getRegistrants', { status: 500, body: { message: 'Server Error' } });
    const error = await failure(platform.listRiderRegistrations(200311, { locale: 'en', from: NOW }));
    expect(error.code).toBe('UPSTREAM_FAILED');
  });

  it("lists an event's classes, and has no organisation classes or memberships", async () => {
    const classes = await platform.listClasses({ locale: 'en', eventId: 7103 });
    expect(classes.map((c) => [c.id, c.code, c.name, c.vehicle])).toEqual([
      [10, 'PRO', 'Pro', 'motorcycle'],
      [12, 'V40', 'Vet 40+', 'motorcycle'],
      [14, 'Women', 'Women', 'motorcycle'],
      [16, 'QO', 'Quad Open', 'quad'],
    ]);
    await expectNotAvailable(platform.listClasses({ locale: 'en', organizationId: 31 }));
  });
});

describe('permissions and language', () => {
  it('reads the permission answers: 1 is allowed, anything else denied', async () => {
    expect(await platform.hasPermission({ kind: 'displayEvent', eventId: 7101, defaultPromoterUserId: 5120 })).toBe(true);
    expect(await platform.hasPermission({ kind: 'displayEvent', eventId: 7105, defaultPromoterUserId: 5120 })).toBe(false);
    expect(await platform.hasPermission({ kind: 'displayRace', raceId: 88011 })).toBe(true);
    expect(await platform.hasPermission({ kind: 'displayRace', raceId: 88040 })).toBe(false);
    expect(await platform.hasPermission({ kind: 'displaySeries', seriesId: 410 })).toBe(true);
    expect(await platform.hasPermission({ kind: 'registerOnline', eventId: 7103 })).toBe(true);
    expect(await platform.hasPermission({ kind: 'registerOnline', eventId: 7101 })).toBe(false);
    expect(await platform.hasPermission({ kind: 'displayPromoter', promoterId: 5120, defaultPromoterUserIds: [1] })).toBe(true);
    expect(await platform.hasPermission({ kind: 'displayPromoter', promoterId: 5230, defaultPromoterUserIds: [1] })).toBe(false);
    expect(await platform.hasPermission({ kind: 'displayPromoter', promoterId: 5230, defaultPromoterUserIds: [5230] })).toBe(true);

    const paths = livelaps.fake.requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('GET users/current/hasPermissionDisplayEvent/7101/5120');
    expect(paths).toContain('GET users/current/hasPermissionDisplayRace/88011');
    expect(paths).toContain('GET users/current/hasPermissionDisplaySeries/410/0');
    expect(paths).toContain('GET users/current/hasPermissionRegisterOnline/7103/0');
    expect(livelaps.fake.requestsTo('users/current/hasPermissionForPromoterId/5230').map((r) => r.body)).toEqual([{ users_id: [1] }, { users_id: [5230] }]);
  });

  it('fails a permission check when LiveLaps does not answer, for the page to treat as a refusal', async () => {
    livelaps.fake.override('users/current/hasPermissionDisplayRace/88011', { status: 503, body: { message: 'down' } });
    const error = await failure(platform.hasPermission({ kind: 'displayRace', raceId: 88011 }));
    expect(error.code).toBe('UPSTREAM_FAILED');
  });

  it("reads the platform's current language", async () => {
    expect(await platform.getCurrentLanguage()).toBe('fr');
    expect(livelaps.fake.requestsTo('langs/current')).toHaveLength(1);
  });
});
