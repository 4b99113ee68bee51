import type { TEntryStatus, TGap, TRaceResults, TRaceSummary, TResultRow } from '../platform/port';
import { gapBetween } from '../scoring/engine';

/**
 * The event scoreboard (/eventScores/{id}): for each race, the first riders of every class with
 * their time (the class leader) or their gap to the class leader. Pure: the page feeds it the
 * platform's race results.
 */
export type TScoreLine = {
  position: number;
  entryId: number;
  number: string;
  firstName: string;
  lastName: string;
  brand?: string;
  status: TEntryStatus;
  laps: number;
  /** Ranking time of the class leader (elapsed plus penalties); undefined for the others. */
  totalMs?: number;
  /** Gap to the class leader (laps or, in the sections format, checkpoints; else time). */
  gap?: TGap;
};

export type TClassTop = {
  classId: number;
  classCode: string;
  className: string;
  /** Riders entered in the class (classified or not). */
  entries: number;
  lines: TScoreLine[];
};

function line(row: TResultRow, leader: TResultRow | undefined): TScoreLine {
  const isLeader = !leader || leader.entryId === row.entryId;
  return {
    position: row.classPosition ?? 0,
    entryId: row.entryId,
    number: row.number,
    firstName: row.firstName,
    lastName: row.lastName,
    brand: row.brand,
    status: row.status,
    laps: row.laps,
    totalMs: isLeader ? row.totalMs : undefined,
    gap: isLeader ? undefined : gapBetween(leader, row),
  };
}

/** The first `count` classified riders of each class, in the race's class order. */
export function topByClass(results: Pick<TRaceResults, 'classes' | 'rows'>, count = 3): TClassTop[] {
  const byClass = new Map<number, TResultRow[]>();
  for (const row of results.rows) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), row]);
  return results.classes.map((cls) => {
    const rows = byClass.get(cls.id) ?? [];
    const classified = rows.filter((r) => r.classPosition !== null).sort((a, b) => a.classPosition! - b.classPosition!);
    const leader = classified[0];
    return {
      classId: cls.id,
      classCode: cls.code,
      className: cls.name,
      entries: rows.length,
      lines: classified.slice(0, count).map((r) => line(r, leader)),
    };
  });
}

const STATUS_RANK: Record<TRaceSummary['status'], number> = { running: 0, finished: 1, scheduled: 1 };

/** Running races first (they are what the crowd watches), the others in the event's order. */
export function scoreboardOrder<T extends Pick<TRaceSummary, 'status'>>(races: readonly T[]): T[] {
  return races
    .map((race, index) => ({ race, index }))
    .sort((a, b) => STATUS_RANK[a.race.status] - STATUS_RANK[b.race.status] || a.index - b.index)
    .map(({ race }) => race);
}
