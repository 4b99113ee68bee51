import type { TResultRow, TSeriesType, TStandingRow } from '../platform/port';

/**
 * Series points tables (seed §3 Series table: drop and total columns). A round's points are the
 * sum of the points of that event's scoring races (both motos of a motocross). The `overall` table
 * uses overall points over all classes; the `final` tables use class points, one table per class.
 * The `dropCount` lowest rounds are dropped (missed rounds first) once more rounds than that are
 * finished. Ties: more wins, then more podiums, then the better last round.
 */
export type TStandingsRound = { eventId: number; finished: boolean; races: TResultRow[][] };

type TAccumulator = Omit<TStandingRow, 'position' | 'total' | 'dropped' | 'behindLeader'> & { tableKey: number | null };

export function computeStandings(input: {
  type: TSeriesType;
  dropCount: number;
  rounds: TStandingsRound[];
}): { classId: number | null; className?: string; rows: TStandingRow[] }[] {
  const { type, rounds } = input;
  const riders = new Map<string, TAccumulator>();

  rounds.forEach((round, roundIndex) => {
    for (const race of round.races) {
      for (const row of race) {
        const tableKey = type === 'final' ? row.classId : null;
        const key = `${tableKey ?? 'all'}:${row.riderId}`;
        let acc = riders.get(key);
        if (!acc) {
          acc = {
            tableKey,
            riderId: row.riderId,
            firstName: row.firstName,
            lastName: row.lastName,
            number: row.number,
            brand: row.brand,
            classId: row.classId,
            className: row.className,
            classGroup: row.groupName,
            points: rounds.map(() => null),
            wins: 0,
            podiums: 0,
          };
          riders.set(key, acc);
        }
        const points = (type === 'final' ? row.classPoints : row.overallPoints) ?? 0;
        const position = type === 'final' ? row.classPosition : row.overallPosition;
        acc.points[roundIndex] = (acc.points[roundIndex] ?? 0) + points;
        if (position === 1) acc.wins += 1;
        if (position !== null && position <= 3) acc.podiums += 1;
        // The latest number and brand are the ones to show.
        acc.number = row.number;
        acc.brand = row.brand ?? acc.brand;
      }
    }
  });

  const finishedRounds = rounds.map((r, i) => (r.finished ? i : -1)).filter((i) => i >= 0);
  const tables = new Map<number | null, TStandingRow[]>();
  for (const acc of riders.values()) {
    const dropped = dropsFor(acc.points, finishedRounds, input.dropCount);
    const total = acc.points.reduce<number>((sum, p, i) => sum + (dropped[i] ? 0 : (p ?? 0)), 0);
    const { tableKey, ...rest } = acc;
    const list = tables.get(tableKey) ?? [];
    list.push({ ...rest, dropped, total, position: 0, behindLeader: 0 });
    tables.set(tableKey, list);
  }

  return [...tables.entries()]
    .map(([classId, rows]) => {
      rows.sort((a, b) => b.total - a.total || b.wins - a.wins || b.podiums - a.podiums || lastRound(b) - lastRound(a) || a.lastName.localeCompare(b.lastName));
      const leaderTotal = rows[0]?.total ?? 0;
      rows.forEach((row, i) => {
        row.position = i > 0 && sameRank(rows[i - 1]!, row) ? rows[i - 1]!.position : i + 1;
        row.behindLeader = leaderTotal - row.total;
      });
      return { classId, className: classId === null ? undefined : rows[0]?.className, rows };
    })
    .sort((a, b) => (a.classId ?? 0) - (b.classId ?? 0));
}

/** Which rounds to drop: the `count` lowest finished rounds (a missed round counts as 0). */
export function dropsFor(points: (number | null)[], finishedRounds: number[], count: number): boolean[] {
  const dropped = points.map(() => false);
  if (count <= 0 || finishedRounds.length <= count) return dropped;
  const lowest = [...finishedRounds].sort((a, b) => (points[a] ?? 0) - (points[b] ?? 0) || a - b).slice(0, count);
  for (const i of lowest) dropped[i] = true;
  return dropped;
}

function lastRound(row: TStandingRow): number {
  for (let i = row.points.length - 1; i >= 0; i--) if (row.points[i] !== null) return row.points[i]!;
  return 0;
}

function sameRank(a: TStandingRow, b: TStandingRow): boolean {
  return a.total === b.total && a.wins === b.wins && a.podiums === b.podiums && lastRound(a) === lastRound(b);
}
