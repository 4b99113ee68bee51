import type { TCheckpointDetail, TEntryStatus, TGap, TLapDetail, TResultRow, TRiderTiming } from '../platform/port';

/**
 * The scoring engine: from raw timing (entries, lap crossings, checkpoint passes) to ranked result
 * rows with positions, points and gaps. Pure functions: the embedded adapter feeds them from the
 * database, tests feed them by hand.
 */

export type TRawEntry = Omit<
  TResultRow,
  | 'overallPosition'
  | 'classPosition'
  | 'groupPosition'
  | 'overallPoints'
  | 'classPoints'
  | 'groupPoints'
  | 'laps'
  | 'startAt'
  | 'lastReadAt'
  | 'elapsedMs'
  | 'totalMs'
  | 'bestLapMs'
  | 'bestLapNumber'
  | 'lastLapMs'
  | 'averageSpeedKmh'
  | 'gapToLeader'
  | 'gapToAhead'
  | 'checkpointsPassed'
  | 'earlyLateMs'
  | 'keyTimeMs'
> & { startOffsetMs: number };

export type TRawLap = { entryId: number; lapNumber: number; lapTimeMs: number; readAt: Date };
export type TRawPass = { entryId: number; checkpointId: number; readAt: Date; elapsedMs: number; earlyLateMs?: number | null; penaltyMs: number };
export type TRawSection = { id: number; isSpecialTest: boolean; checkpoints: { id: number; keyTimeMs?: number }[] };

export type TScoringInput = {
  format: 'laps' | 'sections';
  raceStartAt: Date;
  lapLengthKm?: number;
  /** Points by position (index 0 = 1st); null when the race scores no points. */
  pointsScale: number[] | null;
  entries: TRawEntry[];
  laps: TRawLap[];
  passes: TRawPass[];
  sections: TRawSection[];
};

/** Riders still timed or finished come first, then DNF; DSQ and DNS are not classified. */
const STATUS_ORDER: Record<TEntryStatus, number> = { finished: 0, running: 0, dnf: 1, dsq: 2, dns: 3 };

export function isClassified(status: TEntryStatus): boolean {
  return status === 'finished' || status === 'running' || status === 'dnf';
}

export function pointsFor(position: number | null, scale: number[] | null): number | null {
  if (!scale) return null;
  if (position === null) return 0;
  return scale[position - 1] ?? 0;
}

/** Gap of `row` behind `ref`: whole laps when it completed fewer, else time (sections: checkpoints). */
export function gapBetween(ref: Pick<TResultRow, 'laps' | 'totalMs'>, row: Pick<TResultRow, 'laps' | 'totalMs'>): TGap {
  if (row.laps < ref.laps) return { laps: ref.laps - row.laps, ms: 0 };
  return { laps: 0, ms: Math.max(0, (row.totalMs ?? 0) - (ref.totalMs ?? 0)) };
}

/**
 * Gaps to the leader and to the rider ahead within an ordered list of rows (the overall order, or
 * a class taken out of it). Unclassified rows get no gap.
 */
export function withGaps<T extends TResultRow>(rows: T[]): T[] {
  const classified = rows.filter((r) => isClassified(r.status) && r.laps > 0);
  const leader = classified[0];
  return rows.map((row) => {
    const index = classified.indexOf(row);
    if (!leader || index <= 0) return { ...row, gapToLeader: undefined, gapToAhead: undefined };
    return { ...row, gapToLeader: gapBetween(leader, row), gapToAhead: gapBetween(classified[index - 1]!, row) };
  });
}

type TScored = TResultRow & { sortStatus: number };

function compareRows(a: TScored, b: TScored): number {
  return (
    a.sortStatus - b.sortStatus ||
    b.laps - a.laps ||
    (a.totalMs ?? Number.MAX_SAFE_INTEGER) - (b.totalMs ?? Number.MAX_SAFE_INTEGER) ||
    a.number.localeCompare(b.number, 'en', { numeric: true })
  );
}

/** Positions 1..n within each key (class, group), in the overall order; unclassified get null. */
function rankWithin(rows: TScored[], key: (r: TScored) => number | undefined): (number | null)[] {
  const counters = new Map<number, number>();
  return rows.map((row) => {
    const k = key(row);
    if (k === undefined || row.overallPosition === null) return null;
    const next = (counters.get(k) ?? 0) + 1;
    counters.set(k, next);
    return next;
  });
}

function baseRow(entry: TRawEntry, raceStartAt: Date): TScored {
  const { startOffsetMs, ...rest } = entry;
  return {
    ...rest,
    startAt: new Date(raceStartAt.getTime() + startOffsetMs),
    overallPosition: null,
    classPosition: null,
    groupPosition: null,
    overallPoints: null,
    classPoints: null,
    groupPoints: null,
    laps: 0,
    sortStatus: STATUS_ORDER[entry.status],
  };
}

function scoreLaps(input: TScoringInput): TScored[] {
  const lapsByEntry = groupBy(input.laps, (l) => l.entryId);
  return input.entries.map((entry) => {
    const row = baseRow(entry, input.raceStartAt);
    const laps = (lapsByEntry.get(entry.entryId) ?? []).sort((a, b) => a.lapNumber - b.lapNumber);
    if (laps.length === 0) return row;
    const elapsedMs = laps.reduce((sum, l) => sum + l.lapTimeMs, 0);
    const best = laps.reduce((b, l) => (l.lapTimeMs < b.lapTimeMs ? l : b));
    const last = laps.at(-1)!;
    return {
      ...row,
      laps: laps.length,
      elapsedMs,
      totalMs: elapsedMs + entry.penaltyMs,
      bestLapMs: best.lapTimeMs,
      bestLapNumber: best.lapNumber,
      lastLapMs: last.lapTimeMs,
      lastReadAt: last.readAt,
      averageSpeedKmh: input.lapLengthKm && elapsedMs > 0 ? round1((input.lapLengthKm * laps.length) / (elapsedMs / 3_600_000)) : undefined,
    };
  });
}

/**
 * Sections (enduro): riders are ranked by checkpoints passed, then by the time of the special tests
 * plus time-card penalties (early or late against key times) and race penalties.
 */
function scoreSections(input: TScoringInput): TScored[] {
  const order = courseOrder(input.sections);
  const passesByEntry = groupBy(input.passes, (p) => p.entryId);
  return input.entries.map((entry) => {
    const row = baseRow(entry, input.raceStartAt);
    const passes = (passesByEntry.get(entry.entryId) ?? []).filter((p) => order.has(p.checkpointId)).sort((a, b) => order.get(a.checkpointId)! - order.get(b.checkpointId)!);
    if (passes.length === 0) return { ...row, checkpointsPassed: 0 };
    const testTimes = specialTestTimes(input.sections, new Map(passes.map((p) => [p.checkpointId, p.elapsedMs])));
    const testMs = [...testTimes.values()].reduce((s, v) => s + v, 0);
    const cardPenaltyMs = passes.reduce((s, p) => s + p.penaltyMs, 0);
    const last = passes.at(-1)!;
    const keyTimes = input.sections.flatMap((s) => s.checkpoints).filter((c) => c.keyTimeMs !== undefined);
    return {
      ...row,
      laps: passes.length,
      checkpointsPassed: passes.length,
      elapsedMs: last.elapsedMs,
      totalMs: testMs + cardPenaltyMs + entry.penaltyMs,
      penaltyMs: cardPenaltyMs + entry.penaltyMs,
      lastReadAt: last.readAt,
      earlyLateMs: passes.reduce((s, p) => s + (p.earlyLateMs ?? 0), 0),
      keyTimeMs: keyTimes.length > 0 ? keyTimes.at(-1)!.keyTimeMs : undefined,
    };
  });
}

/** Score a race: ranked rows with overall, class and group positions, points and overall gaps. */
export function scoreRace(input: TScoringInput): TResultRow[] {
  const scored = input.format === 'sections' ? scoreSections(input) : scoreLaps(input);
  scored.sort(compareRows);
  let position = 0;
  for (const row of scored) {
    row.overallPosition = isClassified(row.status) && row.laps > 0 ? ++position : null;
  }
  const classRanks = rankWithin(scored, (r) => r.classId);
  const groupRanks = rankWithin(scored, (r) => r.groupId);
  const rows = scored.map(({ sortStatus: _sortStatus, ...row }, i) => {
    const classPosition = classRanks[i] ?? null;
    const groupPosition = groupRanks[i] ?? null;
    return {
      ...row,
      classPosition,
      groupPosition,
      overallPoints: pointsFor(row.overallPosition, input.pointsScale),
      classPoints: pointsFor(classPosition, input.pointsScale),
      groupPoints: pointsFor(groupPosition, input.pointsScale),
    };
  });
  return withGaps(rows);
}

/** Lap-by-lap timing with the rider's position at each lap (rank by cumulative time at that lap). */
export function lapTiming(laps: TRawLap[]): Map<number, TLapDetail[]> {
  const details = new Map<number, TLapDetail[]>();
  for (const [entryId, list] of groupBy(laps, (l) => l.entryId)) {
    let elapsedMs = 0;
    details.set(
      entryId,
      list
        .sort((a, b) => a.lapNumber - b.lapNumber)
        .map((lap) => {
          elapsedMs += lap.lapTimeMs;
          return { lap: lap.lapNumber, lapTimeMs: lap.lapTimeMs, elapsedMs, readAt: lap.readAt, position: 0 };
        }),
    );
  }
  // Position at lap n: rank among the riders who completed n laps, by their time at that lap.
  const maxLap = Math.max(0, ...[...details.values()].map((l) => l.length));
  for (let n = 0; n < maxLap; n++) {
    const atLap = [...details.values()].flatMap((list) => list.slice(n, n + 1));
    atLap.sort((a, b) => a.elapsedMs - b.elapsedMs).forEach((detail, i) => (detail.position = i + 1));
  }
  return details;
}

/** Checkpoint timing: cumulative rank at each checkpoint and, on special tests, the test's time and rank. */
export function checkpointTiming(passes: TRawPass[], sections: TRawSection[]): Map<number, TCheckpointDetail[]> {
  const order = courseOrder(sections);
  const sectionOf = new Map(sections.flatMap((s) => s.checkpoints.map((c) => [c.id, s] as const)));
  const byCheckpoint = groupBy(passes, (p) => p.checkpointId);
  const cumulativeRank = new Map<string, number>();
  for (const [checkpointId, list] of byCheckpoint) {
    [...list].sort((a, b) => a.elapsedMs - b.elapsedMs).forEach((p, i) => cumulativeRank.set(`${p.entryId}:${checkpointId}`, i + 1));
  }
  const byEntry = groupBy(passes, (p) => p.entryId);
  const testTimesByEntry = new Map<number, Map<number, number>>();
  for (const [entryId, list] of byEntry) testTimesByEntry.set(entryId, specialTestTimes(sections, new Map(list.map((p) => [p.checkpointId, p.elapsedMs]))));
  const sectionRank = new Map<string, number>();
  for (const section of sections.filter((s) => s.isSpecialTest)) {
    const times = [...testTimesByEntry.entries()].flatMap(([entryId, m]) => (m.has(section.id) ? [{ entryId, ms: m.get(section.id)! }] : []));
    times.sort((a, b) => a.ms - b.ms).forEach((x, i) => sectionRank.set(`${x.entryId}:${section.id}`, i + 1));
  }
  const result = new Map<number, TCheckpointDetail[]>();
  for (const [entryId, list] of byEntry) {
    result.set(
      entryId,
      list
        .filter((p) => order.has(p.checkpointId))
        .sort((a, b) => order.get(a.checkpointId)! - order.get(b.checkpointId)!)
        .map((p) => {
          const section = sectionOf.get(p.checkpointId)!;
          const isLastOfTest = section.isSpecialTest && section.checkpoints.at(-1)?.id === p.checkpointId;
          return {
            checkpointId: p.checkpointId,
            sectionId: section.id,
            readAt: p.readAt,
            elapsedMs: p.elapsedMs,
            earlyLateMs: p.earlyLateMs ?? undefined,
            penaltyMs: p.penaltyMs,
            cumulativeRank: cumulativeRank.get(`${entryId}:${p.checkpointId}`) ?? 0,
            sectionRank: isLastOfTest ? sectionRank.get(`${entryId}:${section.id}`) : undefined,
            sectionTimeMs: isLastOfTest ? testTimesByEntry.get(entryId)?.get(section.id) : undefined,
          };
        }),
    );
  }
  return result;
}

/** Timing per rider for the lap graph and the rider detail. */
export function riderTiming(input: Pick<TScoringInput, 'laps' | 'passes' | 'sections' | 'entries'>, entryIds?: number[]): TRiderTiming[] {
  const laps = lapTiming(input.laps);
  const checkpoints = checkpointTiming(input.passes, input.sections);
  const ids = entryIds ?? input.entries.map((e) => e.entryId);
  return ids.map((entryId) => ({ entryId, laps: laps.get(entryId) ?? [], checkpoints: checkpoints.get(entryId) ?? [] }));
}

function courseOrder(sections: TRawSection[]): Map<number, number> {
  return new Map(sections.flatMap((s) => s.checkpoints).map((c, i) => [c.id, i]));
}

/**
 * The time of each special test a rider completed: elapsed at the test's last checkpoint minus
 * elapsed at the checkpoint just before the test (the start when the test opens the course).
 */
function specialTestTimes(sections: TRawSection[], elapsedAt: Map<number, number>): Map<number, number> {
  const times = new Map<number, number>();
  let previousCheckpoint: number | undefined;
  for (const section of sections) {
    const last = section.checkpoints.at(-1);
    if (section.isSpecialTest && last && elapsedAt.has(last.id)) {
      const from = previousCheckpoint === undefined ? 0 : elapsedAt.get(previousCheckpoint);
      if (from !== undefined) times.set(section.id, elapsedAt.get(last.id)! - from);
    }
    if (last) previousCheckpoint = last.id;
  }
  return times;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const round1 = (v: number) => Math.round(v * 10) / 10;
