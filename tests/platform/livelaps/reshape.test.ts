import { describe, expect, it } from 'vitest';
import { toSiteLocale } from '@/lib/platform/livelaps/language';
import {
  dayRange,
  disciplineOf,
  eventStatusOf,
  parseMoment,
  raceFormatOf,
  raceStatusOf,
  splitName,
  toCalendarEntry,
  toEventSummary,
  toRaceResults,
  toRiderTiming,
  toSeriesSummary,
} from '@/lib/platform/livelaps/reshape';
import { ZResultRowSchema, type TRace } from '@/lib/platform/livelaps/schemas';
import { calendarDay, SITE_TIME_ZONE } from '@/lib/i18n/format';

const NOW = new Date('2025-06-10T16:00:00Z');

describe('days and states', () => {
  it('reads a day as a whole day in the time zone', () => {
    expect(dayRange('2025-06-10', SITE_TIME_ZONE)).toEqual({ startAt: new Date('2025-06-10T04:00:00Z'), endAt: new Date('2025-06-11T03:59:59.999Z') });
    expect(dayRange('2025-01-10', SITE_TIME_ZONE).startAt).toEqual(new Date('2025-01-10T05:00:00Z'));
    expect(calendarDay(new Date('2025-06-11T03:30:00Z'), SITE_TIME_ZONE)).toBe('2025-06-10');
    expect(parseMoment('2025-07-01 09:00', SITE_TIME_ZONE)).toEqual(new Date('2025-07-01T13:00:00Z'));
    expect(parseMoment('2025-07-01T09:00:00Z', SITE_TIME_ZONE)).toEqual(new Date('2025-07-01T09:00:00Z'));
  });

  it('tells scheduled, live and finished events, and the state of a race', () => {
    expect(eventStatusOf('2025-06-11', NOW, SITE_TIME_ZONE)).toBe('scheduled');
    expect(eventStatusOf('2025-06-10', NOW, SITE_TIME_ZONE)).toBe('live');
    expect(eventStatusOf('2025-06-09', NOW, SITE_TIME_ZONE)).toBe('finished');
    expect(raceStatusOf('completed', '2025-06-10', NOW, SITE_TIME_ZONE)).toBe('finished');
    expect(raceStatusOf('Completed', undefined, NOW, SITE_TIME_ZONE)).toBe('finished');
    expect(raceStatusOf('running', '2025-06-10', NOW, SITE_TIME_ZONE)).toBe('running');
    expect(raceStatusOf(undefined, '2025-07-01', NOW, SITE_TIME_ZONE)).toBe('scheduled');
    expect(raceStatusOf(undefined, '2025-05-01', NOW, SITE_TIME_ZONE)).toBe('finished');
    expect(raceStatusOf(undefined, undefined, NOW, SITE_TIME_ZONE)).toBe('running');
  });

  it('maps the race modes: Enduro by sections, the rest by laps', () => {
    expect(raceFormatOf('Enduro')).toBe('sections');
    expect(raceFormatOf('Laps / Hare Scramble / Cross Country')).toBe('laps');
    expect(raceFormatOf(2)).toBe('laps');
    expect(raceFormatOf(undefined)).toBe('laps');
  });
});

describe('reshapes', () => {
  it('splits a full name at its first space', () => {
    expect(splitName('Axel  Anderson')).toEqual({ firstName: 'Axel', lastName: 'Anderson' });
    expect(splitName('Ana Ruiz Delgado')).toEqual({ firstName: 'Ana', lastName: 'Ruiz Delgado' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName(undefined)).toEqual({ firstName: '', lastName: '' });
  });

  it("makes an event summary: the promoter's user id is its id, no tickets, no registration window", () => {
    const event = toEventSummary({ id: 7, name: 'Spring', eventDate: '2025-06-10', promoterUserId: 3, promoterName: 'P', eventYear: 2025, raceCount: 1 }, NOW, SITE_TIME_ZONE);
    expect(event).toMatchObject({ id: 7, status: 'live', promoter: { id: 3, userId: 3, name: 'P' }, registration: { kind: 'none' }, seriesIds: [], timeZone: SITE_TIME_ZONE });
    // Tickets are the app's own (decision 025): the platform's summary says nothing of them.
    expect(event).not.toHaveProperty('ticketsOnSale');
  });

  it('makes a calendar entry of a whole day, or of a window', () => {
    const day = toCalendarEntry({ eventId: 1, start: '2025-06-10', title: 'Race', subtitle: undefined, end: undefined, promoterId: undefined }, 'event', SITE_TIME_ZONE);
    expect(day).toMatchObject({ start: new Date('2025-06-10T04:00:00Z'), end: new Date('2025-06-11T03:59:59.999Z'), promoterId: 0, type: 'event' });
    const backwards = toCalendarEntry({ eventId: 1, start: '2025-06-10 10:00', end: '2025-06-10 09:00', title: 'R', subtitle: undefined, promoterId: 2 }, 'regis', SITE_TIME_ZONE);
    expect(backwards.end).toEqual(backwards.start);
  });

  it('gives a series a season (its own, the year in its name, else this year) and a discipline by name', () => {
    expect(toSeriesSummary({ id: 1, name: '2024 Enduro Cup' }, NOW, SITE_TIME_ZONE)).toMatchObject({ season: 2024, discipline: 'enduro', dropCount: 0 });
    expect(toSeriesSummary({ id: 1, seriesName: 'Quad Tour', year: 2023 }, NOW, SITE_TIME_ZONE)).toMatchObject({ name: 'Quad Tour', season: 2023, discipline: 'quad' });
    expect(toSeriesSummary({ id: 1, name: 'Summer Series' }, NOW, SITE_TIME_ZONE)).toMatchObject({ season: 2025, discipline: 'motocross' });
    expect(disciplineOf('Cross-Country Challenge')).toBe('hare_scramble');
    expect(disciplineOf('ATV Nationals')).toBe('quad');
  });

  it('takes a platform language code to one of the site languages', () => {
    expect(toSiteLocale('fr-CA')).toBe('fr');
    expect(toSiteLocale('ES')).toBe('es');
    expect(toSiteLocale('de')).toBeNull();
  });
});

describe('results', () => {
  const race: TRace = {
    Race_Name: 'Main',
    RACE_MODE_NAME: 'Laps / Hare Scramble / Cross Country',
    Race_Mode: undefined,
    Event_Name: 'Spring',
    Event_ID: 7,
    countSections: undefined,
    Promoter_Name: 'P',
    Promoter_ID: undefined,
    scoring_status: undefined,
    eventDay: '2025-06-10',
  };
  const lap = (n: number, total: string, position?: number) => ({ sectionName: `Lap ${n}`, totalCumulatedTime: total, overallPosition: position, overallBehindBy: '' });
  const rows = [
    { id: 2, fullName: 'Bea Second', className: 'B', overallPosition: 2, overallBehindByLeader: '00:00:05.000', sections: [lap(1, '00:10:02.000', 2), lap(2, '00:20:05.000', 2)] },
    { id: 1, fullName: 'Al First', className: 'A', overallPosition: '1', overallBehindByLeader: '', sections: [lap(1, '00:10:00.000', 1), lap(2, '00:20:00.000', 1)] },
    { id: 3, fullName: 'Cy Third', className: 'A', overallPosition: 3, overallBehindByLeader: '00:09:00.000', sections: [lap(1, '00:11:00.000', 3)] },
    { id: 4, fullName: 'Di None', className: 'B', sections: [] },
  ].map((r) => ZResultRowSchema.parse(r));
  const input = { raceId: 50, race, eventId: 7, eventDay: '2025-06-10', promoterId: 3, rows, configured: true, updatedAt: NOW, now: NOW, timeZone: SITE_TIME_ZONE };

  it('orders rows by overall position, numbers classes by first appearance, shows laps down', () => {
    const results = toRaceResults(input);
    expect(results.rows.map((r) => r.entryId)).toEqual([1, 2, 3, 4]);
    expect(results.classes.map((c) => [c.id, c.name])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(results.rows.map((r) => r.gapToLeader)).toEqual([undefined, { laps: 0, ms: 5000 }, { laps: 1, ms: 0 }, undefined]);
    expect(results.rows.map((r) => r.status)).toEqual(['running', 'running', 'running', 'running']);
    expect(results.race).toMatchObject({ status: 'running', format: 'laps', isConfigured: true, promoterId: 3, timeFormat: 1 });
  });

  it('tells did-not-finish from did-not-start once the race is completed', () => {
    const done = toRaceResults({ ...input, eventRace: { id: 50, raceName: 'Main', mode: undefined, eventId: 7, scoring_status: 'completed' } });
    expect(done.rows.map((r) => r.status)).toEqual(['finished', 'finished', 'finished', 'dns']);
    const dnf = ZResultRowSchema.parse({ id: 5, fullName: 'Ed Out', sections: [lap(1, '00:12:00.000')] });
    const withDnf = toRaceResults({ ...input, rows: [...rows, dnf], eventRace: { id: 50, raceName: 'Main', mode: undefined, eventId: 7, scoring_status: 'completed' } });
    expect(withDnf.rows.find((r) => r.entryId === 5)!.status).toBe('dnf');
  });

  it('gives lap times from the cumulated times', () => {
    const [, first] = toRiderTiming(rows, 'laps');
    expect(first!.laps).toEqual([
      { lap: 1, lapTimeMs: 600_000, elapsedMs: 600_000, position: 1 },
      { lap: 2, lapTimeMs: 600_000, elapsedMs: 1_200_000, position: 1 },
    ]);
  });
});
