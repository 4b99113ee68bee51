import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { mirrorEvents, mirrorRaces, mirrorResultRows, mirrorRiders, seriesDefinitions } from '@/lib/db/schema/mirror';
import { auditLog, roleGrants } from '@/lib/db/schema/organiser';
import { calendarDay, SITE_TIME_ZONE } from '@/lib/i18n/format';
import { createMirrorReader } from '@/lib/mirror/reader';
import { POINTS_PRESETS } from '@/lib/mirror/series';
import { scopeOf, type TOrganiserDeps } from '@/lib/organiser/access';
import { actorOf, readAudit } from '@/lib/organiser/audit';
import { createSeriesDefinition, definitionOf, definitionsOf, seriesPromoters, setSeriesPublished, updateSeriesDefinition } from '@/lib/organiser/series';
import { parseSeriesDefinition, presetOf, type TSeriesInput } from '@/lib/organiser/series-forms';
import type { TPromoter } from '@/lib/platform/port';
import { createTestDb } from '../setup/db';
import { ACCOUNT, seedFixture } from '../spectators/fixtures';
import { organiserPlatform } from './platform-stub';

/**
 * Series definitions from the organiser area (docs/decisions/047, 057), on PGlite and PostgreSQL,
 * over results mirror rows seeded here (two finished rounds of promoter 1, two classes): the form's
 * refusals, create (a draft), edit, publish; the preview of a draft equals what the public pages
 * compute once it is published, and a draft is not read publicly at all; the promoters each role
 * may define series for, and another promoter's definition reads like none; the audit rows.
 */

const DAY = 86_400_000;
const day = (daysAgo: number) => calendarDay(new Date(Date.now() - daysAgo * DAY), SITE_TIME_ZONE);
const SEASON = Number(day(0).slice(0, 4));

// Organisation 1: promoters 1 and 3; organisation 2: promoter 2.
const PROMOTERS: Record<number, TPromoter> = {
  1: { id: 1, userId: 1, name: 'Northern Promotions', organizationId: 1 },
  2: { id: 2, userId: 2, name: 'Southern Racing', organizationId: 2 },
  3: { id: 3, userId: 3, name: 'Eastern Enduro', organizationId: 1 },
};
const EVENTS: Record<number, { promoterId: number; daysAgo: number; races: number[] }> = {
  501: { promoterId: 1, daysAgo: 40, races: [5011, 5012] },
  502: { promoterId: 1, daysAgo: 20, races: [5021] },
  503: { promoterId: 1, daysAgo: -30, races: [] },
  601: { promoterId: 2, daysAgo: 25, races: [6011] },
};

// Each event in the site's time zone, finished when it is past, with its finished races.
const platform = organiserPlatform({
  promoters: PROMOTERS,
  events: EVENTS,
  details: (id, { daysAgo, races }) => {
    const startAt = new Date(Date.now() - daysAgo * DAY);
    return {
      startAt,
      endAt: new Date(startAt.getTime() + 8 * 3600_000),
      timeZone: SITE_TIME_ZONE,
      status: daysAgo > 0 ? 'finished' : 'scheduled',
      races: races.map((raceId) => ({ id: raceId, eventId: id, name: `Race ${raceId}`, format: 'laps', startAt, status: 'finished', isPublic: true, isConfigured: true, updatedAt: startAt })),
    };
  },
});

/** Four riders, two classes, three races over two rounds (rider 3 misses round 2). */
async function seedMirror(db: TDatabase) {
  await db.insert(mirrorRiders).values([
    { id: 1, nameKey: 'ada lane', firstName: 'Ada', lastName: 'Lane' },
    { id: 2, nameKey: 'ben moss', firstName: 'Ben', lastName: 'Moss' },
    { id: 3, nameKey: 'cy drew', firstName: 'Cy', lastName: 'Drew' },
    { id: 4, nameKey: 'dot fern', firstName: 'Dot', lastName: 'Fern' },
  ]);
  await db.insert(mirrorEvents).values(
    [501, 502, 601].map((id) => ({ id, promoterId: EVENTS[id]!.promoterId, promoterName: PROMOTERS[EVENTS[id]!.promoterId]!.name, name: `Event ${id}`, eventDate: day(EVENTS[id]!.daysAgo), raceCount: 1 })),
  );
  const read = new Date(Date.now() - 10 * DAY);
  const race = (id: number, eventId: number, sortOrder: number, rowCount: number) => ({
    id,
    eventId,
    name: `Race ${id}`,
    mode: 'Laps / Hare Scramble / Cross Country',
    format: 'laps' as const,
    scoringStatus: 'completed',
    sortOrder,
    resultsHash: `h${id}`,
    rowCount,
    resultsReadAt: read,
    resultsChangedAt: read,
    finishedAt: read,
  });
  await db.insert(mirrorRaces).values([race(5011, 501, 1, 4), race(5012, 501, 2, 2), race(5021, 502, 1, 3), race(6011, 601, 1, 1)]);
  const row = (raceId: number, rowId: number, riderId: number, className: string, overall: number, classPosition: number) => ({
    raceId,
    rowId,
    riderId,
    linkedBy: 'name' as const,
    fullName: ['', 'Ada Lane', 'Ben Moss', 'Cy Drew', 'Dot Fern'][riderId]!,
    nameKey: ['', 'ada lane', 'ben moss', 'cy drew', 'dot fern'][riderId]!,
    number: String(riderId * 11),
    brand: 'KTM',
    className,
    overallPosition: overall,
    classPosition,
    sections: [{ sectionName: 'Lap 1', totalCumulatedTime: 600_000 + overall * 1000 }],
    sortOrder: overall,
  });
  await db.insert(mirrorResultRows).values([
    row(5011, 1, 1, '250 Pro', 1, 1),
    row(5011, 2, 2, '250 Pro', 2, 2),
    row(5011, 3, 3, 'Vet 40+', 3, 1),
    row(5011, 4, 4, 'Vet 40+', 4, 2),
    row(5012, 5, 2, '250 Pro', 1, 1),
    row(5012, 6, 1, '250 Pro', 2, 2),
    row(5021, 7, 2, '250 Pro', 1, 1),
    row(5021, 8, 1, '250 Pro', 2, 2),
    row(5021, 9, 4, 'Vet 40+', 3, 1),
    row(6011, 10, 3, 'Vet 40+', 1, 1),
  ]);
}

function formOf(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) for (const one of [v].flat()) form.append(k, one);
  return form;
}

const FORM = { name: 'Northern Cup', season: String(SEASON), discipline: 'motocross', round_501: '1', round_502: '2', round_503: '', pointsPreset: 'motocross', points: '', drops: '0', tables: 'both', classes: '' };
const PROMOTER_1_EVENTS = [501, 502, 503];

describe('series definitions from the organiser area', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let deps: TOrganiserDeps;
  let seriesId = 0;
  let input: TSeriesInput;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    await seedFixture(db);
    await seedMirror(db);
    deps = { getDb: async () => db, platform };
    await db.insert(roleGrants).values([
      { accountId: ACCOUNT.organiser, kind: 'organiser', organizationId: 1 },
      { accountId: ACCOUNT.promoter, kind: 'promoter', promoterId: 1 },
      { accountId: ACCOUNT.stranger, kind: 'promoter', promoterId: 2 },
    ]);
  });
  afterAll(async () => {
    await close?.();
  });

  it('lists the promoters each role may define series for', async () => {
    expect((await seriesPromoters(deps, await scopeOf(db, ACCOUNT.organiser), 'en')).map((p) => [p.id, p.organizationId])).toEqual([
      [3, 1],
      [1, 1],
    ]);
    expect((await seriesPromoters(deps, await scopeOf(db, ACCOUNT.promoter), 'en')).map((p) => p.id)).toEqual([1]);
    expect((await seriesPromoters(deps, await scopeOf(db, ACCOUNT.stranger), 'en')).map((p) => [p.id, p.organizationId])).toEqual([[2, 2]]);
    expect(await seriesPromoters(deps, await scopeOf(db, ACCOUNT.participant), 'en')).toEqual([]);
  });

  it('refuses a form that does not parse, with keys of OrganiserSeries.errors', () => {
    const parse = (values: Record<string, string | string[]>) => parseSeriesDefinition(formOf({ ...FORM, ...values }), { promoterId: 1, eventIds: PROMOTER_1_EVENTS });
    expect(parse({ name: '', season: '26', discipline: 'rally', pointsPreset: 'custom', points: '25, ten', drops: '99', tables: 'some' })).toEqual({
      ok: false,
      errors: { name: 'required', season: 'season', discipline: 'discipline', points: 'points', drops: 'drops', tables: 'tables' },
    });
    expect(parse({ round_502: '1' })).toEqual({ ok: false, errors: { events: 'roundTwice' } });
    expect(parse({ round_501: '', round_502: '' })).toEqual({ ok: false, errors: { events: 'eventsRequired' } });
    expect(parse({ round_601: '3' })).toEqual({ ok: false, errors: { events: 'eventNotPromoters' } });
    expect(parse({ round_501: '0' })).toEqual({ ok: false, errors: { round_501: 'round' } });
    expect(parse({ drops: '2' })).toEqual({ ok: false, errors: { drops: 'dropsTooMany' } });
    expect(parse({ classes: 'x'.repeat(101) })).toEqual({ ok: false, errors: { classes: 'className' } });
    // Rounds in round order whatever the form's order; a custom table; classes one per line.
    expect(parse({ round_501: '2', round_502: '1', pointsPreset: 'custom', points: '10; 6 4\n2', classes: ' 250 Pro \n\nVet 40+\n250 Pro', race: ['5011', '5021'] })).toEqual({
      ok: true,
      value: { name: 'Northern Cup', season: SEASON, promoterId: 1, discipline: 'motocross', eventIds: [502, 501], raceIds: [5011, 5021], classes: ['250 Pro', 'Vet 40+'], points: [10, 6, 4, 2], dropCount: 0, tables: 'both' },
    });
    expect(presetOf(POINTS_PRESETS.top10)).toBe('top10');
    expect(presetOf([3, 2, 1])).toBe('custom');
  });

  it('creates a draft: audited under the promoter and its organisation, not read by the public pages', async () => {
    const parsed = parseSeriesDefinition(formOf(FORM), { promoterId: 1, eventIds: PROMOTER_1_EVENTS });
    expect(parsed.ok).toBe(true);
    input = parsed.ok ? parsed.value : (undefined as never);
    const actor = await actorOf(db, ACCOUNT.promoter);
    const created = await createSeriesDefinition(db, actor, { promoterId: 1, organizationId: 1 }, input);
    expect(created).toMatchObject({ ok: true });
    seriesId = created.ok ? created.id : 0;
    const [row] = await db.select().from(seriesDefinitions).where(eq(seriesDefinitions.id, seriesId));
    expect(row).toMatchObject({ published: false, eventIds: [501, 502], points: [...POINTS_PRESETS.motocross], raceIds: null, classes: null });
    // Same name, promoter and season: refused.
    expect(await createSeriesDefinition(db, actor, { promoterId: 1, organizationId: 1 }, input)).toEqual({ ok: false, error: 'nameTaken' });
    const reader = createMirrorReader({ getDb: async () => db });
    expect(await reader.listSeries()).toEqual([]);
    expect(await reader.seriesStandings(seriesId, 'final')).toBeNull();
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'series.create'));
    expect(audit).toMatchObject({ subject: `series:${seriesId}`, promoterId: 1, organizationId: 1, actorAccountId: ACCOUNT.promoter, before: null });
    expect(audit!.after).toMatchObject({ name: 'Northern Cup', eventIds: [501, 502], published: false });
  });

  it('previews a draft exactly as the public pages compute it once published', async () => {
    const reader = createMirrorReader({ getDb: async () => db });
    const draft = (await definitionOf(db, seriesId, [1]))!;
    const preview = { final: await reader.previewStandings(draft, 'final'), overall: await reader.previewStandings(draft, 'overall') };
    // The points of the motocross table on class positions: Ben 22+25 | 25, Ada 25+22 | 22.
    const pro = preview.final.tables.find((t) => t.className === '250 Pro')!;
    expect(pro.rows.map((r) => [r.firstName, r.points, r.total, r.position])).toEqual([
      ['Ben', [47, 25], 72, 1],
      ['Ada', [47, 22], 69, 2],
    ]);
    expect(preview.final.rounds.map((r) => [r.eventId, r.round, r.finished])).toEqual([
      [501, 1, true],
      [502, 2, true],
    ]);
    expect(preview.overall.tables).toHaveLength(1);

    const actor = await actorOf(db, ACCOUNT.organiser);
    expect(await setSeriesPublished(db, actor, { promoterId: 1, organizationId: 1 }, seriesId, true)).toEqual({ ok: true });
    const publicReader = createMirrorReader({ getDb: async () => db });
    expect((await publicReader.listSeries()).map((s) => s.id)).toEqual([seriesId]);
    const published = { final: await publicReader.seriesStandings(seriesId, 'final'), overall: await publicReader.seriesStandings(seriesId, 'overall') };
    for (const type of ['final', 'overall'] as const) {
      expect(published[type]!.tables).toEqual(preview[type].tables);
      expect(published[type]!.rounds).toEqual(preview[type].rounds);
      expect(published[type]!.series).toEqual(preview[type].series);
    }
    // Points on the public race page too.
    const results = await publicReader.raceResults(5021);
    expect(results!.rows.find((r) => r.firstName === 'Ben')!.classPoints).toBe(25);
  });

  it('edits a definition (preview follows), and unpublishing takes it off the public pages', async () => {
    const actor = await actorOf(db, ACCOUNT.organiser);
    const parsed = parseSeriesDefinition(formOf({ ...FORM, classes: 'vet 40+', pointsPreset: 'top10', race: ['5011', '5021'] }), { promoterId: 1, eventIds: PROMOTER_1_EVENTS });
    const changed = parsed.ok ? parsed.value : (undefined as never);
    expect(await updateSeriesDefinition(db, actor, { promoterId: 1, organizationId: 1 }, seriesId, changed)).toEqual({ ok: true });
    const reader = createMirrorReader({ getDb: async () => db });
    const d = (await definitionOf(db, seriesId, [1]))!;
    const preview = await reader.previewStandings(d, 'final');
    // Only the Vet class, only races 5011 and 5021, the top-10 table (25, 18, ...).
    expect(preview.tables.map((t) => [t.className, t.rows.map((r) => [r.firstName, r.points, r.total])])).toEqual([
      [
        'Vet 40+',
        [
          ['Dot', [18, 25], 43],
          ['Cy', [25, null], 25],
        ],
      ],
    ]);
    expect(await reader.seriesStandings(seriesId, 'final')).toEqual(preview);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'series.update'));
    expect(audit!.before).toMatchObject({ classes: null, points: [...POINTS_PRESETS.motocross] });
    expect(audit!.after).toMatchObject({ classes: ['vet 40+'], points: [...POINTS_PRESETS.top10], raceIds: [5011, 5021] });

    expect(await setSeriesPublished(db, actor, { promoterId: 1, organizationId: 1 }, seriesId, false)).toEqual({ ok: true });
    const after = createMirrorReader({ getDb: async () => db });
    expect(await after.listSeries()).toEqual([]);
    expect(await after.seriesStandings(seriesId, 'final')).toBeNull();
    expect((await after.raceResults(5021))!.rows.every((r) => r.classPoints === null)).toBe(true);
  });

  it("refuses another promoter's definition like one that does not exist", async () => {
    const stranger = await scopeOf(db, ACCOUNT.stranger);
    const theirs = (await seriesPromoters(deps, stranger, 'en')).map((p) => p.id);
    expect(await definitionOf(db, seriesId, theirs)).toBeNull();
    expect(await definitionsOf(db, theirs)).toEqual([]);
    // The promoter 2 cannot count promoter 1's events either.
    expect(parseSeriesDefinition(formOf({ ...FORM, round_601: '3' }), { promoterId: 2, eventIds: [601] })).toEqual({ ok: false, errors: { events: 'eventNotPromoters' } });
    // The organiser of organisation 1 and promoter 1 both see it.
    for (const account of [ACCOUNT.organiser, ACCOUNT.promoter]) {
      const ids = (await seriesPromoters(deps, await scopeOf(db, account), 'en')).map((p) => p.id);
      expect((await definitionsOf(db, ids)).map((d) => d.id)).toEqual([seriesId]);
    }
    // Its audit rows are read by organisation 1's organisers and promoter 1, not by promoter 2.
    const actions = (rows: { action: string }[]) => rows.map((r) => r.action).filter((a) => a.startsWith('series.'));
    expect(actions((await readAudit(db, await scopeOf(db, ACCOUNT.organiser))).rows)).toEqual(['series.unpublish', 'series.update', 'series.publish', 'series.create']);
    expect(actions((await readAudit(db, await scopeOf(db, ACCOUNT.promoter))).rows)).toEqual(['series.unpublish', 'series.update', 'series.publish', 'series.create']);
    expect(actions((await readAudit(db, stranger)).rows)).toEqual([]);
    expect(await db.select().from(auditLog).where(like(auditLog.subject, 'series:%'))).toHaveLength(4);
  });
});
