import { describe, expect, it } from 'vitest';
import type { TResultRow } from '@/lib/platform/port';
import { selectPodiums } from '@/lib/results/podium';

type TRowInput = { rider: number; cls?: number; pos: number | null; points?: number | null; laps?: number; totalMs?: number; status?: TResultRow['status'] };

function row({ rider, cls = 1, pos, points = null, laps = 10, totalMs, status = 'finished' }: TRowInput): TResultRow {
  return {
    entryId: rider * 1000 + (pos ?? 999),
    riderId: rider,
    firstName: `F${rider}`,
    lastName: `L${rider}`,
    number: String(rider),
    brand: 'KTM',
    classId: cls,
    classCode: `C${cls}`,
    className: `Class ${cls}`,
    status,
    overallPosition: pos,
    classPosition: pos,
    groupPosition: pos,
    overallPoints: points,
    classPoints: points,
    groupPoints: points,
    laps,
    startAt: new Date(0),
    penaltyMs: 0,
    totalMs: totalMs ?? (pos === null ? undefined : 1_000_000 + pos * 1000),
  };
}

function race(id: number, rows: TResultRow[], options: { moto?: number; scores?: boolean; awarded?: Record<number, number> } = {}) {
  const classIds = [...new Set(rows.map((r) => r.classId))];
  return {
    race: { id, motoNumber: options.moto, scoresPoints: options.scores ?? true },
    classes: classIds.map((c) => ({ id: c, code: `C${c}`, name: `Class ${c}`, awardedPositions: options.awarded?.[c] ?? 3 })),
    rows,
  };
}

describe('awards podiums', () => {
  it('ranks a motocross class on the summed class points of its motos, ties going to the last moto', () => {
    const moto1 = race(1, [row({ rider: 1, pos: 1, points: 25 }), row({ rider: 2, pos: 2, points: 22 }), row({ rider: 3, pos: 3, points: 20 }), row({ rider: 4, pos: 4, points: 18 })], { moto: 1 });
    const moto2 = race(2, [row({ rider: 2, pos: 1, points: 25 }), row({ rider: 1, pos: 2, points: 22 }), row({ rider: 4, pos: 3, points: 20 }), row({ rider: 3, pos: 4, points: 18 })], { moto: 2 });
    const [podium] = selectPodiums([moto1, moto2]);
    expect(podium!.method).toBe('motos');
    expect(podium!.raceIds).toEqual([1, 2]);
    // Riders 1 and 2 both have 47: rider 2 won the last moto. Riders 3 and 4 both have 38: rider 4 was ahead in moto 2.
    expect(podium!.entries.map((e) => [e.position, e.riderId, e.points])).toEqual([
      [1, 2, 47],
      [2, 1, 47],
      [3, 4, 38],
    ]);
    expect(podium!.entries[0]!.finishes).toEqual([2, 1]);
  });

  it('counts a missed moto as nothing and leaves out riders never classified', () => {
    const moto1 = race(1, [row({ rider: 1, pos: 1, points: 25 }), row({ rider: 2, pos: 2, points: 22 }), row({ rider: 5, pos: null, points: 0, status: 'dns' })], { moto: 1 });
    const moto2 = race(2, [row({ rider: 2, pos: 1, points: 25 }), row({ rider: 3, pos: 2, points: 22 }), row({ rider: 5, pos: null, points: 0, status: 'dsq' })], { moto: 2 });
    const [podium] = selectPodiums([moto1, moto2]);
    expect(podium!.entries.map((e) => e.riderId)).toEqual([2, 1, 3]);
    expect(podium!.entries[1]!.finishes).toEqual([1, null]);
    expect(podium!.entries.some((e) => e.riderId === 5)).toBe(false);
  });

  it('uses the moto score (most motos, lowest sum of positions) when the motos score no points', () => {
    const moto1 = race(1, [row({ rider: 1, pos: 1 }), row({ rider: 2, pos: 2 }), row({ rider: 3, pos: 3 })], { moto: 1, scores: false });
    const moto2 = race(2, [row({ rider: 3, pos: 1 }), row({ rider: 2, pos: 2 })], { moto: 2, scores: false });
    const [podium] = selectPodiums([moto1, moto2]);
    // 2: 2+2=4 and 3: 3+1=4 rode both (3 wins the tie on the last moto); 1 rode only one.
    expect(podium!.entries.map((e) => [e.riderId, e.points])).toEqual([
      [3, undefined],
      [2, undefined],
      [1, undefined],
    ]);
  });

  it('takes the last finished race of the class when it is not a motocross day', () => {
    const heat = race(1, [row({ rider: 1, pos: 1 }), row({ rider: 2, pos: 2 })]);
    const main = race(2, [row({ rider: 2, pos: 1, laps: 12, totalMs: 3_600_000 }), row({ rider: 1, pos: 2, laps: 11 }), row({ rider: 3, pos: 3, laps: 12, totalMs: 3_605_500 })]);
    const [podium] = selectPodiums([heat, main]);
    expect(podium!.method).toBe('race');
    expect(podium!.raceIds).toEqual([2]);
    expect(podium!.entries.map((e) => e.riderId)).toEqual([2, 1, 3]);
    expect(podium!.entries[0]!.totalMs).toBe(3_600_000);
    expect(podium!.entries[1]!.gap).toEqual({ laps: 1, ms: 0 });
    expect(podium!.entries[2]!.gap).toEqual({ laps: 0, ms: 5500 });
  });

  it('stops at the awarded positions of each class and skips classes without classified riders', () => {
    const rows = [1, 2, 3, 4, 5, 6].map((rider) => row({ rider, cls: 1, pos: rider }));
    const others = [row({ rider: 7, cls: 2, pos: 1 }), row({ rider: 8, cls: 2, pos: 2 })];
    const empty = [row({ rider: 9, cls: 3, pos: null, status: 'dns' })];
    const podiums = selectPodiums([race(1, [...rows, ...others, ...empty], { awarded: { 1: 5, 2: 3 } })]);
    expect(podiums.map((p) => p.classId)).toEqual([1, 2]);
    expect(podiums[0]!.entries.map((e) => e.position)).toEqual([1, 2, 3, 4, 5]);
    expect(podiums[0]!.awardedPositions).toBe(5);
    expect(podiums[1]!.entries).toHaveLength(2);
  });

  it('treats a class that rode only one of the motos as a single race', () => {
    const moto1 = race(1, [row({ rider: 1, cls: 1, pos: 1, points: 25 }), row({ rider: 2, cls: 2, pos: 1, points: 25 })], { moto: 1 });
    const moto2 = race(2, [row({ rider: 1, cls: 1, pos: 1, points: 25 })], { moto: 2 });
    const podiums = selectPodiums([moto1, moto2]);
    expect(podiums.find((p) => p.classId === 1)!.method).toBe('motos');
    expect(podiums.find((p) => p.classId === 2)!.method).toBe('race');
  });

  it('has nothing to present without finished races', () => {
    expect(selectPodiums([])).toEqual([]);
  });
});
