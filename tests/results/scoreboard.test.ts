import { describe, expect, it } from 'vitest';
import type { TResultRow } from '@/lib/platform/port';
import { scoreboardOrder, topByClass } from '@/lib/results/scoreboard';

function row(entryId: number, classId: number, classPosition: number | null, laps: number, totalMs?: number, status: TResultRow['status'] = 'finished'): TResultRow {
  return {
    entryId,
    riderId: entryId,
    firstName: 'F',
    lastName: `L${entryId}`,
    number: String(entryId),
    classId,
    classCode: `C${classId}`,
    className: `Class ${classId}`,
    status,
    overallPosition: classPosition,
    classPosition,
    groupPosition: null,
    overallPoints: null,
    classPoints: null,
    groupPoints: null,
    laps,
    startAt: new Date(0),
    penaltyMs: 0,
    totalMs,
  };
}

const classes = [1, 2, 3].map((id) => ({ id, code: `C${id}`, name: `Class ${id}`, awardedPositions: 3 }));

describe('event scoreboard', () => {
  it('keeps the first three of each class with the leader time and the gaps to the class leader', () => {
    const rows = [
      row(10, 1, 1, 10, 600_000),
      row(20, 2, 1, 10, 610_000),
      row(11, 1, 2, 10, 605_300),
      row(12, 1, 3, 9, 590_000),
      row(13, 1, 4, 9, 600_000),
      row(21, 2, null, 0, undefined, 'dns'),
    ];
    const [c1, c2, c3] = topByClass({ classes, rows });
    expect(c1!.entries).toBe(4);
    expect(c1!.lines.map((l) => l.entryId)).toEqual([10, 11, 12]);
    expect(c1!.lines[0]).toMatchObject({ position: 1, totalMs: 600_000, gap: undefined });
    expect(c1!.lines[1]).toMatchObject({ position: 2, totalMs: undefined, gap: { laps: 0, ms: 5300 } });
    expect(c1!.lines[2]!.gap).toEqual({ laps: 1, ms: 0 });
    // Unclassified riders count as entries, never as lines.
    expect(c2!.entries).toBe(2);
    expect(c2!.lines.map((l) => l.entryId)).toEqual([20]);
    expect(c3).toMatchObject({ entries: 0, lines: [] });
  });

  it('shows running races first, the others in the event order', () => {
    const races = [
      { id: 1, status: 'finished' as const },
      { id: 2, status: 'scheduled' as const },
      { id: 3, status: 'running' as const },
      { id: 4, status: 'finished' as const },
    ];
    expect(scoreboardOrder(races).map((r) => r.id)).toEqual([3, 1, 2, 4]);
  });
});
