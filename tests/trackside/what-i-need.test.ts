import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TRacerRival, TRacerSeries } from '@/lib/platform/port';
import { dropsFor } from '@/lib/scoring/standings';
import { seriesTotal, whatINeed, type TChaseOutcome } from '@/lib/trackside/what-i-need';

type TSeriesInput = Pick<TRacerSeries, 'rounds' | 'chase'>;
type TRoundSpec = { finished: boolean; me: number | null; rival: number | null };
type TSpec = { scale: number[]; racesPerRound: number; dropCount: number; rounds: TRoundSpec[]; myWins: number; rivalWins: number };

const SCALE = [25, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];

function buildSeries(spec: TSpec): TSeriesInput {
  const rival: TRacerRival = { riderId: 7, firstName: 'Ava', lastName: 'Ahead', total: 0, wins: spec.rivalWins, points: spec.rounds.map((r) => r.rival) };
  return {
    rounds: spec.rounds.map((r, i) => ({ eventId: 100 + i, round: i + 1, name: `Round ${i + 1}`, startAt: new Date(2025, 4, i + 1), finished: r.finished, points: r.me, dropped: false })),
    chase: { pointsScale: spec.scale, racesPerRound: spec.racesPerRound, dropCount: spec.dropCount, me: { points: spec.rounds.map((r) => r.me), wins: spec.myWins }, ahead: rival, leader: rival },
  };
}

/** Three rounds, two motos, one drop; round 3 still to run unless told. */
function threeRounds(me: (number | null)[], rival: (number | null)[], extra: Partial<TSpec> = {}, finished = [true, true, false]): TSpec {
  return { scale: SCALE, racesPerRound: 2, dropCount: 1, myWins: 0, rivalWins: 0, rounds: finished.map((f, i) => ({ finished: f, me: me[i] ?? null, rival: rival[i] ?? null })), ...extra };
}

function outcomeOf(spec: TSpec): TChaseOutcome & { behind: number } {
  const { ahead } = whatINeed(buildSeries(spec));
  if (!ahead) throw new Error('no target');
  const { riderId: _r, firstName: _f, lastName: _l, ...rest } = ahead;
  return rest;
}

/** Independent check: every remaining race at myPosition / rivalPosition, all rounds finished, drops via dropsFor. */
function simulatePass(spec: TSpec, myPosition: number, rivalPosition: number): boolean {
  const left = spec.rounds.filter((r) => !r.finished).length;
  const all = spec.rounds.map((_, i) => i);
  const total = (pick: (r: TRoundSpec) => number | null, position: number) => {
    const points = spec.rounds.map((r) => (r.finished ? pick(r) : spec.racesPerRound * (spec.scale[position - 1] ?? 0)));
    const dropped = dropsFor(points, all, spec.dropCount);
    return points.reduce<number>((s, p, i) => s + (dropped[i] ? 0 : (p ?? 0)), 0);
  };
  const mine = total((r) => r.me, myPosition);
  const theirs = total((r) => r.rival, rivalPosition);
  const myWins = spec.myWins + (myPosition === 1 ? left * spec.racesPerRound : 0);
  const rivalWins = spec.rivalWins + (rivalPosition === 1 ? left * spec.racesPerRound : 0);
  return mine > theirs || (mine === theirs && myWins > rivalWins);
}

describe('seriesTotal', () => {
  it('drops the lowest finished rounds once more than dropCount are finished', () => {
    expect(seriesTotal([30, 36, null], [true, true, false], 1)).toBe(36);
    expect(seriesTotal([30, null, 12], [true, false, false], 1)).toBe(42); // one finished round: no drop
    expect(seriesTotal([30, null, 12], [true, true, false], 1)).toBe(42); // the missed round is dropped
    expect(seriesTotal([10, 20, 30], [true, true, true], 0)).toBe(60);
  });
});

describe('whatINeed: worked examples (25/22/20/18/16/15... scale, 2 motos, 1 drop)', () => {
  it('reachable: the drop keeps it alive (4th vs rival 5th: 40+36=76 > 42+32=74)', () => {
    // Now: me 40 (10 dropped), rival 42 (30 dropped): 2 behind. Without drops it would be 50 vs 72.
    expect(outcomeOf(threeRounds([40, 10], [42, 30]))).toEqual({ behind: 2, kind: 'reachable', roundsLeft: 1, position: 4 });
  });

  it('a tie on points is decided by wins: 5th vs rival 6th ties at 72, one more win passes', () => {
    expect(outcomeOf(threeRounds([40, 10], [42, 30], { myWins: 1 }))).toMatchObject({ kind: 'reachable', position: 5 });
    expect(outcomeOf(threeRounds([40, 10], [42, 30], { myWins: 1, rivalWins: 1 }))).toMatchObject({ kind: 'reachable', position: 4 });
  });

  it('needs help: winning both motos (86) only beats the rival if they finish 3rd or worse (84 vs 88 at 2nd)', () => {
    // Without the drop (66+50 vs 84+2s) the rival would have to finish 6th or worse.
    expect(outcomeOf(threeRounds([30, 36], [44, 40]))).toEqual({ behind: 8, kind: 'needsHelp', roundsLeft: 1, rivalPosition: 3 });
  });

  it('needs help past the scale: the rival must score nothing', () => {
    const spec = threeRounds([30, 30], [40, 40], { scale: [5, 3, 1], racesPerRound: 1, dropCount: 0 });
    // 60+5 = 65 vs 80: out of reach. Rival on 65: 3rd gives them 66; scoring nothing ties at 65 and my win decides.
    expect(outcomeOf(spec)).toMatchObject({ kind: 'outOfReach', roundsLeft: 1 });
    expect(outcomeOf({ ...spec, rounds: [{ finished: true, me: 30, rival: 33 }, { finished: true, me: 30, rival: 32 }, { finished: false, me: null, rival: null }] })).toMatchObject({ kind: 'needsHelp', rivalPosition: 4 });
  });

  it('out of reach: 0 + 0 + 50 against 50 + 50', () => {
    expect(outcomeOf(threeRounds([0, 0], [50, 50]))).toEqual({ behind: 50, kind: 'outOfReach', roundsLeft: 1 });
  });

  it('no rounds left when every round is finished', () => {
    expect(outcomeOf(threeRounds([40, 10, 20], [42, 30, 20], {}, [true, true, true]))).toEqual({ behind: 12, kind: 'noRoundsLeft' }) // 40+20 vs 42+30;
  });

  it('level when tied or ahead on points, whatever the wins', () => {
    expect(outcomeOf(threeRounds([40, 10], [40, 30], { rivalWins: 3 }))).toEqual({ behind: 0, kind: 'level' });
    expect(outcomeOf(threeRounds([45, 10], [40, 30]))).toEqual({ behind: -5, kind: 'level' });
  });

  it('a round in progress counts as remaining: its current points are replaced', () => {
    // Now 42 vs 90 (round 3 not finished, so not droppable), but the hypothesis is the first example's.
    expect(outcomeOf(threeRounds([40, 10, 2], [42, 30, 48]))).toEqual({ behind: 48, kind: 'reachable', roundsLeft: 1, position: 4 });
  });

  it('an empty points scale is out of reach when behind', () => {
    expect(outcomeOf(threeRounds([40, 10], [42, 30], { scale: [] }))).toEqual({ behind: 2, kind: 'outOfReach', roundsLeft: 1 });
  });

  it('computes the leader too, also when the leader is the rider ahead; null without a rival', () => {
    const series = buildSeries(threeRounds([40, 10], [42, 30]));
    const result = whatINeed(series);
    expect(result.leader).toEqual(result.ahead);
    expect(result.ahead).toMatchObject({ riderId: 7, firstName: 'Ava', lastName: 'Ahead' });
    expect(whatINeed({ ...series, chase: { ...series.chase, ahead: null, leader: null } })).toEqual({ ahead: null, leader: null });
  });
});

const specArb: fc.Arbitrary<TSpec> = fc
  .record({
    scale: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 10 }).map((s) => [...s].sort((a, b) => b - a)),
    racesPerRound: fc.integer({ min: 1, max: 3 }),
    dropCount: fc.integer({ min: 0, max: 2 }),
    rounds: fc.array(
      fc.record({ finished: fc.boolean(), me: fc.option(fc.integer({ min: 0, max: 80 }), { nil: null }), rival: fc.option(fc.integer({ min: 0, max: 80 }), { nil: null }) }),
      { minLength: 1, maxLength: 5 },
    ),
    myWins: fc.integer({ min: 0, max: 4 }),
    rivalWins: fc.integer({ min: 0, max: 4 }),
  });

/** Higher is easier: level > reachable (by position) > needsHelp (by rival position) > out of reach. */
function easeOf(o: TChaseOutcome): number {
  if (o.kind === 'level') return 1e6;
  if (o.kind === 'reachable') return o.position;
  if (o.kind === 'needsHelp') return -o.rivalPosition;
  return -1e6;
}

const RUNS = { numRuns: 200 };

describe('whatINeed: properties', () => {
  it('reachable p: me at p / rival p+1 passes, me at p+1 / rival p+2 does not', () => {
    fc.assert(fc.property(specArb, (spec) => {
      const o = outcomeOf(spec);
      if (o.kind !== 'reachable') return;
      expect(simulatePass(spec, o.position, o.position + 1)).toBe(true);
      if (o.position + 1 <= spec.scale.length) expect(simulatePass(spec, o.position + 1, o.position + 2)).toBe(false);
    }), RUNS);
  });

  it('needs help q: winning everything with the rival at q passes, at q-1 does not', () => {
    fc.assert(fc.property(specArb, (spec) => {
      const o = outcomeOf(spec);
      if (o.kind !== 'needsHelp') return;
      expect(simulatePass(spec, 1, o.rivalPosition)).toBe(true);
      expect(simulatePass(spec, 1, o.rivalPosition - 1)).toBe(false);
    }), RUNS);
  });

  it('out of reach: winning everything while the rival scores nothing fails', () => {
    fc.assert(fc.property(specArb, (spec) => {
      const o = outcomeOf(spec);
      if (o.kind === 'outOfReach') expect(simulatePass(spec, 1, spec.scale.length + 1)).toBe(false);
    }), RUNS);
  });

  it('more rival points never make the requirement easier (monotonic)', () => {
    fc.assert(fc.property(specArb, fc.nat(), fc.integer({ min: 1, max: 60 }), (spec, at, extra) => {
      const finished = spec.rounds.map((r, i) => (r.finished ? i : -1)).filter((i) => i >= 0);
      if (finished.length === 0) return;
      const index = finished[at % finished.length]!;
      const harder = { ...spec, rounds: spec.rounds.map((r, i) => (i === index ? { ...r, rival: (r.rival ?? 0) + extra } : r)) };
      const before = outcomeOf(spec);
      const after = outcomeOf(harder);
      expect(after.behind).toBeGreaterThanOrEqual(before.behind);
      if (after.kind !== 'noRoundsLeft') expect(easeOf(after)).toBeLessThanOrEqual(easeOf(before));
    }), RUNS);
  });

  it('level exactly when not behind; behind is their total minus mine with drops', () => {
    fc.assert(fc.property(specArb, (spec) => {
      const o = outcomeOf(spec);
      const finished = spec.rounds.map((r) => r.finished);
      const behind = seriesTotal(spec.rounds.map((r) => r.rival), finished, spec.dropCount) - seriesTotal(spec.rounds.map((r) => r.me), finished, spec.dropCount);
      expect(o.behind).toBe(behind);
      expect(o.kind === 'level').toBe(behind <= 0);
    }), RUNS);
  });
});
