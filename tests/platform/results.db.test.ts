import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { entries, laps, races } from '@/lib/db/schema';
import { createEmbeddedPlatform } from '@/lib/platform/embedded';
import type { PlatformPort } from '@/lib/platform/port';
import { createTestDb, platformTemplate } from '../setup/db';

const ANCHOR = new Date('2026-06-15T14:00:00Z');

describe('embedded platform: results', () => {
  let db: TDatabase;
  let close: () => Promise<void>;
  let platform: PlatformPort;

  beforeAll(async () => {
    ({ db, close } = await createTestDb({ template: platformTemplate(ANCHOR) }));
    platform = createEmbeddedPlatform(async () => db, { now: () => ANCHOR });
  });
  afterAll(() => close());

  it('scores a finished moto: positions, class positions, series points, DSQ unclassified', async () => {
    const results = await platform.getRaceResults(1, { locale: 'en' });
    expect(results).not.toBeNull();
    const { race, rows, classes } = results!;
    expect(race).toMatchObject({ id: 1, eventId: 1, status: 'finished', scoresPoints: true });
    expect(rows.length).toBeGreaterThan(100);
    const classified = rows.filter((r) => r.overallPosition !== null);
    expect(classified.map((r) => r.overallPosition)).toEqual(classified.map((_, i) => i + 1));
    expect(classified[0]!.overallPoints).toBe(25);
    expect(rows.filter((r) => r.status === 'dsq').every((r) => r.overallPosition === null)).toBe(true);
    // Each class is ranked 1..n in overall order.
    for (const cls of classes) {
      const positions = rows.filter((r) => r.classId === cls.id && r.classPosition !== null).map((r) => r.classPosition);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    }
  });

  it('scores an enduro race by checkpoints and special tests', async () => {
    const results = await platform.getRaceResults(3, { locale: 'fr' });
    expect(results!.race.format).toBe('sections');
    expect(results!.sections.length).toBeGreaterThan(3);
    const [winner] = results!.rows;
    expect(winner!.checkpointsPassed).toBe(results!.sections.flatMap((s) => s.checkpoints).length);
  });

  it('names the enduro checkpoints in the language of the page', async () => {
    const names = async (locale: 'en' | 'es' | 'fr') =>
      (await platform.getRaceResults(3, { locale }))!.sections.flatMap((s) => s.checkpoints.map((c) => c.name));
    const [en, es, fr] = await Promise.all([names('en'), names('es'), names('fr')]);
    expect(en.slice(0, 4)).toEqual(['Check 1', 'Time control 1', 'ST1 start', 'ST1 finish']);
    expect(es.slice(0, 4)).toEqual(['Control 1', 'Control horario 1', 'Salida PE1', 'Llegada PE1']);
    expect(fr.slice(0, 4)).toEqual(['Contrôle 1', 'Contrôle horaire 1', 'Départ ES1', 'Arrivée ES1']);
    expect(es.slice(-2)).toEqual(['Salida de la prueba final', 'Llegada de la prueba final']);
    expect(fr).toContain('Arrivée');
    expect(fr.slice(-2)).toEqual(['Départ de la spéciale finale', 'Arrivée de la spéciale finale']);
  });

  it('shows a live race and picks up a new lap at once', async () => {
    const before = await platform.getRaceResults(4, { locale: 'en' });
    expect(before!.race.status).toBe('running');
    const last = before!.rows.filter((r) => r.laps > 0).at(-1)!;
    await db.insert(laps).values({ entryId: last.entryId, lapNumber: last.laps + 1, lapTimeMs: 300_000, readAt: new Date(ANCHOR.getTime() + 60_000) });
    const after = await platform.getRaceResults(4, { locale: 'en' });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(after!.rows.find((r) => r.entryId === last.entryId)!.laps).toBe(last.laps + 1);
  });

  it('bumps the race when an entry changes (a penalty)', async () => {
    const [race] = await db.select().from(races).where(eq(races.id, 2));
    await db.update(entries).set({ penaltyMs: sql`${entries.penaltyMs} + 1000` }).where(eq(entries.raceId, 2));
    const [after] = await db.select().from(races).where(eq(races.id, 2));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(race!.updatedAt.getTime());
  });

  it('gives lap-by-lap positions for chosen riders', async () => {
    const results = await platform.getRaceResults(1, { locale: 'en' });
    const [a, b] = results!.rows;
    const timing = await platform.getRaceTiming(1, [a!.entryId, b!.entryId]);
    expect(timing).toHaveLength(2);
    expect(timing[0]!.laps.length).toBe(a!.laps);
    expect(timing[0]!.laps.at(-1)!.position).toBeGreaterThan(0);
  });

  it('scores the large race (1,000 riders x 30 laps)', async () => {
    const results = await platform.getRaceResults(99, { locale: 'es' });
    expect(results!.rows.length).toBe(1000);
    expect(results!.rows[0]!.laps).toBe(30);
  });

  it('builds series standings with drops, overall and by class', async () => {
    const overall = await platform.getSeriesStandings(1, { locale: 'en', type: 'overall' });
    expect(overall!.tables).toHaveLength(1);
    const rows = overall!.tables[0]!.rows;
    expect(rows[0]!.position).toBe(1);
    expect(rows[0]!.total).toBeGreaterThanOrEqual(rows[1]!.total);
    expect(overall!.rounds.length).toBeGreaterThan(3);
    // The demo's series has raced rounds and drops: some riders have a round dropped.
    expect(overall!.rounds.filter((r) => r.finished).length).toBeGreaterThan(1);
    expect(rows.some((r) => r.dropped.some(Boolean))).toBe(true);
    const final = await platform.getSeriesStandings(1, { locale: 'en', type: 'final' });
    expect(final!.tables.length).toBeGreaterThan(3);
    expect(final!.filters.classes.length).toBeGreaterThan(3);
    expect(await platform.getSeriesStandings(999, { locale: 'en', type: 'final' })).toBeNull();
  });

  it('finds events with results by event, promoter or race name, and by date', async () => {
    const all = await platform.searchResultEvents({}, { locale: 'en' });
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((e) => e.startAt.getTime())).toEqual([...all.map((e) => e.startAt.getTime())].sort((a, b) => b - a));
    expect(all.every((e) => e.status === 'finished' || e.status === 'live')).toBe(true);
    const event1 = all.find((e) => e.id === 1)!;
    expect((await platform.searchResultEvents({ text: event1.name.slice(0, 6) }, { locale: 'en' })).some((e) => e.id === 1)).toBe(true);
    expect((await platform.searchResultEvents({ text: event1.promoter.name }, { locale: 'en' })).some((e) => e.id === 1)).toBe(true);
    expect((await platform.searchResultEvents({ text: 'Moto 2' }, { locale: 'en' })).some((e) => e.id === 1)).toBe(true);
    const day = event1.startAt.toISOString().slice(0, 10);
    expect((await platform.searchResultEvents({ date: day }, { locale: 'en' })).map((e) => e.id)).toContain(1);
    expect((await platform.searchResultEvents({ promoterId: event1.promoter.id }, { locale: 'en' })).every((e) => e.promoter.id === event1.promoter.id)).toBe(true);
    expect(await platform.searchResultEvents({ text: 'zzzz-no-such' }, { locale: 'en' })).toEqual([]);
    expect((await platform.searchResultEvents({}, { locale: 'en' })).some((e) => e.id === 25)).toBe(false);
  });
});
