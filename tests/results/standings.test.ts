import { describe, expect, it } from 'vitest';
import type { TResultRow } from '@/lib/platform/port';
import { computeStandings, dropsFor } from '@/lib/scoring/standings';

function row(riderId: number, classId: number, position: number | null, points: number): TResultRow {
  return {
    entryId: riderId * 100 + position!,
    riderId,
    firstName: 'R',
    lastName: `L${riderId}`,
    number: String(riderId),
    classId,
    classCode: `C${classId}`,
    className: `Class ${classId}`,
    status: 'finished',
    overallPosition: position,
    classPosition: position,
    groupPosition: position,
    overallPoints: points,
    classPoints: points,
    groupPoints: points,
    laps: 10,
    startAt: new Date(0),
    penaltyMs: 0,
  };
}

describe('series standings', () => {
  it('sums both motos of a round and drops the lowest rounds once enough are finished', () => {
    const rounds = [
      { eventId: 1, finished: true, races: [[row(1, 1, 1, 25), row(2, 1, 2, 22)], [row(1, 1, 2, 22), row(2, 1, 1, 25)]] },
      { eventId: 2, finished: true, races: [[row(2, 1, 1, 25), row(1, 1, 3, 20)]] },
      { eventId: 3, finished: true, races: [[row(1, 1, 1, 25)]] },
      { eventId: 4, finished: false, races: [] },
    ];
    const [table] = computeStandings({ type: 'overall', dropCount: 1, rounds });
    const r1 = table!.rows.find((r) => r.riderId === 1)!;
    const r2 = table!.rows.find((r) => r.riderId === 2)!;
    expect(r1.points).toEqual([47, 20, 25, null]);
    // Rider 1 drops round 2 (20); rider 2 missed round 3, which is the one dropped.
    expect(r1.dropped).toEqual([false, true, false, false]);
    expect(r2.dropped).toEqual([false, false, true, false]);
    expect(r1.total).toBe(72);
    expect(r2.total).toBe(72);
    // Tie on points and on wins (two each): rider 1 has more podiums (4 vs 3).
    expect(table!.rows.map((r) => r.riderId)).toEqual([1, 2]);
    expect(r2.behindLeader).toBe(0);
  });

  it('keeps one table per class for the final type', () => {
    const tables = computeStandings({ type: 'final', dropCount: 0, rounds: [{ eventId: 1, finished: true, races: [[row(1, 1, 1, 25), row(2, 2, 1, 25), row(3, 2, 2, 22)]] }] });
    expect(tables.map((t) => t.classId)).toEqual([1, 2]);
    expect(tables[1]!.rows.map((r) => [r.riderId, r.position, r.total])).toEqual([
      [2, 1, 25],
      [3, 2, 22],
    ]);
  });

  it('drops nothing until more rounds than the drop count are finished', () => {
    expect(dropsFor([10, 20], [0, 1], 2)).toEqual([false, false]);
    expect(dropsFor([10, null, 30], [0, 1, 2], 1)).toEqual([false, true, false]);
    expect(dropsFor([10, 20, 30], [0, 1, 2], 0)).toEqual([false, false, false]);
  });
});
