import type { TRacerRival, TRacerSeries } from '../platform/port';
import { dropsFor } from '../scoring/standings';

/**
 * "What I need": for a rider in a series class, what it takes over the remaining rounds to pass the
 * rider just ahead and the leader. Pure; the series standings rules are those of
 * `lib/scoring/standings.ts` (total after drops, then wins; podiums and last round are ignored, so
 * a tie beyond wins is conservatively NOT a pass).
 *
 * Remaining rounds are the rounds whose `finished` is false. A round in progress (points but not
 * finished) counts as remaining: in a hypothesis its current points, for both riders, are replaced
 * by the hypothetical result of the whole round. Wins already scored stay counted as they are.
 * In a hypothesis every round is finished, so drops are computed over all rounds.
 */

/** What it takes to pass one rival. */
export type TChaseOutcome =
  /** Not behind (their total minus mine is 0 or less). */
  | { kind: 'level' }
  /** Behind, and every round is finished. */
  | { kind: 'noRoundsLeft' }
  /** Finishing `position` or better in every remaining race is enough when the rival finishes right behind (position + 1) in each. */
  | { kind: 'reachable'; roundsLeft: number; position: number }
  /** Even winning every remaining race is only enough if the rival finishes `rivalPosition` or worse in each (past the scale: scores nothing). */
  | { kind: 'needsHelp'; roundsLeft: number; rivalPosition: number }
  /** Even winning every remaining race while the rival scores nothing is not enough. */
  | { kind: 'outOfReach'; roundsLeft: number };

export type TChaseTarget = {
  riderId: number;
  firstName: string;
  lastName: string;
  /** Their total minus mine, now, with drops over the finished rounds. */
  behind: number;
} & TChaseOutcome;

type TChase = TRacerSeries['chase'];
type TSeriesInput = Pick<TRacerSeries, 'rounds' | 'chase'>;

/** What the rider needs to pass the rider just ahead and the class leader (null when there is none). */
export function whatINeed(series: TSeriesInput): { ahead: TChaseTarget | null; leader: TChaseTarget | null } {
  return {
    ahead: series.chase.ahead ? chaseRival(series, series.chase.ahead) : null,
    leader: series.chase.leader ? chaseRival(series, series.chase.leader) : null,
  };
}

/** A series total: the sum of the round points, less the rounds `dropsFor` drops among the finished ones. */
export function seriesTotal(points: (number | null)[], finished: boolean[], dropCount: number): number {
  const finishedRounds = finished.map((f, i) => (f ? i : -1)).filter((i) => i >= 0);
  const dropped = dropsFor(points, finishedRounds, dropCount);
  return points.reduce<number>((sum, p, i) => sum + (dropped[i] ? 0 : (p ?? 0)), 0);
}

function chaseRival(series: TSeriesInput, rival: TRacerRival): TChaseTarget {
  const { riderId, firstName, lastName } = rival;
  const finished = series.rounds.map((r) => r.finished);
  const mine = alignPoints(series.chase.me.points, finished.length);
  const theirs = alignPoints(rival.points, finished.length);
  const { dropCount } = series.chase;
  const behind = seriesTotal(theirs, finished, dropCount) - seriesTotal(mine, finished, dropCount);
  return { riderId, firstName, lastName, behind, ...computeOutcome(series.chase, finished, mine, theirs, rival.wins, behind) };
}

/** Pads or cuts a points list to one entry per round. */
function alignPoints(points: (number | null)[], length: number): (number | null)[] {
  return Array.from({ length }, (_, i) => points[i] ?? null);
}

/**
 * The outcome against one rival: the worst position p (searched from the end of the scale up to 1)
 * that passes with the rival at p + 1 everywhere; failing that, the best rival position q (from 3,
 * since q = 2 is the p = 1 case, to just past the scale) that passes with me winning everything.
 */
function computeOutcome(chase: TChase, finished: boolean[], mine: (number | null)[], theirs: (number | null)[], rivalWins: number, behind: number): TChaseOutcome {
  if (behind <= 0) return { kind: 'level' };
  const roundsLeft = finished.filter((f) => !f).length;
  if (roundsLeft === 0) return { kind: 'noRoundsLeft' };
  const scale = chase.pointsScale;
  if (scale.length === 0) return { kind: 'outOfReach', roundsLeft };

  const passesWith = (myPosition: number, rivalPosition: number): boolean => {
    const myTotal = hypotheticalTotal(chase, finished, mine, myPosition);
    const theirTotal = hypotheticalTotal(chase, finished, theirs, rivalPosition);
    if (myTotal !== theirTotal) return myTotal > theirTotal;
    return hypotheticalWins(chase, roundsLeft, chase.me.wins, myPosition) > hypotheticalWins(chase, roundsLeft, rivalWins, rivalPosition);
  };

  for (let position = scale.length; position >= 1; position--) {
    if (passesWith(position, position + 1)) return { kind: 'reachable', roundsLeft, position };
  }
  for (let rivalPosition = 3; rivalPosition <= scale.length + 1; rivalPosition++) {
    if (passesWith(1, rivalPosition)) return { kind: 'needsHelp', roundsLeft, rivalPosition };
  }
  return { kind: 'outOfReach', roundsLeft };
}

/** Points of one round finishing `position` in each of its races (0 past the end of the scale). */
function roundPointsAt(chase: TChase, position: number): number {
  return chase.racesPerRound * (chase.pointsScale[position - 1] ?? 0);
}

/** The total once every remaining round is finished at `position` in every race: all rounds finished, drops over all. */
function hypotheticalTotal(chase: TChase, finished: boolean[], points: (number | null)[], position: number): number {
  const value = roundPointsAt(chase, position);
  const completed = points.map((p, i) => (finished[i] ? p : value));
  return seriesTotal(completed, finished.map(() => true), chase.dropCount);
}

/** Wins once every remaining race is finished at `position`: each 1st place is a win. */
function hypotheticalWins(chase: TChase, roundsLeft: number, wins: number, position: number): number {
  return wins + (position === 1 ? chase.racesPerRound * roundsLeft : 0);
}
