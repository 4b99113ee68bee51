import { describe, expect, it } from 'vitest';
import { lapTiming, riderTiming, scoreRace, withGaps, type TRawEntry, type TRawLap, type TScoringInput } from '@/lib/scoring/engine';

const start = new Date('2026-06-07T14:00:00Z');
const SCALE = [25, 22, 20, 18, 16];

function entry(entryId: number, classId: number, extra: Partial<TRawEntry> = {}): TRawEntry {
  return {
    entryId,
    riderId: 100 + entryId,
    firstName: `Rider`,
    lastName: `N${entryId}`,
    number: String(entryId),
    classId,
    classCode: `C${classId}`,
    className: `Class ${classId}`,
    groupId: classId <= 2 ? 1 : 2,
    groupName: classId <= 2 ? 'Pro' : 'Amateur',
    status: 'finished',
    penaltyMs: 0,
    startOffsetMs: 0,
    ...extra,
  };
}

/** Laps of equal length for a rider: `count` laps of `lapMs`. */
function laps(entryId: number, count: number, lapMs: number): TRawLap[] {
  return Array.from({ length: count }, (_, i) => ({ entryId, lapNumber: i + 1, lapTimeMs: lapMs, readAt: new Date(start.getTime() + (i + 1) * lapMs) }));
}

function input(entries: TRawEntry[], lapRows: TRawLap[], extra: Partial<TScoringInput> = {}): TScoringInput {
  return { format: 'laps', raceStartAt: start, lapLengthKm: 2, pointsScale: SCALE, entries, laps: lapRows, passes: [], sections: [], ...extra };
}

describe('race scoring (laps)', () => {
  it('ranks by laps completed, then by total time including penalties', () => {
    const rows = scoreRace(
      input(
        [entry(1, 1), entry(2, 1), entry(3, 1, { penaltyMs: 20_000 }), entry(4, 3)],
        [...laps(1, 10, 120_000), ...laps(2, 10, 121_000), ...laps(3, 10, 119_000), ...laps(4, 9, 110_000)],
      ),
    );
    // Rider 3 was fastest on track (1190 s) but a 20 s penalty puts him behind 1 (1200 s) and 2 (1210 s).
    expect(rows.map((r) => r.entryId)).toEqual([1, 2, 3, 4]);
    expect(rows.map((r) => r.overallPosition)).toEqual([1, 2, 3, 4]);
    expect(rows[2]!.totalMs).toBe(1_210_000);
  });

  it('classifies DNF riders by laps after the finishers and leaves DSQ and DNS unclassified', () => {
    const rows = scoreRace(
      input(
        [entry(1, 1, { status: 'dsq' }), entry(2, 1, { status: 'dnf' }), entry(3, 1), entry(4, 1, { status: 'dns' })],
        [...laps(1, 10, 100_000), ...laps(2, 4, 100_000), ...laps(3, 10, 130_000)],
      ),
    );
    expect(rows.map((r) => [r.entryId, r.overallPosition])).toEqual([
      [3, 1],
      [2, 2],
      [1, null],
      [4, null],
    ]);
    expect(rows.find((r) => r.entryId === 1)!.overallPoints).toBe(0);
  });

  it('gives class and group positions and the points of each', () => {
    const rows = scoreRace(
      input([entry(1, 1), entry(2, 3), entry(3, 2), entry(4, 3)], [...laps(1, 10, 100_000), ...laps(2, 10, 101_000), ...laps(3, 10, 102_000), ...laps(4, 10, 103_000)]),
    );
    const byId = new Map(rows.map((r) => [r.entryId, r]));
    expect(byId.get(2)).toMatchObject({ overallPosition: 2, classPosition: 1, groupPosition: 1, overallPoints: 22, classPoints: 25 });
    expect(byId.get(3)).toMatchObject({ overallPosition: 3, classPosition: 1, groupPosition: 2, groupPoints: 22 });
    expect(byId.get(4)).toMatchObject({ classPosition: 2, classPoints: 22 });
  });

  it('scores no points when the race has no points scale', () => {
    const rows = scoreRace(input([entry(1, 1)], laps(1, 3, 100_000), { pointsScale: null }));
    expect(rows[0]!.overallPoints).toBeNull();
  });

  it('gives gaps in time on the same lap and in laps otherwise', () => {
    const rows = scoreRace(input([entry(1, 1), entry(2, 1), entry(3, 1)], [...laps(1, 10, 100_000), ...laps(2, 10, 100_500), ...laps(3, 8, 90_000)]));
    expect(rows[0]!.gapToLeader).toBeUndefined();
    expect(rows[1]!.gapToLeader).toEqual({ laps: 0, ms: 5_000 });
    expect(rows[2]!.gapToLeader).toEqual({ laps: 2, ms: 0 });
    expect(rows[2]!.gapToAhead).toEqual({ laps: 2, ms: 0 });
  });

  it('recomputes gaps within a class taken out of the overall order', () => {
    const rows = scoreRace(input([entry(1, 1), entry(2, 3), entry(3, 3)], [...laps(1, 10, 90_000), ...laps(2, 10, 100_000), ...laps(3, 10, 100_300)]));
    const classRows = withGaps(rows.filter((r) => r.classId === 3));
    expect(classRows[0]!.gapToLeader).toBeUndefined();
    expect(classRows[1]!.gapToLeader).toEqual({ laps: 0, ms: 3_000 });
  });

  it('reports best lap, last lap, average speed and the last read time', () => {
    const lapRows = [
      { entryId: 1, lapNumber: 1, lapTimeMs: 130_000, readAt: new Date(start.getTime() + 130_000) },
      { entryId: 1, lapNumber: 2, lapTimeMs: 118_000, readAt: new Date(start.getTime() + 248_000) },
      { entryId: 1, lapNumber: 3, lapTimeMs: 122_000, readAt: new Date(start.getTime() + 370_000) },
    ];
    const [row] = scoreRace(input([entry(1, 1)], lapRows));
    expect(row).toMatchObject({ laps: 3, bestLapMs: 118_000, bestLapNumber: 2, lastLapMs: 122_000, elapsedMs: 370_000 });
    expect(row!.lastReadAt).toEqual(lapRows[2]!.readAt);
    expect(row!.averageSpeedKmh).toBeCloseTo((6 / 370) * 3600, 1);
  });

  it('gives each rider a position at every lap', () => {
    const timing = lapTiming([...laps(1, 3, 100_000), { entryId: 2, lapNumber: 1, lapTimeMs: 95_000, readAt: start }, { entryId: 2, lapNumber: 2, lapTimeMs: 110_000, readAt: start }]);
    expect(timing.get(2)!.map((l) => l.position)).toEqual([1, 2]);
    expect(timing.get(1)!.map((l) => l.position)).toEqual([2, 1, 1]);
    expect(timing.get(1)![2]!.elapsedMs).toBe(300_000);
  });
});

describe('race scoring (sections)', () => {
  const sections = [
    { id: 1, isSpecialTest: false, checkpoints: [{ id: 11, keyTimeMs: 600_000 }] },
    { id: 2, isSpecialTest: true, checkpoints: [{ id: 21 }] },
    { id: 3, isSpecialTest: true, checkpoints: [{ id: 31 }] },
  ];
  const pass = (entryId: number, checkpointId: number, elapsedMs: number, penaltyMs = 0, earlyLateMs?: number) => ({
    entryId,
    checkpointId,
    elapsedMs,
    penaltyMs,
    earlyLateMs,
    readAt: new Date(start.getTime() + elapsedMs),
  });

  const passes = [
    // Rider 1: late at the time card (1 min penalty), tests of 300 s and 200 s.
    pass(1, 11, 660_000, 60_000, 60_000),
    pass(1, 21, 960_000),
    pass(1, 31, 1_160_000),
    // Rider 2: on time, tests of 320 s and 210 s.
    pass(2, 11, 600_000, 0, 0),
    pass(2, 21, 920_000),
    pass(2, 31, 1_130_000),
    // Rider 3: stopped after the first test.
    pass(3, 11, 590_000, 0, -10_000),
    pass(3, 21, 850_000),
  ];

  it('ranks by checkpoints passed, then special test time plus penalties', () => {
    const rows = scoreRace({ format: 'sections', raceStartAt: start, pointsScale: SCALE, entries: [entry(1, 1), entry(2, 1), entry(3, 1, { status: 'dnf' })], laps: [], passes, sections });
    // Rider 1: 300 + 200 + 60 = 560 s; rider 2: 320 + 210 = 530 s.
    expect(rows.map((r) => [r.entryId, r.overallPosition, r.totalMs])).toEqual([
      [2, 1, 530_000],
      [1, 2, 560_000],
      [3, 3, 260_000],
    ]);
    expect(rows[1]).toMatchObject({ checkpointsPassed: 3, earlyLateMs: 60_000, penaltyMs: 60_000 });
  });

  it('ranks riders at each checkpoint and on each special test', () => {
    const timing = riderTiming({ entries: [entry(1, 1), entry(2, 1), entry(3, 1)], laps: [], passes, sections });
    const rider1 = timing.find((t) => t.entryId === 1)!;
    expect(rider1.checkpoints.map((c) => c.cumulativeRank)).toEqual([3, 3, 2]);
    expect(rider1.checkpoints.map((c) => c.sectionRank)).toEqual([undefined, 2, 1]);
    expect(rider1.checkpoints[1]!.sectionTimeMs).toBe(300_000);
    const rider3 = timing.find((t) => t.entryId === 3)!;
    expect(rider3.checkpoints[1]).toMatchObject({ sectionRank: 1, sectionTimeMs: 260_000 });
  });
});
