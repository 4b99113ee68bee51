import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarDay } from '@/lib/i18n/calendar-day';
import {
  addDays,
  API_PREFIX,
  ENDURO_MODE,
  foldName,
  generateSeason,
  LAPS_MODE,
  parseClock,
  startFakeSeason,
  type TFakeSeason,
  type TSeasonRace,
  type TSeasonRow,
} from './livelaps-season';

/**
 * The strict season fake against what is known of LiveLaps (/work/shared/livelaps/README.md):
 * envelopes, not-found shapes, 404 for every call whose shape is unknown, capped paging, and
 * results a scoring system could have produced.
 */

const TODAY = '2026-07-15';
const SLOW_MS = 300;

let fake: TFakeSeason;
beforeAll(async () => {
  fake = await startFakeSeason({ today: TODAY, slowMs: SLOW_MS });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => fake.reset());

/** A body off the wire: its shape is what the assertions check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TJson = any;

const url = (p: string) => `${fake.origin}${API_PREFIX}${p}`;
async function get(p: string): Promise<{ status: number; body: TJson; type: string }> {
  const res = await fetch(url(p));
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  return { status: res.status, type, body: type.includes('json') ? JSON.parse(text) : text };
}
async function post(p: string, body: unknown): Promise<{ status: number; body: TJson }> {
  const res = await fetch(url(p), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

const ROW_KEYS = ['avgSpeedTotal', 'brand', 'className', 'classBehindByLeader', 'classPosition', 'displayedNumber', 'fullName', 'id', 'overallBehindByLeader', 'overallPosition', 'sections'].sort();
const SECTION_KEYS = ['avgSpeed', 'classPosition', 'overallBehindBy', 'overallPosition', 'sectionClassPosition', 'sectionName', 'sectionOverallPosition', 'totalCumulatedTime'].sort();
const TIME = /^\d{2}:\d{2}:\d{2}\.\d{3}$/;

/** Every rule a scoring system's output follows, checked on a race's rows (in the order served). */
function expectConsistent(race: TSeasonRace, rows: TSeasonRow[]) {
  const laps = (r: TSeasonRow) => r.sections.length;
  const cum = (r: TSeasonRow, k: number) => parseClock(r.sections[k]!.totalCumulatedTime);
  const total = (r: TSeasonRow) => cum(r, laps(r) - 1);
  const split = (r: TSeasonRow, k: number) => cum(r, k) - (k === 0 ? 0 : cum(r, k - 1));

  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  const classSeen = new Map<string, TSeasonRow[]>();
  rows.forEach((row, i) => {
    expect(Object.keys(row).sort()).toEqual(ROW_KEYS);
    expect(typeof row.id).toBe('number');
    expect(typeof row.displayedNumber).toBe('string');
    expect(typeof row.avgSpeedTotal).toBe('number');
    // Position i + 1, a string every tenth row (as LiveLaps sends some numbers).
    expect(Number(row.overallPosition)).toBe(i + 1);
    expect(typeof row.overallPosition).toBe((i + 1) % 10 === 0 ? 'string' : 'number');
    const inClass = classSeen.get(row.className) ?? [];
    inClass.push(row);
    classSeen.set(row.className, inClass);
    expect(Number(row.classPosition)).toBe(inClass.length);
    expect(laps(row)).toBeGreaterThan(0);
    expect(laps(row)).toBeLessThanOrEqual(race.sections);
    row.sections.forEach((s, k) => {
      expect(Object.keys(s).sort()).toEqual(SECTION_KEYS);
      expect(s.sectionName).toBe(`${race.mode === ENDURO_MODE ? 'Section' : 'Lap'} ${k + 1}`);
      expect(s.totalCumulatedTime).toMatch(TIME);
      expect(s.avgSpeed).toMatch(/^\d+\.\d{3}$/);
      if (k > 0) expect(cum(row, k)).toBeGreaterThan(cum(row, k - 1));
    });
    // Ranked by laps completed (desc), then total time (asc).
    if (i > 0) {
      const prev = rows[i - 1]!;
      expect(laps(prev) > laps(row) || (laps(prev) === laps(row) && total(prev) <= total(row))).toBe(true);
    }
  });

  // Gaps: "" for the leaders, the time difference for riders on the leader's lap count.
  const leader = rows[0]!;
  expect(leader.overallBehindByLeader).toBe('');
  for (const row of rows.slice(1)) {
    expect(row.overallBehindByLeader).toMatch(TIME);
    if (laps(row) === laps(leader)) expect(parseClock(row.overallBehindByLeader)).toBe(total(row) - total(leader));
  }
  for (const inClass of classSeen.values()) {
    const classLeader = inClass[0]!;
    expect(classLeader.classBehindByLeader).toBe('');
    for (const row of inClass.slice(1)) {
      expect(row.classBehindByLeader).toMatch(TIME);
      if (laps(row) === laps(classLeader)) expect(parseClock(row.classBehindByLeader)).toBe(total(row) - total(classLeader));
    }
  }

  // Per section: cumulative positions, positions of the section alone, gap to the rider just ahead.
  const maxLaps = laps(leader);
  for (let k = 0; k < maxLaps; k++) {
    const group = rows.filter((r) => laps(r) > k);
    const byCum = [...group].sort((a, b) => cum(a, k) - cum(b, k) || a.id - b.id);
    const bySplit = [...group].sort((a, b) => split(a, k) - split(b, k) || a.id - b.id);
    const counts = new Map<string, number>();
    byCum.forEach((r, i) => {
      counts.set(r.className, (counts.get(r.className) ?? 0) + 1);
      const s = r.sections[k]!;
      expect(s.overallPosition).toBe(i + 1);
      expect(s.classPosition).toBe(counts.get(r.className));
      expect(s.overallBehindBy).toEqual(i === 0 ? '' : expect.stringMatching(TIME));
      if (i > 0) expect(parseClock(s.overallBehindBy)).toBe(cum(r, k) - cum(byCum[i - 1]!, k));
    });
    counts.clear();
    bySplit.forEach((r, i) => {
      counts.set(r.className, (counts.get(r.className) ?? 0) + 1);
      expect(r.sections[k]!.sectionOverallPosition).toBe(i + 1);
      expect(r.sections[k]!.sectionClassPosition).toBe(counts.get(r.className));
    });
  }
  // The last section's positions are the final ones for riders on the leader's lap count.
  for (const row of rows.filter((r) => laps(r) === maxLaps)) expect(row.sections.at(-1)!.overallPosition).toBe(Number(row.overallPosition));
}

async function allPages(raceId: number, size: number): Promise<{ rows: TSeasonRow[]; pages: TJson[] }> {
  const pages: TJson[] = [];
  const rows: TSeasonRow[] = [];
  for (let page = 1; page <= 50; page++) {
    const { status, body } = await get(`livelaps/race/results/${raceId}?page=${page}&size=${size}`);
    expect(status).toBe(200);
    pages.push(body);
    rows.push(...body.data);
    if (!body.has_more_pages) break;
  }
  return { rows, pages };
}

describe('the generated season', () => {
  it('is pure and deterministic, and as large as asked', () => {
    const a = generateSeason({ today: TODAY });
    const b = generateSeason({ today: TODAY });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.races.map((r) => a.rowsOf(r.id))).toEqual(b.races.map((r) => b.rowsOf(r.id)));

    expect(a.promoters.length).toBeGreaterThanOrEqual(2);
    expect(a.events.length).toBeGreaterThanOrEqual(10);
    expect(a.races.length).toBeGreaterThanOrEqual(40);
    expect(a.riders.length).toBeGreaterThanOrEqual(140);
    expect(new Set(a.riders.map((r) => r.className)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(a.races.map((r) => r.mode))).toEqual(new Set([LAPS_MODE, ENDURO_MODE]));
    expect(a.promoters.every((p) => p.id >= 7000)).toBe(true);
    // Most events finished within the last three months; one today; two in the future.
    const finished = a.events.filter((e) => e.date < TODAY);
    expect(finished.length).toBeGreaterThanOrEqual(8);
    expect(finished.every((e) => e.date >= addDays(TODAY, -92))).toBe(true);
    expect(a.events.filter((e) => e.date === TODAY).map((e) => e.id)).toEqual([a.todayEventId]);
    expect(a.events.filter((e) => e.date > TODAY).map((e) => e.id).sort()).toEqual([a.upcomingEventId, a.registrationOnlyEventId].sort());
    // Names with accents, hyphens and apostrophes.
    const names = a.riders.map((r) => r.fullName).join(' ');
    for (const c of ['é', 'ç', 'ø', 'ð', '-', "'"]) expect(names).toContain(c);
  });

  it('defaults to the site calendar day (America/Toronto)', () => {
    expect(generateSeason().today).toBe(calendarDay(new Date()));
    expect(() => generateSeason({ today: '15/07/2026' })).toThrow();
  });

  it('has results a scoring system could have produced, in every race', () => {
    const season = generateSeason({ today: TODAY });
    let dnf = 0;
    for (const race of season.races) {
      const rows = season.rowsOf(race.id);
      if (race.scoringStatus === 'not_started') {
        expect(rows).toEqual([]);
        continue;
      }
      expect(rows.length).toBeGreaterThan(0);
      expectConsistent(race, rows);
      if (race.id !== season.liveRaceId) dnf += rows.filter((r) => r.sections.length < race.sections).length;
    }
    expect(dnf).toBeGreaterThan(0);
  });

  it('gives every rider a stable plate and class, and one rider a whole season', () => {
    const season = generateSeason({ today: TODAY });
    const byPlate = new Map<string, Set<string>>();
    for (const race of season.races) {
      for (const row of season.rowsOf(race.id)) {
        const set = byPlate.get(row.displayedNumber) ?? new Set();
        set.add(row.className);
        byPlate.set(row.displayedNumber, set);
      }
    }
    expect([...byPlate.values()].every((classes) => classes.size === 1)).toBe(true);
    const { plate, fullName } = season.seasonRider;
    const raced = season.events.filter((e) => e.raceIds.some((id) => season.rowsOf(id).some((r) => r.displayedNumber === plate && r.fullName === fullName)));
    expect(raced.map((e) => e.id)).toEqual(season.events.filter((e) => e.kind === 'finished' || e.kind === 'today').map((e) => e.id));
  });

  it('has two riders of the same name in one race (different plates and classes), also in other races', () => {
    const season = generateSeason({ today: TODAY });
    const same = season.rowsOf(season.sharedNameRaceId).filter((r) => r.fullName === season.sharedName);
    expect(same).toHaveLength(2);
    expect(same[0]!.displayedNumber).not.toBe(same[1]!.displayedNumber);
    expect(same[0]!.className).not.toBe(same[1]!.className);
    const racesWithBoth = season.races.filter((r) => season.rowsOf(r.id).filter((row) => row.fullName === season.sharedName).length === 2);
    expect(racesWithBoth.length).toBeGreaterThan(5);
    expect(season.riders.filter((r) => r.fullName === season.sharedName)).toHaveLength(2);
  });

  it('writes one rider’s name differently in one race, with the same plate', () => {
    const season = generateSeason({ today: TODAY });
    const { fullName, variant, plate, raceId } = season.nameVariant;
    const row = season.rowsOf(raceId).find((r) => r.displayedNumber === plate)!;
    expect(row.fullName).toBe(variant);
    expect(variant).not.toBe(fullName);
    expect(foldName(variant).split(' ').sort()).toEqual(foldName(fullName).split(' ').sort());
    const elsewhere = season.races.filter((r) => r.id !== raceId).flatMap((r) => season.rowsOf(r.id)).filter((r) => r.displayedNumber === plate);
    expect(elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.every((r) => r.fullName === fullName)).toBe(true);
  });
});

describe('the strict fake LiveLaps', () => {
  it('lists a promoter’s past and future events, and nothing for an unknown promoter', async () => {
    const season = fake.season;
    for (const promoter of season.promoters) {
      const { status, body } = await get(`livelaps/promoter/${promoter.id}/events`);
      expect(status).toBe(200);
      expect(body.success).toBe(1);
      expect(Array.isArray(body.message)).toBe(true);
      for (const e of body.message) {
        expect(Object.keys(e).sort()).toEqual(['eventDate', 'eventYear', 'id', 'name', 'promoterName', 'promoterUserId', 'raceCount']);
        expect(e.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(e.eventYear).toBe(e.eventDate.slice(0, 4));
        expect(e.promoterUserId).toBe(promoter.id);
        expect(e.promoterName).toBe(promoter.name);
        expect(Number(e.raceCount)).toBe(season.event(e.id)!.raceIds.length);
      }
    }
    const all = (await Promise.all(season.promoters.map((p) => get(`livelaps/promoter/${p.id}/events`)))).flatMap((r) => r.body.message);
    expect(all).toHaveLength(season.events.length);
    expect(all.some((e) => e.eventDate < TODAY) && all.some((e) => e.eventDate > TODAY)).toBe(true);
    expect(all.find((e) => e.id === season.registrationOnlyEventId).raceCount).toBe(0);
    expect(all.some((e) => typeof e.raceCount === 'string')).toBe(true);
    expect(await get('livelaps/promoter/9999/events')).toMatchObject({ status: 200, body: { success: 1, message: [] } });
  });

  it('lists an event’s races with their scoring status; today has a completed, a live and a not started race', async () => {
    const season = fake.season;
    const { body } = await get(`livelaps/race/event/${season.todayEventId}`);
    expect(body.success).toBe(1);
    for (const race of body.message) {
      expect(Object.keys(race).sort()).toEqual(['eventId', 'id', 'mode', 'raceName', 'scoring_status']);
      expect(race.eventId).toBe(season.todayEventId);
    }
    const status = Object.fromEntries(body.message.map((r: TJson) => [r.id, r.scoring_status]));
    expect(status[season.todayCompletedRaceId]).toBe('completed');
    expect(status[season.liveRaceId]).not.toBe('completed');
    expect(status[season.notStartedRaceId]).not.toBe('completed');

    const live = season.rowsOf(season.liveRaceId);
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((r) => r.sections.length < season.race(season.liveRaceId)!.sections)).toBe(true);
    const notStarted = await get(`livelaps/race/results/${season.notStartedRaceId}?page=1&size=1000`);
    expect(notStarted.body).toEqual({ current_page: 1, total: 0, has_more_pages: false, data: [] });

    const upcoming = await get(`livelaps/race/event/${season.upcomingEventId}`);
    expect(upcoming.body.message.length).toBeGreaterThan(0);
    expect(upcoming.body.message.every((r: TJson) => r.scoring_status !== 'completed')).toBe(true);
    expect(await get(`livelaps/race/event/${season.registrationOnlyEventId}`)).toMatchObject({ body: { success: 1, message: [] } });
    expect(await get('livelaps/race/event/1')).toMatchObject({ status: 200, body: { success: 1, message: [] } });

    const modes = new Set<string>();
    for (const event of season.events) for (const r of (await get(`livelaps/race/event/${event.id}`)).body.message) modes.add(r.mode);
    expect(modes).toEqual(new Set([LAPS_MODE, ENDURO_MODE]));
  });

  it('answers a race, and not_found (HTTP 200) for an unknown one', async () => {
    const season = fake.season;
    const race = season.race(season.bigRaceId)!;
    const event = season.event(race.eventId)!;
    const { status, body } = await get(`livelaps/race/${race.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: 1,
      message: {
        Race_Name: race.name,
        RACE_MODE_NAME: LAPS_MODE,
        Race_Mode: race.modeId,
        Event_Name: event.name,
        Event_ID: event.id,
        countSections: race.sections,
        Promoter_Name: event.promoterName,
        Event_Date: event.date,
      },
    });
    expect(await get('livelaps/race/1')).toEqual({ status: 200, type: expect.stringContaining('json'), body: { success: 0, message: 'not_found' } });
    // Event ids and race ids overlap: race/{eventId} answers an unrelated race.
    const first = season.events[0]!;
    const unrelated = await get(`livelaps/race/${first.id}`);
    expect(unrelated.body.success).toBe(1);
    expect(unrelated.body.message.Event_ID).not.toBe(first.id);
  });

  it('refuses the results of an unknown race with HTTP 400', async () => {
    expect(await get('livelaps/race/results/1?page=1&size=1000')).toMatchObject({ status: 400, body: { message: 'The selected race is invalid.' } });
  });

  it('answers 404 to every call whose shape is unknown', async () => {
    const gets = [
      'promoter/event/1',
      'promoter/event/64121/races',
      'livelaps/events',
      'livelaps/events/7301',
      'livelaps/promoter/7301',
      'livelaps/promoter/7301/series',
      'livelaps/organization/1',
      'livelaps/series',
      'users/current/hasPermissionDisplayEvent/1/2',
      'users/current/hasPermissionDisplayRace/64101',
      'langs/current',
      'livelaps/race/filters/64101',
      'livelaps/race/config/64101',
      'livelaps/race/print/64101',
      'livelaps/event/details/64121',
      'livelaps/race/results/abc',
    ];
    for (const p of gets) expect(await get(p), p).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    const posts = [
      'livelaps/registration/getRegistrants',
      'livelaps/registration/getRegistrationCount',
      'livelaps/promoter/race/getSeriesScores',
      'promoter/event/getParticipantsDT',
      'users/current/hasPermissionForPromoterId/7301',
    ];
    for (const p of posts) expect(await post(p, { eventId: 64121 }), p).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    // Outside the API prefix, and the control requests of the process version.
    for (const p of ['/livelaps/race/64101', '/', '/__fake/season']) {
      const res = await fetch(`${fake.origin}${p}`);
      expect(res.status, p).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found' });
    }
    // A known path with the wrong method: 405, as Laravel answers.
    expect((await get('livelaps/user/searchUsers')).status).toBe(405);
  });

  it('pages results like Laravel: page from 1, size 15 by default, capped at 200', async () => {
    const season = fake.season;
    const expected = season.rowsOf(season.bigRaceId);
    expect(expected.length).toBeGreaterThanOrEqual(520);

    const first = await get(`livelaps/race/results/${season.bigRaceId}?page=1&size=1000`);
    expect(Object.keys(first.body).sort()).toEqual(['current_page', 'data', 'has_more_pages', 'total']);
    expect(first.body).toMatchObject({ current_page: 1, total: expected.length, has_more_pages: true });
    expect(first.body.data).toHaveLength(200);

    const { rows, pages } = await allPages(season.bigRaceId, 1000);
    expect(pages.length).toBe(Math.ceil(expected.length / 200));
    expect(pages.map((p) => p.current_page)).toEqual(pages.map((_, i) => i + 1));
    expect(pages.every((p) => p.total === expected.length)).toBe(true);
    expect(rows).toEqual(expected);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expectConsistent(season.race(season.bigRaceId)!, rows);

    const byDefault = await get(`livelaps/race/results/${season.bigRaceId}`);
    expect(byDefault.body).toMatchObject({ current_page: 1, has_more_pages: true });
    expect(byDefault.body.data).toEqual(expected.slice(0, 15));
    const small = await allPages(season.sharedNameRaceId, 7);
    expect(small.rows).toEqual(season.rowsOf(season.sharedNameRaceId));
    const beyond = await get(`livelaps/race/results/${season.sharedNameRaceId}?page=99&size=200`);
    expect(beyond.body).toMatchObject({ current_page: 99, has_more_pages: false, data: [] });
  });

  it('serves consistent rows over HTTP, with the shared name twice in one race', async () => {
    const season = fake.season;
    const race = season.race(season.sharedNameRaceId)!;
    const { rows } = await allPages(race.id, 1000);
    expectConsistent(race, rows);
    const same = rows.filter((r) => r.fullName === season.sharedName);
    expect(same).toHaveLength(2);
    expect(new Set(same.map((r) => r.displayedNumber)).size).toBe(2);
    const enduro = season.races.find((r) => r.mode === ENDURO_MODE && r.scoringStatus === 'completed' && r.id !== season.junkRaceId)!;
    const enduroRows = (await allPages(enduro.id, 200)).rows;
    expectConsistent(enduro, enduroRows);
    expect(enduroRows[0]!.sections[0]!.sectionName).toBe('Section 1');
  });

  it('makes the slow race slow and the junk race answer HTML', async () => {
    const season = fake.season;
    const started = Date.now();
    const slow = await get(`livelaps/race/results/${season.slowRaceId}?page=1&size=1000`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 10);
    expect(slow.status).toBe(200);
    expect(slow.body.data.length).toBeGreaterThan(0);

    const junk = await get(`livelaps/race/results/${season.junkRaceId}?page=1&size=1000`);
    expect(junk.status).toBe(200);
    expect(junk.type).toContain('text/html');
    expect(junk.body).toMatch(/^<!doctype html>/i);
    expect(junk.body).toContain('maintenance');
    // The race itself is known.
    expect((await get(`livelaps/race/${season.junkRaceId}`)).body.success).toBe(1);
  });

  it('searches users by folded name or by location prefix', async () => {
    const season = fake.season;
    const soren = await post('livelaps/user/searchUsers', { name: 'soren odegard' });
    expect(soren.body.success).toBe(1);
    expect(soren.body.message).toEqual([expect.objectContaining({ firstName: 'Søren', lastName: 'Ødegård' })]);
    for (const u of soren.body.message) expect(Object.keys(u).sort()).toEqual(['city', 'firstName', 'id', 'lastName', 'state']);

    const shared = await post('livelaps/user/searchUsers', { name: 'JEAN-FRANCOIS tremblay' });
    expect(shared.body.message).toHaveLength(2);
    expect(new Set(shared.body.message.map((u: TJson) => `${u.firstName} ${u.lastName}`))).toEqual(new Set([season.sharedName]));
    expect(shared.body.message[0].city).not.toBe(shared.body.message[1].city);
    expect(new Set(shared.body.message.map((u: TJson) => u.id)).size).toBe(2);

    const quebec = await post('livelaps/user/searchUsers', { location: 'que' });
    expect(quebec.body.message.length).toBeGreaterThan(0);
    expect(quebec.body.message.every((u: TJson) => u.state === 'Québec')).toBe(true);
    const city = await post('livelaps/user/searchUsers', { location: 'Sherb' });
    expect(city.body.message.length).toBeGreaterThan(0);
    expect(city.body.message.every((u: TJson) => u.city === 'Sherbrooke')).toBe(true);

    expect((await post('livelaps/user/searchUsers', { name: 'nobody at all' })).body).toEqual({ success: 1, message: [] });
    expect((await post('livelaps/user/searchUsers', {})).body).toEqual({ success: 0, message: 'name_or_location_required' });
    // User ids are not row ids; most of the pool has an account.
    const rowIds = new Set(season.races.flatMap((r) => season.rowsOf(r.id).map((row) => row.id)));
    expect(season.users.some((u) => rowIds.has(u.id))).toBe(false);
    expect(season.users.length).toBeGreaterThan(season.riders.length * 0.8);
  });

  it('answers the calendar: events from a date, and registration windows of future events', async () => {
    const season = fake.season;
    const events = await post(`livelaps/event/getEventsForCalendar?date=${TODAY}&type=event&promoterId=`, {});
    expect(events.body.success).toBe(1);
    expect(events.body.message.map((e: TJson) => e.id).sort()).toEqual([season.todayEventId, season.upcomingEventId, season.registrationOnlyEventId].sort());
    for (const e of events.body.message) {
      expect(e).toMatchObject({ title: expect.any(String), subtitle: expect.any(String), start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), promoterId: expect.any(Number) });
      expect(e.start >= TODAY).toBe(true);
    }
    const promoter = season.promoters[0]!.id;
    const mine = await post(`livelaps/event/getEventsForCalendar?date=${addDays(TODAY, -365)}&type=event&promoterId=${promoter}`, {});
    expect(mine.body.message.length).toBe(season.events.filter((e) => e.promoterId === promoter).length);
    expect(mine.body.message.every((e: TJson) => e.promoterId === promoter)).toBe(true);

    const regis = await post(`livelaps/event/getEventsForCalendar?date=${TODAY}&type=regis`, {});
    expect(regis.body.message.map((e: TJson) => e.id).sort()).toEqual([season.upcomingEventId, season.registrationOnlyEventId].sort());
    for (const r of regis.body.message) {
      const event = season.event(r.id)!;
      expect(r.end).toBe(addDays(event.date, -1));
      expect(r.start < r.end).toBe(true);
    }
  });

  it('edits a finished race consistently (move, remove, add), and reset undoes it', async () => {
    const season = fake.season;
    const race = season.race(season.sharedNameRaceId)!;
    const before = season.rowsOf(race.id);
    const original = JSON.stringify(before);

    const mover = before[9]!;
    fake.editRace(race.id, { move: { rowId: mover.id, toPosition: 3 } });
    let rows = (await allPages(race.id, 200)).rows;
    expectConsistent(race, rows);
    expect(rows).toHaveLength(before.length);
    expect(rows[2]!.id).toBe(mover.id);
    // Everyone else keeps their order.
    expect(rows.filter((r) => r.id !== mover.id).map((r) => r.id)).toEqual(before.filter((r) => r.id !== mover.id).map((r) => r.id));

    // To the front, and to the last place.
    fake.editRace(race.id, { move: { rowId: mover.id, toPosition: 1 } });
    rows = fake.season.rowsOf(race.id);
    expectConsistent(race, rows);
    expect(rows[0]!.id).toBe(mover.id);
    fake.editRace(race.id, { move: { rowId: rows[1]!.id, toPosition: rows.length } });
    const last = rows[1]!.id;
    rows = fake.season.rowsOf(race.id);
    expectConsistent(race, rows);
    expect(rows.at(-1)!.id).toBe(last);

    fake.editRace(race.id, { remove: before[0]!.id });
    rows = fake.season.rowsOf(race.id);
    expectConsistent(race, rows);
    expect(rows).toHaveLength(before.length - 1);
    expect(rows.some((r) => r.id === before[0]!.id)).toBe(false);

    fake.editRace(race.id, { add: { fullName: 'Zéphyrin Løvås', plate: '777A', className: 'Open A' } });
    rows = (await allPages(race.id, 200)).rows;
    expectConsistent(race, rows);
    expect(rows).toHaveLength(before.length);
    const added = rows.find((r) => r.fullName === 'Zéphyrin Løvås')!;
    expect(added).toMatchObject({ displayedNumber: '777A', className: 'Open A' });
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(() => fake.editRace(1, { remove: 1 })).toThrow();

    fake.reset();
    expect(JSON.stringify(fake.season.rowsOf(race.id))).toBe(original);
  });

  it('advances the live race and marks it completed', async () => {
    const season = fake.season;
    const race = season.race(season.liveRaceId)!;
    const lapsOf = (rows: TSeasonRow[]) => new Map(rows.map((r) => [r.id, r.sections.length]));
    const before = lapsOf((await allPages(race.id, 200)).rows);
    fake.advanceLiveRace();
    const after = (await allPages(race.id, 200)).rows;
    expectConsistent(race, after);
    const gained = after.filter((r) => r.sections.length === before.get(r.id)! + 1);
    expect(gained.length).toBeGreaterThan(after.length / 2);
    expect(after.every((r) => r.sections.length - before.get(r.id)! <= 1)).toBe(true);
    for (let i = 0; i < race.sections; i++) fake.advanceLiveRace();
    const done = fake.season.rowsOf(race.id);
    expectConsistent(race, done);
    expect(Math.max(...done.map((r) => r.sections.length))).toBe(race.sections);

    fake.setScoringStatus(race.id, 'completed');
    const listed = (await get(`livelaps/race/event/${race.eventId}`)).body.message.find((r: TJson) => r.id === race.id);
    expect(listed.scoring_status).toBe('completed');
  });

  it('logs requests, counts concurrency, answers overrides, and hangs up while stopped', async () => {
    const season = fake.season;
    const p = `livelaps/race/results/${season.sharedNameRaceId}`;
    fake.override(p, { status: 500, body: { message: 'Server Error' }, times: 1 });
    expect((await get(`${p}?page=1&size=5`)).status).toBe(500);
    expect((await get(`${p}?page=1&size=5`)).status).toBe(200);
    expect(fake.requestsTo(p).map((r) => r.status)).toEqual([500, 200]);
    expect(fake.requestsTo(p)[1]!.query.get('size')).toBe('5');

    await Promise.all(Array.from({ length: 5 }, () => get(`livelaps/race/${season.bigRaceId}`)));
    expect(fake.maxInFlight).toBeGreaterThanOrEqual(2);

    fake.stop();
    await expect(fetch(url(`livelaps/race/${season.bigRaceId}`))).rejects.toThrow();
    fake.start();
    expect((await get(`livelaps/race/${season.bigRaceId}`)).status).toBe(200);

    const searched = await post('livelaps/user/searchUsers', { name: 'côté' });
    expect(searched.status).toBe(200);
    expect(fake.requestsTo('livelaps/user/searchUsers').at(-1)!.body).toEqual({ name: 'côté' });
  });
});

describe('scripts/fake-livelaps.ts', () => {
  it('serves the season as a process with control requests, until SIGTERM', async () => {
    const root = process.cwd();
    const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/fake-livelaps.ts', '--port', '0', '--today', TODAY, '--slow-ms', '50'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        const lines = createInterface({ input: child.stdout! });
        lines.on('line', (line) => {
          const m = /^FAKE_LIVELAPS_URL=(.+)$/.exec(line);
          if (m) resolve(m[1]!);
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

      const summary = await (await fetch(`${origin}/__fake/season`)).json();
      const season = generateSeason({ today: TODAY });
      expect(summary).toMatchObject({
        today: TODAY,
        bigRaceId: season.bigRaceId,
        liveRaceId: season.liveRaceId,
        sharedName: season.sharedName,
        promoters: season.promoters,
      });
      expect(summary.events.map((e: TJson) => [e.id, e.date, e.raceIds])).toEqual(season.events.map((e) => [e.id, e.date, e.raceIds]));
      expect(summary.users).toHaveLength(season.users.length);

      const control = (p: string, body: unknown = {}) =>
        fetch(`${origin}/__fake/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const rowsUrl = `${origin}${API_PREFIX}livelaps/race/results/${season.sharedNameRaceId}?page=1&size=200`;
      const before = (await (await fetch(rowsUrl)).json()).data as TSeasonRow[];
      expect((await control('edit', { raceId: season.sharedNameRaceId, move: { rowId: before[5]!.id, toPosition: 1 } })).status).toBe(200);
      expect(((await (await fetch(rowsUrl)).json()).data as TSeasonRow[])[0]!.id).toBe(before[5]!.id);
      expect((await control('edit', { raceId: 1, remove: 1 })).status).toBe(400);

      await control('scoring-status', { raceId: season.liveRaceId, status: 'completed' });
      const listed = await (await fetch(`${origin}${API_PREFIX}livelaps/race/event/${season.todayEventId}`)).json();
      expect(listed.message.find((r: TJson) => r.id === season.liveRaceId).scoring_status).toBe('completed');

      await control('stop');
      await expect(fetch(rowsUrl)).rejects.toThrow();
      await control('start');
      expect((await fetch(rowsUrl)).status).toBe(200);
      await control('reset');
      expect(((await (await fetch(rowsUrl)).json()).data as TSeasonRow[])[0]!.id).toBe(before[0]!.id);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
