import type { TRaceResults, TRacerRace, TRacerRival, TRacerSeries, TResultRow, TSeriesStandings, TStandingRow } from '../platform/port';
import { computeStandings } from './standings';

/**
 * Pieces of the trackside participant view that do not depend on where results come from: the
 * embedded platform (lib/platform/embedded/racers.ts) and the LiveLaps results mirror
 * (lib/mirror/reader.ts) assemble a rider's season with them.
 */

export type TFoundStanding = { rows: TStandingRow[]; row: TStandingRow; classId: number | null; className?: string };

/** The rider's standing line of a series table, and the table (final: the class they score most in). */
export function findStanding(standings: TSeriesStandings | null, riderId: number): TFoundStanding | null {
  let best: TFoundStanding | null = null;
  for (const table of standings?.tables ?? []) {
    const row = table.rows.find((r) => r.riderId === riderId);
    if (row && (!best || row.total > best.row.total)) best = { rows: table.rows, row, classId: table.classId, className: table.className ?? row.className };
  }
  return best;
}

export const rival = (row: TStandingRow | undefined): TRacerRival | null =>
  row ? { riderId: row.riderId, firstName: row.firstName, lastName: row.lastName, total: row.total, wins: row.wins, points: row.points } : null;

/** The nearest rider ranked above (a better position; ties are not "ahead"). */
export function riderAhead(rows: TStandingRow[], row: TStandingRow): TStandingRow | undefined {
  const index = rows.indexOf(row);
  for (let i = index - 1; i >= 0; i--) if (rows[i]!.position < row.position) return rows[i];
  return undefined;
}

/** A rider's class finish over an event's scoring races: the event scored as a one-round series. */
export function eventClassFinish(races: TRaceResults[], riderId: number, classId: number): { classFinish: number | null; pointsEarned: number | null } {
  const scoring = races.filter((r) => r.race.scoresPoints);
  if (scoring.length === 0) return { classFinish: null, pointsEarned: null };
  const tables = computeStandings({ type: 'final', dropCount: 0, rounds: [{ eventId: 0, finished: true, races: scoring.map((r) => r.rows) }] });
  const row = tables.find((table) => table.classId === classId)?.rows.find((r) => r.riderId === riderId);
  return { classFinish: row?.position ?? null, pointsEarned: row?.total ?? null };
}

export function toRacerRace(results: TRaceResults, row: TResultRow): TRacerRace {
  return {
    raceId: results.race.id,
    raceName: results.race.name,
    motoNumber: results.race.motoNumber,
    raceStatus: results.race.status,
    entryId: row.entryId,
    number: row.number,
    brand: row.brand,
    classId: row.classId,
    className: row.className,
    status: row.status,
    overallPosition: row.overallPosition,
    classPosition: row.classPosition,
    classPoints: row.classPoints,
  };
}


/** A rider's line of one series for the participant view, from its final (class) and overall tables. */
export function toRacerSeries(input: {
  final: TSeriesStandings;
  mine: TFoundStanding;
  overall: TSeriesStandings | null;
  riderId: number;
  shape: { pointsScale: number[]; racesPerRound: number };
}): TRacerSeries {
  const { final, mine, overall, riderId, shape } = input;
  const inOverall = findStanding(overall, riderId);
  const { row, rows } = mine;
  return {
    series: final.series,
    classId: mine.classId,
    className: mine.className,
    classRank: row.position,
    classPoints: row.total,
    behindLeader: row.behindLeader,
    overallRank: inOverall?.row.position ?? null,
    overallPoints: inOverall?.row.total ?? null,
    overallWins: inOverall?.row.wins ?? 0,
    podiums: row.podiums,
    wins: row.wins,
    eventsAttended: row.points.filter((p) => p !== null).length,
    rounds: final.rounds.map((round, i) => ({ ...round, points: row.points[i] ?? null, dropped: row.dropped[i] ?? false })),
    chase: {
      ...shape,
      dropCount: final.series.dropCount,
      me: { points: row.points, wins: row.wins },
      ahead: rival(riderAhead(rows, row)),
      leader: row.position === 1 ? null : rival(rows[0]),
    },
  };
}
